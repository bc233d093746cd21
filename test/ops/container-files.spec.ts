import { existsSync, readFileSync } from 'fs';
import path from 'path';
import { parse } from 'yaml';
import { projectRoot } from '../../src/config/paths';
import { parseDuration } from '../../src/config/durations';
import { DEFAULT_CONNECTION_LIMITS } from '../../src/config/app-config';
import { SHUTDOWN_TIMEOUT_MS } from '../../src/app.factory';

/**
 * No Docker engine runs where the tests do, so `docker compose up --build` is checked by reading what it
 * would run: the Dockerfile's stages, files and commands, and the compose file's services, health checks,
 * variables and timings, against the repository and the server's configuration.
 */
const root = projectRoot();
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');

interface Instruction {
  readonly keyword: string;
  readonly args: string;
}

/** Dockerfile instructions, continuation lines joined, comments dropped. */
function instructions(text: string): Instruction[] {
  const joined = text.replace(/\\\n\s*/g, ' ');
  return joined
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** The stages, each its instructions from its FROM on. */
function stages(all: Instruction[]): Instruction[][] {
  const result: Instruction[][] = [];
  for (const instruction of all) {
    if (instruction.keyword === 'FROM') result.push([]);
    result[result.length - 1]?.push(instruction);
  }
  return result;
}

/** The variables the server reads: the names in README's configuration table (a unit test keeps it exact). */
/**
 * Variables the image may set for the runtime rather than the server: glibc's malloc (issue 36; none is set
 * since two arenas measured larger on Node 24, docs/operations.md "Memory at rest").
 */
const RUNTIME_VARIABLES = ['MALLOC_ARENA_MAX'];

function configurationVariables(): Set<string> {
  const names = [...read('README.md').matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((m) => m[1]);
  return new Set(names);
}

describe('Dockerfile', () => {
  const all = instructions(read('Dockerfile'));
  const [build, runtime] = stages(all);
  const packageJson = JSON.parse(read('package.json')) as {
    scripts: Record<string, string>;
    engines: { node: string };
  };

  it('builds and runs on a current Node LTS that the engines range admits', () => {
    for (const stage of [build, runtime]) {
      const image = stage[0].args.split(/\s+/)[0];
      const major = Number(/^node:(\d+)/.exec(image)?.[1]);
      // LTS lines are the even majors; 20 reached its end of life in April 2026.
      expect([24, 26]).toContain(major);
      expect(packageJson.engines.node).toContain(`^${major}`);
    }
    expect(all.filter((i) => i.keyword === 'FROM')).toHaveLength(2);
  });

  it('copies only files that exist and runs scripts that exist', () => {
    for (const copy of build.filter((i) => i.keyword === 'COPY')) {
      const sources = copy.args.split(/\s+/).slice(0, -1);
      for (const source of sources) expect(existsSync(path.join(root, source))).toBe(true);
    }
    const runs = build.filter((i) => i.keyword === 'RUN').map((i) => i.args);
    expect(runs[0]).toBe('npm ci');
    for (const script of runs.join(' && ').matchAll(/npm run (\S+)/g))
      expect(packageJson.scripts).toHaveProperty(script[1]);
    for (const file of runs.join(' && ').matchAll(/node (scripts\/\S+)/g))
      expect(existsSync(path.join(root, file[1]))).toBe(true);
    // Production dependencies only: development ones pruned, then the optional-peer leftovers (the Prisma CLI).
    expect(runs.join(' && ')).toMatch(/npm prune --omit=dev && node scripts\/prune-dev-optional\.js/);
  });

  it('runs the compiled server as a non-root user, with the migrations, and checks readiness', () => {
    const copied = runtime.filter((i) => i.keyword === 'COPY').map((i) => i.args);
    for (const needed of ['/app/node_modules', '/app/dist', '/app/prisma', '/app/package.json'])
      expect(copied.some((args) => args.startsWith(`--from=build ${needed} `))).toBe(true);
    // tsconfig.build.json compiles src/ to dist/src/.
    // With the young generation's bound that `npm start` sets too (docs/operations.md "Memory at rest").
    expect(runtime.find((i) => i.keyword === 'CMD')?.args).toBe(
      '["node", "--max-semi-space-size=4", "dist/src/main.js"]',
    );
    expect(packageJson.scripts.start).toContain('node --max-semi-space-size=4 dist/src/main.js');
    expect(existsSync(path.join(root, 'src/main.ts'))).toBe(true);
    expect(JSON.parse(read('tsconfig.json')).compilerOptions.outDir).toBe('dist');
    expect(runtime.find((i) => i.keyword === 'USER')?.args).toBe('node');
    const env = runtime
      .filter((i) => i.keyword === 'ENV')
      .map((i) => i.args)
      .join(' ');
    expect(env).toContain('NODE_ENV=production');
    const port = /PORT=(\d+)/.exec(env)?.[1];
    expect(runtime.find((i) => i.keyword === 'EXPOSE')?.args).toBe(port);
    const health = runtime.find((i) => i.keyword === 'HEALTHCHECK')?.args ?? '';
    expect(health).toContain('/health/ready');
    expect(health).toMatch(/CMD \["node", "-e", /);
    // Every variable set is the server's (README's table), or the C library's (docs/operations.md "Memory at rest").
    for (const variable of env.matchAll(/([A-Z_]+)=/g))
      expect([...configurationVariables(), ...RUNTIME_VARIABLES]).toContain(variable[1]);
  });

  it('leaves build inputs out of the context (.dockerignore)', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', 'dist', '.data', 'src/generated']) expect(ignored).toContain(entry);
  });
});

describe('docker-compose.yml', () => {
  interface Service {
    image?: string;
    build?: string;
    environment?: Record<string, string>;
    depends_on?: Record<string, { condition: string }>;
    healthcheck?: {
      test: string[] | string;
      interval?: string;
      timeout?: string;
      start_period?: string;
      retries?: number;
    };
    stop_grace_period?: string;
    ports?: string[];
    volumes?: string[];
  }
  const compose = parse(read('docker-compose.yml')) as {
    services: Record<string, Service>;
    volumes: Record<string, unknown>;
  };
  const { postgres, server } = compose.services;

  it('builds the server from this Dockerfile and starts it once PostgreSQL is healthy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['postgres', 'server']);
    expect(server.build).toBe('.');
    expect(server.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(postgres.healthcheck?.test).toEqual(['CMD-SHELL', 'pg_isready -U claim -d claim']);
    for (const volume of postgres.volumes ?? []) expect(compose.volumes).toHaveProperty(volume.split(':')[0]);
  });

  it('points the server at the postgres service with the same credentials', () => {
    const env = server.environment ?? {};
    const url = new URL(env.DATABASE_URL.replace('${POSTGRES_PASSWORD:-claim}', 'claim'));
    const postgresEnv = postgres.environment ?? {};
    expect(url.hostname).toBe('postgres');
    expect(url.username).toBe(postgresEnv.POSTGRES_USER);
    expect(url.pathname).toBe(`/${postgresEnv.POSTGRES_DB}`);
    expect(env.DATABASE_URL).toContain(`:${postgresEnv.POSTGRES_PASSWORD}@`);
    // Every variable given to the server is one it reads.
    for (const name of Object.keys(env)) expect(configurationVariables()).toContain(name);
    // Interpolations either default (:-) or stop compose with a message (:?).
    for (const value of Object.values(env))
      for (const variable of String(value).matchAll(/\$\{([^}]+)\}/g)) expect(variable[1]).toMatch(/^[A-Z_]+:[-?]/);
    expect(server.ports).toEqual([`${env.PORT}:${env.PORT}`]);
  });

  it("checks the server's readiness and gives its shutdown more time than the server itself takes", () => {
    const test = server.healthcheck?.test;
    expect(Array.isArray(test) && test[0] === 'CMD').toBe(true);
    expect((test as string[]).join(' ')).toContain(`http://127.0.0.1:${server.environment?.PORT}/health/ready`);
    const grace = parseDuration(server.stop_grace_period ?? '0', 'stop_grace_period');
    expect(grace).toBeGreaterThan(SHUTDOWN_TIMEOUT_MS);
    expect(SHUTDOWN_TIMEOUT_MS).toBeGreaterThan(DEFAULT_CONNECTION_LIMITS.shutdownGraceMs);
    expect(parseDuration(server.healthcheck?.start_period ?? '0', 'start_period')).toBeGreaterThanOrEqual(30_000);
  });
});
