import type { GameState, Move, Seat } from '../engine';
import { dueNow, legalMoves, teamOf } from '../engine';
import type { StoredEvent, TimeControl } from './match.types';
import { isAutomatic } from './match.types';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Events that change clocks and nothing else (each names the seat it concerns). */
export const CLOCK_EVENT_TYPES: ReadonlySet<string> = new Set([
  'seat_skipped',
  'seat_returned',
  'vacation_started',
  'vacation_ended',
  'pause_proposed',
  'pause_declined',
  'paused',
  'resumed',
]);

/** One seat's clock between events. */
export interface SeatClock {
  /** What is left of its time bank (bank time controls), or null with days per move. */
  readonly bankMs: number | null;
  /** Its vacation as it applies to this match: the clock stands still from `since` to `until` (ms). */
  readonly vacation: { readonly since: number; readonly until: number } | null;
  /** Skipped (3–4 players): its turns are played automatically until its player returns. */
  readonly absent: boolean;
}

/** The turn in progress: who is due since when (ms), and how long the clock stood still in it so far. */
export interface TurnClock {
  readonly seat: Seat;
  readonly since: number;
  readonly pausedMs: number;
}

/**
 * Every clock of a match, folded from its log alone (event timestamps are chained, so an auditor
 * recomputes exactly these): the deadlines never live anywhere else but in a derived index.
 */
export interface Clocks {
  readonly control: TimeControl | null;
  readonly players: number;
  readonly seats: readonly SeatClock[];
  readonly turn: TurnClock | null;
  /** A pause both sides agreed on, in force since (ms); every clock stands still. */
  readonly pausedSince: number | null;
  /** A seat proposed a pause that nobody answered yet. */
  readonly pauseProposedBy: Seat | null;
}

export const NO_CLOCKS: Clocks = {
  control: null,
  players: 0,
  seats: [],
  turn: null,
  pausedSince: null,
  pauseProposedBy: null,
};

/** The clock of the turn in progress, as of the log so far. */
export interface TurnDeadline {
  readonly seat: Seat;
  readonly since: number;
  /** Null without a time control, or while an agreed pause holds every clock. */
  readonly deadline: number | null;
}

/** Whether the sweep ends this match when its deadline passes: 2 players, a time control, automatic time-outs. */
export function timesOutAutomatically(clocks: Clocks): boolean {
  return clocks.control !== null && clocks.control.noAutoTimeout !== true && clocks.players === 2;
}

/** The allowance of the seat due now: days per move, or what is left of its bank. */
function allowanceMs(clocks: Clocks, seat: Seat): number | null {
  const control = clocks.control;
  if (control === null) return null;
  if (control.bank) return clocks.seats[seat]?.bankMs ?? 0;
  return control.daysPerMove ? control.daysPerMove * DAY_MS : null;
}

/** How long a vacation overlaps [from, to]. */
function overlap(vacation: SeatClock['vacation'], from: number, to: number): number {
  if (vacation === null) return 0;
  return Math.max(0, Math.min(vacation.until, to) - Math.max(vacation.since, from));
}

/**
 * The deadline of the turn in progress. A vacation with its end known moves it by its length (a deadline
 * that passed before the vacation began stays passed); an agreed pause has no end, so no deadline.
 */
export function turnDeadline(clocks: Clocks): TurnDeadline | null {
  const turn = clocks.turn;
  if (turn === null) return null;
  const allowance = allowanceMs(clocks, turn.seat);
  if (allowance === null || clocks.pausedSince !== null) return { seat: turn.seat, since: turn.since, deadline: null };
  const base = turn.since + turn.pausedMs + allowance;
  const vacation = clocks.seats[turn.seat]?.vacation ?? null;
  // The part of the vacation that falls before the base deadline counts, and moves the deadline out by that much.
  const held = vacation === null || base <= vacation.since ? 0 : overlap(vacation, turn.since, Number.MAX_SAFE_INTEGER);
  return { seat: turn.seat, since: turn.since, deadline: base + held };
}

