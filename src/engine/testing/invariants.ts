/**
 * Test oracles written from RULES.md, not from the engine's code: where every card is (conservation),
 * and what a player's view may hold (R9).
 */
import type { Card, Seat } from '../cards';
import { FACTIONS, HEROES, factionCards, factionOf, heroCard, isCard } from '../cards';
import type { Move } from '../moves';
import { isMoveHiddenFrom } from '../view';
import type { Rules } from '../rules';
import type { GameState } from '../state';
import type { PlayerView } from '../view';
import { viewFor } from '../view';

/** Every faction card the rule set names, with all 20 Shadows (R1, R2.3): the unused ones are out of the game. */
export function factionUniverse(rules: Rules): Card[] {
  return rules.factions.flatMap((f) => factionCards(f));
}

/** Every zone a card can be in, by name. The active Vampires are not a zone: they lie in their score pile. */
export function zones(s: GameState): [string, readonly Card[]][] {
  const perSeat = (name: string, rows: readonly (readonly Card[])[]): [string, readonly Card[]][] =>
    rows.map((row, seat) => [`${name}[${seat}]`, row]);
  return [
    ...perSeat('hands', s.hands),
    ...perSeat('followerPiles', s.followerPiles),
    ...perSeat('scorePiles', s.scorePiles),
    ...perSeat('gnomesInFront', s.gnomesInFront),
    ...perSeat('underVampires', s.underVampires),
    ['setAsideTrolls', s.setAsideTrolls],
    ['drawPile', s.drawPile],
    ['discardPile', s.discardPile],
    ['removedFromGame', s.removedFromGame],
    ['prizes', s.prizes],
    ['trick', s.trick.map((p) => p.card)],
    ['cube', s.cube ? [s.cube.cube, s.cube.under] : []],
    ['cthulhuChoices', s.cthulhuChoices.map((p) => p.card)],
  ];
}

export const sortedCards = (cards: readonly Card[]): Card[] => [...cards].sort();

/** Cards as small integers, so multisets compare as count vectors (these checks run at every step). */
const CARD_INDEX = new Map<Card, number>(
  [...new Set([...FACTIONS.flatMap((f) => factionCards(f)), ...HEROES.map(heroCard)])].map((card, i) => [card, i]),
);

function countsOf(groups: readonly (readonly Card[])[]): Int16Array {
  const counts = new Int16Array(CARD_INDEX.size);
  for (const cards of groups) for (const card of cards) counts[CARD_INDEX.get(card)!]++;
  return counts;
}

