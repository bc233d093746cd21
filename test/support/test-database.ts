import { applyMigrations } from '../../src/database/migrator';
import { databaseUrl, randomName, TEMPLATE_DATABASE_ENV, withAdminClient } from './test-cluster';

export interface TestDatabase {
  name: string;
  url: string;
  /** Drops the database, disconnecting anyone still connected. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Apply prisma/migrations (default true); false gives an empty database. */
  migrate?: boolean;
}

/**
 * A fresh database `test_<random>` in the run's cluster. Migrated, it is a copy of the run's template database
 * (global-setup.ts migrated it once, from the same prisma/migrations): the same tables and the same
 * `_prisma_migrations` rows as applying the migrations here would give.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const name = randomName('test');
  const migrate = options.migrate ?? true;
  const template = migrate ? process.env[TEMPLATE_DATABASE_ENV] : undefined;
  await withAdminClient((client) =>
    client.query(
      `CREATE DATABASE ${client.escapeIdentifier(name)}` +
        (template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : ''),
    ),
  );
  const url = databaseUrl(name);
  if (migrate && !template) await applyMigrations(url);
  return {
    name,
    url,
    drop: async () => {
      await withAdminClient((client) =>
        client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
      );
    },
  };
}
