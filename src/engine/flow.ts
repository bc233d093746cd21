import { Card, Seat, canonicalCard, cardValue, isFaction } from './cards';
import { CTHULHU_REMOVES, CardRules, Destination, WonTrick, rulesOf, valueIn } from './powers';
import { rankTrick } from './ranking';
import { GameState, PendingDecision, Play, discard, seatsFrom, teamOf } from './state';
import { scoreGame } from './scoring';

/**
 * The table's own steps between players' decisions: finishing a trick (R3, R5, R7, R8), running the
 * queue of decisions (R3.5), starting the next trick and ending phases (R6). Everything here mutates
 * the copy that `apply` made.
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

/** R7 Cthulhu, phase one: as soon as it is played, the top two cards of the draw pile leave the game. */
export function onCardPlayed(s: GameState, play: Play): void {
  if (s.phase === 'one' && isCthulhu(play.card)) {
    s.removedFromGame.push(...takeFromTop(s.drawPile, CTHULHU_REMOVES));
  }
  if (s.trick.length === s.rules.players) completeTrick(s);
}

function isCubeTrick(s: GameState, cards: readonly CardRules[]): boolean {
  // R7 Gelatinous Cube: two players only (R8.3), and only if both can play on (its Ruling) — judged
  // after this trick's Cthulhu discards, which take one more card from each hand in phase two.
  if (s.rules.players !== 2) return false;
  if (cards[1].heroPower?.stopsTrickWhenFollowing !== true) return false;
  const discards = s.phase === 'two' && anyCthulhu(cards) ? 1 : 0;
  for (const hand of s.hands) if (hand.length <= discards) return false;
  return true;
}

function completeTrick(s: GameState): void {
  const plays = s.trick;
  const phase = s.phase === 'one' ? 'one' : 'two';
  s.trick = [];
  // What the rules say about each card played (in the order of `plays`), looked up once for the trick.
  const cards = new Array<CardRules>(plays.length);
  for (let i = 0; i < plays.length; i++) cards[i] = rulesOf(plays[i].card);
  if (isCubeTrick(s, cards)) {
    // Nobody wins: the led card goes under the Cube, the prize stays, the same leader leads again.
    s.cube = { cube: plays[1].card, under: plays[0].card };
    s.lastTrick = { plays, prizes: s.prizes.slice(), ranking: [], winner: null, phase, trickNumber: s.trickNumber };
    if (phase === 'two' && anyCthulhu(cards)) queueCthulhu(s, s.leader);
    return;
  }

  const ranking = rankTrick(s, plays, cards);
  const winner = ranking[0];
  const winningPlay = playOf(plays, winner);
  const winningCard = plays[winningPlay].card;
  const winning = cards[winningPlay];
  const trick: WonTrick = { state: s, plays, ranking, winner, winningCard };
  // What each seat collects into its score pile or in front of it: only Vampire decisions read it (R5
  // Vampires), so only in phase two of a game with Vampires; elsewhere it stays empty.
  const collected: Card[][] = [];
  if (phase === 'two' && s.rules.factions.includes('vampires'))
    for (let seat = 0; seat < s.rules.players; seat++) collected.push([]);

  if (s.cube) {
    // R7: the Cube and the card under it go to this winner as they are, with no faction power.
    const zone = phase === 'one' ? s.followerPiles[winner] : s.scorePiles[winner];
    zone.push(s.cube.cube, s.cube.under);
    s.cube = null;
  }

  const losingCardsTo = winning.factionPower?.losingCardsTo?.(trick);
  const byDefault: Destination = phase === 'one' ? TO_DISCARD : { to: 'score', seat: winner };
  const trollsPlayed: Card[] = [];
  let nextLeader = winner;
  for (let i = 0; i < plays.length; i++) {
    const play = plays[i];
    const power = cards[i].factionPower;
    if (power?.leadsNextTrick) nextLeader = play.seat; // the last one counts
    const destination: Destination =
      power?.destination?.(trick, play) ?? (play.seat !== winner ? losingCardsTo : undefined) ?? byDefault;
    switch (destination.to) {
      case 'score':
        s.scorePiles[destination.seat].push(play.card);
        collected[destination.seat]?.push(play.card);
        break;
      case 'front':
        s.gnomesInFront[destination.seat].push(play.card);
        collected[destination.seat]?.push(play.card);
        break;
      case 'follower':
        s.followerPiles[destination.seat].push(play.card);
        break;
      case 'trolls':
        trollsPlayed.push(play.card);
        break;
      case 'discard':
        discard(s, play.card);
        break;
    }
  }
  if (phase === 'two') collectTrolls(s, trollsPlayed, winner, collected);

  winning.factionPower?.onWin?.(trick);

  s.lastTrick = { plays, prizes: s.prizes.slice(), ranking, winner, phase, trickNumber: s.trickNumber };
  s.lastTrickWinner = winner;
  s.leader = nextLeader;

  // R3.5: the decisions this trick gives, in order.
  if (phase === 'one') {
    queuePrizes(s, ranking, winning.faction === 'seers');
  } else {
    for (let i = 0; i < plays.length; i++)
      if (cards[i].faction === 'giants') s.pending.push({ kind: 'smash', seat: winner, giant: plays[i].card });
    for (let i = 0; i < collected.length; i++) {
      const seat = (winner + i) % collected.length; // winner first, then clockwise
      const got = collected[seat];
      let vampires = 0;
      for (const card of got) if (isFaction(card, 'vampires')) vampires++;
      const gotOthers = vampires < got.length;
      if (vampires > 0 || (s.activeVampires[seat] !== null && gotOthers))
        s.pending.push({ kind: 'vampire', seat, collected: got });
    }
    if (anyCthulhu(cards)) queueCthulhu(s, nextLeader);
  }
  if (winning.heroPower?.skeleton) s.pending.push({ kind: 'skeleton', seat: winner });
}

