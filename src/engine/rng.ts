import { hash } from 'node:crypto';

/**
 * R2.4 reproducible randomness: block_k = SHA-256(seed ‖ "claim" ‖ uint32be(k)), read as big-endian
 * uint32 words. The position in the stream is plain data (`cursor`, words consumed) so that a game
 * state stays a value and a later pick (Skeleton, R7) continues where setup stopped.
 */
const DOMAIN = Buffer.from('claim', 'ascii');
const WORDS_PER_BLOCK = 8;

export class RandomStream {
  /**
   * The current block as a 'binary' (latin1) string, one character per byte: node:crypto returns a
   * string about three times faster than a Buffer, and a deal reads about eight blocks.
   */
  private block: string | null = null;
  private blockIndex = -1;
  /** seed ‖ "claim" ‖ uint32be(k), with k rewritten for each block. */
  private readonly input: Buffer;

  constructor(
    seedHex: string,
    public cursor = 0,
  ) {
    this.input = Buffer.alloc(32 + DOMAIN.length + 4);
    this.input.write(seedHex, 0, 'hex');
    DOMAIN.copy(this.input, 32);
  }

  private word(): number {
    const k = Math.floor(this.cursor / WORDS_PER_BLOCK);
    if (k !== this.blockIndex || this.block === null) {
      this.input.writeUInt32BE(k >>> 0, 32 + DOMAIN.length);
      this.block = hash('sha256', this.input, 'binary');
      this.blockIndex = k;
    }
    const b = this.block;
    const at = (this.cursor % WORDS_PER_BLOCK) * 4;
    this.cursor++;
    // Big-endian (R2.4); `>>> 0` keeps the word unsigned.
    return (
      ((b.charCodeAt(at) << 24) | (b.charCodeAt(at + 1) << 16) | (b.charCodeAt(at + 2) << 8) | b.charCodeAt(at + 3)) >>>
      0
    );
  }

  /** Uniform integer in [0, n) by rejection sampling, exactly as R2.4 says. */
  randInt(n: number): number {
    const limit = Math.floor(0x100000000 / n) * n;
    for (;;) {
      const w = this.word();
      if (w < limit) return w % n;
    }
  }

  /** Fisher–Yates from the end, in place (R2.4). */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i >= 1; i--) {
      const j = this.randInt(i + 1);
      const t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
    return items;
  }
}

/**
 * SHA-256 of `bytes`, hex: for entropy.ts's seed derivation, which happens before R2.4. Here because this
 * file is the engine's one import of node:crypto.
 */
export function sha256Hex(bytes: Buffer): string {
  return hash('sha256', bytes, 'hex');
}

/** 64 lowercase hex digits (32 bytes). Checked twice per imported record, so by hand rather than by regular expression. */
export function isSeedHex(seed: unknown): seed is string {
  if (typeof seed !== 'string' || seed.length !== 64) return false;
  for (let i = 0; i < 64; i++) {
    const c = seed.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return false; // 0-9, a-f
  }
  return true;
}
