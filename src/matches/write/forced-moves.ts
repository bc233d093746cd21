import type { GameState, Move, Seat } from '../../engine';
import { dueNow, legalMoves } from '../../engine';

/**
 * Forced moves played for you (docs/bots.md "Forced moves"): the move the server plays for `seat` when
 * its player opted in, or null.
 *
 * Not every move with exactly one legal option qualifies. Whether a seat has one option often depends on
 * its hidden hand: a follower with a single card of the led faction, or a hand of two identical cards,
 * has one distinct play, and an automatic play — its mark, and its timing, an instant after the previous
 * event — would tell every other seat so, which the move itself does not (R9). So the server plays only
 * moves that are forced *in public*: forced in every deal consistent with what the other seats see. For
 * the choices that depend on the hand (a card to play, a Cthulhu discard), that is a hand of one card,
 * whose size everyone sees; the other decisions (prize, Seer, Vampire, Giant, Skeleton) offer options
 * that are all public (the prizes, the trick's cards, the cards in front, the discard pile's size), so
 * when they leave one option, everyone already knows it.
 */
export function publiclyForcedMove(state: GameState, seat: Seat): Move | null {
  const due = dueNow(state);
  if (due === null || due.seat !== seat) return null;
  if ((due.kind === 'play' || due.kind === 'cthulhu') && state.hands[seat].length !== 1) return null;
  const legal = legalMoves(state, seat);
  return legal.length === 1 ? legal[0] : null;
}

/** How many forced moves one write plays at most: a chain never runs longer than a whole game's moves. */
export const MAX_FORCED_CHAIN = 64;
