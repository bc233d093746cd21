import { canonicalUsername, usernameProblem, usernameSkeleton } from './username';

describe('usernames', () => {
  it.each([
    ['Alice', 'alice'],
    ['\u212Aate', 'kate'], // the Kelvin sign is a K
    ['ｍａｘ', 'max'], // full width
    ['ﬁona', 'fiona'], // a ligature
  ])('%s is the name %s', (typed, canonical) => {
    expect(canonicalUsername(typed)).toBe(canonical);
  });

  it.each([
    ['alice', null],
    ['ab', '3–32 letters, digits, "_" or "-" (after Unicode normalisation, ASCII only)'],
    ['аlice', '3–32 letters, digits, "_" or "-" (after Unicode normalisation, ASCII only)'], // Cyrillic а
    ['admin', 'is reserved'],
    ['adm1n', 'is reserved'],
    ['r00t', 'is reserved'],
    ['system', 'is reserved'],
    ['administrators', null],
    ['computer_easy', 'is reserved (names starting with "computer" belong to the built-in computer player)'],
    ['computer-hard', 'is reserved (names starting with "computer" belong to the built-in computer player)'],
    ['c0mputer_easy', 'is reserved (names starting with "computer" belong to the built-in computer player)'],
    ['cornputer_medium', 'is reserved (names starting with "computer" belong to the built-in computer player)'],
    ['computereasy', 'is reserved (names starting with "computer" belong to the built-in computer player)'],
    ['computer', 'is reserved (names starting with "computer" belong to the built-in computer player)'],
    ['my_computer', null],
    ['compute', null],
  ])('%s: %s', (name, problem) => {
    expect(usernameProblem(name)).toBe(problem);
  });

  it('gives look-alikes one skeleton and different names different ones', () => {
    expect(usernameSkeleton('a1ice')).toBe(usernameSkeleton('alice'));
    expect(usernameSkeleton('modern')).toBe(usernameSkeleton('modem'));
    expect(usernameSkeleton('vvill')).toBe(usernameSkeleton('will'));
    expect(usernameSkeleton('b0b-x')).toBe(usernameSkeleton('bob_x'));
    expect(usernameSkeleton('alice')).not.toBe(usernameSkeleton('alicia'));
  });
});
