import type { Edition, Move, PlayerView } from '../../engine';

/**
 * Everything one seat has seen of a game (R9), oldest first: the seat's own view at the deal and after
 * every move, and the moves as the seat sees them now. This is the bot's only window on the game; it
 * holds no `GameState`, so what the seat may not see cannot reach the bot (see docs/bots.md).
 */
export interface SeatHistory {
  /**
   * The rule edition the match is played under (a match's `edition` in the API; `state.readings.edition`).
   * The views do not carry it, and the worlds the bot samples must play by the same readings.
   */
  readonly edition: Edition;
  /** views[0] is the seat's view at the deal, views[i] its view right after moves[i - 1]. */
  readonly views: readonly PlayerView[];
  /** Every move so far; null for one hidden from this seat (another seat's Cthulhu discard before all chose, R7). */
  readonly moves: readonly (Move | null)[];
}
