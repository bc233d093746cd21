import { passwordProblem } from '../auth/password-policy';
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

describe('passwords (NIST SP 800-63B-4)', () => {
  it.each([
    ['        ', 'must be at least 15 characters'],
    [' '.repeat(20), 'must not be only spaces'],
    ['short but fine', 'must be at least 15 characters'],
    ['password1234567', expect.stringMatching(/^is too common or too easy to guess/)],
    ['aaaaaaaaaaaaaaaa', expect.stringMatching(/^is too common or too easy to guess/)],
    ['qwertyuiopasdfgh', expect.stringMatching(/^is too common or too easy to guess/)],
    ['correct horse battery', null],
    ['Zwölf Boxkämpfer jagen', null],
  ])('%j → %s', (password, problem) => {
    expect(passwordProblem(password, 'alice')).toEqual(problem);
  });

  it('refuses the username itself, and the service name, made long', () => {
    expect(passwordProblem('alice_the_great_1', 'alice_the_great_1')).toMatch(/too easy/);
    expect(passwordProblem('claimclaimclaim!', 'bob')).toMatch(/too easy/);
  });
});
