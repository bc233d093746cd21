import { Client } from 'pg';
import { distributeTables } from '../../src/database/citus';
import { applyMigrations } from '../../src/database/migrator';
import { adminUrl, databaseUrl, randomName, TEMPLATE_DATABASE_ENV, withAdminClient } from './test-cluster';

export interface TestDatabase {
  name: string;
  url: string;
  /** Drops the database, disconnecting anyone still connected. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Apply prisma/migrations (default true); false gives an empty database. */
  migrate?: boolean;
  /** On a Citus coordinator: leave the tables local after migrating (default: distribute them as docs/SCALING.md). */
  distribute?: boolean;
}

/** A Citus worker of the run's coordinator, as pg_dist_node names it. */
interface Worker {
  host: string;
  port: number;
}

/**
 * A fresh database `test_<random>` in the run's cluster. Migrated, it is a copy of the run's template database
 * (global-setup.ts migrated it once, from the same prisma/migrations): the same tables and the same
 * `_prisma_migrations` rows as applying the migrations here would give.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const name = randomName('test');
  const workers = await citusWorkers();
  const migrate = options.migrate ?? true;
  // On a Citus coordinator each database is made, joined and distributed afresh (no template there).
  const template = migrate && !workers ? process.env[TEMPLATE_DATABASE_ENV] : undefined;
  await withAdminClient((client) =>
    client.query(
      `CREATE DATABASE ${client.escapeIdentifier(name)}` +
        (template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : ''),
    ),
  );
  const url = databaseUrl(name);
  if (workers) await joinCitus(name, url, workers);
  if (migrate && !template) {
    await applyMigrations(url);
    if (workers && (options.distribute ?? true)) await distributeTables(url);
  }
  return {
    name,
    url,
    drop: async () => {
      for (const worker of workers ?? []) await onNode(worker, 'postgres', (c) => dropDatabase(c, name));
      await withAdminClient((client) => dropDatabase(client, name));
    },
  };
}

/**
 * Drops the database, ending its sessions (FORCE). On a Citus worker a session can start on the database while FORCE
 * ends the others (the coordinator's maintenance daemon recovering transactions connects to each worker's database):
 * the drop then fails with object_in_use, "There is 1 other session using the database" (seen in test:citus on
 * 2026-12-06), and is asked again, at most DROP_ATTEMPTS times.
 */
async function dropDatabase(client: Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
      return;
    } catch (error) {
      if (attempt >= DROP_ATTEMPTS || (error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

const DROP_ATTEMPTS = 10;

/** The workers when the run's server is a Citus coordinator (CLAIM_TEST_DATABASE_URL), otherwise null. */
async function citusWorkers(): Promise<Worker[] | null> {
  return withAdminClient(async (client) => {
    const { rowCount } = await client.query("SELECT 1 FROM pg_extension WHERE extname = 'citus'");
    if (!rowCount) return null;
    const { rows } = await client.query<{ host: string; port: number }>(
      "SELECT nodename AS host, nodeport AS port FROM pg_dist_node WHERE groupid <> 0 AND noderole = 'primary' ORDER BY nodeport",
    );
    return rows;
  });
}

/** The new database on every worker, with the extension, and the workers added to its coordinator. */
async function joinCitus(name: string, url: string, workers: Worker[]): Promise<void> {
  for (const worker of workers)
    await onNode(worker, 'postgres', async (client) => {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
    });
  for (const worker of workers) await onNode(worker, name, (client) => client.query('CREATE EXTENSION citus'));
  const coordinator = new URL(adminUrl());
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION citus');
    // 4 shards per table instead of 32: a test database holds a few matches, and each shard is a table on a worker.
    await client.query(`ALTER DATABASE ${client.escapeIdentifier(name)} SET citus.shard_count = 4`);
    await client.query('SELECT citus_set_coordinator_host($1, $2::int)', [
      coordinator.hostname,
      Number(coordinator.port),
    ]);
    // One database at a time: two coordinators adding the same worker at once both create the role there, and
    // one fails ("tuple concurrently updated", a test:citus run's set-up failed so). The lock is taken in the
    // cluster's admin database, which every test process shares (advisory locks are per database).
    await withAdminClient(async (admin) => {
      await admin.query("SELECT pg_advisory_lock(hashtext('claim-test-citus-add-node'))");
      for (const worker of workers)
        await client.query('SELECT citus_add_node($1, $2::int)', [worker.host, worker.port]);
    });
  } finally {
    await client.end();
  }
}

async function onNode<T>(worker: Worker, database: string, work: (client: Client) => Promise<T>): Promise<T> {
  const url = new URL(adminUrl());
  url.hostname = worker.host;
  url.port = String(worker.port);
  url.pathname = `/${database}`;
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
