import type { BotInput, BotLevel } from './bot';
import { seatHistory } from './bot';
import type { Seat } from '../engine';
import type { MatchRuntime } from '../matches/match-runtime';
import { runtimeAt } from '../matches/match-runtime';

/**
 * What the computer player is given for `seat`'s turn: the seat's view now and what it saw before it
 * (R9) — `viewFor` after every move, and the moves with those hidden from the seat left out (a pending
 * Cthulhu discard), exactly as the API shows them to a person in that seat. Never a GameState: this is
 * all that crosses to the worker thread, so the computer cannot see what the seat may not.
 * The seed is the match's and the version's, never the deal's: its search is reproducible, and knows
 * nothing of the shuffle.
 */
export function botInputFor(runtime: MatchRuntime, seat: Seat, level: BotLevel): BotInput {
  // The state right after the start event: the deal, under the match's rule edition.
  const start = runtimeAt(runtime, 0).state;
  const history = seatHistory(start, runtime.moves, seat);
  const view = history.views[history.views.length - 1];
  return { view, history, level, seed: `${runtime.header.id}:${runtime.version}` };
}
