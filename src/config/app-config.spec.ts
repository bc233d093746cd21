import { mkdtempSync, readFileSync, rmSync, statSync } from 'fs';
import os from 'os';
import path from 'path';
import { DEFAULT_RATE_LIMITS, loadEnvironmentConfig, parseTrustProxy, persistentJwtSecret } from './app-config';

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
    ['JWT_EXPIRES_IN_SECONDS', '0'],
    ['RATE_LIMIT_MOVES', '120'],
    ['RATE_LIMIT_API', '0/60'],
    ['RATE_LIMIT_AUTH', '10/0'],
  ])('rejects %s=%s', (name, value) => {
    expect(() => loadEnvironmentConfig({ CLAIM_DATA_DIR: dataDir, [name]: value })).toThrow(name);
  });

  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['loopback, 10.0.0.0/8', ['loopback', '10.0.0.0/8']],
  ])('reads TRUST_PROXY=%s as %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it('refuses a TRUST_PROXY that names no address', () => {
    expect(() => parseTrustProxy('not an address')).toThrow(/TRUST_PROXY/);
  });

  it('reads the connection caps and the per-username login limit', () => {
    const config = loadEnvironmentConfig({
      CLAIM_DATA_DIR: dataDir,
      MAX_CONNECTIONS_PER_ADDRESS: '7',
      MAX_CONNECTIONS_PER_USER: '3',
      RATE_LIMIT_LOGIN_FAILURES: '5/300',
    });
    expect(config.connectionLimits).toEqual({ perAddress: 7, perUser: 3 });
    expect(config.loginFailureLimit).toEqual({ limit: 5, windowSeconds: 300 });
  });
});
