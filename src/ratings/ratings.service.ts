import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/errors';
import type { Caller } from '../matches/matches.service';
import { MatchesService } from '../matches/matches.service';
import { canonicalUsername } from '../users/username';
import type { PlayerRating, RatingPool } from './rating-math';
import { RATING_POOLS, initialRating, isProvisional, provisionalAbove } from './rating-math';
import { applyMatch } from './rating-ledger';
import type { RatingOutcome } from './anti-farming';
import { RecentResults } from './anti-farming';
import type { NewRating, RatingChange, ShownChange, StoredRating } from './ratings.repository';
import { RatingsRepository } from './ratings.repository';

export const LEADERBOARD_PAGE = { default: 50, max: 100 } as const;
export const HISTORY_PAGE = { default: 100, max: 500 } as const;

/** A rating as shown: with the provisional flag. */
export interface ShownRating extends StoredRating {
  readonly provisional: boolean;
}

/** What `claim ratings --recompute` did. */
export interface RecomputeReport {
  readonly matches: number;
  readonly ratings: number;
  readonly changes: number;
}

@Injectable()
export class RatingsService {
  constructor(
    private readonly repository: RatingsRepository,
    private readonly matches: MatchesService,
  ) {}

  async ratingsOf(userId: string): Promise<ShownRating[]> {
    return (await this.repository.ratingsOf(userId)).map(shown);
  }

  /** A pool's leaderboard, best first; provisional ratings only when asked for (as lichess lists them). */
  async leaderboard(pool: string, first: number, offset: number, provisional: boolean): Promise<ShownRating[]> {
    const known = poolNamed(pool);
    pageCheck('first', first, 1, LEADERBOARD_PAGE.max);
    pageCheck('offset', offset, 0, 10_000);
    const maxDeviation = provisional ? Number.MAX_VALUE : provisionalAbove(known);
    return (await this.repository.leaderboard(known, first, offset, maxDeviation)).map(shown);
  }

  /** A player's changes in one pool, newest first; NOT_FOUND for a name nobody has. */
  async historyOf(username: string, pool: string, first: number, viewer: Caller | null): Promise<ShownChange[]> {
    pageCheck('first', first, 1, HISTORY_PAGE.max);
    const known = poolNamed(pool);
    const userId = await this.repository.userIdOf(canonicalUsername(username));
    if (userId === null) throw new DomainError({ code: 'NOT_FOUND', entity: 'User' });
    return this.repository.historyOf(userId, known, first, viewer?.id ?? null);
  }

  /** What a finished rated match did to ratings (`counted`, or why not); null for any other match. */
  async outcomeOf(matchId: string): Promise<RatingOutcome | null> {
    return this.repository.outcomeOf(matchId);
  }

  /**
   * Rebuilds every rating from the rated finished matches alone: their logs, replayed through the engine,
   * applied in the order they were rated, through the same step as the write path (applyMatch). Ends at
   * the values the write path left, or the difference shows a bug (a test checks it). Results a moderator
   * annulled (rating_annulments) are skipped: `annulled`, as if they had never been rated.
   */
  async recompute(): Promise<RecomputeReport> {
    return this.repository.exclusively(async (sql) => {
      const ids = await this.repository.ratedFinishedMatchIds(sql);
      const annulled = await this.repository.annulledMatchIds(sql);
      const current = new Map<string, PlayerRating>();
      const ratings: NewRating[] = [];
      const changes: RatingChange[] = [];
      const outcomes: { matchId: string; outcome: RatingOutcome }[] = [];
      const recent = new RecentResults();
      const ratingOf = (pool: RatingPool, userId: string): PlayerRating =>
        current.get(`${pool}/${userId}`) ?? initialRating(pool);
      for (const id of ids) {
        const rated = applyMatch(await this.matches.load(id), ratingOf, recent, annulled);
        if (rated === null) continue;
        for (const r of rated.ratings) current.set(`${r.pool}/${r.userId}`, r.rating);
        ratings.push(...rated.ratings);
        changes.push(...rated.changes);
        outcomes.push({ matchId: rated.matchId, outcome: rated.outcome });
      }
      await this.repository.clear(sql);
      await this.repository.save(sql, ratings, changes);
      await this.repository.saveOutcomes(sql, outcomes);
      return { matches: ids.length, ratings: current.size, changes: changes.length };
    });
  }
}

function shown(r: StoredRating): ShownRating {
  return { ...r, provisional: isProvisional(r.pool, r) };
}

export function poolNamed(pool: string): RatingPool {
  const known = RATING_POOLS.find((p) => p === pool);
  if (known === undefined)
    throw new DomainError({ code: 'BAD_USER_INPUT', fields: { pool: [`must be ${RATING_POOLS.join(', ')}`] } });
  return known;
}

function pageCheck(field: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new DomainError({ code: 'BAD_USER_INPUT', fields: { [field]: [`must be ${min} to ${max}`] } });
}
