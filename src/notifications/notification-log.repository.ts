import { Injectable } from '@nestjs/common';
import { onCitusVia } from '../database/citus';
import { PrismaService } from '../database/prisma.service';
import type { Sql } from '../database/sql';
import { SqlParams, sqlOfPrisma } from '../database/sql';
import { Addressed, Notification, NotificationKind, NotificationPayload, fromPayload, toPayload } from './notification';

/** Postgres channel told of every append: `<user id>:<last seq>` per user, delivered on commit. */
export const NOTIFICATION_LOG_CHANNEL = 'claim_notification_log';

/** A CHAT notice's addressee and match, as refreshPendingChat names those it served. */
export const pendingChatKey = (userId: string, matchId: string): string => `${userId} ${matchId}`;

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

/** The only place that reads or writes `notification_log`, `notification_heads` and `pending_chat_notices`. */
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
    if (await onCitusVia(this, sql)) return this.appendRouted(sql, notices, at);
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

  /**
   * `append` on Citus, where the log is distributed by user id. APPEND_SQL's CTEs over the JSON input are computed on
   * the coordinator and their rows shipped to the workers as intermediate results (an INSERT … SELECT pulled to the
   * coordinator, twice): the costliest statement of a move there (docs/SCALING.md "Measured"). Here: one upsert of
   * each user's head, in user-id order as APPEND_SQL takes them (two transactions that notify the same users wait
   * instead of deadlocking), each routed to the user's shard; the entries with the seqs those gave, as parameters;
   * the notification in a statement that reads no table, so on the coordinator, where every instance listens.
   */
  private async appendRouted(sql: Sql, notices: readonly Addressed[], at: Date): Promise<LogEntry[]> {
    const counts = new Map<string, number>();
    for (const { userId } of notices) counts.set(userId, (counts.get(userId) ?? 0) + 1);
    const last = new Map<string, number>();
    for (const userId of [...counts.keys()].sort()) {
      const [head] = await sql.query<{ lastSeq: string }>(
        `INSERT INTO notification_heads (user_id, last_seq) VALUES ($1::uuid, $2::bigint)
         ON CONFLICT (user_id) DO UPDATE SET last_seq = notification_heads.last_seq + excluded.last_seq
         RETURNING last_seq::text AS "lastSeq"`,
        [userId, counts.get(userId)],
      );
      last.set(userId, Number(head.lastSeq));
    }
    const taken = new Map<string, number>();
    const entries = notices.map(({ userId, notification }): LogEntry => {
      const rank = (taken.get(userId) ?? 0) + 1;
      taken.set(userId, rank);
      return { userId, seq: last.get(userId)! - counts.get(userId)! + rank, notification, createdAt: at };
    });
    const params = new SqlParams(at.toISOString());
    const param = params.add.bind(params);
    const values = params.values;
    const rows = entries.map(
      (e) =>
        `(${param(e.userId, 'uuid')}, ${param(e.seq, 'bigint')}, ${param(e.notification.kind, 'text')}, ${param(JSON.stringify(toPayload(e.notification)), 'jsonb')}, $1::timestamptz)`,
    );
    await sql.query(
      `INSERT INTO notification_log (user_id, seq, kind, payload, created_at) VALUES ${rows.join(', ')} RETURNING 1`,
      values,
    );
    await sql.query(`SELECT count(pg_notify($1, n))::int AS notified FROM jsonb_array_elements_text($2::jsonb) AS n`, [
      NOTIFICATION_LOG_CHANNEL,
      JSON.stringify([...last].map(([userId, seq]) => `${userId}:${seq}`)),
    ]);
    return entries;
  }

  /**
   * CHAT notices whose addressee has an unread one for the same match already: that entry takes the new
   * payload (the latest message) in place, and no entry is added. Those so served, as `pendingChatKey`s; the caller's
   * transaction holds the match's chat lock, so two messages of one match never race here.
   */
  async refreshPendingChat(sql: Sql, notices: readonly Addressed[]): Promise<Set<string>> {
    const chat = notices.filter(({ notification }) => notification.kind === 'CHAT');
    if (chat.length === 0) return new Set();
    const rows = await sql.query<{ userId: string; matchId: string }>(
      `UPDATE notification_log l SET payload = i.payload
         FROM jsonb_to_recordset($1::jsonb) AS i(user_id uuid, match_id uuid, payload jsonb), pending_chat_notices p
        WHERE p.user_id = i.user_id AND p.match_id = i.match_id AND l.user_id = p.user_id AND l.seq = p.seq
        RETURNING l.user_id::text AS "userId", p.match_id::text AS "matchId"`,
      [
        JSON.stringify(
          chat.map(({ userId, notification }) => ({
            user_id: userId,
            match_id: notification.matchId,
            payload: toPayload(notification),
          })),
        ),
      ],
    );
    return new Set(rows.map((row) => pendingChatKey(row.userId, row.matchId)));
  }

  /** Marks newly appended CHAT entries as their addressees' unread notice for the match. */
  async markPendingChat(sql: Sql, entries: readonly LogEntry[]): Promise<void> {
    const chat = entries.filter(({ notification }) => notification.kind === 'CHAT');
    if (chat.length === 0) return;
    await sql.query(
      `INSERT INTO pending_chat_notices (user_id, match_id, seq)
       SELECT user_id, match_id, seq FROM jsonb_to_recordset($1::jsonb) AS i(user_id uuid, match_id uuid, seq bigint)
       ON CONFLICT (user_id, match_id) DO UPDATE SET seq = excluded.seq
       RETURNING 1`,
      [JSON.stringify(chat.map((e) => ({ user_id: e.userId, match_id: e.notification.matchId, seq: e.seq })))],
    );
  }

  /** The user has read the match's chat: the next message makes a new notice. */
  async clearPendingChat(userId: string, matchId: string): Promise<void> {
    await this.prisma.pendingChatNotice.deleteMany({ where: { userId, matchId } });
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
