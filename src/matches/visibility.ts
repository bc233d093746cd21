import { DomainError } from '../common/errors';
import { isMoveHiddenFrom, viewFor } from '../engine';
import type { Move, PlayerView, Seat } from '../engine';
import { canonicalJson, payloadCommitment } from './event-chain';
import type { MatchRuntime } from './match-runtime';
import { runtimeAt } from './match-runtime';
import type { Caller, MatchHeader, MatchStatus, StoredEvent } from './match.types';
import { isAutomatic, payloadJson } from './match.types';

/**
 * Who may see which seat and which event (R9), pure: no database, no clock. Every read of a match —
 * views, the log, streams, the story, partial records, legal moves, audits — asks `readerSeat` (or, from
 * stored rows alone, `assertMayRead`); writes and rights ask `dealtSeat`. The one fact that needs the
 * store, whether a finished match is withheld by a player's hidden history (store/hidden-history.ts), is
 * asked by the caller only when `mayBeWithheld` says it matters, and passed in.
 *
 * A replaced seat (docs/engine.md "Replaced seats") is the computer's from its `seat_replaced` event on, and
 * what the computer holds there (cards drawn, prizes won, its Cthulhu discards) is no more its former
 * player's to see than a spectator's: from that event on the former player sees what a spectator sees,
 * everywhere. Versions before it stay theirs: time travel and a stream replayed from an earlier version
 * show their own seat as it was then.
 */

/** One log entry as the caller may see it (R9): a pending Cthulhu discard of another player is hidden. */
export interface VisibleEvent {
  readonly seq: number;
  readonly type: StoredEvent['type'];
  readonly seat: Seat | null;
  readonly move: Move | null;
  readonly hidden: boolean;
  /** A forced move the server played for the seat's player (docs/bots.md); shown to all, as the move is. */
  readonly auto: boolean;
  /**
   * A move one of the seat's standing orders played (docs/correspondence.md "Standing orders"). Not in the
   * hash (every seat recomputes a public move's hash): a read-side mark, set by `markStandingOrders` for
   * whom may see it, false for everyone else, exactly as for a move played by hand (R9).
   */
  readonly byStandingOrder: boolean;
  readonly createdAt: Date;
  readonly prevHash: string;
  readonly hash: string;
  /** The rest of what the hash covers, so that players can recompute the chain themselves. */
  readonly actorUserId: string | null;
  readonly requestId: string | null;
  /** The stored payload as canonical JSON; null while hidden. */
  readonly payload: string | null;
  /**
   * Chain format 2: SHA-256(salt ‖ payload), what the hash covers instead of the payload; shown also while
   * the payload is hidden (the salt keeps it from being tried against candidates). Null for format 1 events.
   */
  readonly payloadHash: string | null;
  /** The salt of `payloadHash`, shown with the payload: null while hidden, and for format 1 events. */
  readonly salt: string | null;
}

/** A match as one reader sees it: the runtime (server-side), their seat, and their view of it. */
export interface SeatedView {
  readonly runtime: MatchRuntime;
  readonly seat: Seat | null;
  readonly view: PlayerView;
}

/** What a subscriber gets for one event. */
export interface MatchUpdate {
  readonly event: VisibleEvent;
  readonly seated: SeatedView;
  /** Earlier events hidden from the subscriber until this one, now with their payload and salt (R9). */
  readonly revealed: readonly VisibleEvent[];
}

const NOT_FOUND = (): DomainError => new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
const NO_SPECTATORS = 'You do not play in this match, and it has no spectators';

/** The seat the user was dealt at the start, replaced since or not; null for someone who does not play. */
export function dealtSeat(header: MatchHeader, userId: string | null): Seat | null {
  if (userId === null) return null;
  return header.seats.find((s) => s.userId === userId)?.seat ?? null;
}

