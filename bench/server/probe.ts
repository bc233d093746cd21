/**
 * Measurement inside a benchmarked server process, loaded before the server with `-r` (ProbeReader.nodeArgs);
 * nothing in the server itself changes. Opt-in twice over: the benchmark must preload it, and it does nothing
 * without BENCH_PROBE_FILE.
 *
 * Every BENCH_PROBE_INTERVAL_MS (default 1000) it appends one JSON line to BENCH_PROBE_FILE: the monotonic
 * time (ms, the clock of process.hrtime, which every process on the machine shares), RSS and heap in bytes,
 * the event-loop delay over the interval (perf_hooks.monitorEventLoopDelay: p50/p99/max in ms, reset each
 * interval), the event-loop utilisation, V8's garbage-collection pauses over the interval (count, total and longest,
 * and the time in full mark-compacts) and the number of statements sent through node-postgres so far (Prisma's
 * adapter, our match store and Sequelize all use it). SIGUSR2 starts V8's CPU profiler (the one `--cpu-prof` uses,
 * through the inspector); the next SIGUSR2 stops it, writes the profile into BENCH_PROBE_PROFILE_DIR and
 * appends `{"profile": path}` to the file, so a benchmark can profile exactly its timed window.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'fs';
import { Session } from 'inspector';
import path from 'path';
import { PerformanceObserver, constants, monitorEventLoopDelay, performance } from 'perf_hooks';
import pg from 'pg';
import { isMainThread } from 'worker_threads';

export interface ProbeSample {
  t: number;
  rss: number;
  heapUsed: number;
  delayP50Ms: number;
  delayP99Ms: number;
  delayMaxMs: number;
  /** Share of the interval the event loop was busy (0–1). */
  utilization: number;
  /** Statements sent through node-postgres since the process started (cumulative). */
  pgQueries: number;
  /** Garbage-collection pauses over the interval: how many, their sum and the longest (ms). */
  gcCount: number;
  gcMs: number;
  gcMaxMs: number;
  /** Of gcMs, the time in full (major, mark-compact) collections. */
  gcMajorMs: number;
}

/** GC pauses since the last `take()`, from V8's performance entries. */
function gcPauses(): () => Pick<ProbeSample, 'gcCount' | 'gcMs' | 'gcMaxMs' | 'gcMajorMs'> {
  let window = { gcCount: 0, gcMs: 0, gcMaxMs: 0, gcMajorMs: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.gcCount++;
      window.gcMs += entry.duration;
      window.gcMaxMs = Math.max(window.gcMaxMs, entry.duration);
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) window.gcMajorMs += entry.duration;
    }
  }).observe({ entryTypes: ['gc'] });
  return () => {
    const taken = window;
    window = { gcCount: 0, gcMs: 0, gcMaxMs: 0, gcMajorMs: 0 };
    return taken;
  };
}

const file = process.env.BENCH_PROBE_FILE;
// Only the main thread: worker threads (the review and computer pools) inherit `-r` and would append samples
// with their own statement count to the same file, which made "statements per move" come out negative.
if (file && isMainThread) start(file);

/** Counts `pg.Client#query` calls; the server resolves the same `pg` module, so it calls the patched one. */
function countPgQueries(): () => number {
  let count = 0;
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = prototype.query;
  // BENCH_PROBE_STATEMENTS=FILE: also how often each statement was sent (by its first 100 characters), written
  // there with every sample, to see which statements a move costs.
  const byText = process.env.BENCH_PROBE_STATEMENTS ? new Map<string, number>() : null;
  prototype.query = function (this: unknown, ...args: unknown[]): unknown {
    count++;
    if (byText) {
      const first = args[0] as string | { text?: string } | undefined;
      const text = (typeof first === 'string' ? first : (first?.text ?? '?')).replace(/\s+/g, ' ').slice(0, 100);
      byText.set(text, (byText.get(text) ?? 0) + 1);
    }
    return query.apply(this, args);
  };
  if (byText) {
    const out = process.env.BENCH_PROBE_STATEMENTS!;
    setInterval(() => {
      const lines = [...byText].sort((a, b) => b[1] - a[1]).map(([text, n]) => `${n}\t${text}`);
      writeFileSync(out, lines.join('\n') + '\n');
    }, 1000).unref();
  }
  return () => count;
}

function start(out: string): void {
  const pgQueries = countPgQueries();
  const gc = gcPauses();
  const interval = Number(process.env.BENCH_PROBE_INTERVAL_MS ?? 1000);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let elu = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const memory = process.memoryUsage();
    const sample: ProbeSample = {
      t: Number(process.hrtime.bigint()) / 1e6,
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      delayP50Ms: delay.percentile(50) / 1e6,
      delayP99Ms: delay.percentile(99) / 1e6,
      delayMaxMs: delay.max / 1e6,
      utilization: performance.eventLoopUtilization(now, elu).utilization,
      pgQueries: pgQueries(),
      ...gc(),
    };
    elu = now;
    delay.reset();
    appendFileSync(out, JSON.stringify(sample) + '\n');
  }, interval);
  timer.unref();

  const profileDir = process.env.BENCH_PROBE_PROFILE_DIR ?? path.dirname(out);
  let session: Session | null = null;
  let count = 0;
  process.on('SIGUSR2', () => {
    if (!session) {
      session = new Session();
      session.connect();
      session.post('Profiler.enable');
      session.post('Profiler.setSamplingInterval', { interval: 1000 });
      session.post('Profiler.start');
      return;
    }
    const running = session;
    session = null;
    running.post('Profiler.stop', (error, result) => {
      running.disconnect();
      if (error) throw error;
      mkdirSync(profileDir, { recursive: true });
      const target = path.join(profileDir, `probe-${process.pid}-${++count}.cpuprofile`);
      writeFileSync(target, JSON.stringify(result.profile));
      appendFileSync(out, JSON.stringify({ profile: target }) + '\n');
    });
  });
}
