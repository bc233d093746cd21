/**
 * Test helpers: build an explicit deck (R10 `deck`) for a situation, so a test's table is certain,
 * and apply moves failing loudly with the engine's own error.
 */
import type { Card, FactionId, Seat } from '../cards';
import { FACTIONS, factionCards, factionOf, heroCard, isCard } from '../cards';
import type { Move } from '../moves';
import { apply, legalMoves } from '../moves';
import type { Edition } from '../editions';
import { CURRENT_EDITION } from '../editions';
import { seatToAct } from '../flow';
import { seededChooser } from '../random-play';
import type { PresetName, Rules } from '../rules';
import { handSizeFor, rulesFrom } from '../rules';
import { SHADOWS_KEPT, deckSizeFor, newGame } from '../setup';
import type { GameState, Moon } from '../state';
import { takeCard } from '../state';

/** Any fixed seed: with an explicit deck and first leader it only drives later picks (R7 Skeleton). */
export const TEST_SEED = '0000000000000000000000000000000000000000000000000000000000000007';

export interface RulesOptions {
  readonly heroes?: readonly string[];
  readonly players?: number;
  readonly heroValues?: Record<string, number>;
}

/** Trusted rules for a test: a preset name, a comma list or a list of factions; throws on invalid input. */
export function testRules(factions: PresetName | string | readonly string[], options: RulesOptions = {}): Rules {
  const rules = rulesFrom(factions, options.heroes ?? [], options.players ?? 2, options.heroValues ?? {});
  if (!rules.ok) throw new Error(`test rules rejected: ${rules.error.rule} ${rules.error.message}`);
  return rules.value;
}

/** Every card the rule set can hold: its factions' cards with all 20 Shadows, then the heroes named. */
export function possibleCards(rules: Rules): Card[] {
  return [...rules.factions.flatMap((f) => factionCards(f)), ...rules.heroes.map(heroCard)];
}

export interface DeckSpec {
  /** Cards that must be in each seat's dealt hand (seat order); the rest of each hand is filled. */
  readonly hands?: readonly (readonly Card[])[];
  /** The top of the draw pile after the deal, top first (the first prize(s) included); the rest is filled. */
  readonly drawPile?: readonly Card[];
  /**
   * Factions to fill with first. By default the filler avoids the factions the spec names (so a
   * seat does not get a card of a faction under test by accident); heroes are never filler.
   */
  readonly fillFirst?: readonly FactionId[];
}

/**
 * The filler: unused faction cards, preferred factions first, then factions the spec does not name,
 * then the named ones; never more Shadows than a game keeps (R2.3).
 */
