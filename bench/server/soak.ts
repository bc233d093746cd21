/**
 * `npm run bench -- --soak 30m [--matches 100] [--think 100] [--transport both] [--plot soak.svg]`: a steady,
 * bounded load for a long time, to see whether memory, event-loop delay or throughput drift. Each of
 * `matches` pairs plays one game after another (a new match the moment the last one ends), so the number of
 * live matches stays constant; with both transports, even pairs play over HTTP and odd ones over graphql-ws.
 * Every interval (a twentieth of the run, at least 5 s) one row: moves/s and move latency over the interval,
 * the server's RSS and heap, the event-loop delay measured inside the server (probe.ts, 1 s windows) and the
 * server's CPU per move. Optionally the same as an SVG plot.
 */
import { writeFileSync } from 'fs';
import { loadavg } from 'os';
import type { BotStats } from './bots';
import { newBotStats } from './bots';
import type { TransportName } from './client';
import type { BenchGame, BenchTarget } from './level';
import { loopDelay } from './probe-reader';
import { fmt, nowMs, sleep } from './stats';

export interface SoakPlan {
  seconds: number;
  matches: number;
  think: number;
  transports: readonly TransportName[];
  target: BenchTarget;
  plot: string | null;
  newGame(pair: number, transport: TransportName, stats: BotStats, seed: number): Promise<BenchGame>;
}

export interface SoakRow {
  /** Seconds since the soak started, at the end of the interval. */
  t: number;
  movesPerSecond: number;
  p50: number;
  p99: number;
  rssMiB: number;
  heapMiB: number;
  loopP99MedianMs: number;
  loopP99WorstMs: number;
  serverCpuPerMoveMs: number;
  errors: number;
  loadAverage: number;
}

