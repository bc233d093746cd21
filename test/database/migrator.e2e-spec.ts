import { createHash } from 'crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import os from 'os';
import path from 'path';
import { Client } from 'pg';
import { MIGRATIONS_DIR } from '../../src/config/paths';
import { applyMigrations, readMigrations } from '../../src/database/migrator';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase } from '../support/test-database';

interface MigrationRow {
  id: string;
  checksum: string;
  finished_at: Date | null;
  migration_name: string;
  logs: string | null;
  rolled_back_at: Date | null;
  started_at: Date;
  applied_steps_count: number;
}

async function query<T extends object>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('migrator', () => {
  const databases: TestDatabase[] = [];
  const emptyDatabase = async (): Promise<TestDatabase> => {
    const database = await createTestDatabase({ migrate: false });
    databases.push(database);
    return database;
  };

  afterAll(async () => {
    await Promise.all(databases.map((database) => database.drop()));
  });

  it('reads every migration folder in order, with the sha256 of its file as checksum', () => {
    const migrations = readMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    expect(migrations.map((m) => m.name)).toEqual([...migrations.map((m) => m.name)].sort());
    for (const migration of migrations) {
      const bytes = readFileSync(path.join(MIGRATIONS_DIR, migration.name, 'migration.sql'));
      expect(migration.checksum).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('applies everything once, records it as Prisma does, and applies nothing the second time', async () => {
    const database = await emptyDatabase();
    const names = readMigrations().map((m) => m.name);

    expect(await applyMigrations(database.url)).toEqual(names);
    expect(await applyMigrations(database.url)).toEqual([]);

    const rows = await query<MigrationRow>(database.url, 'SELECT * FROM "_prisma_migrations" ORDER BY migration_name');
    expect(rows.map((r) => r.migration_name)).toEqual(names);
    for (const [index, row] of rows.entries()) {
      expect(row.checksum).toBe(readMigrations()[index]?.checksum);
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.finished_at!.getTime()).toBeGreaterThanOrEqual(row.started_at.getTime());
      expect(row.rolled_back_at).toBeNull();
      expect(row.logs).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it("creates _prisma_migrations with Prisma's exact columns", async () => {
    const database = await emptyDatabase();
    await applyMigrations(database.url);
    const columns = await query<{
      column_name: string;
      data_type: string;
      is_nullable: string;
      character_maximum_length: number | null;
    }>(
      database.url,
      `SELECT column_name, data_type, is_nullable, character_maximum_length FROM information_schema.columns
       WHERE table_name = '_prisma_migrations' ORDER BY ordinal_position`,
    );
    expect(columns.map((c) => [c.column_name, c.data_type, c.is_nullable, c.character_maximum_length])).toEqual([
      ['id', 'character varying', 'NO', 36],
      ['checksum', 'character varying', 'NO', 64],
      ['finished_at', 'timestamp with time zone', 'YES', null],
      ['migration_name', 'character varying', 'NO', 255],
      ['logs', 'text', 'YES', null],
      ['rolled_back_at', 'timestamp with time zone', 'YES', null],
      ['started_at', 'timestamp with time zone', 'NO', null],
      ['applied_steps_count', 'integer', 'NO', null],
    ]);
  });

  it('lets concurrent starts apply each migration exactly once', async () => {
    const database = await emptyDatabase();
    const results = await Promise.all([
      applyMigrations(database.url),
      applyMigrations(database.url),
      applyMigrations(database.url),
    ]);
    expect(results.flat().sort()).toEqual(readMigrations().map((m) => m.name));
    const rows = await query<{ count: string }>(database.url, 'SELECT count(*) FROM "_prisma_migrations"');
    expect(Number(rows[0]?.count)).toBe(readMigrations().length);
  });

  describe('with a migration that fails halfway', () => {
    let dir: string;

    beforeAll(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'claim-migrations-'));
      const write = (name: string, sql: string): void => {
        mkdirSync(path.join(dir, name));
        writeFileSync(path.join(dir, name, 'migration.sql'), sql);
      };
      write('20260101000000_good', 'CREATE TABLE "good" ("id" INTEGER PRIMARY KEY);');
      write('20260102000000_bad', 'CREATE TABLE "half_done" ("id" INTEGER);\nSELECT * FROM "no_such_table";');
    });

    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('rolls the failed one back completely and keeps the ones before it', async () => {
      const database = await emptyDatabase();
      await expect(applyMigrations(database.url, { migrationsDir: dir })).rejects.toThrow(
        /20260102000000_bad failed and was rolled back/,
      );

      const tables = await query<{ table_name: string }>(
        database.url,
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
      );
      expect(tables.map((t) => t.table_name)).toEqual(['_prisma_migrations', 'good']);
      const rows = await query<{ migration_name: string }>(
        database.url,
        'SELECT migration_name FROM "_prisma_migrations"',
      );
      expect(rows.map((r) => r.migration_name)).toEqual(['20260101000000_good']);
    });

    it('refuses to run past a failure Prisma recorded (finished_at null), as prisma migrate deploy does', async () => {
      const database = await emptyDatabase();
      await applyMigrations(database.url, { migrationsDir: dir }).catch(() => undefined);
      await query(
        database.url,
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count)
         VALUES ('00000000-0000-4000-8000-000000000000', 'x', '20260102000000_bad', now(), 0)`,
      );
      await expect(applyMigrations(database.url, { migrationsDir: dir })).rejects.toThrow(
        /failed earlier and was not rolled back/,
      );
    });
  });
});
