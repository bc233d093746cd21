/**
 * The computer player's benchmark (issue 17). Run: npm run bench:bot [-- --games N --workers W --only a,b]
 *
 * Matches between the bot levels and the baselines (src/computer/bot/baselines.ts) over two-, three- and
 * four-player games across the presets and custom mixes, half of them with heroes. Seats rotate
 * between the players from game to game, so the first leader's advantage cancels out. A game counts
 * 1 for a win, ½ for a draw, 0 for a loss; with four players, the team's result. The figure is the mean
 * over games with a 95 % confidence interval (normal approximation). Think times are the hard level's,
 * per decision with more than one legal move, each game running on one thread.
 *
 * --games N     games of the two headline matches (hard vs random, hard vs greedy, 2 players); the
 *               others play a fraction of N (default 1000)
 * --workers W   worker threads (default 1). Win rates do not depend on it; think times do when the
 *               threads compete for cores
 * --only a,b    run only the named matches
 * --time-cap    keep the levels' wall-clock caps (LevelConfig.budget.timeMs). Off by default: a cap that
 *               binds makes the moves depend on the machine's speed and load; without it every game is
 *               reproducible and the think times are what the step budgets cost
 * --json FILE   also write the results as JSON
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { GameJob, GameResult, Player } from './bot-games';
import { playGame } from './bot-games';

interface Match {
  readonly name: string;
  readonly players: number;
  /** The player measured, and the one it plays against (all other seats; partners with four players). */
  readonly bot: Player;
  readonly opponent: Player;
  /** Share of --games. */
  readonly share: number;
}

const MATCHES: readonly Match[] = [
  { name: 'hard-random-2p', players: 2, bot: 'hard', opponent: 'random', share: 1 },
  { name: 'hard-greedy-2p', players: 2, bot: 'hard', opponent: 'greedy', share: 1 },
  { name: 'greedy-random-2p', players: 2, bot: 'greedy', opponent: 'random', share: 0.5 },
  { name: 'easy-random-2p', players: 2, bot: 'easy', opponent: 'random', share: 0.25 },
  { name: 'easy-greedy-2p', players: 2, bot: 'easy', opponent: 'greedy', share: 0.25 },
  { name: 'medium-easy-2p', players: 2, bot: 'medium', opponent: 'easy', share: 0.25 },
  { name: 'hard-medium-2p', players: 2, bot: 'hard', opponent: 'medium', share: 0.25 },
  { name: 'hard-random-3p', players: 3, bot: 'hard', opponent: 'random', share: 0.2 },
  { name: 'hard-greedy-3p', players: 3, bot: 'hard', opponent: 'greedy', share: 0.2 },
  { name: 'hard-random-4p', players: 4, bot: 'hard', opponent: 'random', share: 0.2 },
  { name: 'hard-greedy-4p', players: 4, bot: 'hard', opponent: 'greedy', share: 0.2 },
];

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
}

const games = Number(option('games') ?? 1000);
const workers = Math.max(1, Number(option('workers') ?? 1));
const only = option('only')?.split(',');
const jsonFile = option('json');
const timeCap = process.argv.includes('--time-cap');
const RULE_KINDS = ['claim', 'claim2', 'custom'] as const;

/** Game i of a match: the rule kind and heroes cycle, the bot's seat (team) rotates. */
function jobsOf(match: Match, matchIndex: number): GameJob[] {
  const count = Math.max(1, Math.round(games * match.share));
  const sides = match.players === 4 ? 2 : match.players;
  return Array.from({ length: count }, (_, i) => ({
    index: i,
    players: match.players,
    seats: Array.from({ length: match.players }, (_, seat) =>
      seat % sides === i % sides ? match.bot : match.opponent,
    ),
    rulesKind: RULE_KINDS[i % 3],
    heroes: Math.floor(i / 3) % 2 === 0,
    seed: 1_000_000 * (matchIndex + 1) + i,
    timed: match.bot === 'hard' ? 'hard' : null,
    timeCap,
  }));
}

/** Runs the jobs on `workers` threads (or inline for one), in order of submission. */
async function runAll(jobs: GameJob[], onResult: (r: GameResult, done: number) => void): Promise<GameResult[]> {
  const results: GameResult[] = new Array(jobs.length);
  let done = 0;
  if (workers === 1) {
    jobs.forEach((job, i) => {
      results[i] = playGame(job);
      onResult(results[i], ++done);
    });
    return results;
  }
  let next = 0;
  const source = `require('@swc-node/register'); require(${JSON.stringify(`${__dirname}/bot-worker.ts`)});`;
  await Promise.all(
    Array.from({ length: workers }, () => {
      const worker = new Worker(source, { eval: true });
      return new Promise<void>((resolve, reject) => {
        let current = -1;
        const feed = () => {
          current = next++;
          worker.postMessage(current < jobs.length ? jobs[current] : null);
          if (current >= jobs.length) resolve();
        };
        worker.on('message', (r: GameResult) => {
          results[current] = r;
          onResult(r, ++done);
          feed();
        });
        worker.on('error', reject);
        feed();
      });
    }),
  );
  return results;
}

