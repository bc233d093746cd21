import type { MatchRuntime } from '../matches/match-runtime';
import { seatResults } from '../matches/match-runtime';
import type { PlayerRating, RatingPool } from './rating-math';
import { poolOf, rateMatch } from './rating-math';
import type { NewRating, RatingChange } from './ratings.repository';

/** What a finished rated match does to its players' ratings. */
export interface RatedMatch {
  readonly ratings: NewRating[];
  readonly changes: RatingChange[];
}

/** The pool and players of a match that counts for ratings; null for one that does not (casual, imported, aborted). */
export function ratingSubject(runtime: MatchRuntime): { pool: RatingPool; userIds: string[] } | null {
  const { header } = runtime;
  if (!header.rated || header.importedBy !== null || runtime.status !== 'finished') return null;
  const userIds = header.seats.map((s) => s.userId);
  if (userIds.some((id) => id === null)) return null;
  return { pool: poolOf(header.rules.players), userIds: userIds as string[] };
}

/**
 * Applies one finished match to `current` (pool → user → rating), which it updates, and says what changed.
 * The one rating step shared by the write path and the recompute, so that both arrive at the same values:
 * the ratings before come from `current`, the result from the log (seatResults), the time from the last event.
 */
export function applyMatch(
  runtime: MatchRuntime,
  current: (pool: RatingPool, userId: string) => PlayerRating,
): RatedMatch | null {
  const subject = ratingSubject(runtime);
  const results = seatResults(runtime);
  if (subject === null || results === null) return null;
  const { pool, userIds } = subject;
  const before = userIds.map((id) => current(pool, id));
  const after = rateMatch(pool, before, results);
  const at = runtime.events[runtime.events.length - 1].createdAt;
  return {
    ratings: userIds.map((userId, seat) => ({ userId, pool, rating: after[seat], at })),
    changes: userIds.map((userId, seat) => ({
      matchId: runtime.header.id,
      headHash: runtime.headHash,
      userId,
      pool,
      result: results[seat],
      ratingBefore: before[seat].rating,
      ratingAfter: after[seat].rating,
      deviationBefore: before[seat].deviation,
      deviationAfter: after[seat].deviation,
      createdAt: at,
    })),
  };
}