function isCthulhu(card: Card): boolean {
  return rulesOf(card).heroPower?.cthulhu === true;
}

function anyCthulhu(cards: readonly CardRules[]): boolean {
  for (const card of cards) if (card.heroPower?.cthulhu === true) return true;
  return false;
}

/** The index in `plays` of this seat's play. */
function playOf(plays: readonly Play[], seat: Seat): number {
  for (let i = 0; i < plays.length; i++) if (plays[i].seat === seat) return i;
  throw new Error(`seat ${seat} played no card to this trick`);
}

/** Phase one's default destination, shared: destinations are never changed. */
const TO_DISCARD: Destination = { to: 'discard' };

function queueCthulhu(s: GameState, from: Seat): void {
  for (const seat of seatsFrom(from, s.rules.players)) s.pending.push({ kind: 'cthulhu', seat });
}

/** R5 Trolls: the winner keeps the highest of the played and set-aside Trolls; the rest wait. */
function collectTrolls(s: GameState, played: Card[], winner: Seat, collected: Card[][]): void {
  if (s.setAsideTrolls.length === 0 && played.length === 0) return; // the common case, without copying
  const candidates = [...s.setAsideTrolls, ...played];
  let best = 0;
  for (let i = 1; i < candidates.length; i++) if (valueIn(s, candidates[i]) > valueIn(s, candidates[best])) best = i;
  const [kept] = candidates.splice(best, 1);
  s.scorePiles[winner].push(kept);
  collected[winner]?.push(kept);
  s.setAsideTrolls = candidates;
}

/** Phase one's prizes (R3.1, R5 Seers, R8.2): queue the choice, or hand them out at once. */
function queuePrizes(s: GameState, ranking: readonly Seat[], seerWon: boolean): void {
  const winner = ranking[0];
  const canPeek = seerWon && s.drawPile.length > 0;
  if (s.rules.players === 2) {
    if (canPeek) {
      s.peeked = s.drawPile[0];
      s.pending.push({ kind: 'seer', seat: winner, others: ranking.slice(1) });
    } else {
      distributePrizes(s, ranking, s.prizes[0] ?? null);
    }
    return;
  }
  const differentPrizes = s.prizes.length === 2 && s.prizes[0] !== s.prizes[1];
  if (canPeek) s.peeked = s.drawPile[0];
  if (canPeek || differentPrizes) s.pending.push({ kind: 'prize', seat: winner, ranking, allowTop: canPeek });
  else distributePrizes(s, ranking, s.prizes[0] ?? null);
}

/**
 * Hands out phase one's prizes: the first takes `firstTakes` (a prize, or 'top' for a Seer's top card),
 * the prizes left go down the ranking, and everyone after them draws from the pile (R3.1, R8.2).
 */
