import fc from 'fast-check';
import { Client } from 'pg';
import { Clock } from '../../src/common/clock';
import { RateLimitRepository } from '../../src/rate-limit/rate-limit.repository';
import { SharedThrottlerStorage, maxLeaseFor } from '../../src/rate-limit/shared-throttler-storage';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase } from '../support/test-database';

/** The wall clock, moved forward by the test instead of sleeping. */
class MovableClock extends Clock {
  offsetMs = 0;

  override now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

/** The real counters, counting the upserts it sends (each one a round trip to PostgreSQL). */
class CountingCounters extends RateLimitRepository {
  upserts = 0;

  override async hit(key: string, windowMs: number, n = 1): ReturnType<RateLimitRepository['hit']> {
    this.upserts++;
    return super.hit(key, windowMs, n);
  }
}

/**
 * An instance's storage reserves runs of places in the shared count (issue 21: one upsert per counted request
 * cost a round trip each) — and the instances together still allow no more than the limit, refusing at most
 * instances × (maxLeaseFor(limit) − 1) hits early (issue 20's shared limits).
 */
describe('shared rate limits, reserved a run of places at a time', () => {
  let database: TestDatabase;
  const counters: CountingCounters[] = [];
  let storages: SharedThrottlerStorage[];
  const clock = new MovableClock();
  let keys = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 3; i++) counters.push(new CountingCounters({ databaseUrl: database.url }));
    storages = counters.map((c) => new SharedThrottlerStorage(c, clock));
  });
  afterAll(async () => {
    for (const c of counters) await c.onModuleDestroy();
    await database.drop();
  });

  const newKey = (): string => `test:${++keys}`;
  const upserts = (): number => counters.reduce((sum, c) => sum + c.upserts, 0);

  it('counts a busy principal with a few upserts, each hit with its own place, refused past the limit', async () => {
    const key = newKey();
    const before = upserts();
    const answers = [];
    for (let i = 0; i < 300; i++) answers.push(await storages[0].increment(key, 60_000, 200));
    expect(answers.map((a) => a.totalHits)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    expect(answers.filter((a) => !a.isBlocked)).toHaveLength(200);
    expect(answers.slice(200).every((a) => a.isBlocked && a.timeToBlockExpire >= 1)).toBe(true);
    // 1 + 2 + 4 + 8 then 12 at a time (maxLeaseFor(200) = 12): 300 hits in 28 upserts, not 300.
    expect(maxLeaseFor(200)).toBe(12);
    expect(upserts() - before).toBe(28);
  });

  it('counts limits below 32 exactly, one upsert per hit, as before', async () => {
    const key = newKey();
    const before = upserts();
    for (let i = 0; i < 20; i++) await storages[i % 2].increment(key, 60_000, 10);
    expect(maxLeaseFor(10)).toBe(1);
    expect(upserts() - before).toBe(20);
  });

  it('gives every concurrent hit of one principal its own place (one upsert for those that wait)', async () => {
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 50 }, () => storages[0].increment(key, 60_000, 1000)));
    expect(answers.map((a) => a.totalHits).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('never allows more than the limit across instances, and refuses at most instances × (lease − 1) early', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 300 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 400 }),
        async (limit, instances) => {
          const key = newKey();
          const answers = [];
          for (const i of instances) answers.push(await storages[i].increment(key, 60_000, limit));
          const allowed = answers.filter((a) => !a.isBlocked).length;
          expect(allowed).toBeLessThanOrEqual(limit);
          const used = new Set(instances).size;
          expect(allowed).toBeGreaterThanOrEqual(Math.min(limit, instances.length) - used * (maxLeaseFor(limit) - 1));
          // Places are never handed out twice, whichever instance hands them out.
          expect(new Set(answers.map((a) => a.totalHits)).size).toBe(answers.length);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('takes a new window once the shared one has ended, dropping what was left of the reservation', async () => {
    const key = newKey();
    for (let i = 0; i < 6; i++) await storages[0].increment(key, 60_000, 100);
    // 1 + 2 + 4 places reserved, 6 used: one is left of the lease.
    expect(upserts()).toBeGreaterThan(0);
    // End the window as time would: in the database (whose clock decides) and on this process's clock.
    const db = new Client({ connectionString: database.url });
    await db.connect();
    try {
      await db.query("UPDATE rate_limit_counters SET window_ends_at = now() - interval '1 second' WHERE key = $1", [
        key,
      ]);
    } finally {
      await db.end();
    }
    clock.offsetMs += 60_000;
    try {
      const next = await storages[0].increment(key, 60_000, 100);
      expect(next.totalHits).toBe(1);
      expect(next.isBlocked).toBe(false);
    } finally {
      clock.offsetMs -= 60_000;
    }
  });
});
