import type { Card, FactionId, GameState, PlayerView, Play, Readings, Rules, Seat } from '../../engine';
import { factionCards, factionOf, heroCard, isHero, newGame, takeCard } from '../../engine';
import type { Knowledge } from './knowledge';
import type { BotRandom } from './rng';

/** R2.3: a game keeps 10 of the 20 Shadows; the others are out of it, unseen. */
const SHADOWS_IN_PLAY = 10;

/** Every card a rule set could hold: its factions' cards with all 20 Shadows, and every hero it names (R1, R2). */
function possibleCards(rules: Rules): Card[] {
  const cards: Card[] = [];
  for (const faction of rules.factions) cards.push(...factionCards(faction));
  for (const hero of rules.heroes) cards.push(heroCard(hero));
  return cards;
}

/**
 * What the engine derives from the rule set and the edition when a game starts (the readings, the powers
 * in play): taken from a game it deals, so a sampled world holds exactly what the engine's own would.
 */
function engineDerived(rules: Rules, knowledge: Knowledge): { readings: Readings; powersInPlay: number } {
  const game = newGame(rules, '0'.repeat(64), undefined, knowledge.edition);
  if (!game.ok) throw new Error(`determinization: ${game.error.message}`);
  return { readings: game.value.readings, powersInPlay: game.value.powersInPlay };
}

/** Removes `cards` from `pool` one copy each; the ones not there are returned (inconsistent knowledge). */
function removeAll(pool: Card[], cards: readonly Card[]): Card[] {
  const missing: Card[] = [];
  for (const card of cards) if (!takeCard(pool, card)) missing.push(card);
  return missing;
}

/** An opponent's hidden holdings to fill. */
interface HiddenSeat {
  readonly seat: Seat;
  readonly knownHand: readonly Card[];
  readonly knownFollower: readonly Card[];
  /** Unknown hand cards, a hidden Cthulhu discard of this seat among them (R7, R9). */
  readonly handSlots: number;
  readonly followerSlots: number;
  readonly voids: ReadonlySet<FactionId>;
}

/**
 * Determinization: full game states consistent with everything one seat has seen (its view and what it
 * inferred from its history). The unseen cards — the other hands and follower piles, the draw pile,
 * the cards out of the game, unused Shadows and heroes never dealt — are dealt at random, keeping the
 * card count of every zone, the rule set's deck composition (R2.2, R2.3) and the voids the seat saw.
 * The parts that do not change between samples are worked out once here.
 */
export class Sampler {
  private readonly unknown: Card[];
  private readonly hidden: HiddenSeat[];
  /** This round's Cthulhu discards as the sample deals them (the knowledge's, less any the counts rule out). */
  private readonly cthulhuRound: readonly { readonly seat: Seat; readonly card: Card | null }[];
  private readonly discardBeforeTakes: Card[];
  private readonly othersTakes: number;
  private readonly drawSlots: number;
  private readonly removedSlots: number;
  private readonly peekedTop: Card | null;
  private readonly heroesNeverDealt: number;
  private readonly unseenShadowsUnused: number;
  private readonly derived: { readonly readings: Readings; readonly powersInPlay: number };
  /** Per seat: the prizes known to all (R9), and what else the view knows of it (Seer choices, R5). */
  private readonly knownToAll: readonly (readonly Card[])[];
  private readonly knownByMe: readonly (readonly Card[])[];

