/**
 * Server benchmark (issue "Load, faults and abuse"). Run: npm run bench [-- --matches 50,200,1000]
 *
 * On a throwaway embedded PostgreSQL configured as `npm start` runs it (fsync on), starts the real server
 * as a child process, registers 2 users per match, and has pairs of bot clients play complete games
 * through GraphQL over HTTP (keep-alive) with real tokens; some pairs also subscribe over graphql-ws.
 * Then, at the same concurrency, runs the SQL a move performs directly through `pg` (the ceiling).
 *
 * Options: --matches 50,200 (concurrent matches per level; default 50,200)
 *          --subscribe 0.1  (fraction of pairs whose two players subscribe; default 0.1)
 *          --min-moves 10000 (each level plays enough rounds of games for this many moves)
 *          --instances N    (N server processes on the one database; pair i plays through instance i mod N; default 1)
 *          --think MS       (each bot waits before each move, exponentially distributed with mean MS: paced load for
 *                            latency; default 0 = saturate)
 *          --profile DIR    (the server runs with --cpu-prof into DIR)
 *          --env K=V,…      (extra server environment)
 *          --json FILE      (also write the results as JSON)
 */
import { randomBytes } from 'crypto';
import { writeFileSync } from 'fs';
import { cpus, loadavg, totalmem } from 'os';
import { ChildServer, cpuSecondsOf } from '../../test/support/child-server';
import type { BotPlayer } from './bots';
import { BotGame, newBotStats } from './bots';
import { sqlCeiling } from './ceiling';
import { GraphQLHttp } from './client';
import { BenchCluster } from './cluster';
import { fmt, forEachLimit, nowMs, sleep } from './stats';

interface Options {
  matches: number[];
  subscribe: number;
  minMoves: number;
  profile: string | null;
  think: number;
  instances: number;
  env: Record<string, string>;
  json: string | null;
}

function parseOptions(argv: string[]): Options {
  const get = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const env = {
    // Rate limits (src/rate-limit) would stop a benchmark in its first second: raise them out of the way.
    RATE_LIMIT_AUTH: '1000000000/1',
    RATE_LIMIT_MOVES: '1000000000/1',
    RATE_LIMIT_API: '1000000000/1',
    ...Object.fromEntries(
      (get('env') ?? '')
        .split(',')
        .filter(Boolean)
        .map((kv) => kv.split('=') as [string, string]),
    ),
  };
  return {
    matches: (get('matches') ?? '50,200').split(',').map(Number),
    subscribe: Number(get('subscribe') ?? 0.1),
    minMoves: Number(get('min-moves') ?? 10_000),
    profile: get('profile') ?? null,
    think: Number(get('think') ?? 0),
    instances: Number(get('instances') ?? 1),
    env,
    json: get('json') ?? null,
  };
}

const MOVES_PER_GAME = 52; // `claim` preset, two players: 13 + 13 tricks of two cards

async function register(http: GraphQLHttp, count: number): Promise<BotPlayer[]> {
  const tag = randomBytes(3).toString('hex');
  const players: BotPlayer[] = new Array(count);
  await forEachLimit(
    Array.from({ length: count }, (_, i) => i),
    4,
    async (i) => {
      const result = await http.request<{ register: { accessToken: string; user: { id: string } } }>(
        'mutation($i: RegisterInput!) { register(input: $i) { accessToken user { id } } }',
        { i: { username: `bench_${tag}_${i}`, password: 'correct horse battery' } },
      );
      if (!result.data) throw new Error(`register: ${JSON.stringify(result.errors)}`);
      players[i] = { userId: result.data.register.user.id, token: result.data.register.accessToken };
    },
  );
  return players;
}

async function startMatches(http: GraphQLHttp, pairs: [BotPlayer, BotPlayer][], token: string): Promise<string[]> {
  const ids: string[] = new Array(pairs.length);
  await forEachLimit(pairs, 8, async ([a, b], i) => {
    const result = await http.request<{ probeStartMatch: string }>(
      'mutation($u: [ID!]!) { probeStartMatch(userIds: $u) }',
      { u: [a.userId, b.userId] },
      token,
    );
    if (!result.data) throw new Error(`start: ${JSON.stringify(result.errors)}`);
    ids[i] = result.data.probeStartMatch;
  });
  return ids;
}

