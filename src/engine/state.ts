import type { Card, FactionId, Seat } from './cards';
import type { Readings } from './editions';
import type { Rules } from './rules';

export interface Play {
  readonly seat: Seat;
  readonly card: Card;
}

export type Phase = 'one' | 'two' | 'over';
export type Moon = 'none' | 'full';

/** A decision the rules give a player (R3.5, R10); the head of `GameState.pending` is the one due. */
export type PendingDecision =
  /** R5 Seers, two players: take the prize or the peeked top card. */
  | { readonly kind: 'seer'; readonly seat: Seat; readonly others: readonly Seat[] }
  /** R8.2: the trick's first picks a prize (or, after a Seer win, the top card). */
  | { readonly kind: 'prize'; readonly seat: Seat; readonly ranking: readonly Seat[]; readonly allowTop: boolean }
  /**
   * R5 Vampires: activate a collected Vampire and/or bury cards collected in this trick; `inFront` are
   * the collected cards that this trick put in front (Gnomes), the rest went to the score pile.
   */
  | {
      readonly kind: 'vampire';
      readonly seat: Seat;
      readonly collected: readonly Card[];
      readonly inFront: readonly Card[];
    }
  /** R8.3 Giants with more than one possible victim. */
  | { readonly kind: 'smash'; readonly seat: Seat; readonly giant: Card }
  /** R7 Cthulhu in phase two: discard one card, hidden until everybody chose. */
  | { readonly kind: 'cthulhu'; readonly seat: Seat }
  /** R7 Skeleton: take a random card from the discard pile. */
  | { readonly kind: 'skeleton'; readonly seat: Seat };

export type DecisionKind = PendingDecision['kind'];

export interface CompletedTrick {
  readonly plays: readonly Play[];
  readonly prizes: readonly Card[];
  /** Seats from first to last (R8.2); empty when a Gelatinous Cube stopped the trick (R7). */
  readonly ranking: readonly Seat[];
  readonly winner: Seat | null;
  readonly phase: 'one' | 'two';
  readonly trickNumber: number;
}

export interface Outcome {
  /** Winning seat (team index with 4 players), or null for a draw. */
  readonly winner: number | null;
  /** Faction → winning seat (team index with 4 players) or null. */
  readonly factions: Readonly<Partial<Record<FactionId, number | null>>>;
}

/**
 * The whole table, secrets included. Never sent to a player: `viewFor` is the only way out (R9).
 * Treated as immutable by callers; `apply` works on a copy (see `cloneState`).
 */
export interface GameState {
  readonly rules: Rules;
  /** The rule edition's readings (editions.ts): the match's edition, fixed when it starts. */
  readonly readings: Readings;
  /** Which factions' and heroes' powers the game has, a bit each (powers.ts `powersInPlay`). */
  readonly powersInPlay: number;
  readonly seed: string;
  /** Words of the R2.4 stream consumed so far. */
  rngCursor: number;
  phase: Phase;
  /** 1-based within the phase. */
  trickNumber: number;
  leader: Seat;
  trick: Play[];
  prizes: Card[];
  hands: Card[][];
  followerPiles: Card[][];
  scorePiles: Card[][];
  gnomesInFront: Card[][];
  activeVampires: (Card | null)[];
  underVampires: Card[][];
  setAsideTrolls: Card[];
  /** Index 0 is the top. */
  drawPile: Card[];
  /** Oldest first (R7 Skeleton indexes it this way). */
  discardPile: Card[];
  /** Every card that ever entered the discard pile, in order: the public record of it (R9). */
  discardHistory: Card[];
  /** Cards out of the game, unseen: unused Shadows, cards replaced by heroes, Cthulhu, the rest of the draw pile. */
  removedFromGame: Card[];
  /** R7 Gelatinous Cube: the Cube and the led card under it, waiting for the next trick's winner. */
  cube: { readonly cube: Card; readonly under: Card } | null;
  moon: Moon;
  pending: PendingDecision[];
  /** R7 Cthulhu discards chosen in the current round, hidden from the others until all chose. */
  cthulhuChoices: Play[];
  /** knownToAll[owner]: prizes owner took, face up, still in their follower pile or hand (R9). */
  knownToAll: Card[][];
  /** known[viewer][owner]: cards in owner's hand or follower pile that a Seer choice showed viewer (R5, R9). */
  known: Card[][][];
  /** The card the deciding Seer peeked at, while the choice is pending. */
  peeked: Card | null;
  lastTrick: CompletedTrick | null;
  lastTrickWinner: Seat | null;
  skeletonTakes: number;
  moveCount: number;
  outcome: Outcome | null;
}

