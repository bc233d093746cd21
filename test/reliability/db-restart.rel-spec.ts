import { randomBytes } from 'crypto';
import { promises as fs } from 'fs';
import type { Client as WsClient } from 'graphql-ws';
import { createClient } from 'graphql-ws';
import os from 'os';
import path from 'path';
import { Client as PgClient } from 'pg';
import WebSocket from 'ws';
import { createDatabaseIfMissing } from '../../src/database/database-bootstrap';
import { EmbeddedPostgres, generatePassword } from '../../src/database/embedded-postgres';
import { findFreePort } from '../../src/database/free-port';
import { applyMigrations } from '../../src/database/migrator';
import { ChildServer } from '../support/child-server';
import type { BotLog, Player } from './support';
import { checkLog, newBotLog, playToEnd, registerAt, RULE_MIX, startMatchAt, verifyAll } from './support';

const MATCHES = 16;
const OUTAGE_MS = 3000;

/**
 * PostgreSQL stops and starts under load: once with a fast shutdown (open transactions rolled back,
 * clients disconnected) and once with an immediate one (no checkpoint: the restart recovers from the
 * WAL, as after a crash). The server (a child process) must stay up, answer errors while the database
 * is away, reconnect by itself, and the bots must finish every game; the log must hold every
 * acknowledged move, and a subscriber must get events made after the restarts (LISTEN re-established).
 */
describe('Database restart under load', () => {
  let dataDir: string;
  let cluster: EmbeddedPostgres;
  let url: string;
  let server: ChildServer | undefined;
  let serverLog = '';

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'claim-restart-pg-'));
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
    server = await ChildServer.start({
      databaseUrl: url,
      jwtSecret: randomBytes(32).toString('hex'),
      env: { RATE_LIMIT_AUTH: '1000000/1', RATE_LIMIT_MOVES: '1000000/1', RATE_LIMIT_API: '1000000/1' },
      onStderr: (text) => (serverLog += text),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await cluster.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('the server rides out a fast and an immediate shutdown; clients see errors, never a corrupt state', async () => {
    const endpoint = server!.graphqlUrl;
    const players: Player[] = [];
    for (let i = 0; i < 6; i++) players.push(await registerAt(endpoint, `restart_${i}`));
    const matches: { id: string; players: Player[] }[] = [];
    for (let i = 0; i < MATCHES; i++) {
      const rules = RULE_MIX[i % RULE_MIX.length];
      const seated = Array.from({ length: rules.players }, (_, s) => players[(i + s) % players.length]);
      matches.push({ id: await startMatchAt(endpoint, seated, rules.factions, rules.heroes), players: seated });
    }

    // A subscriber to the first match, through every outage.
    const received: { seq: number; at: number }[] = [];
    const ws: WsClient = createClient({
      url: server!.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${matches[0].players[0].token}` },
      retryAttempts: 0,
      lazy: true,
    });
    ws.subscribe<{ matchUpdated: { event: { seq: number } } }>(
      {
        query: 'subscription($m: ID!) { matchUpdated(matchId: $m, after: 0) { event { seq } } }',
        variables: { m: matches[0].id },
      },
      {
        next: (m) => m.data && received.push({ seq: m.data.matchUpdated.event.seq, at: Date.now() }),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    await new Promise((r) => setTimeout(r, 300));

    const log: BotLog = newBotLog();
    const deadline = Date.now() + 120_000;
    const bots = Promise.all(
      matches.map((m, i) => playToEnd(() => endpoint, m.id, m.players, 100 + i, log, { deadline, pauseMs: 30 })),
    );

    const outages: { mode: string; acksBefore: number; back: number }[] = [];
    for (const mode of ['fast', 'immediate'] as const) {
      await new Promise((r) => setTimeout(r, 1500));
      const acksBefore = log.acks.length;
      await cluster.stop(mode);
      await new Promise((r) => setTimeout(r, OUTAGE_MS));
      await cluster.start();
      outages.push({ mode, acksBefore, back: Date.now() });
    }
    await bots;
    if (server!.process.exitCode !== null || server!.process.signalCode !== null)
      throw new Error(
        `the server died (${server!.process.exitCode ?? server!.process.signalCode}):\n${serverLog.slice(-3000)}`,
      );
    await new Promise((r) => setTimeout(r, 500));
    await ws.dispose();

    const ids = matches.map((m) => m.id);
    expect(await checkLog(url, ids, log.acks)).toEqual([]);
    expect(await verifyAll(endpoint, ids, players[0].token)).toEqual([]);
    let watchedVersion: number;
    const db = new PgClient({ connectionString: url });
    await db.connect();
    try {
      const { rows } = await db.query<{ status: string; n: number }>(
        'SELECT status::text, count(*)::int AS n FROM matches WHERE id = ANY($1::uuid[]) GROUP BY status',
        [ids],
      );
      expect(rows).toEqual([{ status: 'finished', n: MATCHES }]);
      watchedVersion = (
        await db.query<{ version: number }>('SELECT version FROM matches WHERE id = $1', [matches[0].id])
      ).rows[0].version;
    } finally {
      await db.end();
    }
    // The same server process throughout, and moves acknowledged after each restart.
    expect(server!.process.exitCode).toBeNull();
    expect(log.acks.length).toBeGreaterThan(outages[1].acksBefore);
    // LISTEN came back: the subscriber heard of events committed after the last restart, and got every
    // event of its match once and in order, also those whose notifications were lost in the outages.
    expect(received.some((r) => r.at > outages[1].back)).toBe(true);
    expect(received.map((r) => r.seq)).toEqual(Array.from({ length: watchedVersion }, (_, i) => i + 1));
    const codes = Object.fromEntries(log.errors);
    // While the database is away, requests fail, saying so (SERVICE_UNAVAILABLE: retry) — never a wrong
    // answer, never "sign in again" (UNAUTHENTICATED), never a server bug (INTERNAL_SERVER_ERROR).
    for (const code of Object.keys(codes))
      expect(['SERVICE_UNAVAILABLE', 'TRANSPORT', 'VERSION_CONFLICT']).toContain(code);
    process.stdout.write(
      `db restart test: ${log.acks.length} acknowledged moves; acknowledged before the fast/immediate stops: ${outages.map((o) => o.acksBefore).join('/')}; ` +
        `client errors ${JSON.stringify(codes)}; subscriber got ${received.length} events\n`,
    );
  });
});
