import type { DecisionKind, Seat } from '../engine';
import { dueNow } from '../engine';
import { timesOutAutomatically, turnDeadline } from '../matches/clocks';
import type { MatchRuntime } from '../matches/match-runtime';
import type { TimeControl } from '../matches/match.types';

export { DAY_MS } from '../matches/clocks';

/** What a seat is due to do: play a card, or make the pending decision of this kind. */
export type Due = 'play' | DecisionKind;

/** A seat that must act in a running match, and by when (a `match_turns` row). */
export interface Turn {
  readonly matchId: string;
  readonly seat: Seat;
  readonly userId: string;
  readonly due: Due;
  /** The match version the row was written at: a sweep's time-out is appended at this version. */
  readonly version: number;
  readonly dueSince: Date;
  /**
   * The seat's deadline (for a skipped seat: at once, its automatic move). Null without a time control
   * and while the clocks are paused by agreement.
   */
  readonly deadline: Date | null;
  /** Whether the sweep acts at the deadline: an automatic time-out, or a skipped seat's automatic move. */
  readonly sweeps: boolean;
}

/** The time control fixed by the start event, or null for none. */
export function timeControlOf(runtime: MatchRuntime): TimeControl | null {
  return runtime.clocks.control;
}

/**
 * Who must act after the runtime's last event, and by when, from the clocks folded from the log
 * (src/matches/clocks.ts). Null once the match is over, and for seats no user plays (imported records).
 * A seat the computer took over (docs/engine.md "Replaced seats") is `computer`'s turn, not its former
 * player's: they cannot make it, so it must not be in their myTurn; null while no computer account is known.
 */
export function turnAfter(runtime: MatchRuntime, computer: string | null = null): Turn | null {
  if (runtime.status !== 'running') return null;
  const due = dueNow(runtime.state);
  const clock = turnDeadline(runtime.clocks);
  if (due === null || clock === null) return null;
  const seat = due.seat;
  const userId = runtime.replacement?.replaced.includes(seat)
    ? computer
    : (runtime.header.seats.find((s) => s.seat === seat)?.userId ?? null);
  if (userId === null) return null;
  const skipped = runtime.clocks.seats[seat]?.absent ?? false;
  return {
    matchId: runtime.header.id,
    seat,
    userId,
    due: due.kind,
    version: runtime.version,
    dueSince: new Date(clock.since),
    deadline: skipped ? new Date(clock.since) : clock.deadline === null ? null : new Date(clock.deadline),
    sweeps: skipped || timesOutAutomatically(runtime.clocks),
  };
}
