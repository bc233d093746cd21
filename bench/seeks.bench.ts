import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import postgres from 'postgres';
import { JWT_AUDIENCE, JWT_ISSUER } from '../src/auth/jwt-claims';
import { ChildServer, cpuSecondsOf } from '../test/support/child-server';
import { GraphQLHttp } from './server/client';
import { BenchCluster } from './server/cluster';
import { NO_RATE_LIMITS } from './server/data-scale';

/**
 * `npm run bench:seeks` (issue 31, docs/lobbies.md "Automatch"): seeks posted through the API (`postSeek` over
 * HTTP, so authentication, rate limiting, the entry checks, the matcher and the match start all count) to the
 * real server in a process of its own, one after the other, on a throwaway embedded PostgreSQL configured as
 * `npm start` runs it; the server process's CPU time for them (and PostgreSQL's, beside it).
 *   matched: N compatible 2-player seeks of one pool — every second one completes a table: N/2 matches.
 *   waiting: N seeks that wait (each rating range leaves out every other), then one post that reads the pool's
 *            oldest open seeks and finds no table (the matcher's worst case).
 *   floor:   N authenticated `{ me { id } }` requests: what the stack (HTTP, GraphQL, authentication, rate
 *            limiting) costs any request, to read the posts' figures against.
 *   backlog: N compatible seeks no wave has looked at (written straight into the table, as a burst of posts, or a
 *            process killed after storing them, leaves them), then one post whose wave matches them all: the
 *            issue's "1,000 open seeks matched within 1 s of server CPU". This checkout only (a server without
 *            waves matches one table a post).
 *   burst:   N compatible seeks posted BURST at a time (the waves fold them): server CPU per post.
 * Options: --posts N (per scenario, default 1,000) --compare DIR (another checkout of this repository with
 * node_modules and src/generated, e.g. `git archive <commit>` of main: its server runs beside this one on the
 * same database, each in pools of its own, and the posts alternate between the two in blocks of 100, so that
 * before and after meet the same load) --cpu-prof DIR (this checkout's server writes a V8 CPU profile there;
 * read it with bench/server/profile-summary.ts) --statements (PostgreSQL loads pg_stat_statements: each line also
 * says how many statements a post ran, every round trip counted, BEGIN and COMMIT included, and the run ends with
 * the statements the most called and those that took the most time; it costs PostgreSQL some CPU, so leave it off
 * for the CPU figures) --only SCENARIO,… (matched, waiting, backlog, burst, floor).
 * Speed is for this report, never a test's assertion.
 */

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const BLOCK = 100;
const POST_SEEK = 'mutation ($input: CreateLobbyInput!) { postSeek(input: $input) { id status matchId } }';
/** Posts in flight at once in the burst scenario. */
const BURST = 50;

const loadAverage = (): string =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** A server under test: this checkout's, or the one `--compare` names. */
interface Target {
  readonly name: string;
  readonly server: ChildServer;
  readonly http: GraphQLHttp;
  /** Added to every days-per-move of its posts: the two servers' seeks never share a pool. */
  readonly poolShift: number;
}

/** One post: who posts what. */
interface Post {
  readonly token: string;
  /** Null: the floor's request, `{ me { id } }` (what any authenticated request costs through the stack). */
  readonly input: Record<string, unknown> | null;
  /** The status the post must come back with (a bench that measures failures measures nothing). */
  readonly expect: 'open' | 'matched' | null;
}

/** Statements PostgreSQL ran so far (pg_stat_statements), less the counter's own reads; null when not counting. */
type StatementCounter = (() => Promise<number>) | null;

/** One target's figures over its posts. */
class Tally {
  private readonly times: number[] = [];
  private serverCpu = 0;
  private databaseCpu = 0;
  private wall = 0;
  private statements = 0;

  constructor(
    readonly target: Target,
    private readonly cluster: BenchCluster,
    private readonly counter: StatementCounter = null,
  ) {}

  async run(posts: readonly Post[]): Promise<void> {
    const statements = await this.counter?.();
    const serverCpu = cpuSecondsOf(this.target.server.pid);
    const databaseCpu = this.cluster.cpuSeconds();
    const wall = performance.now();
    for (const post of posts) {
      const t0 = performance.now();
      if (post.input === null) {
        const result = await this.target.http.request<{ me: { id: string } }>('{ me { id } }', {}, post.token);
        this.times.push(performance.now() - t0);
        if (result.errors || !result.data?.me.id)
          throw new Error(`${this.target.name}: me came back ${JSON.stringify(result)}`);
        continue;
      }
      const input = { ...post.input, daysPerMove: Number(post.input.daysPerMove) + this.target.poolShift };
      const result = await this.target.http.request<{ postSeek: { status: string } }>(POST_SEEK, { input }, post.token);
      this.times.push(performance.now() - t0);
      const status = result.data?.postSeek.status;
      if (result.errors || (post.expect !== null && status !== post.expect))
        throw new Error(`${this.target.name}: postSeek came back ${JSON.stringify(result)}, not ${post.expect}`);
    }
    this.wall += performance.now() - wall;
    this.serverCpu += cpuSecondsOf(this.target.server.pid) - serverCpu;
    this.databaseCpu += this.cluster.cpuSeconds() - databaseCpu;
    if (statements !== undefined) this.statements += (await this.counter!()) - statements;
  }

