import type { GameState, Move, PlayerView, Seat } from '../../engine';
import { apply, isMoveHiddenFrom, legalMoves, viewFor } from '../../engine';
import type { SeatHistory } from './history';

/**
 * The table's side, not the bot's: it holds the real game and hands each seat only what R9 lets it
 * see, through the engine's `viewFor` and `isMoveHiddenFrom` (the functions the server's API uses).
 * Benchmarks and tests play through it; a server worker builds the same history from a match's log
 * with `seatHistory`.
 */
export class TableLog {
  private readonly views: PlayerView[][];
  private readonly moves: Move[] = [];

  constructor(private current: GameState) {
    this.views = current.hands.map((_, seat) => [viewFor(current, seat)]);
  }

  get state(): GameState {
    return this.current;
  }

  /** Applies a move; an illegal one throws (the callers only send moves they were offered). */
  play(move: Move): GameState {
    const next = apply(this.current, move);
    if (!next.ok) throw new Error(`illegal move ${JSON.stringify(move)}: ${next.error.code} ${next.error.message}`);
    this.moves.push(move);
    this.current = next.value;
    for (let seat = 0; seat < this.views.length; seat++) this.views[seat].push(viewFor(next.value, seat));
    return next.value;
  }

  /** The seat's view now. */
  viewFor(seat: Seat): PlayerView {
    const views = this.views[seat];
    return views[views.length - 1];
  }

  /** The seat's legal moves now, as the API's legal-moves listing gives them. */
  legalMovesFor(seat: Seat): Move[] {
    return legalMoves(this.current, seat);
  }

  /** What `seat` has seen so far; the arrays are fresh, so the caller may hand them anywhere. */
  historyFor(seat: Seat): SeatHistory {
    return {
      edition: this.current.readings.edition,
      views: this.views[seat].slice(),
      moves: visibleMoves(this.current, this.moves, seat),
    };
  }
}

/** The moves as `seat` sees them now: a Cthulhu discard of another seat stays null until all chose (R7, R9). */
function visibleMoves(state: GameState, moves: readonly Move[], seat: Seat): (Move | null)[] {
  return moves.map((move, i) => (isMoveHiddenFrom(state, i, move, seat) ? null : move));
}

/** A seat's history of a game replayed from its start (what a server worker does with a match's log). */
export function seatHistory(start: GameState, moves: readonly Move[], seat: Seat): SeatHistory {
  const table = new TableLog(start);
  for (const move of moves) table.play(move);
  return table.historyFor(seat);
}
