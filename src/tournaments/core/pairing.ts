import { createHash } from 'node:crypto';
import { tableStandings } from './tables';
import type { GameResult, Standing } from './types';

export type { GameResult, Standing } from './types';

/**
 * Pairing rules for 2-player tournaments (docs/tournaments.md "Pairings"): pure functions of the entrants,
 * the results so far and the tournament's seed, so that anyone holding the export recomputes every round.
 * No clock, no randomness but the seed, no I/O.
 */

/** One game of a round: two entrants (seat 0 first), or a bye for one. */
export type Pairing =
  | { readonly kind: 'game'; readonly seats: readonly [string, string] }
  | { readonly kind: 'bye'; readonly player: string };

/** A game of an earlier round with its result (null while it is being played). */
export interface PlayedGame {
  readonly round: number;
  readonly pairing: Pairing;
  /** Seat 0's result (seat 1 has the opposite); null while unfinished; always null for a bye. */
  readonly result: GameResult | null;
}

/**
 * The order the seed gives the entrants: by SHA-256(seed ‖ ":" ‖ userId), hex, ascending. This is the
 * "draw" of round 1 and the last tie-break of every standing; the organizer cannot steer it because the
 * seed is committed (its SHA-256 published) before round 1 is paired and revealed at the end.
 */
export function seedOrder(seed: string, entrants: readonly string[]): string[] {
  const key = new Map(entrants.map((id) => [id, createHash('sha256').update(`${seed}:${id}`).digest('hex')]));
  return [...entrants].sort((a, b) => (key.get(a)! < key.get(b)! ? -1 : key.get(a)! > key.get(b)! ? 1 : 0));
}

/**
 * Round `round` (1-based) of a round-robin by the circle method (Berger tables) over the seed order: with an
 * odd count a "bye" slot joins, so every entrant meets every other exactly once per cycle (n−1 rounds for an
 * even n, n for an odd one). The second cycle of a double round-robin repeats the first with seats swapped.
 * Within a cycle, the seat each entrant takes alternates so that nobody sits in seat 0 more than one game
 * more (or less) than in seat 1 (the fixed entrant of the circle method alternates by round).
 */
export function roundRobinRound(order: readonly string[], round: number): Pairing[] {
  const slots: (string | null)[] = [...order];
  if (slots.length % 2 === 1) slots.push(null);
  const n = slots.length;
  const perCycle = n - 1;
  const cycle = Math.floor((round - 1) / perCycle);
  const r = (round - 1) % perCycle;
  // Rotate every slot but the last one by r.
  const rotating = slots.slice(0, n - 1);
  const turned = rotating.map((_, i) => rotating[(i + r) % (n - 1)]);
  const circle = [...turned, slots[n - 1]];
  const pairings: Pairing[] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = circle[i];
    const b = circle[n - 1 - i];
    // Board 0 holds the fixed slot: alternate its seat by round; the others alternate by board.
    let seats: [string | null, string | null] =
      i === 0 ? (r % 2 === 0 ? [a, b] : [b, a]) : i % 2 === 1 ? [b, a] : [a, b];
    if (cycle % 2 === 1) seats = [seats[1], seats[0]];
    const [s0, s1] = seats;
    if (s0 === null) pairings.push({ kind: 'bye', player: s1! });
    else if (s1 === null) pairings.push({ kind: 'bye', player: s0 });
    else pairings.push({ kind: 'game', seats: [s0, s1] });
  }
  // Games first (board order), the bye last.
  return [...pairings.filter((p) => p.kind === 'game'), ...pairings.filter((p) => p.kind === 'bye')];
}

/** How many rounds a round-robin of `entrants` has (`double`: each pair twice). */
export function roundRobinRounds(entrants: number, double: boolean): number {
  const perCycle = entrants % 2 === 0 ? entrants - 1 : entrants;
  return double ? 2 * perCycle : perCycle;
}

