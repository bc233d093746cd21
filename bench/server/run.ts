/**
 * Server benchmark (issues "Load, faults and abuse", 21). Run: npm run bench [-- --matches 50,200,1000]
 *
 * On a throwaway embedded PostgreSQL configured as `npm start` runs it (fsync on), starts the real server
 * as a child process (with bench/server/probe.ts preloaded: event-loop delay, memory, CPU profiles),
 * registers 2 users per match, and has pairs of bot clients play complete games with real tokens, over
 * GraphQL over HTTP (keep-alive) and/or over each player's open graphql-ws connection; some pairs also
 * subscribe over graphql-ws. Then, at the same concurrency, runs the SQL a move performs directly through
 * `pg` (the ceiling).
 *
 * Options: --matches 50,200 (concurrent matches per level; default 50,200)
 *          --transport http|ws|rest|both|all (how the bots send moves and reads: GraphQL over HTTP, over graphql-ws,
 *                            or the REST mirror; both = http,ws; all = the three; a comma-separated list is also taken;
 *                            default both, one after the other)
 *          --subscribe 0.1  (fraction of pairs whose two players subscribe; default 0.1)
 *          --min-moves 10000 (each level plays enough rounds of games for this many moves)
 *          --instances N    (N server processes on the one database; pair i plays through instance i mod N; default 1)
 *          --think MS       (each bot waits before each move, exponentially distributed with mean MS: paced load for
 *                            latency; default 0 = saturate)
 *          --peers          (also boardgame.io in memory and with bgio-postgres, same levels, same run: peers/peers.ts)
 *          --soak 30m       (instead of levels: a steady bounded load for that long; see soak.ts)
 *          --profile DIR    (a V8 CPU profile of the server over each level's timed rounds only, into DIR)
 *          --no-ceiling     (skip the SQL ceiling)
 *          --env K=V,…      (extra server environment; DATABASE_URL=URL is taken as --database DATABASE_URL=URL)
 *          --database NAME=URL,…  (an outside database instead of the embedded one: one PostgreSQL or a Citus
 *                            coordinator, migrated and, on Citus, distributed as `npm start` does; with several, each
 *                            gets this tree's server(s) of its own and plays each level right after the first, as
 *                            --compare does. Its CPU is counted when its postmasters (on Citus: every loopback worker)
 *                            run on this machine. Use an empty database: the bench registers users and plays matches.
 *                            No ceiling then, unless --ceiling.)
 *          --compare NAME=DIR,…  (A/B in one run: also the server of another checkout DIR — e.g. `git archive <commit>`
 *                            unpacked, with node_modules linked and `prisma generate` run — on a database of its own,
 *                            level by level right after this tree's; its results are labelled NAME)
 *          --variant NAME:K=V,…  (A/B in one run: also this tree's server with that extra environment, on a database
 *                            of its own, like --compare; e.g. --variant reviews-off:CLAIM_REVIEW_POLL=0; may be repeated.
 *                            With --database, on the first outside database instead, with users and matches of its
 *                            own: e.g. --database citus=URL --variant pershard:MATCH_WRITE_CITUS_BATCH=shard)
 *          --repeat N       (play each level N times, this tree and every --compare alternating; default 1)
 *          --orders N       (each player of each match first sets N standing orders, 0–20, that never apply in the
 *                            `claim` preset — Seer, Vampire and Skeleton decisions — so that the games are the same and
 *                            what is measured is the write path's cost of orders being present; their setting is
 *                            outside the CPU per move. Combine with --env CLAIM_ORDER_DELAY=0 to have every write judge
 *                            them in its chain, as the tests do; default 0)
 *          --json FILE      (also write the results as JSON)
 */
import { execFile } from 'child_process';
import { randomBytes } from 'crypto';
import { writeFileSync } from 'fs';
import { promisify } from 'util';
import { cpus, loadavg, totalmem } from 'os';
import path from 'path';
import { Client } from 'pg';
import type { BotPlayer, BotStats } from './bots';
import { BotGame, restRouteOf } from './bots';
import type { CeilingResult } from './ceiling';
import { sqlCeiling } from './ceiling';
import type { GraphQLTransport, TransportName } from './client';
import { GraphQLHttp, GraphQLWs, RestHttp } from './client';
import { BenchCluster } from './cluster';
import type { BenchDatabase } from './outside-db';
import { OutsideDatabase } from './outside-db';
import type { LevelMeasure } from './level';
import { ProbedServers, playLevel } from './level';
import type { PeerName } from './peers/peers';
import { PEER_DURABILITY, PEER_LABELS, Peer } from './peers/peers';
import { parseDuration, runSoak } from './soak';
import { fmt, forEachLimit, nowMs, sleep } from './stats';