/** The seat the caller was dealt, for writes and rights; what they see is `readerSeat`'s. */
export function seatOf(runtime: MatchRuntime, caller: Caller): Seat | null {
  return dealtSeat(runtime.header, caller.id);
}

/** The seq of the event that gave `seat` to the computer, or null while its player holds it. */
export function replacedAt(runtime: MatchRuntime, seat: Seat): number | null {
  if (!runtime.replacement?.replaced.includes(seat)) return null;
  for (const e of runtime.events) if (e.type === 'seat_replaced' && e.payload.seat === seat) return e.seq;
  return null;
}

/**
 * The seat whose private view the user gets of the match as it stood after event `version` (default: its
 * current version): the dealt seat, until the computer took it over; null for everyone else, and for the
 * former player from the replacement on.
 */
export function viewerSeat(runtime: MatchRuntime, userId: string | null, version = runtime.version): Seat | null {
  const seat = dealtSeat(runtime.header, userId);
  if (seat === null) return null;
  const replaced = replacedAt(runtime, seat);
  return replaced !== null && replaced <= version ? null : seat;
}

/**
 * `viewerSeat` for a row of the user's match list, read without the log: `replaced` says whether the
 * computer took the user's seat over as of the row's head (`match_seats.replaced_at`, written with the event).
 */
export function listedViewerSeat(header: MatchHeader, userId: string, replaced: boolean): Seat | null {
  return replaced ? null : dealtSeat(header, userId);
}

/**
 * Whether someone who does not play may watch while the match runs: `caller` null is a visitor without a
 * token. Both signed-in policies let any account watch; `anyone` lets visitors watch too.
 */
export function maySpectate(header: MatchHeader, caller: Caller | null): boolean {
  const policy = header.spectators ?? 'anyone';
  if (policy === 'nobody') return false;
  return caller !== null || policy === 'anyone';
}

/**
 * Whether the answer depends on the hidden history (the store's `isWithheld`): only a finished match, and
 * only for someone who did not play it. Readers ask the store only then, so players and running matches
 * pay nothing.
 */
export function mayBeWithheld(header: MatchHeader, status: MatchStatus, caller: Caller | null): boolean {
  return status === 'finished' && (caller === null || dealtSeat(header, caller.id) === null);
}

/**
 * THE authorisation of reads: the seat whose view the caller gets of the match after event `version`, or
 * null for an onlooker, who sees what R9 shows everyone: a spectator of a running match, unless its players
 * chose `nobody`; anyone once it is over; and a replaced seat's former player from the replacement on,
 * whatever the spectators setting (they played here, so they may follow it to the end, but hold nothing of
 * it now). Then a finished match `withheld` by a player's hidden history is NOT_FOUND to everyone who did
 * not play it, as if it did not exist: its id alone must not tell who played.
 */
export function readerSeat(
  runtime: MatchRuntime,
  caller: Caller | null,
  withheld: boolean,
  version = runtime.version,
): Seat | null {
  const seat = caller === null ? visitorSeat(runtime.header) : signedInSeat(runtime, caller, version);
  assertNotWithheld(runtime.header, runtime.status, caller, withheld);
  return seat;
}

/** `readerSeat`'s refusals from the stored rows alone (audits of logs that may not replay): no seat. */
export function assertMayRead(header: MatchHeader, status: MatchStatus, caller: Caller, withheld: boolean): void {
  if (status === 'running' && dealtSeat(header, caller.id) === null && !maySpectate(header, caller))
    throw new DomainError({ code: 'FORBIDDEN' }, 'You do not play in this match');
  assertNotWithheld(header, status, caller, withheld);
}

/** A finished match `withheld` by a player's hidden history is NOT_FOUND to all but the players it was dealt to. */
export function assertNotWithheld(
  header: MatchHeader,
  status: MatchStatus,
  caller: Caller | null,
  withheld: boolean,
): void {
  if (withheld && mayBeWithheld(header, status, caller)) throw NOT_FOUND();
}

