import type { Pool } from 'pg';
import type { Sql } from '../../database/sql';
import { pgTransaction } from '../../database/sql';

/** A side job's pending row: the match, and the seq of the event that finished it. */
export interface PendingFollowup {
  readonly matchId: string;
  readonly version: number;
}

/** One row to queue: `job` for the match `matchId` that the event `version` finished. */
export interface QueuedFollowup extends PendingFollowup {
  readonly job: string;
}

/**
 * The `match_followups` table (match-followups.ts): the side jobs of finished matches still to run. A row is
 * inserted in the finishing move's transaction and deleted in the transaction of the job that did it.
 */
export class MatchFollowupsRepository {
  constructor(private readonly pool: Pool) {}

  /** In the move's transaction: one row per job and finishing write (a row already there stays). */
  async queue(sql: Sql, rows: readonly QueuedFollowup[]): Promise<void> {
    if (rows.length === 0) return;
    await sql.query(
      `INSERT INTO match_followups (match_id, job, version)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[]) ON CONFLICT DO NOTHING RETURNING 1 AS queued`,
      [rows.map((r) => r.matchId), rows.map((r) => r.job), rows.map((r) => r.version)],
    );
  }

  /** The matches of the oldest pending rows of `job`, in the order they were queued. */
  async oldest(job: string, limit: number, sql?: Sql): Promise<string[]> {
    const text = `SELECT match_id::text AS "matchId" FROM match_followups WHERE job = $1 ORDER BY seq LIMIT ${Math.trunc(limit)}`;
    const rows = sql ? await sql.query<{ matchId: string }>(text, [job]) : (await this.pool.query(text, [job])).rows;
    return rows.map((r: { matchId: string }) => r.matchId);
  }

  /** A job's own transaction. */
  transaction<R>(work: (sql: Sql) => Promise<R>): Promise<R> {
    return pgTransaction(this.pool, work);
  }

  /**
   * The lock that lets one run of an ordered job at a time, held until its transaction ends; false if another
   * run holds it (not waited for here: a waiting transaction would hold a pool connection the run holding the
   * lock may need to read a match).
   */
  async tryLockOrdered(sql: Sql, key: number): Promise<boolean> {
    const [row] = await sql.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1::bigint) AS locked', [key]);
    return row?.locked === true;
  }

  /**
   * Deletes `job`'s rows of these matches in the job's transaction, in the order they were queued: gone once
   * the job commits, back if it rolls back. A row another run holds is waited for, and then found gone.
   */
  async take(sql: Sql, job: string, matchIds: readonly string[]): Promise<PendingFollowup[]> {
    const rows = await sql.query<PendingFollowup & { seq: string }>(
      `DELETE FROM match_followups WHERE job = $1 AND match_id = ANY($2::uuid[])
       RETURNING match_id::text AS "matchId", version, seq::text AS seq`,
      [job, matchIds],
    );
    return rows.sort((a, b) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : 1));
  }

  /** A failed run: counted on its rows, with its error, for the operator (docs/operations.md). */
  async failed(job: string, matchIds: readonly string[], message: string): Promise<void> {
    if (matchIds.length === 0) return;
    await this.pool.query(
      'UPDATE match_followups SET attempts = attempts + 1, last_error = $3 WHERE job = $1 AND match_id = ANY($2::uuid[])',
      [job, matchIds, message.slice(0, 2000)],
    );
  }
}
