import type { GameResult, Standing } from './types';
import { TABLE_SCHEDULES } from './table-schedules';

/**
 * Tables of 2, 3 or 4 players (docs/tournaments.md "Tables of 3 and 4"): standings, Swiss tables by score and
 * the round-robin table schedule. Pure and deterministic: the only randomness is a fixed-seed generator
 * inside the schedule search, so every machine finds the same schedule.
 */

/** One board: a table (seat 0 first) or a bye for one entrant. */
export type Seating =
  { readonly kind: 'game'; readonly seats: readonly string[] } | { readonly kind: 'bye'; readonly player: string };

/** A board of an earlier round with each seat's result (null while played; always null for a bye). */
export interface TableGame {
  readonly round: number;
  readonly seating: Seating;
  readonly results: readonly GameResult[] | null;
}

const HALVES: Record<GameResult, number> = { win: 2, draw: 1, loss: 0 };

/** Who a seat plays against: at 4 players the other team (seats of the other parity), else every other seat. */
export function opponentSeats(seat: number, players: number): number[] {
  return Array.from({ length: players }, (_, s) => s).filter((s) => (players === 4 ? s % 2 !== seat % 2 : s !== seat));
}

/** opponentSeats for tables of 0 to 4, computed once. */
const OPPONENT_SEATS: readonly (readonly number[][])[] = [0, 1, 2, 3, 4].map((n) =>
  Array.from({ length: n }, (_, seat) => opponentSeats(seat, n)),
);

/**
 * A bye is worth a win (1 point) at 2 players, as in chess; at tables of 3 or 4 it is worth a draw (½): there
 * several entrants may sit out a round and an average table result is well under a win.
 */
export function byeHalves(players: number): number {
  return players === 2 ? 2 : 1;
}

/**
 * Standings over tables: a seat's win 1, draw ½, loss 0 (the match's own per-seat result: time-outs,
 * resignations and replaced seats as the match counts them); Buchholz sums the final points of every
 * opponent at every table (byes add nothing); Sonneborn–Berger sums the result times each opponent's points.
 * Ranked by points, Buchholz, Sonneborn–Berger, then `order`. At 2 players this is exactly `standings`.
 */
export function tableStandings(order: readonly string[], games: readonly TableGame[], players: number): Standing[] {
  return rankTally(tallyGames(order, games, players));
}

/**
 * What tableStandings sums, by entrant index (docs/tournaments.md "Scale"): points, the games played, and every
 * seat played with its result and opponents, so that one more result is added to a copy instead of summing
 * ~14,000 seats again (a 2,000-entrant Swiss's page after each result). Never changed once built: addToTally
 * copies. Someone seated who is not in `order` still counts as an opponent (an index past the order's) but
 * is not ranked.
 */
export interface StandingsTally {
  readonly order: readonly string[];
  readonly players: number;
  readonly index: ReadonlyMap<string, number>;
  /** Per index: points × 2; then (ranked entrants only) games played, won, drawn, lost, byes. */
  readonly half: readonly number[];
  readonly counts: readonly (readonly number[])[];
  /** Per seat played: the player's index, its result in halves, its opponents' indices. */
  readonly seatPlayer: readonly number[];
  readonly seatHalves: readonly number[];
  readonly seatOpponents: readonly (readonly number[])[];
}

const [PLAYED, WINS, DRAWS, LOSSES, BYES] = [0, 1, 2, 3, 4];

export function tallyGames(order: readonly string[], games: readonly TableGame[], players: number): StandingsTally {
  const empty: StandingsTally = {
    order,
    players,
    index: new Map(order.map((p, i) => [p, i])),
    half: order.map(() => 0),
    counts: [PLAYED, WINS, DRAWS, LOSSES, BYES].map(() => order.map(() => 0)),
    seatPlayer: [],
    seatHalves: [],
    seatOpponents: [],
  };
  return addToTally(empty, games);
}