function fillerCards(rules: Rules, used: readonly Card[], fillFirst: readonly FactionId[] | undefined): Card[] {
  const unused = possibleCards(rules).filter((c) => factionOf(c) !== null);
  for (const card of used) {
    if (!isCard(card)) throw new Error(`stackedDeck: ${String(card)} is not a card`);
    if (factionOf(card) !== null && !takeCard(unused, card)) {
      throw new Error(`stackedDeck: ${card} is not in this rule set, or is placed too often`);
    }
    if (factionOf(card) === null && !rules.heroes.some((h) => heroCard(h) === card)) {
      throw new Error(`stackedDeck: ${card} is not a hero of this rule set`);
    }
  }
  const named = new Set(used.map(factionOf));
  const rank = (f: FactionId): number => {
    const preferred = fillFirst?.indexOf(f) ?? -1;
    if (preferred >= 0) return preferred;
    return (fillFirst?.length ?? 0) + (named.has(f) ? FACTIONS.length : 0) + rules.factions.indexOf(f);
  };
  const ordered = unused
    .map((card, i) => ({ card, i, rank: rank(factionOf(card)!) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((x) => x.card);
  let shadowsLeft = SHADOWS_KEPT - used.filter((c) => factionOf(c) === 'shadows').length;
  if (shadowsLeft < 0) throw new Error(`stackedDeck: at most ${SHADOWS_KEPT} Shadows are in a game (R2.3)`);
  return ordered.filter((c) => factionOf(c) !== 'shadows' || shadowsLeft-- > 0);
}

/**
 * A full dealing order (R2.4, R10 `deck`, top first) that deals each seat the given cards and puts
 * the given cards on top of the draw pile. Dealing is round-robin from seat 0, so hand card k of
 * seat s stands at index k·players + s. The result is a valid deck: right size, cards of the rule set
 * only, 10 Shadows at most, only the heroes placed by the spec.
 */
export function stackedDeck(rules: Rules, spec: DeckSpec): Card[] {
  const players = rules.players;
  const perHand = handSizeFor(players);
  const hands = Array.from({ length: players }, (_, seat) => [...(spec.hands?.[seat] ?? [])]);
  const top = [...(spec.drawPile ?? [])];
  if (hands.some((h) => h.length > perHand)) throw new Error(`stackedDeck: a hand holds ${perHand} cards`);
  const filler = fillerCards(rules, [...hands.flat(), ...top], spec.fillFirst);
  for (const hand of hands) while (hand.length < perHand) hand.push(nextFiller(filler));
  const deck: Card[] = [];
  for (let k = 0; k < perHand; k++) for (let seat = 0; seat < players; seat++) deck.push(hands[seat][k]);
  deck.push(...top);
  const size = deckSizeFor(rules);
  while (deck.length < size) deck.push(nextFiller(filler));
  if (deck.length !== size) throw new Error(`stackedDeck: ${deck.length} cards placed, a deck holds ${size}`);
  return deck;
}

function nextFiller(filler: Card[]): Card {
  const card = filler.shift();
  if (card === undefined) throw new Error('stackedDeck: not enough cards left to fill the deck');
  return card;
}

export interface GameSpec extends DeckSpec {
  readonly firstLeader?: Seat;
  readonly seed?: string;
}

/** A new game dealt from `stackedDeck`; throws if the engine rejects the deck. */
export function stackedGame(rules: Rules, spec: GameSpec = {}, edition: Edition = CURRENT_EDITION): GameState {
  const deck = stackedDeck(rules, spec);
  const game = newGame(rules, spec.seed ?? TEST_SEED, { deck, firstLeader: spec.firstLeader ?? 0 }, edition);
  if (!game.ok) throw new Error(`stackedGame: ${game.error.code} ${game.error.message}`);
  return game.value;
}

/** Applies moves in order; an illegal one fails the test with the engine's code and message. */
export function play(state: GameState, ...moves: Move[]): GameState {
  let s = state;
  moves.forEach((move, i) => {
    const next = apply(s, move);
    if (!next.ok)
      throw new Error(`move ${i} ${JSON.stringify(move)} rejected: ${next.error.code} ${next.error.message}`);
    s = next.value;
  });
  return s;
}

/** Plays cards in turn order, each by the seat whose turn it is; fails if a decision is pending. */
export function playCards(state: GameState, ...cards: Card[]): GameState {
  let s = state;
  for (const card of cards) {
    if (s.pending.length > 0) throw new Error(`playCards(${card}): a ${s.pending[0].kind} decision is pending`);
    const seat = seatToAct(s);
    if (seat === null) throw new Error(`playCards(${card}): the game is over`);
    s = play(s, { seat, play: card });
  }
  return s;
}

/** Sorted copy, to compare card multisets. */
export const sorted = (cards: readonly Card[]): Card[] => [...cards].sort();

export interface PhaseTwoSpec {
  /** Cards each seat must hold when phase two starts; each hand is filled up to the dealt size. */
  readonly hands: readonly (readonly Card[])[];
  /** Who leads phase two's first trick (default 0). */
  readonly leader?: Seat;
  /** The Moon when phase two starts (default: whatever phase one left; Werewolves are dealt to phase one last). */
  readonly moon?: Moon;
  readonly fillFirst?: readonly FactionId[];
  readonly seed?: string;
}

export interface PhaseTwoGame {
  readonly state: GameState;
  readonly deck: readonly Card[];
  readonly firstLeader: Seat;
  /** Phase one's moves, to build records. */
  readonly moves: readonly Move[];
}

/** The phase-one decisions the autopilot makes: the first prize, never the top card (R5 Seers, R8.2). */
function autopilotDecision(s: GameState, seat: Seat): Move {
  const d = s.pending[0];
  if (d.kind === 'seer') return { seat, seer: 'prize' };
  if (d.kind === 'prize') return { seat, prize: s.prizes[0] };
  throw new Error(`autopilot: unexpected ${d.kind} decision in phase one`);
}

/**
 * A game at the start of phase two whose hands are exactly the given ones (R3.2: the follower piles
 * become the hands). Phase one is played automatically with the other cards; since phase-one play
 * never depends on what the draw pile holds (no heroes in the phase-one hands, the first always takes
 * the first prize), the draw pile is laid out afterwards so each seat receives its phase-two cards:
 * in each trick the k-th ranked seat gets the k-th card of the trick's share of the pile (R3.1, R8.2).
 */
export function phaseTwoGame(rules: Rules, spec: PhaseTwoSpec): PhaseTwoGame {
  const players = rules.players;
  const perHand = handSizeFor(players);
  const wanted = Array.from({ length: players }, (_, seat) => [...(spec.hands[seat] ?? [])]);
  if (wanted.some((h) => h.length > perHand))
    throw new Error(`phaseTwoGame: a phase-two hand holds ${perHand} cards here`);
  // Fill the phase-two hands first, then deal the phase-one hands from what is left (inert factions first).
  const filler = fillerCards(rules, wanted.flat(), spec.fillFirst);
  for (const hand of wanted) while (hand.length < perHand) hand.push(nextFiller(filler));
  const quiet = filler.filter((c) => !['undead', 'zombies', 'werewolves', 'seers'].includes(factionOf(c)!));
  const loud = filler.filter((c) => ['undead', 'zombies', 'werewolves', 'seers'].includes(factionOf(c)!));
  const phaseOneCards = [...quiet, ...loud].slice(0, perHand * players);
  if (phaseOneCards.length !== perHand * players) throw new Error('phaseTwoGame: not enough cards for phase one');
  const firstLeader = 0;
  const wantedLeader = spec.leader ?? 0;
  const wantedMoon = spec.moon;
  let dealt = phaseOneCards;
  const deal = (pile: readonly Card[]): Card[] => [...dealt, ...pile];
  const seed = spec.seed ?? TEST_SEED;

  for (let attempt = 0; attempt < 500; attempt++) {
    const choose = seededChooser(attempt);
    // After the first try, vary how the phase-one cards are split too (the Moon's parity depends on it).
    if (attempt > 0) {
      dealt = phaseOneCards.slice();
      for (let i = dealt.length - 1; i > 0; i--) {
        const j = choose(i + 1);
        [dealt[i], dealt[j]] = [dealt[j], dealt[i]];
      }
    }
    // Plan: play phase one with any pile (here the wanted cards in seat order), noting each ranking.
    const planned = newGame(rules, seed, { deck: deal(wanted.flat()), firstLeader });
    if (!planned.ok) throw new Error(`phaseTwoGame: ${planned.error.message}`);
    let s = planned.value;
    const moves: Move[] = [];
    const rankings: (readonly Seat[])[] = [];
    while (s.phase === 'one') {
      const seat = seatToAct(s)!;
      let move: Move;
      if (s.pending.length > 0) {
        move = autopilotDecision(s, seat);
      } else {
        const options = legalMoves(s, seat);
        move = options[attempt === 0 ? 0 : choose(options.length)];
      }
      s = play(s, move);
      // A play that leaves the trick empty completed it.
      if ('play' in move && s.trick.length === 0) rankings.push(s.lastTrick!.ranking);
      moves.push(move);
    }
    if (s.leader !== wantedLeader || (wantedMoon !== undefined && s.moon !== wantedMoon)) continue;
    if (rankings.length !== perHand || rankings.some((r) => r.length !== players)) {
      throw new Error('phaseTwoGame: phase one did not run one full trick per dealt card');
    }
    // Lay out the pile: trick t uses positions t·players … t·players + players − 1, in ranking order.
    const queues = wanted.map((h) => h.slice());
    const pile: Card[] = [];
    for (const ranking of rankings) for (const seat of ranking) pile.push(queues[seat].shift()!);
    const deck = deal(pile);
    const game = newGame(rules, seed, { deck, firstLeader });
    if (!game.ok) throw new Error(`phaseTwoGame: ${game.error.message}`);
    // Replay the planned plays; decisions may fall differently with the real pile (equal prizes need
    // none), but the autopilot's choice hands out the same cards either way.
    let real = game.value;
    const realMoves: Move[] = [];
    const step = (move: Move) => {
      real = play(real, move);
      realMoves.push(move);
    };
    for (const move of moves) {
      if (!('play' in move)) continue;
      while (real.pending.length > 0) step(autopilotDecision(real, seatToAct(real)!));
      step(move);
    }
    while (real.phase === 'one' && real.pending.length > 0) step(autopilotDecision(real, seatToAct(real)!));
    if (real.phase !== 'two') throw new Error('phaseTwoGame: phase one did not end');
    real.hands.forEach((hand, seat) => {
      if (sorted(hand).join() !== sorted(wanted[seat]).join())
        throw new Error(`phaseTwoGame: seat ${seat}'s hand came out wrong`);
    });
    return { state: real, deck, firstLeader, moves: realMoves };
  }
  throw new Error(
    `phaseTwoGame: no phase one found that leaves seat ${wantedLeader} leading${wantedMoon ? ` with moon ${wantedMoon}` : ''}`,
  );
}

/**
 * A plain decision for fast-forwarding: the first prize, never the top card; Vampire and Skeleton
 * passed; the first listed smash; the first card of the hand for Cthulhu.
 */
export function plainDecision(s: GameState, seat: Seat): Move {
  const d = s.pending[0];
  switch (d.kind) {
    case 'seer':
    case 'prize':
      return autopilotDecision(s, seat);
    case 'vampire':
    case 'skeleton':
      return { seat, pass: true };
    case 'smash':
    case 'cthulhu':
      return legalMoves(s, seat)[0];
  }
}

/**
 * Plays until `stop` holds (checked before every move): each seat plays its first legal card that is
 * not reserved (a reserved card only when nothing else is legal); decisions are `plainDecision`s.
 */
export function playUntil(
  state: GameState,
  stop: (s: GameState) => boolean,
  reserved: readonly Card[] = [],
): GameState {
  let s = state;
  while (!stop(s)) {
    const seat = seatToAct(s);
    if (seat === null) throw new Error('playUntil: the game ended before the stop condition held');
    if (s.pending.length > 0) {
      s = play(s, plainDecision(s, seat));
      continue;
    }
    const options = legalMoves(s, seat);
    const free = options.filter((m) => !('play' in m && reserved.includes(m.play)));
    s = play(s, (free.length > 0 ? free : options)[0]);
  }
  return s;
}

/** Plays plainly to the end of the game. */
export function playToEnd(state: GameState, reserved: readonly Card[] = []): GameState {
  return playUntil(state, (s) => s.phase === 'over', reserved);
}