  constructor(
    readonly view: PlayerView,
    readonly knowledge: Knowledge,
  ) {
    const me = knowledge.me;
    const rules = view.rules;
    this.derived = engineDerived(rules, knowledge);
    const split = splitKnownCards(view, knowledge);
    this.knownToAll = split.toAll;
    this.knownByMe = split.byMe;
    const pool = possibleCards(rules);
    // What this seat sees where it lies now (R9).
    const seen: Card[] = [...view.hand!, ...view.followerPile!, ...view.prizes, ...view.setAsideTrolls];
    for (const play of view.trick) seen.push(play.card);
    for (const seat of view.seats) {
      seen.push(...seat.scorePile, ...seat.gnomesInFront, ...seat.underVampire);
      if (seat.activeVampire !== null) seen.push(seat.activeVampire);
    }
    if (view.cube) seen.push(view.cube.cube, view.cube.under);
    if (view.myCthulhuDiscard !== null) seen.push(view.myCthulhuDiscard);
    const toAct = view.toAct;
    this.peekedTop =
      toAct !== null && (toAct.kind === 'seer' || toAct.kind === 'prize') && toAct.seat === me ? toAct.peeked : null;
    if (this.peekedTop !== null) seen.push(this.peekedTop);
    removeAll(pool, seen);

    // The discard pile: every card that entered it (public), less those Skeletons took (R7). A card seen
    // elsewhere as often as it exists cannot lie there too: another seat took it (and played it since).
    const discard = view.discarded.slice();
    removeAll(discard, knowledge.myTakes);
    const takenForSure = removeAll(pool, discard);
    removeAll(discard, takenForSure);
    this.discardBeforeTakes = discard;
    this.othersTakes = Math.max(0, knowledge.othersTakes - takenForSure.length);

    this.drawSlots = view.drawPileSize - (this.peekedTop !== null ? 1 : 0);
    this.removedSlots = view.removedFromGameCount;

    // The view alone (readView) cannot tell a seat with an empty hand that discarded its last card to a
    // Cthulhu from one that had no card to discard (R9 ruling: both show 0). The card count can: a hidden
    // discard it has no unseen card for never happened.
    let round = knowledge.cthulhuRound;
    let placed = this.placeHidden(pool, round);
    for (;;) {
      const spare = placed.left.length + this.othersTakes - placed.slots;
      const doubtful = round.findIndex(
        (c) => c.card === null && view.seats.find((s) => s.seat === c.seat)?.handSize === 0,
      );
      if (spare >= 0 || doubtful < 0) break;
      round = round.filter((_, i) => i !== doubtful);
      placed = this.placeHidden(pool, round);
    }
    this.cthulhuRound = round;
    this.hidden = placed.hidden;
    const unknown = placed.left;
    this.unknown = unknown;

    // The places to fill, against the unseen cards plus those the other seats took from the discard pile
    // (now in their hands): what is left over can only be heroes never dealt (R2.2 deals at most five).
    const slots = placed.slots;
    const spare = unknown.length + this.othersTakes - slots;
    const unseenHeroes = unknown.filter((c) => factionOf(c) === null).length;
    if (spare < 0 || spare > unseenHeroes)
      throw new Error(`determinization: ${unknown.length + this.othersTakes} unseen cards for ${slots} places`);
    this.heroesNeverDealt = spare;
    const unseenShadows = unknown.filter((c) => factionOf(c) === 'shadows').length;
    const shadowsSeen = (rules.factions.includes('shadows') ? 20 : 0) - unseenShadows;
    this.unseenShadowsUnused = rules.factions.includes('shadows')
      ? Math.min(this.removedSlots, unseenShadows - Math.max(0, SHADOWS_IN_PLAY - shadowsSeen))
      : 0;
  }

  /** The other seats' unseen hands and follower piles, and every place to fill (the draw pile and removed cards too). */
  private placeHidden(
    pool: readonly Card[],
    round: readonly { readonly seat: Seat; readonly card: Card | null }[],
  ): { hidden: HiddenSeat[]; slots: number; left: Card[] } {
    // Known cards leave the pool as they are placed: a copy, so that a second try starts afresh.
    const left = pool.slice();
    const hidden: HiddenSeat[] = [];
    let slots = this.drawSlots + this.removedSlots;
    for (const seat of this.view.seats) {
      if (seat.seat === this.knowledge.me) continue;
      // R9 ruling: a hidden Cthulhu discard has left its hand in the view already, yet it is an unseen card
      // like the hand's: it is dealt with the hand, and the sample takes it out again (trySample).
      const hiddenDiscards = round.filter((c) => c.seat === seat.seat && c.card === null).length;
      const handRoom = seat.handSize + hiddenDiscards;
      // Known cards are kept only while the pool still holds them: knowledge never outvotes the count.
      const knownHand = keepAvailable(left, this.knowledge.knownHand[seat.seat], handRoom);
      const knownFollower = keepAvailable(left, this.knowledge.knownFollower[seat.seat], seat.followerPileSize);
      const h: HiddenSeat = {
        seat: seat.seat,
        knownHand,
        knownFollower,
        handSlots: handRoom - knownHand.length,
        followerSlots: seat.followerPileSize - knownFollower.length,
        voids: this.knowledge.voids[seat.seat],
      };
      hidden.push(h);
      slots += h.handSlots + h.followerSlots;
    }
    return { hidden, slots, left };
  }

