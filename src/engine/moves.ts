import { Card, FactionId, Seat, canonicalCard, isFaction } from './cards';
import { rulesOf } from './powers';
import { distributePrizes, gnomeMatching, onCardPlayed, seatToPlay, settle, smash, smashVictims } from './flow';
import { Result, err, ok } from './result';
import { GameState, PendingDecision, cloneState, discard, takeCard } from './state';
import { RandomStream } from './rng';

/** Every decision a player makes, in the notation of match records (R10). */
export type Move =
  | { readonly seat: Seat; readonly play: Card }
  | { readonly seat: Seat; readonly seer: 'prize' | 'top' }
  | { readonly seat: Seat; readonly prize: Card | 'top' }
  | { readonly seat: Seat; readonly vampire: { readonly activate: Card | null; readonly bury: readonly Card[] } }
  | { readonly seat: Seat; readonly smash: { readonly gnome: Card; readonly victim: Seat } }
  | { readonly seat: Seat; readonly discard: Card }
  | { readonly seat: Seat; readonly skeleton: true }
  | { readonly seat: Seat; readonly pass: true };

export type MoveErrorCode =
  | 'MALFORMED_MOVE'
  | 'GAME_OVER'
  | 'NOT_YOUR_TURN'
  | 'DECISION_PENDING'
  | 'NO_DECISION_PENDING'
  | 'WRONG_DECISION'
  | 'CARD_NOT_IN_HAND'
  | 'MUST_FOLLOW_FACTION'
  | 'CANNOT_PASS'
  | 'ILLEGAL_CHOICE';

export interface MoveError {
  readonly code: MoveErrorCode;
  /** Says what is wrong without naming any card the mover may not see (R9). */
  readonly message: string;
}

const moveError = (code: MoveErrorCode, message: string) => err<MoveError>({ code, message });

const MOVE_KEYS = ['play', 'seer', 'prize', 'vampire', 'smash', 'discard', 'skeleton', 'pass'] as const;
type MoveKey = (typeof MOVE_KEYS)[number];

const bad = (why: string) => moveError('MALFORMED_MOVE', why);
const notACard = (c: unknown) => `${JSON.stringify(c)} is not a card (R1 notation faction:value or hero:name)`;

const isMoveKey = (key: string): key is MoveKey => (MOVE_KEYS as readonly string[]).includes(key);

/**
 * The one kind of move `raw` names: its own keys are `seat` and exactly one of MOVE_KEYS. Only own keys
 * count (a key inherited from a prototype names nothing); reading them once is also much cheaper than
 * eight `in` tests on the many shapes of moves a record holds.
 */
function moveKeyOf(raw: Record<string, unknown>): MoveKey | null {
  let kind: MoveKey | null = null;
  for (const key in raw) {
    if (key === 'seat' || !Object.hasOwn(raw, key)) continue;
    if (kind !== null || !isMoveKey(key)) return null;
    kind = key;
  }
  return kind;
}

/** Checks the shape of an untrusted move (API, record, CLI); legality is `apply`'s job. */
export function parseMove(input: unknown, players = 4): Result<Move, MoveError> {
  const move = readMove(input, players);
  return typeof move === 'string' ? bad(move) : ok(move);
}

/**
 * `parseMove` without a Result around each move (a record holds dozens): the move, or why it is
 * malformed. No closures or lists for the common kinds, for the same reason. Not API (see index.ts).
 */
