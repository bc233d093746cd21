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

/** The only place that reads or writes `notification_log` and `notification_heads`. */
@Injectable()
export class NotificationLogRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Runs `work` in a transaction of its own (for notices that come from no match event). */
  inTransaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.prisma.$transaction((tx) => work(sqlOfPrisma(tx)));
  }

  /**
   * Appends the notices in the caller's transaction, in order per user. The heads are taken in user-id
   * order, so two transactions that notify the same users wait for each other instead of deadlocking;
   * the head's row lock is what makes seq gapless under concurrent writers.
   */
  async append(sql: Sql, notices: readonly Addressed[], at: Date): Promise<LogEntry[]> {
    if (notices.length === 0) return [];
    const counts = new Map<string, number>();
    for (const { userId } of notices) counts.set(userId, (counts.get(userId) ?? 0) + 1);
    const heads = await sql.query<{ userId: string; lastSeq: string }>(
      `INSERT INTO notification_heads (user_id, last_seq)
       SELECT h.user_id, h.n FROM jsonb_to_recordset($1::jsonb) AS h(user_id uuid, n bigint) ORDER BY h.user_id
       ON CONFLICT (user_id) DO UPDATE SET last_seq = notification_heads.last_seq + excluded.last_seq
       RETURNING user_id AS "userId", last_seq::text AS "lastSeq"`,
      [JSON.stringify([...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([user_id, n]) => ({ user_id, n })))],
    );
    const next = new Map(heads.map((h) => [h.userId, Number(h.lastSeq) - counts.get(h.userId)! + 1]));
    const entries = notices.map(({ userId, notification }) => {
      const seq = next.get(userId)!;
      next.set(userId, seq + 1);
      return { userId, seq, notification, createdAt: at };
    });
    await sql.query(
      `INSERT INTO notification_log (user_id, seq, kind, payload, created_at)
       SELECT e.user_id, e.seq, e.kind, e.payload, $2::timestamptz
       FROM jsonb_to_recordset($1::jsonb) AS e(user_id uuid, seq bigint, kind text, payload jsonb)
       RETURNING 1`,
      [
        JSON.stringify(
          entries.map((e) => ({
            user_id: e.userId,
            seq: e.seq,
            kind: e.notification.kind,
            payload: toPayload(e.notification),
          })),
        ),
        at.toISOString(),
      ],
    );
    await sql.query(
      `SELECT count(*)::int AS n FROM (SELECT pg_notify($1, value) FROM jsonb_array_elements_text($2::jsonb)) sent`,
      [NOTIFICATION_LOG_CHANNEL, JSON.stringify(heads.map((h) => `${h.userId}:${h.lastSeq}`))],
    );
    return entries;
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
