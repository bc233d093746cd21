/**
 * One benchmark game between bots (bench/bot.bench.ts): the table holds the real game and gives each
 * seat only its view and history (src/computer/bot/table.ts), as the server would.
 */
import type { Move, Rules } from '../src/engine';
import { seatToAct, teamOf } from '../src/engine';
import type { BotLevel, TableLog } from '../src/computer/bot';
import { chooseMove, greedyMove, randomMove } from '../src/computer/bot';
import type { RulesKind } from '../src/computer/bot/testing';
import { mixedRules, newTable } from '../src/computer/bot/testing';

export type Player = BotLevel | 'greedy' | 'random';

export interface GameJob {
  readonly index: number;
  readonly players: number;
  /** Who sits where, seat order. */
  readonly seats: readonly Player[];
  readonly rulesKind: RulesKind;
  readonly heroes: boolean;
  /** Seeds the deal and the rule set's mix. */
  readonly seed: number;
  /** Record think times of this kind of player. */
  readonly timed: Player | null;
  /** Keep the levels' wall-clock caps (otherwise off, so that results do not depend on the machine's load). */
  readonly timeCap: boolean;
}

export interface GameResult {
  readonly index: number;
  readonly seats: readonly Player[];
  /** Per seat: 1 won, ½ drew, 0 lost (with four players, the team's result). */
  readonly scores: readonly number[];
  readonly rules: string;
  /** Think times (ms) of the timed player's decisions that had more than one legal move. */
  readonly thinkMs: readonly number[];
  /** Decisions of the timed player with a single legal move (answered without a search). */
  readonly forced: number;
  readonly decisions: Readonly<Record<string, number>>;
}

/** The game's rules: a preset or a mix (src/computer/bot/testing.ts). */
export function rulesFor(job: Pick<GameJob, 'players' | 'rulesKind' | 'heroes' | 'seed'>): Rules {
  return mixedRules(job.players, job.rulesKind, job.heroes, job.seed);
}

function decide(
  player: Player,
  table: TableLog,
  seat: number,
  seed: string,
  timeCap: boolean,
): { move: Move; ms: number } {
  const view = table.viewFor(seat);
  const history = table.historyFor(seat);
  const t0 = performance.now();
  let move: Move;
  if (player === 'random') move = randomMove({ view, history, seed });
  else if (player === 'greedy') move = greedyMove({ view, history, seed });
  else move = chooseMove({ view, history, level: player, seed, budget: timeCap ? {} : { timeMs: Infinity } }).move;
  return { move, ms: performance.now() - t0 };
}

export function playGame(job: GameJob): GameResult {
  const table = newTable(rulesFor(job), job.seed);
  const thinkMs: number[] = [];
  const decisions: Record<string, number> = {};
  let forced = 0;
  for (;;) {
    const seat = seatToAct(table.state);
    if (seat === null) break;
    const player = job.seats[seat];
    const kind = table.state.pending[0]?.kind ?? 'play';
    decisions[kind] = (decisions[kind] ?? 0) + 1;
    const options = table.legalMovesFor(seat).length;
    const { move, ms } = decide(player, table, seat, `${job.seed}:${seat}`, job.timeCap);
    if (player === job.timed) {
      if (options > 1) thinkMs.push(ms);
      else forced++;
    }
    table.play(move);
  }
  const outcome = table.state.outcome!;
  const scores = job.seats.map((_, seat) => {
    const side = teamOf(seat, job.players);
    return outcome.winner === null ? 0.5 : outcome.winner === side ? 1 : 0;
  });
  const label = `${job.rulesKind}${job.heroes ? '+heroes' : ''}`;
  return { index: job.index, seats: job.seats, scores, rules: label, thinkMs, forced, decisions };
}
