import type { Card, Seat } from './cards';
import { FACTION_VALUES, canonicalCard, factionCards, heroCard } from './cards';
import type { Result } from './result';
import { err, ok } from './result';
import type { Edition } from './editions';
import { CURRENT_EDITION, readingsOf } from './editions';
import { RandomStream, isSeedHex } from './rng';
import type { Rules } from './rules';
import { MAX_HEROES_IN_DECK, handSizeFor } from './rules';
import type { GameState } from './state';
import { cloneState, takeCard } from './state';
import { settle } from './flow';
import { powersInPlay } from './powers';

/** R2.3: how many of the 20 Shadows a game keeps. */
export const SHADOWS_KEPT = 10;

export type SetupErrorCode = 'BAD_SEED' | 'BAD_DECK' | 'BAD_FIRST_LEADER';
export interface SetupError {
  readonly code: SetupErrorCode;
  readonly message: string;
}

/** A deal given in full (R10 `deck`): dealing order, top first, after hero and Shadow selection. */
export interface GivenDeal {
  readonly deck: readonly Card[];
  readonly firstLeader?: Seat;
}

export function deckSizeFor(rules: Rules): number {
  return rules.factions.reduce((n, f) => n + (f === 'shadows' ? SHADOWS_KEPT : FACTION_VALUES[f].length), 0);
}

/** Every card a rule set could put on the table, in canonical order: all 20 Shadows, every hero named. */
function possibleCards(rules: Rules): Card[] {
  return [...rules.factions.flatMap((f) => factionCards(f)), ...rules.heroes.map(heroCard)];
}

interface Deal {
  deck: Card[];
  removed: Card[];
  firstLeader: Seat;
  stream: RandomStream;
}

/** R2.4: Shadows, faction deck, heroes, first leader — consuming the stream in exactly this order. */
function dealFromSeed(rules: Rules, seed: string): Deal {
  const stream = new RandomStream(seed);
  const removed: Card[] = [];
  let keptShadows: Card[] = [];
  if (rules.factions.includes('shadows')) {
    const shadows = stream.shuffle(factionCards('shadows'));
    keptShadows = shadows.slice(0, SHADOWS_KEPT);
    removed.push(...shadows.slice(SHADOWS_KEPT));
  }
  // A plain loop: flatMap cost more than all of the deal's SHA-256 blocks.
  const deck: Card[] = [];
  for (const f of rules.factions) for (const card of f === 'shadows' ? keptShadows : factionCards(f)) deck.push(card);
  stream.shuffle(deck);
  if (rules.heroes.length > 0) {
    const heroes = stream.shuffle(rules.heroes.slice()).slice(0, MAX_HEROES_IN_DECK);
    removed.push(...deck.splice(0, heroes.length));
    deck.push(...heroes.map(heroCard));
    stream.shuffle(deck);
  }
  const firstLeader = stream.randInt(rules.players);
  return { deck, removed, firstLeader, stream };
}

function dealGiven(rules: Rules, seed: string, given: GivenDeal): Result<Deal, SetupError> {
  const bad = (message: string) => err<SetupError>({ code: 'BAD_DECK', message });
  const expected = deckSizeFor(rules);
  if (!Array.isArray(given.deck) || given.deck.length !== expected) return bad(`the deck must hold ${expected} cards`);
  const unseen = possibleCards(rules);
  const deck: Card[] = [];
  for (const named of given.deck) {
    const card = canonicalCard(named);
    if (card === undefined) return bad(`${JSON.stringify(named)} is not a card`);
    if (!takeCard(unseen, card)) return bad(`${card} is not in this rule set, or appears too often`);
    deck.push(card);
  }
  const heroesInDeck = deck.filter((c) => c.startsWith('hero:')).length;
  if (heroesInDeck > MAX_HEROES_IN_DECK) return bad(`at most ${MAX_HEROES_IN_DECK} heroes are used (R2.2)`);
  const shadowsInDeck = deck.filter((c) => c.startsWith('shadows:')).length;
  if (shadowsInDeck > SHADOWS_KEPT) return bad(`at most ${SHADOWS_KEPT} Shadows are used (R2.3)`);
  const stream = new RandomStream(seed);
  const firstLeader = given.firstLeader ?? stream.randInt(rules.players);
  if (!Number.isInteger(firstLeader) || firstLeader < 0 || firstLeader >= rules.players) {
    return err({ code: 'BAD_FIRST_LEADER', message: 'firstLeader must be a seat' });
  }
  // Heroes that were not dealt never entered the game; faction cards that were not dealt left it unseen.
  const removed = unseen.filter((c) => !c.startsWith('hero:'));
  return ok({ deck, removed, firstLeader, stream });
}

/** A new game: deal (R2.4 or a given deck, R10), reveal the first prize(s). */
export function newGame(
  rules: Rules,
  seed: string,
  given?: GivenDeal,
  edition: Edition = CURRENT_EDITION,
): Result<GameState, SetupError> {
  if (!isSeedHex(seed)) return err({ code: 'BAD_SEED', message: 'the seed is 64 lowercase hex digits (32 bytes)' });
  let deal: Deal;
  if (given) {
    const dealt = dealGiven(rules, seed, given);
    if (!dealt.ok) return dealt;
    deal = dealt.value;
  } else {
    deal = dealFromSeed(rules, seed);
  }
  const players = rules.players;
  const perHand = handSizeFor(players);
  const empty = <T>(): T[][] => {
    const rows: T[][] = [];
    for (let seat = 0; seat < players; seat++) rows.push([]);
    return rows;
  };
  const noVampires: (Card | null)[] = [];
  for (let seat = 0; seat < players; seat++) noVampires.push(null);
  const hands = empty<Card>();
  for (let i = 0; i < perHand * players; i++) hands[i % players].push(deal.deck[i]);
  const state: GameState = {
    rules,
    readings: readingsOf(edition),
    powersInPlay: powersInPlay(rules),
    seed,
    rngCursor: deal.stream.cursor,
    phase: 'one',
    trickNumber: 0,
    leader: deal.firstLeader,
    trick: [],
    prizes: [],
    hands,
    followerPiles: empty(),
    scorePiles: empty(),
    gnomesInFront: empty(),
    activeVampires: noVampires,
    underVampires: empty(),
    setAsideTrolls: [],
    drawPile: deal.deck.slice(perHand * players),
    discardPile: [],
    discardHistory: [],
    removedFromGame: deal.removed,
    cube: null,
    moon: 'none',
    pending: [],
    cthulhuChoices: [],
    knownToAll: empty(),
    known: empty<Card>().map(() => empty<Card>()),
    peeked: null,
    lastTrick: null,
    lastTrickWinner: null,
    skeletonTakes: 0,
    moveCount: 0,
    outcome: null,
  };
  settle(state);
  return ok(state);
}

/**
 * The same new game under another rule edition (a stored match's start event names the edition it is
 * played under, editions.ts). Only before the first move: the readings decide how moves apply.
 */
export function underEdition(state: GameState, edition: Edition): GameState {
  if (state.moveCount > 0) throw new Error('the rule edition is fixed before the first move');
  if (state.readings.edition === edition) return state;
  return { ...cloneState(state), readings: readingsOf(edition) };
}
