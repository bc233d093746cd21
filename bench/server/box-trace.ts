import { readFileSync } from 'fs';
import { monitorEventLoopDelay } from 'perf_hooks';
import { cpuSecondsOf } from '../../test/support/child-server';
import type { ProbeSample } from './probe';
import type { ProbeReader } from './probe-reader';
import { Samples, fmt, nowMs } from './stats';

/** A request slower than this is looked at one by one (the box's target is p99 ≤ 50 ms). */
const SLOW_MS = 50;

interface Slow {
  op: string;
  start: number;
  end: number;
}

/** WAL writes and fsyncs so far (pg_stat_io, PostgreSQL 16+; times need track_wal_io_timing). */
export interface WalIo {
  fsyncs: number;
  fsyncMs: number;
  writes: number;
  writeMs: number;
}

interface Window {
  index: number;
  start: number;
  latencies: Samples;
  slow: Slow[];
  serverCpu: number;
  postgresCpu: number;
  core0: { busy: number; total: number };
  wal: WalIo | null;
}

/** Busy and total jiffies of one CPU from /proc/stat (user+nice+system+irq+softirq+steal as busy). */
function cpuJiffies(cpu: number): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`cpu${cpu} `));
  if (!line) return { busy: NaN, total: NaN };
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/**
 * Where the box's latency tail comes from (issue 36). Every `seconds` a line: the requests' latencies in the
 * window, the server's CPU share of its core and what else ran on that core, PostgreSQL's CPU, the server's
 * event-loop stalls and GC pauses (bench/server/probe.ts), and this load generator's own stalls. At the end each
 * request slower than 50 ms is set against what happened while it was in flight: a stall of the server's event
 * loop (or of this process's) at least half as long as the request explains it; what is left waited on
 * something else (PostgreSQL, the kernel, the network stack).
 */
export class BoxTrace {
  private readonly slow: Slow[] = [];
  private readonly own = monitorEventLoopDelay({ resolution: 10 });
  private readonly ownStalls: { t: number; maxMs: number }[] = [];
  private readonly ownTimer: NodeJS.Timeout;
  private current: Window;

  constructor(
    private readonly probe: ProbeReader,
    private readonly serverPid: number,
    private readonly postgresCpu: () => number,
    private readonly walIo: () => Promise<WalIo | null>,
    private readonly seconds: number,
  ) {
    this.own.enable();
    // This process's own stalls, per second, to tell a slow answer from a late reading of it.
    this.ownTimer = setInterval(() => {
      this.ownStalls.push({ t: nowMs(), maxMs: this.own.max / 1e6 });
      this.own.reset();
    }, 1000);
    this.current = this.open(0, null);
    void this.walIo().then((wal) => (this.current.wal = wal));
    console.log(
      '\n| window | requests | p50 / p99 / max ms | > 50 ms | server CPU of its core | others on core 0 | PostgreSQL CPU | server loop stall max / worst p99 ms | GC count / ms / max / major ms | WAL fsyncs, mean ms | load generator stall max ms |\n|---|---|---|---|---|---|---|---|---|---|---|',
    );
  }

  request(op: string, start: number, end: number): void {
    this.current.latencies.add(end - start);
    if (end - start > SLOW_MS) this.current.slow.push({ op, start, end });
    if (nowMs() - this.current.start >= this.seconds * 1000) void this.close();
  }

