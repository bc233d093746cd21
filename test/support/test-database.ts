import { applyMigrations } from '../../src/database/migrator';
import { databaseUrl, randomName, withAdminClient } from './test-cluster';

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

/** A fresh database `test_<random>` in the run's cluster. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const name = randomName('test');
  await withAdminClient((client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`));
  const url = databaseUrl(name);
  if (options.migrate ?? true) await applyMigrations(url);
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
