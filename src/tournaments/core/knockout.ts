import type { GameResult, Standing } from './types';
import type { Seating, TableGame } from './tables';

/**
 * Knockout of 2-player matches (docs/tournaments.md "Knockout"): single elimination, each tie best of N,
 * seeded by the starting order (rating, then the seed), byes to the top seeds. A tournament round is one
 * game ("leg") of every tie still undecided in the current bracket round. Pure.
 */

/** The bracket positions of `size` (a power of 2) seeds: 0 meets size−1, the top two can only meet in the final. */
export function bracketPositions(size: number): number[] {
  let positions = [0];
  while (positions.length < size) {
    const m = positions.length * 2;
    positions = positions.flatMap((p) => [p, m - 1 - p]);
  }
  return positions;
}

/** Bracket rounds for `entrants`: log2 of the bracket size (the next power of 2). */
export function knockoutRounds(entrants: number): number {
  let rounds = 0;
  while (2 ** rounds < entrants) rounds++;
  return rounds;
}

/** A tie of the bracket: two entrants (the higher seed first) or one with a bye (`b` null). */
export interface Tie {
  readonly a: string;
  readonly b: string | null;
  /** Game points in halves (win 2, draw 1), finished games only. */
  readonly halves: readonly [number, number];
  readonly games: number;
  /** The winner once decided, else null. */
  readonly winner: string | null;
  /** Whether a game of this tie is being played. */
  readonly playing: boolean;
}

export interface Bracket {
  /** Bracket rounds so far, first to last; each its ties in bracket order. */
  readonly rounds: readonly (readonly Tie[])[];
  readonly champion: string | null;
}

/**
 * When a best-of-N tie is decided: as soon as one side has more than N/2 points (win 1, draw ½); after N
 * games, by whoever leads; level after N games, one more game at a time (sudden death); still level after 2N
 * games, the higher seed goes through, so a tie always ends.
 */
export function tieWinner(
  a: string,
  b: string,
  halves: readonly [number, number],
  games: number,
  bestOf: number,
): string | null {
  const [pa, pb] = halves;
  if (pa > bestOf) return a;
  if (pb > bestOf) return b;
  if (games >= bestOf && pa !== pb) return pa > pb ? a : b;
  if (games >= 2 * bestOf) return a;
  return null;
}

const HALVES: Record<GameResult, number> = { win: 2, draw: 1, loss: 0 };

/** The bracket as far as the games go (`order`: index 0 the top seed). */
export function knockoutBracket(order: readonly string[], games: readonly TableGame[], bestOf: number): Bracket {
  const size = 2 ** knockoutRounds(order.length);
  const positions = bracketPositions(size);
  let entrants: (string | null)[] = positions.map((p) => order[p] ?? null);
  const rounds: Tie[][] = [];
  const seedRank = new Map(order.map((p, i) => [p, i]));
  while (entrants.length >= 2) {
    const ties: Tie[] = [];
    for (let i = 0; i < entrants.length; i += 2) {
      const [x, y] = [entrants[i], entrants[i + 1]];
      if (x === null && y === null) continue;
      if (x === null || y === null) {
        ties.push({ a: (x ?? y)!, b: null, halves: [0, 0], games: 0, winner: x ?? y, playing: false });
        continue;
      }
      const [a, b] = seedRank.get(x)! < seedRank.get(y)! ? [x, y] : [y, x];
      let halves: [number, number] = [0, 0];
      let count = 0;
      let playing = false;
      for (const g of games) {
        if (g.seating.kind !== 'game') continue;
        const seats = g.seating.seats;
        if (!(seats.includes(a) && seats.includes(b))) continue;
        if (g.results === null) {
          playing = true;
          continue;
        }
        const ra = HALVES[g.results[seats.indexOf(a)]];
        const rb = HALVES[g.results[seats.indexOf(b)]];
        halves = [halves[0] + ra, halves[1] + rb];
        count++;
      }
      ties.push({
        a,
        b,
        halves,
        games: count,
        winner: playing ? null : tieWinner(a, b, halves, count, bestOf),
        playing,
      });
    }
    rounds.push(ties);
    if (ties.some((t) => t.winner === null)) return { rounds, champion: null };
    // Winners keep their bracket place; a bye's empty half of the bracket has no tie.
    entrants = entrants.flatMap((_, i) => (i % 2 === 0 ? [winnerOfPair(entrants[i], entrants[i + 1], ties)] : []));
  }
  return { rounds, champion: entrants[0] ?? null };
}

function winnerOfPair(x: string | null, y: string | null, ties: readonly Tie[]): string | null {
  if (x === null && y === null) return null;
  const tie = ties.find((t) => t.a === x || t.a === y);
  return tie?.winner ?? null;
}

/**
 * The next tournament round of a knockout, once every game so far has finished: a game for every undecided
 * tie of the current bracket round (the higher seed in seat 0 in the tie's 1st, 3rd… game, the lower seed in
 * its 2nd, 4th…), and in the very first round a bye board for each top seed without an opponent. Null once
 * there is a champion.
 */
export function knockoutRound(order: readonly string[], games: readonly TableGame[], bestOf: number): Seating[] | null {
  const bracket = knockoutBracket(order, games, bestOf);
  if (bracket.champion !== null) return null;
  const current = bracket.rounds[bracket.rounds.length - 1];
  const first = bracket.rounds.length === 1 && games.length === 0;
  const boards: Seating[] = current
    .filter((t) => t.b !== null && t.winner === null)
    .map((t) => ({ kind: 'game', seats: t.games % 2 === 0 ? [t.a, t.b!] : [t.b!, t.a] }));
  const byes: Seating[] = first ? current.filter((t) => t.b === null).map((t) => ({ kind: 'bye', player: t.a })) : [];
  return [...boards, ...byes];
}

/**
 * Knockout standings: the champion first, then by the bracket round each went out in (later is better), then
 * by game points, then the seed order. Points are game points (win 1, draw ½); Buchholz and Sonneborn–Berger
 * are not used (0).
 */
export function knockoutStandings(order: readonly string[], games: readonly TableGame[], bestOf: number): Standing[] {
  const bracket = knockoutBracket(order, games, bestOf);
  const reached = new Map(order.map((p) => [p, 0]));
  const half = new Map(order.map((p) => [p, 0]));
  const tally = new Map(order.map((p) => [p, { played: 0, wins: 0, draws: 0, losses: 0, byes: 0 }]));
  bracket.rounds.forEach((ties, r) => {
    for (const t of ties) {
      for (const p of [t.a, t.b]) if (p !== null) reached.set(p, r);
      if (t.b === null) tally.get(t.a)!.byes++;
    }
  });
  if (bracket.champion !== null) reached.set(bracket.champion, bracket.rounds.length);
  for (const g of games) {
    if (g.seating.kind !== 'game' || g.results === null) continue;
    g.seating.seats.forEach((p, s) => {
      const r = g.results![s];
      half.set(p, half.get(p)! + HALVES[r]);
      const t = tally.get(p)!;
      t.played++;
      if (r === 'win') t.wins++;
      else if (r === 'draw') t.draws++;
      else t.losses++;
    });
  }
  const seedRank = new Map(order.map((p, i) => [p, i]));
  const sorted = [...order].sort(
    (a, b) => reached.get(b)! - reached.get(a)! || half.get(b)! - half.get(a)! || seedRank.get(a)! - seedRank.get(b)!,
  );
  return sorted.map((player, i) => ({
    rank: i + 1,
    player,
    halfPoints: half.get(player)!,
    buchholzHalves: 0,
    sonnebornBergerQuarters: 0,
    ...tally.get(player)!,
  }));
}
