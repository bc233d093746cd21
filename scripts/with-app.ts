import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'crypto';
import { mkdtempSync, rmSync } from 'fs';
import os from 'os';
import path from 'path';
import { createApp } from '../src/app.factory';
import { settingsFrom } from '../src/config/app-config';
import { EmbeddedPostgres, generatePassword } from '../src/database/embedded-postgres';
import { findFreePort } from '../src/database/free-port';
import { applyMigrations } from '../src/database/migrator';

/**
 * Runs `use` with the application initialised (not listening) under the default settings, then closes it:
 * what the scripts that print the server's contracts (schema.gql, openapi.json) need. The app connects to
 * its database on start, so this starts a throwaway embedded PostgreSQL unless DATABASE_URL names one.
 */
export async function withApp<T>(
  options: { schemaFile: string | null },
  use: (app: INestApplication) => Promise<T> | T,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'claim-print-'));
  let server: EmbeddedPostgres | undefined;
  try {
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      server = new EmbeddedPostgres({
        dataDir,
        port: await findFreePort(),
        user: 'claim_print',
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
        schemaFile: options.schemaFile,
        ...settingsFrom({}),
      },
      { logger: ['error', 'fatal'] },
    );
    try {
      await app.init();
      return await use(app);
    } finally {
      await app.close();
    }
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs a script's main, printing its failure and exiting non-zero. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
