import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { SHUTDOWN_TIMEOUT_MS, createApp, listen } from './app.factory';
import type { MetricsSettings } from './config/app-config';
import { ConfigError, loadEnvironmentConfig } from './config/app-config';
import { bootstrapDatabase } from './database/database-bootstrap';
import { GRAPHQL_PATH } from './graphql/graphql-options';
import { AppLogging } from './ops/logging';
import { OpsService } from './ops/ops.service';

/**
 * `/metrics` (and the health endpoints) on their own port, without a token: for a Prometheus that reaches the
 * server over a private network the public one cannot (METRICS_PORT, METRICS_HOST).
 */
async function serveMetrics(ops: OpsService, settings: MetricsSettings, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const answer =
      path === '/metrics'
        ? ops.metrics().then(({ contentType, text }) => ({ status: 200, type: contentType, body: text }))
        : path === '/health/ready' || path === '/health/live'
          ? (path === '/health/ready' ? ops.readiness() : ops.live()).then((health) => ({
              status: health.status,
              type: 'application/json',
              body: JSON.stringify(health.body),
            }))
          : Promise.resolve({ status: 404, type: 'text/plain', body: 'not found' });
    answer
      .catch(() => ({ status: 500, type: 'text/plain', body: 'metrics unavailable' }))
      .then(({ status, type, body }) => res.writeHead(status, { 'content-type': type }).end(body))
      .catch(() => res.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, settings.host, () => resolve());
  });
  return server;
}

async function main(): Promise<void> {
  const { databaseUrl, dataDir, embeddedPostgresPort, ...settings } = loadEnvironmentConfig();
  // The same JSON lines (or pretty ones in a terminal) before the application exists as after.
  Logger.overrideLogger(new AppLogging(settings).logger);
  const logger = new Logger('Main');
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
  const ops = app.get(OpsService);
  const metricsPort = settings.metrics.port;
  const metricsServer = metricsPort === null ? null : await serveMetrics(ops, settings.metrics, metricsPort);
  if (metricsServer) logger.log(`Metrics at http://${settings.metrics.host}:${metricsPort}/metrics`);

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
    // Not ready from now on: a load balancer polling /health/ready stops sending new requests.
    ops.stopping();
    metricsServer?.close();
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