interface Options {
  matches: number[];
  transports: TransportName[];
  subscribe: number;
  minMoves: number;
  profile: string | null;
  think: number;
  instances: number;
  peers: boolean;
  soak: { seconds: number; plot: string | null } | null;
  ceiling: boolean;
  env: Record<string, string>;
  json: string | null;
  /** `--compare` checkouts and `--variant`s (variant: this tree with other environment). */
  compare: { name: string; root: string; env: Record<string, string>; variant: boolean }[];
  databases: { name: string; url: string }[];
  repeat: number;
  orders: number;
}

function parseOptions(argv: string[]): Options {
  const get = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const all = (name: string): string[] =>
    argv.flatMap((a, i) => (a === `--${name}` && i + 1 < argv.length ? [argv[i + 1]] : []));
  const env: Record<string, string> = {
    // Rate limits (src/rate-limit) would stop a benchmark in its first second: raise them out of the way, with
    // the default windows' length (60 s), so that each principal's count is kept as in production.
    RATE_LIMIT_AUTH: '1000000000/60',
    RATE_LIMIT_MOVES: '1000000000/60',
    RATE_LIMIT_API: '1000000000/60',
    // Every bot connects from 127.0.0.1: over graphql-ws that is two connections per match from one address.
    MAX_CONNECTIONS_PER_ADDRESS: '1000000',
    ...Object.fromEntries(
      (get('env') ?? '')
        .split(',')
        .filter(Boolean)
        .map((kv) => splitOnce(kv, '--env K=V')),
    ),
  };
  const databases = (get('database') ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [name, url] = splitOnce(entry, '--database NAME=URL');
      return { name, url };
    });
  // The child servers' DATABASE_URL is the bench's database; one given in --env names an outside database.
  if (env.DATABASE_URL) databases.unshift({ name: 'DATABASE_URL', url: env.DATABASE_URL });
  delete env.DATABASE_URL;
  const transport = get('transport') ?? 'both';
  const transports = (
    transport === 'both' ? ['http', 'ws'] : transport === 'all' ? ['http', 'ws', 'rest'] : transport.split(',')
  ) as TransportName[];
  if (transports.some((t) => !['http', 'ws', 'rest'].includes(t)))
    throw new Error(`--transport http|ws|rest|both|all, not ${transport}`);
  const soak = get('soak');
  return {
    // A soak is a bounded load: by default 100 matches whose players think 100 ms (mean) before each move.
    matches: (get('matches') ?? (soak ? '100' : '50,200')).split(',').map(Number),
    transports,
    subscribe: Number(get('subscribe') ?? 0.1),
    minMoves: Number(get('min-moves') ?? 10_000),
    profile: get('profile') ?? null,
    think: Number(get('think') ?? (soak ? 100 : 0)),
    instances: Number(get('instances') ?? 1),
    peers: argv.includes('--peers'),
    soak: soak ? { seconds: parseDuration(soak), plot: get('plot') ?? null } : null,
    ceiling: databases.length > 0 ? argv.includes('--ceiling') : !argv.includes('--no-ceiling'),
    databases,
    env,
    json: get('json') ?? null,
    compare: (get('compare') ?? '')
      .split(',')
      .filter(Boolean)
      .map((entry) => {
        const [name, root] = entry.split('=');
        if (!name || !root) throw new Error(`--compare NAME=DIR, not ${entry}`);
        return { name, root: path.resolve(root), env, variant: false };
      })
      .concat(
        all('variant').map((entry) => {
          const [name, extra] = splitOnce(entry.replace(':', '='), '--variant NAME:K=V,…');
          const variantEnv = Object.fromEntries(extra.split(',').map((kv) => splitOnce(kv, '--variant NAME:K=V,…')));
          return { name, root: path.resolve('.'), env: { ...env, ...variantEnv }, variant: true };
        }),
      ),
    repeat: Math.max(1, Number(get('repeat') ?? 1)),
    orders: Math.min(20, Math.max(0, Number(get('orders') ?? 0))),
  };
}