/** The time the due seat used of its turn up to `at`, without the time its clock stood still. */
function usedMs(clocks: Clocks, turn: TurnClock, at: number): number {
  const paused = clocks.pausedSince === null ? 0 : at - Math.max(clocks.pausedSince, turn.since);
  const vacation = overlap(clocks.seats[turn.seat]?.vacation ?? null, turn.since, at);
  return Math.max(0, at - turn.since - turn.pausedMs - paused - vacation);
}

/** Why an event is not what the clocks allow; audits report it (the write path never produces one). */
export type ClockFinding = string;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function withSeat(clocks: Clocks, seat: Seat, change: Partial<SeatClock>): Clocks {
  return { ...clocks, seats: clocks.seats.map((s, i) => (i === seat ? { ...s, ...change } : s)) };
}

/** The turn `state` makes due, starting at `at`, or none once the game is over. */
function turnIn(state: GameState, at: number): TurnClock | null {
  const due = dueNow(state);
  return due === null ? null : { seat: due.seat, since: at, pausedMs: 0 };
}

/**
 * The clocks after one event, given the game state after it, and what an auditor finds wrong with it.
 * Deterministic: a replay of the same log yields the same clocks, which is what `verifyMatch` checks.
 */
export function advanceClocks(
  clocks: Clocks,
  event: StoredEvent,
  after: GameState,
): { clocks: Clocks; finding: ClockFinding | null } {
  const at = event.createdAt.getTime();
  const due = turnDeadline(clocks);
  const ok = (next: Clocks) => ({ clocks: next, finding: null });
  switch (event.type) {
    case 'match_started': {
      const control = event.payload.timeControl ?? null;
      const players = event.payload.rules.players;
      const bankMs = control?.bank ? control.bank.initialDays * DAY_MS : null;
      const seats = Array.from({ length: players }, () => ({ bankMs, vacation: null, absent: false }));
      return ok({ ...NO_CLOCKS, control, players, seats, turn: turnIn(after, at) });
    }
    case 'move': {
      let next = clocks;
      let finding: ClockFinding | null = null;
      const turn = clocks.turn;
      const seat = event.payload.seat;
      if (turn !== null && due?.deadline != null && at > due.deadline && timesOutAutomatically(clocks)) {
        finding = `seat ${turn.seat} moved after its deadline ${iso(due.deadline)}: the time-out was due and not applied`;
      }
      if (turn !== null && next.control?.bank) {
        const bank = next.control.bank;
        const left = (next.seats[turn.seat].bankMs ?? 0) - usedMs(next, turn, at);
        const refilled = Math.min(bank.maxDays * DAY_MS, Math.max(0, left) + bank.incrementDays * DAY_MS);
        next = withSeat(next, turn.seat, { bankMs: refilled });
      }
      // A move of the player's own (not the server's automatic one) ends their vacation here and brings a skipped seat back.
      if (event.actorUserId !== null) {
        const vacation = next.seats[seat]?.vacation ?? null;
        next = withSeat(next, seat, {
          absent: false,
          vacation: vacation && vacation.until > at ? { since: vacation.since, until: at } : vacation,
        });
      } else if (next.control !== null && !next.seats[seat]?.absent && !isAutomatic(event)) {
        // A forced move played for its player (`auto`, docs/bots.md) is the server's too, for any seat.
        finding ??= `an automatic move for seat ${seat}, which is not skipped`;
      }
      // Moving during an agreed pause resumes the match.
      return { clocks: { ...next, pausedSince: null, pauseProposedBy: null, turn: turnIn(after, at) }, finding };
    }
    case 'timed_out':
    case 'seat_skipped': {
      const seat = event.payload.seat;
      let finding: ClockFinding | null = null;
      if (due === null || due.seat !== seat) finding = `seat ${seat} was not due`;
      else if (due.deadline === null) finding = `seat ${seat} had no running deadline`;
      else if (at < due.deadline) finding = `seat ${seat} had until ${iso(due.deadline)}`;
      else if (event.payload.deadline !== undefined && event.payload.deadline !== iso(due.deadline))
        finding = `it names the deadline ${event.payload.deadline}, the log gives ${iso(due.deadline)}`;
      else if (event.type === 'seat_skipped' && clocks.players < 3) finding = 'only a 3–4 player seat can be skipped';
      if (event.type === 'timed_out') return { clocks: { ...clocks, turn: null }, finding };
      return { clocks: withSeat(clocks, seat, { absent: true }), finding };
    }
    case 'seat_returned':
      return ok(withSeat(clocks, event.payload.seat, { absent: false }));
    case 'vacation_started':
      return ok(
        withSeat(clocks, event.payload.seat, { vacation: { since: at, until: Date.parse(event.payload.until) } }),
      );
    case 'vacation_ended': {
      const vacation = clocks.seats[event.payload.seat]?.vacation ?? null;
      if (vacation === null || vacation.until <= at) return ok(clocks);
      return ok(withSeat(clocks, event.payload.seat, { vacation: { since: vacation.since, until: at } }));
    }
    case 'pause_proposed':
      return ok({ ...clocks, pauseProposedBy: event.payload.seat });
    case 'pause_declined':
      return ok({ ...clocks, pauseProposedBy: null });
    case 'paused':
      return ok({ ...clocks, pauseProposedBy: null, pausedSince: at });
    case 'resumed': {
      const turn = clocks.turn;
      const held = clocks.pausedSince === null || turn === null ? 0 : at - Math.max(clocks.pausedSince, turn.since);
      return ok({
        ...clocks,
        pausedSince: null,
        turn: turn && { ...turn, pausedMs: turn.pausedMs + held },
      });
    }
    case 'resigned':
    case 'aborted':
      return ok({ ...clocks, turn: null });
    case 'replacement_requested':
      return ok(clocks);
    case 'seat_replaced': {
      // The computer plays the seat from now on: the server's moves for it, like a skipped seat's. A
      // replacement after a time-out was due as a time-out would have been.
      const seat = event.payload.seat;
      let finding: ClockFinding | null = null;
      if (event.payload.reason === 'timed_out') {
        if (due === null || due.seat !== seat || due.deadline === null) finding = `seat ${seat} was not due`;
        else if (at < due.deadline) finding = `seat ${seat} had until ${iso(due.deadline)}`;
      }
      if (clocks.players < 3) finding ??= 'only a 3–4 player seat can be replaced';
      return { clocks: withSeat(clocks, seat, { absent: true }), finding };
    }
  }
}