  /** One full game state: the seat's view with the unseen cards dealt at random. */
  sample(random: BotRandom): GameState {
    // Voids are kept while a deal respecting them is found quickly; they are only inferences.
    for (let attempt = 0; attempt < 16; attempt++) {
      const state = this.trySample(random, attempt < 8);
      if (state !== null) return state;
    }
    throw new Error('determinization: no deal fits what this seat saw');
  }

  private trySample(random: BotRandom, keepVoids: boolean): GameState | null {
    const view = this.view;
    const k = this.knowledge;
    const me = k.me;
    const players = view.rules.players;

    // Out of the game for sure: the unused Shadows (R2.3) go to the removed cards, undealt heroes nowhere.
    const pool = this.unknown.slice();
    const removed: Card[] = [];
    const shadows = random.shuffle(pool.filter((c) => factionOf(c) === 'shadows'));
    for (const card of shadows.slice(0, this.unseenShadowsUnused)) {
      takeCard(pool, card);
      removed.push(card);
    }
    const heroes = random.shuffle(pool.filter((c) => isHero(c)));
    for (const card of heroes.slice(0, this.heroesNeverDealt)) takeCard(pool, card);
    // The other seats' Skeleton takes, chosen at random, left the discard pile for their hands.
    const discardPile = this.discardBeforeTakes.slice();
    for (let i = 0; i < this.othersTakes && discardPile.length > 0; i++)
      pool.push(discardPile.splice(random.int(discardPile.length), 1)[0]);
    random.shuffle(pool);

    // Hands with voids first, most constrained first: each takes the first cards it may hold.
    const hands: Card[][] = [];
    const followerPiles: Card[][] = [];
    for (let seat = 0; seat < players; seat++) {
      hands.push(seat === me ? view.hand!.slice() : []);
      followerPiles.push(seat === me ? view.followerPile!.slice() : []);
    }
    const order = this.hidden.slice().sort((a, b) => b.voids.size - a.voids.size);
    for (const h of order) {
      const hand = h.knownHand.slice();
      const voids = keepVoids ? h.voids : null;
      for (let i = 0; i < pool.length && hand.length < h.knownHand.length + h.handSlots;) {
        const faction = factionOf(pool[i]);
        if (voids !== null && faction !== null && voids.has(faction)) i++;
        else hand.push(pool.splice(i, 1)[0]);
      }
      if (hand.length < h.knownHand.length + h.handSlots) return null;
      hands[h.seat] = hand;
    }
    for (const h of this.hidden) followerPiles[h.seat] = [...h.knownFollower, ...pool.splice(0, h.followerSlots)];
    removed.push(...pool.splice(0, Math.max(0, this.removedSlots - removed.length)));
    const drawPile = pool.splice(0, this.drawSlots);
    if (this.peekedTop !== null) drawPile.unshift(this.peekedTop);
    if (pool.length !== 0 || removed.length !== this.removedSlots) return null;

    // This round's Cthulhu discards (R7): the hidden ones are a random card of the seat's hand.
    const cthulhuChoices: Play[] = [];
    for (const choice of this.cthulhuRound) {
      if (choice.card !== null) cthulhuChoices.push({ seat: choice.seat, card: choice.card });
      else
        cthulhuChoices.push({
          seat: choice.seat,
          card: hands[choice.seat].splice(random.int(hands[choice.seat].length), 1)[0],
        });
    }

    const head = k.pending[0];
    const peeked =
      head !== undefined && (head.kind === 'seer' || (head.kind === 'prize' && head.allowTop))
        ? (this.peekedTop ?? drawPile[0] ?? null)
        : null;
    const known: Card[][][] = [];
    for (let viewer = 0; viewer < players; viewer++) {
      const row: Card[][] = [];
      for (let owner = 0; owner < players; owner++) row.push(viewer === me ? this.knownByMe[owner].slice() : []);
      known.push(row);
    }
    // Every field, in newGame's order (one object shape for all states, see cloneState).
    return {
      rules: view.rules,
      readings: this.derived.readings,
      powersInPlay: this.derived.powersInPlay,
      seed: random.hexSeed(),
      rngCursor: 0,
      phase: view.phase,
      trickNumber: view.trickNumber,
      leader: view.leader,
      trick: view.trick.map((p) => ({ seat: p.seat, card: p.card })),
      prizes: view.prizes.slice(),
      hands,
      followerPiles,
      scorePiles: view.seats.map((s) => s.scorePile.slice()),
      gnomesInFront: view.seats.map((s) => s.gnomesInFront.slice()),
      activeVampires: view.seats.map((s) => s.activeVampire),
      underVampires: view.seats.map((s) => s.underVampire.slice()),
      setAsideTrolls: view.setAsideTrolls.slice(),
      drawPile,
      discardPile,
      discardHistory: view.discarded.slice(),
      removedFromGame: removed,
      cube: view.cube && { cube: view.cube.cube, under: view.cube.under },
      moon: view.moon,
      pending: k.pending.slice(),
      cthulhuChoices,
      knownToAll: this.knownToAll.map((cards) => cards.slice()),
      known,
      peeked,
      lastTrick: view.lastTrick,
      lastTrickWinner: k.lastTrickWinner,
      skeletonTakes: view.skeletonTakes,
      moveCount: view.version,
      outcome: null,
    };
  }
}