interface LevelResult {
  matches: number;
  rounds: number;
  moves: number;
  seconds: number;
  movesPerSecond: number;
  requestsPerSecond: number;
  latency: ReturnType<ReturnType<typeof newBotStats>['moveLatency']['summary']>;
  laterLatency: ReturnType<ReturnType<typeof newBotStats>['moveLatency']['summary']>;
  deliveryFromSend: ReturnType<ReturnType<typeof newBotStats>['moveLatency']['summary']>;
  deliveryFromAck: ReturnType<ReturnType<typeof newBotStats>['moveLatency']['summary']>;
  deliveries: { expected: number; received: number };
  fallbacks: number;
  errors: Record<string, number>;
  serverRssMiB: { peak: number; end: number };
  cpuSeconds: { server: number; postgres: number; bench: number };
  ceiling: Awaited<ReturnType<typeof sqlCeiling>>;
  /** The same with the correspondence hook's statements as well (what a move does in full). */
  fullCeiling: Awaited<ReturnType<typeof sqlCeiling>>;
  ratio: number;
  /** 1-minute load average when the level ended: above the core count, other processes took CPU too. */
  loadAverage: number;
  think: number;
  instances: number;
}

async function runLevel(
  matches: number,
  options: Options,
  players: BotPlayer[],
  servers: ChildServer[],
  cluster: BenchCluster,
  https: GraphQLHttp[],
): Promise<LevelResult> {
  const http = https[0];
  const serverCpu = (): number => servers.reduce((sum, s) => sum + cpuSecondsOf(s.pid), 0);
  const serverRss = (): number => servers.reduce((sum, s) => sum + s.memory().rss, 0);
  const rounds = Math.max(1, Math.ceil(options.minMoves / (matches * MOVES_PER_GAME)));
  const pairs = Array.from({ length: matches }, (_, i): [BotPlayer, BotPlayer] => [players[2 * i], players[2 * i + 1]]);
  const subscribers = Math.max(options.subscribe > 0 ? 1 : 0, Math.round(matches * options.subscribe));
  const stats = newBotStats();
  let seconds = 0;
  let peakRss = 0;
  const cpu0 = { server: serverCpu(), postgres: cluster.cpuSeconds(), bench: process.cpuUsage() };
  for (let round = 0; round < rounds; round++) {
    const ids = await startMatches(http, pairs, players[0].token);
    const games = ids.map(
      (id, i) =>
        new BotGame(
          https[i % https.length],
          id,
          pairs[i],
          stats,
          round * 100_000 + i,
          i < subscribers ? servers[i % servers.length].wsUrl : null,
          options.think,
        ),
    );
    await forEachLimit(games, 50, (game) => game.prepare());
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, serverRss())), 250);
    const started = nowMs();
    await Promise.all(games.map((game) => game.play()));
    seconds += (nowMs() - started) / 1000;
    clearInterval(sampler);
    await Promise.all(games.map((game) => game.finish()));
  }
  const benchCpu = process.cpuUsage(cpu0.bench);
  const cpuSeconds = {
    server: serverCpu() - cpu0.server,
    postgres: cluster.cpuSeconds() - cpu0.postgres,
    bench: (benchCpu.user + benchCpu.system) / 1e6,
  };
  const end = { rss: serverRss() };
  const ceiling = await sqlCeiling(cluster.url, players[0].userId, matches, Math.round(stats.moves / matches));
  const fullCeiling = await sqlCeiling(
    cluster.url,
    players[0].userId,
    matches,
    Math.round(stats.moves / matches),
    20,
    true,
  );
  const movesPerSecond = stats.moves / seconds;
  return {
    matches,
    rounds,
    moves: stats.moves,
    seconds,
    movesPerSecond,
    requestsPerSecond: (stats.moves + stats.reads) / seconds,
    latency: stats.moveLatency.summary(),
    laterLatency: stats.laterMoveLatency.summary(),
    deliveryFromSend: stats.deliveryFromSend.summary(),
    deliveryFromAck: stats.deliveryFromAck.summary(),
    deliveries: { expected: stats.deliveriesExpected, received: stats.deliveriesReceived },
    fallbacks: stats.fallbacks,
    errors: Object.fromEntries(stats.errors),
    serverRssMiB: { peak: Math.max(peakRss, end.rss) / 2 ** 20, end: end.rss / 2 ** 20 },
    cpuSeconds,
    ceiling,
    fullCeiling,
    ratio: movesPerSecond / ceiling.movesPerSecond,
    loadAverage: loadavg()[0],
    think: options.think,
    instances: servers.length,
  };
}

