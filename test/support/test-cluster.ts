import { randomBytes } from 'crypto';
import { Client } from 'pg';

/**
 * Shared between global-setup (which starts the cluster) and test files
 * (which only need its address): the admin URL travels through this
 * environment variable into Jest's workers.
 */
export const ADMIN_URL_ENV = 'CLAIM_TEST_POSTGRES_ADMIN_URL';

/**
 * The cluster's migrated template database (global-setup migrates it once per run): test-database.ts clones it
 * with CREATE DATABASE … TEMPLATE instead of applying every migration again for each test file.
 */
export const TEMPLATE_DATABASE_ENV = 'CLAIM_TEST_POSTGRES_TEMPLATE';

/**
 * Set by the caller (scripts/test-citus.sh): the admin URL of a PostgreSQL server to make the run's databases on,
 * instead of the embedded one global-setup starts. On a Citus coordinator each database also gets the citus
 * extension, the workers, and the layout of docs/SCALING.md (test/support/test-database.ts).
 */
export const OUTSIDE_URL_ENV = 'CLAIM_TEST_DATABASE_URL';

export function adminUrl(): string {
  const url = process.env[ADMIN_URL_ENV];
  if (!url) throw new Error(`${ADMIN_URL_ENV} is unset: is test/support/global-setup.ts configured in jest.config.js?`);
  return url;
}

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function randomName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}
