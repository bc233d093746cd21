import { createECDH, randomBytes } from 'crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'fs';
import { availableParallelism } from 'os';
import path from 'path';
import proxyAddr from 'proxy-addr';
import { parseDuration, parseDurations } from './durations';
import { projectRoot } from './paths';

/**
 * The server's configuration, in one place: every setting with its type and default, read from the
 * environment once at start-up (`loadEnvironmentConfig`) and validated as a whole, so that a bad value
 * stops the start with one message naming every bad variable. No other file reads `process.env`; the
 * README's "Configuration" table lists every variable read here (a test checks it).
 */

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
  /** Requests allowed per window, by category (src/rate-limit). */
  rateLimits: RateLimits;
  /** Failed logins allowed per username and client network per window (src/auth/login-throttle.ts). */
  loginFailureLimit: RateLimit;
  /** Which proxies' X-Forwarded-For to believe (src/common/client-address.ts). */
  trustProxy: TrustProxy;
  /** Caps on open connections and streams, and connection time-outs (src/connections). */
  connectionLimits: ConnectionLimits;
  matchStore: MatchStoreSettings;
  correspondence: CorrespondenceSettings;
  webhooks: WebhookSettings;
  computer: ComputerSettings;
  /** How many matches against people one account may play at once (docs/players.md "Running games"). */
  runningGames: RunningGamesSettings;
  notifications: NotificationSettings;
  mail: MailSettings;
  push: PushSettings;
  /** The built browser client served at `/` (`npm run build` writes it to dist/web). */
  webClientDir: string;
  /** Structured logs (src/ops/logging.ts, docs/operations.md). */
  log: LogSettings;
  /** Which browser origins may call the bearer-token API (GraphQL, REST, SSE). */
  cors: CorsSettings;
  /** Who may read `/metrics` (docs/operations.md). */
  metrics: MetricsSettings;
  graphql: GraphQLSettings;
}