/** "K=V" (V may hold "=") as [K, V]. */
function splitOnce(entry: string, form: string): [string, string] {
  const i = entry.indexOf('=');
  if (i <= 0 || i === entry.length - 1) throw new Error(`${form}, not ${entry}`);
  return [entry.slice(0, i), entry.slice(i + 1)];
}

const MOVES_PER_GAME = 52; // `claim` preset, two players: 13 + 13 tricks of two cards

/** Our server: its processes and a way to reach each over both transports. */
class ClaimUnderTest {
  readonly https: GraphQLHttp[];
  /** The REST mirror of the bots' moves and reads (--transport rest). */
  readonly rests: RestHttp[];
  /** One graphql-ws connection per player and instance: moves over ws, and every subscription. */
  readonly wss: GraphQLWs[];
  players: BotPlayer[] = [];
  baselineRss = 0;
  /** CPU seconds spent setting standing orders (--orders) during the level being played, kept out of its figures. */
  private ordersCpu = { server: 0, postgres: 0 };

  constructor(
    readonly servers: ProbedServers,
    private readonly cluster: BenchDatabase,
    maxMatches: number,
    private readonly orders = 0,
  ) {
    this.https = servers.servers.map((s) => new GraphQLHttp(s.graphqlUrl, maxMatches + 16));
    this.rests = servers.servers.map((s) => new RestHttp(s.baseUrl, maxMatches + 16, restRouteOf));
    this.wss = servers.servers.map((s) => new GraphQLWs(s.wsUrl));
  }

  transport(name: TransportName, pair: number): GraphQLTransport {
    const instance = pair % this.https.length;
    return name === 'http' ? this.https[instance] : name === 'rest' ? this.rests[instance] : this.wss[instance];
  }

  async register(count: number): Promise<void> {
    const tag = randomBytes(3).toString('hex');
    this.players = new Array(count);
    await forEachLimit(
      Array.from({ length: count }, (_, i) => i),
      4,
      async (i) => {
        const result = await this.https[0].request<{ register: { accessToken: string; user: { id: string } } }>(
          'mutation($i: RegisterInput!) { register(input: $i) { accessToken user { id } } }',
          { i: { username: `bench_${tag}_${i}`, password: 'correct horse battery' } },
        );
        if (!result.data) throw new Error(`register: ${JSON.stringify(result.errors)}`);
        this.players[i] = { userId: result.data.register.user.id, token: result.data.register.accessToken };
      },
    );
  }

  pair(i: number): [BotPlayer, BotPlayer] {
    return [this.players[2 * i], this.players[2 * i + 1]];
  }

  /** Starts a `claim` match for each pair (the probe mutation: lobbies are not what is measured). */
  async startMatches(pairs: readonly number[]): Promise<string[]> {
    const ids: string[] = new Array(pairs.length);
    await forEachLimit(pairs, 8, async (pair, i) => {
      ids[i] = await this.startMatch(pair);
    });
    if (this.orders > 0) {
      const cpu0 = { server: this.servers.cpuSeconds(), postgres: this.cluster.cpuSeconds() };
      await forEachLimit(pairs, 8, (pair, i) => this.setOrders(pair, ids[i]));
      this.ordersCpu.server += this.servers.cpuSeconds() - cpu0.server;
      this.ordersCpu.postgres += this.cluster.cpuSeconds() - cpu0.postgres;
    }
    return ids;
  }

  /** --orders: each player of the match sets that many standing orders that never apply in the `claim` preset. */
  private async setOrders(pair: number, matchId: string): Promise<void> {
    const never = [
      { when: 'SEER', answer: 'TAKE_TOP' },
      { when: 'VAMPIRE', answer: 'BURY_NOTHING' },
      { when: 'SKELETON', answer: 'LEAVE' },
    ];
    const orders = Array.from({ length: this.orders }, (_, i) => never[i % never.length]);
    for (const player of this.pair(pair)) {
      const result = await this.https[0].request<{ setStandingOrders: unknown[] }>(
        'mutation($m: ID!, $o: [StandingOrderInput!]!) { setStandingOrders(matchId: $m, orders: $o) { id } }',
        { m: matchId, o: orders },
        player.token,
      );
      if (!result.data) throw new Error(`setStandingOrders: ${JSON.stringify(result.errors)}`);
    }
  }

