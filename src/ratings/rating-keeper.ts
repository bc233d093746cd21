import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Sql } from '../database/sql';
import { MatchFollowups } from '../matches/match-followups';
import type { MatchRuntime } from '../matches/match-runtime';
import type { PlayerRating, RatingPool } from './rating-math';
import { applyMatch, ratingSubject } from './rating-ledger';
import type { RatingOutcome } from './anti-farming';
import { REPEAT_WINDOW_MS, RecentResults, playersKey } from './anti-farming';
import type { NewRating, RatingChange } from './ratings.repository';
import { RatingsRepository } from './ratings.repository';

/**
 * Updates ratings when a rated match finishes: a side job that follows the finishing move after it commits
 * (match-followups.ts), so a failing rating write never rolls the move back; it is retried until it is done,
 * once. Ordered: the matches are rated in the order they finished, one run at a time, as each rating is
 * computed from the ones before. The players' rating rows are locked first; the order they were changed in
 * is stamped on the match (rating_order), which is what a recompute replays.
 */
@Injectable()
export class RatingKeeper implements OnModuleInit {
  constructor(
    private readonly followups: MatchFollowups,
    private readonly ratings: RatingsRepository,
  ) {}

  onModuleInit(): void {
    this.followups.subscribe('ratings', {
      follows: (after) => ratingSubject(after) !== null,
      ordered: true,
      run: (matches, sql) => this.rate(matches, sql),
    });
  }

  /** Rates these finished matches, in this order (each as its finishing event left it). */
  private async rate(matches: readonly MatchRuntime[], sql: Sql): Promise<void> {
    const finishing = matches.filter((after) => ratingSubject(after) !== null).map((after) => ({ after }));
    if (finishing.length === 0) return;
    const locked = new Map<RatingPool, Map<string, PlayerRating>>();
    const byPool = new Map<RatingPool, string[]>();
    for (const { after } of finishing) {
      const { pool, userIds } = ratingSubject(after)!;
      byPool.set(pool, [...(byPool.get(pool) ?? []), ...userIds]);
    }
    // Pools in a fixed order too: the lock order is (pool, user id) everywhere.
    for (const pool of [...byPool.keys()].sort()) {
      const first = finishing[0].after.events;
      const at = first[first.length - 1].createdAt;
      locked.set(pool, await this.ratings.lockRatings(sql, pool, byPool.get(pool)!, at));
    }
    // The pair limit's input, read under the locks just taken: the same players' counted results of the
    // window (a match of this batch adds itself as it counts).
    const recent = new RecentResults();
    const keys = new Set<string>();
    for (const { after } of finishing) {
      const { pool, userIds } = ratingSubject(after)!;
      const key = playersKey(userIds);
      if (keys.has(key)) continue;
      keys.add(key);
      const since = new Date(after.events[after.events.length - 1].createdAt.getTime() - 2 * REPEAT_WINDOW_MS);
      for (const at of await this.ratings.countedSince(sql, pool, userIds, since)) recent.add(key, at);
    }
    const ratings: NewRating[] = [];
    const changes: RatingChange[] = [];
    const outcomes: { matchId: string; outcome: RatingOutcome }[] = [];
    for (const { after } of finishing) {
      const rated = applyMatch(after, (pool, userId) => locked.get(pool)!.get(userId)!, recent);
      if (rated === null) continue;
      // Uncounted matches take their place in the order too: a recompute replays every one where it was.
      await this.ratings.takeRatingOrder(sql, after.header.id);
      for (const r of rated.ratings) locked.get(r.pool)!.set(r.userId, r.rating);
      ratings.push(...rated.ratings);
      changes.push(...rated.changes);
      outcomes.push({ matchId: rated.matchId, outcome: rated.outcome });
    }
    await this.ratings.save(sql, ratings, changes);
    await this.ratings.saveOutcomes(sql, outcomes);
    for (const [pool, userIds] of byPool) await this.ratings.dropUnplayed(sql, pool, userIds);
  }
}