function sameCounts(a: Int16Array, b: Int16Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Do two lists hold the same cards, as multisets? */
export function sameCards(a: readonly Card[], b: readonly Card[]): boolean {
  if (a.length !== b.length) return false;
  if (a.every((card, i) => card === b[i])) return true; // the same order: no need to sort
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((card, i) => card === y[i]);
}

const expectedCounts = new WeakMap<Rules, Map<string, Int16Array>>();

function universeCounts(rules: Rules, heroes: readonly Card[]): Int16Array {
  let byHeroes = expectedCounts.get(rules);
  if (!byHeroes) expectedCounts.set(rules, (byHeroes = new Map<string, Int16Array>()));
  const key = sortedCards(heroes).join();
  let counts = byHeroes.get(key);
  if (!counts) byHeroes.set(key, (counts = countsOf([factionUniverse(rules), heroes])));
  return counts;
}

/** Multiset difference a − b. */
export function without(a: readonly Card[], b: readonly Card[]): Card[] {
  const left = a.slice();
  for (const card of b) {
    const i = left.indexOf(card);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

/**
 * Conservation: the zones together hold every faction card of the rule set exactly once, plus the
 * heroes in the game (`heroes`: the ones dealt, fixed for a game), each once. Plus the pointers into
 * zones: the active Vampire lies in its owner's score pile; the peeked card is the top of the pile;
 * a card known to a viewer is in its owner's hand or follower pile.
 */
export function conservationProblems(s: GameState, heroes: readonly Card[]): string[] {
  const problems: string[] = [];
  const zoned = zones(s).map(([, cards]) => cards);
  if (!sameCounts(countsOf(zoned), universeCounts(s.rules, heroes))) {
    const all = zoned.flat();
    const expected = [...factionUniverse(s.rules), ...heroes];
    problems.push(`cards: extra [${without(all, expected).join()}], missing [${without(expected, all).join()}]`);
  }
  s.activeVampires.forEach((v, seat) => {
    if (v !== null && (factionOf(v) !== 'vampires' || !s.scorePiles[seat].includes(v))) {
      problems.push(`active Vampire ${v} of seat ${seat} is not in its score pile`);
    }
    if (v === null && s.underVampires[seat].length > 0) problems.push(`seat ${seat} has cards under no Vampire`);
  });
  if (s.peeked !== null && s.peeked !== s.drawPile[0]) problems.push(`peeked ${s.peeked} is not the top of the pile`);
  // A known card is held by its owner, or is the owner's Cthulhu discard not yet revealed (R9).
  const held = (owner: Seat) => [
    ...s.hands[owner],
    ...s.followerPiles[owner],
    ...s.cthulhuChoices.filter((c) => c.seat === owner).map((c) => c.card),
  ];
  const knownBy = (who: string, owner: Seat, known: readonly Card[]) => {
    const lost = without(known, held(owner));
    if (s.phase !== 'over' && lost.length > 0)
      problems.push(`${who} "knows" ${lost.join()} of seat ${owner}, who does not hold it`);
  };
  s.known.forEach((byOwner, viewer) =>
    byOwner.forEach((known, owner) => knownBy(`seat ${viewer}`, owner, [...s.knownToAll[owner], ...known])),
  );
  s.knownToAll.forEach((known, owner) => knownBy('everybody', owner, known));
  return problems;
}

/** The heroes in a game: they never leave it (they may only leave play), so any state tells. */
export function heroesInGame(s: GameState): Card[] {
  return zones(s)
    .flatMap(([, cards]) => cards)
    .filter((c) => factionOf(c) === null);
}

/** Every string in a JSON value that names a card, with repeats. */
export function cardStringsIn(value: unknown): Card[] {
  const found: Card[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (isCard(v)) found.push(v);
    } else if (Array.isArray(v)) {
      v.forEach(walk);
    } else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (isCard(k)) found.push(k);
        walk(x);
      }
    }
  };
  walk(value);
  return found;
}

const VIEW_KEYS = [
  'viewer',
  'rules',
  'version',
  'phase',
  'trickNumber',
  'leader',
  'toAct',
  'trick',
  'prizes',
  'lastTrick',
  'drawPileSize',
  'discarded',
  'discardPileSize',
  'skeletonTakes',
  'removedFromGameCount',
  'moon',
  'setAsideTrolls',
  'cube',
  'seats',
  'hand',
  'followerPile',
  'myCthulhuDiscard',
  'outcome',
  'revealed',
].sort();
const SEAT_KEYS = [
  'seat',
  'team',
  'handSize',
  'followerPileSize',
  'scorePile',
  'gnomesInFront',
  'activeVampire',
  'underVampire',
  'knownCards',
].sort();

/**
 * What R9 lets `viewer` see while the game runs, field by field, derived from the state: public zones,
 * the viewer's own hand and follower pile, cards a Seer choice showed them, the peeked card while
 * they decide, their own pending Cthulhu discard.
 */
