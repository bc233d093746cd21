/**
 * Engine benchmark (issue: rules engine). Run: npm run bench:engine
 * 1. Full random two-player games replayed from their records (verifyRecord: parse, deal, every move, result).
 * 2. One `apply` plus the next `legalMoves` listing, timed one by one: median and p99.
 * Single-threaded: Node runs this on one core.
 */
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import {
  MatchRecord,
  Move,
  apply,
  legalMoves,
  newGame,
  playRandomGame,
  rulesFrom,
  seatToAct,
  seededChooser,
  toRecord,
  verifyRecord,
} from '../src/engine';

const RULE_SETS: [string, string[]][] = [
  ['claim', []],
  ['claim2', []],
  ['goblins,knights,vampires,werewolves,shadows', ['warlock', 'mummy']],
  ['gnomes,giants,trolls,zombies,seers', ['skeleton', 'cthulhu', 'gelatinous-cube']],
  ['goblins,knights,undead,dragons,vampires', ['lich-king']],
];

function makeRecords(count: number): MatchRecord[] {
  const records: MatchRecord[] = [];
  for (let i = 0; i < count; i++) {
    const [factions, heroes] = RULE_SETS[i % RULE_SETS.length];
    const rules = rulesFrom(factions, heroes);
    if (!rules.ok) throw new Error(rules.error.message);
    const seed = randomBytes(32).toString('hex');
    const game = newGame(rules.value, seed);
    if (!game.ok) throw new Error(game.error.message);
    const { moves, state } = playRandomGame(game.value, seededChooser(i));
    records.push(toRecord({ rules: rules.value, seats: ['a', 'b'], seed }, moves, state.outcome));
  }
  return records;
}

function replayThroughput(records: MatchRecord[], rounds: number): { gamesPerSecond: number; moves: number } {
  // JSON round trip first, so the replay parses untrusted records as an import would.
  const raw = records.map((r) => JSON.parse(JSON.stringify(r)) as unknown);
  let games = 0;
  let moves = 0;
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
  return { gamesPerSecond: games / seconds, moves: moves / games };
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

const records = makeRecords(Number(process.env.BENCH_GAMES ?? 2000));
replayThroughput(records.slice(0, 300), 2); // warm-up
const replayResult = replayThroughput(records, Number(process.env.BENCH_ROUNDS ?? 3));
applyLatency(records.slice(0, 200)); // warm-up
const latency = applyLatency(records);
const report = {
  machine: `${cpus()[0]?.model ?? 'unknown'} ×${cpus().length}, node ${process.version}`,
  games: records.length,
  replayGamesPerSecond: Math.round(replayResult.gamesPerSecond),
  movesPerGame: Number(replayResult.moves.toFixed(1)),
  applyPlusLegalMovesMedianMicroseconds: Number(latency.median.toFixed(2)),
  applyPlusLegalMovesP99Microseconds: Number(latency.p99.toFixed(2)),
  samples: latency.samples,
};
console.log(JSON.stringify(report, null, 2));