/** `30m`, `90s`, `1h`, or plain seconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(s|m|h)?$/.exec(text);
  if (!match) throw new Error(`--soak: a duration such as 30m, 90s or 1h, not ${text}`);
  return Number(match[1]) * { s: 1, m: 60, h: 3600 }[(match[2] ?? 's') as 's' | 'm' | 'h'];
}

const MiB = 2 ** 20;

export async function runSoak(plan: SoakPlan): Promise<SoakRow[]> {
  const stats = newBotStats();
  const interval = Math.max(5, plan.seconds / 20);
  const started = nowMs();
  const deadline = started + plan.seconds * 1000;
  const rows: SoakRow[] = [];
  let seed = 0;
  const pairLoop = async (pair: number): Promise<void> => {
    const transport = plan.transports[pair % plan.transports.length];
    while (nowMs() < deadline) {
      // A game that fails (a connection lost) is counted and replaced by a new one: the soak measures the
      // server over its whole length, and one client-side failure must not end it.
      try {
        const game = await plan.newGame(pair, transport, stats, seed++);
        await game.prepare();
        await game.play();
        await game.finish();
      } catch (error) {
        const code = `GAME_FAILED: ${(error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message.slice(0, 60) : String(error))}`;
        stats.errors.set(code, (stats.errors.get(code) ?? 0) + 1);
        await sleep(1000);
      }
    }
  };
  console.log(
    `soak: ${plan.matches} live matches, think ${plan.think} ms (mean) per move, ${plan.transports.join(' + ')}; a row every ${fmt(interval, 0)} s\n`,
  );
  console.log(
    '| t (s) | moves/s | latency p50 / p99 (ms) | server RSS (MiB) | heap (MiB) | event-loop delay p99, median / worst 1-s window (ms) | server CPU per move (ms) | errors | load |',
  );
  console.log('| ---: | ---: | --- | ---: | ---: | --- | ---: | ---: | ---: |');
  const sampler = (async (): Promise<void> => {
    let last = { at: started, moves: 0, latencyIndex: 0, cpu: plan.target.cpuSeconds(), errors: 0 };
    while (nowMs() < deadline - 1) {
      await sleep(Math.min(interval * 1000, deadline - nowMs()));
      const at = nowMs();
      const errors = [...stats.errors.values()].reduce((a, b) => a + b, 0);
      const cpu = plan.target.cpuSeconds();
      const moves = stats.moves - last.moves;
      const latency = stats.moveLatency.summary(last.latencyIndex);
      const probe = plan.target.probes.flatMap((p) => p.samples(last.at, at));
      const delay = loopDelay(probe);
      const row: SoakRow = {
        t: (at - started) / 1000,
        movesPerSecond: (1000 * moves) / (at - last.at),
        p50: latency.p50,
        p99: latency.p99,
        rssMiB: plan.target.rss() / MiB,
        heapMiB: probe.length > 0 ? probe.reduce((sum, s) => sum + s.heapUsed, 0) / probe.length / MiB : NaN,
        loopP99MedianMs: delay.medianP99,
        loopP99WorstMs: delay.worstP99,
        serverCpuPerMoveMs: (1000 * (cpu - last.cpu)) / moves,
        errors: errors - last.errors,
        loadAverage: loadavg()[0],
      };
      rows.push(row);
      console.log(
        `| ${fmt(row.t, 0)} | ${fmt(row.movesPerSecond, 0)} | ${fmt(row.p50)} / ${fmt(row.p99)} | ${fmt(row.rssMiB, 0)} | ${fmt(row.heapMiB, 0)} | ${fmt(row.loopP99MedianMs)} / ${fmt(row.loopP99WorstMs)} | ${fmt(row.serverCpuPerMoveMs, 3)} | ${row.errors} | ${fmt(row.loadAverage, 2)} |`,
      );
      last = { at, moves: stats.moves, latencyIndex: stats.moveLatency.count, cpu, errors };
    }
  })();
  await Promise.all([sampler, ...Array.from({ length: plan.matches }, (_, pair) => pairLoop(pair))]);
  const total = stats.moveLatency.summary();
  console.log(
    `\n${stats.moves} moves in ${fmt((nowMs() - started) / 1000, 0)} s (the last games finish after the last row); latency over the whole soak p50 ${fmt(total.p50)} / p99 ${fmt(total.p99)} / max ${fmt(total.max)} ms; errors ${JSON.stringify(Object.fromEntries(stats.errors))}`,
  );
  if (plan.plot) {
    writeFileSync(plan.plot, svgPlot(rows));
    console.log(`plot: ${plan.plot}`);
  }
  return rows;
}

/** Three small panels over time: RSS, event-loop delay p99 (worst 1-s window), moves/s. */
export function svgPlot(rows: readonly SoakRow[]): string {
  const series: { title: string; unit: string; value: (r: SoakRow) => number }[] = [
    { title: 'server RSS', unit: 'MiB', value: (r) => r.rssMiB },
    { title: 'event-loop delay p99 (worst 1-s window)', unit: 'ms', value: (r) => r.loopP99WorstMs },
    { title: 'moves/s', unit: '/s', value: (r) => r.movesPerSecond },
  ];
  const width = 640;
  const panel = 150;
  const left = 60;
  const tMax = Math.max(1, ...rows.map((r) => r.t));
  const parts = series.map((s, i) => {
    const top = 20 + i * (panel + 30);
    const values = rows.map(s.value).filter(Number.isFinite);
    const yMax = Math.max(1, ...values) * 1.1;
    const x = (t: number): number => left + ((width - left - 20) * t) / tMax;
    const y = (v: number): number => top + panel - (panel * v) / yMax;
    const points = rows
      .filter((r) => Number.isFinite(s.value(r)))
      .map((r) => `${x(r.t).toFixed(1)},${y(s.value(r)).toFixed(1)}`)
      .join(' ');
    return [
      `<text x="${left}" y="${top - 5}" font-size="12">${s.title}</text>`,
      `<line x1="${left}" y1="${top + panel}" x2="${width - 20}" y2="${top + panel}" stroke="#999"/>`,
      `<line x1="${left}" y1="${top}" x2="${left}" y2="${top + panel}" stroke="#999"/>`,
      `<text x="${left - 5}" y="${top + 10}" font-size="10" text-anchor="end">${yMax.toFixed(0)} ${s.unit}</text>`,
      `<text x="${left - 5}" y="${top + panel}" font-size="10" text-anchor="end">0</text>`,
      `<text x="${width - 20}" y="${top + panel + 12}" font-size="10" text-anchor="end">${tMax.toFixed(0)} s</text>`,
      `<polyline fill="none" stroke="#2563eb" stroke-width="1.5" points="${points}"/>`,
    ].join('\n');
  });
  const height = 20 + series.length * (panel + 30);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">\n${parts.join('\n')}\n</svg>\n`;
}
