import { badTextFields, textProblem } from './text-input';

describe('text input', () => {
  it.each([
    ['plain text', null],
    ['emoji 😀 in a pair', null],
    ['a NUL \u0000 inside', 'must not contain NUL characters'],
    ['a lone high surrogate \ud800', 'must be well-formed Unicode text (no lone surrogates)'],
    ['a lone low surrogate \udc00', 'must be well-formed Unicode text (no lone surrogates)'],
  ])('%s → %s', (value, problem) => {
    expect(textProblem(value)).toBe(problem);
  });

  it('names each bad string by its path', () => {
    expect(badTextFields({ a: 'ok', b: { c: ['x', 'y\u0000'] } }, '')).toEqual({
      'b.c[1]': ['must not contain NUL characters'],
    });
    expect(badTextFields('a\u0000', 'name')).toEqual({ name: ['must not contain NUL characters'] });
    expect(badTextFields(42, 'n')).toEqual({});
  });
});