/** A copy of each row (hands, piles…) of a per-seat zone. */
function copyRows<T>(rows: readonly T[][]): T[][] {
  const copy = new Array<T[]>(rows.length);
  for (let i = 0; i < rows.length; i++) copy[i] = rows[i].slice();
  return copy;
}

/**
 * A copy that shares nothing mutable with `s`. Every field is listed (no spread) in `newGame`'s order,
 * so all states share one object shape and the copy is a plain allocation.
 */
export function cloneState(s: GameState): GameState {
  return {
    rules: s.rules,
    readings: s.readings,
    powersInPlay: s.powersInPlay,
    seed: s.seed,
    rngCursor: s.rngCursor,
    phase: s.phase,
    trickNumber: s.trickNumber,
    leader: s.leader,
    trick: s.trick.slice(),
    prizes: s.prizes.slice(),
    hands: copyRows(s.hands),
    followerPiles: copyRows(s.followerPiles),
    scorePiles: copyRows(s.scorePiles),
    gnomesInFront: copyRows(s.gnomesInFront),
    activeVampires: s.activeVampires.slice(),
    underVampires: copyRows(s.underVampires),
    setAsideTrolls: s.setAsideTrolls.slice(),
    drawPile: s.drawPile.slice(),
    discardPile: s.discardPile.slice(),
    discardHistory: s.discardHistory.slice(),
    removedFromGame: s.removedFromGame.slice(),
    cube: s.cube,
    moon: s.moon,
    pending: s.pending.slice(),
    cthulhuChoices: s.cthulhuChoices.slice(),
    knownToAll: copyRows(s.knownToAll),
    known: s.known.map(copyRows),
    peeked: s.peeked,
    lastTrick: s.lastTrick,
    lastTrickWinner: s.lastTrickWinner,
    skeletonTakes: s.skeletonTakes,
    moveCount: s.moveCount,
    outcome: s.outcome,
  };
}

/** Removes one copy of `card` from `cards`; false when it is not there. */
export function takeCard(cards: Card[], card: Card): boolean {
  const i = cards.indexOf(card);
  if (i < 0) return false;
  // Shifting by hand keeps the order, like splice, without building splice's list of removed cards.
  for (let j = i + 1; j < cards.length; j++) cards[j - 1] = cards[j];
  cards.pop();
  return true;
}

/** The cards without repeats, in order of first appearance (identical cards are one choice, R1). */
export function distinctCards(cards: readonly Card[]): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < cards.length; i++) if (cards.indexOf(cards[i]) === i) out.push(cards[i]);
  return out;
}

/**
 * Removes the copy of `card` that was put into `cards` last; false when there is none. A rule that moves
 * a card it placed itself moves that very card (R1), and a zone only ever grows at its end.
 */
export function takeLastCard(cards: Card[], card: Card): boolean {
  const i = cards.lastIndexOf(card);
  if (i < 0) return false;
  for (let j = i + 1; j < cards.length; j++) cards[j - 1] = cards[j];
  cards.pop();
  return true;
}

/**
 * R9: a card of `owner`'s hand left it, seen by all (played) or revealed (a Cthulhu discard): each viewer
 * knows one copy fewer of it there. A prize known to all covers every viewer; only when it is not one
 * do the viewers who know the card from a Seer choice forget a copy.
 */
export function forgetKnownCard(s: GameState, owner: Seat, card: Card): void {
  if (s.knownToAll[owner].length > 0 && takeCard(s.knownToAll[owner], card)) return;
  for (const byOwner of s.known) if (byOwner[owner].length > 0) takeCard(byOwner[owner], card); // most are empty
}

/** Seats in turn order starting at `first` (R8.2: play goes clockwise, which is seat order). */
export function seatsFrom(first: Seat, players: number): Seat[] {
  const seats: Seat[] = [];
  for (let i = 0; i < players; i++) seats.push((first + i) % players);
  return seats;
}

/** R8.1: seats 0 and 2 play against 1 and 3 with four players; otherwise everyone for themselves. */
export function teamOf(seat: Seat, players: number): number {
  return players === 4 ? seat % 2 : seat;
}

export function discard(s: GameState, card: Card): void {
  s.discardPile.push(card);
  s.discardHistory.push(card);
}
