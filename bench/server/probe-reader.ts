import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'fs';
import os from 'os';
import path from 'path';
import type { ProbeSample } from './probe';
import { sleep } from './stats';

const PROBE = path.join(__dirname, 'probe.ts');

/** The benchmark's side of probe.ts: how to load it into a server process, and what it wrote. */
export class ProbeReader {
  private readonly dir = mkdtempSync(path.join(os.tmpdir(), 'claim-bench-probe-'));
  readonly file = path.join(this.dir, 'probe.jsonl');

  constructor(private readonly intervalMs = 1000) {}

  /**
   * Node flags that preload the probe. `-r @swc-node/register` first so that the probe (TypeScript) loads;
   * the server's own `-r @swc-node/register` after it is then a cached no-op.
   */
  nodeArgs(): string[] {
    return ['-r', '@swc-node/register', '-r', PROBE];
  }

  env(): Record<string, string> {
    return { BENCH_PROBE_FILE: this.file, BENCH_PROBE_INTERVAL_MS: String(this.intervalMs) };
  }

  /** The samples taken between `from` and `to` (nowMs() of this or any process). */
  samples(from = -Infinity, to = Infinity): ProbeSample[] {
    return this.lines()
      .filter((line): line is ProbeSample => 't' in line)
      .filter((s) => s.t >= from && s.t <= to);
  }

  latest(): ProbeSample | null {
    return this.samples().at(-1) ?? null;
  }

  /** CPU-profiles the server process `pid` while `work` runs; writes the profile to `target`. */
  async profile<T>(pid: number, target: string, work: () => Promise<T>): Promise<T> {
    const before = this.profiles().length;
    process.kill(pid, 'SIGUSR2');
    try {
      return await work();
    } finally {
      process.kill(pid, 'SIGUSR2');
      const deadline = Date.now() + 60_000;
      while (this.profiles().length === before && Date.now() < deadline) await sleep(100);
      const written = this.profiles()[before];
      if (written) {
        mkdirSync(path.dirname(target), { recursive: true });
        copyFileSync(written, target);
        rmSync(written);
      } else console.error(`no CPU profile from process ${pid} within 60 s`);
    }
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  private profiles(): string[] {
    return this.lines()
      .filter((line): line is { profile: string } => 'profile' in line)
      .map((line) => line.profile);
  }

  private lines(): (ProbeSample | { profile: string })[] {
    if (!existsSync(this.file)) return [];
    return readFileSync(this.file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ProbeSample | { profile: string });
  }
}

/** Event-loop delay over a window of probe samples: the median and the worst of the intervals' p99. */
export function loopDelay(samples: readonly ProbeSample[]): { medianP99: number; worstP99: number; max: number } {
  if (samples.length === 0) return { medianP99: NaN, worstP99: NaN, max: NaN };
  const p99 = samples.map((s) => s.delayP99Ms).sort((a, b) => a - b);
  return {
    medianP99: p99[Math.floor((p99.length - 1) / 2)],
    worstP99: p99[p99.length - 1],
    max: Math.max(...samples.map((s) => s.delayMaxMs)),
  };
}