interface Score {
  games: number;
  mean: number;
  halfWidth: number;
  wins: number;
  draws: number;
  losses: number;
}

function score(values: number[]): Score {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1);
  return {
    games: n,
    mean,
    halfWidth: 1.96 * Math.sqrt(variance / n),
    wins: values.filter((v) => v === 1).length,
    draws: values.filter((v) => v === 0.5).length,
    losses: values.filter((v) => v === 0).length,
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function main(): Promise<void> {
  const loadBefore = loadavg().map((x) => x.toFixed(2));
  console.log(
    `bench:bot — ${games} games, ${workers} worker(s), time cap ${timeCap ? 'on' : 'off'}, ${cpus().length} cores, load ${loadBefore.join(' ')}`,
  );
  const report: Record<string, unknown>[] = [];
  const allThink: number[] = [];
  let allForced = 0;
  const kinds: Record<string, number> = {};
  for (const [m, match] of MATCHES.entries()) {
    if (only && !only.includes(match.name)) continue;
    const jobs = jobsOf(match, m);
    const t0 = Date.now();
    const results = await runAll(jobs, (_, done) => {
      if (process.stdout.isTTY) process.stdout.write(`\r  ${match.name}: ${done}/${jobs.length}`);
      else if (done % 50 === 0)
        console.log(`  ${match.name}: ${done}/${jobs.length} after ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    });
    const mine = results.map((r) => r.scores[r.seats.indexOf(match.bot)]);
    const s = score(mine);
    const byRules: Record<string, string> = {};
    for (const label of [...new Set(results.map((r) => r.rules))].sort()) {
      byRules[label] = pct(score(mine.filter((_, i) => results[i].rules === label)).mean);
    }
    const think = results.flatMap((r) => r.thinkMs);
    const sorted = think.slice().sort((a, b) => a - b);
    const thinkLine =
      sorted.length === 0
        ? ''
        : ` hard think median ${quantile(sorted, 0.5).toFixed(0)} ms, p99 ${quantile(sorted, 0.99).toFixed(0)} ms;`;
    allThink.push(...think);
    allForced += results.reduce((a, r) => a + r.forced, 0);
    for (const r of results) for (const [k, v] of Object.entries(r.decisions)) kinds[k] = (kinds[k] ?? 0) + v;
    const seconds = (Date.now() - t0) / 1000;
    if (process.stdout.isTTY) process.stdout.write('\r');
    console.log(
      `${match.name.padEnd(18)} ${match.bot} vs ${match.opponent}: ${pct(s.mean)} ± ${pct(s.halfWidth)} over ${s.games} games` +
        ` (W ${s.wins} D ${s.draws} L ${s.losses}) [${Object.entries(byRules)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}]${thinkLine} ${seconds.toFixed(0)} s`,
    );
    const thinkMs =
      sorted.length === 0
        ? null
        : { medianMs: quantile(sorted, 0.5), p99Ms: quantile(sorted, 0.99), decisions: sorted.length };
    report.push({ ...match, ...s, byRules, thinkMs, seconds });
  }
  allThink.sort((a, b) => a - b);
  const thinkTimes =
    allThink.length === 0
      ? null
      : {
          decisions: allThink.length,
          forced: allForced,
          medianMs: Number(quantile(allThink, 0.5).toFixed(1)),
          p90Ms: Number(quantile(allThink, 0.9).toFixed(1)),
          p99Ms: Number(quantile(allThink, 0.99).toFixed(1)),
          maxMs: Number(allThink[allThink.length - 1].toFixed(1)),
        };
  if (thinkTimes)
    console.log(
      `hard think time per decision (${thinkTimes.decisions} searched, ${thinkTimes.forced} forced): median ${thinkTimes.medianMs} ms, p90 ${thinkTimes.p90Ms} ms, p99 ${thinkTimes.p99Ms} ms, max ${thinkTimes.maxMs} ms`,
    );
  console.log(`decisions seen: ${JSON.stringify(kinds)}`);
  const loadAfter = loadavg().map((x) => x.toFixed(2));
  console.log(`load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}`);
  if (jsonFile)
    writeFileSync(
      jsonFile,
      JSON.stringify({ games, workers, timeCap, loadBefore, loadAfter, matches: report, thinkTimes, kinds }, null, 2),
    );
}

void main();
