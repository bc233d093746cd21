import { loadavg } from 'os';
import type { ChildServerOptions } from '../../test/support/child-server';
import { ChildServer, cpuSecondsOf } from '../../test/support/child-server';
import type { BotStats } from './bots';
import { newBotStats } from './bots';
import type { BenchDatabase } from './outside-db';
import { ProbeReader, loopDelay } from './probe-reader';
import { Samples, forEachLimit, nowMs } from './stats';

/** One match played by its bots: set up (untimed), played (timed), wound down (untimed). */
export interface BenchGame {
  prepare(): Promise<void>;
  play(): Promise<void>;
  finish(): Promise<void> | void;
}

/** The server process(es) under test, as the driver measures them. */
export interface BenchTarget {
  readonly pids: readonly number[];
  /** One per process, when the probe was preloaded. */
  readonly probes: readonly ProbeReader[];
  /** CPU seconds (user + system) of every server process so far. */
  cpuSeconds(): number;
  /** Resident set size of every server process now, in bytes. */
  rss(): number;
}

export interface LevelPlan {
  matches: number;
  minMoves: number;
  movesPerGame: number;
  target: BenchTarget;
  /** The database under the server, whose CPU is counted as `postgres`; null for a system without one. */
  cluster: BenchDatabase | null;
  /** The games of one round; each round plays `matches` fresh matches at once. */
  newGames(round: number, stats: BotStats): Promise<BenchGame[]>;
  /** Server RSS when idle after the warm-up, in bytes: what the level's RSS is compared with. */
  baselineRss: number;
  /** Write a CPU profile of the first server process, over the timed rounds only, to this file. */
  profile?: string;
}

type Summary = ReturnType<Samples['summary']>;

export interface LevelMeasure {
  matches: number;
  rounds: number;
  moves: number;
  reads: number;
  seconds: number;
  movesPerSecond: number;
  latency: Summary;
  /** Without each game's first move (connections opening, sessions first read). */
  laterLatency: Summary;
  errors: Record<string, number>;
  cpuSeconds: { server: number; postgres: number; bench: number };
  /** Per acknowledged move; on our server every acknowledged move is committed. */
  cpuPerMoveMs: { server: number; postgres: number };
  rssMiB: { baseline: number; median: number; peak: number; end: number };
  /** (median RSS while the level's matches are live − baseline) per 1,000 live matches. */
  rssPer1000MatchesMiB: number;
  loopDelayMs: ReturnType<typeof loopDelay>;
  /** Statements the server sent to PostgreSQL per move (node-postgres calls counted by the probe). */
  pgStatementsPerMove: number;
  /** 1-minute load average when the level ended (the machine has 2 cores; above that, others took CPU too). */
  loadAverage: number;
  stats: BotStats;
}

const MiB = 2 ** 20;

/** Plays rounds of `matches` concurrent games until `minMoves` moves, measuring the server while they play. */
export async function playLevel(plan: LevelPlan): Promise<LevelMeasure> {
  const { target, cluster } = plan;
  const rounds = Math.max(1, Math.ceil(plan.minMoves / (plan.matches * plan.movesPerGame)));
  const stats = newBotStats();
  const rss = new Samples();
  let seconds = 0;
  let windowStart = Infinity;
  let windowEnd = 0;
  const cpu0 = { server: target.cpuSeconds(), postgres: cluster?.cpuSeconds() ?? 0, bench: process.cpuUsage() };
  const playRounds = async (): Promise<void> => {
    for (let round = 0; round < rounds; round++) {
      const games = await plan.newGames(round, stats);
      await forEachLimit(games, 50, (game) => game.prepare());
      const sampler = setInterval(() => rss.add(target.rss()), 250);
      const started = nowMs();
      windowStart = Math.min(windowStart, started);
      await Promise.all(games.map((game) => game.play()));
      windowEnd = nowMs();
      seconds += (windowEnd - started) / 1000;
      clearInterval(sampler);
      await Promise.all(games.map(async (game) => game.finish()));
    }
  };
  if (plan.profile && target.probes[0]) await target.probes[0].profile(target.pids[0], plan.profile, playRounds);
  else await playRounds();
  const benchCpu = process.cpuUsage(cpu0.bench);
  const cpuSeconds = {
    server: target.cpuSeconds() - cpu0.server,
    postgres: (cluster?.cpuSeconds() ?? 0) - cpu0.postgres,
    bench: (benchCpu.user + benchCpu.system) / 1e6,
  };
  const end = target.rss();
  const median = (rss.count > 0 ? rss.percentile(50) : end) / MiB;
  const baseline = plan.baselineRss / MiB;
  return {
    matches: plan.matches,
    rounds,
    moves: stats.moves,
    reads: stats.reads,
    seconds,
    movesPerSecond: stats.moves / seconds,
    latency: stats.moveLatency.summary(),
    laterLatency: stats.laterMoveLatency.summary(),
    errors: Object.fromEntries(stats.errors),
    cpuSeconds,
    cpuPerMoveMs: {
      server: (1000 * cpuSeconds.server) / stats.moves,
      postgres: (1000 * cpuSeconds.postgres) / stats.moves,
    },
    rssMiB: { baseline, median, peak: Math.max(rss.count > 0 ? rss.percentile(100) : 0, end) / MiB, end: end / MiB },
    rssPer1000MatchesMiB: ((median - baseline) * 1000) / plan.matches,
    loopDelayMs: loopDelay(target.probes.flatMap((probe) => probe.samples(windowStart, windowEnd))),
    pgStatementsPerMove: statementsPerMove(target.probes, windowStart, windowEnd, stats.moves / seconds),
    loadAverage: loadavg()[0],
    stats,
  };
}

/** The statement rate over the probe samples inside the window, over the move rate. */
function statementsPerMove(probes: readonly ProbeReader[], from: number, to: number, movesPerSecond: number): number {
  let perSecond = 0;
  for (const probe of probes) {
    const samples = probe.samples(from, to);
    if (samples.length < 2) return NaN;
    const [first, last] = [samples[0], samples[samples.length - 1]];
    perSecond += (1000 * (last.pgQueries - first.pgQueries)) / (last.t - first.t);
  }
  return perSecond / movesPerSecond;
}

/** Our server or a peer, started as child processes with the probe preloaded. */
export class ProbedServers implements BenchTarget {
  private constructor(
    readonly servers: readonly ChildServer[],
    readonly probes: readonly ProbeReader[],
  ) {}

  static async start(count: number, options: ChildServerOptions): Promise<ProbedServers> {
    const servers: ChildServer[] = [];
    const probes: ProbeReader[] = [];
    for (let i = 0; i < count; i++) {
      const probe = new ProbeReader();
      probes.push(probe);
      servers.push(
        await ChildServer.start({
          // A server compiles its sources at start: on the shared 2-core machine at load 25+ that passed the
          // default 60 s (2026-12-05), as bench:data's servers already allow for.
          startTimeoutMs: 180_000,
          ...options,
          env: { ...options.env, ...probe.env() },
          nodeArgs: [...probe.nodeArgs(), ...(options.nodeArgs ?? [])],
        }),
      );
    }
    return new ProbedServers(servers, probes);
  }

  get pids(): number[] {
    return this.servers.map((s) => s.pid);
  }

  cpuSeconds(): number {
    return this.servers.reduce((sum, s) => sum + cpuSecondsOf(s.pid), 0);
  }

  rss(): number {
    return this.servers.reduce((sum, s) => sum + s.memory().rss, 0);
  }

  async stop(): Promise<void> {
    for (const server of this.servers) await server.stop();
    for (const probe of this.probes) probe.remove();
  }
}