export interface GraphQLSettings {
  /**
   * Whether GraphQL errors suggest names ("Did you mean …?"): a help while writing queries, and a way to
   * map the schema by guessing; off by default in production.
   */
  suggestions: boolean;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

export interface LogSettings {
  /** Least severe level written (LOG_LEVEL). */
  readonly level: LogLevelName;
  /** Human-readable lines instead of JSON (LOG_FORMAT; by default only when stdout is a terminal). */
  readonly pretty: boolean;
}

/**
 * `any`: every origin (the default: credentials are bearer tokens that a browser never attaches by itself, and
 * no cookie is ever read, so another site's page gains nothing a script elsewhere could not do); `none`: no
 * cross-origin browser calls; or a list of exact origins.
 */
export type CorsSettings = { readonly origins: 'any' | 'none' | readonly string[] };

export interface MetricsSettings {
  /** Bearer token that `/metrics` on the main port requires; null: not served there. */
  readonly token: string | null;
  /** A separate port serving only `/metrics` (and health), without a token; null: none. */
  readonly port: number | null;
  /** The address that separate port binds to. */
  readonly host: string;
}

/**
 * Express's `trust proxy`: false (the default: the peer's address is the client's), true (believe every
 * X-Forwarded-For: only behind a proxy that overwrites it), a number of proxy hops, or addresses and
 * subnets of trusted proxies (also `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = boolean | number | readonly string[];

/** How many connections and streams one address or one account may hold open (docs/api.md, RELIABILITY.md). */
export interface ConnectionLimits {
  /** graphql-ws connections plus SSE streams from one client address (MAX_CONNECTIONS_PER_ADDRESS). */
  readonly perAddress: number;
  /** graphql-ws connections plus SSE streams of one account, sessions and tokens together (MAX_CONNECTIONS_PER_USER). */
  readonly perUser: number;
  /** A graphql-ws connection must send connection_init within this (else closed with 4408). */
  readonly connectionInitTimeoutMs: number;
  /** A graphql-ws connection without a valid credential is closed (4401) after this: enough to log in. */
  readonly anonymousLifetimeMs: number;
  /** An HTTP request's headers must have arrived within this (Node's headersTimeout; else 408). */
  readonly headersTimeoutMs: number;
  /** An HTTP request, body included, must have arrived within this (Node's requestTimeout; else 408). */
  readonly requestTimeoutMs: number;
  /** On shutdown, connections still open this long after the server stopped accepting are cut. */
  readonly shutdownGraceMs: number;
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

/**
 * What a rate limit counts: `auth` is login and register, per IP address; `guests` the guest accounts made
 * (createGuest), per IP address;
 * `moves` is playing, deciding and resigning, `chat` sending chat messages,
 * and `api` every other authenticated operation, all per user (JWT sessions)
 * or per personal token.
 */
export type RateLimitCategory = 'auth' | 'guests' | 'moves' | 'chat' | 'api';

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export type RateLimits = Record<RateLimitCategory, RateLimit>;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  // Slow enough to make guessing passwords pointless, enough for a household behind one address.
  auth: { limit: 10, windowSeconds: 60 },
  // A household's few players an hour: every guest is an account row that stays.
  guests: { limit: 10, windowSeconds: 60 * 60 },
  // Two moves a second, sustained: far beyond a person, enough for a bot.
  moves: { limit: 120, windowSeconds: 60 },
  // A line every three seconds, sustained: a conversation, not a flood.
  chat: { limit: 20, windowSeconds: 60 },
  api: { limit: 600, windowSeconds: 60 },
};

/** Against guessing one account's password from many addresses; low enough that a lock-out lasts minutes. */
export const DEFAULT_LOGIN_FAILURE_LIMIT: RateLimit = { limit: 20, windowSeconds: 15 * 60 };

/** Tuning of the match store (src/matches/store/match-database.ts, docs/SCALING.md). */
export interface MatchStoreSettings {
  /** Connections of the match store's own pool (MATCH_DB_POOL_SIZE). */
  readonly poolSize: number;
  /** Batches of moves committing at the same time (MATCH_WRITE_CONCURRENCY); each holds a connection. */
  readonly writers: number;
  /** Moves of different matches per transaction at most (MATCH_WRITE_BATCH_MAX); 1 turns group commit off. */
  readonly maxBatch: number;
  /** Rebuilt matches this process keeps at most (MATCH_CACHE_SIZE; store/match-cache.ts). */
  readonly cacheSize: number;
  /** A cached match unused for this long is dropped and replayed on its next use (MATCH_CACHE_IDLE; 0: never). */
  readonly cacheIdleMs: number;
  /**
   * On Citus, what may share a write transaction (MATCH_WRITE_CITUS_BATCH): `match`, one match per transaction, or
   * `shard`, moves of matches whose rows sit on one shard of `matches` (docs/SCALING.md "Group commit on Citus").
   */
  readonly citusBatch: 'match' | 'shard';
}

export const DEFAULT_MATCH_STORE_SETTINGS: MatchStoreSettings = {
  poolSize: 10,
  writers: 4,
  maxBatch: 64,
  cacheSize: 5000,
  cacheIdleMs: 10 * 60_000,
  citusBatch: 'match',
};

/** How time-outs are settled (docs/correspondence.md). */
export interface CorrespondenceSettings {
  /** How often this process sweeps expired deadlines; 0 turns its sweep off (claims still work). */
  readonly sweepIntervalMs: number;
  /** Expired turns one sweep round takes. */
  readonly sweepBatch: number;
  /** How long a sweeper's hold on an expired turn lasts if it dies before settling it. */
  readonly sweepLeaseMs: number;
  /** Vacation days each player may take per calendar year (UTC), 0 to 365. */
  readonly vacationDaysPerYear: number;
  /**
   * Standing orders (docs/correspondence.md "Standing orders"): an order plays between this and 3× this
   * after the event that made its owner due (CLAIM_ORDER_DELAY; 0: at once, which tests use).
   */
  readonly orderDelayMs: number;
}

/** How webhooks are delivered (docs/correspondence.md). */
export interface WebhookSettings {
  /** How often the worker looks for due deliveries; 0 turns this process's worker off. */
  readonly pollMs: number;
  /** Waits before each retry: a delivery is tried once, then once more after each of these. */
  readonly retryDelaysMs: readonly number[];
  /** How long one HTTP attempt may take. */
  readonly timeoutMs: number;
  /** Allow loopback, private and link-local targets (development and tests only). */
  readonly allowPrivateAddresses: boolean;
  /** Deliveries one worker takes per round. */
  readonly batchSize: number;
  /** Webhooks one user may register. */
  readonly maxPerUser: number;
}

/** The built-in computer player in this process (src/computer, docs/bots.md). */
export interface ComputerSettings {
  /** Worker threads that think for computer seats (CLAIM_COMPUTER_THREADS); 0: this process plays for none. */
  readonly threads: number;
  /** How often this process looks for computer turns it has not heard of (CLAIM_COMPUTER_SWEEP); 0: only at start. */
  readonly sweepIntervalMs: number;
  /** Thinks waiting for a thread at most; a turn beyond them is left to the next sweep. */
  readonly maxQueued: number;
  /**
   * An untimed match against the computer alone whose person has not moved for this long ends as if they
   * resigned (CLAIM_COMPUTER_IDLE_END); 0: never.
   */
  readonly idleEndMs: number;
  /**
   * How often this process looks for queued reviews of finished matches (CLAIM_REVIEW_POLL, issue 33); 0: it
   * computes none (another process must). Only a process with computer threads computes them.
   */
  readonly reviewPollMs: number;
  /** Sampled worlds per decision of the default review (CLAIM_REVIEW_WORLDS); the deep review takes four times as many. */
  readonly reviewWorlds: number;
}

/**
 * The running-games limit (issue 31, as BGA's): `base` for everyone, one more per correspondence match the
 * player saw to its end (their reputation's `finished`), never above `max`.
 */
export interface RunningGamesSettings {
  /** CLAIM_RUNNING_GAMES: the limit of a player who finished none; 0: no limit at all. */
  readonly base: number;
  /** CLAIM_RUNNING_GAMES_MAX: the most finished games can raise it to. */
  readonly max: number;
}

/** One thread less than the machine has (the event loop keeps one), at least one, at most four. */
export function defaultComputerThreads(cpus: number): number {
  return Math.max(1, Math.min(4, cpus - 1));
}

export const DEFAULT_RETRY_DELAYS = '10s,1m,5m,30m,2h';

/** The notification log and reminders (docs/correspondence.md). */
export interface NotificationSettings {
  /** How long log entries are kept (myEvents(after:) replays within it); 0 keeps them for ever. */
  readonly retentionMs: number;
  /** "Deadline approaching" notices this long before a deadline, each once per turn. */
  readonly reminderOffsetsMs: readonly number[];
}

/** E-mail (docs/correspondence.md). */
export interface MailSettings {
  /** smtp:// or smtps:// URL of the mail server; null writes each mail as an .eml file into `outboxDir`. */
  readonly smtpUrl: string | null;
  readonly from: string;
  /** Where links in mails point (verification, unsubscribe, the match): this server as players reach it. */
  readonly publicUrl: string;
  readonly outboxDir: string;
  /** How often the mail worker looks for due mails; 0 turns this process's worker off. */
  readonly pollMs: number;
  /** Waits before each retry of a failed mail. */
  readonly retryDelaysMs: readonly number[];
  /** The hour (UTC, 0–23) the daily digest goes out. */
  readonly digestHourUtc: number;
  /** How long an address verification link works. */
  readonly verifyTokenMs: number;
  /** How long a password reset link works. */
  readonly resetTokenMs: number;
  /** How long a sign-in link (for an owner locked out by failed logins) works. */
  readonly signInTokenMs: number;
  /** At most one reset mail, and one sign-in link, per account in this time, however often asked for (no mail-bombing). */
  readonly resetMailGapMs: number;
}

/** Web Push (docs/correspondence.md). */
export interface PushSettings {
  /** Null until loadEnvironmentConfig fills it from VAPID_* or the data directory. */
  readonly vapid: VapidKeys | null;
  /** `mailto:` or `https:` contact the push services may use (VAPID `sub`). */
  readonly subject: string;
  readonly pollMs: number;
  readonly retryDelaysMs: readonly number[];
  readonly timeoutMs: number;
  /** PEM certificates trusted for push services besides the system's (a private push service; tests). */
  readonly extraCaFile: string | null;
  /** Allow loopback and private push endpoints (development and tests only). */
  readonly allowPrivateAddresses: boolean;
  /** At most one chat push per player and match in this time (CLAIM_CHAT_PUSH_GAP); the notice itself is coalesced. */
  readonly chatGapMs: number;
}

/** A VAPID key pair (RFC 8292), base64url: the uncompressed P-256 public point and the private scalar. */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/** Settings read from the environment, before the database is known. */
export interface EnvironmentConfig extends Omit<AppConfig, 'databaseUrl'> {
  /** Unset means: run an embedded PostgreSQL in dataDir. */
  databaseUrl: string | undefined;
  /** Local state: embedded PostgreSQL cluster, generated JWT secret. */
  dataDir: string;
  /** First port tried for the embedded PostgreSQL. */
  embeddedPostgresPort: number;
}

/** The settings that are neither secrets nor addresses: what a test app takes from its own variables. */
export type Settings = Pick<
  AppConfig,
  | 'rateLimits'
  | 'loginFailureLimit'
  | 'trustProxy'
  | 'connectionLimits'
  | 'matchStore'
  | 'correspondence'
  | 'webhooks'
  | 'computer'
  | 'runningGames'
  | 'notifications'
  | 'mail'
  | 'push'
  | 'webClientDir'
  | 'log'
  | 'cors'
  | 'metrics'
  | 'graphql'
>;

export type Environment = Readonly<Record<string, string | undefined>>;

/** One or more variables have values the server cannot use; the message names each. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration (README.md, "Configuration"):\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

const DEFAULT_JWT_EXPIRY_SECONDS = 12 * 60 * 60;

/** The whole configuration from `env`; throws ConfigError naming every bad value. */
export function loadEnvironmentConfig(env: Environment = process.env): EnvironmentConfig {
  const read = new Reader(env);
  const dataDir = path.resolve(projectRoot(), read.text('CLAIM_DATA_DIR') ?? '.data');
  const fromEnv = {
    port: read.value('PORT', 3000, parsePort),
    databaseUrl: read.text('DATABASE_URL'),
    embeddedPostgresPort: read.value('EMBEDDED_POSTGRES_PORT', 5433, parsePort),
    jwtSecret: read.text('JWT_SECRET'),
    expiresInSeconds: read.value('JWT_EXPIRES_IN_SECONDS', DEFAULT_JWT_EXPIRY_SECONDS, parsePositiveInt),
    // In production the install directory may be read-only; developers get
    // the schema printed for review and for client code generation.
    schemaFile: read.text('NODE_ENV') === 'production' ? null : path.join(projectRoot(), 'schema.gql'),
    ...readSettings(read),
  };
  read.throwIfInvalid();
  const { jwtSecret, expiresInSeconds, ...config } = fromEnv;
  return {
    ...config,
    dataDir,
    // Only now, with every value valid: a start that fails leaves no new secret behind.
    jwt: { secret: jwtSecret ?? persistentJwtSecret(dataDir), expiresInSeconds },
    push: { ...config.push, vapid: config.push.vapid ?? persistentVapidKeys(dataDir) },
  };
}

/** The settings part alone (tests give their apps variables this way); throws ConfigError like the whole. */
export function settingsFrom(env: Environment): Settings {
  const read = new Reader(env);
  const settings = readSettings(read);
  read.throwIfInvalid();
  return settings;
}

function readSettings(read: Reader): Settings {
  // Validated where loadEnvironmentConfig reads it; here only the default public URL needs it.
  const port = read.text('PORT') ?? '3000';
  const poolSize = read.value('MATCH_DB_POOL_SIZE', DEFAULT_MATCH_STORE_SETTINGS.poolSize, intIn(2, 1000));
  const webDir = read.text('CLAIM_WEB_DIR');
  return {
    rateLimits: {
      auth: read.value('RATE_LIMIT_AUTH', DEFAULT_RATE_LIMITS.auth, parseRateLimit),
      guests: read.value('RATE_LIMIT_GUESTS', DEFAULT_RATE_LIMITS.guests, parseRateLimit),
      moves: read.value('RATE_LIMIT_MOVES', DEFAULT_RATE_LIMITS.moves, parseRateLimit),
      chat: read.value('RATE_LIMIT_CHAT', DEFAULT_RATE_LIMITS.chat, parseRateLimit),
      api: read.value('RATE_LIMIT_API', DEFAULT_RATE_LIMITS.api, parseRateLimit),
    },
    loginFailureLimit: read.value('RATE_LIMIT_LOGIN_FAILURES', DEFAULT_LOGIN_FAILURE_LIMIT, parseRateLimit),
    trustProxy: read.value<TrustProxy>('TRUST_PROXY', false, parseTrustProxy),
    connectionLimits: {
      ...DEFAULT_CONNECTION_LIMITS,
      perAddress: read.value('MAX_CONNECTIONS_PER_ADDRESS', DEFAULT_CONNECTION_LIMITS.perAddress, parsePositiveInt),
      perUser: read.value('MAX_CONNECTIONS_PER_USER', DEFAULT_CONNECTION_LIMITS.perUser, parsePositiveInt),
    },
    matchStore: {
      poolSize,
      // Each writer holds a connection; one is left for reads.
      writers: read.value(
        'MATCH_WRITE_CONCURRENCY',
        Math.min(DEFAULT_MATCH_STORE_SETTINGS.writers, poolSize - 1),
        intIn(1, poolSize - 1),
      ),
      maxBatch: read.value('MATCH_WRITE_BATCH_MAX', DEFAULT_MATCH_STORE_SETTINGS.maxBatch, intIn(1, 1000)),
      cacheSize: read.value('MATCH_CACHE_SIZE', DEFAULT_MATCH_STORE_SETTINGS.cacheSize, intIn(1, 10_000_000)),
      cacheIdleMs: read.value('MATCH_CACHE_IDLE', DEFAULT_MATCH_STORE_SETTINGS.cacheIdleMs, parseDuration),
      citusBatch: read.value('MATCH_WRITE_CITUS_BATCH', DEFAULT_MATCH_STORE_SETTINGS.citusBatch, parseCitusBatch),
    },
    correspondence: {
      sweepIntervalMs: read.value('CLAIM_TIMEOUT_SWEEP', 60_000, parseDuration),
      sweepBatch: 100,
      sweepLeaseMs: 60_000,
      vacationDaysPerYear: read.value('CLAIM_VACATION_DAYS_PER_YEAR', 14, intIn(0, 365)),
      orderDelayMs: read.value('CLAIM_ORDER_DELAY', 30_000, parseDuration),
    },
    webhooks: {
      pollMs: read.value('CLAIM_WEBHOOK_POLL', 1000, parseDuration),
      retryDelaysMs: read.value('CLAIM_WEBHOOK_RETRY_DELAYS', parseDurations(DEFAULT_RETRY_DELAYS, ''), parseDurations),
      timeoutMs: read.value('CLAIM_WEBHOOK_TIMEOUT', 10_000, parseDuration),
      allowPrivateAddresses: read.value('CLAIM_WEBHOOKS_ALLOW_PRIVATE_ADDRESSES', false, parseBoolean),
      batchSize: 20,
      maxPerUser: 10,
    },
    computer: {
      threads: read.value('CLAIM_COMPUTER_THREADS', defaultComputerThreads(availableParallelism()), intIn(0, 64)),
      sweepIntervalMs: read.value('CLAIM_COMPUTER_SWEEP', 10_000, parseDuration),
      maxQueued: 1000,
      idleEndMs: read.value('CLAIM_COMPUTER_IDLE_END', 14 * DAY_MS, parseDuration),
      reviewPollMs: read.value('CLAIM_REVIEW_POLL', 2_000, parseDuration),
      reviewWorlds: read.value('CLAIM_REVIEW_WORLDS', 24, intIn(1, 1000)),
    },
    runningGames: {
      base: read.value('CLAIM_RUNNING_GAMES', 21, intIn(0, 10_000)),
      max: read.value('CLAIM_RUNNING_GAMES_MAX', 100, intIn(1, 10_000)),
    },
    notifications: {
      retentionMs: read.value('CLAIM_NOTIFICATION_RETENTION', 30 * DAY_MS, parseDuration),
      reminderOffsetsMs: read.value('CLAIM_DEADLINE_REMINDERS', [DAY_MS, 2 * HOUR_MS], parseDurations),
    },
    mail: {
      smtpUrl: read.value<string | null>('SMTP_URL', null, parseSmtpUrl),
      from: read.text('MAIL_FROM') ?? 'Claim <claim@localhost>',
      publicUrl: read.value('CLAIM_PUBLIC_URL', `http://localhost:${port}`, parseHttpUrl),
      outboxDir: path.join(path.resolve(projectRoot(), read.text('CLAIM_DATA_DIR') ?? '.data'), 'mail'),
      pollMs: read.value('CLAIM_MAIL_POLL', 1000, parseDuration),
      retryDelaysMs: parseDurations('1m,5m,30m,2h', ''),
      digestHourUtc: read.value('CLAIM_MAIL_DIGEST_HOUR', 7, intIn(0, 23)),
      verifyTokenMs: DAY_MS,
      resetTokenMs: HOUR_MS,
      signInTokenMs: 15 * 60 * 1000,
      resetMailGapMs: 5 * 60 * 1000,
    },
    push: {
      vapid: vapidFrom(read),
      subject: read.text('VAPID_SUBJECT') ?? 'mailto:claim@localhost',
      pollMs: read.value('CLAIM_PUSH_POLL', 1000, parseDuration),
      retryDelaysMs: parseDurations('10s,1m,5m,30m', ''),
      timeoutMs: 10_000,
      extraCaFile: read.text('CLAIM_PUSH_CA_FILE') ?? null,
      allowPrivateAddresses: read.value('CLAIM_PUSH_ALLOW_PRIVATE_ADDRESSES', false, parseBoolean),
      chatGapMs: read.value('CLAIM_CHAT_PUSH_GAP', 5 * 60 * 1000, parseDuration),
    },
    webClientDir: webDir ? path.resolve(webDir) : path.join(projectRoot(), 'dist', 'web'),
    log: {
      level: read.value<LogLevelName>('LOG_LEVEL', 'info', parseLogLevel),
      pretty: read.value('LOG_FORMAT', process.stdout.isTTY === true, parseLogFormat),
    },
    cors: { origins: read.value<CorsSettings['origins']>('CORS_ORIGINS', 'any', parseOrigins) },
    metrics: {
      token: read.value<string | null>('METRICS_TOKEN', null, parseSecret),
      port: read.value<number | null>('METRICS_PORT', null, parsePort),
      host: read.text('METRICS_HOST') ?? '127.0.0.1',
    },
    graphql: {
      suggestions: read.value('GRAPHQL_SUGGESTIONS', read.text('NODE_ENV') !== 'production', parseBoolean),
    },
  };
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function parseSmtpUrl(raw: string, name: string): string {
  if (!/^smtps?:\/\/[^/]/.test(raw)) throw new Error(`${name} must be an smtp:// or smtps:// URL`);
  return raw;
}

function parseHttpUrl(raw: string, name: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL`);
  return raw.replace(/\/+$/, '');
}

/** Both VAPID variables or neither (then a pair is generated once into the data directory). */
function vapidFrom(read: Reader): VapidKeys | null {
  const publicKey = read.text('VAPID_PUBLIC_KEY');
  const privateKey = read.text('VAPID_PRIVATE_KEY');
  if (publicKey === undefined && privateKey === undefined) return null;
  if (privateKey === undefined)
    return read.value('VAPID_PUBLIC_KEY', null, () => {
      throw new Error('VAPID_PUBLIC_KEY needs VAPID_PRIVATE_KEY: set both or neither');
    });
  return read.value('VAPID_PRIVATE_KEY', null, (raw, name) => {
    if (!publicKey || !/^[A-Za-z0-9_-]{80,100}$/.test(publicKey) || !/^[A-Za-z0-9_-]{40,50}$/.test(raw))
      throw new Error(`${name} and VAPID_PUBLIC_KEY must both be set, base64url (web-push generate-vapid-keys)`);
    return { publicKey, privateKey: raw };
  });
}

function parseLogLevel(raw: string, name: string): LogLevelName {
  const level = LOG_LEVELS.find((candidate) => candidate === raw.trim().toLowerCase());
  if (!level) throw new Error(`${name} must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
}

function parseLogFormat(raw: string, name: string): boolean {
  if (raw === 'json') return false;
  if (raw === 'pretty') return true;
  throw new Error(`${name} must be json or pretty, got "${raw}"`);
}

/** `any`, `none`, or a comma list of origins such as `https://play.example.org,http://localhost:5173`. */
function parseOrigins(raw: string, name: string): CorsSettings['origins'] {
  const value = raw.trim();
  if (value === 'any' || value === '*') return 'any';
  if (value === 'none') return 'none';
  const origins = value.split(',').map((part) => part.trim());
  for (const origin of origins) {
    const parsed = URL.canParse(origin) ? new URL(origin) : null;
    // An origin is scheme, host and port only: what a browser sends in Origin, compared exactly.
    if (!parsed || parsed.origin !== origin)
      throw new Error(`${name} must be any, none or origins like https://example.org, got "${origin}"`);
  }
  return origins;
}

function parseSecret(raw: string, name: string): string {
  if (raw.length < 16) throw new Error(`${name} must be at least 16 characters`);
  return raw;
}

/** Reads variables (unset and empty alike mean "the default") and collects every problem before failing. */
class Reader {
  private readonly problems: string[] = [];

  constructor(private readonly env: Environment) {}

  text(name: string): string | undefined {
    const raw = this.env[name];
    return raw === undefined || raw === '' ? undefined : raw;
  }

  /** `parse` throws an Error whose message names the variable and says what it must be. */
  value<T>(name: string, fallback: T, parse: (raw: string, name: string) => T): T {
    const raw = this.text(name);
    if (raw === undefined) return fallback;
    try {
      return parse(raw, name);
    } catch (error) {
      this.problems.push(error instanceof Error ? error.message : `${name}: ${String(error)}`);
      return fallback;
    }
  }

  throwIfInvalid(): void {
    if (this.problems.length > 0) throw new ConfigError(this.problems);
  }
}

/** `LIMIT/SECONDS`, e.g. `120/60`: at most LIMIT requests in any SECONDS-long window. */
function parseRateLimit(raw: string, name: string): RateLimit {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
  const limit = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  if (!match || limit < 1 || windowSeconds < 1) {
    throw new Error(`${name} must look like LIMIT/SECONDS, e.g. 120/60, got "${raw}"`);
  }
  return { limit, windowSeconds };
}

/** `false`, `true`, a hop count, or a comma list of proxy addresses, subnets and proxy-addr names. */
function parseTrustProxy(raw: string, name: string): TrustProxy {
  const value = raw.trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value.split(',').map((part) => part.trim());
  try {
    proxyAddr.compile(list);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${name} must be true, false, a hop count or proxy addresses/subnets, got "${raw}" (${reason})`, {
      cause: error,
    });
  }
  return list;
}

function parsePort(raw: string, name: string): number {
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number, got "${raw}"`);
  }
  return port;
}

function parsePositiveInt(raw: string, name: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

function intIn(min: number, max: number): (raw: string, name: string) => number {
  return (raw, name) => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max)
      throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
    return value;
  };
}

