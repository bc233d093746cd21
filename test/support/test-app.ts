import type { INestApplication, ModuleMetadata } from '@nestjs/common';
import { randomBytes } from 'crypto';
import type { DestinationStream } from 'pino';
import type { AddressInfo } from 'net';
import { createApp } from '../../src/app.factory';
import type { AppConfig, ConnectionLimits, Environment, RateLimit, RateLimits } from '../../src/config/app-config';
import { settingsFrom } from '../../src/config/app-config';
import type { TestDatabase } from './test-database';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  database: TestDatabase;
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** e.g. http://127.0.0.1:41234/graphql */
  graphqlUrl: string;
  /** e.g. ws://127.0.0.1:41234/graphql */
  wsUrl: string;
  /** Closes the app, then drops its database. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra modules, e.g. a probe resolver only a test needs. */
  imports?: ModuleMetadata['imports'];
  /** Overrides of the JWT settings (secret defaults to a random one). */
  jwt?: Partial<AppConfig['jwt']>;
  /** Share another app's database (a second server process); it is then left for its owner to drop. */
  database?: TestDatabase;
  /** Rate limits to enforce; unset categories get TEST_RATE_LIMITS, high enough never to get in a test's way. */
  rateLimits?: Partial<RateLimits>;
  /** Failed logins per username; unset: TEST_LOGIN_FAILURE_LIMIT, far above anything a test does. */
  loginFailureLimit?: RateLimit;
  /**
   * Connection time-outs and caps over what `env` gives (the time-outs have no variable: tests shorten them
   * here).
   */
  connectionLimits?: Partial<ConnectionLimits>;
  /** Print the GraphQL schema to this file on start, as the development server does with schema.gql. */
  schemaFile?: string;
  /**
   * Variables for the rest of the configuration (README "Configuration"), read as the server reads its
   * environment: e.g. `{ CLAIM_TIMEOUT_SWEEP: '0' }`. Not the test process's environment.
   */
  env?: Environment;
  /** Log lines go here, at LOG_LEVEL from `env` (default info); unset: only errors, to stdout. */
  logDestination?: DestinationStream;
}

/** Far above anything a test does, so that only tests about rate limits meet one. */
export const TEST_RATE_LIMITS: RateLimits = {
  auth: { limit: 100_000, windowSeconds: 60 },
  guests: { limit: 100_000, windowSeconds: 60 },
  moves: { limit: 100_000, windowSeconds: 60 },
  chat: { limit: 100_000, windowSeconds: 60 },
  api: { limit: 100_000, windowSeconds: 60 },
};

export const TEST_LOGIN_FAILURE_LIMIT: RateLimit = { limit: 100_000, windowSeconds: 60 };

/** The full application on a fresh, migrated database and a random port. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.database;
  const database = shared ?? (await createTestDatabase());
  // Reviews of finished matches (issue 33) are computed only where a test asks for them: every suite that
  // finishes matches would otherwise spend its CPU on them.
  const settings = settingsFrom({ CLAIM_REVIEW_POLL: '0', ...options.env });
  const config: AppConfig = {
    port: 0,
    databaseUrl: database.url,
    jwt: { secret: randomBytes(32).toString('hex'), expiresInSeconds: 3600, ...options.jwt },
    schemaFile: options.schemaFile ?? null,
    ...settings,
    rateLimits: { ...TEST_RATE_LIMITS, ...options.rateLimits },
    loginFailureLimit: options.loginFailureLimit ?? TEST_LOGIN_FAILURE_LIMIT,
    connectionLimits: { ...settings.connectionLimits, ...options.connectionLimits },
  };
  let app: INestApplication | undefined;
  try {
    app = await createApp(
      config,
      options.logDestination
        ? { imports: options.imports, logDestination: options.logDestination }
        : { imports: options.imports, logger: ['error', 'fatal'] },
    );
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    await app?.close();
    if (!shared) await database.drop();
    throw error;
  }
  const { port } = app.getHttpServer().address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = app;
  return {
    app: started,
    config,
    database,
    baseUrl,
    graphqlUrl: `${baseUrl}/graphql`,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    close: async () => {
      await started.close();
      if (!shared) await database.drop();
    },
  };
}
