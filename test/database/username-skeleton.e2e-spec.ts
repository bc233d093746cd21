import { readFileSync } from 'fs';
import path from 'path';
import { Client as PgClient } from 'pg';
import { usernameSkeleton } from '../../src/users/username';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase } from '../support/test-database';

/** The migration computed existing users' skeletons in SQL: it must be usernameSkeleton exactly. */
describe('the username skeleton migration', () => {
  let database: TestDatabase;
  let db: PgClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = new PgClient({ connectionString: database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await database.drop();
  });

  it('computes what usernameSkeleton computes', async () => {
    const sql = readFileSync(
      path.join(__dirname, '../../prisma/migrations/20261201120000_abuse_username_skeleton/migration.sql'),
      'utf8',
    );
    const expression = /SET "username_skeleton" = (.+);/.exec(sql)![1].replace('"username"', '$1::text');
    for (const name of ['alice', 'a1ice', 'modern', 'rrnvvv', 'b0b-x_1i', 'player123x10', 'vvvv', 'rnrn']) {
      const { rows } = await db.query<{ s: string }>(`SELECT ${expression} AS s`, [name]);
      expect([name, rows[0].s]).toEqual([name, usernameSkeleton(name)]);
    }
  });
});
