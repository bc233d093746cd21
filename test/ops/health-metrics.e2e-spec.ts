import { Client } from 'pg';
import request from 'supertest';
import { OpsService } from '../../src/ops/ops.service';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { legalMovesOf, sendMove, startMatch } from '../matches/match-support';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

/** One sample of a Prometheus text exposition, e.g. `claim_errors_total{code="X",transport="graphql"}`. */
function sample(text: string, name: string, labels = ''): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/**
 * One app for the whole file: both groups start it with the same settings, and booting an app is most of a
 * suite's set-up (BENCHMARKS.md "npm test"). The tests that need another process start their own beside it.
 */
let shared: TestApp;
beforeAll(async () => {
  shared = await startTestApp({ env: { METRICS_TOKEN } });
});
afterAll(async () => shared.close());

describe('health and readiness (docs/operations.md)', () => {
  let app: TestApp;

  beforeAll(() => {
    app = shared;
  });

  it('is live, and ready with the database, every migration and LISTEN up', async () => {
    const live = await request(app.baseUrl).get('/health/live').expect(200);
    expect(live.body.status).toBe('ok');
    const ready = await request(app.baseUrl).get('/health/ready').expect(200);
    expect(ready.body).toMatchObject({
      status: 'ok',
      info: {
        shutdown: { status: 'up' },
        database: { status: 'up' },
        migrations: { status: 'up' },
        listen: { status: 'up' },
      },
    });
  });

  it('is not ready while a migration this code knows is missing from the database, and says which', async () => {
    const db = new Client({ connectionString: app.database.url });
    await db.connect();
    try {
      const [row] = (
        await db.query<{ id: string; migration_name: string }>(
          'SELECT id, migration_name FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1',
        )
      ).rows;
      // As if another instance were still applying it: started, not finished.
      await db.query('UPDATE "_prisma_migrations" SET finished_at = NULL WHERE id = $1', [row.id]);
      const answer = await request(app.baseUrl).get('/health/ready').expect(503);
      expect(answer.body.status).toBe('error');
      expect(answer.body.error.migrations.message).toContain(row.migration_name);
      await request(app.baseUrl).get('/health/live').expect(200);
      await db.query('UPDATE "_prisma_migrations" SET finished_at = now() WHERE id = $1', [row.id]);
      await request(app.baseUrl).get('/health/ready').expect(200);
    } finally {
      await db.end();
    }
  });

  it('is not ready once shutting down (main.ts on SIGTERM), while still live', async () => {
    // The same secret: passport keeps one JWT strategy per process, the last app's.
    const other = await startTestApp({ database: app.database, jwt: { secret: app.config.jwt.secret } });
    try {
      other.app.get(OpsService).stopping();
      const answer = await request(other.baseUrl).get('/health/ready').expect(503);
      expect(answer.body.error.shutdown).toEqual({ status: 'down', message: 'shutting down' });
      await request(other.baseUrl).get('/health/live').expect(200);
      // The first instance is unaffected.
      await request(app.baseUrl).get('/health/ready').expect(200);
    } finally {
      await other.close();
    }
  });
});

describe('metrics (Prometheus text, METRICS_TOKEN)', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;

  beforeAll(async () => {
    app = shared;
    [alice, bob] = [await registerUser(app), await registerUser(app)];
  });

  const scrape = async (): Promise<string> =>
    (await request(app.baseUrl).get('/metrics').set('authorization', `Bearer ${METRICS_TOKEN}`).expect(200)).text;

  it('needs the token, and is not served without one configured', async () => {
    const missing = await request(app.baseUrl).get('/metrics').expect(401);
    expect(missing.body.code).toBe('UNAUTHENTICATED');
    await request(app.baseUrl).get('/metrics').set('authorization', `Bearer ${METRICS_TOKEN}x`).expect(401);
    const without = await startTestApp({ database: app.database, jwt: { secret: app.config.jwt.secret } });
    try {
      await request(without.baseUrl).get('/metrics').set('authorization', `Bearer ${METRICS_TOKEN}`).expect(404);
    } finally {
      await without.close();
    }
  });

  it('counts committed moves, their latency, batch sizes and errors by code', async () => {
    const before = await scrape();
    const matchId = await startMatch(app, [alice, bob]);
    let version = 0;
    for (let i = 0; i < 3; i++) {
      const toAct = await Promise.all(
        [alice, bob].map(async (p) => ({ p, moves: await legalMovesOf(app, p.token, matchId) })),
      );
      const mover = toAct.find((entry) => entry.moves.length > 0);
      if (!mover) break;
      const answer = await sendMove(app, mover.p.token, matchId, mover.moves[0], version);
      expect(answer.errors).toBeUndefined();
      version++;
    }
    const stale = await gql(
      app,
      'mutation($m: ID!) { playCard(matchId: $m, card: "goblins:1", expectedVersion: 999) { version } }',
      { token: alice.token, variables: { m: matchId } },
    );
    expect(stale.errors?.[0]?.extensions?.code).toBe('VERSION_CONFLICT');

    const after = await scrape();
    // Matches start by an append too; at least the three moves here were committed by this process.
    expect(
      sample(after, 'claim_moves_committed_total') - sample(before, 'claim_moves_committed_total'),
    ).toBeGreaterThanOrEqual(version);
    const okMoves = (text: string): number => sample(text, 'claim_move_duration_seconds_count', '{outcome="ok"}');
    expect(okMoves(after) - okMoves(before)).toBe(version);
    const rejected = (text: string): number =>
      sample(text, 'claim_move_duration_seconds_count', '{outcome="rejected"}');
    expect(rejected(after) - rejected(before)).toBe(1);
    expect(sample(after, 'claim_group_commit_batch_size_count')).toBeGreaterThan(
      sample(before, 'claim_group_commit_batch_size_count'),
    );
    const conflicts = (text: string): number =>
      sample(text, 'claim_errors_total', '{code="VERSION_CONFLICT",transport="graphql"}');
    expect(conflicts(after) - conflicts(before)).toBe(1);
  });

  it('reports connections, the pool, outbox backlogs, sweep lag, readiness and the event loop', async () => {
    const text = await scrape();
    for (const name of [
      'claim_open_connections',
      'claim_open_sse_streams',
      'claim_db_pool_connections{state="total"}',
      'claim_outbox_backlog{channel="webhook"}',
      'claim_outbox_failed{channel="webhook"}',
      'claim_outbox_backlog{channel="email"}',
      'claim_outbox_failed{channel="email"}',
      'claim_outbox_backlog{channel="push"}',
      'claim_outbox_failed{channel="push"}',
      'claim_timeout_sweep_lag_seconds',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(text).toMatch(new RegExp(`^${name.replace(/[{}]/g, '\\$&')} `, 'm'));
    await request(app.baseUrl).get('/health/ready').expect(200);
    expect(sample(await scrape(), 'claim_ready')).toBe(1);
  });
});
