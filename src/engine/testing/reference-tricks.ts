/**
 * R3, R4.2, R5, R7 and R8.2–R8.3 written again from RULES.md alone: the ranking of a complete trick, who
 * leads next, whether the Moon turns and where the cards go — to check every trick of random games against.
 */
import type { Card, Seat } from '../cards';
import { cardValue, factionOf, heroOf } from '../cards';
import type { CompletedTrick, GameState, Moon } from '../state';

/** The seats of a trick, first to last; `moon` is the Moon while the trick was played. */
export function referenceRanking(state: GameState, plays: CompletedTrick['plays'], moon: Moon): Seat[] {
  const value = (card: Card) => cardValue(card, state.rules.heroValues);
  const led = plays[0].card;
  const ledFaction = factionOf(led);
  const lichKingLed = heroOf(led) === 'lich-king';
  const heroWins = (card: Card, order: number) =>
    order > 0 &&
    ((heroOf(card) === 'warlock' && value(led) % 2 === 1) || (heroOf(card) === 'mummy' && value(led) >= 7));
  const keyed = plays.map((play, order) => {
    const faction = factionOf(play.card);
    const worth = value(play.card) - (lichKingLed && order > 0 ? 3 : 0);
    let group: number;
    if (heroWins(play.card, order))
      group = 0; // R7, R8.2: ranks first
    else if (ledFaction === null)
      group = 2; // R7: after a hero lead every card ranks by value
    else if (ledFaction === 'goblins' && faction === 'knights')
      group = 1; // R5 Knights
    else if (faction === ledFaction || (order > 0 && faction === 'doppelgangers'))
      group = 2; // R4.1, R5 Doppelgangers
    else group = 3;
    const lowFirst = group === 2 && ledFaction === 'werewolves' && moon === 'none'; // R5 Werewolves
    return { seat: play.seat, group, rank: lowFirst ? worth : -worth, order };
  });
  keyed.sort((a, b) => a.group - b.group || a.rank - b.rank || a.order - b.order);
  return keyed.map((k) => k.seat);
}

/** R3.3, R5 Dragons: who leads after a won trick. */
export function referenceNextLeader(trick: CompletedTrick): Seat {
  const dragons = trick.plays.filter((p) => factionOf(p.card) === 'dragons');
  return dragons.length > 0 ? dragons[dragons.length - 1].seat : trick.winner!;
}

/** R5 Werewolves: the Moon turns each time a trick is won by a Werewolf card. */
export function referenceMoonAfter(trick: CompletedTrick, moonBefore: Moon): Moon {
  const winning = trick.plays.find((p) => p.seat === trick.winner)!.card;
  if (factionOf(winning) !== 'werewolves') return moonBefore;
  return moonBefore === 'none' ? 'full' : 'none';
}

/**
 * Checks the trick that `after` completed, given the state `before` its last card. A Gelatinous Cube
 * trick (R7) is checked for its conditions instead.
 */
export function trickProblems(before: GameState, after: GameState): string[] {
  const trick = after.lastTrick;
  if (!trick || trick === before.lastTrick) return [];
  const problems: string[] = [];
  const players = before.rules.players;
  const cube = players === 2 && heroOf(trick.plays[1].card) === 'gelatinous-cube';
  if (trick.winner === null) {
    if (!cube) problems.push(`trick ${trick.trickNumber} had no winner without a Cube following`);
    if (after.leader !== before.leader) problems.push('the leader changed after a Cube trick');
    if (after.moon !== before.moon) problems.push('the Moon turned in a Cube trick');
    return problems;
  }
  if (cube) {
    // R7 Ruling: resolved normally only when a hand is (or will be, after Cthulhu discards) empty.
    const discards = trick.phase === 'two' && trick.plays.some((p) => p.card === 'hero:cthulhu') ? 1 : 0;
    const handsAfter = before.hands.map((h, seat) => h.length - (seat === trick.plays[1].seat ? 1 : 0));
    if (handsAfter.every((n) => n > discards))
      problems.push(`trick ${trick.trickNumber}: the Cube followed but the trick was won`);
  }
  const ranking = referenceRanking(before, trick.plays, before.moon);
  if (ranking.join() !== trick.ranking.join()) {
    problems.push(
      `trick ${JSON.stringify(trick.plays)} (moon ${before.moon}): ranked ${trick.ranking}, expected ${ranking}`,
    );
  }
  const leader = referenceNextLeader(trick);
  if (after.leader !== leader)
    problems.push(`after ${JSON.stringify(trick.plays)} seat ${after.leader} leads, expected ${leader}`);
  const moon = referenceMoonAfter(trick, before.moon);
  if (after.moon !== moon)
    problems.push(`after ${JSON.stringify(trick.plays)} the Moon is ${after.moon}, expected ${moon}`);
  return problems;
}

