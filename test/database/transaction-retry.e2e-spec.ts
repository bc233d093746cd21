import { Pool } from 'pg';
import type { AppConfig } from '../../src/config/app-config';
import { PrismaService } from '../../src/database/prisma.service';
import type { Sql } from '../../src/database/sql';
import { sqlTransaction, transaction } from '../../src/database/transaction-retry';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase } from '../support/test-database';

/**
 * The one retrying transaction (src/database/transaction-retry.ts) on real PostgreSQL: two units that lock two rows in
 * opposite orders meet in a real deadlock, which PostgreSQL breaks by cancelling one (40P01, after deadlock_timeout);
 * the cancelled unit runs again, whole, and each unit's work is committed exactly once. Both openers: node-postgres
 * (sqlTransaction, the seeks' post) and Prisma's interactive transaction (transaction, every other caller).
 */
describe('transaction and sqlTransaction on PostgreSQL', () => {
  let database: TestDatabase;
  let pool: Pool;
  let prisma: PrismaService;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    pool = new Pool({ connectionString: database.url, max: 4 });
    prisma = new PrismaService({ databaseUrl: database.url } as AppConfig);
    await pool.query('CREATE TABLE lock_rows (k text PRIMARY KEY)');
    await pool.query("INSERT INTO lock_rows VALUES ('a'), ('b')");
    await pool.query('CREATE TABLE runs (unit text NOT NULL, opener text NOT NULL, UNIQUE (unit, opener))');
  });
  afterAll(async () => {
    await prisma.$disconnect();
    await pool.end();
    await database.drop();
  });

  /** Runs a unit's statements: one opener's way of asking SQL in its transaction. */
  type Open = (work: (query: Sql['query']) => Promise<void>) => Promise<void>;
  const openers: [string, () => Open][] = [
    ['sqlTransaction (node-postgres)', () => (work) => sqlTransaction(pool, (sql) => work(sql.query.bind(sql)))],
    [
      'transaction (Prisma)',
      () => (work) =>
        transaction(prisma, (tx) => work((text, values = []) => tx.$queryRawUnsafe(text, ...values)), {
          timeout: 20_000,
        }),
    ],
  ];

  it.each(openers)('%s: a unit cancelled by a real deadlock runs again and commits once', async (opener, open) => {
    const run = open();
    const attempts = { one: 0, two: 0 };
    // Each unit's first attempt waits, holding its first row, until the other holds its own: then each asks for
    // the other's row, a cycle PostgreSQL must break. Later attempts do not wait (the promises are settled).
    let holdsOne!: () => void;
    let holdsTwo!: () => void;
    const held = { one: new Promise<void>((r) => (holdsOne = r)), two: new Promise<void>((r) => (holdsTwo = r)) };
    const unit = (name: 'one' | 'two', first: string, second: string, holds: () => void, other: Promise<void>) =>
      run(async (query) => {
        attempts[name]++;
        await query('INSERT INTO runs (unit, opener) VALUES ($1, $2) RETURNING 1', [name, opener]);
        await query('SELECT k FROM lock_rows WHERE k = $1 FOR UPDATE', [first]);
        holds();
        await other;
        await query('SELECT k FROM lock_rows WHERE k = $1 FOR UPDATE', [second]);
      });
    await Promise.all([unit('one', 'a', 'b', holdsOne, held.two), unit('two', 'b', 'a', holdsTwo, held.one)]);
    // One of the two was cancelled and ran again; a unit's insert of a cancelled run was rolled back with it (the
    // unique key would have refused the second insert otherwise).
    expect(attempts.one + attempts.two).toBe(3);
    const { rows } = await pool.query<{ unit: string }>('SELECT unit FROM runs WHERE opener = $1 ORDER BY unit', [
      opener,
    ]);
    expect(rows.map((r) => r.unit)).toEqual(['one', 'two']);
  });

  it.each(openers)('%s: any other error is passed on at once, its unit rolled back', async (opener, open) => {
    let attempts = 0;
    const failing = open()(async (query) => {
      attempts++;
      await query('INSERT INTO runs (unit, opener) VALUES ($1, $2) RETURNING 1', ['refused', opener]);
      await query('INSERT INTO lock_rows VALUES ($1) RETURNING 1', ['a']);
    });
    await expect(failing).rejects.toThrow(/duplicate key|lock_rows_pkey|Unique constraint/i);
    expect(attempts).toBe(1);
    const { rows } = await pool.query("SELECT 1 FROM runs WHERE unit = 'refused' AND opener = $1", [opener]);
    expect(rows).toHaveLength(0);
  });
});
