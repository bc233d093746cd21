/**
 * Players for the fair-play tests and bench (bench/fairplay.bench.ts): honest computer players at each level,
 * a colluding pair that feeds each other, and an assisted player that asks the reference player for its moves.
 * Test support only: the product's computer player (src/computer/bot) knows nothing of collusion.
 */
import type { GameState, Move, Rules, Seat } from '../../engine';
import { applyAllInPlace, cloneState, legalMoves, newGame, seatToAct } from '../../engine';
import type { BotLevel } from '../../computer/bot';
import { chooseMove } from '../../computer/bot';
import type { Budget } from '../../computer/bot/search';
import { dealSeed } from '../../computer/bot/testing';
import { TableLog } from '../../computer/bot/table';
import { REFERENCE_PLAYER } from '../signals/assistance';

export type PlayerKind =
  | { readonly kind: 'honest'; readonly level: BotLevel }
  /** Plays honestly at `level`, but gives every trick it can to `partner` (a seat) when it plays last. */
  | { readonly kind: 'colluder'; readonly level: BotLevel; readonly partner: Seat }
  /** Plays the reference player's move (what the assistance signal compares with), with another seed. */
  | { readonly kind: 'assisted' };

/** Budgets small enough for a bench of hundreds of games; the levels keep their own kind of search. */
export const BENCH_BUDGETS: Readonly<Record<BotLevel, Partial<Budget>>> = {
  easy: { steps: 1_500, worlds: 8 },
  medium: { steps: 4_000, worlds: 16 },
  hard: { steps: 8_000, worlds: 24 },
};

/** No clock: the budgets bind, never the time cap, so a game is the same on any machine. */
const noClock = (): number => 0;

function honest(table: TableLog, seat: Seat, level: BotLevel, seed: string): Move {
  return chooseMove(
    { view: table.viewFor(seat), history: table.historyFor(seat), level, seed, budget: BENCH_BUDGETS[level] },
    noClock,
  ).move;
}

/** Who takes the trick if `move` is its last card (null: not a last card, or nothing takes it). */
function takerIfLast(state: GameState, move: Move): Seat | null {
  if (!('play' in move) || state.pending.length > 0 || state.trick.length !== state.rules.players - 1) return null;
  const s = cloneState(state);
  if (applyAllInPlace(s, [move])) return null;
  return s.lastTrick?.ranking[0] ?? null;
}

/** The colluder's choice: a card that hands the trick to its partner if it plays last and has one. */
export function feedingMove(state: GameState, seat: Seat, partner: Seat): Move | null {
  const feeding = legalMoves(state, seat).filter((m) => takerIfLast(state, m) === partner);
  return feeding[0] ?? null;
}

export function moveOf(table: TableLog, seat: Seat, player: PlayerKind, seed: string): Move {
  const legal = table.legalMovesFor(seat);
  if (legal.length === 1) return legal[0];
  switch (player.kind) {
    case 'honest':
      return honest(table, seat, player.level, seed);
    case 'colluder':
      return feedingMove(table.state, seat, player.partner) ?? honest(table, seat, player.level, seed);
    case 'assisted':
      return chooseMove(
        {
          view: table.viewFor(seat),
          history: table.historyFor(seat),
          level: REFERENCE_PLAYER.level,
          seed: `assisted:${seed}`,
          budget: REFERENCE_PLAYER.budget,
        },
        noClock,
      ).move;
  }
}

/** A whole game: the deal (state after it) and the moves, each seat played by its kind. */
export function playGame(
  rules: Rules,
  deal: number,
  players: readonly PlayerKind[],
): { start: GameState; moves: Move[] } {
  const game = newGame(rules, dealSeed(deal));
  if (!game.ok) throw new Error(game.error.message);
  const table = new TableLog(game.value);
  const moves: Move[] = [];
  for (;;) {
    const seat = seatToAct(table.state);
    if (seat === null) break;
    const move = moveOf(table, seat, players[seat], `${deal}:${seat}:${moves.length}`);
    table.play(move);
    moves.push(move);
  }
  return { start: game.value, moves };
}
