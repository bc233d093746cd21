/**
 * The small box (issue 36). Run: npm run bench:box [-- --running 10000 --finished 10000 --minutes 10]
 *
 * The data set of bench:data (data-scale.ts `load`: real random games with their hash chains; one "whale"
 * in every match, the other seat one of 1,000 users) on a throwaway embedded PostgreSQL, and the server as a
 * child process pinned to one core (`taskset -a -p -c 0`, every thread; PostgreSQL and the load generator pinned to
 * the other cores) with a memory limit. The limit is
 * enforced by V8's `--max-old-space-size` and by a watchdog that samples the server's RSS every second and
 * fails the run the moment it passes the limit: this machine's cgroups cannot be delegated (`systemd-run
 * --scope -p MemoryMax=…` needs systemd as init), so the watchdog is the hard edge.
 *
 * Phases: idle (the server's RSS after start, idle); warm (one player's view of every running match, one
 * at a time: every running match is then live in the server's cache, as far as MATCH_CACHE_SIZE lets it —
 * RSS after − idle, per 1,000 matches, is the memory a live match holds); then the correspondence load for
 * `--minutes`: every running match receives a move every `--every` seconds on average (Poisson arrivals of
 * "visits" over all running matches, open loop). A visit is one player coming back to a match: the
 * match (their view, `match`), their list of matches where it is their turn (`myTurn`), `legalMoves`, and
 * the move (`playCard` or `decide`). Beside the visits, one archive search (`archivedMatches`, no token) per
 * `--archive-every` visits. All over GraphQL over HTTP on loopback. p50/p95/p99 per operation, RSS over
 * the run, errors.
 *
 * Options: --finished N (default 10,000) --running N (default 10,000) --keep DIR (as bench:data: build once,
 *          measure again) --minutes M (default 10) --every S (default 300: a move per match every 5 minutes)
 *          --archive-every K (default 4) --memory-mib M (default 1024) --old-space-mib M (default 3/4 of it)
 *          --in-flight N (visits in flight at most; an arrival past it is counted as shed, default 256)
 *          --env K=V,… (extra server environment, e.g. MATCH_CACHE_SIZE=100000,MATCH_CACHE_IDLE=10m)
 *          --warm N (read only the first N running matches in the warm phase, default all: at 100,000 running the
 *          warm phase alone takes about 15 minutes, one read at a time) --json FILE
 *          --exclusive (while the bench runs, every process niced to 10 or more — other work on a shared machine — is
 *          moved to the other cores twice a second, so that the server's core is its own: to tell the server's own
 *          tail from the wait for a core another process holds)
 *          --trace-seconds S (default 60: a line per S seconds of the load phase with the requests' latencies beside
 *          the server's event-loop stalls, GC pauses and CPU, PostgreSQL's CPU and what else ran on the server's core;
 *          at the end, each request over 50 ms set against the stalls while it was in flight: see box-trace.ts)
 */
import type { ChildProcess } from 'child_process';
import { execFileSync, spawn } from 'child_process';
import { randomBytes } from 'crypto';
import { readFileSync, readdirSync, writeFileSync } from 'fs';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { cpus, loadavg, totalmem } from 'os';
import { JWT_AUDIENCE, JWT_ISSUER } from '../../src/auth/jwt-claims';
import { DEFAULT_MATCH_STORE_SETTINGS } from '../../src/config/app-config';
import { ChildServer } from '../../test/support/child-server';
import { GraphQLHttp } from './client';
import type { WalIo } from './box-trace';
import { BoxTrace } from './box-trace';
import { BenchCluster, statFields } from './cluster';
import { NO_RATE_LIMITS, loadedData } from './data-scale';
import { ProbeReader } from './probe-reader';
import { Samples, fmt, nowMs, sleep } from './stats';

const MiB = 1024 * 1024;
const USERS = 1000;

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const num = (name: string, fallback: number): number => Number(option(name) ?? fallback);