/**
 * The public page of a match (publicMatch, the archive): only where the players chose `anyone`, never an
 * imported one; its own players still find a withheld match here, anyone else is told it does not exist.
 */
export function assertPublic(runtime: MatchRuntime, viewer: Caller | null, withheld: boolean): void {
  const policy = runtime.header.spectators ?? 'anyone';
  if (policy !== 'anyone' || runtime.header.importedBy !== null) throw NOT_FOUND();
  if (viewer === null || seatOf(runtime, viewer) === null) readerSeat(runtime, null, withheld);
}

/** A signed-in caller: their seat (viewerSeat), or an onlooker where the match lets them watch. */
function signedInSeat(runtime: MatchRuntime, caller: Caller, version: number): Seat | null {
  if (
    dealtSeat(runtime.header, caller.id) === null &&
    runtime.status === 'running' &&
    !maySpectate(runtime.header, caller)
  )
    throw new DomainError({ code: 'FORBIDDEN' }, NO_SPECTATORS);
  return viewerSeat(runtime, caller.id, version);
}

/**
 * A visitor without a token (the live streams: matchUpdated, SSE) watches as seat null, running or
 * finished, only where the players chose `anyone` — the same matches publicMatch and the archive show.
 * The refusals are stable codes a client can act on: `signed_in` asks for a sign-in (UNAUTHENTICATED),
 * `nobody` is FORBIDDEN (as it is for signed-in onlookers), an imported match is NOT_FOUND (never public).
 */
function visitorSeat(header: MatchHeader): null {
  if (header.importedBy !== null) throw NOT_FOUND();
  const policy = header.spectators ?? 'anyone';
  if (policy === 'signed_in')
    throw new DomainError({ code: 'UNAUTHENTICATED' }, 'Only signed-in accounts may watch this match: sign in');
  if (policy === 'nobody') throw new DomainError({ code: 'FORBIDDEN' }, NO_SPECTATORS);
  return null;
}

/** The caller's view now (`withheld` false: callers of this already know the caller plays the match). */
export function seatedView(runtime: MatchRuntime, caller: Caller | null): SeatedView {
  const seat = readerSeat(runtime, caller, false);
  return { runtime, seat, view: viewFor(runtime.state, seat) };
}

/** The view after `version` events as `seat` sees it; everything once the match (now) is finished. */
export function seatedViewAt(runtime: MatchRuntime, seat: Seat | null, version: number): SeatedView {
  const then = runtimeAt(runtime, version);
  return { runtime: then, seat, view: viewFor(then.state, seat, { revealAll: runtime.status === 'finished' }) };
}

/** The log after `afterSeq` as `seat` sees it (R9). */
export function visibleEvents(runtime: MatchRuntime, seat: Seat | null, afterSeq: number): VisibleEvent[] {
  let moveIndex = 0;
  const out: VisibleEvent[] = [];
  for (const event of runtime.events) {
    const move = event.type === 'move' ? runtime.moves[moveIndex++] : null;
    if (event.seq <= afterSeq) continue;
    const hidden =
      move !== null && runtime.status === 'running' && isMoveHiddenFrom(runtime.state, moveIndex - 1, move, seat);
    out.push({
      seq: event.seq,
      type: event.type,
      seat: move?.seat ?? (event.type === 'match_started' ? null : event.payload.seat),
      move: hidden ? null : move,
      hidden,
      auto: isAutomatic(event),
      byStandingOrder: false,
      createdAt: event.createdAt,
      prevHash: event.prevHash,
      hash: event.hash,
      actorUserId: event.actorUserId,
      // Withheld while hidden (R9), in both chain formats. Format 1's hash covers the payload itself: with the
      // request id the few cards a hidden discard can be are tried in a blink against it. Format 2's covers
      // only the salted payloadHash, but a request id is the client's own X-Request-Id, which may say
      // anything about the move (issue 27 P11). The next event's prevHash still links the chain; this
      // event's own hash is recomputed at the reveal, with its payload and salt.
      requestId: hidden ? null : event.requestId,
      payload: hidden ? null : canonicalJson(payloadJson(event)),
      payloadHash: event.salt === null ? null : payloadCommitment(event.salt, payloadJson(event)),
      salt: hidden ? null : event.salt,
    });
  }
  return out;
}

