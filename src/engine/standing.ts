import { teamOf } from './state';

/**
 * The comparisons that decide who leads a faction (R3.4, R5 Vampires), shared by the scoring at the end
 * of a game (scoring.ts) and by clients that show who is ahead while it runs (the web client).
 */

/** One side's cards of one faction: how many, their total value, and `rank` for the R3.4 tie-break. */
export interface Held {
  cards: number;
  total: number;
  /**
   * More cards wins; then the highest card, the second highest, … (R3.4). With equal counts, the
   * first difference between two lists sorted highest first is at the highest value they hold a
   * different number of, and whoever holds more of it is ahead. So the counts per value, read as
   * base-6 digits with the highest value first, order the lists as R3.4 does, without sorting (a
   * faction has at most five cards of one value, and 6^20 is well within a double's integers).
   */
  rank: number;
}

const DIGIT = Array.from({ length: 20 }, (_, value) => 6 ** value);

export function emptyHeld(): Held {
  return { cards: 0, total: 0, rank: 0 };
}

/** Counts one more card of `value` into `held`. */
export function addHeld(held: Held, value: number): void {
  held.cards++;
  held.total += value;
  held.rank += DIGIT[value];
}

/** R3.4: more cards, then the highest card, the second highest, … */
export const compareHeld = (a: Held, b: Held): number => a.cards - b.cards || a.rank - b.rank;

/** A seat with an active Vampire (R5): strength = the active Vampire plus the cards under it. */
export interface VampireContender {
  readonly seat: number;
  readonly strength: number;
  readonly under: number;
}

/** R5 Vampires: the greater strength; then more cards under the Vampire. */
export const compareVampires = (a: VampireContender, b: VampireContender): number =>
  a.strength - b.strength || a.under - b.under;

/** Index of the single best item, or null when the best is shared (or there is none). */
export function uniqueBest<T>(items: readonly T[], compare: (a: T, b: T) => number): number | null {
  if (items.length === 0) return null;
  let best = 0;
  let shared = false;
  for (let i = 1; i < items.length; i++) {
    const c = compare(items[i], items[best]);
    if (c > 0) {
      best = i;
      shared = false;
    } else if (c === 0) {
      shared = true;
    }
  }
  return shared ? null : best;
}

/**
 * R5 Vampires, R8.3: the side (seat, or team with four players) of the strongest contender, or null.
 * When the strongest tie (strength and cards under), their team wins if they are all partners and the
 * edition reads R8.3 so (`partnersShare`, editions.ts: 2026-12); otherwise nobody does.
 */
export function strongestVampireSide(
  contenders: readonly VampireContender[],
  players: number,
  partnersShare: boolean,
): number | null {
  if (contenders.length === 0) return null;
  let best = contenders[0];
  for (const c of contenders) if (compareVampires(c, best) > 0) best = c;
  const side = teamOf(best.seat, players);
  for (const c of contenders) {
    if (c === best || compareVampires(c, best) !== 0) continue;
    if (!partnersShare || teamOf(c.seat, players) !== side) return null;
  }
  return side;
}