const VIEW = 'version status table { phase toAct { kind seat } }';
const MATCH = `query($m: ID!) { match(id: $m) { ${VIEW} } }`;
const MY_TURN = '{ myTurn(first: 20) { matchId } }';
const LEGAL = 'query($m: ID!) { legalMoves(matchId: $m) { kind card } }';
const PLAY = `mutation($m: ID!, $c: String!, $v: Int!) { playCard(matchId: $m, card: $c, expectedVersion: $v) { ${VIEW} } }`;
const DECIDE = `mutation($m: ID!, $d: DecisionInput!, $v: Int!) { decide(matchId: $m, decision: $d, expectedVersion: $v) { ${VIEW} } }`;
const ARCHIVE =
  'query($f: ArchiveFilterInput) { archivedMatches(filter: $f, first: 50) { id status rated finishedAt seats { username result } } }';

interface View {
  version: number;
  status: string;
  table: { phase: string; toAct: { kind: string; seat: number } | null };
}

/** Latencies per operation and errors by code, for one phase. */
class Tally {
  readonly ops = new Map<string, Samples>();
  readonly errors = new Map<string, number>();
  shed = 0;

  add(op: string, ms: number): void {
    let samples = this.ops.get(op);
    if (!samples) this.ops.set(op, (samples = new Samples()));
    samples.add(ms);
  }

  error(code: string): void {
    this.errors.set(code, (this.errors.get(code) ?? 0) + 1);
  }
}

/** The server's RSS every second; `over` is set the first time it passes the limit. */
class Watchdog {
  readonly samples: { t: number; rssMiB: number }[] = [];
  over: { t: number; rssMiB: number } | null = null;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly server: ChildServer,
    private readonly limitMiB: number,
    private readonly t0: number,
    onOver: () => void,
  ) {
    this.timer = setInterval(() => {
      const rssMiB = server.memory().rss / MiB;
      const t = (nowMs() - this.t0) / 1000;
      this.samples.push({ t, rssMiB });
      if (rssMiB > this.limitMiB && this.over === null) {
        this.over = { t, rssMiB };
        onOver();
      }
    }, 1000);
  }

  rss(): number {
    return this.server.memory().rss / MiB;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/**
 * `--exclusive`: a shell loop (itself on the other cores) that moves every process niced to 10 or more onto
 * `others` twice a second; their children inherit the affinity. Only what was niced is moved, never the bench's
 * own processes or PostgreSQL.
 */
function exclusiveCore(others: string): ChildProcess {
  const script = `
    while sleep 0.5; do
      for stat in /proc/[0-9]*/stat; do
        read -r line < "$stat" 2>/dev/null || continue
        set -- \${line##*) }
        [ "\${17}" -ge 10 ] 2>/dev/null || continue
        pid=\${stat#/proc/}; pid=\${pid%/stat}
        allowed=
        while read -r key value; do [ "$key" = Cpus_allowed_list: ] && allowed=$value; done < /proc/$pid/status 2>/dev/null
        [ "$allowed" = "${others}" ] || taskset -a -p -c ${others} $pid > /dev/null 2>&1
      done
    done`;
  return spawn('taskset', ['-c', others, 'bash', '-c', script], { stdio: 'ignore' });
}

/** After `--exclusive`: every niced process confined to `others` may use every core again. */
function releaseCores(others: string): void {
  const all = `0-${cpus().length - 1}`;
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      if (Number(statFields(Number(entry))[16]) < 10) continue;
      const allowed = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1];
      if (allowed === others) execFileSync('taskset', ['-a', '-p', '-c', all, entry], { stdio: 'ignore' });
    } catch {
      // ended meanwhile
    }
  }
}

