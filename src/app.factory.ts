import { INestApplication, LogLevel, Module, ModuleMetadata } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication, NestExpressBodyParserOptionsFor } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import type { CorsOptions } from '@nestjs/common/interfaces/external/cors-options.interface';
import { AppLogging } from './ops/logging';
import type { DestinationStream } from 'pino';
import { AppConfig, CorsSettings, LogLevelName } from './config/app-config';
import { ConnectionRegistry } from './connections/connection-registry';
import { BoundedExpressAdapter } from './connections/bounded-express-adapter';
import { setupOpenApi } from './rest/openapi';
import { securityHeaders } from './web/security-headers';
import { refuseDeepJson } from './common/json-depth';
import { OAUTH_PATH, OAuthServer, oauthHandlers } from './auth/oauth/oauth-server';
import { GRAPHQL_PATH } from './graphql/graphql-options';

export interface CreateAppOptions {
  /** Extra modules beside AppModule (tests add probe resolvers this way). */
  imports?: ModuleMetadata['imports'];
  /** Quieter than LOG_LEVEL: only these levels (the least severe of them caps the log), or none at all. */
  logger?: LogLevel[] | false;
  /** Log lines go here instead of stdout (tests read them). */
  logDestination?: DestinationStream;
}

/** The least severe of Nest's level names, as pino's level: what `logger` lets through. */
function levelCap(levels: LogLevel[] | false | undefined): LogLevelName | null {
  if (levels === undefined) return null;
  if (levels === false) return 'silent';
  const order: LogLevelName[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];
  const named = levels.map((level): LogLevelName => (level === 'log' ? 'info' : level === 'verbose' ? 'trace' : level));
  return order.find((level) => named.includes(level)) ?? 'silent';
}

/** main.ts's whole shutdown must end within this; docker-compose.yml's stop_grace_period is longer. */
export const SHUTDOWN_TIMEOUT_MS = 20_000;

/**
 * Connections the kernel may hold for the server before it accepts them (listen's backlog; Linux caps it at
 * net.core.somaxconn). Node's default, 511, overflowed when a thousand clients connected at once while
 * the event loop was busy: the dropped connection attempts were retried by TCP after 1, 3, 7 and 15 s, which
 * was the benchmark's worst latency (docs/benchmarks-history.md).
 */
export const LISTEN_BACKLOG = 4096;

/** `app.listen` with LISTEN_BACKLOG: Nest hands extra arguments on to Node's `server.listen`, but its types leave the backlog out. */
export function listen(app: INestApplication, port: number, host?: string): Promise<unknown> {
  const listenWith = app.listen.bind(app) as unknown as (
    port: number,
    ...args: (string | number)[]
  ) => Promise<unknown>;
  return host === undefined ? listenWith(port, LISTEN_BACKLOG) : listenWith(port, host, LISTEN_BACKLOG);
}

/** Builds the application without listening; main.ts and tests share it. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<INestApplication> {
  // One registry for the process's connections: graphql-ws, SSE, and the HTTP server's shutdown share it.
  const connections = new ConnectionRegistry(config.connectionLimits);
  const logging = new AppLogging(config, { destination: options.logDestination, atLeast: levelCap(options.logger) });
  @Module({ imports: [AppModule.register(config, connections), ...(options.imports ?? [])] })
  class RootModule {}

  const adapter = new BoundedExpressAdapter(connections.limits, () => connections.endStreams(), [GRAPHQL_PATH]);
  const app = await NestFactory.create<NestExpressApplication>(RootModule, adapter, {
    // pino (LOG_LEVEL, JSON, request ids): src/ops/logging.ts.
    logger: logging.logger,
    // main.ts owns signal handling, so it can stop the database afterwards.
    abortOnError: false,
  });
  // First of all: every request gets its id and its log line, whatever answers it.
  app.use(logging.middleware());
  // JSON bodies nested deeper than any input needs are refused on their raw bytes, before parsing: Nest then
  // skips its own JSON parser (the same one, without the check), for REST and GraphQL alike.
  // Nest's type leaves `verify` out (its rawBody option would replace it; we do not set that option), but
  // hands the options to express.json as they are.
  app.useBodyParser('json', { verify: refuseDeepJson } as unknown as NestExpressBodyParserOptionsFor<'json'>);
  const cors = corsOptions(config.cors);
  if (cors) app.enableCors(cors);
  // req.ip, and so the per-address login limits, read X-Forwarded-For only from trusted proxies (TRUST_PROXY).
  adapter.set('trust proxy', trustProxySetting(config));
  // Before any route (Swagger's are added just below, the others at init), so every answer carries them.
  app.use(securityHeaders());
  setupOpenApi(app);
  // The OAuth 2.0 authorization server (docs/api.md "Authorise an app"): a Koa app of its own, mounted as it is.
  const oauth = oauthHandlers(app.get(OAuthServer));
  app.use(OAUTH_PATH, oauth.mounted);
  app.use('/.well-known/oauth-authorization-server', oauth.metadata);
  return app;
}

/**
 * CORS for the bearer-token API (GraphQL, REST, SSE) and the rest: no credentials mode, since the server reads
 * no cookie, so a cross-origin page can only act with a token it was given (no CSRF). null: CORS off.
 */
export function corsOptions(cors: CorsSettings): CorsOptions | null {
  if (cors.origins === 'none') return null;
  return {
    origin: cors.origins === 'any' ? '*' : [...cors.origins],
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Idempotency-Key',
      'X-Request-Id',
      'Last-Event-ID',
      'Accept',
      'X-Claim-Device',
    ],
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
    maxAge: 600,
  };
}

/** Express takes a mutable list. */
function trustProxySetting(config: AppConfig): boolean | number | string[] {
  const trust = config.trustProxy;
  return typeof trust === 'object' ? [...trust] : trust;
}