  print(): void {
    const times = [...this.times].sort((a, b) => a - b);
    const perPost = (seconds: number): string => ((seconds * 1000) / times.length).toFixed(2);
    // /proc counts CPU in 10-ms ticks: a lone post's is below what it can tell.
    if (times.length < 10) {
      console.log(
        `  ${this.target.name}: ${times.length} post(s), latency ${times.map((t) => t.toFixed(1)).join(', ')} ms`,
      );
      return;
    }
    console.log(
      `  ${this.target.name}: ${times.length} posts, wall ${(this.wall / 1000).toFixed(1)} s, ` +
        `server CPU ${this.serverCpu.toFixed(2)} s (${perPost(this.serverCpu)} ms/post), ` +
        `PostgreSQL CPU ${this.databaseCpu.toFixed(2)} s (${perPost(this.databaseCpu)} ms/post), ` +
        `latency p50 ${percentile(times, 50).toFixed(1)} ms p99 ${percentile(times, 99).toFixed(1)} ms` +
        (this.counter ? `, ${(this.statements / times.length).toFixed(2)} statements/post` : ''),
    );
  }
}

/** Every target over the same posts (each target its own players), interleaved in blocks of BLOCK posts. */
async function compare(
  label: string,
  cluster: BenchCluster,
  targets: readonly Target[],
  posts: readonly (readonly Post[])[],
  counter: StatementCounter,
): Promise<void> {
  const tallies = targets.map((t) => new Tally(t, cluster, counter));
  for (let i = 0; i < posts[0].length; i += BLOCK)
    for (let k = 0; k < tallies.length; k++) {
      // Who goes first alternates too: the block after a switch may pay for the other's leftovers.
      const t = (k + i / BLOCK) % tallies.length;
      await tallies[t].run(posts[t].slice(i, i + BLOCK));
    }
  console.log(label);
  for (const t of tallies) t.print();
}

/**
 * `count` seeks of one pool waiting for a wave: the first posted through the API (its wave finds it no table), then
 * `count - 2` written straight into the table unsettled, a millisecond apart after it, then one more post, whose
 * waves (one, up to 2,000 seeks) seat all `count` of them at `count / 2` tables. The server's and PostgreSQL's CPU
 * from just before that post until every seek is matched (the rows' insert is not counted; the bench's own polling,
 * every 20 ms, is).
 */
async function backlog(
  count: number,
  cluster: BenchCluster,
  target: Target,
  sql: postgres.Sql,
  tokens: readonly string[],
): Promise<void> {
  const input = { preset: 'claim', daysPerMove: 4 + target.poolShift };
  const first = await target.http.request<{ postSeek: { id: string; status: string } }>(
    POST_SEEK,
    { input },
    tokens[0],
  );
  if (first.data?.postSeek.status !== 'open')
    throw new Error(`backlog: the first post came back ${JSON.stringify(first)}`);
  const seekId = first.data.postSeek.id;
  const userIds = tokens.slice(1, count - 1).map((t) => (jwt.decode(t) as { sub: string }).sub);
  await sql`
    INSERT INTO seeks (id, user_id, pool_key, rules, time_control, rated, min_rating, max_rating, rating, min_reputation,
                       finished_share, status, settled, created_at, expires_at)
    SELECT gen_random_uuid(), u.id, s.pool_key, s.rules, s.time_control, s.rated, s.min_rating, s.max_rating, s.rating,
           s.min_reputation, s.finished_share, 'open', false, s.created_at + u.n * interval '1 millisecond', s.expires_at
    FROM seeks s, unnest(${userIds}::uuid[]) WITH ORDINALITY AS u(id, n) WHERE s.id = ${seekId}::uuid`;
  const serverCpu = cpuSecondsOf(target.server.pid);
  const databaseCpu = cluster.cpuSeconds();
  const wall = performance.now();
  const last = await target.http.request<{ postSeek: { status: string } }>(POST_SEEK, { input }, tokens[count - 1]);
  if (last.errors) throw new Error(`backlog: the last post came back ${JSON.stringify(last)}`);
  // Beyond one wave's 2,000 seeks the next waves run after the post answered: until every seek is matched.
  const counts = async (): Promise<{ matched: number; matches: number }> =>
    (
      await sql<{ matched: number; matches: number }[]>`
        SELECT count(*)::int AS matched, count(DISTINCT match_id)::int AS matches FROM seeks
        WHERE pool_key = (SELECT pool_key FROM seeks WHERE id = ${seekId}::uuid) AND status = 'matched'`
    )[0];
  let { matched, matches } = await counts();
  for (let i = 0; i < 3000 && matched < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    ({ matched, matches } = await counts());
  }
  const ms = performance.now() - wall;
  const server = cpuSecondsOf(target.server.pid) - serverCpu;
  const database = cluster.cpuSeconds() - databaseCpu;
  if (matched !== count) throw new Error(`backlog: ${matched} of ${count} matched`);
  console.log(`backlog (${count} open seeks no wave looked at, matched by one post's waves)`);
  console.log(
    `  ${target.name}: ${matched} seeks matched, ${matches} matches started; wall ${ms.toFixed(0)} ms, ` +
      `server CPU ${(server * 1000).toFixed(0)} ms, PostgreSQL CPU ${(database * 1000).toFixed(0)} ms`,
  );
}

