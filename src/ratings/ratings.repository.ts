import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { Sql } from '../database/sql';
import { sqlOfPrisma } from '../database/sql';
import { listableRowsSql } from '../matches/store/hidden-history';
import type { SeatResult } from '../matches/match-runtime';
import type { RatingOutcome } from './anti-farming';
import type { PlayerRating, RatingPool } from './rating-math';
import { initialRating } from './rating-math';

/**
 * A player's rating in a pool as an SQL expression (null without one): for a statement of another domain that
 * needs it beside its own reads, as a seek's post does (its candidates are chosen by it), instead of a round trip
 * of its own. `user` and `pool` are SQL (parameters). ratings is a reference table on Citus: read anywhere.
 */
export function poolRatingSql(user: string, pool: string): string {
  return `(SELECT r.rating FROM ratings r WHERE r.user_id = ${user} AND r.pool = ${pool})`;
}

/** One player's rating in one pool, with who they are. */
export interface StoredRating extends PlayerRating {
  readonly userId: string;
  readonly username: string;
  readonly pool: RatingPool;
  readonly updatedAt: Date;
}

/** A rating change: one player's, in one match, computed from the log up to `headHash`. */
export interface RatingChange {
  readonly matchId: string;
  readonly headHash: string;
  readonly userId: string;
  readonly pool: RatingPool;
  readonly result: SeatResult;
  readonly ratingBefore: number;
  readonly ratingAfter: number;
  readonly deviationBefore: number;
  readonly deviationAfter: number;
  readonly createdAt: Date;
}

/** A change as a history shows it: without the user id; match id, head hash and time only where the match may be listed. */
export type ShownChange = Omit<RatingChange, 'userId' | 'matchId' | 'headHash' | 'createdAt'> & {
  readonly matchId: string | null;
  readonly headHash: string | null;
  readonly createdAt: Date | null;
};

export interface NewRating {
  readonly userId: string;
  readonly pool: RatingPool;
  readonly rating: PlayerRating;
  readonly at: Date;
}

const RATING_COLUMNS = `r.user_id::text AS "userId", u.username, r.pool::text AS pool, r.rating, r.deviation, r.volatility, r.mu, r.sigma,
  r.games, r.wins, r.draws, r.losses, r.updated_at AS "updatedAt"`;

const CHANGE_COLUMNS = `c.match_id::text AS "matchId", c.head_hash AS "headHash", c.user_id::text AS "userId", c.pool::text AS pool,
  c.result, c.rating_before AS "ratingBefore", c.rating_after AS "ratingAfter", c.deviation_before AS "deviationBefore",
  c.deviation_after AS "deviationAfter", c.created_at AS "createdAt"`;

