/**
 * R5 Trolls (phase two): each trick's winner adds at most one Troll to their score pile, the highest of
 * the Trolls played to that trick and those set aside earlier; every other Troll played is set aside.
 * So a trick without Trolls still gives its winner the highest set-aside Troll (collected in that trick,
 * R5 Vampires). When phase two ends, the winner of its last trick takes every Troll still set aside.
 * Ruling: the highest, never the earliest (the English rule over the Korean example).
 */
import { cardValue } from '../cards';
import type { GameState } from '../state';
import type { FactionPower, TrickEnd } from './types';

/** The winner keeps the highest Troll of those set aside (this trick's played Trolls were set aside first). */
function keepHighestTroll(t: TrickEnd): void {
  const s = t.state;
  if (t.phase !== 'two' || t.winner === null || s.setAsideTrolls.length === 0) return;
  const trolls = s.setAsideTrolls;
  let best = 0;
  for (let i = 1; i < trolls.length; i++)
    if (cardValue(trolls[i], s.rules.heroValues) > cardValue(trolls[best], s.rules.heroValues)) best = i;
  const [kept] = trolls.splice(best, 1);
  s.scorePiles[t.winner].push(kept);
  t.collected?.cards[t.winner].push(kept);
}

function lastWinnerTakesTheRest(s: GameState): void {
  if (s.lastTrickWinner !== null) s.scorePiles[s.lastTrickWinner].push(...s.setAsideTrolls);
  s.setAsideTrolls = [];
}

export const TROLLS: FactionPower = {
  destination: (t) => (t.state.phase === 'two' ? { to: 'aside' } : undefined),
  afterCardsPlaced: keepHighestTroll,
  atGameEnd: lastWinnerTakesTheRest,
};
