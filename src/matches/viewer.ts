import type { Seat } from '../engine';
import type { MatchRuntime } from './match-runtime';
import type { MatchHeader } from './match.types';

/**
 * Whose eyes a user looks through (R9): the one place that turns "this user" into a seat. Every read that
 * shows private information (views, the log, streams, the story, partial records, legal moves, the
 * clocks' claim) asks `viewerSeat`; writes and rights ask `dealtSeat`.
 *
 * A replaced seat (docs/engine.md "Replaced seats") is the computer's from its `seat_replaced` event on, and
 * what the computer holds there (cards drawn, prizes won, its Cthulhu discards) is no more its former
 * player's to see than a spectator's: from that event on the former player sees what a spectator sees,
 * everywhere. Versions before it stay theirs: time travel and a stream replayed from an earlier version
 * show their own seat as it was then.
 */

/** The seat the user was dealt at the start, replaced since or not; null for someone who does not play. */
export function dealtSeat(header: MatchHeader, userId: string | null): Seat | null {
  if (userId === null) return null;
  return header.seats.find((s) => s.userId === userId)?.seat ?? null;
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