  /** Ends the last window and prints the attribution of the slow requests. */
  async finish(): Promise<void> {
    await this.close();
    const samples = this.probe.samples();
    const interval = samples.length > 1 ? samples[1].t - samples[0].t : 1000;
    const during = (s: Slow) => samples.filter((p) => p.t >= s.start && p.t - interval <= s.end);
    let server = 0;
    let gc = 0;
    let generator = 0;
    const rest: Slow[] = [];
    for (const s of this.slow) {
      const ms = s.end - s.start;
      const probes: ProbeSample[] = during(s);
      const stall = Math.max(0, ...probes.map((p) => p.delayMaxMs));
      const ownStall = Math.max(
        0,
        ...this.ownStalls.filter((o) => o.t >= s.start && o.t - 1000 <= s.end).map((o) => o.maxMs),
      );
      if (stall >= ms / 2) {
        server++;
        if (Math.max(0, ...probes.map((p) => p.gcMaxMs)) >= ms / 4) gc++;
      } else if (ownStall >= ms / 2) generator++;
      else rest.push(s);
    }
    const n = this.slow.length;
    const share = (k: number) => `${k} (${fmt((100 * k) / Math.max(1, n), 0)} %)`;
    console.log(
      `\nslow requests (> ${SLOW_MS} ms): ${n}; with a server event-loop stall of at least half their time: ${share(server)}, of which a GC pause of at least a quarter: ${gc}; with a load-generator stall instead: ${share(generator)}; neither: ${share(rest.length)}`,
    );
    const byOp = new Map<string, number>();
    for (const s of rest) byOp.set(s.op, (byOp.get(s.op) ?? 0) + 1);
    if (rest.length > 0) console.log(`  neither, by operation: ${JSON.stringify(Object.fromEntries(byOp))}`);
    clearInterval(this.ownTimer);
    this.own.disable();
  }

  private open(index: number, wal: WalIo | null): Window {
    return {
      index,
      start: nowMs(),
      latencies: new Samples(),
      slow: [],
      serverCpu: cpuSecondsOf(this.serverPid),
      postgresCpu: this.postgresCpu(),
      core0: cpuJiffies(0),
      wal,
    };
  }

  private async close(): Promise<void> {
    const w = this.current;
    const end = nowMs();
    // The next window starts now; its WAL counters are read once, below, for both.
    this.current = this.open(w.index + 1, null);
    const wal = await this.walIo();
    this.current.wal = wal;
    const fsyncs = wal && w.wal ? wal.fsyncs - w.wal.fsyncs : NaN;
    const fsyncMean = wal && w.wal && fsyncs > 0 ? (wal.fsyncMs - w.wal.fsyncMs) / fsyncs : NaN;
    const seconds = (end - w.start) / 1000;
    const ownMax = Math.max(0, ...this.ownStalls.filter((o) => o.t >= w.start && o.t <= end).map((o) => o.maxMs));
    const serverCpu = cpuSecondsOf(this.serverPid) - w.serverCpu;
    const postgresCpu = this.postgresCpu() - w.postgresCpu;
    const core0 = cpuJiffies(0);
    // Jiffies are 1/100 s; the server's threads all run on core 0, so what else was busy there is the rest.
    const core0Busy = (core0.busy - w.core0.busy) / Math.max(1, core0.total - w.core0.total);
    const serverShare = serverCpu / seconds;
    const probes = this.probe.samples(w.start, end);
    const loopMax = Math.max(0, ...probes.map((p) => p.delayMaxMs));
    const loopP99 = Math.max(0, ...probes.map((p) => p.delayP99Ms));
    const gcCount = probes.reduce((a, p) => a + p.gcCount, 0);
    const gcMs = probes.reduce((a, p) => a + p.gcMs, 0);
    const gcMax = Math.max(0, ...probes.map((p) => p.gcMaxMs));
    const gcMajor = probes.reduce((a, p) => a + p.gcMajorMs, 0);
    const s = w.latencies.summary();
    console.log(
      `| ${w.index} | ${s.count} | ${fmt(s.p50)} / ${fmt(s.p99)} / ${fmt(s.max)} | ${w.slow.length} | ${fmt(100 * serverShare, 0)} % | ${fmt(100 * Math.max(0, core0Busy - serverShare), 0)} % | ${fmt((100 * postgresCpu) / seconds, 0)} % | ${fmt(loopMax)} / ${fmt(loopP99)} | ${gcCount} / ${fmt(gcMs, 0)} / ${fmt(gcMax)} / ${fmt(gcMajor, 0)} | ${fmt(fsyncs, 0)}, ${fmt(fsyncMean, 2)} | ${fmt(ownMax)} |`,
    );
    this.slow.push(...w.slow);
  }
}
