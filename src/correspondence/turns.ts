import type { DecisionKind, Seat } from '../engine';
import { dueNow } from '../engine';
import type { MatchRuntime } from '../matches/match-runtime';
import type { TimeControl } from '../matches/match.types';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** What a seat is due to do: play a card, or make the pending decision of this kind. */
export type Due = 'play' | DecisionKind;

/** A seat that must act in a running match, and by when (a `match_turns` row). */
export interface Turn {
  readonly matchId: string;
  readonly seat: Seat;
  readonly userId: string;
  readonly due: Due;
  /** The match version after which the seat became due: a time-out is appended at this version. */
  readonly version: number;
  readonly dueSince: Date;
  /** Null when the match has no time control. */
  readonly deadline: Date | null;
}

/** The time control fixed by the start event, or null for none. */
export function timeControlOf(runtime: MatchRuntime): TimeControl | null {
  const start = runtime.events[0];
  return start?.type === 'match_started' ? (start.payload.timeControl ?? null) : null;
}

/**
 * Who must act after the runtime's last event, and by when. The clock starts again after every event,
 * decisions included, even when the same seat stays due (it won a trick and must now choose a prize).
 * Null once the match is over, and for seats no user plays (imported records).
 */
export function turnAfter(runtime: MatchRuntime, dueSince: Date): Turn | null {
  if (runtime.status !== 'running') return null;
  const due = dueNow(runtime.state);
  if (due === null) return null;
  const seat = due.seat;
  const userId = runtime.header.seats.find((s) => s.seat === seat)?.userId ?? null;
  if (userId === null) return null;
  const days = timeControlOf(runtime)?.daysPerMove ?? null;
  return {
    matchId: runtime.header.id,
    seat,
    userId,
    due: due.kind,
    version: runtime.version,
    dueSince,
    deadline: days ? new Date(dueSince.getTime() + days * DAY_MS) : null,
  };
}