async function main(): Promise<void> {
  const finished = num('finished', 10_000);
  const running = num('running', 10_000);
  const minutes = num('minutes', 10);
  const everySeconds = num('every', 300);
  const archiveEvery = num('archive-every', 4);
  const memoryMiB = num('memory-mib', 1024);
  const oldSpaceMiB = num('old-space-mib', Math.floor((memoryMiB * 3) / 4));
  const inFlightMax = num('in-flight', 256);
  const keep = option('keep');
  const json = option('json');
  const extraEnv = Object.fromEntries(
    (option('env') ?? '')
      .split(',')
      .filter(Boolean)
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  );
  const machine = `${cpus()[0].model}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}`;
  const rate = running / everySeconds;
  console.log(`# The small box\n${machine}\n${finished} finished + ${running} running matches`);
  console.log(
    `server: one core (taskset -c 0; PostgreSQL and this load generator on the others), ${memoryMiB} MiB (watchdog on RSS, 1 s) with --max-old-space-size=${oldSpaceMiB}`,
  );
  console.log(
    `load: a move per running match every ${everySeconds} s on average = ${fmt(rate, 1)} visits/s (each: match, myTurn, legalMoves, move), an archive search per ${archiveEvery} visits, ${minutes} min`,
  );
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  const cluster = await BenchCluster.start(keep);
  const secret = randomBytes(32).toString('hex');
  const probe = new ProbeReader();
  let server: ChildServer | undefined;
  let watchdog: Watchdog | undefined;
  let fence: ChildProcess | undefined;
  let fenced = '';
  try {
    const data = await loadedData(cluster.url, keep, finished, running);
    server = await ChildServer.start({
      databaseUrl: cluster.url,
      jwtSecret: secret,
      env: { ...NO_RATE_LIMITS, ...probe.env(), ...extraEnv },
      nodeArgs: [...probe.nodeArgs(), `--max-old-space-size=${oldSpaceMiB}`],
      startTimeoutMs: 180_000,
      onStderr: (text) => process.stderr.write(`[server] ${text}`),
    });
    execFileSync('taskset', ['-a', '-p', '-c', '0', String(server.pid)], { stdio: 'ignore' });
    // The box is the server's core: PostgreSQL (the postmaster, so every backend it forks later, and those it
    // already forked) and this load generator run on the other cores, as a database and clients would elsewhere.
    const others = cpus().length > 1 ? `1-${cpus().length - 1}` : '0';
    const postmaster = cluster.postmasterPid();
    const backends = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number)
      .filter((pid) => {
        try {
          return Number(statFields(pid)[1]) === postmaster;
        } catch {
          return false; // ended meanwhile
        }
      });
    for (const pid of [postmaster, ...backends, process.pid]) {
      try {
        execFileSync('taskset', ['-a', '-p', '-c', others, String(pid)], { stdio: 'ignore' });
      } catch {
        // a backend that ended meanwhile
      }
    }
    fenced = others;
    if (process.argv.includes('--exclusive')) fence = exclusiveCore(others);
    const t0 = nowMs();
    let stopped = false;
    watchdog = new Watchdog(server, memoryMiB, t0, () => {
      stopped = true;
      console.log(`!! RSS passed ${memoryMiB} MiB: the run fails`);
    });
    const http = new GraphQLHttp(server.graphqlUrl, 64);
    const token = (userId: string): string =>
      jwt.sign({ sub: userId }, secret, {
        algorithm: 'HS256',
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        expiresIn: 24 * 3600,
      });
    const tokens = new Map<string, string>([
      [data.whale, token(data.whale)],
      ...data.users.map((u) => [u, token(u)] as const),
    ]);
    // data-scale.ts seats match i (finished first, then running) as [whale, users[i % USERS]] for even i, else swapped.
    const seatsOf = (j: number): [string, string] => {
      const i = finished + j;
      const opponent = data.users[i % USERS];
      return i % 2 === 0 ? [data.whale, opponent] : [opponent, data.whale];
    };

    let trace: BoxTrace | null = null;
    const call = async <T>(
      tally: Tally,
      op: string,
      query: string,
      variables: Record<string, unknown>,
      tok?: string,
    ): Promise<T | null> => {
      const t = nowMs();
      try {
        const result = await http.request<T>(query, variables, tok);
        const end = nowMs();
        tally.add(op, end - t);
        trace?.request(op, t, end);
        if (result.errors?.length) {
          tally.error(`${op}: ${result.errors[0].extensions?.code ?? result.errors[0].message}`);
          return null;
        }
        return result.data ?? null;
      } catch (error) {
        const end = nowMs();
        tally.add(op, end - t);
        trace?.request(op, t, end);
        tally.error(`${op}: ${(error as Error).message}`);
        return null;
      }
    };

    // Idle: the server as started, then after a light warm-up of its code paths.
    await sleep(5000);
    const idleRss = watchdog.rss();
    console.log(`\nidle RSS after start: ${fmt(idleRss, 0)} MiB`);

    // Warm: every running match read once (a player's view), one at a time, so that each is live in the cache.
    const warm = new Tally();
    const alive = new Set<number>();
    const tWarm = nowMs();
    const warmCount = Math.min(running, num('warm', running));
    for (let j = 0; j < warmCount && !stopped; j++) {
      const view = await call<{ match: View }>(
        warm,
        'match',
        MATCH,
        { m: data.runningIds[j] },
        tokens.get(seatsOf(j)[0]),
      );
      if (view?.match.status === 'running') alive.add(j);
    }
    // The matches not read are running as loaded (the data set's running matches are all mid-game).
    for (let j = warmCount; j < running; j++) alive.add(j);
    await sleep(3000);
    const warmRss = watchdog.rss();
    // The cache keeps at most MATCH_CACHE_SIZE of them: the memory per live match is over those it holds.
    const cached = Math.min(warmCount, Number(extraEnv.MATCH_CACHE_SIZE ?? DEFAULT_MATCH_STORE_SETTINGS.cacheSize));
    const per1000 = ((warmRss - idleRss) * 1000) / cached;
    console.log(
      `warm: ${warmCount} running matches read once in ${fmt((nowMs() - tWarm) / 1000)} s, ${cached} of them kept in the cache (MATCH_CACHE_SIZE); RSS ${fmt(warmRss, 0)} MiB → ${fmt(per1000, 0)} MiB per 1,000 cached live matches (over idle)`,
    );

    // The correspondence load: Poisson arrivals of visits, open loop.
    const steady = new Tally();
    const busy = new Set<number>();
    let inFlight = 0;
    let visits = 0;
    let moves = 0;
    const aliveList = (): number[] => [...alive];
    let pickList = aliveList();
    const visit = async (j: number): Promise<void> => {
      const matchId = data.runningIds[j];
      const seats = seatsOf(j);
      const seen = await call<{ match: View }>(steady, 'match', MATCH, { m: matchId }, tokens.get(seats[0]));
      const toAct = seen?.match.table.toAct;
      if (!seen || seen.match.status !== 'running' || !toAct) {
        alive.delete(j);
        return;
      }
      const mover = tokens.get(seats[toAct.seat]);
      await call(steady, 'myTurn', MY_TURN, {}, mover);
      const legal = await call<{ legalMoves: { kind: string; card: string | null }[] }>(
        steady,
        'legalMoves',
        LEGAL,
        { m: matchId },
        mover,
      );
      const options = legal?.legalMoves ?? [];
      if (options.length === 0) return;
      const move = options[Math.floor(Math.random() * options.length)];
      const version = seen.match.version;
      const after =
        move.kind === 'play'
          ? await call<{ playCard: View }>(steady, 'move', PLAY, { m: matchId, c: move.card, v: version }, mover)
          : await call<{ decide: View }>(
              steady,
              'move',
              DECIDE,
              {
                m: matchId,
                d:
                  move.kind === 'skeleton' || move.kind === 'pass' ? { [move.kind]: true } : { [move.kind]: move.card },
                v: version,
              },
              mover,
            );
      if (after) moves++;
      const status = after && ('playCard' in after ? after.playCard.status : after.decide.status);
      if (status && status !== 'running') alive.delete(j);
    };
    const stats = new pg.Client({ connectionString: cluster.url });
    await stats.connect();
    // WAL fsync times in pg_stat_io need track_wal_io_timing (off by default; the bench cluster is ours).
    await stats.query('ALTER SYSTEM SET track_wal_io_timing = on');
    await stats.query('SELECT pg_reload_conf()');
    const walIo = async (): Promise<WalIo | null> => {
      try {
        const { rows } = await stats.query<{ fsyncs: string; fsync_ms: string; writes: string; write_ms: string }>(
          `SELECT sum(fsyncs) AS fsyncs, sum(fsync_time) AS fsync_ms, sum(writes) AS writes, sum(write_time) AS write_ms
             FROM pg_stat_io WHERE object = 'wal'`,
        );
        const r = rows[0];
        return {
          fsyncs: Number(r.fsyncs),
          fsyncMs: Number(r.fsync_ms),
          writes: Number(r.writes),
          writeMs: Number(r.write_ms),
        };
      } catch {
        return null; // PostgreSQL before 18 has no WAL rows in pg_stat_io
      }
    };
    trace = new BoxTrace(probe, server.pid, () => cluster.cpuSeconds(), walIo, num('trace-seconds', 60));
    const tLoad = nowMs();
    const endAt = tLoad + minutes * 60_000;
    const pending = new Set<Promise<void>>();
    let next = tLoad;
    const rssAt: { minute: number; rssMiB: number }[] = [];
    let lastMinute = -1;
    while (!stopped && nowMs() < endAt) {
      next += -Math.log(1 - Math.random()) * (1000 / rate);
      const wait = next - nowMs();
      if (wait > 0) await sleep(wait);
      const minute = Math.floor((nowMs() - tLoad) / 60_000);
      if (minute !== lastMinute) {
        lastMinute = minute;
        rssAt.push({ minute, rssMiB: watchdog.rss() });
        pickList = aliveList();
        console.log(
          `  minute ${minute}: RSS ${fmt(watchdog.rss(), 0)} MiB, ${visits} visits, ${moves} moves, ${alive.size} running, in flight ${inFlight}, load ${loadavg()[0].toFixed(2)}`,
        );
      }
      if (inFlight >= inFlightMax) {
        steady.shed++;
        continue;
      }
      visits++;
      if (visits % archiveEvery === 0) {
        const p = call(steady, 'archivedMatches', ARCHIVE, {
          f: { player: `user${Math.floor(Math.random() * USERS)}` },
        }).then(() => undefined);
        pending.add(p);
        void p.finally(() => pending.delete(p));
      }
      let j = pickList[Math.floor(Math.random() * pickList.length)];
      for (let tries = 0; (busy.has(j) || !alive.has(j)) && tries < 10; tries++)
        j = pickList[Math.floor(Math.random() * pickList.length)];
      if (j === undefined || busy.has(j) || !alive.has(j)) continue;
      busy.add(j);
      inFlight++;
      const p = visit(j)
        .catch((error: unknown) => steady.error(`visit: ${(error as Error).message}`))
        .finally(() => {
          busy.delete(j);
          inFlight--;
          pending.delete(p);
        });
      pending.add(p);
    }
    await Promise.all(pending);
    await trace.finish();
    await stats.end();
    const seconds = (nowMs() - tLoad) / 1000;
    watchdog.stop();
    const peak = Math.max(...watchdog.samples.map((s) => s.rssMiB));
    console.log(
      `\nload: ${fmt(seconds / 60, 1)} min, ${visits} visits (${fmt(visits / seconds, 1)}/s), ${moves} moves (${fmt(moves / seconds, 1)}/s), ${steady.shed} shed, load average now ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log('| operation | count | p50 ms | p95 ms | p99 ms | max ms |\n|---|---|---|---|---|---|');
    for (const [op, samples] of steady.ops) {
      const s = samples.summary();
      console.log(`| ${op} | ${s.count} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(s.p99)} | ${fmt(s.max)} |`);
    }
    console.log(
      `RSS: idle ${fmt(idleRss, 0)} MiB, after warm ${fmt(warmRss, 0)}, peak ${fmt(peak, 0)}, limit ${memoryMiB}${watchdog.over ? ` — PASSED at ${fmt(watchdog.over.t, 0)} s` : ''}`,
    );
    console.log(
      `errors: ${steady.errors.size === 0 && warm.errors.size === 0 ? 'none' : JSON.stringify([...warm.errors, ...steady.errors])}`,
    );
    if (json)
      writeFileSync(
        json,
        JSON.stringify(
          {
            machine,
            finished,
            running,
            everySeconds,
            minutes: seconds / 60,
            idleRss,
            warmRss,
            per1000,
            peak,
            over: watchdog.over,
            rssAt,
            visits,
            moves,
            shed: steady.shed,
            ops: Object.fromEntries([...steady.ops].map(([op, s]) => [op, s.summary()])),
            errors: Object.fromEntries([...warm.errors, ...steady.errors]),
          },
          null,
          2,
        ),
      );
    if (watchdog.over) process.exitCode = 2;
  } finally {
    if (fence) {
      fence.kill();
      releaseCores(fenced);
    }
    watchdog?.stop();
    await server?.stop();
    await cluster.stop();
    probe.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
