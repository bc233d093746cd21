import { passwordProblem } from './password-policy';

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
