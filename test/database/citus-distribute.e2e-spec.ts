import { Client } from 'pg';
import { seededChooser } from '../../src/engine';
import { CITUS_LAYOUT, CITUS_SETTINGS, distributeTables } from '../../src/database/citus';
import { registerUser } from '../support/graphql-http';
import type { RegisteredUser } from '../support/graphql-http';
import { withAdminClient } from '../support/test-cluster';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase } from '../support/test-database';
import { fetchMatch, legalMovesOf, rules, sendMove, startMatch } from '../matches/match-support';

/**
 * `claim citus distribute` (src/database/citus.ts) on a real Citus cluster: npm run test:citus runs this against
 * a coordinator and two workers (CLAIM_TEST_DATABASE_URL). On the embedded PostgreSQL of npm test it is skipped:
 * there is no citus extension to distribute with.
 */
const onCitus = async (): Promise<boolean> =>
  withAdminClient(
    async (c) => ((await c.query("SELECT 1 FROM pg_extension WHERE extname = 'citus'")).rowCount ?? 0) > 0,
  );

async function layout(url: string): Promise<Record<string, string>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ table: string; method: string; column: string | null }>(
      `SELECT logicalrelid::regclass::text AS table, partmethod AS method,
              column_to_column_name(logicalrelid, partkey) AS column
         FROM pg_dist_partition`,
    );
    return Object.fromEntries(
      rows.map((r) => [r.table, r.method === 'n' ? 'reference' : r.method === 'h' ? `by ${r.column}` : r.method]),
    );
  } finally {
    await client.end();
  }
}

function expected(): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [table, placement] of Object.entries(CITUS_LAYOUT)) {
    if (placement.kind === 'reference') result[table] = 'reference';
    if (placement.kind === 'distributed') result[table] = `by ${table === 'matches' ? 'id' : placement.column}`;
  }
  return result;
}

async function playMoves(app: TestApp, players: RegisteredUser[], matchId: string, count: number): Promise<number> {
  const choose = seededChooser(3);
  let version = (await fetchMatch<{ version: number }>(app, players[0].token, matchId)).data!.match.version;
  for (let i = 0; i < count; i++) {
    const match = (await fetchMatch<{ table: { toAct: { seat: number } } }>(app, players[0].token, matchId)).data!
      .match;
    const token = players[match.table.toAct.seat].token;
    const moves = await legalMovesOf(app, token, matchId);
    const sent = await sendMove(app, token, matchId, moves[choose(moves.length)], version);
    expect(sent.errors).toBeUndefined();
    version++;
  }
  return version;
}

jest.setTimeout(120_000);

describe('Citus: the layout of docs/SCALING.md (claim citus distribute)', () => {
  let citus = false;
  beforeAll(async () => {
    citus = await onCitus();
    if (!citus) console.log('citus-distribute: skipped, the test server has no citus extension (npm run test:citus)');
  });

  it('distributes an empty database: reference, by match id, by user id, as classified; a second run does nothing', async () => {
    if (!citus) return;
    const database: TestDatabase = await createTestDatabase();
    try {
      expect(await layout(database.url)).toEqual(expected());
      expect(await distributeTables(database.url)).toEqual({ placed: [], foreignKeys: 0, settings: [] });
      // The first run (createTestDatabase's) set the cached connections per worker for new sessions.
      const client = new Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query("SELECT current_setting('citus.max_cached_conns_per_worker') AS n");
        expect(rows[0].n).toBe(CITUS_SETTINGS['citus.max_cached_conns_per_worker']);
      } finally {
        await client.end();
      }
    } finally {
      await database.drop();
    }
  });

  it('distributes a database that holds matches: their rows move to the shards, and play goes on', async () => {
    if (!citus) return;
    const database = await createTestDatabase({ distribute: false });
    let app = await startTestApp({ database });
    try {
      const players = [await registerUser(app), await registerUser(app)];
      const matchId = await startMatch(app, players, rules('claim'));
      const before = await playMoves(app, players, matchId, 4);
      const jwt = app.config.jwt;
      await app.close();

      const result = await distributeTables(database.url);
      expect(result.placed.length).toBe(Object.keys(expected()).length);
      expect(await layout(database.url)).toEqual(expected());

      app = await startTestApp({ database, jwt });
      const match = (await fetchMatch<{ version: number }>(app, players[0].token, matchId)).data!.match;
      expect(match.version).toBe(before);
      expect(await playMoves(app, players, matchId, 4)).toBe(before + 4);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
