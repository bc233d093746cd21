import type { Card, FactionId, GameState, Move, Seat } from '../../engine';
import { cardValue, factionOf, isFaction } from '../../engine';
import type { BotRandom } from './rng';

/**
 * Rollout policies: how every seat plays out a sampled world to its end during the search. They see
 * the whole sampled world (it is a guess, not the real table) and must be cheap: a rollout plays
 * dozens of moves, a decision hundreds of rollouts. Rough rules of thumb are enough; the engine
 * enforces the rules.
 */
export interface Policy {
  /** A move without listing the legal ones first (cheaper), or null to be given the list. */
  readonly direct?: (s: GameState, seat: Seat, random: BotRandom) => Move | null;
  readonly choose: (s: GameState, seat: Seat, moves: readonly Move[], random: BotRandom) => Move;
}

export const randomPolicy: Policy = { choose: (_s, _seat, moves, random) => moves[random.int(moves.length)] };

const value = (s: GameState, card: Card): number => cardValue(card, s.rules.heroValues);

/**
 * Roughly, does `card` take the lead from `best` in a trick led in `led` (R4.2, R5 Knights, Werewolves,
 * Doppelgangers)? Hero powers and the Lich King are left out: this only steers rollouts.
 */
function beats(s: GameState, led: FactionId | null, card: Card, best: Card): boolean {
  if (led === null) return value(s, card) > value(s, best);
  const follows = (c: Card) => factionOf(c) === led || isFaction(c, 'doppelgangers');
  if (led === 'goblins' && isFaction(card, 'knights'))
    return !isFaction(best, 'knights') || value(s, card) > value(s, best);
  if (led === 'goblins' && isFaction(best, 'knights')) return false;
  if (!follows(card)) return false;
  if (!follows(best)) return true;
  const lowest = led === 'werewolves' && s.moon === 'none';
  return lowest ? value(s, card) < value(s, best) : value(s, card) > value(s, best);
}

/** The card now winning the current trick, roughly (see `beats`). */
function winningCard(s: GameState): Card | null {
  if (s.trick.length === 0) return null;
  const led = factionOf(s.trick[0].card);
  let best = s.trick[0].card;
  for (let i = 1; i < s.trick.length; i++) if (beats(s, led, s.trick[i].card, best)) best = s.trick[i].card;
  return best;
}

/** What a trick is worth taking: phase one, the best prize's value; phase two, the cards on the table. */
export function stake(s: GameState): number {
  if (s.phase === 'one') {
    let best = 0;
    for (const prize of s.prizes) best = Math.max(best, value(s, prize));
    return best;
  }
  return 5;
}

export function lowestOf(s: GameState, cards: readonly Card[]): Card {
  let low = cards[0];
  for (const c of cards) if (value(s, c) < value(s, low)) low = c;
  return low;
}

export function highestOf(s: GameState, cards: readonly Card[]): Card {
  let high = cards[0];
  for (const c of cards) if (value(s, c) > value(s, high)) high = c;
  return high;
}

/** Plays: take tricks worth taking as cheaply as possible, else throw the lowest card. */
function playCard(s: GameState, cards: readonly Card[]): Card {
  const worth = stake(s) >= 5;
  if (s.trick.length === 0) return worth ? highestOf(s, cards) : lowestOf(s, cards);
  const led = factionOf(s.trick[0].card);
  const best = winningCard(s)!;
  const winners = cards.filter((c) => beats(s, led, c, best));
  const last = s.trick.length === s.rules.players - 1;
  if (winners.length > 0 && worth) return last ? lowestOf(s, winners) : highestOf(s, winners);
  return lowestOf(s, cards);
}

/**
 * Decisions, made from the pending decision itself rather than from the list of legal moves (a Vampire
 * decision lists every subset of the cards collected): the higher card, the stronger Vampire, the
 * cheapest Cthulhu discard, always the Skeleton's card, the first victim. Null when the list is needed.
 */
export function decide(s: GameState, seat: Seat): Move | null {
  const d = s.pending[0];
  switch (d.kind) {
    case 'seer': {
      const top = s.peeked === null ? -1 : value(s, s.peeked);
      return { seat, seer: top > value(s, s.prizes[0]) ? 'top' : 'prize' };
    }
    case 'prize': {
      let choice: Card | 'top' = s.prizes[0];
      for (const prize of s.prizes) if (value(s, prize) > value(s, choice)) choice = prize;
      if (d.allowTop && s.peeked !== null && value(s, s.peeked) > value(s, choice)) choice = 'top';
      return { seat, prize: choice };
    }
    case 'vampire': {
      // Activate the strongest Vampire collected when it beats the current one; bury nothing.
      const current = s.activeVampires[seat];
      let best: Card | null = null;
      let strength = current === null ? -1 : value(s, current);
      for (const card of d.collected) {
        if (isFaction(card, 'vampires') && value(s, card) > strength) {
          best = card;
          strength = value(s, card);
        }
      }
      return best === null ? { seat, pass: true } : { seat, vampire: { activate: best, bury: [] } };
    }
    case 'cthulhu':
      return s.hands[seat].length === 0 ? null : { seat, discard: lowestOf(s, s.hands[seat]) };
    case 'skeleton':
      return { seat, skeleton: true };
    case 'smash':
      return null;
  }
}

/** The rule-of-thumb player, with a chance `epsilon` of a random move instead. */
export function heuristicPolicy(epsilon: number): Policy {
  return {
    direct: (s, seat, random) => (s.pending.length > 0 && random.next() >= epsilon ? decide(s, seat) : null),
    choose: (s, seat, moves, random) => {
      if (epsilon > 0 && random.next() < epsilon) return moves[random.int(moves.length)];
      if (s.pending.length > 0) return decide(s, seat) ?? moves[0];
      const cards: Card[] = [];
      for (const m of moves) if ('play' in m) cards.push(m.play);
      return { seat, play: playCard(s, cards) };
    },
  };
}