function report(result: LevelResult): string {
  const l = result.latency;
  const d = result.deliveryFromSend;
  const a = result.deliveryFromAck;
  const c = result.ceiling;
  const cpu = result.cpuSeconds;
  return [
    `## ${result.matches} concurrent matches${result.instances > 1 ? `, ${result.instances} server instances` : ''}${result.think ? `, ${result.think} ms think time per move` : ''} (${result.rounds} round(s), ${result.moves} moves in ${fmt(result.seconds, 2)} s)`,
    `server:  ${fmt(result.movesPerSecond, 0)} moves/s (${fmt(result.requestsPerSecond, 0)} requests/s with reads); move latency p50 ${fmt(l.p50)} / p95 ${fmt(l.p95)} / p99 ${fmt(l.p99)} / max ${fmt(l.max)} ms`,
    `         without each game's first move: p50 ${fmt(result.laterLatency.p50)} / p95 ${fmt(result.laterLatency.p95)} / p99 ${fmt(result.laterLatency.p99)} / max ${fmt(result.laterLatency.max)} ms`,
    `ceiling: ${fmt(c.movesPerSecond, 0)} moves/s (pg, 20 connections); transaction p50 ${fmt(c.latency.p50)} / p99 ${fmt(c.latency.p99)} ms → ratio ${fmt(result.ratio, 2)}`,
    `         with the correspondence hook's statements too: ${fmt(result.fullCeiling.movesPerSecond, 0)} moves/s → ratio ${fmt(result.movesPerSecond / result.fullCeiling.movesPerSecond, 2)}`,
    `delivery (subscriber receives − move sent): p50 ${fmt(d.p50)} / p95 ${fmt(d.p95)} / p99 ${fmt(d.p99)} ms; (− ack received): p50 ${fmt(a.p50)} / p95 ${fmt(a.p95)} / p99 ${fmt(a.p99)} ms; ${result.deliveries.received}/${result.deliveries.expected} delivered`,
    `server RSS peak ${fmt(result.serverRssMiB.peak, 0)} MiB (end ${fmt(result.serverRssMiB.end, 0)} MiB); CPU s: server ${fmt(cpu.server)}, postgres ${fmt(cpu.postgres)}, bench clients ${fmt(cpu.bench)} (of ${fmt(result.seconds * cpus().length)} available)`,
    `CPU per move: server ${fmt((1000 * cpu.server) / result.moves, 2)} ms, postgres ${fmt((1000 * cpu.postgres) / result.moves, 2)} ms; load average at the end ${fmt(result.loadAverage, 2)}`,
    `fallbacks to legalMoves: ${result.fallbacks}; errors: ${JSON.stringify(result.errors)}`,
  ].join('\n');
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const machine = `${cpus()[0].model}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}`;
  console.log(`# Server benchmark\n${machine}\nlevels: ${options.matches.join(', ')} concurrent matches\n`);
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (other processes on this machine compete for its cores)`,
  );
  const cluster = await BenchCluster.start();
  const jwtSecret = randomBytes(32).toString('hex');
  const servers: ChildServer[] = [];
  try {
    for (let i = 0; i < options.instances; i++)
      servers.push(
        await ChildServer.start({
          databaseUrl: cluster.url,
          jwtSecret,
          env: options.env,
          nodeArgs: options.profile ? ['--cpu-prof', `--cpu-prof-dir=${options.profile}`] : [],
          onStderr: (text) => process.stderr.write(`[server] ${text}`),
        }),
      );
    const maxMatches = Math.max(...options.matches);
    const https = servers.map((s) => new GraphQLHttp(s.graphqlUrl, maxMatches + 16));
    const http = https[0];
    let t = nowMs();
    const players = await register(http, 2 * maxMatches);
    console.log(`registered ${players.length} users in ${fmt((nowMs() - t) / 1000)} s`);
    t = nowMs();
    await runLevel(Math.min(20, maxMatches), { ...options, minMoves: 0 }, players, servers, cluster, https);
    console.log(`warm-up done in ${fmt((nowMs() - t) / 1000)} s\n`);
    const results: LevelResult[] = [];
    for (const matches of options.matches) {
      const result = await runLevel(matches, options, players, servers, cluster, https);
      results.push(result);
      console.log(report(result) + '\n');
      await sleep(500);
    }
    https.forEach((h) => h.close());
    if (options.json) writeFileSync(options.json, JSON.stringify({ machine, options, results }, null, 2));
  } finally {
    for (const s of servers) await s.stop();
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
