/**
 * R5 Seers (phase one): a player who wins a trick with a Seer peeks (always, Ruling) at the top card of
 * the draw pile and chooses: take the prize (the opponent draws the peeked card, which the Seer then
 * knows) or take the top card (the opponent gets the prize, known to all as every prize taken is, R9).
 * With 3–4 players the choice is the `prize` decision with the top card allowed (R8.2, prizes.ts): the
 * prizes then go to 2nd and 3rd in the order they were revealed. An empty draw pile gives no peek and no
 * choice. The hand-out itself is the table's (prizes.ts), which tells the Seer the peeked card when
 * another player draws it.
 */
import { distributePrizes } from '../prizes';
import type { DecisionRules, FactionPower, TrickEnd } from './types';

function peekAndChoose(t: TrickEnd): boolean {
  const s = t.state;
  if (s.drawPile.length === 0 || t.winner === null) return false;
  s.peeked = s.drawPile[0];
  if (s.rules.players === 2) s.pending.push({ kind: 'seer', seat: t.winner, others: t.ranking.slice(1) });
  else s.pending.push({ kind: 'prize', seat: t.winner, ranking: t.ranking, allowTop: true });
  return true;
}

export const SEERS: FactionPower = { handsOutPrizes: peekAndChoose };

/** Two players: `seer: "prize"` or `seer: "top"`; it cannot be passed (R10). */
export const SEER_CHOICE: DecisionRules<'seer'> = {
  passable: false,
  legal: (_s, d) => [
    { seat: d.seat, seer: 'prize' },
    { seat: d.seat, seer: 'top' },
  ],
  check: () => null,
  apply: (s, d, move) => distributePrizes(s, [d.seat, ...d.others], move.seer === 'top' ? 'top' : s.prizes[0]),
};