  async startMatch(pair: number): Promise<string> {
    const [a, b] = this.pair(pair);
    const result = await this.https[0].request<{ probeStartMatch: string }>(
      'mutation($u: [ID!]!) { probeStartMatch(userIds: $u) }',
      { u: [a.userId, b.userId] },
      this.players[0].token,
    );
    if (!result.data) throw new Error(`start: ${JSON.stringify(result.errors)}`);
    return result.data.probeStartMatch;
  }

  game(
    transport: TransportName,
    pair: number,
    matchId: string,
    stats: BotStats,
    seed: number,
    subscribe: boolean,
    think: number,
  ): BotGame {
    const instance = pair % this.wss.length;
    return new BotGame(
      this.transport(transport, pair),
      matchId,
      this.pair(pair),
      stats,
      seed,
      subscribe ? this.wss[instance] : null,
      think,
    );
  }

  /** Closes every graphql-ws connection, so that each level opens its own. */
  async closeSockets(): Promise<void> {
    await Promise.all(this.wss.map((ws) => ws.close()));
  }

  async level(
    matches: number,
    transport: TransportName,
    options: Options,
    profile?: string,
  ): Promise<ClaimLevelResult> {
    const subscribers = Math.max(options.subscribe > 0 ? 1 : 0, Math.round(matches * options.subscribe));
    const pairs = Array.from({ length: matches }, (_, i) => i);
    this.ordersCpu = { server: 0, postgres: 0 };
    const played = await playLevel({
      matches,
      minMoves: options.minMoves,
      movesPerGame: MOVES_PER_GAME,
      target: this.servers,
      cluster: this.cluster,
      baselineRss: this.baselineRss,
      profile,
      newGames: async (round, stats) => {
        const ids = await this.startMatches(pairs);
        return ids.map((id, i) =>
          this.game(transport, i, id, stats, round * 100_000 + i, i < subscribers, options.think),
        );
      },
    });
    await this.closeSockets();
    const measure = this.withoutOrdersSetup(played);
    const s = measure.stats;
    return {
      ...measure,
      system: 'claim',
      transport,
      deliveryFromSend: s.deliveryFromSend.summary(),
      deliveryFromAck: s.deliveryFromAck.summary(),
      deliveries: { expected: s.deliveriesExpected, received: s.deliveriesReceived },
      fallbacks: s.fallbacks,
    };
  }

  /** The level's figures without the CPU that setting its standing orders took (--orders). */
  private withoutOrdersSetup(measure: LevelMeasure): LevelMeasure {
    if (this.orders === 0) return measure;
    const cpuSeconds = {
      ...measure.cpuSeconds,
      server: measure.cpuSeconds.server - this.ordersCpu.server,
      postgres: measure.cpuSeconds.postgres - this.ordersCpu.postgres,
    };
    return {
      ...measure,
      cpuSeconds,
      cpuPerMoveMs: {
        server: (1000 * cpuSeconds.server) / measure.moves,
        postgres: (1000 * cpuSeconds.postgres) / measure.moves,
      },
    };
  }

  async close(): Promise<void> {
    await this.closeSockets();
    await Promise.all([...this.https, ...this.rests].map((h) => h.close()));
  }
}

type Summary = LevelMeasure['latency'];

interface ClaimLevelResult extends LevelMeasure {
  system: 'claim';
  transport: TransportName;
  deliveryFromSend: Summary;
  deliveryFromAck: Summary;
  deliveries: { expected: number; received: number };
  fallbacks: number;
}

interface PeerLevelResult extends LevelMeasure {
  system: PeerName;
}

interface Ceilings {
  matches: number;
  ceiling: CeilingResult;
  /** The same with the correspondence hook's statements as well (what a move does in full). */
  full: CeilingResult;
}

const ms = (summary: Summary): string =>
  `p50 ${fmt(summary.p50)} / p95 ${fmt(summary.p95)} / p99 ${fmt(summary.p99)} / max ${fmt(summary.max)} ms`;

