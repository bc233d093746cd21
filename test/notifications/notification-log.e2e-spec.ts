import fc from 'fast-check';
import { Client, Pool } from 'pg';
import type { PrismaService } from '../../src/database/prisma.service';
import { sqlOfPg } from '../../src/database/sql';
import type { Addressed } from '../../src/notifications/notification';
import type { LogEntry } from '../../src/notifications/notification-log.repository';
import {
  NOTIFICATION_LOG_CHANNEL,
  NotificationLogRepository,
} from '../../src/notifications/notification-log.repository';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase } from '../support/test-database';

/**
 * The notification log's append (one statement per transaction: heads, entries, notifications) on a real
 * PostgreSQL: every user's seqs stay 1, 2, 3… without gaps or repeats under concurrent transactions, each
 * transaction's entries keep their order per user, and the listeners hear each user's new last seq.
 */
describe('notification log append', () => {
  let db: TestDatabase;
  let pool: Pool;
  let listener: Client;
  const heard: string[] = [];
  const users: string[] = [];
  // append needs no Prisma: it runs on the caller's transaction.
  const log = new NotificationLogRepository(null as unknown as PrismaService);

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new Pool({ connectionString: db.url, max: 8 });
    // An idle connection PostgreSQL ends (57P01) is the pool's to replace, not an unhandled 'error' that fails the run.
    pool.on('error', () => undefined);
    for (let i = 0; i < 3; i++) {
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO users (username, username_skeleton, password_hash) VALUES ($1, $1, 'x') RETURNING id::text AS id`,
        [`log-user-${i}`],
      );
      users.push(rows[0].id);
    }
    listener = new Client({ connectionString: db.url });
    await listener.connect();
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query(`LISTEN ${NOTIFICATION_LOG_CHANNEL}`);
  });

  afterAll(async () => {
    await listener?.end();
    await pool?.end();
    await db?.drop();
  });

  const notice = (userId: string, version: number): Addressed => ({
    userId,
    notification: {
      kind: 'OPPONENT_MOVED',
      matchId: '00000000-0000-4000-8000-000000000000',
      seat: 1,
      version,
      deadline: null,
    },
  });

  async function appendInTransaction(notices: Addressed[]): Promise<LogEntry[]> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const entries = await log.append(sqlOfPg(client), notices, new Date());
      await client.query('COMMIT');
      return entries;
    } finally {
      client.release();
    }
  }

  it('gives every user gapless seqs in order, across concurrent transactions', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 6 }), {
          minLength: 1,
          maxLength: 6,
        }),
        async (batches) => {
          const before = await pool.query<{ userId: string; n: number }>(
            'SELECT user_id::text AS "userId", count(*)::int AS n FROM notification_log GROUP BY user_id',
          );
          const had = new Map(before.rows.map((r) => [r.userId, r.n]));
          heard.length = 0;
          const results = await Promise.all(
            batches.map((batch, b) => appendInTransaction(batch.map((u, i) => notice(users[u], b * 100 + i)))),
          );
          // Each transaction's entries: its notices in order, each user's seqs increasing by one.
          results.forEach((entries, b) => {
            expect(entries.map((e) => e.userId)).toEqual(batches[b].map((u) => users[u]));
            for (const userId of users) {
              const seqs = entries.filter((e) => e.userId === userId).map((e) => e.seq);
              seqs.forEach((seq, i) => i > 0 && expect(seq).toBe(seqs[i - 1] + 1));
            }
          });
          // Stored: seqs 1…n per user, what the entries said, the head at n.
          for (const userId of users) {
            const { rows } = await pool.query<{ seq: string; version: number }>(
              `SELECT seq::text AS seq, (payload->>'version')::int AS version FROM notification_log l WHERE l.user_id = $1::uuid ORDER BY l.seq`,
              [userId],
            );
            const added = batches.flat().filter((u) => users[u] === userId).length;
            expect(rows.map((r) => Number(r.seq))).toEqual(rows.map((_, i) => i + 1));
            expect(rows.length).toBe((had.get(userId) ?? 0) + added);
            const returned = new Map(
              results.flat().flatMap((e) => (e.userId === userId ? [[e.seq, e.notification]] : [])) as [
                number,
                { version: number },
              ][],
            );
            for (const row of rows)
              if (returned.has(Number(row.seq))) expect(row.version).toBe(returned.get(Number(row.seq))!.version);
            const head = await pool.query<{ last: string }>(
              'SELECT last_seq::text AS last FROM notification_heads WHERE user_id = $1::uuid',
              [userId],
            );
            if (rows.length > 0) expect(Number(head.rows[0].last)).toBe(rows.length);
          }
          // Every transaction told each of its users their new last seq.
          await waitUntil(
            () => heard.length >= results.reduce((n, entries) => n + new Set(entries.map((e) => e.userId)).size, 0),
          );
          for (const entries of results)
            for (const userId of new Set(entries.map((e) => e.userId))) {
              const last = Math.max(...entries.filter((e) => e.userId === userId).map((e) => e.seq));
              expect(heard).toContain(`${userId}:${last}`);
            }
        },
      ),
      { numRuns: 25 },
    );
  });
});

async function waitUntil(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setImmediate(resolve));
  for (let i = 0; i < 100 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
}
