import { checkDeal, newContribution } from '../../web/src/api/entropy';

/** The web client's entropy: a fresh contribution per lobby or challenge, and what the match screen says of the deal. */
describe('web entropy (docs/players.md "A deal no one can choose")', () => {
  const commitment = 'c'.repeat(64);

  it('makes a fresh 32-byte contribution each time', () => {
    const made = new Set(Array.from({ length: 50 }, newContribution));
    expect(made.size).toBe(50);
    for (const c of made) expect(c).toMatch(/^[0-9a-f]{64}$/);
  });

  it('says the deal is mine only when my seat holds what this browser sent under the commitment the match names', () => {
    const mine = newContribution();
    const other = newContribution();
    const entropy = { serverSeedCommitment: commitment, contributions: [other, mine] };
    expect(checkDeal(entropy, 1, [[mine, commitment]])).toBe('mine');
    expect(checkDeal(entropy, 1, [[mine, 'd'.repeat(64)]])).toBe('mismatch');
    // Another seat's contribution, or one this browser never sent (another device): derived, not vouched for.
    expect(checkDeal(entropy, 0, [[mine, commitment]])).toBe('contributed');
    expect(checkDeal(entropy, 1, [])).toBe('contributed');
    expect(checkDeal({ serverSeedCommitment: commitment, contributions: [other, null] }, 1, [[mine, commitment]])).toBe(
      'contributed',
    );
    expect(checkDeal(null, 1, [[mine, commitment]])).toBeNull();
  });
});