/** `posts` sent BURST at a time to one target: the server's CPU per post, and each post's latency. */
async function burst(count: number, cluster: BenchCluster, target: Target, posts: readonly Post[]): Promise<void> {
  const http = new GraphQLHttp(target.server.graphqlUrl, BURST);
  const times: number[] = [];
  const statuses = new Map<string, number>();
  const serverCpu = cpuSecondsOf(target.server.pid);
  const databaseCpu = cluster.cpuSeconds();
  const wall = performance.now();
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: BURST }, async () => {
        while (next < posts.length) {
          const post = posts[next++];
          const input = { ...post.input, daysPerMove: Number(post.input!.daysPerMove) + target.poolShift };
          const t0 = performance.now();
          const result = await http.request<{ postSeek: { status: string } }>(POST_SEEK, { input }, post.token);
          times.push(performance.now() - t0);
          const status = result.data?.postSeek.status;
          if (status === undefined) throw new Error(`burst: postSeek came back ${JSON.stringify(result)}`);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
  } finally {
    await http.close();
  }
  const seconds = (performance.now() - wall) / 1000;
  const server = cpuSecondsOf(target.server.pid) - serverCpu;
  const database = cluster.cpuSeconds() - databaseCpu;
  times.sort((a, b) => a - b);
  console.log(`burst (${count} compatible seeks, ${BURST} posts in flight)`);
  console.log(
    `  ${target.name}: ${[...statuses].map(([k, v]) => `${v} ${k}`).join(', ')} at the answer; wall ${seconds.toFixed(1)} s, ` +
      `server CPU ${server.toFixed(2)} s (${((server * 1000) / posts.length).toFixed(2)} ms/post), PostgreSQL CPU ` +
      `${database.toFixed(2)} s (${((database * 1000) / posts.length).toFixed(2)} ms/post), latency p50 ` +
      `${percentile(times, 50).toFixed(1)} ms p99 ${percentile(times, 99).toFixed(1)} ms`,
  );
}

