/**
 * Engine benchmark (issue: rules engine). Run: npm run bench:engine
 * 1. Full random two-player games replayed from their records (verifyRecord: parse, deal, every move, result).
 * 2. One `apply` plus the next `legalMoves` listing, timed one by one: median and p99.
 * Single-threaded: Node runs this on one core.
 *
 * Shared machines are noisy, so each figure is measured several times (BENCH_REPEATS): the report gives
 * the best repeat (the least disturbed) and the spread, games/s also per CPU second of this process
 * (less sensitive to other processes taking the core away), and the load average before and after.
 */
import { cpus, loadavg } from 'node:os';
import type { MatchRecord, Move } from '../src/engine';
import { apply, legalMoves, newGame, seatToAct, verifyRecord } from '../src/engine';
import { asJson, makeRecords } from './engine-records';

interface Throughput {
  gamesPerSecond: number;
  gamesPerCpuSecond: number;
  moves: number;
}

function replayThroughput(records: MatchRecord[], rounds: number): Throughput {
  // JSON round trip first, so the replay parses untrusted records as an import would.
  const raw = asJson(records);
  let games = 0;
  let moves = 0;
  const cpu0 = process.cpuUsage();
  const start = process.hrtime.bigint();
  for (let round = 0; round < rounds; round++) {
    for (const record of raw) {
      const verified = verifyRecord(record);
      if (!verified.ok) throw new Error(verified.error.message);
      games++;
      moves += verified.value.record.moves.length;
    }
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return { gamesPerSecond: games / seconds, gamesPerCpuSecond: games / cpuSeconds, moves: moves / games };
}

function applyLatency(records: MatchRecord[]): { median: number; p99: number; samples: number } {
  const samples: number[] = [];
  for (const record of records) {
    const game = newGame(record.rules, record.seed);
    if (!game.ok) throw new Error(game.error.message);
    let state = game.value;
    for (const move of record.moves as Move[]) {
      const t0 = process.hrtime.bigint();
      const next = apply(state, move);
      if (!next.ok) throw new Error(next.error.message);
      const seat = seatToAct(next.value);
      if (seat !== null) legalMoves(next.value, seat);
      samples.push(Number(process.hrtime.bigint() - t0));
      state = next.value;
    }
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] / 1000;
  return { median: at(0.5), p99: at(0.99), samples: samples.length };
}

/** Best, median and worst of the repeats, best first ("best" is the highest or the lowest). */
function spread(
  values: number[],
  higherIsBetter: boolean,
  digits: number,
): { best: number; median: number; worst: number } {
  const sorted = values.slice().sort((a, b) => (higherIsBetter ? b - a : a - b));
  const round = (x: number) => Number(x.toFixed(digits));
  return {
    best: round(sorted[0]),
    median: round(sorted[Math.floor(sorted.length / 2)]),
    worst: round(sorted[sorted.length - 1]),
  };
}

const load = () => loadavg().map((x) => Number(x.toFixed(2)));
const loadBefore = load();
const repeats = Number(process.env.BENCH_REPEATS ?? 5);
const records = makeRecords(Number(process.env.BENCH_GAMES ?? 2000));
replayThroughput(records.slice(0, 300), 2); // warm-up
const replays: Throughput[] = [];
for (let i = 0; i < repeats; i++) replays.push(replayThroughput(records, Number(process.env.BENCH_ROUNDS ?? 1)));
applyLatency(records.slice(0, 200)); // warm-up
const latencies: ReturnType<typeof applyLatency>[] = [];
for (let i = 0; i < repeats; i++) latencies.push(applyLatency(records));
const report = {
  machine: `${cpus()[0]?.model ?? 'unknown'} ×${cpus().length}, node ${process.version}`,
  loadAverage: { before: loadBefore, after: load() },
  games: records.length,
  repeats,
  movesPerGame: Number(replays[0].moves.toFixed(1)),
  replayGamesPerSecond: spread(
    replays.map((r) => r.gamesPerSecond),
    true,
    0,
  ),
  replayGamesPerCpuSecond: spread(
    replays.map((r) => r.gamesPerCpuSecond),
    true,
    0,
  ),
  applyPlusLegalMovesMedianMicroseconds: spread(
    latencies.map((l) => l.median),
    false,
    2,
  ),
  applyPlusLegalMovesP99Microseconds: spread(
    latencies.map((l) => l.p99),
    false,
    2,
  ),
  samples: latencies[0].samples,
};
console.log(JSON.stringify(report, null, 2));
