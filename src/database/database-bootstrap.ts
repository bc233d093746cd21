import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'fs';
import path from 'path';
import { Client } from 'pg';
import { EmbeddedPostgres, generatePassword } from './embedded-postgres';
import { findFreePort } from './free-port';
import { distributeTables, hasCitus } from './citus';
import { applyMigrations } from './migrator';

export interface DatabaseBootstrapOptions {
  /** An external database; when unset an embedded cluster is started. */
  databaseUrl: string | undefined;
  /** Parent of the embedded cluster's directory (`<dataDir>/postgres`). */
  dataDir: string;
  /** Tried first for the embedded cluster; any free port otherwise. */
  preferredPort: number;
  log: (message: string) => void;
}

export interface RunningDatabase {
  url: string;
  /** Stops the embedded cluster, if one was started; no-op otherwise. */
  stop(): Promise<void>;
}

const EMBEDDED_DATABASE = 'claim';
const EMBEDDED_SUPERUSER = 'claim';

/**
 * Makes a migrated database available: the one in DATABASE_URL, or an
 * embedded PostgreSQL kept in <dataDir>/postgres across restarts so that
 * `npm start` needs no set-up. Sets process.env.DATABASE_URL for the process
 * either way, so tools started from it (Prisma CLI) find the same database.
 */
export async function bootstrapDatabase(options: DatabaseBootstrapOptions): Promise<RunningDatabase> {
  const running = options.databaseUrl
    ? { url: options.databaseUrl, stop: async () => undefined }
    : await startEmbedded(options);
  try {
    process.env.DATABASE_URL = running.url;
    await applyMigrations(running.url, { log: options.log });
    await distributeIfCitus(running.url, options.log);
    return running;
  } catch (error) {
    await running.stop();
    throw error;
  }
}

/**
 * On a Citus coordinator (the citus extension is installed in the database) the tables are put in the layout of
 * docs/SCALING.md after the migrations, at every start: a no-op once they are there, and a table a new migration
 * created is placed at the next start. On one PostgreSQL nothing happens.
 */
async function distributeIfCitus(url: string, log: (message: string) => void): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const citus = await hasCitus(client).finally(() => client.end());
  if (!citus) return;
  const { placed, foreignKeys, settings } = await distributeTables(url);
  if (placed.length > 0)
    log(`Citus: placed ${placed.length} tables (${foreignKeys} foreign keys dropped and re-added)`);
  if (settings.length > 0) log(`Citus: set ${settings.join(', ')} for the database's new sessions`);
}

async function startEmbedded(options: DatabaseBootstrapOptions): Promise<RunningDatabase> {
  const port = await findFreePort(options.preferredPort);
  const server = new EmbeddedPostgres({
    dataDir: path.join(options.dataDir, 'postgres'),
    port,
    user: EMBEDDED_SUPERUSER,
    password: embeddedPassword(options.dataDir),
    durable: true,
  });
  options.log(`Starting embedded PostgreSQL in ${path.join(options.dataDir, 'postgres')} on port ${port}`);
  await server.start();
  try {
    await createDatabaseIfMissing(server.url('postgres'), EMBEDDED_DATABASE);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url: server.url(EMBEDDED_DATABASE), stop: () => server.stop() };
}

/** The cluster's password outlives the process, like the cluster itself. */
function embeddedPassword(dataDir: string): string {
  const file = path.join(dataDir, 'postgres-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const password = generatePassword();
  writeFileSync(file, password + '\n', { mode: 0o600 });
  return password;
}

export async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