/** The state of a seat's clock as players see it (every seat sees every clock: nothing here is hidden, R9). */
export interface SeatClockView {
  readonly seat: Seat;
  readonly due: boolean;
  readonly dueSince: Date | null;
  readonly deadline: Date | null;
  /** What is left of the seat's bank now (bank time controls): its turn's use so far is taken off. */
  readonly bankMs: number | null;
  readonly vacationUntil: Date | null;
  readonly skipped: boolean;
}

export function seatClocks(clocks: Clocks, now: number): SeatClockView[] {
  const due = turnDeadline(clocks);
  return clocks.seats.map((s, seat) => {
    const isDue = due?.seat === seat;
    const used = isDue && clocks.turn ? usedMs(clocks, clocks.turn, now) : 0;
    return {
      seat,
      due: isDue,
      dueSince: isDue ? new Date(due.since) : null,
      deadline: isDue && due.deadline !== null ? new Date(due.deadline) : null,
      bankMs: s.bankMs === null ? null : Math.max(0, s.bankMs - used),
      vacationUntil: s.vacation && s.vacation.until > now ? new Date(s.vacation.until) : null,
      skipped: s.absent,
    };
  });
}

/** When `seat` may claim the win on time (now or later), or null: it is not an opponent of the due seat, or nothing runs. */
export function claimTimeoutAt(clocks: Clocks, seat: Seat | null): Date | null {
  const due = turnDeadline(clocks);
  if (seat === null || due === null || due.deadline === null) return null;
  if (clocks.seats[due.seat]?.absent) return null;
  if (teamOf(due.seat, clocks.players) === teamOf(seat, clocks.players)) return null;
  return new Date(due.deadline);
}

/**
 * The move the server makes for a skipped seat: pass an optional decision, otherwise the first of the
 * engine's legal moves (their order is the engine's, fixed by the state), so a replay makes the same one.
 * Stored as an ordinary move with no actor; audits check it was due.
 */
export function automaticMove(state: GameState, seat: Seat): Move | null {
  const moves = legalMoves(state, seat);
  return moves.find((m) => 'pass' in m) ?? moves[0] ?? null;
}