/** A new tally: `tally` plus `games` (byes, and games with their results; a game still played adds nothing). */
export function addToTally(tally: StandingsTally, games: readonly TableGame[]): StandingsTally {
  const index = new Map(tally.index);
  const half = [...tally.half];
  const counts = tally.counts.map((c) => [...c]);
  const [seatPlayer, seatHalves, seatOpponents] = [
    [...tally.seatPlayer],
    [...tally.seatHalves],
    [...tally.seatOpponents],
  ];
  const ranked = tally.order.length;
  const indexOf = (p: string): number => {
    let i = index.get(p);
    if (i === undefined) {
      index.set(p, (i = index.size));
      half.push(0);
    }
    return i;
  };
  const bye = byeHalves(tally.players);
  for (const g of games) {
    if (g.seating.kind === 'bye') {
      const p = indexOf(g.seating.player);
      half[p] += bye;
      if (p < ranked) counts[BYES][p]++;
      continue;
    }
    if (g.results === null) continue;
    const seats = g.seating.seats.map(indexOf);
    for (let seat = 0; seat < seats.length; seat++) {
      const result = g.results[seat];
      const p = seats[seat];
      half[p] += HALVES[result];
      seatPlayer.push(p);
      seatHalves.push(HALVES[result]);
      seatOpponents.push(
        (OPPONENT_SEATS[seats.length]?.[seat] ?? opponentSeats(seat, seats.length)).map((s) => seats[s]),
      );
      if (p >= ranked) continue;
      counts[PLAYED][p]++;
      counts[result === 'win' ? WINS : result === 'draw' ? DRAWS : LOSSES][p]++;
    }
  }
  return { ...tally, index, half, counts, seatPlayer, seatHalves, seatOpponents };
}

/** The standings a tally gives: Buchholz and Sonneborn–Berger from the final points, then the ranking. */
export function rankTally(tally: StandingsTally): Standing[] {
  const { order, half, counts, seatPlayer, seatHalves, seatOpponents } = tally;
  const buchholz = half.map(() => 0);
  const sb = half.map(() => 0);
  for (let k = 0; k < seatPlayer.length; k++)
    for (const opponent of seatOpponents[k]) {
      buchholz[seatPlayer[k]] += half[opponent];
      sb[seatPlayer[k]] += seatHalves[k] * half[opponent];
    }
  const sorted = order
    .map((_, i) => i)
    .sort((a, b) => half[b] - half[a] || buchholz[b] - buchholz[a] || sb[b] - sb[a] || a - b);
  return sorted.map((i, r) => ({
    rank: r + 1,
    player: order[i],
    halfPoints: half[i],
    buchholzHalves: buchholz[i],
    sonnebornBergerQuarters: sb[i],
    played: counts[PLAYED][i],
    wins: counts[WINS][i],
    draws: counts[DRAWS][i],
    losses: counts[LOSSES][i],
    byes: counts[BYES][i],
  }));
}

/** How often each pair has shared a table, how many byes and how often each seat, from the games so far. */
interface History {
  readonly met: Map<string, Set<string>>;
  readonly byes: Map<string, number>;
  /** entrant → count per seat index. */
  readonly seatCount: Map<string, number[]>;
}

function historyOf(order: readonly string[], games: readonly TableGame[], players: number): History {
  const met = new Map(order.map((p) => [p, new Set<string>()]));
  const byes = new Map(order.map((p) => [p, 0]));
  const seatCount = new Map(order.map((p) => [p, new Array<number>(players).fill(0)]));
  for (const g of games) {
    if (g.seating.kind === 'bye') {
      byes.set(g.seating.player, (byes.get(g.seating.player) ?? 0) + 1);
      continue;
    }
    const seats = g.seating.seats;
    seats.forEach((p, s) => {
      const counts = seatCount.get(p);
      if (counts) counts[s]++;
      for (const q of seats) if (q !== p) met.get(p)?.add(q);
    });
  }
  return { met, byes, seatCount };
}

/**
 * Seats a table: seat 0, then 1, … each to the member who has sat in that seat least often so far (then the
 * lower-ranked one, as at 2 players), so that over a tournament everyone's seats even out.
 */
function seatTable(
  members: readonly string[],
  rank: ReadonlyMap<string, number>,
  seatCount: Map<string, number[]>,
): string[] {
  const left = [...members];
  const seats: string[] = [];
  for (let s = 0; s < members.length; s++) {
    left.sort((a, b) => seatCount.get(a)![s] - seatCount.get(b)![s] || rank.get(b)! - rank.get(a)!);
    seats.push(left.shift()!);
  }
  return seats;
}

/** How many steps the repeat-free table search may take before it settles for the fewest repeats. */
export const TABLE_SEARCH_STEPS = 200_000;

