import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { deriveSeed, entropyProblem } from './entropy';
import { newGame } from './setup';
import { rulesFrom } from './rules';

/** The seed derivation before R2.4 (docs/auditing.md "A deal no one can choose"). */
const hex32 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
const slot = fc.option(hex32, { nil: null });

describe('entropy: seed = SHA-256(serverSeed ‖ "claim-entropy" ‖ per seat 00 | 01 ‖ contribution)', () => {
  it('matches the formula written out by hand (a test vector)', () => {
    const serverSeed = '00'.repeat(31) + '07';
    const a = '11'.repeat(32);
    const bytes = Buffer.concat([
      Buffer.from(serverSeed, 'hex'),
      Buffer.from('claim-entropy', 'ascii'),
      Buffer.of(1),
      Buffer.from(a, 'hex'),
      Buffer.of(0),
    ]);
    const expected = createHash('sha256').update(bytes).digest('hex');
    expect(deriveSeed({ serverSeed, contributions: [a, null] })).toBe(expected);
  });

  it('changing any one contribution (or leaving it out, or swapping seats) changes the seed', () => {
    fc.assert(
      fc.property(
        hex32,
        fc.array(slot, { minLength: 2, maxLength: 4 }),
        fc.nat(),
        hex32,
        (server, slots, at, other) => {
          const seat = at % slots.length;
          const seed = deriveSeed({ serverSeed: server, contributions: slots });
          const changed = slots.map((c, i) => (i === seat ? (c === other ? null : other) : c));
          expect(deriveSeed({ serverSeed: server, contributions: changed })).not.toBe(seed);
          const zero = slots.map((c, i) => (i === seat && c === null ? '00'.repeat(32) : c));
          if (slots[seat] === null) expect(deriveSeed({ serverSeed: server, contributions: zero })).not.toBe(seed);
          const swapped = [slots[1], slots[0], ...slots.slice(2)];
          if (slots[0] !== slots[1]) expect(deriveSeed({ serverSeed: server, contributions: swapped })).not.toBe(seed);
        },
      ),
    );
  });

  it('the derived seed deals through R2.4 unchanged: a derived seed and the same seed given directly deal alike', () => {
    const rules = rulesFrom('claim', [], 2);
    if (!rules.ok) throw new Error('preset');
    fc.assert(
      fc.property(hex32, slot, slot, (server, a, b) => {
        const seed = deriveSeed({ serverSeed: server, contributions: [a, b] });
        const dealt = newGame(rules.value, seed);
        expect(dealt.ok).toBe(true);
        expect(dealt.ok && dealt.value.seed).toBe(seed);
      }),
      { numRuns: 30 },
    );
  });

  it('entropyProblem names malformed entropy and accepts well-formed', () => {
    const ok = { serverSeed: 'ab'.repeat(32), contributions: ['cd'.repeat(32), null] };
    expect(entropyProblem(ok, 2)).toBeNull();
    expect(entropyProblem(ok, 3)).toMatch(/3 entries/);
    expect(entropyProblem({ ...ok, serverSeed: 'AB'.repeat(32) }, 2)).toMatch(/serverSeed/);
    expect(entropyProblem({ ...ok, contributions: ['cd', null] }, 2)).toMatch(/hex digits or null/);
    expect(entropyProblem(null, 2)).toMatch(/object/);
  });
});
