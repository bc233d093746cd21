import type { Edition, GameState, Move, Outcome, Seat } from '../engine';
import {
  EDITION_BEFORE_EDITIONS,
  applyAllInPlace,
  cloneState,
  isEdition,
  newGame,
  parseMove,
  teamOf,
  underEdition,
} from '../engine';
import type { Clocks } from './clocks';
import { NO_CLOCKS, advanceClocks } from './clocks';
import type { MatchEventBody, MatchHeader, MatchStatus, StoredEvent } from './match.types';

/**
 * A match rebuilt from its log: the only way the server knows a match's state. Values of this type are
 * never mutated; a new event makes a new runtime.
 */
export interface MatchRuntime {
  readonly header: MatchHeader;
  readonly events: readonly StoredEvent[];
  readonly version: number;
  readonly headHash: string;
  readonly status: MatchStatus;
  readonly state: GameState;
  readonly moves: readonly Move[];
  /** How the match ended other than by playing out, if it did. */
  readonly forfeit: Forfeit | null;
  /** Every seat's clock, folded from the log with the game (clocks.ts). */
  readonly clocks: Clocks;
  /**
   * Replaced seats (docs/engine.md): who asked for them, and the seats the computer plays to the end.
   * Absent: none (runtimes built by hand, in tests).
   */
  readonly replacement?: Replacement;
}

export interface Replacement {
  readonly requestedBy: readonly Seat[];
  readonly replaced: readonly Seat[];
}

export const NO_REPLACEMENT: Replacement = { requestedBy: [], replaced: [] };

/** The replacements after `event`. */
function replacementAfter(replacement: Replacement, event: StoredEvent): Replacement {
  if (event.type === 'replacement_requested')
    return { ...replacement, requestedBy: [...replacement.requestedBy, event.payload.seat] };
  if (event.type === 'seat_replaced')
    return { ...replacement, replaced: [...replacement.replaced, event.payload.seat] };
  return replacement;
}

/**
 * Whether the computer takes over `seat` if it resigns or runs out of time now (docs/engine.md "Replaced
 * seats"): 3–4 players, and another seat that the computer does not play has asked for it.
 */
export function replacesLeaver(runtime: MatchRuntime, seat: Seat): boolean {
  const { requestedBy, replaced } = runtime.replacement ?? NO_REPLACEMENT;
  return runtime.header.rules.players >= 3 && requestedBy.some((s) => s !== seat && !replaced.includes(s));
}

export interface Forfeit {
  readonly kind: 'resigned' | 'timed_out' | 'aborted';
  readonly seat: Seat | null;
}

/** The stored log disagrees with the rules: tampering or a bug. Never shown to players in detail. */
export class CorruptLogError extends Error {
  constructor(
    readonly matchId: string,
    readonly seq: number,
    reason: string,
  ) {
    super(`match ${matchId}: event ${seq} cannot be replayed: ${reason}`);
  }
}

/**
 * The rule edition a match is played under, from its start event: matches started before editions
 * existed have no `edition` and played the readings of 2026-11. Undefined for a value no edition has.
 */
export function editionOfStart(
  payload: Extract<MatchEventBody, { type: 'match_started' }>['payload'],
): Edition | undefined {
  const edition: unknown = payload.edition ?? EDITION_BEFORE_EDITIONS;
  return isEdition(edition) ? edition : undefined;
}

/**
 * The match dealt from its header, before any event. Its edition is set by the start event, which
 * every log begins with (foldEvents), so a stored match replays under the edition it started under.
 */
export function initialRuntime(header: MatchHeader): MatchRuntime {
  const game = newGame(
    header.rules,
    header.seed,
    header.deck ? { deck: header.deck, firstLeader: header.firstLeader } : undefined,
  );
  if (!game.ok) throw new CorruptLogError(header.id, 0, game.error.message);
  return {
    header,
    events: [],
    version: -1,
    headHash: '',
    status: 'running',
    state: game.value,
    moves: [],
    forfeit: null,
    clocks: NO_CLOCKS,
    replacement: NO_REPLACEMENT,
  };
}

/**
 * Folds new events (in seq order, following `runtime.version`) into a new runtime: replaying stored events.
 * `clocks: false` leaves the clocks as they were: for reads of the game alone (the archive's export of
 * records), where keeping them cost more than the engine's replay.
 */