function allowedWhileRunning(s: GameState, viewer: Seat | null): Record<string, readonly Card[]> {
  const d = s.pending[0];
  const deciding = d !== undefined && d.seat === viewer;
  const allowed: Record<string, readonly Card[]> = {
    trick: s.trick.map((p) => p.card),
    prizes: s.prizes,
    lastTrick: s.lastTrick ? [...s.lastTrick.plays.map((p) => p.card), ...s.lastTrick.prizes] : [],
    discarded: s.discardHistory,
    setAsideTrolls: s.setAsideTrolls,
    cube: s.cube ? [s.cube.cube, s.cube.under] : [],
    hand: viewer === null ? [] : s.hands[viewer],
    followerPile: viewer === null ? [] : s.followerPiles[viewer],
    myCthulhuDiscard: s.cthulhuChoices.filter((c) => c.seat === viewer).map((c) => c.card),
    toAct:
      d === undefined
        ? []
        : [
            ...(d.kind === 'prize' ? s.prizes : []),
            ...((d.kind === 'seer' || d.kind === 'prize') && deciding && s.peeked !== null ? [s.peeked] : []),
            ...(d.kind === 'vampire' ? d.collected : []),
            ...(d.kind === 'smash' ? [d.giant] : []),
          ],
  };
  s.hands.forEach((_, seat) => {
    allowed[`seats[${seat}]`] = [
      ...s.scorePiles[seat],
      ...s.gnomesInFront[seat],
      ...(s.activeVampires[seat] ? [s.activeVampires[seat]] : []),
      ...s.underVampires[seat],
      ...(viewer !== seat ? s.knownToAll[seat] : []),
      ...(viewer !== null && viewer !== seat ? s.known[viewer][seat] : []),
    ];
  });
  return allowed;
}

/** The cards each field of a view shows (each seat's part on its own), and whether any string holds the seed. */
function viewFields(view: PlayerView, seed: string): { fields: Record<string, Card[]>; seed: boolean } {
  const fields: Record<string, Card[]> = {};
  let seedFound = false;
  const walk = (v: unknown, into: Card[]): void => {
    if (typeof v === 'string') {
      if (v.length >= seed.length && v.includes(seed)) seedFound = true;
      else if (isCard(v)) into.push(v);
    } else if (Array.isArray(v)) {
      for (const x of v) walk(x, into);
    } else if (v !== null && typeof v === 'object') {
      for (const k in v) {
        walk(k, into);
        walk((v as Record<string, unknown>)[k], into);
      }
    }
  };
  for (const key in view) {
    if (key === 'seats') view.seats.forEach((seatView, seat) => walk(seatView, (fields[`seats[${seat}]`] = [])));
    else walk(view[key as keyof PlayerView], (fields[key] = []));
  }
  return { fields, seed: seedFound };
}

/** What the players saw face up or by a peek so far, to judge the views' `knownCards` (R5, R9). */
export interface SeenCards {
  /** Per seat, the peeked cards and prizes it saw while making a Seer choice (R5). */
  readonly bySeer: Card[][];
  /** Every prize revealed so far, seen by all (R3.1, R8.2). */
  readonly faceUp: Card[];
  /** The phase-one trick whose prizes were noted last. */
  lastTrick: number;
}

export function noCardsSeen(players: number): SeenCards {
  return { bySeer: Array.from({ length: players }, () => []), faceUp: [], lastTrick: 0 };
}

/** Notes what the table shows after a step: a new trick's prizes, a Seer's peek. */
export function noteSeen(seen: SeenCards, s: GameState): void {
  if (s.phase === 'one' && s.trickNumber !== seen.lastTrick) {
    seen.faceUp.push(...s.prizes);
    seen.lastTrick = s.trickNumber;
  }
  if (s.peeked !== null) seen.bySeer[s.pending[0].seat].push(s.peeked, ...s.prizes);
}

/**
 * R9 no-leak: the view's fields are exactly the known set of fields, and each holds exactly the cards
 * the viewer may see there (as a multiset); while the game runs nothing in it is the seed; a known card
 * of another seat is one the viewer saw face up as a prize or peeked at with a Seer. After the end, everything is public.
 * `view` defaults to `viewFor(s, viewer)`; pass another to check a view built some other way.
 */
