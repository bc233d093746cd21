import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { Sql } from '../database/sql';
import { sqlOfPrisma } from '../database/sql';
import { Addressed, Notification, NotificationKind, NotificationPayload, fromPayload, toPayload } from './notification';

/** Postgres channel told of every append: `<user id>:<last seq>` per user, delivered on commit. */
export const NOTIFICATION_LOG_CHANNEL = 'claim_notification_log';

/** One entry of a user's notification log. */
export interface LogEntry {
  readonly userId: string;
  /** 1, 2, 3… per user, without gaps. */
  readonly seq: number;
  readonly notification: Notification;
  readonly createdAt: Date;
}

/**
 * `append`'s statement. `$1` holds the notices in order (`i`); an entry's seq is its user's new head minus
 * their count plus its rank among their notices. The notify CTE is read by the final SELECT, or it would not
 * run (data-modifying CTEs always run; a plain SELECT one only when read).
 */
const APPEND_SQL = `WITH input AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS e(i int, user_id uuid, kind text, payload jsonb)
  ), counts AS (
    SELECT user_id, count(*) AS n FROM input GROUP BY user_id
  ), heads AS (
    INSERT INTO notification_heads (user_id, last_seq)
    SELECT user_id, n FROM counts ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET last_seq = notification_heads.last_seq + excluded.last_seq
    RETURNING user_id, last_seq
  ), entries AS (
    SELECT e.i, e.user_id, h.last_seq - c.n + row_number() OVER (PARTITION BY e.user_id ORDER BY e.i) AS seq, e.kind, e.payload
    FROM input e JOIN heads h ON h.user_id = e.user_id JOIN counts c ON c.user_id = e.user_id
  ), logged AS (
    INSERT INTO notification_log (user_id, seq, kind, payload, created_at)
    SELECT user_id, seq, kind, payload, $2::timestamptz FROM entries
    RETURNING 1
  ), notified AS (
    SELECT count(pg_notify($3, h.user_id::text || ':' || h.last_seq::text)) AS n FROM heads h
  )
  SELECT e.i, e.seq::text AS seq FROM entries e, notified ORDER BY e.i`;

/** The only place that reads or writes `notification_log` and `notification_heads`. */
@Injectable()
export class NotificationLogRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Runs `work` in a transaction of its own (for notices that come from no match event). */
  inTransaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.prisma.$transaction((tx) => work(sqlOfPrisma(tx)));
  }

  /**
   * Appends the notices in the caller's transaction, in order per user, in one statement: each user's head
   * moves on by the number of their notices (taken in user-id order, so two transactions that notify the same
   * users wait for each other instead of deadlocking; the head's row lock is what makes seq gapless under
   * concurrent writers), the entries take the seqs it gave, and each user's listeners are told the new last
   * seq (delivered on commit). One statement instead of three: it runs in every group-commit batch.
   */
  async append(sql: Sql, notices: readonly Addressed[], at: Date): Promise<LogEntry[]> {
    if (notices.length === 0) return [];
    const rows = await sql.query<{ i: number; seq: string }>(APPEND_SQL, [
      JSON.stringify(
        notices.map(({ userId, notification }, i) => ({
          i,
          user_id: userId,
          kind: notification.kind,
          payload: toPayload(notification),
        })),
      ),
      at.toISOString(),
      NOTIFICATION_LOG_CHANNEL,
    ]);
    const seqs = new Map(rows.map((row) => [row.i, Number(row.seq)]));
    return notices.map(({ userId, notification }, i) => ({ userId, seq: seqs.get(i)!, notification, createdAt: at }));
  }

  /** The user's entries after `afterSeq`, oldest first. */
  async read(userId: string, afterSeq: number, limit: number): Promise<LogEntry[]> {
    const rows = await this.prisma.notificationLogEntry.findMany({
      where: { userId, seq: { gt: BigInt(afterSeq) } },
      orderBy: { seq: 'asc' },
      take: limit,
    });
    return rows.map((row) => ({
      userId: row.userId,
      seq: Number(row.seq),
      notification: fromPayload(row.kind as NotificationKind, row.payload as NotificationPayload),
      createdAt: row.createdAt,
    }));
  }

  /** The last seq given to the user (0 before the first). */
  async head(userId: string): Promise<number> {
    const row = await this.prisma.notificationHead.findUnique({ where: { userId } });
    return row ? Number(row.lastSeq) : 0;
  }

  /** Deletes entries created before `before`; the heads stay, so no seq is given twice. */
  async prune(before: Date): Promise<number> {
    return (await this.prisma.notificationLogEntry.deleteMany({ where: { createdAt: { lt: before } } })).count;
  }
}
