/**
 * R7 Skeleton: the player who wins a trick with the Skeleton may, once that trick's cards are discarded
 * and its other decisions made (R3.5: the Skeleton comes last), take a random card from the discard pile
 * into their hand (R2.4 stream: `randInt(size)` indexes the pile, oldest first); only they see which.
 * No decision when the discard pile is empty. It may be passed (R10).
 */
import { RandomStream } from '../rng';
import type { DecisionRules, HeroPower, TrickEnd } from './types';

function queueTake(t: TrickEnd): void {
  const info = t.winning?.info;
  if (t.winner !== null && info?.kind === 'hero' && info.hero === 'skeleton')
    t.state.pending.push({ kind: 'skeleton', seat: t.winner });
}

export const SKELETON: HeroPower = { queueDecisions: queueTake };

export const SKELETON_TAKE: DecisionRules<'skeleton'> = {
  passable: true,
  stillOpen: (s) => s.discardPile.length > 0,
  legal: (_s, d) => [
    { seat: d.seat, skeleton: true },
    { seat: d.seat, pass: true },
  ],
  check: () => null,
  apply(s, d) {
    const stream = new RandomStream(s.seed, s.rngCursor);
    const [taken] = s.discardPile.splice(stream.randInt(s.discardPile.length), 1);
    s.rngCursor = stream.cursor;
    s.hands[d.seat].push(taken);
    s.skeletonTakes++;
  },
};