async function main(): Promise<void> {
  const count = Number(option('posts') ?? 1000);
  const compareDir = option('compare') ? path.resolve(option('compare')!) : undefined;
  const profileDir = option('cpu-prof') ? path.resolve(option('cpu-prof')!) : undefined;
  const counting = process.argv.includes('--statements');
  console.log(`# Automatch seeks through the API, ${count} posts per scenario`);
  console.log(`${os.cpus()[0].model}, ${os.cpus().length} cores, Node ${process.version}`);
  console.log(`load average at the start ${loadAverage()}`);
  const cluster = await BenchCluster.start(
    undefined,
    counting ? { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.max': '10000' } : {},
  );
  const secret = randomBytes(32).toString('hex');
  const servers: ChildServer[] = [];
  const targets: Target[] = [];
  const sql = postgres(cluster.url, { max: 1, onnotice: () => undefined });
  let counter: StatementCounter = null;
  try {
    if (counting) {
      await sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`;
      // Each read is itself counted once, when the next one reads: less one a read.
      let reads = 0;
      counter = async () => {
        const [{ calls }] = await sql<
          { calls: string }[]
        >`SELECT coalesce(sum(calls), 0)::text AS calls FROM pg_stat_statements`;
        return Number(calls) - reads++;
      };
    }
    // This checkout's server (profiled on request), then the compared one: each posts to pools of its own.
    const roots = [{ name: 'this checkout', root: undefined as string | undefined }];
    if (compareDir) roots.push({ name: path.basename(compareDir), root: compareDir });
    for (const [i, { name, root }] of roots.entries()) {
      const server = await ChildServer.start({
        databaseUrl: cluster.url,
        jwtSecret: secret,
        env: NO_RATE_LIMITS,
        nodeArgs: profileDir && i === 0 ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
        ...(root ? { entry: path.join(root, 'test/support/server-process.ts'), cwd: root } : {}),
        startTimeoutMs: 180_000,
        onStderr: (text) => process.stderr.write(`[${name}] ${text}`),
      });
      servers.push(server);
      targets.push({ name, server, http: new GraphQLHttp(server.graphqlUrl, 1), poolShift: i });
    }

    let made = 0;
    /** `n` fresh accounts (written directly: signing up is not what is measured), as their tokens. */
    const players = async (n: number): Promise<string[]> => {
      const names = Array.from({ length: n }, () => `seek${made++}-${randomBytes(4).toString('hex')}`);
      const rows = await sql<{ id: string }[]>`
        INSERT INTO users (username, password_hash) SELECT unnest(${names}::text[]), '!' RETURNING id::text AS id`;
      return rows.map((r) =>
        jwt.sign({ sub: r.id }, secret, {
          algorithm: 'HS256',
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
          expiresIn: 7200,
        }),
      );
    };
    const postsOf = (tokens: readonly string[], input: Record<string, unknown>, matchEvery: boolean): Post[] =>
      tokens.map((token, i) => ({ token, input, expect: matchEvery ? (i % 2 === 1 ? 'matched' : 'open') : 'open' }));

    // A warm-up of each server (compiled code, plans, pools) outside the figures.
    for (const target of targets) {
      const warm = new Tally(target, cluster);
      await warm.run(postsOf(await players(40), { preset: 'claim', daysPerMove: 10 }, true));
    }

    const only = option('only')?.split(',');
    const runs = (scenario: string): boolean => only === undefined || only.includes(scenario);
    if (runs('matched'))
      await compare(
        `matched (${count} compatible seeks, ${count / 2} matches started)`,
        cluster,
        targets,
        await Promise.all(
          targets.map(async () => postsOf(await players(count), { preset: 'claim', daysPerMove: 2 }, true)),
        ),
        counter,
      );
    // Every seeker is unrated (1500); a range of 1600–1700 leaves every other seeker out.
    const narrow = { preset: 'claim', daysPerMove: 6, minRating: 1600, maxRating: 1700 };
    const waiting = runs('waiting') ? await Promise.all(targets.map(() => players(count + 1))) : [];
    if (runs('waiting'))
      await compare(
        `waiting (${count} seeks that find no table)`,
        cluster,
        targets,
        waiting.map((tokens) => postsOf(tokens.slice(0, count), narrow, false)),
        counter,
      );
    if (runs('waiting'))
      await compare(
        `one more post against ${count} open seeks`,
        cluster,
        targets,
        waiting.map((tokens) => postsOf(tokens.slice(count), narrow, false)),
        counter,
      );
    if (runs('backlog')) await backlog(count, cluster, targets[0], sql, await players(count));
    if (runs('burst'))
      for (const target of targets)
        await burst(count, cluster, target, postsOf(await players(count), { preset: 'claim', daysPerMove: 8 }, false));
    // Last: by now both servers' code for an authenticated request is as warm as for the posts.
    const floor = runs('floor') ? await players(count) : [];
    if (runs('floor'))
      await compare(
        `floor: ${count} authenticated \`{ me { id } }\` (the stack every post pays before its own work)`,
        cluster,
        targets,
        targets.map(() => floor.map((token): Post => ({ token, input: null, expect: null }))),
        counter,
      );
    if (counting) {
      console.log('the statements called most often over the whole run (both servers, warm-up included):');
      const top = await sql<{ calls: string; query: string }[]>`
        SELECT s.calls::text AS calls, s.query FROM pg_stat_statements s ORDER BY s.calls DESC LIMIT 40`;
      for (const { calls, query } of top)
        console.log(`  ${calls.padStart(7)}  ${query.replace(/\s+/g, ' ').slice(0, 150)}`);
      console.log('the statements that took the most time (calls, total ms):');
      const slow = await sql<{ calls: string; ms: string; query: string }[]>`
        SELECT s.calls::text AS calls, round(s.total_exec_time)::text AS ms, s.query FROM pg_stat_statements s
        ORDER BY s.total_exec_time DESC LIMIT 15`;
      for (const { calls, ms, query } of slow)
        console.log(`  ${calls.padStart(7)} ${ms.padStart(7)}  ${query.replace(/\s+/g, ' ').slice(0, 150)}`);
    }
    console.log(`load average at the end ${loadAverage()}`);
  } finally {
    for (const t of targets) await t.http.close();
    await sql.end();
    for (const s of servers) await s.stop();
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
