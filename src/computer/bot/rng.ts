/**
 * The bot's own randomness: a small seeded generator (sfc32), never the deal's R2.4 stream and never
 * Math.random, so a decision is reproducible from its seed and tells nothing about the deal.
 */
export class BotRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** Any string or number seeds it; equal seeds give equal sequences. */
  constructor(seed: string | number) {
    // Four 32-bit words from the seed text by FNV-1a with different offsets, then a warm-up.
    const text = String(seed);
    const word = (offset: number): number => {
      let h = offset >>> 0;
      for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
      return h;
    };
    this.a = word(0x811c9dc5);
    this.b = word(0x9e3779b9);
    this.c = word(0x85ebca6b);
    this.d = 1;
    for (let i = 0; i < 15; i++) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Uniform integer in [0, n); n ≥ 1. */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Fisher–Yates in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
    return items;
  }

  /** A child generator: its own sequence, derived from this one's next words (for per-world streams). */
  fork(): BotRandom {
    return new BotRandom(`${this.nextUint32()}:${this.nextUint32()}`);
  }

  /** 64 hex digits, for the seed of a sampled state (its R7 Skeleton picks in the search only). */
  hexSeed(): string {
    let hex = '';
    for (let i = 0; i < 8; i++) hex += this.nextUint32().toString(16).padStart(8, '0');
    return hex;
  }
}
