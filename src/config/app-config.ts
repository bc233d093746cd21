import { randomBytes } from 'crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'fs';
import path from 'path';
import proxyAddr from 'proxy-addr';
import { projectRoot } from './paths';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Everything the Nest application needs; built once at start-up. */
export interface AppConfig {
  /** HTTP port; 0 lets the OS choose (tests). */
  port: number;
  databaseUrl: string;
  jwt: {
    secret: string;
    expiresInSeconds: number;
  };
  /**
   * Where the code-first GraphQL schema is printed, or null to keep it in
   * memory (parallel test workers would otherwise race on one file).
   */
  schemaFile: string | null;
  /** Requests allowed per window, by category (src/rate-limit); unset means DEFAULT_RATE_LIMITS. */
  rateLimits?: RateLimits;
  /** Failed logins allowed per username per window, from any address; unset means DEFAULT_LOGIN_FAILURE_LIMIT. */
  loginFailureLimit?: RateLimit;
  /** Which proxies' X-Forwarded-For to believe (src/common/client-address.ts); unset means none. */
  trustProxy?: TrustProxy;
  /** Caps on open connections and streams (src/connections); unset fields take DEFAULT_CONNECTION_LIMITS. */
  connectionLimits?: Partial<ConnectionLimits>;
}

/**
 * Express's `trust proxy`: false (the default: the peer's address is the client's), true (believe every
 * X-Forwarded-For: only behind a proxy that overwrites it), a number of proxy hops, or addresses and
 * subnets of trusted proxies (also `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = boolean | number | readonly string[];

/** How many connections and streams one address or one account may hold open (docs/api.md, RELIABILITY.md). */
export interface ConnectionLimits {
  /** graphql-ws connections plus SSE streams from one client address. */
  perAddress: number;
  /** graphql-ws connections plus SSE streams of one account (sessions and tokens together). */
  perUser: number;
  /** A graphql-ws connection must send connection_init within this (else closed with 4408). */
  connectionInitTimeoutMs: number;
  /** A graphql-ws connection without a valid credential is closed (4401) after this: enough to log in. */
  anonymousLifetimeMs: number;
  /** An HTTP request's headers must have arrived within this (Node's headersTimeout; else 408). */
  headersTimeoutMs: number;
  /** An HTTP request, body included, must have arrived within this (Node's requestTimeout; else 408). */
  requestTimeoutMs: number;
  /** On shutdown, connections still open this long after the server stopped accepting are cut. */
  shutdownGraceMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  // A household or office behind one address with several tabs and bots each.
  perAddress: 100,
  // A player with a few tabs, a bot and its streams; far above what one client needs.
  perUser: 20,
  connectionInitTimeoutMs: 5_000,
  anonymousLifetimeMs: 30_000,
  headersTimeoutMs: 10_000,
  // Bodies are at most 100 KB: a client that needs longer than this is trickling on purpose.
  requestTimeoutMs: 30_000,
  shutdownGraceMs: 5_000,
};

/** Against guessing one account's password from many addresses; low enough that a lock-out lasts minutes. */
export const DEFAULT_LOGIN_FAILURE_LIMIT: RateLimit = { limit: 20, windowSeconds: 15 * 60 };

/**
 * What a rate limit counts: `auth` is login and register, per IP address;
 * `moves` is playing, deciding and resigning, and `api` every other
 * authenticated operation, both per user (JWT sessions) or per personal token.
 */
export type RateLimitCategory = 'auth' | 'moves' | 'api';

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export type RateLimits = Record<RateLimitCategory, RateLimit>;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  // Slow enough to make guessing passwords pointless, enough for a household behind one address.
  auth: { limit: 10, windowSeconds: 60 },
  // Two moves a second, sustained: far beyond a person, enough for a bot.
  moves: { limit: 120, windowSeconds: 60 },
  api: { limit: 600, windowSeconds: 60 },
};