export function readMove(input: unknown, players: number): Move | string {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return 'a move is an object';
  const raw = input as Record<string, unknown>;
  const seat = raw.seat;
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= players)
    return 'seat must be a seat number';
  const kind = moveKeyOf(raw);
  if (kind === null) return `a move has a seat and exactly one of: ${MOVE_KEYS.join(', ')}`;
  switch (kind) {
    case 'play': {
      const play = canonicalCard(raw.play);
      return play ? { seat, play } : notACard(raw.play);
    }
    case 'discard': {
      const discard = canonicalCard(raw.discard);
      return discard ? { seat, discard } : notACard(raw.discard);
    }
    case 'seer':
      return raw.seer === 'prize' || raw.seer === 'top' ? { seat, seer: raw.seer } : 'seer is "prize" or "top"';
    case 'prize': {
      if (raw.prize === 'top') return { seat, prize: 'top' };
      const prize = canonicalCard(raw.prize);
      return prize ? { seat, prize } : notACard(raw.prize);
    }
    case 'skeleton':
      return raw.skeleton === true ? { seat, skeleton: true } : 'skeleton must be true';
    case 'pass':
      return raw.pass === true ? { seat, pass: true } : 'pass must be true';
    case 'vampire': {
      const v = raw.vampire as Record<string, unknown> | null;
      if (typeof v !== 'object' || v === null) return 'vampire is { activate, bury }';
      const activate = v.activate === null || v.activate === undefined ? null : canonicalCard(v.activate);
      if (activate === undefined) return 'vampire.activate is a card or null';
      const buryRaw = v.bury ?? [];
      const bury = Array.isArray(buryRaw) ? buryRaw.map(canonicalCard) : [undefined];
      if (bury.some((c) => c === undefined)) return 'vampire.bury is a list of cards';
      return { seat, vampire: { activate, bury: bury as Card[] } };
    }
    case 'smash': {
      const m = raw.smash as Record<string, unknown> | null;
      const gnome = typeof m === 'object' && m !== null ? canonicalCard(m.gnome) : undefined;
      if (gnome === undefined || m === null) return 'smash is { gnome, victim }';
      const victim = m.victim;
      if (typeof victim !== 'number' || !Number.isInteger(victim) || victim < 0 || victim >= players)
        return 'smash.victim must be a seat';
      return { seat, smash: { gnome, victim } };
    }
  }
}

export function moveKind(move: Move): PendingDecision['kind'] | 'play' | 'pass' {
  if ('play' in move) return 'play';
  if ('seer' in move) return 'seer';
  if ('prize' in move) return 'prize';
  if ('vampire' in move) return 'vampire';
  if ('smash' in move) return 'smash';
  if ('discard' in move) return 'cthulhu';
  if ('skeleton' in move) return 'skeleton';
  return 'pass';
}

/** The faction led in the current trick (R4.1), or null before the lead and after a hero lead (R7: anything may follow). */
function ledFaction(s: GameState): FactionId | null {
  return s.trick.length === 0 ? null : rulesOf(s.trick[0].card).faction;
}

function holdsFaction(hand: readonly Card[], faction: FactionId): boolean {
  for (const card of hand) if (isFaction(card, faction)) return true;
  return false;
}

/** R4.1 and its exceptions (Doppelgangers, heroes): may this card follow `led` whatever else the hand holds? */
function followsAnyway(led: FactionId | null, card: Card): boolean {
  if (led === null) return true;
  const rules = rulesOf(card);
  return rules.faction === led || rules.faction === null || rules.factionPower?.followsAsLed === true;
}

/** R4.1: playing this card breaks the duty to follow when it does not follow and the hand holds the led faction. */
function followError(s: GameState, seat: Seat, card: Card): MoveError | null {
  const led = ledFaction(s);
  // The card is checked first: most plays follow, and then the hand need not be searched.
  if (followsAnyway(led, card) || !holdsFaction(s.hands[seat], led!)) return null;
  return { code: 'MUST_FOLLOW_FACTION', message: `${led} were led and you hold ${led}: follow faction (R4.1)` };
}

/** The cards without repeats, in order of first appearance (identical cards are one move, R1). */
function distinct(cards: readonly Card[]): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < cards.length; i++) if (cards.indexOf(cards[i]) === i) out.push(cards[i]);
  return out;
}

/** Every legal move of `seat` now; empty when it is not their turn. */
export function legalMoves(s: GameState, seat: Seat): Move[] {
  if (s.phase === 'over') return [];
  const d = s.pending[0];
  if (d === undefined) {
    if (seatToPlay(s) !== seat) return [];
    const hand = s.hands[seat];
    const led = ledFaction(s);
    const mustFollow = led !== null && holdsFaction(hand, led);
    const moves: Move[] = [];
    for (let i = 0; i < hand.length; i++) {
      const card = hand[i];
      if (hand.indexOf(card) === i && (!mustFollow || followsAnyway(led, card))) moves.push({ seat, play: card });
    }
    return moves;
  }
  if (d.seat !== seat) return [];
  switch (d.kind) {
    case 'seer':
      return [
        { seat, seer: 'prize' },
        { seat, seer: 'top' },
      ];
    case 'prize':
      return [
        ...distinct(s.prizes).map((prize) => ({ seat, prize })),
        ...(d.allowTop ? [{ seat, prize: 'top' as const }] : []),
      ];
    case 'smash':
      return smashVictims(s, seat, d.giant).map((victim) => ({
        seat,
        smash: { gnome: gnomeMatching(s, d.giant), victim },
      }));
    case 'cthulhu':
      return distinct(s.hands[seat]).map((card) => ({ seat, discard: card }));
    case 'skeleton':
      return [
        { seat, skeleton: true },
        { seat, pass: true },
      ];
    case 'vampire':
      return vampireMoves(s, seat, d.collected);
  }
}

