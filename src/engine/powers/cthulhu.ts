/**
 * R7 Cthulhu. Played in phase one, at once (Ruling: before the trick is won), the top two cards of the
 * draw pile (fewer if it holds fewer) leave the game unseen. Played in phase two, after the trick
 * (R3.5: the next trick's leader first, then in seat order) each player with a card in hand discards one
 * of their choice; nobody sees another's choice until all have chosen (R9), also in a Gelatinous Cube
 * trick. Until then the discards wait in `cthulhuChoices`, and nothing a view derives from a hand (its
 * size, its known cards) changes for the others (view.ts).
 */
import type { GameState } from '../state';
import { distinctCards, discard, forgetKnownCard, seatsFrom, takeCard } from '../state';
import type { DecisionRules, HeroPower, TrickEnd } from './types';

/** R7: how many cards Cthulhu takes off the top of the draw pile in phase one. */
const REMOVED_FROM_THE_DRAW_PILE = 2;

function removeTopCards(s: GameState): void {
  if (s.phase !== 'one') return;
  const taken = s.drawPile.slice(0, REMOVED_FROM_THE_DRAW_PILE);
  for (let i = 0; i < taken.length; i++) s.drawPile.shift();
  s.removedFromGame.push(...taken);
}

function queueDiscards(t: TrickEnd): void {
  if (t.phase !== 'two') return;
  let played = false;
  for (const card of t.cards) if (card.info.kind === 'hero' && card.info.hero === 'cthulhu') played = true;
  if (!played) return;
  for (const seat of seatsFrom(t.nextLeader, t.state.rules.players)) t.state.pending.push({ kind: 'cthulhu', seat });
}

export const CTHULHU: HeroPower = { onPlay: removeTopCards, queueDecisions: queueDiscards, discardsAfterTrick: 1 };

/** Once every Cthulhu choice of the round is made, the discards enter the discard pile, in order of choice. */
export function revealCthulhuDiscards(s: GameState): void {
  if (s.cthulhuChoices.length === 0 || s.pending[0]?.kind === 'cthulhu') return;
  for (const choice of s.cthulhuChoices) {
    discard(s, choice.card);
    forgetKnownCard(s, choice.seat, choice.card);
  }
  s.cthulhuChoices = [];
}

export const CTHULHU_DISCARD: DecisionRules<'cthulhu'> = {
  passable: false,
  stillOpen: (s, d) => s.hands[d.seat].length > 0,
  legal: (s, d) => distinctCards(s.hands[d.seat]).map((card) => ({ seat: d.seat, discard: card })),
  check: (s, d, move) =>
    s.hands[d.seat].includes(move.discard)
      ? null
      : { code: 'CARD_NOT_IN_HAND', message: `${move.discard} is not in your hand` },
  apply(s, d, move) {
    // Out of the hand now; known cards are forgotten only when the discards are revealed (R9).
    takeCard(s.hands[d.seat], move.discard);
    s.cthulhuChoices.push({ seat: d.seat, card: move.discard });
  },
};