export function distributePrizes(s: GameState, ranking: readonly Seat[], firstTakes: Card | 'top' | null): void {
  // The prizes array is read, never changed (it is replaced), so no copy is needed.
  const prizes = s.prizes;
  s.prizes = [];
  const peeked = s.peeked;
  s.peeked = null;
  const seer = ranking[0];
  let receiver = 0;
  let taken = -1; // the index of the prize the first took, skipped below
  if (firstTakes === 'top') {
    drawInto(s, ranking[receiver++]);
  } else if (firstTakes !== null) {
    taken = prizes.indexOf(firstTakes);
    s.followerPiles[ranking[receiver++]].push(firstTakes);
  }
  let next = 0;
  for (; receiver < ranking.length; receiver++) {
    const seat = ranking[receiver];
    if (next === taken) next++;
    const prize = next < prizes.length ? prizes[next++] : undefined;
    if (prize !== undefined) {
      s.followerPiles[seat].push(prize);
      // R5 Seers: whichever card an opponent receives from a Seer's choice becomes known to the Seer.
      if (peeked !== null && firstTakes === 'top') s.known[seer][seat].push(prize);
    } else {
      const drawn = drawInto(s, seat);
      if (peeked !== null && drawn === peeked && firstTakes !== 'top') {
        s.known[seer][seat].push(drawn);
      }
    }
  }
}

/** Draws the top card into a follower pile; nothing from an empty pile (R6.2). */
function drawInto(s: GameState, seat: Seat): Card | undefined {
  const card = s.drawPile.shift();
  if (card !== undefined) s.followerPiles[seat].push(card);
  return card;
}

/** Opponents of the trick winner holding a Gnome in front that matches this Giant (R5 Giants, R8.3). */
export function smashVictims(s: GameState, winner: Seat, giant: Card): Seat[] {
  const gnome = gnomeMatching(s, giant);
  const players = s.rules.players;
  return seatsFrom(winner, players).filter(
    (seat) => teamOf(seat, players) !== teamOf(winner, players) && s.gnomesInFront[seat].includes(gnome),
  );
}

/** R5 Giants: the Gnome a Giant smashes has the Giant's value. */
export function gnomeMatching(s: GameState, giant: Card): Card {
  return canonicalCard(`gnomes:${cardValue(giant, s.rules.heroValues)}`)!;
}

export function smash(s: GameState, victim: Seat, gnome: Card): void {
  const front = s.gnomesInFront[victim];
  front.splice(front.indexOf(gnome), 1);
  discard(s, gnome);
}

/** Is this queued decision still a real choice? Resolves automatic ones on the way (R5, R7, R8.3). */
function stillOpen(s: GameState, d: PendingDecision): boolean {
  switch (d.kind) {
    case 'cthulhu':
      return s.hands[d.seat].length > 0;
    case 'skeleton':
      return s.discardPile.length > 0;
    case 'smash': {
      const victims = smashVictims(s, d.seat, d.giant);
      if (victims.length === 1) smash(s, victims[0], gnomeMatching(s, d.giant));
      return victims.length > 1;
    }
    case 'seer':
    case 'prize':
    case 'vampire':
      return true;
  }
}

/**
 * Runs the table forward until a player must act: drops decisions that no longer apply, reveals
 * Cthulhu discards once all chose, and starts the next trick or ends the phase (R6).
 */
export function settle(s: GameState): void {
  for (;;) {
    // Reveal the Cthulhu discards before judging the next decision: a Skeleton may take one (R3.5, R7).
    if (s.cthulhuChoices.length > 0 && s.pending[0]?.kind !== 'cthulhu') {
      for (const choice of s.cthulhuChoices) discard(s, choice.card);
      s.cthulhuChoices = [];
    }
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

/** R6.2, R5 Trolls and Gnomes: the last tidy-up before scoring. */
function endGame(s: GameState): void {
  if (s.cube) throw new Error('a Gelatinous Cube is still waiting at the end of the game');
  for (const hand of s.hands) for (const card of hand) discard(s, card);
  s.hands = s.hands.map(() => []);
  if (s.lastTrickWinner !== null) s.scorePiles[s.lastTrickWinner].push(...s.setAsideTrolls);
  s.setAsideTrolls = [];
  s.gnomesInFront.forEach((front, seat) => s.scorePiles[seat].push(...front));
  s.gnomesInFront = s.gnomesInFront.map(() => []);
  s.phase = 'over';
  s.outcome = scoreGame(s);
}
