import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'fs';
import os from 'os';
import path from 'path';
import { Client } from 'pg';
import { bootstrapDatabase } from '../../src/database/database-bootstrap';
import { readMigrations } from '../../src/database/migrator';
import { databaseUrl } from '../support/test-cluster';
import { createTestDatabase } from '../support/test-database';

async function scalar(url: string, sql: string): Promise<unknown> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ value: unknown }>(sql);
    return rows[0]?.value;
  } finally {
    await client.end();
  }
}

describe('bootstrapDatabase', () => {
  const previousUrl = process.env.DATABASE_URL;
  afterEach(() => {
    process.env.DATABASE_URL = previousUrl;
  });

  describe('without DATABASE_URL (embedded PostgreSQL)', () => {
    let dataDir: string;
    beforeAll(() => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'claim-bootstrap-'));
      // Like ./.data: PostgreSQL's unprivileged user (when we are root) must pass through.
      chmodSync(dataDir, 0o755);
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('initialises a cluster once, keeps its data across restarts, and migrates it', async () => {
      const log = jest.fn<void, [string]>();
      const first = await bootstrapDatabase({ databaseUrl: undefined, dataDir, preferredPort: 0, log });
      try {
        expect(process.env.DATABASE_URL).toBe(first.url);
        await scalar(
          first.url,
          `INSERT INTO users (username, password_hash) VALUES ('kept', 'x') RETURNING 1 AS value`,
        );
      } finally {
        await first.stop();
      }
      const version = readFileSync(path.join(dataDir, 'postgres', 'PG_VERSION'), 'utf8');

      const second = await bootstrapDatabase({ databaseUrl: undefined, dataDir, preferredPort: 0, log });
      try {
        expect(await scalar(second.url, `SELECT username AS value FROM users`)).toBe('kept');
        expect(Number(await scalar(second.url, 'SELECT count(*) AS value FROM "_prisma_migrations"'))).toBe(
          readMigrations().length,
        );
        expect(readFileSync(path.join(dataDir, 'postgres', 'PG_VERSION'), 'utf8')).toBe(version);
      } finally {
        await second.stop();
      }
      const applied = log.mock.calls.filter(([message]) => message.startsWith('Applied migration'));
      expect(applied).toHaveLength(readMigrations().length);
    }, 120_000); // two cluster starts and an initdb, possibly with the binaries copied (see embedded-postgres.ts)
  });

  describe('with DATABASE_URL', () => {
    it('uses that database, migrates it, and has nothing to stop', async () => {
      const database = await createTestDatabase({ migrate: false });
      try {
        const running = await bootstrapDatabase({
          databaseUrl: database.url,
          dataDir: '/nonexistent',
          preferredPort: 0,
          log: () => undefined,
        });
        expect(running.url).toBe(databaseUrl(database.name));
        expect(Number(await scalar(running.url, 'SELECT count(*) AS value FROM "_prisma_migrations"'))).toBe(
          readMigrations().length,
        );
        await running.stop();
        expect(await scalar(running.url, 'SELECT 1 AS value')).toBe(1);
      } finally {
        await database.drop();
      }
    });
  });
});
