import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp, listen } from './app.factory';
import { ConfigError, loadEnvironmentConfig } from './config/app-config';
import { bootstrapDatabase } from './database/database-bootstrap';
import { GRAPHQL_PATH } from './graphql/graphql-options';

const SHUTDOWN_TIMEOUT_MS = 20_000;

async function main(): Promise<void> {
  const logger = new Logger('Main');
  const { databaseUrl, dataDir, embeddedPostgresPort, ...settings } = loadEnvironmentConfig();
  const database = await bootstrapDatabase({
    databaseUrl,
    dataDir,
    preferredPort: embeddedPostgresPort,
    log: (message) => logger.log(message),
  });

  const app = await createApp({ ...settings, databaseUrl: database.url }).catch(async (error: unknown) => {
    await database.stop();
    throw error;
  });
  try {
    await listen(app, settings.port);
  } catch (error) {
    await app.close();
    await database.stop();
    throw error;
  }
  logger.log(`GraphQL ready at http://localhost:${settings.port}${GRAPHQL_PATH}`);

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received, shutting down`);
    // A hung close must not keep the process (and the database) alive forever.
    setTimeout(() => {
      logger.error('Shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    // The app first: it closes connections and its database pool, then the
    // database itself can stop.
    await app.close();
    await database.stop();
    logger.log('Stopped');
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(
      signal,
      (received) =>
        void shutdown(received).catch((error: unknown) => {
          logger.error(error);
          process.exit(1);
        }),
    );
  }
}

main().catch((error: unknown) => {
  // A bad configuration is the operator's to fix: its message says what, a stack trace would only hide it.
  const report =
    error instanceof ConfigError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  new Logger('Main').fatal(report);
  process.exit(1);
});