/** Settings read from the environment, before the database is known. */
export interface EnvironmentConfig extends Omit<AppConfig, 'databaseUrl'> {
  /** Unset means: run an embedded PostgreSQL in dataDir. */
  databaseUrl: string | undefined;
  /** Local state: embedded PostgreSQL cluster, generated JWT secret. */
  dataDir: string;
  /** First port tried for the embedded PostgreSQL. */
  embeddedPostgresPort: number;
}

const DEFAULT_JWT_EXPIRY_SECONDS = 12 * 60 * 60;

export function loadEnvironmentConfig(env: NodeJS.ProcessEnv = process.env): EnvironmentConfig {
  const dataDir = path.resolve(projectRoot(), env.CLAIM_DATA_DIR ?? '.data');
  return {
    port: parsePort(env.PORT, 'PORT', 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    embeddedPostgresPort: parsePort(env.EMBEDDED_POSTGRES_PORT, 'EMBEDDED_POSTGRES_PORT', 5433),
    jwt: {
      secret: env.JWT_SECRET || persistentJwtSecret(dataDir),
      expiresInSeconds: parsePositiveInt(
        env.JWT_EXPIRES_IN_SECONDS,
        'JWT_EXPIRES_IN_SECONDS',
        DEFAULT_JWT_EXPIRY_SECONDS,
      ),
    },
    // In production the install directory may be read-only; developers get
    // the schema printed for review and for client code generation.
    schemaFile: env.NODE_ENV === 'production' ? null : path.join(projectRoot(), 'schema.gql'),
    rateLimits: {
      auth: parseRateLimit(env.RATE_LIMIT_AUTH, 'RATE_LIMIT_AUTH', DEFAULT_RATE_LIMITS.auth),
      moves: parseRateLimit(env.RATE_LIMIT_MOVES, 'RATE_LIMIT_MOVES', DEFAULT_RATE_LIMITS.moves),
      api: parseRateLimit(env.RATE_LIMIT_API, 'RATE_LIMIT_API', DEFAULT_RATE_LIMITS.api),
    },
    loginFailureLimit: parseRateLimit(
      env.RATE_LIMIT_LOGIN_FAILURES,
      'RATE_LIMIT_LOGIN_FAILURES',
      DEFAULT_LOGIN_FAILURE_LIMIT,
    ),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    connectionLimits: {
      perAddress: parsePositiveInt(
        env.MAX_CONNECTIONS_PER_ADDRESS,
        'MAX_CONNECTIONS_PER_ADDRESS',
        DEFAULT_CONNECTION_LIMITS.perAddress,
      ),
      perUser: parsePositiveInt(
        env.MAX_CONNECTIONS_PER_USER,
        'MAX_CONNECTIONS_PER_USER',
        DEFAULT_CONNECTION_LIMITS.perUser,
      ),
    },
  };
}

/** `false` (or unset), `true`, a hop count, or a comma list of proxy addresses, subnets and proxy-addr names. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value.split(',').map((part) => part.trim());
  try {
    proxyAddr.compile(list);
  } catch (error) {
    throw new Error(
      `TRUST_PROXY must be true, false, a hop count or proxy addresses/subnets: ${(error as Error).message}`,
    );
  }
  return list;
}

/** `LIMIT/SECONDS`, e.g. `120/60`: at most LIMIT requests in any SECONDS-long window. */
function parseRateLimit(raw: string | undefined, name: string, fallback: RateLimit): RateLimit {
  if (raw === undefined || raw === '') return fallback;
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
  const limit = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  if (!match || limit < 1 || windowSeconds < 1) {
    throw new Error(`${name} must look like LIMIT/SECONDS, e.g. 120/60, got "${raw}"`);
  }
  return { limit, windowSeconds };
}

/**
 * A secret generated on first start and kept in the data directory, so
 * tokens survive restarts without anyone having to configure one, and no
 * default secret ever ships in the code.
 */
export function persistentJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

function parsePort(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number, got "${raw}"`);
  }
  return port;
}

function parsePositiveInt(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}