/** What every system's level reports. */
function reportCommon(r: LevelMeasure, title: string): string[] {
  const cpu = r.cpuSeconds;
  return [
    `## ${r.matches} concurrent matches, ${title} (${r.rounds} round(s), ${r.moves} moves in ${fmt(r.seconds, 2)} s)`,
    `moves:   ${fmt(r.movesPerSecond, 0)} moves/s (${fmt((r.moves + r.reads) / r.seconds, 0)} requests/s with reads); latency ${ms(r.latency)}`,
    `         without each game's first move: ${ms(r.laterLatency)}`,
    `CPU per move: server ${fmt(r.cpuPerMoveMs.server, 3)} ms, postgres ${fmt(r.cpuPerMoveMs.postgres, 3)} ms (CPU s: server ${fmt(cpu.server)}, postgres ${fmt(cpu.postgres)}, bench clients ${fmt(cpu.bench)}, of ${fmt(r.seconds * cpus().length)} available); SQL statements per move ${fmt(r.pgStatementsPerMove, 2)}`,
    `server RSS: idle after warm-up ${fmt(r.rssMiB.baseline, 0)} MiB, median while playing ${fmt(r.rssMiB.median, 0)}, peak ${fmt(r.rssMiB.peak, 0)}` +
      // Below a few hundred matches the difference is lost in the heap's own ups and downs.
      (r.matches >= 200 ? ` → ${fmt(r.rssPer1000MatchesMiB, 0)} MiB per 1,000 live matches` : ''),
    `event-loop delay (in the server, 1 s windows): p99 median ${fmt(r.loopDelayMs.medianP99)} ms, worst ${fmt(r.loopDelayMs.worstP99)} ms; max ${fmt(r.loopDelayMs.max)} ms`,
    `errors: ${JSON.stringify(r.errors)}; load average at the end ${fmt(r.loadAverage, 2)}`,
  ];
}

function reportClaim(r: ClaimLevelResult, instances: number): string {
  const d = r.deliveryFromSend;
  const a = r.deliveryFromAck;
  const title = `this server over ${r.transport === 'http' ? 'GraphQL over HTTP' : r.transport === 'rest' ? 'REST' : 'graphql-ws'}${instances > 1 ? `, ${instances} instances` : ''}`;
  return [
    ...reportCommon(r, title),
    `delivery (subscriber receives − move sent): p50 ${fmt(d.p50)} / p99 ${fmt(d.p99)} ms; (− ack received): p50 ${fmt(a.p50)} / p99 ${fmt(a.p99)} ms; ${r.deliveries.received}/${r.deliveries.expected} delivered; fallbacks to legalMoves: ${r.fallbacks}`,
  ].join('\n');
}

function reportCeilings(c: Ceilings, results: readonly ClaimLevelResult[]): string {
  const ratios = (ceiling: CeilingResult): string =>
    results.map((r) => `${r.transport} ${fmt(r.movesPerSecond / ceiling.movesPerSecond, 2)}`).join(', ');
  return [
    `ceiling at ${c.matches} matches: ${fmt(c.ceiling.movesPerSecond, 0)} moves/s (pg, 20 connections); transaction p50 ${fmt(c.ceiling.latency.p50)} / p99 ${fmt(c.ceiling.latency.p99)} ms → ratio ${ratios(c.ceiling)}`,
    `         with the correspondence hook's statements too: ${fmt(c.full.movesPerSecond, 0)} moves/s → ratio ${ratios(c.full)}`,
  ].join('\n');
}