export function viewProblems(
  s: GameState,
  viewer: Seat | null,
  seen?: SeenCards,
  view: PlayerView = viewFor(s, viewer),
): string[] {
  const problems: string[] = [];
  const keys = Object.keys(view).sort();
  if (keys.join() !== VIEW_KEYS.join()) problems.push(`view keys changed: ${keys.join()}`);
  for (const seatView of view.seats) {
    if (Object.keys(seatView).sort().join() !== SEAT_KEYS.join())
      problems.push(`seat view keys changed: ${Object.keys(seatView).join()}`);
  }
  if (s.phase === 'over') {
    if (!JSON.stringify(view).includes(s.seed)) problems.push('the seed is not public after the end');
    if (view.revealed === null) return [...problems, 'nothing revealed after the end'];
    // Every card of the game is somewhere in the view (some more than once: a score pile and the last trick).
    const hidden = without(
      zones(s).flatMap(([, cards]) => cards),
      cardStringsIn(view),
    );
    if (hidden.length > 0) problems.push(`after the end, not public: ${hidden.join()}`);
    return problems;
  }
  const { fields: actual, seed } = viewFields(view, s.seed);
  if (seed) problems.push('the seed is in a running view');
  if (view.revealed !== null) problems.push('secrets revealed while the game runs');
  // Every field must show exactly what R9 allows there; fields not listed (rules, outcome, …) show no card.
  const allowed = allowedWhileRunning(s, viewer);
  for (const field of new Set([...Object.keys(allowed), ...Object.keys(actual)])) {
    if (!sameCards(actual[field] ?? [], allowed[field] ?? [])) {
      problems.push(
        `viewer ${viewer} field ${field}: shows [${sortedCards(actual[field] ?? [])}], may see [${sortedCards(allowed[field] ?? [])}]`,
      );
    }
  }
  if (viewer !== null && !sameCards(view.hand ?? [], s.hands[viewer])) problems.push('hand is not the viewer’s');
  // R9 ruling: every hand's size is public and exact, a pending Cthulhu discard already gone from it.
  for (const sv of view.seats)
    if (sv.handSize !== s.hands[sv.seat].length)
      problems.push(
        `viewer ${viewer}: seat ${sv.seat}'s handSize ${sv.handSize} is not its hand's ${s.hands[sv.seat].length}`,
      );
  if (seen) {
    view.seats.forEach((sv) => {
      const unexplained = without(sv.knownCards, [...seen.faceUp, ...(viewer === null ? [] : seen.bySeer[viewer])]);
      if (unexplained.length > 0)
        problems.push(`viewer ${viewer} knows ${unexplained.join()} of seat ${sv.seat} without seeing it`);
    });
  }
  return problems;
}

/**
 * R9 for the move log: a Cthulhu discard is hidden from everyone but its maker exactly while the
 * round of discards is open (the choices not yet revealed); nothing else is ever hidden.
 */
export function moveLogProblems(s: GameState, moves: readonly Move[], viewer: Seat | null): string[] {
  const problems: string[] = [];
  const open = s.phase === 'over' ? 0 : s.cthulhuChoices.length;
  const openMoves = moves.slice(moves.length - open);
  const chosen = s.cthulhuChoices
    .map((c) => `${c.seat}/${c.card}`)
    .sort()
    .join();
  if (
    openMoves
      .map((m) => ('discard' in m ? `${m.seat}/${m.discard}` : 'x'))
      .sort()
      .join() !== chosen
  ) {
    problems.push('the open Cthulhu choices are not the latest moves');
  }
  moves.forEach((move, i) => {
    const shouldHide = i >= moves.length - open && move.seat !== viewer;
    if (isMoveHiddenFrom(s, i, move, viewer) !== shouldHide) {
      problems.push(`move ${i} ${JSON.stringify(move)} ${shouldHide ? 'shown to' : 'hidden from'} viewer ${viewer}`);
    }
  });
  return problems;
}
