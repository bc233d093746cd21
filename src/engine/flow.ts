import type { Card, Seat } from './cards';
import type { Destination, TrickEnd, WonTrick } from './powers';
import {
  ACTS_ON_PLAY,
  AFTER_CARDS_PLACED,
  AT_GAME_END,
  DECISIONS,
  QUEUE_DECISIONS,
  READS_COLLECTED,
  rulesOf,
} from './powers';
import { revealCthulhuDiscards } from './powers/cthulhu';
import { takeTheCube } from './powers/gelatinous-cube';
import type { CardRules, Collected, PendingOf } from './powers/types';
import { handOutPrizes } from './prizes';
import { rankTrick } from './ranking';
import type { DecisionKind, GameState, PendingDecision, Play } from './state';
import { discard } from './state';
import { scoreGame } from './scoring';

/**
 * The table's own steps between players' decisions: finishing a trick (R3, R4, R8), queueing its
 * decisions (R3.5), starting the next trick and ending phases (R6). What each card's power does at these
 * steps is asked of powers.ts; nothing here names a faction or hero. Everything here mutates the copy
 * that `apply` made.
 */

export function everyHandHoldsACard(s: GameState): boolean {
  for (const hand of s.hands) if (hand.length === 0) return false;
  return true;
}

/** Whose card is due in the current trick, or null while a decision is pending or the game is over. */
export function seatToPlay(s: GameState): Seat | null {
  if (s.phase === 'over' || s.pending.length > 0) return null;
  return (s.leader + s.trick.length) % s.rules.players;
}

/** Whose move it is now, a card or a decision (R3.5), or null when the game is over. */
export function seatToAct(s: GameState): Seat | null {
  if (s.phase === 'over') return null;
  return s.pending[0]?.seat ?? (s.leader + s.trick.length) % s.rules.players;
}

/** What is due now: a card from `seat`, or the decision at the head of the queue; null when the game is over. */
export type Due = { readonly kind: 'play'; readonly seat: Seat } | PendingDecision;

export function dueNow(s: GameState): Due | null {
  if (s.phase === 'over') return null;
  return s.pending[0] ?? { kind: 'play', seat: (s.leader + s.trick.length) % s.rules.players };
}

/** A card was played to the trick: its power acts at once (R7 Cthulhu), and a full trick is finished. */
export function onCardPlayed(s: GameState, play: Play): void {
  if ((s.powersInPlay & ACTS_ON_PLAY) !== 0) rulesOf(play.card).heroPower?.onPlay?.(s);
  if (s.trick.length === s.rules.players) completeTrick(s);
}

function completeTrick(s: GameState): void {
  const plays = s.trick;
  const phase = s.phase === 'one' ? 'one' : 'two';
  s.trick = [];
  // What the rules say about each card played (in the order of `plays`), looked up once for the trick.
  const cards = new Array<CardRules>(plays.length);
  for (let i = 0; i < plays.length; i++) cards[i] = rulesOf(plays[i].card);
  // R7 Gelatinous Cube: a follower's power may stop the trick (two players: the second card follows).
  if (plays.length === 2 && cards[1].heroPower?.stopsTrick?.(s, plays, cards)) {
    s.lastTrick = { plays, prizes: s.prizes.slice(), ranking: [], winner: null, phase, trickNumber: s.trickNumber };
    const end: TrickEnd = {
      state: s,
      phase,
      plays,
      cards,
      winner: null,
      ranking: [],
      winning: null,
      nextLeader: s.leader,
      collected: null,
    };
    queueDecisions(end);
    return;
  }

  const ranking = rankTrick(s, plays, cards);
  const winner = ranking[0];
  const winningPlay = playOf(plays, winner);
  const winning = cards[winningPlay];
  let nextLeader = winner;
  for (let i = 0; i < plays.length; i++) if (cards[i].factionPower?.leadsNextTrick) nextLeader = plays[i].seat; // the last one counts
  // What each seat collects into its score pile or in front of it, for the powers that read it (R5
  // Vampires): only in phase two of a game with such a power; elsewhere there is nothing to keep.
  const collected = phase === 'two' && (s.powersInPlay & READS_COLLECTED) !== 0 ? newCollected(s.rules.players) : null;
  // One object for the whole trick: the destinations read it as a won trick, the later hooks as its end.
  const trick: WonTrick & TrickEnd = {
    state: s,
    phase,
    plays,
    cards,
    winner,
    ranking,
    winning,
    winningCard: plays[winningPlay].card,
    nextLeader,
    collected,
  };

  takeTheCube(s, winner);
  const losingCardsTo = winning.factionPower?.losingCardsTo?.(trick);
  const byDefault: Destination = phase === 'one' ? TO_DISCARD : { to: 'score', seat: winner };
  for (let i = 0; i < plays.length; i++) {
    const play = plays[i];
    const power = cards[i].factionPower;
    const destination: Destination =
      power?.destination?.(trick, play) ?? (play.seat !== winner ? losingCardsTo : undefined) ?? byDefault;
    switch (destination.to) {
      case 'score':
        s.scorePiles[destination.seat].push(play.card);
        collected?.cards[destination.seat].push(play.card);
        break;
      case 'front':
        s.gnomesInFront[destination.seat].push(play.card);
        collected?.cards[destination.seat].push(play.card);
        collected?.front[destination.seat].push(play.card);
        break;
      case 'follower':
        s.followerPiles[destination.seat].push(play.card);
        break;
      case 'aside':
        s.setAsideTrolls.push(play.card);
        break;
      case 'discard':
        discard(s, play.card);
        break;
    }
  }
  for (const { bit, hook } of AFTER_CARDS_PLACED) if ((s.powersInPlay & bit) !== 0) hook(trick);

  winning.factionPower?.onWin?.(trick);

  s.lastTrick = { plays, prizes: s.prizes.slice(), ranking, winner, phase, trickNumber: s.trickNumber };
  s.lastTrickWinner = winner;
  s.leader = nextLeader;

  // R3.5: the decisions this trick gives, in order.
  if (phase === 'one') handOutPrizes(trick);
  queueDecisions(trick);
}