/** The side-by-side table of `--peers`: each system's figures and this server's moves/s as a multiple of each. */
function peerTable(claim: readonly ClaimLevelResult[], peers: readonly PeerLevelResult[]): string {
  const lines = [
    '| matches | system | moves/s | p50 / p99 (ms) | server CPU per move (ms) | pg CPU per move (ms) | durable before ack | ' +
      claim
        .filter((r, i, all) => all.findIndex((o) => o.transport === r.transport) === i)
        .map((r) => `this server (${r.transport}) ÷ it`)
        .join(' | ') +
      ' |',
  ];
  lines.push('|' + ' --- |'.repeat(lines[0].split('|').length - 2));
  const levels = [...new Set([...claim, ...peers].map((r) => r.matches))];
  for (const matches of levels) {
    const ours = claim.filter((r) => r.matches === matches);
    const rows: { name: string; durable: string; r: LevelMeasure }[] = [
      ...ours.map((r) => ({ name: `this server, ${r.transport}`, durable: 'yes: commit, then answer', r })),
      ...peers
        .filter((r) => r.matches === matches)
        .map((r) => ({ name: PEER_LABELS[r.system], durable: PEER_DURABILITY[r.system], r })),
    ];
    for (const { name, durable, r } of rows)
      lines.push(
        `| ${matches} | ${name} | ${fmt(r.movesPerSecond, 0)} | ${fmt(r.latency.p50)} / ${fmt(r.latency.p99)} | ${fmt(r.cpuPerMoveMs.server, 3)} | ${fmt(r.cpuPerMoveMs.postgres, 3)} | ${durable} | ${ours.map((o) => fmt(o.movesPerSecond / r.movesPerSecond, 2)).join(' | ')} |`,
      );
  }
  return lines.join('\n');
}

/** A server of another checkout (`--compare`), measured beside this tree's in the same run. */
interface Compared {
  readonly name: string;
  readonly servers: ProbedServers;
  readonly claim: ClaimUnderTest;
  readonly databaseUrl: string;
}

/** Reviews a system's database holds as done (issue 33), and their summed compute time. */
async function reviewsDone(databaseUrl: string): Promise<{ done: number; computeMs: number }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ done: string; compute_ms: string }>(
      `SELECT count(*) AS done, coalesce(sum(compute_ms), 0) AS compute_ms FROM match_reviews WHERE status = 'done'`,
    );
    return { done: Number(rows[0].done), computeMs: Number(rows[0].compute_ms) };
  } finally {
    await client.end();
  }
}

/** Migrates a database with another checkout's own migrations (its schema may differ from this tree's). */
async function migrateWith(root: string, databaseUrl: string): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    ['-r', '@swc-node/register', '-e', `require('./src/database/migrator').applyMigrations(process.env.DATABASE_URL)`],
    { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
}

