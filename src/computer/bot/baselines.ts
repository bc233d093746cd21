import type { Card, GameState, Move, PlayerView, Seat } from '../../engine';
import { applyAllInPlace, cloneState, legalMoves } from '../../engine';
import type { SeatHistory } from './history';
import { readHistory } from './knowledge';
import { decide, highestOf, lowestOf, stake } from './policy';
import { BotRandom } from './rng';
import { Sampler } from './sampler';

/**
 * Baselines for the benchmark (bench/bot.bench.ts): a random player and a greedy one. Like the search
 * they see only a seat's view; one sampled world gives them the legal moves (the same in every world)
 * and, for the last card of a trick, who would win it (decided by the cards on the table alone).
 */
export interface BaselineInput {
  readonly view: PlayerView;
  readonly history: SeatHistory;
  readonly seed: string | number;
}

function world(input: BaselineInput, random: BotRandom): { state: GameState; seat: Seat } {
  const seat = input.view.viewer!;
  return { state: new Sampler(input.view, readHistory(input.view, input.history, false)).sample(random), seat };
}

const randomFor = (input: BaselineInput) => new BotRandom(`${input.seed}:${input.view.version}:${input.view.viewer}`);

/** A uniformly random legal move. */
export function randomMove(input: BaselineInput): Move {
  const random = randomFor(input);
  const { state, seat } = world(input, random);
  const moves = legalMoves(state, seat);
  return moves[random.int(moves.length)];
}

/** Does playing `card` as the trick's last card win it? */
function wins(state: GameState, seat: Seat, card: Card): boolean {
  const s = cloneState(state);
  if (applyAllInPlace(s, [{ seat, play: card }]) !== null) return false;
  return s.lastTrick?.winner === seat;
}

/**
 * Win the trick as cheaply as possible when it is worth it (a prize of value 5 or more in phase one,
 * any trick in phase two), else throw the lowest card; lead high when the prize is worth it, low when
 * not. Decisions: the higher card, the stronger Vampire, the cheapest Cthulhu discard.
 */
export function greedyMove(input: BaselineInput): Move {
  const random = randomFor(input);
  const { state, seat } = world(input, random);
  const moves = legalMoves(state, seat);
  if (moves.length === 1) return moves[0];
  if (state.pending.length > 0) return decide(state, seat) ?? moves[0];
  const cards = moves.flatMap((m) => ('play' in m ? [m.play] : []));
  const worth = state.phase === 'two' || stake(state) >= 5;
  let card: Card;
  if (state.trick.length === 0) card = worth ? highestOf(state, cards) : lowestOf(state, cards);
  else if (state.trick.length === state.rules.players - 1) {
    const winners = cards.filter((c) => wins(state, seat, c));
    card = worth && winners.length > 0 ? lowestOf(state, winners) : lowestOf(state, cards);
  } else card = worth ? highestOf(state, cards) : lowestOf(state, cards);
  return { seat, play: card };
}