/** Multiset difference a − b; null when b is not within a. */
function minus(a: readonly Card[], b: readonly Card[]): Card[] | null {
  const left = a.slice();
  for (const card of b) {
    const i = left.indexOf(card);
    if (i < 0) return null;
    left.splice(i, 1);
  }
  return left;
}

/**
 * Where the cards of a won trick went (R3.1, R3.2, R5 Undead, Zombies, Dwarves, Gnomes, Trolls, R7
 * Gelatinous Cube, R8.2, R8.3), judged right after the trick, before any decision. Not checked for the
 * game's last trick, whose end moves cards again (R5 Gnomes, Trolls).
 */
export function destinationProblems(before: GameState, after: GameState): string[] {
  const trick = after.lastTrick;
  if (!trick || trick === before.lastTrick || trick.winner === null || after.phase === 'over') return [];
  const players = before.rules.players;
  const winner = trick.winner;
  const last = trick.ranking[trick.ranking.length - 1];
  const winning = trick.plays.find((p) => p.seat === winner)!.card;
  const score: Card[][] = Array.from({ length: players }, () => []);
  const front: Card[][] = Array.from({ length: players }, () => []);
  const discard: Card[] = [];
  const follower: Card[][] = Array.from({ length: players }, () => []);
  let trolls = before.setAsideTrolls.slice();
  const playedTrolls: Card[] = [];
  if (before.cube) (trick.phase === 'one' ? follower : score)[winner].push(before.cube.cube, before.cube.under);
  for (const { seat, card } of trick.plays) {
    const faction = factionOf(card);
    if (trick.phase === 'one') {
      if (faction === 'undead') score[winner].push(card);
      else if (seat !== winner && factionOf(winning) === 'zombies') score[winner].push(card);
      else discard.push(card);
    } else if (faction === 'dwarves') score[last].push(card);
    else if (faction === 'gnomes') front[winner].push(card);
    else if (faction === 'trolls') playedTrolls.push(card);
    else score[winner].push(card);
  }
  if (trick.phase === 'two') {
    const candidates = [...trolls, ...playedTrolls];
    if (candidates.length > 0) {
      const best = candidates.reduce((a, b) =>
        cardValue(b, before.rules.heroValues) > cardValue(a, before.rules.heroValues) ? b : a,
      );
      score[winner].push(best);
      trolls = minus(candidates, [best])!;
    }
  }
  const problems: string[] = [];
  const what = JSON.stringify(trick.plays);
  for (let seat = 0; seat < players; seat++) {
    const gotScore = minus(after.scorePiles[seat], before.scorePiles[seat]);
    if (gotScore === null || !sameMultiset(gotScore, score[seat]))
      problems.push(`${what}: seat ${seat}'s score pile got [${gotScore}], expected [${score[seat]}]`);
    const gotFront = minus(after.gnomesInFront[seat], before.gnomesInFront[seat]);
    if (
      seat === winner
        ? gotFront === null || !sameMultiset(gotFront, front[seat])
        : minus(before.gnomesInFront[seat], after.gnomesInFront[seat]) === null
    ) {
      problems.push(
        `${what}: Gnomes in front of seat ${seat} went from [${before.gnomesInFront[seat]}] to [${after.gnomesInFront[seat]}]`,
      );
    }
    if (trick.phase === 'one' && after.phase === 'one') {
      const gotFollower = minus(after.followerPiles[seat], before.followerPiles[seat]);
      if (gotFollower === null || minus(gotFollower, follower[seat]) === null)
        problems.push(`${what}: seat ${seat}'s follower pile lacks [${follower[seat]}]`);
    }
  }
  if (trick.phase === 'two' && !sameMultiset(after.setAsideTrolls, trolls))
    problems.push(`${what}: set-aside Trolls [${after.setAsideTrolls}], expected [${trolls}]`);
  const gotDiscard = after.discardPile.slice(before.discardPile.length);
  if (after.discardPile.length >= before.discardPile.length && minus(gotDiscard, discard) === null)
    problems.push(`${what}: the discard pile got [${gotDiscard}], expected [${discard}] among them`);
  return problems;
}

function sameMultiset(a: readonly Card[], b: readonly Card[]): boolean {
  return a.length === b.length && minus(a, b) !== null;
}