export function foldEvents(
  runtime: MatchRuntime,
  events: readonly StoredEvent[],
  options: { readonly clocks?: boolean } = {},
): MatchRuntime {
  const withClocks = options.clocks ?? true;
  if (events.length === 0) return runtime;
  let state = runtime.state;
  let owned = false;
  const moves = runtime.moves.slice();
  let forfeit = runtime.forfeit;
  let clocks = runtime.clocks;
  let replacement = runtime.replacement ?? NO_REPLACEMENT;
  let version = runtime.version;
  for (const event of events) {
    if (event.seq !== version + 1)
      throw new CorruptLogError(runtime.header.id, event.seq, `expected event ${version + 1}`);
    version = event.seq;
    if (event.type === 'match_started') {
      const edition = editionOfStart(event.payload);
      if (edition === undefined) throw new CorruptLogError(runtime.header.id, event.seq, 'unknown rule edition');
      if (runtime.moves.length > 0) throw new CorruptLogError(runtime.header.id, event.seq, 'a start after moves');
      const started = underEdition(state, edition);
      if (started !== state) {
        state = started;
        owned = true; // a copy of its own
      }
    } else if (event.type === 'move') {
      if (!owned) {
        state = cloneState(state);
        owned = true;
      }
      const move = parseMove(event.payload, runtime.header.rules.players);
      if (!move.ok) throw new CorruptLogError(runtime.header.id, event.seq, move.error.message);
      const bad = applyAllInPlace(state, [move.value]);
      if (bad) throw new CorruptLogError(runtime.header.id, event.seq, bad.error.message);
      moves.push(move.value);
    } else {
      forfeit = forfeitOf(event) ?? forfeit;
    }
    if (withClocks) clocks = advanceClocks(clocks, event, state).clocks;
    replacement = replacementAfter(replacement, event);
  }
  return settled(runtime, [...runtime.events, ...events], state, moves, forfeit, clocks, replacement);
}

/**
 * The runtime after one new event whose effect is already known: the write path has applied its move
 * (`state` is `apply`'s result) and checked it, so it is neither parsed nor applied a second time.
 */
export function withDecidedEvent(runtime: MatchRuntime, event: StoredEvent, state: GameState): MatchRuntime {
  if (event.seq !== runtime.version + 1)
    throw new CorruptLogError(runtime.header.id, event.seq, `expected event ${runtime.version + 1}`);
  const moves = event.type === 'move' ? [...runtime.moves, event.payload] : runtime.moves;
  const { clocks } = advanceClocks(runtime.clocks, event, state);
  const forfeit = forfeitOf(event) ?? runtime.forfeit;
  const replacement = replacementAfter(runtime.replacement ?? NO_REPLACEMENT, event);
  return settled(runtime, [...runtime.events, event], state, moves, forfeit, clocks, replacement);
}

function forfeitOf(event: StoredEvent): Forfeit | null {
  if (event.type === 'resigned' || event.type === 'timed_out' || event.type === 'aborted')
    return { kind: event.type, seat: event.payload.seat };
  return null;
}

/** A runtime at the last of `events`, its status following from the game and any forfeit. */
function settled(
  runtime: MatchRuntime,
  events: readonly StoredEvent[],
  state: GameState,
  moves: readonly Move[],
  forfeit: Forfeit | null,
  clocks: Clocks,
  replacement: Replacement,
): MatchRuntime {
  const last = events[events.length - 1];
  return {
    header: runtime.header,
    events,
    version: last.seq,
    headHash: last.hash,
    status:
      forfeit?.kind === 'aborted' ? 'aborted' : forfeit !== null || state.phase === 'over' ? 'finished' : 'running',
    state,
    moves,
    forfeit,
    clocks,
    replacement,
  };
}

/**
 * Resigning or losing on time ends the match: the other side wins with 2 or 4 players; with 3 the two
 * others share a draw. An aborted match has no result.
 */
export function matchOutcome(runtime: MatchRuntime): Outcome | null {
  const { forfeit } = runtime;
  if (forfeit === null) return runtime.state.outcome;
  if (forfeit.kind === 'aborted' || forfeit.seat === null) return null;
  const players = runtime.header.rules.players;
  const loser = teamOf(forfeit.seat, players);
  const winner = players === 2 || players === 4 ? 1 - loser : null;
  return { winner, factions: {} };
}

export type SeatResult = 'win' | 'loss' | 'draw';

/**
 * Each seat's result of a finished match, in seat order; null while it runs or when it was aborted.
 * Resigning and losing on time are losses (matchOutcome gives the other side the win, or with 3 players
 * the two others a shared draw).
 */
export function seatResults(runtime: MatchRuntime): SeatResult[] | null {
  const outcome = runtime.status === 'finished' ? matchOutcome(runtime) : null;
  if (outcome === null) return null;
  const players = runtime.header.rules.players;
  const forfeitSeat = runtime.forfeit?.seat ?? null;
  // A replaced seat ranks last whatever the computer made of it (docs/engine.md "Replaced seats"): a loss;
  // with three players, a game it won leaves the two others a shared draw, as a resignation does.
  const replaced = (runtime.replacement ?? NO_REPLACEMENT).replaced;
  const winnerReplaced = players === 3 && outcome.winner !== null && replaced.includes(outcome.winner);
  return Array.from({ length: players }, (_, seat): SeatResult => {
    if (replaced.includes(seat)) return 'loss';
    if (outcome.winner === null || winnerReplaced) return forfeitSeat === seat ? 'loss' : 'draw';
    return teamOf(seat, players) === outcome.winner ? 'win' : 'loss';
  });
}

/** The match as it stood after event `seq` (time travel, and subscription updates for a given event). */
export function runtimeAt(runtime: MatchRuntime, seq: number): MatchRuntime {
  if (seq === runtime.version) return runtime;
  return foldEvents(
    initialRuntime(runtime.header),
    runtime.events.filter((e) => e.seq <= seq),
  );
}
