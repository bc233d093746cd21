import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { RandomStream } from './rng';

/** The R2.4 stream, straight from its definition with node:crypto: the reference for the fast one. */
function referenceWords(seedHex: string, count: number): number[] {
  const words: number[] = [];
  for (let k = 0; words.length < count; k++) {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(k);
    const block = createHash('sha256')
      .update(Buffer.from(seedHex, 'hex'))
      .update('claim', 'ascii')
      .update(counter)
      .digest();
    for (let i = 0; i < 8; i++) words.push(block.readUInt32BE(i * 4));
  }
  return words.slice(0, count);
}

describe('R2.4 random stream', () => {
  it('R2.4 block_k = SHA-256(seed ‖ "claim" ‖ uint32be(k)) word for word, for random seeds', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const seed = Buffer.from(bytes).toString('hex');
        const expected = referenceWords(seed, 40);
        // randInt(2^32) never rejects, so it returns the raw words.
        const stream = new RandomStream(seed);
        const got = expected.map(() => stream.randInt(0x100000000));
        expect(got).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('R2.4 continues from a saved cursor exactly where it stopped', () => {
    const seed = randomBytes(32).toString('hex');
    const whole = new RandomStream(seed);
    const first = Array.from({ length: 13 }, () => whole.randInt(52));
    const rest = Array.from({ length: 20 }, () => whole.randInt(7));
    const resumed = new RandomStream(seed, new RandomStream(seed).cursor);
    expect(Array.from({ length: 13 }, () => resumed.randInt(52))).toEqual(first);
    const later = new RandomStream(seed, resumed.cursor);
    expect(Array.from({ length: 20 }, () => later.randInt(7))).toEqual(rest);
  });

  it('R2.4 randInt rejects words at or above floor(2^32 / n) * n', () => {
    const seed = randomBytes(32).toString('hex');
    const words = referenceWords(seed, 400);
    const n = 3_000_000_000; // rejects about 30% of words
    const limit = Math.floor(0x100000000 / n) * n;
    const expected = words
      .filter((w) => w < limit)
      .map((w) => w % n)
      .slice(0, 50);
    const stream = new RandomStream(seed);
    expect(Array.from({ length: 50 }, () => stream.randInt(n))).toEqual(expected);
  });
});
