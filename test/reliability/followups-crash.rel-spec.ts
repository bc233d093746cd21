import { randomBytes } from 'crypto';
import { Client as PgClient } from 'pg';
import { findFreePort } from '../../src/database/free-port';
import { ChildServer } from '../support/child-server';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase } from '../support/test-database';
import { MATCH_FOLLOWUPS } from '../../src/matches/matches.module';
import { sideJobRows } from '../matches/match-support';
import type { Player } from './support';
import { gqlAt, newBotLog, NO_RATE_LIMITS, playToEnd, registerAt, until } from './support';

/**
 * Issue 29: kill -9 between a finishing move's COMMIT and its side jobs (src/matches/match-followups.ts). The
 * server runs as a child process with the test-only pause point CLAIM_TEST_HOLD_FOLLOWUPS
 * (test/support/server-process.ts): the finishing move commits with its pending match_followups rows, the
 * process stops before running them, and is killed with SIGKILL. A new process on the same database runs
 * the ratings, the archive and the other side jobs (the tournaments', club matches' and reviews' are queued for
 * every finished match, a no-op where they do not apply) at its start, each exactly once; the move itself was
 * never lost.
 */
// Every side job but the reputation's, which is queued for correspondence matches only (probeStartMatch starts a
// live one): taken from the server's own list, so that a new side job is part of this test.
const QUEUED = MATCH_FOLLOWUPS.filter((job) => job !== 'reputation').sort();
describe('Crash between the COMMIT of a finishing move and its side jobs', () => {
  let database: TestDatabase;
  let db: PgClient;
  let port: number;
  let server: ChildServer | undefined;
  const secret = randomBytes(32).toString('hex');
  const start = async (hold: boolean): Promise<ChildServer> =>
    ChildServer.start({
      databaseUrl: database.url,
      jwtSecret: secret,
      port,
      env: { ...NO_RATE_LIMITS, ...(hold ? { CLAIM_TEST_HOLD_FOLLOWUPS: '1' } : {}) },
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    db = new PgClient({ connectionString: database.url });
    await db.connect();
    port = await findFreePort();
  });
  afterAll(async () => {
    await server?.stop();
    await db.end();
    await database.drop();
  });

  const archived = (matchId: string): Promise<number> => sideJobRows(db).archived(matchId);
  const rated = (matchId: string): Promise<number> => sideJobRows(db).rated(matchId);
  const pending = async (matchId: string): Promise<string[]> =>
    (
      await db.query<{ job: string }>('SELECT job FROM match_followups WHERE match_id = $1::uuid ORDER BY job', [
        matchId,
      ])
    ).rows.map((r) => r.job);

  it('runs the ratings and the archive after the restart, exactly once', async () => {
    server = await start(true);
    const url = server.graphqlUrl;
    const tag = randomBytes(3).toString('hex');
    const players: Player[] = [await registerAt(url, `fucrash_${tag}_0`), await registerAt(url, `fucrash_${tag}_1`)];
    const started = await gqlAt<{ probeStartMatch: string }>(
      url,
      'mutation($u: [ID!]!) { probeStartMatch(userIds: $u, preset: "claim", rated: true) }',
      { u: players.map((p) => p.id) },
    );
    const matchId = started.data!.probeStartMatch;

    // The bots play to the end; the finishing move's request hangs in the held step 8, and the bots retry it
    // (same idempotency key) until the next process answers that the match is over.
    const held = new Promise<string>((resolve) => {
      let output = '';
      server!.process.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const line = /FOLLOWUPS_HELD (\S+)/.exec(output);
        if (line) resolve(line[1]);
      });
    });
    const log = newBotLog();
    const bots = playToEnd(() => `http://127.0.0.1:${port}/graphql`, matchId, players, 7, log, {
      deadline: Date.now() + 240_000,
    });
    expect(await held).toBe(matchId);

    // Committed: the match is over and its jobs are queued, none has run (the held process sweeps nothing).
    const status = await db.query<{ status: string }>('SELECT status::text FROM matches WHERE id = $1::uuid', [
      matchId,
    ]);
    expect(status.rows[0].status).toBe('finished');
    expect(await pending(matchId)).toEqual(QUEUED);
    expect(await archived(matchId)).toBe(0);
    expect(await rated(matchId)).toBe(0);

    await server.kill();
    expect(await pending(matchId)).toEqual(QUEUED);

    // The next process, on the same database, catches up at its start (nobody asks it to).
    server = await start(false);
    await until('the side jobs after the restart', async () => (await pending(matchId)).length === 0, 120_000);
    expect(await archived(matchId)).toBe(1);
    expect(await rated(matchId)).toBe(2);
    const games = await db.query<{ games: number }>(
      "SELECT games FROM ratings WHERE user_id = ANY($1::uuid[]) AND pool::text = 'duel' ORDER BY user_id",
      [players.map((p) => p.id)],
    );
    expect(games.rows.map((r) => r.games)).toEqual([1, 1]);
    await bots;

    // Once more, killed and started again: nothing is left to run, nothing is done twice.
    await server.kill();
    server = await start(false);
    const view = await gqlAt<{ match: { status: string } }>(
      server.graphqlUrl,
      'query($m: ID!) { match(id: $m) { status } }',
      { m: matchId },
      players[0].token,
    );
    expect(view.data?.match.status).toBe('finished');
    expect(await pending(matchId)).toEqual([]);
    expect(await archived(matchId)).toBe(1);
    expect(await rated(matchId)).toBe(2);
  });
});
