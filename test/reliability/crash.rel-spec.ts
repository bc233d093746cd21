import { randomBytes } from 'crypto';
import { Client as PgClient } from 'pg';
import { findFreePort } from '../../src/database/free-port';
import { ChildServer } from '../support/child-server';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase } from '../support/test-database';
import type { BotLog, Player } from './support';
import { checkLog, newBotLog, playToEnd, registerAt, RULE_MIX, startMatchAt, verifyAll } from './support';

const MATCHES = 24;
const KILLS = 8;

/**
 * kill -9 while bots play. The server runs as a child process; bots play 24 matches (2 to 4 players,
 * heroes) and retry through the outages with idempotency keys. Eight times, after 0.5–2 s of play, the
 * server is killed with SIGKILL — no shutdown hooks, transactions cut off mid-flight — and started again
 * on the same port. Then the games are played out, and the log is checked: every acknowledged move is
 * there with the hash it was acknowledged with, seqs have no gaps, every match verifies (hash chain and
 * replay) and finished, and the derived match_turns rows agree with the log.
 */
describe('Crashes: kill -9 while bots play', () => {
  let database: TestDatabase;
  let server: ChildServer | undefined;
  const secret = randomBytes(32).toString('hex');
  let port: number;
  const start = async (): Promise<ChildServer> =>
    ChildServer.start({
      databaseUrl: database.url,
      jwtSecret: secret,
      port,
      env: { RATE_LIMIT_AUTH: '1000000/1', RATE_LIMIT_MOVES: '1000000/1', RATE_LIMIT_API: '1000000/1' },
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    port = await findFreePort();
    server = await start();
  });
  afterAll(async () => {
    await server?.stop();
    await database.drop();
  });

  it('loses no acknowledged move, leaves every match replayable, none stuck', async () => {
    const url = server!.graphqlUrl;
    const tag = randomBytes(3).toString('hex');
    const players: Player[] = [];
    for (let i = 0; i < 8; i++) players.push(await registerAt(url, `crash_${tag}_${i}`));
    const matches: { id: string; players: Player[] }[] = [];
    for (let i = 0; i < MATCHES; i++) {
      const rules = RULE_MIX[i % RULE_MIX.length];
      const seated = Array.from({ length: rules.players }, (_, s) => players[(i + s) % players.length]);
      matches.push({ id: await startMatchAt(url, seated, rules.factions, rules.heroes), players: seated });
    }
    const log: BotLog = newBotLog();
    const deadline = Date.now() + 240_000;
    const urlOf = (): string => `http://127.0.0.1:${port}/graphql`;
    const bots = Promise.all(
      matches.map((m, i) => playToEnd(urlOf, m.id, m.players, i + 1, log, { deadline, pauseMs: 20 })),
    );

    const kills: { afterMs: number; acksBefore: number }[] = [];
    for (let k = 0; k < KILLS; k++) {
      const afterMs = 500 + Math.floor(Math.random() * 1500);
      await new Promise((r) => setTimeout(r, afterMs));
      kills.push({ afterMs, acksBefore: log.acks.length });
      await server!.kill();
      server = await start();
    }
    await bots;

    const ids = matches.map((m) => m.id);
    expect(await checkLog(database.url, ids, log.acks)).toEqual([]);
    expect(await verifyAll(server!.graphqlUrl, ids, players[0].token)).toEqual([]);
    const db = new PgClient({ connectionString: database.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ status: string; n: number }>(
        'SELECT status::text, count(*)::int AS n FROM matches WHERE id = ANY($1::uuid[]) GROUP BY status',
        [ids],
      );
      expect(rows).toEqual([{ status: 'finished', n: MATCHES }]);
      // Derived rows written in the same transactions as the events: no due turn in a finished match.
      const turns = await db.query('SELECT count(*)::int AS n FROM match_turns WHERE match_id = ANY($1::uuid[])', [
        ids,
      ]);
      expect(turns.rows[0].n).toBe(0);
      const stuck = await db.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
      );
      expect(stuck.rows[0].n).toBe(0);
      const moves = await db.query(
        `SELECT count(*)::int AS n FROM match_events WHERE match_id = ANY($1::uuid[]) AND type = 'move'`,
        [ids],
      );
      // Every move in the log was acknowledged in the end: the same key after a cut connection gets the first answer.
      expect(new Set(log.acks.map((a) => `${a.matchId}@${a.version}`)).size).toBe(moves.rows[0].n);
    } finally {
      await db.end();
    }
    // What the run saw, for RELIABILITY.md.
    process.stdout.write(
      `crash test: ${KILLS} kills (after ${kills.map((k) => k.afterMs).join(', ')} ms), ${log.acks.length} acknowledged moves, ` +
        `${log.acks.filter((a) => a.afterRetry).length} of them only on a retry after the connection was cut mid-request, ` +
        `client errors ${JSON.stringify(Object.fromEntries(log.errors))}\n`,
    );
  });
});