/**
 * A Swiss round: entrants ranked by the standings so far (points, then the seed order: tie-breaks do not
 * steer pairings, as FIDE's rules say). Then:
 * 1. with an odd count, the bye goes to the lowest-ranked entrant who has had no bye, among those whose
 *    absence leaves the others pairable without a repeat; only when nobody fits are repeats allowed, and
 *    only when everyone has had a bye does someone get a second;
 * 2. from the top, each unpaired entrant meets the highest-ranked unpaired entrant they have not met whose
 *    choice still lets the rest be paired without repeats (depth-first with backtracking); if no pairing
 *    of the round avoids repeats, the same walk is done allowing them;
 * 3. in each game, seat 0 goes to whoever has sat in seat 0 less often (then: the lower-ranked one).
 */
export function swissRound(order: readonly string[], games: readonly PlayedGame[]): Pairing[] {
  const seedRank = new Map(order.map((p, i) => [p, i]));
  const points = new Map(standings(order, games).map((s) => [s.player, s.halfPoints]));
  const ranked = [...order].sort((a, b) => points.get(b)! - points.get(a)! || seedRank.get(a)! - seedRank.get(b)!);
  const met = new Map<string, Set<string>>(ranked.map((p) => [p, new Set<string>()]));
  const byes = new Map<string, number>(ranked.map((p) => [p, 0]));
  const seat0 = new Map<string, number>(ranked.map((p) => [p, 0]));
  for (const g of games) {
    if (g.pairing.kind === 'bye') {
      byes.set(g.pairing.player, (byes.get(g.pairing.player) ?? 0) + 1);
      continue;
    }
    const [a, b] = g.pairing.seats;
    met.get(a)?.add(b);
    met.get(b)?.add(a);
    seat0.set(a, (seat0.get(a) ?? 0) + 1);
  }
  const rank = new Map(ranked.map((p, i) => [p, i]));
  const seatsFor = (a: string, b: string): [string, string] => {
    const [sa, sb] = [seat0.get(a)!, seat0.get(b)!];
    if (sa !== sb) return sa < sb ? [a, b] : [b, a];
    return rank.get(a)! > rank.get(b)! ? [a, b] : [b, a];
  };
  const toPairings = (pairs: [string, string][], bye: string | null): Pairing[] => [
    ...pairs.map(([a, b]): Pairing => ({ kind: 'game', seats: seatsFor(a, b) })),
    ...(bye === null ? [] : [{ kind: 'bye', player: bye } as const]),
  ];
  const byeCandidates = (): (string | null)[] => {
    if (ranked.length % 2 === 0) return [null];
    const fewest = Math.min(...ranked.map((p) => byes.get(p)!));
    return [...ranked].reverse().filter((p) => byes.get(p) === fewest);
  };
  for (const allowRepeats of [false, true]) {
    for (const bye of byeCandidates()) {
      const pairs = pairDepthFirst(
        ranked.filter((p) => p !== bye),
        (a, b) => allowRepeats || !met.get(a)!.has(b),
      );
      if (pairs) return toPairings(pairs, bye);
    }
  }
  // Unreachable: allowing repeats, any even list pairs.
  throw new Error('no Swiss pairing found');
}

/** Pairs `players` (ranked) top-down, each with the best-ranked allowed partner that leaves the rest pairable. */
function pairDepthFirst(
  players: readonly string[],
  allowed: (a: string, b: string) => boolean,
): [string, string][] | null {
  if (players.length === 0) return [];
  const [top, ...rest] = players;
  for (let i = 0; i < rest.length; i++) {
    if (!allowed(top, rest[i])) continue;
    const remaining = [...rest.slice(0, i), ...rest.slice(i + 1)];
    const paired = pairDepthFirst(remaining, allowed);
    if (paired) return [[top, rest[i]], ...paired];
  }
  return null;
}

/**
 * The standings after the finished games of `games`: by points, then Buchholz, then Sonneborn–Berger, then
 * the seed order (`order`). Unfinished games count for nothing yet. These are the table standings at two
 * seats (tables.ts keeps the one computation for 2, 3 and 4 players).
 */
export function standings(order: readonly string[], games: readonly PlayedGame[]): Standing[] {
  return tableStandings(
    order,
    games.map((g) => ({
      round: g.round,
      seating: g.pairing,
      results: g.pairing.kind === 'bye' || g.result === null ? null : [g.result, OPPOSITE[g.result]],
    })),
    2,
  );
}

const OPPOSITE: Record<GameResult, GameResult> = { win: 'loss', draw: 'draw', loss: 'win' };