/**
 * Whose standing-order marks `seat` may see (R9): every seat's once the match is over, when the record lists
 * the orders that acted; while it runs, only its own seat's (a reader without a seat: none). The read side
 * asks the order book for the firings only when this is not `none`.
 */
export type MarkScope = 'all' | 'own' | 'none';

export function standingOrderMarksFor(status: MatchStatus, seat: Seat | null): MarkScope {
  if (status !== 'running') return 'all';
  return seat === null ? 'none' : 'own';
}

/**
 * Whether any of `events` could carry a mark `seat` may see (a move of a seat whose marks it sees). `marks` is
 * `standingOrderMarksFor(status, seat)`, worked out once per read by the caller and passed to both functions.
 */
export function mayCarryMark(events: readonly VisibleEvent[], marks: MarkScope, seat: Seat | null): boolean {
  return events.some((e) => e.type === 'move' && (marks === 'all' || (marks === 'own' && e.seat === seat)));
}

/**
 * `events` with `byStandingOrder` set on the moves that `fired` (seq → seat, from the order book) says an
 * order played, where `seat` may see it (`standingOrderMarksFor`); every other event is left as it is.
 */
export function markStandingOrders(
  events: readonly VisibleEvent[],
  fired: ReadonlyMap<number, Seat>,
  marks: MarkScope,
  seat: Seat | null,
): VisibleEvent[] {
  return events.map((e) => {
    const firedFor = e.type === 'move' ? fired.get(e.seq) : undefined;
    const visible =
      firedFor !== undefined && firedFor === e.seat && (marks === 'all' || (marks === 'own' && firedFor === seat));
    return visible ? { ...e, byStandingOrder: true } : e;
  });
}

/**
 * The events that `runtime`'s last event reveals to `seat`: those hidden from it just before. Only the
 * last discard of a Cthulhu round, and the end of the match, reveal anything (R9), so only then is the
 * match before it rebuilt. Every path shows a hidden event from the same version on: matchEvents at that
 * version, and the update of the revealing event here.
 */
export function revealedBy(runtime: MatchRuntime, seat: Seat | null): VisibleEvent[] {
  const last = runtime.events[runtime.events.length - 1];
  const closesRound = last?.type === 'move' && 'discard' in last.payload && runtime.state.cthulhuChoices.length === 0;
  if (last === undefined || last.seq === 0 || (runtime.status === 'running' && !closesRound)) return [];
  const hiddenBefore = new Set(
    visibleEvents(runtimeAt(runtime, last.seq - 1), seat, -1)
      .filter((e) => e.hidden)
      .map((e) => e.seq),
  );
  if (hiddenBefore.size === 0) return [];
  return visibleEvents(runtime, seat, -1).filter((e) => hiddenBefore.has(e.seq));
}

/**
 * What a stream's subscriber gets for event `seq` of `runtime` (which holds it): the event as they may see
 * it and their view right after it, with what it reveals. Who may look is the match's status now, not then:
 * an onlooker may replay a finished match from its start and sees it, as matchEvents and matchAt show it,
 * everything public. Null when the event is not theirs to see at all.
 */
export function updateAt(runtime: MatchRuntime, seat: Seat | null, seq: number): MatchUpdate | null {
  const seated = seatedViewAt(runtime, seat, seq);
  const over = runtime.status !== 'running';
  const [event] = visibleEvents(over ? runtime : seated.runtime, seat, seq - 1);
  return event ? { event, seated, revealed: revealedBy(seated.runtime, seat) } : null;
}
