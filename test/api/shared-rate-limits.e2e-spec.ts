import { Client } from 'pg';
import type { RegisteredUser } from '../support/graphql-http';
import { registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { rest } from './api-support';

/**
 * Two server instances on one database enforce one limit together (issue 20): the counters live in
 * PostgreSQL, not in each process.
 */
describe('rate limits shared by instances (PostgreSQL counters)', () => {
  let first: TestApp;
  let second: TestApp;
  let alice: RegisteredUser;

  beforeAll(async () => {
    const limits = { api: { limit: 6, windowSeconds: 60 }, auth: { limit: 4, windowSeconds: 60 } };
    first = await startTestApp({ rateLimits: limits });
    // The same JWT secret, as instances behind one load balancer have.
    second = await startTestApp({
      rateLimits: limits,
      database: first.database,
      jwt: { secret: first.config.jwt.secret },
    });
    alice = await registerUser(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('allows the limit across both instances, not twice it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? first : second;
      statuses.push((await rest(app, alice.token).get('/api/matches')).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(6);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429]);
    // Refused on either instance, with the same time to wait.
    const [a, b] = [
      await rest(first, alice.token).get('/api/matches'),
      await rest(second, alice.token).get('/api/matches'),
    ];
    expect([a.status, b.status]).toEqual([429, 429]);
    expect(Math.abs(Number(a.headers['retry-after']) - Number(b.headers['retry-after']))).toBeLessThanOrEqual(1);
  });

  it('counts requests sent to both at once exactly (one upsert per request, no lost update)', async () => {
    const bob = await registerUser(second);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => rest(i % 2 === 0 ? first : second, bob.token).get('/api/matches')),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(6);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(10);
  });

  it('starts a new window once the old one has ended, whichever instance counts it', async () => {
    const carol = await registerUser(first);
    for (let i = 0; i < 6; i++) await rest(first, carol.token).get('/api/matches').expect(200);
    await rest(second, carol.token).get('/api/matches').expect(429);
    // End carol's window as time would (the database's clock decides; the test moves the row instead of waiting).
    const db = new Client({ connectionString: first.database.url });
    await db.connect();
    try {
      const moved = await db.query(
        "UPDATE rate_limit_counters SET window_ends_at = now() - interval '1 second' WHERE key LIKE $1",
        [`%user:${carol.id}`],
      );
      expect(moved.rowCount).toBe(1);
    } finally {
      await db.end();
    }
    await rest(second, carol.token).get('/api/matches').expect(200);
  });
});