function vampireMoves(s: GameState, seat: Seat, collected: readonly Card[]): Move[] {
  const activations: (Card | null)[] = [null, ...distinct(collected.filter((c) => isFaction(c, 'vampires')))];
  const buriable = collected.filter((c) => !isFaction(c, 'vampires'));
  const subsets = new Map<string, Card[]>();
  for (let mask = 0; mask < 1 << buriable.length; mask++) {
    const bury = buriable.filter((_, i) => mask & (1 << i)).sort();
    subsets.set(bury.join(','), bury);
  }
  const moves: Move[] = [{ seat, pass: true }];
  for (const activate of activations) {
    const hasActive = activate !== null || s.activeVampires[seat] !== null;
    for (const bury of subsets.values()) {
      if (bury.length > 0 && !hasActive) continue;
      moves.push({ seat, vampire: { activate, bury } });
    }
  }
  return moves;
}

/** Is `part` a sub-multiset of `whole`? */
function within(part: readonly Card[], whole: readonly Card[]): boolean {
  const left = whole.slice();
  return part.every((c) => takeCard(left, c));
}

type MoveKind = ReturnType<typeof moveKind>;
type PlayMove = Extract<Move, { play: Card }>;

/** Checks a move (of this kind) against the state; null when legal. Never mutates. */
function moveProblem(s: GameState, move: Move, kind: MoveKind): MoveError | null {
  if (s.phase === 'over') return { code: 'GAME_OVER', message: 'the game is over' };
  const seat = move.seat;
  if (seat < 0 || seat >= s.rules.players) return { code: 'MALFORMED_MOVE', message: 'no such seat' };
  const d = s.pending[0];
  if (kind === 'play') {
    if (d !== undefined) {
      return d.seat === seat
        ? { code: 'DECISION_PENDING', message: `make your ${d.kind} decision first (R3.5)` }
        : { code: 'NOT_YOUR_TURN', message: `seat ${d.seat} has a ${d.kind} decision to make` };
    }
    const due = seatToPlay(s);
    if (due !== seat) return { code: 'NOT_YOUR_TURN', message: `it is seat ${due}'s turn to play` };
    const card = (move as PlayMove).play;
    if (!s.hands[seat].includes(card)) return { code: 'CARD_NOT_IN_HAND', message: `${card} is not in your hand` };
    return followError(s, seat, card);
  }
  if (d === undefined) return { code: 'NO_DECISION_PENDING', message: 'no decision is pending: play a card' };
  if (d.seat !== move.seat)
    return { code: 'NOT_YOUR_TURN', message: `seat ${d.seat} has a ${d.kind} decision to make` };
  if (kind === 'pass') {
    return d.kind === 'vampire' || d.kind === 'skeleton'
      ? null
      : { code: 'CANNOT_PASS', message: `a ${d.kind} decision cannot be passed (R10)` };
  }
  if (kind !== d.kind) return { code: 'WRONG_DECISION', message: `the pending decision is ${d.kind}, not ${kind}` };
  const illegal = (message: string): MoveError => ({ code: 'ILLEGAL_CHOICE', message });
  if ('prize' in move) {
    if (move.prize === 'top')
      return d.kind === 'prize' && d.allowTop ? null : illegal('only a Seer winner may take the top card (R8.2)');
    return s.prizes.includes(move.prize) ? null : illegal(`${move.prize} is not a prize of this trick`);
  }
  if ('discard' in move) {
    return s.hands[move.seat].includes(move.discard)
      ? null
      : { code: 'CARD_NOT_IN_HAND', message: `${move.discard} is not in your hand` };
  }
  if ('smash' in move && d.kind === 'smash') {
    const { gnome, victim } = move.smash;
    if (gnome !== gnomeMatching(s, d.giant))
      return illegal(`a ${d.giant} smashes a ${gnomeMatching(s, d.giant)} (R5 Giants)`);
    return smashVictims(s, move.seat, d.giant).includes(victim)
      ? null
      : illegal(`seat ${victim} has no ${gnome} in front to smash`);
  }
  if ('vampire' in move && d.kind === 'vampire') {
    const { activate, bury } = move.vampire;
    if (activate !== null && !(isFaction(activate, 'vampires') && d.collected.includes(activate))) {
      return illegal('only a Vampire collected in this trick can become active (R5 Vampires)');
    }
    if (
      !within(
        bury,
        d.collected.filter((c) => !isFaction(c, 'vampires')),
      )
    ) {
      return illegal('only non-Vampire cards collected in this trick can go under a Vampire (R5 Vampires)');
    }
    if (bury.length > 0 && activate === null && s.activeVampires[move.seat] === null) {
      return illegal('no active Vampire to put cards under (R5 Vampires)');
    }
  }
  return null;
}

