/**
 * The cost of one counted request under the shared rate limits (issue 20): the PostgreSQL upsert of
 * SharedThrottlerStorage against @nestjs/throttler's in-memory storage it replaced, at limits below and above
 * the one (32) from which a process reserves runs of places instead of one upsert per hit (issue 21).
 * Run: node -r @swc-node/register bench/rate-limit.bench.ts   (BENCH_HITS, default 3000)
 * Uses DATABASE_URL, or an embedded PostgreSQL in a temporary directory. Prints µs per hit: one at a time
 * (the latency each request pays) and 16 at once (what the database sustains).
 */
import { ThrottlerStorageService } from '@nestjs/throttler';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Clock } from '../src/common/clock';
import { loadEnvironmentConfig } from '../src/config/app-config';
import { bootstrapDatabase } from '../src/database/database-bootstrap';
import { RateLimitRepository } from '../src/rate-limit/rate-limit.repository';
import { SharedThrottlerStorage } from '../src/rate-limit/shared-throttler-storage';

const HITS = Number(process.env.BENCH_HITS ?? 3000);
const KEYS = 200;

type Increment = (key: string) => Promise<unknown>;

async function measure(name: string, increment: Increment): Promise<void> {
  for (let i = 0; i < 200; i++) await increment(`warm:${i % KEYS}`);
  let began = process.hrtime.bigint();
  for (let i = 0; i < HITS; i++) await increment(`api:user:${i % KEYS}`);
  const serial = Number(process.hrtime.bigint() - began) / 1000 / HITS;
  began = process.hrtime.bigint();
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < HITS) await increment(`moves:user:${next++ % KEYS}`);
    }),
  );
  const parallel = Number(process.hrtime.bigint() - began) / 1000 / HITS;
  console.log(
    `${name.padEnd(28)} ${serial.toFixed(1).padStart(8)} µs/hit one at a time  ${parallel.toFixed(1).padStart(8)} µs/hit 16 at once`,
  );
}

async function main(): Promise<void> {
  const env = loadEnvironmentConfig();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'claim-bench-'));
  // The embedded PostgreSQL may run as another user (when started as root): let it in.
  chmodSync(dataDir, 0o755);
  const database = await bootstrapDatabase({
    databaseUrl: env.databaseUrl,
    dataDir,
    preferredPort: env.embeddedPostgresPort,
    log: () => undefined,
  });
  try {
    const memory = new ThrottlerStorageService();
    await measure('in memory (before)', (key) => memory.increment(key, 60_000, 1_000_000, 60_000, 'api'));
    memory.onApplicationShutdown();
    const counters = new RateLimitRepository({ databaseUrl: database.url });
    // Below 32 every hit is one upsert (the counts are exact); from there a process reserves runs of places.
    for (const limit of [20, 120, 600, 1_000_000]) {
      const shared = new SharedThrottlerStorage(counters, new Clock());
      await measure(`PostgreSQL, shared, limit ${limit}`, (key) => shared.increment(`${limit}:${key}`, 60_000, limit));
    }
    await counters.onModuleDestroy();
  } finally {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
