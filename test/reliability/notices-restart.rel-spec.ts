import { randomBytes } from 'crypto';
import { promises as fs } from 'fs';
import { createClient } from 'graphql-ws';
import os from 'os';
import path from 'path';
import { Client as PgClient } from 'pg';
import WebSocket from 'ws';
import { createDatabaseIfMissing } from '../../src/database/database-bootstrap';
import { EmbeddedPostgres, generatePassword } from '../../src/database/embedded-postgres';
import { findFreePort } from '../../src/database/free-port';
import { applyMigrations } from '../../src/database/migrator';
import { startSmtpServer } from '../notifications/smtp-support';
import { ChildServer } from '../support/child-server';
import type { Player } from './support';
import { newBotLog, NO_RATE_LIMITS, playToEnd, registerAt, startMatchAt, until } from './support';

/**
 * Notices committed while no sink could deliver them (the first server runs no mail worker) survive an
 * immediate PostgreSQL shutdown (no checkpoint: recovery from the WAL) and a kill -9 of that server: a new
 * server mails every one of them, and `myEvents(after: 0)` replays each player's whole log, in order, once.
 */
describe('A database restart between commit and delivery loses no notice', () => {
  let dataDir: string;
  let cluster: EmbeddedPostgres;
  let url: string;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const servers: ChildServer[] = [];
  const secret = randomBytes(32).toString('hex');

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'claim-notices-pg-'));
    cluster = new EmbeddedPostgres({
      dataDir,
      port: await findFreePort(),
      user: 'claim',
      password: generatePassword(),
      durable: true,
    });
    await cluster.start();
    await createDatabaseIfMissing(cluster.url('postgres'), 'claim');
    url = cluster.url('claim');
    await applyMigrations(url);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    for (const server of servers) await server.stop().catch(() => undefined);
    await smtp?.close();
    await cluster.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const query = async <T extends object>(text: string, values: unknown[] = []): Promise<T[]> => {
    const db = new PgClient({ connectionString: url });
    await db.connect();
    try {
      return (await db.query<T>(text, values)).rows;
    } finally {
      await db.end();
    }
  };

  it('mails every notice after the restart, and myEvents(after: 0) replays every entry', async () => {
    // No sink delivers on this server: every mail stays in the outbox, committed with its event.
    const first = await ChildServer.start({
      databaseUrl: url,
      jwtSecret: secret,
      env: {
        ...NO_RATE_LIMITS,
        CLAIM_MAIL_POLL: '0',
        CLAIM_WEBHOOK_POLL: '0',
        CLAIM_PUSH_POLL: '0',
        SMTP_URL: smtp.url,
      },
    });
    servers.push(first);
    const players: Player[] = [
      await registerAt(first.graphqlUrl, 'ann_n'),
      await registerAt(first.graphqlUrl, 'bob_n'),
    ];
    // Verified addresses, as if their links had been followed (the verification flow is mail.e2e-spec's).
    for (const p of players)
      await query(
        `INSERT INTO email_addresses (user_id, address, verified_at, unsubscribe_token, created_at)
         VALUES ($1, $2, now(), $3, now())`,
        [p.id, `${p.username}@claim.test`, randomBytes(16).toString('hex')],
      );
    const matchId = await startMatchAt(first.graphqlUrl, players);
    const log = newBotLog();
    await playToEnd(() => first.graphqlUrl, matchId, players, 7, log, { deadline: Date.now() + 60_000, pauseMs: 0 });

    const mailed = await query<{ userId: string; n: number }>(
      `SELECT user_id AS "userId", count(*)::int AS n FROM notification_log WHERE kind IN ('YOUR_TURN', 'DEADLINE_APPROACHING') GROUP BY user_id`,
    );
    const expected = new Map(mailed.map((r) => [r.userId, r.n]));
    expect([...expected.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(await query(`SELECT status::text, count(*)::int AS n FROM email_deliveries GROUP BY status`)).toEqual([
      { status: 'pending', n: [...expected.values()].reduce((a, b) => a + b, 0) },
    ]);
    expect(smtp.mails).toEqual([]);

    // The database stops without a checkpoint and the server is killed: nothing is flushed by anyone.
    await cluster.stop('immediate');
    await first.kill();
    await cluster.start();

    const second = await ChildServer.start({
      databaseUrl: url,
      jwtSecret: secret,
      env: { ...NO_RATE_LIMITS, CLAIM_MAIL_POLL: '100ms', SMTP_URL: smtp.url },
    });
    servers.push(second);
    const total = [...expected.values()].reduce((a, b) => a + b, 0);
    await until('every mail', async () => smtp.mails.length >= total);
    await until(
      'the outbox to be marked delivered',
      async () =>
        (await query<{ n: number }>(`SELECT count(*)::int AS n FROM email_deliveries WHERE status <> 'delivered'`))[0]
          .n === 0,
    );
    expect(smtp.mails.length).toBe(total);
    for (const p of players)
      expect(smtp.mails.filter((m) => m.to.includes(`${p.username}@claim.test`))).toHaveLength(expected.get(p.id) ?? 0);

    // Each player's whole log over myEvents(after: 0), from the new server: every seq once, in order.
    for (const p of players) {
      const [{ n }] = await query<{ n: number }>('SELECT count(*)::int AS n FROM notification_log WHERE user_id = $1', [
        p.id,
      ]);
      const received: number[] = [];
      const ws = createClient({
        url: second.wsUrl,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${p.token}` },
        retryAttempts: 0,
      });
      try {
        ws.subscribe<{ myEvents: { seq: number } }>(
          { query: 'subscription { myEvents(after: 0) { seq } }' },
          {
            next: (m) => m.data && received.push(m.data.myEvents.seq),
            error: () => undefined,
            complete: () => undefined,
          },
        );
        await until(`${p.username}'s log`, async () => received.length >= n, 20_000);
        expect(received).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      } finally {
        await ws.dispose();
      }
    }
  });
});
