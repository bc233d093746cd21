/**
 * Card counts from trick to trick, from RULES.md: the deal (R2.4, R8.1), the draws of each phase-one
 * trick (R3.1, R8.2, R6.2, R7 Cthulhu and Gelatinous Cube) and the hands in phase two (R3.2, R7).
 */
import type { Move } from '../moves';
import { handSizeFor } from '../rules';
import { deckSizeFor } from '../setup';
import type { GameState } from '../state';

const sum = (rows: readonly (readonly unknown[])[]) => rows.reduce((n, r) => n + r.length, 0);
const isTrickStart = (s: GameState) => s.phase !== 'over' && s.pending.length === 0 && s.trick.length === 0;
const isCthulhu = (card: string) => card === 'hero:cthulhu';

export function dealProblems(s: GameState): string[] {
  const problems: string[] = [];
  const players = s.rules.players;
  const perHand = handSizeFor(players);
  if (s.hands.some((h) => h.length !== perHand))
    problems.push(`hands at the deal: ${s.hands.map((h) => h.length)}, not ${perHand} each`);
  const prizes = players === 2 ? 1 : 2;
  if (s.prizes.length !== prizes) problems.push(`${s.prizes.length} prizes revealed at the start, not ${prizes}`);
  if (s.drawPile.length !== deckSizeFor(s.rules) - perHand * players - prizes)
    problems.push(`draw pile of ${s.drawPile.length} at the start`);
  if (s.trickNumber !== 1 || s.phase !== 'one') problems.push('the game does not start at trick 1 of phase one');
  return problems;
}

/** Follows one game; `observe` every state in order, with the move log that led to it. */
export class TrickAccounting {
  private start: { state: GameState; moves: number } | null = null;

  observe(s: GameState, moves: readonly Move[]): string[] {
    if (moves.length === 0) {
      this.start = { state: s, moves: 0 };
      return dealProblems(s);
    }
    if (!isTrickStart(s) && s.phase !== 'over') return [];
    const a = this.start!;
    this.start = { state: s, moves: moves.length };
    const between = moves.slice(a.moves);
    return a.state.phase === 'one' ? phaseOneTrick(a.state, s, between) : phaseTwoTrick(a.state, s, between);
  }
}

function phaseOneTrick(a: GameState, b: GameState, between: readonly Move[]): string[] {
  const problems: string[] = [];
  const players = a.rules.players;
  const trick = b.lastTrick!;
  const takes = b.skeletonTakes - a.skeletonTakes;
  const removedByCthulhu = trick.plays.some((p) => isCthulhu(p.card)) ? Math.min(2, a.drawPile.length) : 0;
  const pile = a.drawPile.length - removedByCthulhu;
  const plays = between.filter((m) => 'play' in m).length;
  if (plays !== players) problems.push(`${plays} cards played between two trick starts`);
  if (trick.winner === null) {
    // R7 Gelatinous Cube: nothing won, nothing drawn, the prize stays.
    if (b.prizes.join() !== a.prizes.join()) problems.push('the prize moved in a Cube trick');
    if (b.drawPile.length !== pile) problems.push('cards were drawn in a Cube trick');
    if (sum(b.followerPiles) !== sum(a.followerPiles)) problems.push('follower piles grew in a Cube trick');
    if (b.hands.some((h, i) => h.length !== a.hands[i].length - 1))
      problems.push('a Cube trick did not take one card from each hand');
    return problems;
  }
  // R3.1, R8.2: the prizes go to the first ranked, the rest draw while the pile lasts (R6.2).
  const drawn = Math.min(pile, players - a.prizes.length);
  const cube = a.cube ? 2 : 0;
  const gained = a.prizes.length + drawn + cube;
  const handsAfterTrick = sum(a.hands) - players + takes;
  if (b.phase === 'one') {
    const grew = b.followerPiles.map((f, i) => f.length - a.followerPiles[i].length);
    if (grew.reduce((x, y) => x + y, 0) !== gained)
      problems.push(`follower piles grew by ${grew}, expected ${gained} in all`);
    grew.forEach((g, seat) => {
      const most = 1 + (seat === trick.winner ? cube : 0);
      if (g < 0 || g > most) problems.push(`seat ${seat}'s follower pile grew by ${g}`);
    });
    if (b.drawPile.length + b.prizes.length !== pile - drawn)
      problems.push(`draw pile ${b.drawPile.length} + prizes ${b.prizes.length} after drawing ${drawn} of ${pile}`);
    const next = Math.min(players === 2 ? 1 : 2, pile - drawn);
    if (b.prizes.length !== next) problems.push(`${b.prizes.length} prizes revealed, ${next} expected`);
    if (sum(b.hands) !== handsAfterTrick) problems.push(`hands hold ${sum(b.hands)}, expected ${handsAfterTrick}`);
  } else {
    // R6.2: phase one ended; the follower piles (and what was left in hand) became the hands.
    const expected = sum(a.followerPiles) + gained + handsAfterTrick;
    if (sum(b.hands) !== expected)
      problems.push(`phase two starts with ${sum(b.hands)} cards in hand, expected ${expected}`);
    if (b.removedFromGame.length !== a.removedFromGame.length + removedByCthulhu + (pile - drawn))
      problems.push('the rest of the draw pile did not leave the game');
    if (sum(b.followerPiles) !== 0 || b.drawPile.length !== 0 || b.prizes.length !== 0)
      problems.push('phase two starts with follower piles, a draw pile or prizes');
  }
  return problems;
}

function phaseTwoTrick(a: GameState, b: GameState, between: readonly Move[]): string[] {
  const players = a.rules.players;
  if (b.phase === 'over') return sum(b.hands) === 0 ? [] : ['cards left in hands after the end'];
  const takes = b.skeletonTakes - a.skeletonTakes;
  const discards = between.filter((m) => 'discard' in m).length;
  const expected = sum(a.hands) - players - discards + takes;
  return sum(b.hands) === expected ? [] : [`phase two: hands hold ${sum(b.hands)}, expected ${expected}`];
}
