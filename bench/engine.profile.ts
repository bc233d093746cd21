/**
 * Profiling driver for the engine benchmark (bench/engine.bench.ts): its two loops without the timing
 * code around them, or the cost of each stage of verifyRecord.
 *
 *   node --cpu-prof --cpu-prof-dir=/tmp/engine-prof -r @swc-node/register bench/engine.profile.ts replay [seconds]
 *   node --cpu-prof --cpu-prof-dir=/tmp/engine-prof -r @swc-node/register bench/engine.profile.ts apply [seconds]
 *   node -r @swc-node/register bench/server/profile-summary.ts /tmp/engine-prof/<file>.cpuprofile
 *
 *   node -r @swc-node/register bench/engine.profile.ts stages   # CPU µs per game of each stage, best of 5
 */
import type { Move } from '../src/engine';
import { apply, legalMoves, newGame, parseRecord, replay, seatToAct, verifyRecord } from '../src/engine';
import { asJson, makeRecords } from './engine-records';

function stages(): void {
  const records = makeRecords(2000);
  const raw = asJson(records);
  const parsed = raw.map((r) => {
    const record = parseRecord(r);
    if (!record.ok) throw new Error(record.error.message);
    return record.value;
  });
  const runs: [string, () => void][] = [
    ['parseRecord', () => raw.forEach(parseRecord)],
    ['newGame (the deal)', () => parsed.forEach((r) => newGame(r.rules, r.seed))],
    ['replay (deal, moves, score)', () => parsed.forEach((r) => replay(r))],
    ['verifyRecord (all of it)', () => raw.forEach(verifyRecord)],
  ];
  for (const [name, run] of runs) {
    run();
    let best = Infinity;
    for (let i = 0; i < 5; i++) {
      const before = process.cpuUsage();
      run();
      const used = process.cpuUsage(before);
      best = Math.min(best, (used.user + used.system) / records.length);
    }
    console.log(`${name.padEnd(28)} ${best.toFixed(1)} µs/game`);
  }
}

function loop(mode: 'replay' | 'apply', seconds: number): void {
  const records = makeRecords(1000);
  const raw = asJson(records);
  const until = Date.now() + seconds * 1000;
  let work = 0;
  while (Date.now() < until) {
    if (mode === 'replay') {
      for (const record of raw) {
        const verified = verifyRecord(record);
        if (!verified.ok) throw new Error(verified.error.message);
        work++;
      }
    } else {
      for (const record of records) {
        const game = newGame(record.rules, record.seed);
        if (!game.ok) throw new Error(game.error.message);
        let state = game.value;
        for (const move of record.moves as Move[]) {
          const next = apply(state, move);
          if (!next.ok) throw new Error(next.error.message);
          const seat = seatToAct(next.value);
          if (seat !== null) legalMoves(next.value, seat);
          state = next.value;
          work++;
        }
      }
    }
  }
  console.log(`${mode}: ${work} ${mode === 'replay' ? 'games' : 'moves'}`);
}

const mode = process.argv[2] ?? 'replay';
if (mode === 'stages') stages();
else if (mode === 'replay' || mode === 'apply') loop(mode, Number(process.argv[3] ?? 10));
else throw new Error('mode: replay, apply or stages');