/**
 * A Swiss round of tables of `players` (BGA style: the leaders on board 1):
 * 1. entrants ranked by points, then the seed order;
 * 2. `n mod players` entrants sit out (a bye): those with the fewest byes so far, lowest-ranked first, so
 *    nobody gets a second bye before everyone has had one;
 * 3. from the top, each table takes the highest-ranked unseated entrant and the highest-ranked others who
 *    have met none of its members, as long as the rest can still be seated without a repeat (a depth-first
 *    search, exhaustive up to TABLE_SEARCH_STEPS steps); when no repeat-free seating is found, tables are
 *    filled top-down with the entrants adding the fewest repeats;
 * 4. seats by `seatTable`.
 */
export function swissTables(order: readonly string[], games: readonly TableGame[], players: number): Seating[] {
  const seedRank = new Map(order.map((p, i) => [p, i]));
  const points = new Map(tableStandings(order, games, players).map((s) => [s.player, s.halfPoints]));
  const ranked = [...order].sort((a, b) => points.get(b)! - points.get(a)! || seedRank.get(a)! - seedRank.get(b)!);
  const rank = new Map(ranked.map((p, i) => [p, i]));
  const { met, byes, seatCount } = historyOf(order, games, players);
  const sitOut = ranked.length % players;
  const byePlayers = [...ranked]
    .sort((a, b) => byes.get(a)! - byes.get(b)! || rank.get(b)! - rank.get(a)!)
    .slice(0, sitOut);
  const sitters = ranked.filter((p) => !byePlayers.includes(p));
  const tables = seatRepeatFree(sitters, players, met) ?? seatFewestRepeats(sitters, players, met);
  return [
    ...tables.map((t): Seating => ({ kind: 'game', seats: seatTable(t, rank, seatCount) })),
    ...[...byePlayers].sort((a, b) => rank.get(a)! - rank.get(b)!).map((p): Seating => ({ kind: 'bye', player: p })),
  ];
}

/** Tables of `size` from `ranked` with no two members who met before, top-down and leftmost first; null if none (or out of steps). */
export function seatRepeatFree(
  ranked: readonly string[],
  size: number,
  met: ReadonlyMap<string, ReadonlySet<string>>,
): string[][] | null {
  let steps = 0;
  const search = (left: readonly string[]): string[][] | null => {
    if (left.length === 0) return [];
    const [top, ...rest] = left;
    const fill = (table: string[], from: number): string[][] | null => {
      if (++steps > TABLE_SEARCH_STEPS) return null;
      if (table.length === size) {
        const remaining = rest.filter((p) => !table.includes(p));
        const tail = search(remaining);
        return tail === null ? null : [table, ...tail];
      }
      for (let i = from; i < rest.length; i++) {
        const candidate = rest[i];
        if (table.some((m) => met.get(m)?.has(candidate))) continue;
        const found = fill([...table, candidate], i + 1);
        if (found) return found;
        if (steps > TABLE_SEARCH_STEPS) return null;
      }
      return null;
    };
    return fill([top], 0);
  };
  return search(ranked);
}

/** Top-down: each table takes the top unseated entrant, then whoever adds the fewest repeats (then the best-ranked). */
function seatFewestRepeats(
  ranked: readonly string[],
  size: number,
  met: ReadonlyMap<string, ReadonlySet<string>>,
): string[][] {
  const left = [...ranked];
  const tables: string[][] = [];
  while (left.length > 0) {
    const table = [left.shift()!];
    while (table.length < size) {
      let best = 0;
      let bestRepeats = Infinity;
      left.forEach((p, i) => {
        const repeats = table.filter((m) => met.get(m)?.has(p)).length;
        if (repeats < bestRepeats) [best, bestRepeats] = [i, repeats];
      });
      table.push(left.splice(best, 1)[0]);
    }
    tables.push(table);
  }
  return tables;
}

/** A round of the schedule: tables of entrant indices (seat 0 first) and the indices who sit out. */
export interface ScheduledRound {
  readonly tables: readonly (readonly number[])[];
  readonly byes: readonly number[];
}

/** A small deterministic generator (mulberry32): the schedule search must find the same schedule everywhere. */
function generator(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % 4294967296) % n;
  };
}

const scheduleCache = new Map<string, ScheduledRound[]>();

/** The largest round-robin of tables whose evenness is proven (in a test, for every size). */
export const TABLE_ROUND_ROBIN_MAX = 16;

