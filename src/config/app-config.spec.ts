import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'fs';
import os from 'os';
import path from 'path';
import {
  ConfigError,
  DEFAULT_CONNECTION_LIMITS,
  DEFAULT_LOGIN_FAILURE_LIMIT,
  DEFAULT_MATCH_STORE_SETTINGS,
  DEFAULT_RATE_LIMITS,
  defaultComputerThreads,
  loadEnvironmentConfig,
  newVapidKeys,
  persistentJwtSecret,
  persistentVapidKeys,
  settingsFrom,
} from './app-config';
import { projectRoot } from './paths';

describe('configuration', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'claim-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates a JWT secret once, keeps it private, and reuses it', () => {
    const first = persistentJwtSecret(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(persistentJwtSecret(dataDir)).toBe(first);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('prefers JWT_SECRET and reads the other settings from the environment', () => {
    const config = loadEnvironmentConfig({
      CLAIM_DATA_DIR: dataDir,
      JWT_SECRET: 'from-the-environment',
      PORT: '4000',
      DATABASE_URL: 'postgresql://db/claim',
      JWT_EXPIRES_IN_SECONDS: '60',
    });
    expect(config).toMatchObject({
      port: 4000,
      databaseUrl: 'postgresql://db/claim',
      dataDir,
      jwt: { secret: 'from-the-environment', expiresInSeconds: 60 },
    });
  });

  it('defaults to port 3000, an embedded database and a generated secret', () => {
    const config = loadEnvironmentConfig({ CLAIM_DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.jwt.secret).toBe(persistentJwtSecret(dataDir));
  });

  it('reads rate limits as LIMIT/SECONDS and defaults the rest', () => {
    const config = loadEnvironmentConfig({
      CLAIM_DATA_DIR: dataDir,
      RATE_LIMIT_MOVES: '5/2',
      RATE_LIMIT_AUTH: ' 3 / 60 ',
    });
    expect(config.rateLimits).toEqual({
      ...DEFAULT_RATE_LIMITS,
      moves: { limit: 5, windowSeconds: 2 },
      auth: { limit: 3, windowSeconds: 60 },
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['EMBEDDED_POSTGRES_PORT', '-1'],
    ['JWT_EXPIRES_IN_SECONDS', '0'],
    ['RATE_LIMIT_MOVES', '120'],
    ['RATE_LIMIT_API', '0/60'],
    ['RATE_LIMIT_AUTH', '10/0'],
    ['MATCH_DB_POOL_SIZE', '1'],
    ['MATCH_WRITE_CONCURRENCY', '10'],
    ['MATCH_WRITE_BATCH_MAX', '0'],
    ['CLAIM_TIMEOUT_SWEEP', 'soon'],
    ['CLAIM_WEBHOOK_POLL', '1.5s'],
    ['CLAIM_WEBHOOK_RETRY_DELAYS', '10s,,1m'],
    ['CLAIM_WEBHOOK_TIMEOUT', '-1s'],
    ['CLAIM_WEBHOOKS_ALLOW_PRIVATE_ADDRESSES', 'yes'],
    ['RATE_LIMIT_LOGIN_FAILURES', '20'],
    ['TRUST_PROXY', 'not an address'],
    ['MAX_CONNECTIONS_PER_ADDRESS', '0'],
    ['MAX_CONNECTIONS_PER_USER', 'many'],
  ])('rejects %s=%s, naming it, and generates no secret', (name, value) => {
    expect(() => loadEnvironmentConfig({ CLAIM_DATA_DIR: dataDir, [name]: value })).toThrow(
      new RegExp(`${name} must .*got "${value}"`),
    );
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('names every bad value at once', () => {
    let error: unknown;
    try {
      loadEnvironmentConfig({ CLAIM_DATA_DIR: dataDir, PORT: 'x', RATE_LIMIT_API: 'y', CLAIM_WEBHOOK_POLL: 'z' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.map((p) => p.split(' ')[0])).toEqual([
      'PORT',
      'RATE_LIMIT_API',
      'CLAIM_WEBHOOK_POLL',
    ]);
  });

  it('reads the match store, correspondence, webhook and web client settings', () => {
    expect(
      settingsFrom({
        MATCH_DB_POOL_SIZE: '20',
        MATCH_WRITE_BATCH_MAX: '1',
        MATCH_CACHE_SIZE: '100000',
        MATCH_CACHE_IDLE: '2m',
        MATCH_WRITE_CITUS_BATCH: 'shard',
        CLAIM_TIMEOUT_SWEEP: '0',
        CLAIM_WEBHOOK_POLL: '20ms',
        CLAIM_WEBHOOK_RETRY_DELAYS: '1s,2m',
        CLAIM_WEBHOOK_TIMEOUT: '2s',
        CLAIM_WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true',
        CLAIM_WEB_DIR: '/tmp/client',
        CLAIM_COMPUTER_THREADS: '0',
        CLAIM_COMPUTER_SWEEP: '30s',
      }),
    ).toMatchObject({
      computer: { threads: 0, sweepIntervalMs: 30_000 },
      matchStore: {
        poolSize: 20,
        writers: 4,
        maxBatch: 1,
        cacheSize: 100_000,
        cacheIdleMs: 120_000,
        citusBatch: 'shard',
      },
      correspondence: { sweepIntervalMs: 0 },
      webhooks: { pollMs: 20, retryDelaysMs: [1000, 120_000], timeoutMs: 2000, allowPrivateAddresses: true },
      webClientDir: path.resolve('/tmp/client'),
    });
  });

  it('reads the notification, mail and push settings, and refuses half a VAPID pair', () => {
    const settings = settingsFrom({
      CLAIM_NOTIFICATION_RETENTION: '7d',
      CLAIM_DEADLINE_REMINDERS: '12h,1h',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      CLAIM_PUBLIC_URL: 'https://claim.example/',
    });
    expect(settings.notifications).toEqual({ retentionMs: 7 * 86_400_000, reminderOffsetsMs: [43_200_000, 3_600_000] });
    expect(settings.mail.smtpUrl).toBe('smtp://127.0.0.1:2525');
    expect(settings.mail.publicUrl).toBe('https://claim.example');
    expect(() => settingsFrom({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => settingsFrom({ VAPID_PUBLIC_KEY: 'x'.repeat(87) })).toThrow(
      /VAPID_PUBLIC_KEY needs VAPID_PRIVATE_KEY/,
    );
  });

  it('defaults the settings as the README says', () => {
    expect(settingsFrom({})).toEqual({
      rateLimits: DEFAULT_RATE_LIMITS,
      loginFailureLimit: DEFAULT_LOGIN_FAILURE_LIMIT,
      trustProxy: false,
      connectionLimits: DEFAULT_CONNECTION_LIMITS,
      matchStore: DEFAULT_MATCH_STORE_SETTINGS,
      correspondence: {
        sweepIntervalMs: 60_000,
        sweepBatch: 100,
        sweepLeaseMs: 60_000,
        vacationDaysPerYear: 14,
        orderDelayMs: 30_000,
      },
      webhooks: {
        pollMs: 1000,
        retryDelaysMs: [10_000, 60_000, 300_000, 1_800_000, 7_200_000],
        timeoutMs: 10_000,
        allowPrivateAddresses: false,
        batchSize: 20,
        maxPerUser: 10,
      },
      computer: {
        threads: defaultComputerThreads(os.availableParallelism()),
        sweepIntervalMs: 10_000,
        maxQueued: 1000,
        idleEndMs: 14 * 86_400_000,
        reviewPollMs: 2_000,
        reviewWorlds: 24,
      },
      runningGames: { base: 21, max: 100 },
      notifications: { retentionMs: 30 * 86_400_000, reminderOffsetsMs: [86_400_000, 7_200_000] },
      mail: {
        smtpUrl: null,
        from: 'Claim <claim@localhost>',
        publicUrl: 'http://localhost:3000',
        outboxDir: path.join(projectRoot(), '.data', 'mail'),
        pollMs: 1000,
        retryDelaysMs: [60_000, 300_000, 1_800_000, 7_200_000],
        digestHourUtc: 7,
        verifyTokenMs: 86_400_000,
        resetTokenMs: 3_600_000,
        signInTokenMs: 900_000,
        resetMailGapMs: 300_000,
      },
      push: {
        vapid: null,
        subject: 'mailto:claim@localhost',
        pollMs: 1000,
        retryDelaysMs: [10_000, 60_000, 300_000, 1_800_000],
        timeoutMs: 10_000,
        extraCaFile: null,
        allowPrivateAddresses: false,
        chatGapMs: 300_000,
      },
      webClientDir: path.join(projectRoot(), 'dist', 'web'),
      // Jest's stdout is no terminal: JSON.
      log: { level: 'info', pretty: process.stdout.isTTY === true },
      cors: { origins: 'any' },
      metrics: { token: null, port: null, host: '127.0.0.1' },
      graphql: { suggestions: true },
    });
    // Production hides GraphQL's "Did you mean" unless asked for (issue 27 P14).
    expect(settingsFrom({ NODE_ENV: 'production' }).graphql).toEqual({ suggestions: false });
    expect(settingsFrom({ NODE_ENV: 'production', GRAPHQL_SUGGESTIONS: 'true' }).graphql).toEqual({
      suggestions: true,
    });
    expect(settingsFrom({ GRAPHQL_SUGGESTIONS: '0' }).graphql).toEqual({ suggestions: false });
    // One thread is left to the event loop, and the pool stays small on a large machine.
    expect([1, 2, 8, 64].map(defaultComputerThreads)).toEqual([1, 1, 4, 4]);
    // A small pool leaves one connection for reads.
    expect(settingsFrom({ MATCH_DB_POOL_SIZE: '3' }).matchStore.writers).toBe(2);
  });

  it('reads the logging, CORS and metrics settings, and names each bad one', () => {
    expect(
      settingsFrom({
        LOG_LEVEL: 'DEBUG',
        LOG_FORMAT: 'json',
        CORS_ORIGINS: 'https://club.example.org, http://localhost:5173',
        METRICS_TOKEN: 'a-long-enough-token',
        METRICS_PORT: '9464',
        METRICS_HOST: '0.0.0.0',
      }),
    ).toMatchObject({
      log: { level: 'debug', pretty: false },
      cors: { origins: ['https://club.example.org', 'http://localhost:5173'] },
      metrics: { token: 'a-long-enough-token', port: 9464, host: '0.0.0.0' },
    });
    expect(settingsFrom({ LOG_FORMAT: 'pretty', CORS_ORIGINS: 'none' })).toMatchObject({
      log: { pretty: true },
      cors: { origins: 'none' },
    });
    expect(() =>
      settingsFrom({
        LOG_LEVEL: 'loud',
        LOG_FORMAT: 'xml',
        CORS_ORIGINS: 'https://club.example.org/path',
        METRICS_TOKEN: 'short',
      }),
    ).toThrow(/LOG_LEVEL[\s\S]*LOG_FORMAT[\s\S]*CORS_ORIGINS[\s\S]*METRICS_TOKEN/);
  });

  it("the README's configuration table lists exactly the variables the server reads", () => {
    const read = new Set<string>();
    const variables: Record<string, string | undefined> = { CLAIM_DATA_DIR: dataDir };
    const env = new Proxy(variables, {
      get: (target, name: string) => {
        read.add(name);
        return target[name];
      },
    });
    loadEnvironmentConfig(env);
    const readme = readFileSync(path.join(projectRoot(), 'README.md'), 'utf8');
    const section = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
    );
    const listed = [...section.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...read].sort());
  });

  it.each([
    ['false', false],
    ['true', true],
    ['2', 2],
    ['loopback, 10.0.0.0/8', ['loopback', '10.0.0.0/8']],
  ])('reads TRUST_PROXY=%s as %j', (raw, expected) => {
    expect(settingsFrom({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it('reads the connection caps and the per-username login limit', () => {
    const config = loadEnvironmentConfig({
      CLAIM_DATA_DIR: dataDir,
      MAX_CONNECTIONS_PER_ADDRESS: '7',
      MAX_CONNECTIONS_PER_USER: '3',
      RATE_LIMIT_LOGIN_FAILURES: '5/300',
    });
    expect(config.connectionLimits).toEqual({ ...DEFAULT_CONNECTION_LIMITS, perAddress: 7, perUser: 3 });
    expect(config.loginFailureLimit).toEqual({ limit: 5, windowSeconds: 300 });
  });

  it('VAPID private keys are always the 32 bytes web-push requires, new or stored short by an earlier version', () => {
    // One key in 256 has a leading zero byte, which ECDH's getPrivateKey() drops: 2,000 keys meet one almost surely.
    for (let i = 0; i < 2000; i++) expect(Buffer.from(newVapidKeys().privateKey, 'base64url')).toHaveLength(32);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'claim-vapid-'));
    try {
      const short = Buffer.alloc(31, 7).toString('base64url');
      writeFileSync(path.join(dir, 'vapid-keys.json'), JSON.stringify({ publicKey: 'p', privateKey: short }));
      const read = Buffer.from(persistentVapidKeys(dir).privateKey, 'base64url');
      expect([...read]).toEqual([0, ...Buffer.alloc(31, 7)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
