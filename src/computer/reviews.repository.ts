import { Injectable } from '@nestjs/common';
import type { GameReview, ReviewDepth } from './bot/review';
import { PrismaService } from '../database/prisma.service';
import type { Sql } from '../database/sql';

/** Reviews `take` chooses at a time: enough that a runner racing another for the first still finds one. */
const TAKE_CANDIDATES = 4;

export type ReviewStatus = 'queued' | 'running' | 'done' | 'failed';

/** A review row as read: its state, and the review once done. */
export interface StoredReview {
  readonly matchId: string;
  readonly depth: ReviewDepth;
  readonly status: ReviewStatus;
  readonly queuedAt: Date;
  readonly doneAt: Date | null;
  readonly computeMs: number | null;
  readonly review: GameReview | null;
}

/** A row a runner took: what to compute. */
export interface TakenReview {
  readonly matchId: string;
  readonly depth: ReviewDepth;
  readonly attempts: number;
}

/** Priorities: lower first. */
export const RATED_PRIORITY = 0;
export const CASUAL_PRIORITY = 1;
export const DEEP_PRIORITY = 2;

/**
 * The `match_reviews` table (issue 33): the only place that reads or writes it. A row is queued once per match
 * and depth (a second queue of the same is ignored), taken by one runner at a time under a lease (a runner
 * that dies leaves it to the next after the lease), and written once when done.
 */
@Injectable()
export class ReviewsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** In the 'reviews' side job's transaction: the default review of each finished match. */
  async queue(
    sql: Sql,
    rows: readonly { matchId: string; depth: ReviewDepth; priority: number; requestedBy: string | null }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await sql.query(
      `INSERT INTO match_reviews (match_id, depth, priority, requested_by)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::uuid[]) ON CONFLICT DO NOTHING RETURNING 1 AS queued`,
      [
        rows.map((r) => r.matchId),
        rows.map((r) => r.depth),
        rows.map((r) => r.priority),
        rows.map((r) => r.requestedBy),
      ],
    );
  }

  /**
   * A deeper review asked for by `userId`, unless one is queued or done already (false then), and unless they
   * asked for `limit` in the last `windowMs` (the time until the oldest of those leaves the window, in ms).
   */
  async requestDeep(
    matchId: string,
    userId: string,
    limit: number,
    windowMs: number,
  ): Promise<{ queued: boolean; retryAfterMs: number | null }> {
    return this.prisma.$transaction(async (tx) => {
      // One request at a time per account: the count and the insert cannot interleave with another's.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`review-request:${userId}`}))`;
      const recent = await tx.$queryRaw<{ queuedAt: Date }[]>`
        SELECT queued_at AS "queuedAt" FROM match_reviews
         WHERE requested_by = ${userId}::uuid AND queued_at > now() - make_interval(secs => ${windowMs / 1000})
         ORDER BY queued_at`;
      if (recent.length >= limit) {
        const retryAfterMs = recent[0].queuedAt.getTime() + windowMs - Date.now();
        return { queued: false, retryAfterMs: Math.max(1_000, retryAfterMs) };
      }
      const inserted = await tx.$executeRaw`
        INSERT INTO match_reviews (match_id, depth, priority, requested_by)
        VALUES (${matchId}::uuid, 'deep', ${DEEP_PRIORITY}, ${userId}::uuid) ON CONFLICT DO NOTHING`;
      return { queued: inserted > 0, retryAfterMs: null };
    });
  }

  /**
   * The next review to compute, taken under a lease: queued ones (or a lease run out) by priority, oldest first.
   * A plain read chooses a few candidates, and each is leased by an UPDATE of its own row that checks again that
   * it is takeable: of two runners that chose the same one, the second waits for the first's row lock, re-reads
   * the row, finds it leased, and tries its next candidate. (`FOR UPDATE SKIP LOCKED` over the whole queue did
   * this in one statement, but Citus refuses it on a distributed table: docs/SCALING.md.)
   */
  async take(leaseMs: number): Promise<TakenReview | null> {
    const candidates = await this.prisma.$queryRaw<{ matchId: string; depth: string }[]>`
      SELECT match_id::text AS "matchId", depth FROM match_reviews
       WHERE status = 'queued' OR (status = 'running' AND lease_until < now())
       ORDER BY priority, queued_at LIMIT ${TAKE_CANDIDATES}`;
    for (const { matchId, depth } of candidates) {
      const rows = await this.prisma.$queryRaw<TakenReview[]>`
        UPDATE match_reviews
           SET status = 'running', lease_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = attempts + 1
         WHERE match_id = ${matchId}::uuid AND depth = ${depth}
           AND (status = 'queued' OR (status = 'running' AND lease_until < now()))
        RETURNING match_id::text AS "matchId", depth, attempts`;
      if (rows[0]) return rows[0];
    }
    return null;
  }

  /** The review, once: only the run that holds the row (status running) writes it. */
  async store(taken: TakenReview, review: GameReview, computeMs: number): Promise<boolean> {
    const updated = await this.prisma.$executeRaw`
      UPDATE match_reviews SET status = 'done', review = ${JSON.stringify(review)}::jsonb, compute_ms = ${Math.round(computeMs)},
             done_at = now(), lease_until = NULL, last_error = NULL
       WHERE match_id = ${taken.matchId}::uuid AND depth = ${taken.depth} AND status = 'running'`;
    return updated > 0;
  }

  /** A run that failed: queued again, or given up after the last attempt. */
  async failed(taken: TakenReview, error: string, giveUp: boolean): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE match_reviews SET status = ${giveUp ? 'failed' : 'queued'}, lease_until = NULL, last_error = ${error}
       WHERE match_id = ${taken.matchId}::uuid AND depth = ${taken.depth} AND status = 'running'`;
  }

  /** A run cut short (the server stopping): queued again at once, the attempt not counted. */
  async release(taken: TakenReview): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE match_reviews SET status = 'queued', lease_until = NULL, attempts = attempts - 1
       WHERE match_id = ${taken.matchId}::uuid AND depth = ${taken.depth} AND status = 'running'`;
  }

  /** The match's reviews, every depth. */
  async find(matchId: string): Promise<StoredReview[]> {
    const rows = await this.prisma.$queryRaw<(Omit<StoredReview, 'review'> & { review: unknown })[]>`
      SELECT match_id::text AS "matchId", depth, status, queued_at AS "queuedAt", done_at AS "doneAt",
             compute_ms AS "computeMs", review
        FROM match_reviews WHERE match_id = ${matchId}::uuid`;
    return rows.map((r) => ({ ...r, review: r.status === 'done' ? (r.review as GameReview) : null }));
  }
}