/**
 * The round-robin schedule of tables of `k` for `n` entrants (k ≤ n ≤ TABLE_ROUND_ROBIN_MAX): the fewest
 * rounds R for which a schedule is found where every pair shares a table at least once and any two pairs'
 * meeting counts differ by at most one (max − min ≤ 1), with `n mod k` entrants sitting out each round in
 * turn (byes differ by at most one too). Found by a deterministic local search (swaps between tables of a
 * round, minimizing the sum of squared meeting counts, which reaches its least value exactly when the counts
 * are as even as the total allows), then seated for balance. Memoized: the same for every tournament.
 */
export function tableRoundRobinSchedule(n: number, k: number): ScheduledRound[] {
  const key = `${n}/${k}`;
  const cached = scheduleCache.get(key);
  if (cached) return cached;
  const stored = TABLE_SCHEDULES[key];
  const seated =
    k === n
      ? [{ tables: [Array.from({ length: n }, (_, i) => i)], byes: [] }]
      : stored
        ? stored.map((round) => ({ tables: round.slice(0, -1), byes: round[round.length - 1] }))
        : searchTableSchedule(n, k);
  scheduleCache.set(key, seated);
  return seated;
}

/**
 * The search behind TABLE_SCHEDULES (table-schedules.ts holds its output for every size up to 16, so that no
 * server spends seconds on it; a slow test checks that the search still yields exactly that table).
 */
export function searchTableSchedule(n: number, k: number): ScheduledRound[] {
  return seatSchedule(searchSchedule(n, k), n, k);
}

function searchSchedule(n: number, k: number): ScheduledRound[] {
  const pairs = (n * (n - 1)) / 2;
  const tablesPerRound = Math.floor(n / k);
  const sitOut = n % k;
  const perRound = (tablesPerRound * k * (k - 1)) / 2;
  for (let rounds = Math.ceil(pairs / perRound); ; rounds++) {
    const total = rounds * perRound;
    const low = Math.floor(total / pairs);
    const extra = total % pairs;
    // Each entrant plays R minus its byes; it must be able to meet everyone `low` or `low + 1` times.
    const byeCounts = new Set([Math.floor((sitOut * rounds) / n), Math.ceil((sitOut * rounds) / n)]);
    const feasible = [...byeCounts].every((b) => {
      const seatsMet = (k - 1) * (rounds - b);
      return low * (n - 1) <= seatsMet && seatsMet <= (low + 1) * (n - 1);
    });
    if (!feasible) continue;
    const target = (pairs - extra) * low * low + extra * (low + 1) * (low + 1);
    const found = localSearch(n, k, rounds, target, generator(n * 100 + k * 10 + rounds));
    if (found) return found;
  }
}

