import type { MatchRuntime } from '../matches/match-runtime';
import { seatResults } from '../matches/match-runtime';
import type { PlayerRating, RatingPool } from './rating-math';
import { poolOf, rateMatch } from './rating-math';
import type { NewRating, RatingChange } from './ratings.repository';
import type { RatingOutcome, RecentResults } from './anti-farming';
import { REPEAT_LIMIT, playersKey, uncountedByLog } from './anti-farming';

/** What a finished rated match does to its players' ratings: nothing unless `outcome` is `counted`. */
export interface RatedMatch {
  readonly matchId: string;
  readonly outcome: RatingOutcome;
  readonly ratings: NewRating[];
  readonly changes: RatingChange[];
}

/** The write path rates a match as it finishes, before anyone can annul it. */
const NO_ANNULMENTS: ReadonlySet<string> = new Set();

/** The pool and players of a match that counts for ratings; null for one that does not (casual, imported, aborted). */
export function ratingSubject(runtime: MatchRuntime): { pool: RatingPool; userIds: string[] } | null {
  const { header } = runtime;
  if (!header.rated || header.importedBy !== null || runtime.status !== 'finished') return null;
  const userIds = header.seats.map((s) => s.userId);
  if (userIds.some((id) => id === null)) return null;
  return { pool: poolOf(header.rules.players), userIds: userIds as string[] };
}

/**
 * Applies one finished match to `current` (pool → user → rating) and says what changed, after the
 * anti-farming rules (anti-farming.ts) and the moderators' annulments (`annulled`): a match that does not count changes nothing, and says why. The one
 * rating step shared by the write path and the recompute, so that both arrive at the same values: the
 * ratings before come from `current`, the result from the log (seatResults), the time from the last event,
 * the same players' counted results so far from `recent`, which a counted match is added to.
 */
export function applyMatch(
  runtime: MatchRuntime,
  current: (pool: RatingPool, userId: string) => PlayerRating,
  recent: RecentResults,
  annulled: ReadonlySet<string> = NO_ANNULMENTS,
): RatedMatch | null {
  const subject = ratingSubject(runtime);
  const results = seatResults(runtime);
  if (subject === null || results === null) return null;
  const { pool, userIds } = subject;
  const at = runtime.events[runtime.events.length - 1].createdAt;
  const key = playersKey(userIds);
  // Annulled first: an annulled result is as if never rated, so it does not count towards the pair limit either.
  if (annulled.has(runtime.header.id))
    return { matchId: runtime.header.id, outcome: 'annulled', ratings: [], changes: [] };
  const uncounted = uncountedByLog(runtime) ?? (recent.within(key, at) >= REPEAT_LIMIT ? 'repeated_opponents' : null);
  if (uncounted !== null) return { matchId: runtime.header.id, outcome: uncounted, ratings: [], changes: [] };
  recent.add(key, at);
  const before = userIds.map((id) => current(pool, id));
  const after = rateMatch(pool, before, results);
  return {
    matchId: runtime.header.id,
    outcome: 'counted',
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