/**
 * The reducer: the next state, or a typed error that leaves `state` as it was. The input is never
 * mutated; the result shares nothing mutable with it.
 */
export function apply(state: GameState, move: Move): Result<GameState, MoveError> {
  // The kind is worked out once: moves come in eight shapes, so each look at one costs more than usual.
  const kind = moveKind(move);
  const problem = moveProblem(state, move, kind);
  if (problem) return err(problem);
  const s = cloneState(state);
  applyTrusted(s, move, kind);
  return ok(s);
}

/** Applies a move already checked by `moveProblem` to a state the caller owns. */
function applyTrusted(s: GameState, move: Move, kind: MoveKind): void {
  s.moveCount++;
  const seat = move.seat;
  if (kind === 'play') {
    const play = { seat, card: (move as PlayMove).play };
    removeFromHand(s, seat, play.card);
    s.trick.push(play);
    onCardPlayed(s, play);
  } else {
    const d = s.pending.shift()!;
    if ('seer' in move && d.kind === 'seer') {
      distributePrizes(s, [seat, ...d.others], move.seer === 'top' ? 'top' : s.prizes[0]);
    } else if ('prize' in move && d.kind === 'prize') {
      distributePrizes(s, d.ranking, move.prize);
    } else if ('vampire' in move) {
      vampireDecision(s, seat, move.vampire.activate, move.vampire.bury);
    } else if ('smash' in move) {
      smash(s, move.smash.victim, move.smash.gnome);
    } else if ('discard' in move) {
      removeFromHand(s, seat, move.discard);
      s.cthulhuChoices.push({ seat, card: move.discard });
    } else if ('skeleton' in move) {
      const stream = new RandomStream(s.seed, s.rngCursor);
      const [taken] = s.discardPile.splice(stream.randInt(s.discardPile.length), 1);
      s.rngCursor = stream.cursor;
      s.hands[seat].push(taken);
      s.skeletonTakes++;
    }
    // A pass needs nothing beyond dropping the decision.
  }
  settle(s);
}

function removeFromHand(s: GameState, seat: Seat, card: Card): void {
  takeCard(s.hands[seat], card);
  for (const byOwner of s.known) if (byOwner[seat].length > 0) takeCard(byOwner[seat], card); // most are empty
}

/** R5 Vampires: a new active Vampire discards what was under the old one; buried cards stop counting. */
function vampireDecision(s: GameState, seat: Seat, activate: Card | null, bury: readonly Card[]): void {
  if (activate !== null) {
    if (s.activeVampires[seat] !== null) {
      for (const card of s.underVampires[seat]) discard(s, card);
      s.underVampires[seat] = [];
    }
    s.activeVampires[seat] = activate;
  }
  for (const card of bury) {
    if (!takeCard(s.scorePiles[seat], card)) takeCard(s.gnomesInFront[seat], card);
    s.underVampires[seat].push(card);
  }
}

/** Applies moves in order to a state the caller owns, stopping at the first illegal one (fast replay). */
export function applyAllInPlace(s: GameState, moves: readonly Move[]): { index: number; error: MoveError } | null {
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i];
    const kind = moveKind(move);
    const problem = moveProblem(s, move, kind);
    if (problem) return { index: i, error: problem };
    applyTrusted(s, move, kind);
  }
  return null;
}