/** R3.5: each power in play queues the decisions the trick gives, in order. */
function queueDecisions(end: TrickEnd): void {
  for (const { bit, hook } of QUEUE_DECISIONS) if ((end.state.powersInPlay & bit) !== 0) hook(end);
}

function newCollected(players: number): Collected {
  const collected: Collected = { cards: [], front: [] };
  for (let seat = 0; seat < players; seat++) {
    collected.cards.push([]);
    collected.front.push([]);
  }
  return collected;
}

/** The index in `plays` of this seat's play. */
function playOf(plays: readonly Play[], seat: Seat): number {
  for (let i = 0; i < plays.length; i++) if (plays[i].seat === seat) return i;
  throw new Error(`seat ${seat} played no card to this trick`);
}

/** Phase one's default destination, shared: destinations are never changed. */
const TO_DISCARD: Destination = { to: 'discard' };

/** Is this queued decision still a real choice? Its rules may resolve it on the way (R8.3 Giants). */
function stillOpen(s: GameState, d: PendingDecision): boolean {
  const rules = DECISIONS[d.kind] as { stillOpen?: (s: GameState, d: PendingOf<DecisionKind>) => boolean };
  return rules.stillOpen?.(s, d) ?? true;
}

/**
 * Runs the table forward until a player must act: drops decisions that no longer apply, reveals
 * Cthulhu discards once all chose, and starts the next trick or ends the phase (R6).
 */
export function settle(s: GameState): void {
  for (;;) {
    // Reveal the Cthulhu discards before judging the next decision: a Skeleton may take one (R3.5, R7).
    if (s.cthulhuChoices.length > 0) revealCthulhuDiscards(s);
    if (s.pending.length === 0 || stillOpen(s, s.pending[0])) break;
    s.pending.shift();
  }
  if (s.pending.length > 0 || s.trick.length > 0 || s.phase === 'over') return;
  startNextTrick(s);
}

function startNextTrick(s: GameState): void {
  if (s.phase === 'one') {
    if (everyHandHoldsACard(s) && (s.prizes.length > 0 || s.drawPile.length > 0)) {
      if (s.prizes.length === 0) s.prizes = takeFromTop(s.drawPile, s.rules.players === 2 ? 1 : 2);
      s.trickNumber++;
      return;
    }
    endPhaseOne(s);
  }
  if (everyHandHoldsACard(s)) {
    s.trickNumber++;
    return;
  }
  endGame(s);
}

/** The top `count` cards of a pile (fewer if it holds fewer), taken off it, top first: splice(0, count) without its cost. */
function takeFromTop(pile: Card[], count: number): Card[] {
  const taken = pile.slice(0, count);
  for (let i = 0; i < taken.length; i++) pile.shift();
  return taken;
}

/** R6.2: the draw pile leaves the game unseen; hands join follower piles, which become the hands (R3.2). */
function endPhaseOne(s: GameState): void {
  if (s.cube) throw new Error('a Gelatinous Cube is still waiting at the end of phase one');
  s.removedFromGame.push(...s.drawPile, ...s.prizes);
  s.drawPile = [];
  s.prizes = [];
  s.hands = s.hands.map((hand, seat) => [...s.followerPiles[seat], ...hand]);
  s.followerPiles = s.hands.map(() => []);
  s.phase = 'two';
  s.trickNumber = 0;
}

/** R6.2: cards still in hands score nothing; the powers' last tidy-up (R5 Trolls, Gnomes); scoring. */
function endGame(s: GameState): void {
  if (s.cube) throw new Error('a Gelatinous Cube is still waiting at the end of the game');
  for (const hand of s.hands) for (const card of hand) discard(s, card);
  s.hands = s.hands.map(() => []);
  for (const { bit, hook } of AT_GAME_END) if ((s.powersInPlay & bit) !== 0) hook(s);
  s.phase = 'over';
  s.outcome = scoreGame(s);
}
