/**
 * R7 Gelatinous Cube (two players only, R8.3): if the Cube follows, nobody wins the trick: the led card
 * goes under the Cube, the prize stays on the table (no new one is revealed), no card is drawn and the
 * same leader leads again, even if a Dragon was played (hero powers beat faction powers). The winner of
 * the next trick also takes the Cube and the card under it, into their follower pile (phase one) or
 * score pile (phase two), as they are: no faction power applies to those two cards, so they are never
 * collected for a Vampire, set aside as a Troll or put in front as a Gnome. Ruling: if either hand would
 * be empty after the Cube trick (judged after that trick's Cthulhu discards), it is a normal trick.
 */
import type { Seat } from '../cards';
import type { GameState, Play } from '../state';
import type { CardRules, HeroPower } from './types';

function stopTrick(s: GameState, plays: readonly Play[], cards: readonly CardRules[]): boolean {
  if (s.rules.players !== 2) return false;
  let discards = 0;
  if (s.phase === 'two')
    for (const card of cards) discards = Math.max(discards, card.heroPower?.discardsAfterTrick ?? 0);
  for (const hand of s.hands) if (hand.length <= discards) return false;
  s.cube = { cube: plays[1].card, under: plays[0].card };
  return true;
}

export const GELATINOUS_CUBE: HeroPower = { stopsTrick: stopTrick };

/** The winner of the trick after a Cube trick takes the Cube and the card under it, as they are. */
export function takeTheCube(s: GameState, winner: Seat): void {
  if (s.cube === null) return;
  const zone = s.phase === 'one' ? s.followerPiles[winner] : s.scorePiles[winner];
  zone.push(s.cube.cube, s.cube.under);
  s.cube = null;
}