/** `--compare`/`--repeat`: every level of every system, in the order they ran. */
function compareTable(rows: readonly { name: string; run: number; r: ClaimLevelResult }[]): string {
  const lines = [
    '| matches | transport | run | system | moves/s | p50 / p99 (ms) | server CPU per move (ms) | pg CPU per move (ms) | SQL per move | load at end |',
    '| ---: | --- | ---: | --- | ---: | --- | ---: | ---: | ---: | ---: |',
  ];
  for (const { name, run, r } of rows)
    lines.push(
      `| ${r.matches} | ${r.transport} | ${run} | ${name} | ${fmt(r.movesPerSecond, 0)} | ${fmt(r.latency.p50)} / ${fmt(r.latency.p99)} | ${fmt(r.cpuPerMoveMs.server, 3)} | ${fmt(r.cpuPerMoveMs.postgres, 3)} | ${fmt(r.pgStatementsPerMove, 2)} | ${fmt(r.loadAverage, 2)} |`,
    );
  return lines.join('\n');
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const machine = `${cpus()[0].model}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}`;
  console.log(
    `# Server benchmark\n${machine}\n${options.soak ? `soak for ${options.soak.seconds} s at` : 'levels:'} ${options.matches.join(', ')} concurrent matches; transports: ${options.transports.join(', ')}${options.peers ? '; with the peers' : ''}${options.orders > 0 ? `; ${options.orders} standing orders per player (never applying; their setting is outside the CPU figures)` : ''}\n`,
  );
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (other processes on this machine compete for its cores)`,
  );
  const outside: OutsideDatabase[] = [];
  for (const { name, url } of options.databases) {
    outside.push(await OutsideDatabase.open(name, url));
    console.log(`outside database ${outside[outside.length - 1].description}`);
  }
  // The embedded PostgreSQL: the database under test unless outside ones are given; the peers' and --compare's too.
  // With outside databases a --variant plays on the first of them (its own users and matches; e.g. a Citus setting
  // against the default on the same cluster); a --compare checkout on the embedded one.
  const onOutside = (entry: Options['compare'][number]): boolean => entry.variant && outside.length > 0;
  const cluster =
    outside.length === 0 || options.peers || options.compare.some((entry) => !onOutside(entry))
      ? await BenchCluster.start()
      : null;
  const primary: BenchDatabase = outside[0] ?? cluster!;
  const primaryName = outside[0]?.name ?? 'this tree';
  const peers: Peer[] = [];
  let servers: ProbedServers | null = null;
  let claim: ClaimUnderTest | null = null;
  const compared: Compared[] = [];
  // Child servers and the cluster outlive an interrupted benchmark unless it stops them itself.
  let stopping: Promise<void> | null = null;
  const stopAll = (): Promise<void> =>
    (stopping ??= (async () => {
      await claim?.close();
      for (const other of compared) {
        await other.claim.close();
        await other.servers.stop();
      }
      for (const peer of peers) await peer.stop();
      await servers?.stop();
      await cluster?.stop();
    })());
  const interrupted = (): void => void stopAll().then(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    servers = await ProbedServers.start(options.instances, {
      databaseUrl: primary.url,
      jwtSecret: randomBytes(32).toString('hex'),
      env: options.env,
      onStderr: (text) => process.stderr.write(`[server] ${text}`),
    });
    const maxMatches = Math.max(...options.matches);
    claim = new ClaimUnderTest(servers, primary, maxMatches, options.orders);
    for (const [i, entry] of options.compare.entries()) {
      const { name, root, env } = entry;
      const database: BenchDatabase = onOutside(entry) ? outside[0] : cluster!;
      const databaseUrl = onOutside(entry) ? outside[0].url : await cluster!.database(`claim_compare_${i}`);
      if (!onOutside(entry)) await migrateWith(root, databaseUrl);
      const other = await ProbedServers.start(options.instances, {
        databaseUrl,
        jwtSecret: randomBytes(32).toString('hex'),
        env,
        entry: path.join(root, 'test/support/server-process.ts'),
        cwd: root,
        onStderr: (text) => process.stderr.write(`[${name}] ${text}`),
      });
      compared.push({
        name,
        servers: other,
        claim: new ClaimUnderTest(other, database, maxMatches, options.orders),
        databaseUrl,
      });
    }
    // Every further outside database: this tree's server(s) of its own, level by level beside the first.
    for (const database of outside.slice(1)) {
      const other = await ProbedServers.start(options.instances, {
        databaseUrl: database.url,
        jwtSecret: randomBytes(32).toString('hex'),
        env: options.env,
        onStderr: (text) => process.stderr.write(`[${database.name}] ${text}`),
      });
      compared.push({
        name: database.name,
        servers: other,
        claim: new ClaimUnderTest(other, database, maxMatches, options.orders),
        databaseUrl: database.url,
      });
    }
    const warmUp = async (system: ClaimUnderTest, target: ProbedServers): Promise<void> => {
      let t = nowMs();
      await system.register(2 * maxMatches);
      console.log(`registered ${system.players.length} users in ${fmt((nowMs() - t) / 1000)} s`);
      t = nowMs();
      for (const transport of options.transports)
        await system.level(Math.min(20, maxMatches), transport, { ...options, minMoves: 0 });
      system.baselineRss = target.rss();
      console.log(`warm-up done in ${fmt((nowMs() - t) / 1000)} s\n`);
    };
    await warmUp(claim, servers);
    for (const other of compared) await warmUp(other.claim, other.servers);

    if (options.soak) {
      const c = claim;
      const rows = await runSoak({
        seconds: options.soak.seconds,
        matches: options.matches[0],
        think: options.think,
        transports: options.transports,
        target: servers,
        plot: options.soak.plot,
        newGame: async (pair, transport, stats, seed) => {
          const id = await c.startMatch(pair);
          return c.game(
            transport,
            pair,
            id,
            stats,
            seed,
            pair < Math.round(options.matches[0] * options.subscribe),
            options.think,
          );
        },
      });
      if (options.json) writeFileSync(options.json, JSON.stringify({ machine, options, soak: rows }, null, 2));
      return;
    }

    if (options.peers) {
      for (const name of ['bgio-memory', 'bgio-postgres'] as const) peers.push(await Peer.start(name, cluster!));
      console.log(`peers started and warmed up: ${peers.map((p) => p.name).join(', ')}\n`);
    }
    const profileFile = (system: string, matches: number): string | undefined =>
      options.profile ? path.join(options.profile, `${system}-${matches}.cpuprofile`) : undefined;
    const claimResults: ClaimLevelResult[] = [];
    const peerResults: PeerLevelResult[] = [];
    const ceilings: Ceilings[] = [];
    const runs: { name: string; run: number; r: ClaimLevelResult }[] = [];
    // Reviews each system finished while the levels ran (issue 33: reviews per hour beside play). Every system's
    // servers keep running while another plays, so a system's reviews also run beside the others' levels.
    const systems = [{ name: primaryName, databaseUrl: primary.url }, ...compared];
    const reviewsAtStart = new Map<string, number>();
    for (const x of systems) reviewsAtStart.set(x.name, (await reviewsDone(x.databaseUrl)).done);
    const levelsStarted = nowMs();
    // Level by level, every system one after the other, so that the machine's load drifts alike for all.
    for (const matches of options.matches) {
      const ours: ClaimLevelResult[] = [];
      for (const transport of options.transports)
        for (let run = 1; run <= options.repeat; run++) {
          const suffix = options.repeat > 1 ? `-${run}` : '';
          const result = await claim.level(
            matches,
            transport,
            options,
            profileFile(`claim-${transport}${suffix}`, matches),
          );
          ours.push(result);
          runs.push({ name: primaryName, run, r: result });
          console.log(reportClaim(result, options.instances) + '\n');
          await sleep(500);
          for (const other of compared) {
            const theirs = await other.claim.level(
              matches,
              transport,
              options,
              profileFile(`claim-${other.name}-${transport}${suffix}`, matches),
            );
            runs.push({ name: other.name, run, r: theirs });
            console.log(`[${other.name}]\n${reportClaim(theirs, options.instances)}\n`);
            await sleep(500);
          }
        }
      claimResults.push(...ours);
      for (const peer of peers) {
        const result = await peer.level(matches, options.minMoves, options.think, profileFile(peer.name, matches));
        peerResults.push({ ...result, system: peer.name });
        console.log(reportCommon(result, PEER_LABELS[peer.name]).join('\n') + '\n');
        await sleep(500);
      }
      if (options.ceiling) {
        const movesPerMatch = Math.round(ours[0].moves / matches);
        const userId = claim.players[0].userId;
        const c: Ceilings = {
          matches,
          ceiling: await sqlCeiling(primary.url, userId, matches, movesPerMatch),
          full: await sqlCeiling(primary.url, userId, matches, movesPerMatch, 20, true),
        };
        ceilings.push(c);
        console.log(reportCeilings(c, ours) + '\n');
      }
    }
    if (compared.length > 0) {
      const seconds = (nowMs() - levelsStarted) / 1000;
      const lines = [
        `| system | reviews finished in the ${fmt(seconds, 0)} s of levels | per hour | review compute (ms, all done) |`,
        '| --- | ---: | ---: | ---: |',
      ];
      for (const x of systems) {
        const { done, computeMs } = await reviewsDone(x.databaseUrl);
        const finished = done - reviewsAtStart.get(x.name)!;
        lines.push(`| ${x.name} | ${finished} | ${fmt((finished / seconds) * 3600, 0)} | ${computeMs} |`);
      }
      console.log(`# Reviews beside play\n\n${lines.join('\n')}\n`);
    }
    if (peers.length > 0) console.log(`# Side by side\n\n${peerTable(claimResults, peerResults)}\n`);
    if (compared.length > 0 || options.repeat > 1) console.log(`# A/B, in the order run\n\n${compareTable(runs)}\n`);
    if (options.json) {
      const strip = <T extends LevelMeasure>({ stats: _stats, ...rest }: T): Omit<T, 'stats'> => rest;
      writeFileSync(
        options.json,
        JSON.stringify(
          {
            machine,
            options,
            claim: claimResults.map(strip),
            peers: peerResults.map(strip),
            ceilings,
            runs: runs.map(({ name, run, r }) => ({ name, run, ...strip(r) })),
          },
          null,
          2,
        ),
      );
    }
  } finally {
    await stopAll();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
