import { promises as fs } from 'fs';
import os from 'os';
import path from 'path';
import { EmbeddedPostgres, generatePassword } from '../../src/database/embedded-postgres';
import { findFreePort } from '../../src/database/free-port';
import { ADMIN_URL_ENV } from './test-cluster';

export interface TestClusterHandle {
  server: EmbeddedPostgres;
  dataDir: string;
}

declare global {
  // Read back by global-teardown.ts, which runs in the same context.
  // eslint-disable-next-line no-var
  var __claimTestCluster: TestClusterHandle | undefined;
}

/**
 * One throwaway PostgreSQL for the whole Jest run; each test file makes its
 * own database in it (test/support/test-database.ts).
 */
export default async function globalSetup(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'claim-test-pg-'));
  const server = new EmbeddedPostgres({
    dataDir,
    port: await findFreePort(),
    user: 'claim_test',
    password: generatePassword(),
    durable: false,
  });
  try {
    await server.start();
  } catch (error) {
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  globalThis.__claimTestCluster = { server, dataDir };
  process.env[ADMIN_URL_ENV] = server.url('postgres');
}