function localSearch(
  n: number,
  k: number,
  rounds: number,
  target: number,
  random: (n: number) => number,
): ScheduledRound[] | null {
  const sitOut = n % k;
  const tablesPerRound = Math.floor(n / k);
  const count = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const byes = new Array<number>(n).fill(0);
  // Each round is its tables followed by one group of those who sit out (no meetings there).
  const groups: number[][][] = [];
  for (let r = 0; r < rounds; r++) {
    const everyone = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = random(i + 1);
      [everyone[i], everyone[j]] = [everyone[j], everyone[i]];
    }
    const round: number[][] = [];
    for (let t = 0; t < tablesPerRound; t++) round.push(everyone.slice(t * k, t * k + k));
    round.push(everyone.slice(tablesPerRound * k));
    for (const p of round[tablesPerRound]) byes[p]++;
    groups.push(round);
  }
  const meet = (table: readonly number[], delta: number) => {
    for (let a = 0; a < table.length; a++)
      for (let b = a + 1; b < table.length; b++) {
        count[table[a]][table[b]] += delta;
        count[table[b]][table[a]] += delta;
      }
  };
  for (const round of groups) for (let t = 0; t < tablesPerRound; t++) meet(round[t], 1);
  // Byes weigh more than any meeting so that their balance (max − min ≤ 1) is never traded away.
  const byeWeight = 4 * n * n;
  const byeLow = Math.floor((sitOut * rounds) / n);
  const byeExtra = (sitOut * rounds) % n;
  const byeTarget = (n - byeExtra) * byeLow * byeLow + byeExtra * (byeLow + 1) * (byeLow + 1);
  let cost = 0;
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) cost += count[a][b] * count[a][b];
  for (const b of byes) cost += byeWeight * b * b;
  const goal = target + byeWeight * byeTarget;
  const groupCount = tablesPerRound + (sitOut > 0 ? 1 : 0);
  if (groupCount < 2) return cost === goal ? toRounds(groups, tablesPerRound) : null;
  const meetsIn = (g: number) => g < tablesPerRound;
  for (let step = 0; step < SCHEDULE_SEARCH_STEPS && cost > goal; step++) {
    const r = random(rounds);
    const ga = random(groupCount);
    let gb = random(groupCount - 1);
    if (gb >= ga) gb++;
    const A = groups[r][ga];
    const B = groups[r][gb];
    const ia = random(A.length);
    const ib = random(B.length);
    const a = A[ia];
    const b = B[ib];
    // Δ of the cost when a and b change groups: a leaves A's others and joins B's, b the reverse.
    let delta = 0;
    if (meetsIn(ga)) for (const x of A) if (x !== a) delta += -2 * count[a][x] + 1 + 2 * count[b][x] + 1;
    if (meetsIn(gb)) for (const y of B) if (y !== b) delta += -2 * count[b][y] + 1 + 2 * count[a][y] + 1;
    // The bye group: whoever enters it gains a bye, whoever leaves loses one.
    const byeDelta = (p: number, change: number) => byeWeight * ((byes[p] + change) ** 2 - byes[p] ** 2);
    if (!meetsIn(ga)) delta += byeDelta(a, -1) + byeDelta(b, 1);
    if (!meetsIn(gb)) delta += byeDelta(b, -1) + byeDelta(a, 1);
    // Accept improvements and sideways moves (and, rarely, a slightly worse one) to cross plateaus.
    if (delta > 0 && !(delta <= 2 && random(1000) === 0)) continue;
    if (meetsIn(ga)) meet(A, -1);
    if (meetsIn(gb)) meet(B, -1);
    A[ia] = b;
    B[ib] = a;
    if (meetsIn(ga)) meet(A, 1);
    else [byes[a], byes[b]] = [byes[a] - 1, byes[b] + 1];
    if (meetsIn(gb)) meet(B, 1);
    else [byes[b], byes[a]] = [byes[b] - 1, byes[a] + 1];
    cost += delta;
  }
  return cost === goal ? toRounds(groups, tablesPerRound) : null;
}

/** Steps the schedule search takes for one number of rounds before trying one more round. */
const SCHEDULE_SEARCH_STEPS = 150_000;

function toRounds(groups: number[][][], tablesPerRound: number): ScheduledRound[] {
  return groups.map((round) => ({
    tables: round.slice(0, tablesPerRound).map((t) => [...t].sort((a, b) => a - b)),
    byes: [...(round[tablesPerRound] ?? [])].sort((a, b) => a - b),
  }));
}

/** Seats every table round by round: each seat to the member who has sat there least (then the lower index). */
function seatSchedule(schedule: readonly ScheduledRound[], n: number, k: number): ScheduledRound[] {
  const seatCount = Array.from({ length: n }, () => new Array<number>(k).fill(0));
  return schedule.map((round) => ({
    byes: round.byes,
    tables: round.tables.map((table) => {
      const left = [...table];
      const seats: number[] = [];
      for (let s = 0; s < k; s++) {
        left.sort((a, b) => seatCount[a][s] - seatCount[b][s] || a - b);
        const p = left.shift()!;
        seatCount[p][s]++;
        seats.push(p);
      }
      return seats;
    }),
  }));
}

/** Rounds of a round-robin of tables of `k` (`double`: the schedule twice, seats reversed the second time). */
export function tableRoundRobinRounds(n: number, k: number, double: boolean): number {
  const once = tableRoundRobinSchedule(n, k).length;
  return double ? 2 * once : once;
}

/** Round `round` (1-based) of the round-robin of tables over the seed order: tables by board, byes last. */
export function tableRoundRobinRound(order: readonly string[], k: number, round: number): Seating[] {
  const schedule = tableRoundRobinSchedule(order.length, k);
  const cycle = Math.floor((round - 1) / schedule.length);
  const { tables, byes } = schedule[(round - 1) % schedule.length];
  return [
    ...tables.map((t): Seating => {
      const seats = t.map((i) => order[i]);
      return { kind: 'game', seats: cycle % 2 === 1 ? seats.reverse() : seats };
    }),
    ...byes.map((i): Seating => ({ kind: 'bye', player: order[i] })),
  ];
}
