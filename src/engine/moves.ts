import type { Card, FactionId, Seat } from './cards';
import type { Move, MoveError, MoveErrorCode } from './move';
import { canonicalCard, isFaction } from './cards';
import { DECISIONS, rulesOf } from './powers';
import { onCardPlayed, seatToPlay, settle } from './flow';
import type { Result } from './result';
import { err, ok } from './result';
import type { DecisionKind, GameState, PendingDecision } from './state';
import { cloneState, forgetKnownCard, takeCard } from './state';

export type { Move, MoveError, MoveErrorCode } from './move';

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
      // R10 Ruling: keeping the current Vampire and burying nothing is `pass`, and is read as one.
      if (activate === null && bury.length === 0) return { seat, pass: true };
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

export function moveKind(move: Move): DecisionKind | 'play' | 'pass' {
  if ('play' in move) return 'play';
  if ('seer' in move) return 'seer';
  if ('prize' in move) return 'prize';
  if ('vampire' in move) return 'vampire';
  if ('smash' in move) return 'smash';
  if ('discard' in move) return 'cthulhu';
  if ('skeleton' in move) return 'skeleton';
  return 'pass';
}

/**
 * The rules of the pending decision's kind. DECISIONS is keyed by kind, so `d` and the move checked
 * against it (whose kind is compared with `d.kind` first) are the ones those rules take.
 */
interface AnyDecisionRules {
  readonly passable: boolean;
  readonly legal: (s: GameState, d: PendingDecision) => Move[];
  readonly check: (s: GameState, d: PendingDecision, move: Move) => MoveError | null;
  readonly apply: (s: GameState, d: PendingDecision, move: Move) => void;
}
const decisionRules = (d: PendingDecision): AnyDecisionRules => DECISIONS[d.kind] as unknown as AnyDecisionRules;

/** The faction led in the current trick (R4.1), or null before the lead and after a hero lead (R7: anything may follow). */
function ledFaction(s: GameState): FactionId | null {
  return s.trick.length === 0 ? null : rulesOf(s.trick[0].card).faction;
}

function holdsFaction(hand: readonly Card[], faction: FactionId): boolean {
  for (const card of hand) if (isFaction(card, faction)) return true;
  return false;
}

/**
 * R4.1 and its one exception (Doppelgangers): may this card follow `led` whatever else the hand holds?
 * A hero belongs to no faction, so it follows only a hero lead or when void (2026-12); the 2026-11
 * edition let it follow anything (editions.ts).
 */
function followsAnyway(s: GameState, led: FactionId | null, card: Card): boolean {
  if (led === null) return true;
  const rules = rulesOf(card);
  if (rules.faction === led || rules.factionPower?.followsAsLed === true) return true;
  return rules.faction === null && !s.readings.heroesFollowOnlyWhenVoid;
}

/** R4.1: playing this card breaks the duty to follow when it does not follow and the hand holds the led faction. */
function followError(s: GameState, seat: Seat, card: Card): MoveError | null {
  const led = ledFaction(s);
  // The card is checked first: most plays follow, and then the hand need not be searched.
  if (followsAnyway(s, led, card) || !holdsFaction(s.hands[seat], led!)) return null;
  const why = rulesOf(card).faction === null ? ', a hero belongs to no faction (R4.1, R7)' : ' (R4.1)';
  return { code: 'MUST_FOLLOW_FACTION', message: `${led} were led and you hold ${led}: follow faction${why}` };
}

/** Every legal move of `seat` now, each distinct decision once (R10); empty when it is not their turn. */
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
      if (hand.indexOf(card) === i && (!mustFollow || followsAnyway(s, led, card))) moves.push({ seat, play: card });
    }
    return moves;
  }
  return d.seat === seat ? decisionRules(d).legal(s, d) : [];
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
  const rules = decisionRules(d);
  if (kind === 'pass')
    return rules.passable ? null : { code: 'CANNOT_PASS', message: `a ${d.kind} decision cannot be passed (R10)` };
  if (kind !== d.kind) return { code: 'WRONG_DECISION', message: `the pending decision is ${d.kind}, not ${kind}` };
  return rules.check(s, d, move);
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
  if (kind === 'play') {
    const play = { seat: move.seat, card: (move as PlayMove).play };
    takeCard(s.hands[play.seat], play.card);
    // Known cards lie in follower piles in phase one (prizes, draws after a Seer's peek), never in a
    // hand, so only a phase-two play (from a hand that holds them) may make one leave (R9).
    if (s.phase === 'two') forgetKnownCard(s, play.seat, play.card);
    s.trick.push(play);
    onCardPlayed(s, play);
  } else {
    const d = s.pending.shift()!;
    // A pass needs nothing beyond dropping the decision.
    if (kind !== 'pass') decisionRules(d).apply(s, d, move);
  }
  settle(s);
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