function parseCitusBatch(raw: string, name: string): 'match' | 'shard' {
  if (raw === 'match' || raw === 'shard') return raw;
  throw new Error(`${name} must be match or shard, got "${raw}"`);
}

function parseBoolean(raw: string, name: string): boolean {
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be true, false, 1 or 0, got "${raw}"`);
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

/** A VAPID key pair made on first start and kept in the data directory, as the JWT secret is. */
export function persistentVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (stored.publicKey && stored.privateKey)
      return { publicKey: stored.publicKey, privateKey: fullPrivateKey(Buffer.from(stored.privateKey, 'base64url')) };
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = newVapidKeys();
  writeFileSync(file, JSON.stringify(keys) + '\n', { mode: 0o600 });
  return keys;
}

export function newVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: fullPrivateKey(ecdh.getPrivateKey()) };
}

/**
 * The private key as the 32 bytes web-push requires: `getPrivateKey()` drops leading zero bytes, so one key in 256
 * came out 31 bytes long and every push of that server failed ("Vapid private key should be 32 bytes long"). A key
 * stored so by an earlier version is mended when read.
 */
function fullPrivateKey(key: Buffer): string {
  return (key.length < 32 ? Buffer.concat([Buffer.alloc(32 - key.length), key]) : key).toString('base64url');
}
