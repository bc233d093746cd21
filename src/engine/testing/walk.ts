/** Walks a game with random legal moves, calling back at every step: the start, then after each move. */
import type { Move } from '../moves';
import { apply, legalMoves } from '../moves';
import { seatToAct } from '../flow';
import type { Chooser } from '../random-play';
import type { GameState } from '../state';

export interface Step {
  readonly state: GameState;
  /** The moves so far (the log), the last one led to `state`. */
  readonly moves: readonly Move[];
  /** The state before the last move, or null at the start. */
  readonly previous: GameState | null;
}

export function walkGame(
  start: GameState,
  choose: Chooser,
  onStep: (step: Step) => void,
): { state: GameState; moves: Move[] } {
  const moves: Move[] = [];
  let state = start;
  let previous: GameState | null = null;
  onStep({ state, moves, previous });
  for (;;) {
    const seat = seatToAct(state);
    if (seat === null) return { state, moves };
    const options = legalMoves(state, seat);
    if (options.length === 0) throw new Error(`seat ${seat} is to act but has no legal move`);
    const move = options[choose(options.length)];
    const next = apply(state, move);
    if (!next.ok)
      throw new Error(`a listed move was rejected: ${JSON.stringify(move)}: ${next.error.code} ${next.error.message}`);
    moves.push(move);
    previous = state;
    state = next.value;
    onStep({ state, moves, previous });
  }
}
