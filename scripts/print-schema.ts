/**
 * npm run schema:print — writes schema.gql from the code, exactly as the
 * development server does on start (Nest's code-first printer, sorted), so
 * that test/api/graphql-schema.e2e-spec.ts passes again after a schema change.
 * Starts a throwaway embedded PostgreSQL (the app connects on start) unless
 * DATABASE_URL names a database to use.
 */
import 'reflect-metadata';
import { randomBytes } from 'crypto';
import { mkdtempSync, rmSync } from 'fs';
import os from 'os';
import path from 'path';
import { createApp } from '../src/app.factory';
import { settingsFrom } from '../src/config/app-config';
import { projectRoot } from '../src/config/paths';
import { EmbeddedPostgres, generatePassword } from '../src/database/embedded-postgres';
import { findFreePort } from '../src/database/free-port';
import { applyMigrations } from '../src/database/migrator';

export const SCHEMA_FILE = path.join(projectRoot(), 'schema.gql');

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'claim-schema-'));
  let server: EmbeddedPostgres | undefined;
  try {
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      server = new EmbeddedPostgres({
        dataDir,
        port: await findFreePort(),
        user: 'claim_schema',
        password: generatePassword(),
        durable: false,
      });
      await server.start();
      databaseUrl = server.url('postgres');
    }
    await applyMigrations(databaseUrl);
    const app = await createApp(
      {
        port: 0,
        databaseUrl,
        jwt: { secret: randomBytes(32).toString('hex'), expiresInSeconds: 60 },
        schemaFile: SCHEMA_FILE,
        ...settingsFrom({}),
      },
      { logger: ['error', 'fatal'] },
    );
    await app.init();
    await app.close();
    console.log(`Wrote ${path.relative(process.cwd(), SCHEMA_FILE) || SCHEMA_FILE}`);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