/** The only place that reads or writes `ratings` and `rating_changes` (and a match's rating order). */
@Injectable()
export class RatingsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * The ratings of these players in `pool`, locked until the transaction ends: players without one get
   * the pool's starting rating first. Rows are taken in user id order, as every writer does, so two
   * transactions never wait for each other in a cycle.
   */
  async lockRatings(
    sql: Sql,
    pool: RatingPool,
    userIds: readonly string[],
    at: Date,
  ): Promise<Map<string, PlayerRating>> {
    const ids = [...new Set(userIds)].sort();
    const start = initialRating(pool);
    await sql.query(
      `INSERT INTO ratings (user_id, pool, rating, deviation, volatility, mu, sigma, updated_at)
       SELECT id, $2::"RatingPool", $3::float8, $4::float8, $5::float8, $6::float8, $7::float8, $8::timestamptz
       FROM unnest($1::uuid[]) AS id ORDER BY id
       ON CONFLICT (user_id, pool) DO NOTHING
       RETURNING 1 AS inserted`,
      [ids, pool, start.rating, start.deviation, start.volatility, start.mu, start.sigma, at.toISOString()],
    );
    const rows = await sql.query<PlayerRating & { userId: string }>(
      `SELECT user_id::text AS "userId", rating, deviation, volatility, mu, sigma, games, wins, draws, losses
       FROM ratings WHERE pool = $1::"RatingPool" AND user_id = ANY($2::uuid[]) ORDER BY user_id FOR UPDATE`,
      [pool, ids],
    );
    return new Map(rows.map(({ userId, ...rating }) => [userId, rating]));
  }

  /** Stamps the order in which a match changed ratings (what a recompute replays them in). */
  async takeRatingOrder(sql: Sql, matchId: string): Promise<void> {
    // The number first, then the update: Citus refuses a VOLATILE function (nextval) in an UPDATE of a distributed
    // table. Both run in the side job's transaction, under the ordered job's lock, so the order is the same.
    const [{ order }] = await sql.query<{ order: string }>("SELECT nextval('matches_rating_order_seq')::text AS order");
    await sql.query('UPDATE matches SET rating_order = $2::bigint WHERE id = $1::uuid RETURNING 1 AS ordered', [
      matchId,
      order,
    ]);
  }

  /**
   * When the same players' (exactly these accounts') counted results in `pool` finished, for those that
   * finished after `since`: the pair limit's input (anti-farming.ts), read under the players' rating locks.
   */
  async countedSince(sql: Sql, pool: RatingPool, userIds: readonly string[], since: Date): Promise<Date[]> {
    const ids = [...new Set(userIds)].sort();
    const rows = await sql.query<{ at: Date }>(
      `SELECT c.created_at AS at FROM rating_changes c
       WHERE c.user_id = $1::uuid AND c.pool = $2::"RatingPool" AND c.created_at > $3::timestamptz
         AND (SELECT array_agg(o.user_id ORDER BY o.user_id) FROM rating_changes o WHERE o.match_id = c.match_id) = $4::uuid[]
       ORDER BY c.id`,
      [ids[0], pool, since.toISOString(), ids],
    );
    return rows.map((r) => new Date(r.at));
  }

  /**
   * Drops the starting rows lockRatings made for players whose match then did not count: a rating exists
   * once a result counted, as a recompute rebuilds it.
   */
  async dropUnplayed(sql: Sql, pool: RatingPool, userIds: readonly string[]): Promise<void> {
    await sql.query(
      `DELETE FROM ratings WHERE pool = $1::"RatingPool" AND user_id = ANY($2::uuid[]) AND games = 0 RETURNING 1 AS dropped`,
      [pool, [...new Set(userIds)]],
    );
  }

  /** Stores what each finished rated match did to ratings (`counted`, or why not). */
  async saveOutcomes(sql: Sql, outcomes: readonly { matchId: string; outcome: RatingOutcome }[]): Promise<void> {
    if (outcomes.length === 0) return;
    await sql.query(
      `UPDATE matches m SET rating_outcome = t.outcome
       FROM jsonb_to_recordset($1::jsonb) AS t(match_id uuid, outcome text)
       WHERE m.id = t.match_id
       RETURNING 1 AS saved`,
      [JSON.stringify(outcomes.map(({ matchId, outcome }) => ({ match_id: matchId, outcome })))],
    );
  }

  /** What a finished rated match did to ratings; null for any other match (or one rated before outcomes were kept). */
  async outcomeOf(matchId: string): Promise<RatingOutcome | null> {
    const rows = await this.prisma.$queryRawUnsafe<{ outcome: RatingOutcome | null }[]>(
      'SELECT rating_outcome AS outcome FROM matches WHERE id = $1::uuid',
      matchId,
    );
    return rows[0]?.outcome ?? null;
  }

  /** Writes ratings (a player's newest value wins when one appears twice) and the changes, in one statement each. */
  async save(sql: Sql, ratings: readonly NewRating[], changes: readonly RatingChange[]): Promise<void> {
    const latest = new Map(ratings.map((r) => [`${r.userId}/${r.pool}`, r]));
    const rows = [...latest.values()].map(({ userId, pool, rating: r, at }) => ({
      user_id: userId,
      pool,
      rating: r.rating,
      deviation: r.deviation,
      volatility: r.volatility,
      mu: r.mu,
      sigma: r.sigma,
      games: r.games,
      wins: r.wins,
      draws: r.draws,
      losses: r.losses,
      updated_at: at.toISOString(),
    }));
    if (rows.length > 0)
      await sql.query(
        `INSERT INTO ratings (user_id, pool, rating, deviation, volatility, mu, sigma, games, wins, draws, losses, updated_at)
         SELECT user_id, pool::"RatingPool", rating, deviation, volatility, mu, sigma, games, wins, draws, losses, updated_at
         FROM jsonb_to_recordset($1::jsonb) AS t(user_id uuid, pool text, rating float8, deviation float8, volatility float8,
           mu float8, sigma float8, games int, wins int, draws int, losses int, updated_at timestamptz)
         ON CONFLICT (user_id, pool) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation,
           volatility = excluded.volatility, mu = excluded.mu, sigma = excluded.sigma, games = excluded.games,
           wins = excluded.wins, draws = excluded.draws, losses = excluded.losses, updated_at = excluded.updated_at
         RETURNING 1 AS saved`,
        [JSON.stringify(rows)],
      );
    if (changes.length > 0)
      await sql.query(
        `INSERT INTO rating_changes (match_id, head_hash, user_id, pool, result, rating_before, rating_after,
           deviation_before, deviation_after, created_at)
         SELECT match_id, head_hash, user_id, pool::"RatingPool", result, rating_before, rating_after, deviation_before,
           deviation_after, created_at
         FROM jsonb_to_recordset($1::jsonb) AS t(match_id uuid, head_hash text, user_id uuid, pool text,
           result text, rating_before float8, rating_after float8, deviation_before float8, deviation_after float8,
           created_at timestamptz)
         RETURNING 1 AS saved`,
        [
          JSON.stringify(
            changes.map((c) => ({
              match_id: c.matchId,
              head_hash: c.headHash,
              user_id: c.userId,
              pool: c.pool,
              result: c.result,
              rating_before: c.ratingBefore,
              rating_after: c.ratingAfter,
              deviation_before: c.deviationBefore,
              deviation_after: c.deviationAfter,
              created_at: c.createdAt.toISOString(),
            })),
          ),
        ],
      );
  }

  /**
   * Runs `work` in one transaction that holds every rating still (recompute): nobody else writes
   * ratings meanwhile, and readers see the old values until it commits.
   */
  async exclusively<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(
      async (tx) => {
        const sql = sqlOfPrisma(tx);
        await sql.query('LOCK TABLE ratings, rating_changes IN EXCLUSIVE MODE');
        return work(sql);
      },
      { maxWait: 30_000, timeout: 30 * 60_000 },
    );
  }

  /** Empties both tables (inside `exclusively`). */
  async clear(sql: Sql): Promise<void> {
    await sql.query('DELETE FROM rating_changes');
    await sql.query('DELETE FROM ratings');
    await sql.query('UPDATE matches SET rating_outcome = NULL WHERE rating_outcome IS NOT NULL RETURNING 1 AS cleared');
  }

  /** The rated finished matches, in the order they changed ratings: the input of a recompute. */
  async ratedFinishedMatchIds(sql: Sql): Promise<string[]> {
    const rows = await sql.query<{ id: string }>(
      `SELECT id::text AS id FROM matches WHERE rated AND status = 'finished' AND imported_by IS NULL
       ORDER BY rating_order NULLS LAST, finished_at, id`,
    );
    return rows.map((r) => r.id);
  }

  /** The matches whose rated results a moderator annulled (src/moderation): a recompute skips them. */
  async annulledMatchIds(sql: Sql): Promise<Set<string>> {
    const rows = await sql.query<{ id: string }>('SELECT match_id::text AS id FROM rating_annulments');
    return new Set(rows.map((r) => r.id));
  }

  async ratingsOf(userId: string): Promise<StoredRating[]> {
    return this.prisma.$queryRawUnsafe<StoredRating[]>(
      `SELECT ${RATING_COLUMNS} FROM ratings r JOIN users u ON u.id = r.user_id WHERE r.user_id = $1::uuid ORDER BY r.pool`,
      userId,
    );
  }

  /** A page of a pool's leaderboard, best first (by the index ratings (pool, rating DESC)). */
  async leaderboard(pool: RatingPool, first: number, offset: number, maxDeviation: number): Promise<StoredRating[]> {
    return this.prisma.$queryRawUnsafe<StoredRating[]>(
      `SELECT ${RATING_COLUMNS} FROM ratings r JOIN users u ON u.id = r.user_id
       WHERE r.pool = $1::"RatingPool" AND r.deviation <= $4::float8
       ORDER BY r.rating DESC, r.user_id LIMIT $2 OFFSET $3`,
      pool,
      first,
      offset,
      maxDeviation,
    );
  }

  async userIdOf(username: string): Promise<string | null> {
    const rows = await this.prisma.$queryRawUnsafe<{ id: string }[]>(
      'SELECT id::text AS id FROM users WHERE username = $1',
      username,
    );
    return rows[0]?.id ?? null;
  }

  /**
   * A player's changes in one pool, newest first, as `viewerId` (null: a visitor) may see them: a change
   * from a match withheld by a hidden history (hidden-history.ts) keeps its ratings but not its match id,
   * head hash or time, which would find the match or, compared with the opponents' histories, who played it.
   */
  async historyOf(userId: string, pool: RatingPool, first: number, viewerId: string | null): Promise<ShownChange[]> {
    return this.prisma.$queryRawUnsafe<ShownChange[]>(
      // The page first, then whether each of its matches is listed, by a join (listableRowsSql says why).
      `WITH page AS MATERIALIZED (
         SELECT ${CHANGE_COLUMNS}, c.id, c.match_id FROM rating_changes c
          WHERE c.user_id = $1::uuid AND c.pool = $2::"RatingPool" ORDER BY c.id DESC LIMIT $3)
       SELECT CASE WHEN listed THEN "matchId" END AS "matchId", CASE WHEN listed THEN "headHash" END AS "headHash",
              pool, result, "ratingBefore", "ratingAfter", "deviationBefore", "deviationAfter",
              CASE WHEN listed THEN "createdAt" END AS "createdAt"
       FROM (SELECT p.*, COALESCE(l.listed, true) AS listed FROM page p
               LEFT JOIN (${listableRowsSql('SELECT match_id FROM page', '$4::uuid')}) l ON l.match_id = p.match_id) h
       ORDER BY h.id DESC`,
      userId,
      pool,
      first,
      viewerId,
    );
  }

  /** Every rating, change and match outcome, in a fixed order: what the recompute test compares. */
  async snapshot(): Promise<{
    ratings: StoredRating[];
    changes: RatingChange[];
    outcomes: { id: string; outcome: string | null }[];
  }> {
    const ratings = await this.prisma.$queryRawUnsafe<StoredRating[]>(
      `SELECT ${RATING_COLUMNS} FROM ratings r JOIN users u ON u.id = r.user_id ORDER BY r.user_id, r.pool`,
    );
    const changes = await this.prisma.$queryRawUnsafe<RatingChange[]>(
      `SELECT ${CHANGE_COLUMNS} FROM rating_changes c ORDER BY c.match_id, c.user_id`,
    );
    const outcomes = await this.prisma.$queryRawUnsafe<{ id: string; outcome: string | null }[]>(
      `SELECT id::text AS id, rating_outcome AS outcome FROM matches WHERE rated ORDER BY id`,
    );
    return { ratings, changes, outcomes };
  }
}
