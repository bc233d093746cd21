/**
 * The review's benchmark (issue 33). Run: npm run bench:review [-- --games N --worlds W --agree K]
 *
 * Two-player games (presets and custom mixes, half with heroes) played by the greedy baseline with one
 * move in five random (so that there are mistakes to find), each reviewed whole at the default depth on
 * this thread. Prints the review time per game (median, p99), how often the review's best move from the
 * seat's view agrees with the hard level's move on the same input (every K-th decision), how often the
 * hindsight search was exact, and positions where hindsight and information-set values differ most.
 *
 * --games N    games (default 30)
 * --worlds W   worlds per decision of the default review (default 24, the server's CLAIM_REVIEW_WORLDS)
 * --agree K    compare with the hard level at every K-th decision (default 3)
 */
import { loadavg } from 'node:os';
import type { Move } from '../src/engine';
import { legalMoves, seatToAct } from '../src/engine';
import { chooseMove, greedyMove } from '../src/computer/bot';
import { reviewDepth, reviewGame, sameMove } from '../src/computer/bot/review';
import { BotRandom } from '../src/computer/bot/rng';
import { mixedRules, newTable } from '../src/computer/bot/testing';
import type { RulesKind } from '../src/computer/bot/testing';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
}

const games = option('games', 30);
const worlds = option('worlds', 24);
const agreeEvery = option('agree', 3);
const KINDS: readonly RulesKind[] = ['claim', 'claim2', 'custom'];

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const times: number[] = [];
let compared = 0;
let agreed = 0;
let exact = 0;
let decisionsSeen = 0;
const differences: { game: number; version: number; seat: number; info: string; hind: string; gap: number }[] = [];
const started = performance.now();
console.log(
  `load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${games} games, ${worlds} worlds per decision`,
);
for (let game = 0; game < games; game++) {
  const table = newTable(mixedRules(2, KINDS[game % 3], game % 2 === 1, game), 10_000 + game);
  const start = table.state;
  const random = new BotRandom(`bench-review:${game}`);
  const moves: Move[] = [];
  const inputs: { view: ReturnType<typeof table.viewFor>; history: ReturnType<typeof table.historyFor> }[] = [];
  for (let seat = seatToAct(table.state); seat !== null; seat = seatToAct(table.state)) {
    const input = { view: table.viewFor(seat), history: table.historyFor(seat), seed: game };
    inputs.push(input);
    const legal = legalMoves(table.state, seat);
    const move = random.next() < 0.2 ? legal[random.int(legal.length)] : greedyMove(input);
    moves.push(move);
    table.play(move);
  }
  const t0 = performance.now();
  const review = reviewGame(start, moves, reviewDepth('default', worlds, `bench:${game}`));
  times.push(performance.now() - t0);
  review.decisions.forEach((d, i) => {
    decisionsSeen++;
    if (d.hindsight.method === 'exact') exact++;
    const gap = Math.max(Math.abs(d.hindsight.played - d.infoSet.played), Math.abs(d.hindsight.best - d.infoSet.best));
    if (!sameMove(d.hindsight.bestMove, d.infoSet.bestMove) && gap >= 0.4)
      differences.push({
        game,
        version: d.version,
        seat: d.seat,
        info: `${JSON.stringify(d.infoSet.bestMove)} ${d.infoSet.best}`,
        hind: `${d.hindsight.method} ${JSON.stringify(d.hindsight.bestMove)} ${d.hindsight.best}; played ${JSON.stringify(d.played)} info ${d.infoSet.played} hindsight ${d.hindsight.played}`,
        gap,
      });
    if (i % agreeEvery !== 0) return;
    const input = inputs[d.version];
    const hard = chooseMove({ ...input, level: 'hard', seed: `agree:${game}`, budget: { timeMs: Infinity } });
    compared++;
    if (sameMove(hard.move, d.infoSet.bestMove)) agreed++;
  });
  process.stdout.write('.');
}
process.stdout.write('\n');
const sorted = times.slice().sort((a, b) => a - b);
console.log(
  `review time per 2-player game: median ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(0)} ms (${games} games, ${decisionsSeen} decisions)`,
);
console.log(
  `hindsight exact at ${exact} of ${decisionsSeen} decisions (${((100 * exact) / decisionsSeen).toFixed(1)} %)`,
);
console.log(
  `best move agrees with the hard level at ${agreed} of ${compared} positions (${((100 * agreed) / compared).toFixed(1)} %)`,
);
console.log(
  `positions where hindsight and the information set disagree (another best move, values ≥ 0.4 apart): ${differences.length}; the largest:`,
);
for (const d of differences.sort((a, b) => b.gap - a.gap).slice(0, 5))
  console.log(`  game ${d.game} move ${d.version} seat ${d.seat}: info-set best ${d.info} | hindsight ${d.hind}`);
console.log(
  `load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${((performance.now() - started) / 1000).toFixed(0)} s in all`,
);