/** The known cards that the pool still holds (taken out of it), at most `room` of them. */
function keepAvailable(pool: Card[], known: readonly Card[], room: number): Card[] {
  const kept: Card[] = [];
  for (const card of known) if (kept.length < room && takeCard(pool, card)) kept.push(card);
  return kept;
}

/**
 * R9: a view's `knownCards` of another seat are the prizes it took, known to all, then the cards a Seer
 * choice showed the viewer (view.ts). The history tells the prizes, so the world can hold both lists as
 * the engine does; when it does not (the view alone, or a history that disagrees) everything the view
 * knows is the viewer's own knowledge, which shows the viewer the same table.
 */
function splitKnownCards(view: PlayerView, k: Knowledge): { toAll: Card[][]; byMe: Card[][] } {
  const toAll: Card[][] = [];
  const byMe: Card[][] = [];
  for (const seat of view.seats) {
    if (seat.seat === k.me) {
      // Not in the viewer's own view: kept when the seat still holds them, for a faithful world.
      const mine = k.knownToAll[seat.seat];
      const held = [...view.hand!, ...view.followerPile!];
      // A Cthulhu discard waiting for the reveal is forgotten only then (R7).
      if (view.myCthulhuDiscard !== null) held.push(view.myCthulhuDiscard);
      toAll.push(holdsAll(held, mine) ? mine.slice() : []);
      byMe.push([]);
      continue;
    }
    const prizes = k.knownToAll[seat.seat];
    const cards = seat.knownCards;
    const prefix = prizes.length <= cards.length && prizes.every((card, i) => cards[i] === card);
    toAll.push(prefix ? prizes.slice() : []);
    byMe.push(cards.slice(prefix ? prizes.length : 0));
  }
  return { toAll, byMe };
}

function holdsAll(whole: readonly Card[], part: readonly Card[]): boolean {
  const left = whole.slice();
  return part.every((card) => takeCard(left, card));
}
