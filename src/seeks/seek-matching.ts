import type { Rules } from '../engine';
import type { TimeControl } from '../matches/match.types';

export type SeekStatus = 'open' | 'matched' | 'cancelled' | 'expired';

/** An automatch seek (docs/lobbies.md "Automatch"). */
export interface Seek {
  readonly id: string;
  readonly userId: string;
  readonly username: string;
  readonly rules: Rules;
  readonly timeControl: TimeControl | null;
  readonly rated: boolean;
  /** Who it may be matched with: their rating in the pool, null ends unbounded. */
  readonly minRating: number | null;
  readonly maxRating: number | null;
  /** The seeker's rating in the pool when posted. */
  readonly rating: number;
  /** Who it may be matched with: their finished share of correspondence games, whole percent. */
  readonly minReputation: number | null;
  /** The seeker's finished share when posted (0–1); null without a counted game. */
  readonly finishedShare: number | null;
  readonly status: SeekStatus;
  readonly matchId: string | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/**
 * Only seeks with the same key can share a table: the same rules (players included), time control and rated.
 * JSON with sorted keys, so equal choices give equal keys whatever order their fields came in.
 */
export function poolKeyOf(rules: Rules, timeControl: TimeControl | null, rated: boolean): string {
  return JSON.stringify(sorted({ rules, timeControl, rated }));
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/** What matching compares of a seek (the repository reads no more of a candidate). */
export type SeekFigures = Pick<
  Seek,
  'id' | 'userId' | 'rating' | 'minRating' | 'maxRating' | 'minReputation' | 'finishedShare'
>;

/**
 * Whether `a` accepts `b` at its table: b's rating in a's range and b's finished share at least a's minimum.
 * SeeksRepository asks PostgreSQL the same of every candidate against the new seek (keep the two alike).
 */
function accepts(a: SeekFigures, b: SeekFigures): boolean {
  if (a.minRating !== null && b.rating < a.minRating) return false;
  if (a.maxRating !== null && b.rating > a.maxRating) return false;
  if (a.minReputation !== null && b.finishedShare !== null && b.finishedShare * 100 < a.minReputation) return false;
  return true;
}

/**
 * A full table of `players` for `seek` among the open `candidates` of its pool (oldest first: the longest waiting
 * are served first), or null. Every pair at the table accepts each other both ways, has different players and no
 * block between them (`blocked(a, b)`). Pure: the caller holds the wave's lock.
 */
export function tableFor<T extends SeekFigures>(
  seek: T,
  players: number,
  candidates: Iterable<T>,
  blocked: (a: string, b: string) => boolean,
): T[] | null {
  const table: T[] = [seek];
  for (const c of candidates) {
    if (table.length === players) break;
    const fits = table.every(
      (t) => t.userId !== c.userId && accepts(t, c) && accepts(c, t) && !blocked(t.userId, c.userId),
    );
    if (fits) table.push(c);
  }
  return table.length === players ? table : null;
}

/** A seek as a wave reads it (SeeksRepository.wave): its figures, its pool, and whether a wave looked at it. */
export interface WaveSeek extends SeekFigures {
  readonly poolKey: string;
  /** The table's size: its rules' players. */
  readonly players: number;
  /** A wave has looked at it (and found it no table): it may join a table, but leads none. */
  readonly settled: boolean;
}

/**
 * The tables one wave starts (docs/lobbies.md "Automatch"), from open seeks oldest first: each unsettled seek, in
 * that order, that no earlier table took leads a table among the other seeks of its pool that none took, oldest
 * first (tableFor). So the longest waiting are served first, and seeks posted one at a time, each wave looking at
 * one, pair exactly as they would if each post matched at once. A settled seek leads none: a wave found it no
 * table among the seeks there were, and every seek since is unsettled and leads its own. Pure.
 */
export function waveTables<T extends WaveSeek>(seeks: readonly T[], blocked: (a: string, b: string) => boolean): T[][] {
  const pools = new Map<string, T[]>();
  for (const seek of seeks) {
    const pool = pools.get(seek.poolKey);
    if (pool) pool.push(seek);
    else pools.set(seek.poolKey, [seek]);
  }
  const seated = new Set<string>();
  const tables: T[][] = [];
  function* free(pool: readonly T[], leader: T): Generator<T> {
    for (const seek of pool) if (seek !== leader && !seated.has(seek.id)) yield seek;
  }
  for (const leader of seeks) {
    if (leader.settled || seated.has(leader.id)) continue;
    const table = tableFor(leader, leader.players, free(pools.get(leader.poolKey)!, leader), blocked);
    if (table === null) continue;
    for (const seek of table) seated.add(seek.id);
    tables.push(table);
  }
  return tables;
}
