import { promises as fs } from 'fs';
import os from 'os';
import path from 'path';
import { EmbeddedPostgres, generatePassword } from '../../src/database/embedded-postgres';
import { findFreePort } from '../../src/database/free-port';
import { applyMigrations } from '../../src/database/migrator';
import { ADMIN_URL_ENV, databaseUrl, OUTSIDE_URL_ENV, TEMPLATE_DATABASE_ENV, withAdminClient } from './test-cluster';

const CLUSTER_PREFIX = 'claim-test-pg-';
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

export interface TestClusterHandle {
  server: EmbeddedPostgres;
  dataDir: string;
}

declare global {
  // Read back by global-teardown.ts, which runs in the same context.

  var __claimTestCluster: TestClusterHandle | undefined;
}

/** The migrated database every test database is cloned from (test-database.ts). */
const TEMPLATE_DATABASE = 'claim_template';

/**
 * One throwaway PostgreSQL for the whole Jest run; each test file makes its
 * own database in it (test/support/test-database.ts), a copy of one migrated
 * here once: applying the migrations took ~1.5 s per database, a copy ~0.3 s.
 */
export default async function globalSetup(): Promise<void> {
  // A server of the caller's (npm run test:citus: a Citus coordinator): the run's databases are made there instead.
  const outside = process.env[OUTSIDE_URL_ENV];
  if (outside) {
    process.env[ADMIN_URL_ENV] = outside;
    return;
  }
  await sweepAbandonedClusters();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), CLUSTER_PREFIX));
  const server = new EmbeddedPostgres({
    dataDir,
    port: await findFreePort(),
    user: 'claim_test',
    password: generatePassword(),
    durable: false,
    // npm test may run two Jest workers (scripts/test-workers.js), each suite's apps with their pools (up to ~20 connections
    // an app, some suites start three): PostgreSQL's default of 100 is too close.
    settings: { max_connections: '300' },
  });
  try {
    await server.start();
  } catch (error) {
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  globalThis.__claimTestCluster = { server, dataDir };
  process.env[ADMIN_URL_ENV] = server.url('postgres');
  await withAdminClient((client) => client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`));
  // applyMigrations closes its connection: CREATE DATABASE … TEMPLATE needs a template nobody is connected to.
  await applyMigrations(databaseUrl(TEMPLATE_DATABASE));
  process.env[TEMPLATE_DATABASE_ENV] = TEMPLATE_DATABASE;
}

/**
 * An interrupted run (Ctrl-C reaches PostgreSQL too, but Jest then skips the
 * teardown) leaves its cluster directory behind. Remove those that are old
 * and have no live server; a concurrent run's cluster is young or running.
 */
async function sweepAbandonedClusters(): Promise<void> {
  const entries = await fs.readdir(os.tmpdir()).catch(() => [] as string[]);
  for (const name of entries.filter((entry) => entry.startsWith(CLUSTER_PREFIX))) {
    const dir = path.join(os.tmpdir(), name);
    const stat = await fs.stat(dir).catch(() => undefined);
    if (!stat?.isDirectory() || Date.now() - stat.mtimeMs < ABANDONED_AFTER_MS) continue;
    const pid = Number((await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
    if (pid > 0 && isAlive(pid)) continue;
    await fs.rm(dir, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
