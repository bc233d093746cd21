/**
 * Phase one's prizes (R3.1, R8.2): the trick's winner takes the face-up prize (with 3–4 players, 1st
 * picks one of the two and 2nd gets the other), everyone after them draws from the pile. A prize taken
 * stays known to all while its taker holds it (R9). A power may take over the hand-out (R5 Seers).
 */
import type { Card, Seat } from './cards';
import type { DecisionRules, TrickEnd } from './powers/types';
import type { GameState } from './state';
import { distinctCards } from './state';

/** After a phase-one trick that somebody won: queue the prize choice, or hand the prizes out at once. */
export function handOutPrizes(t: TrickEnd): void {
  if (t.winner === null || t.winning === null) return;
  if (t.winning.factionPower?.handsOutPrizes?.(t)) return;
  const s = t.state;
  if (s.prizes.length === 2 && s.prizes[0] !== s.prizes[1])
    s.pending.push({ kind: 'prize', seat: t.winner, ranking: t.ranking, allowTop: false });
  else distributePrizes(s, t.ranking, s.prizes[0] ?? null);
}

/**
 * Hands out phase one's prizes: the first takes `firstTakes` (a prize, or 'top' for a Seer's top card),
 * the prizes left go down the ranking in the order they were revealed, and everyone after them draws
 * from the pile (R3.1, R8.2).
 */
export function distributePrizes(s: GameState, ranking: readonly Seat[], firstTakes: Card | 'top' | null): void {
  // The prizes array is read, never changed (it is replaced), so no copy is needed.
  const prizes = s.prizes;
  s.prizes = [];
  const peeked = s.peeked;
  s.peeked = null;
  let receiver = 0;
  let taken = -1; // the index of the prize the first took, skipped below
  if (firstTakes === 'top') {
    drawInto(s, ranking[receiver++]);
  } else if (firstTakes !== null) {
    taken = prizes.indexOf(firstTakes);
    takePrize(s, ranking[receiver++], firstTakes);
  }
  // R5 Seers: the Seer peeked at the pile's top card; when another player draws that very card (the
  // first one drawn here), the Seer knows it. A later draw of an identical card tells the Seer nothing.
  let peekedCardDrawn = peeked === null || firstTakes === 'top';
  let next = 0;
  for (; receiver < ranking.length; receiver++) {
    const seat = ranking[receiver];
    if (next === taken) next++;
    const prize = next < prizes.length ? prizes[next++] : undefined;
    if (prize !== undefined) {
      takePrize(s, seat, prize);
    } else {
      const drawn = drawInto(s, seat);
      if (drawn !== undefined && !peekedCardDrawn) {
        s.known[ranking[0]][seat].push(drawn);
        peekedCardDrawn = true;
      }
    }
  }
}

/** R9: the prize was face up when its taker put it into their follower pile, so it stays known to all. */
function takePrize(s: GameState, seat: Seat, prize: Card): void {
  s.followerPiles[seat].push(prize);
  s.knownToAll[seat].push(prize);
}

/** Draws the top card into a follower pile; nothing from an empty pile (R6.2). */
function drawInto(s: GameState, seat: Seat): Card | undefined {
  const card = s.drawPile.shift();
  if (card !== undefined) s.followerPiles[seat].push(card);
  return card;
}

/** R8.2: 1st picks one of the two prizes, or after a Seer's win (R5) also the top card of the pile. */
export const PRIZE_CHOICE: DecisionRules<'prize'> = {
  passable: false,
  legal: (s, d) => [
    ...distinctCards(s.prizes).map((prize) => ({ seat: d.seat, prize })),
    ...(d.allowTop ? [{ seat: d.seat, prize: 'top' as const }] : []),
  ],
  check(s, d, move) {
    if (move.prize === 'top')
      return d.allowTop ? null : { code: 'ILLEGAL_CHOICE', message: 'only a Seer winner may take the top card (R8.2)' };
    return s.prizes.includes(move.prize)
      ? null
      : { code: 'ILLEGAL_CHOICE', message: `${move.prize} is not a prize of this trick` };
  },
  apply: (s, d, move) => distributePrizes(s, d.ranking, move.prize),
};
