import { createHash, randomUUID } from 'crypto';
import { existsSync, readdirSync, readFileSync } from 'fs';
import path from 'path';
import { Client } from 'pg';
import { MIGRATIONS_DIR } from '../config/paths';

/**
 * Applies prisma/migrations/<name>/migration.sql files the way
 * `prisma migrate deploy` would, without Prisma's schema engine (a native
 * binary that cannot be downloaded everywhere we run).
 *
 * It keeps Prisma's bookkeeping exactly: the `_prisma_migrations` table with
 * Prisma's columns, one row per migration whose checksum is the sha256 hex of
 * the file, and Prisma's advisory lock, so either tool can take over from the
 * other on the same database.
 *
 * Unlike Prisma, each migration runs inside one transaction together with its
 * bookkeeping row: it is applied completely or not at all. Migrations must
 * therefore avoid statements that cannot run in a transaction (such as
 * CREATE INDEX CONCURRENTLY).
 */
export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationRunOptions {
  migrationsDir?: string;
  log?: (message: string) => void;
}

/** The key `prisma migrate` locks, so the two never run at the same time. */
const PRISMA_MIGRATE_LOCK = 72707369;

// Prisma's own definition of the table, column for column.
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql, 'utf8').digest('hex');
}

/** Migrations on disk, oldest first (names start with a timestamp). */
export function readMigrations(migrationsDir: string = MIGRATIONS_DIR): MigrationFile[] {
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(migrationsDir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: checksumOf(sql) };
    });
}

/** Applies pending migrations; returns the names of those it applied. */
export async function applyMigrations(databaseUrl: string, options: MigrationRunOptions = {}): Promise<string[]> {
  const migrations = readMigrations(options.migrationsDir);
  const log = options.log ?? (() => undefined);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATE_LOCK]);
    await client.query(CREATE_MIGRATIONS_TABLE);
    const { rows } = await client.query<MigrationRow>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"',
    );
    const live = rows.filter((row) => row.rolled_back_at === null);

    const failed = live.find((row) => row.finished_at === null);
    if (failed) {
      // Same stance as Prisma (error P3009): a human must look first.
      throw new Error(
        `Migration ${failed.migration_name} failed earlier and was not rolled back; ` +
          'repair the database and mark it with `prisma migrate resolve`.',
      );
    }

    const applied = new Map(live.map((row) => [row.migration_name, row.checksum]));
    const appliedNow: string[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          log(`Migration ${migration.name} was edited after it was applied (checksum differs).`);
        }
        continue;
      }
      await applyOne(client, migration);
      log(`Applied migration ${migration.name}`);
      appliedNow.push(migration.name);
    }
    return appliedNow;
  } finally {
    // Ending the session releases the advisory lock as well.
    await client.end();
  }
}

async function applyOne(client: Client, migration: MigrationFile): Promise<void> {
  const id = randomUUID();
  await client.query('BEGIN');
  try {
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), 0)`,
      [id, migration.checksum, migration.name],
    );
    // No parameters: pg sends it as a simple query, which may hold many statements.
    await client.query(migration.sql);
    await client.query(
      `UPDATE "_prisma_migrations" SET finished_at = clock_timestamp(), applied_steps_count = 1 WHERE id = $1`,
      [id],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${migration.name} failed and was rolled back: ${reason}`, { cause: error });
  }
}
