/**
 * R2.4 written again from RULES.md alone, to check the engine's deal against: the SHA-256 stream,
 * randInt by rejection, Fisher–Yates from the end, and setup's order of draws.
 */
import { createHash } from 'node:crypto';
import type { Card } from '../cards';
import { FACTION_VALUES } from '../cards';
import type { Rules } from '../rules';
import { handSizeFor } from '../rules';

export class ReferenceStream {
  private words: number[] = [];
  private block = 0;
  constructor(private readonly seedHex: string) {}

  word(): number {
    if (this.words.length === 0) {
      const k = Buffer.alloc(4);
      k.writeUInt32BE(this.block++);
      const digest = createHash('sha256')
        .update(Buffer.from(this.seedHex, 'hex'))
        .update('claim', 'ascii')
        .update(k)
        .digest();
      for (let i = 0; i < 32; i += 4) this.words.push(digest.readUInt32BE(i));
    }
    return this.words.shift()!;
  }

  randInt(n: number): number {
    for (;;) {
      const w = this.word();
      if (w < Math.floor(2 ** 32 / n) * n) return w % n;
    }
  }

  shuffle<T>(a: T[]): T[] {
    for (let i = a.length - 1; i >= 1; i--) {
      const j = this.randInt(i + 1);
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }
}

export interface ReferenceDeal {
  readonly hands: Card[][];
  readonly drawPile: Card[];
  readonly firstLeader: number;
  /** Cards out of the game after setup: unused Shadows and the cards the heroes replaced. */
  readonly removed: Card[];
  readonly stream: ReferenceStream;
}

export function referenceDeal(rules: Rules, seedHex: string): ReferenceDeal {
  const stream = new ReferenceStream(seedHex);
  const cardsOf = (f: string) => FACTION_VALUES[f as keyof typeof FACTION_VALUES].map((v) => `${f}:${v}`);
  const removed: Card[] = [];
  let kept: Card[] = [];
  if (rules.factions.includes('shadows')) {
    const shadows = stream.shuffle(cardsOf('shadows'));
    kept = shadows.slice(0, 10);
    removed.push(...shadows.slice(10));
  }
  let deck = rules.factions.flatMap((f) => (f === 'shadows' ? kept : cardsOf(f)));
  stream.shuffle(deck);
  if (rules.heroes.length > 0) {
    const heroes = stream.shuffle([...rules.heroes]).slice(0, 5);
    removed.push(...deck.slice(0, heroes.length));
    deck = [...deck.slice(heroes.length), ...heroes.map((h) => `hero:${h}`)];
    stream.shuffle(deck);
  }
  const firstLeader = stream.randInt(rules.players);
  const per = handSizeFor(rules.players);
  const hands: Card[][] = Array.from({ length: rules.players }, () => []);
  for (let i = 0; i < per * rules.players; i++) hands[i % rules.players].push(deck[i]);
  return { hands, drawPile: deck.slice(per * rules.players), firstLeader, removed, stream };
}
