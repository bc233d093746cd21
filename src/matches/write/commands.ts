import type { Clock } from '../../common/clock';
import { DomainError, illegalMove } from '../../common/errors';
import { dueNow } from '../../engine';
import type { Seat } from '../../engine';
import { automaticMove, claimTimeoutAt, timesOutAutomatically, turnDeadline } from '../clocks';
import type { MatchRuntime } from '../match-runtime';
import { replacesLeaver } from '../match-runtime';
import type { MatchEventBody, TimeoutClaim } from '../match.types';
import { publiclyForcedMove } from './forced-moves';
import type { MoveCommand } from './move-command';
import { moveFor } from './move-command';

/**
 * One named command per kind of write. Each says what event it makes for the writer's seat (`body`; -1 is
 * the server, which writes for no seat) and what must hold first (`check`, run after the version check).
 * Both run under the match's lock, against the match at its head (write-path.ts); both throw a
 * DomainError for a write that makes no event.
 */
export interface WriteIntent {
  readonly body: (players: number, seat: Seat, runtime: MatchRuntime) => MatchEventBody;
  readonly check?: (runtime: MatchRuntime, seat: Seat) => void;
  /** A move a standing order plays (the order's id): marked fired with the event (match-write-hooks.ts). */
  readonly firedOrder?: string;
}

/** A replaced seat's player acts for it no more (docs/engine.md "Replaced seats"). */
export function assertNotReplaced(runtime: MatchRuntime, seat: Seat): void {
  if (runtime.replacement?.replaced.includes(seat))
    throw new DomainError({ code: 'FORBIDDEN' }, 'The computer plays your seat in this match now');
}

/** A player's move (playCard and every other decision). */
export function playMove(command: MoveCommand, clock: Clock): WriteIntent {
  return {
    body: (players, seat) => ({ type: 'move', payload: moveFor(command, seat, players) }),
    check: (runtime, seat) => {
      assertNotReplaced(runtime, seat);
      // Where the sweep ends a match on time, a move after the deadline is too late, even if the sweep has not run yet.
      const due = turnDeadline(runtime.clocks);
      if (due?.deadline != null && timesOutAutomatically(runtime.clocks) && clock.now().getTime() >= due.deadline)
        throw illegalMove('TIME_UP', `Your time ran out at ${new Date(due.deadline).toISOString()}`);
    },
  };
}

/**
 * Gives up. In a 3–4 player match where another player asked for it (requestReplacement), the computer
 * takes the seat over instead of the match ending (seat_replaced, docs/engine.md "Replaced seats").
 */
export const resign: WriteIntent = {
  body: (_players, seat, runtime) =>
    replacesLeaver(runtime, seat)
      ? { type: 'seat_replaced', payload: { seat, reason: 'resigned' } }
      : { type: 'resigned', payload: { seat } },
  check: assertNotReplaced,
};

/** The server resigns `seat` of a computer match its person left idle, if that seat is still the one due. */
export function resignIdle(seat: Seat): WriteIntent {
  return {
    body: (_players, _server, runtime) => {
      if (runtime.status !== 'running') throw illegalMove('GAME_OVER', 'The match is over');
      if (dueNow(runtime.state)?.seat !== seat) throw illegalMove('NOT_YOUR_TURN', 'That seat is not due');
      return { type: 'resigned', payload: { seat } };
    },
  };
}

/** 3–4 players: the caller asks that the computer take over any other seat that leaves. Once per seat. */
export const requestReplacement: WriteIntent = {
  body: (_players, seat) => ({ type: 'replacement_requested', payload: { seat } }),
  check: (runtime, seat) => {
    if (runtime.header.rules.players < 3)
      throw illegalMove('REPLACEMENT_NEEDS_MORE_PLAYERS', 'The computer takes over seats of 3–4 player matches only');
    assertNotReplaced(runtime, seat);
    if (runtime.replacement?.requestedBy.includes(seat))
      throw new DomainError({ code: 'CONFLICT', reason: 'ALREADY_REQUESTED' }, 'You asked for it already');
  },
};

/** The computer's move for a replaced seat, by the server. */
export function moveForReplacedSeat(seat: Seat, command: MoveCommand): WriteIntent {
  return {
    body: (players, _server, runtime) => {
      if (!runtime.replacement?.replaced.includes(seat))
        throw illegalMove('NOT_REPLACED', 'The computer does not play this seat');
      return { type: 'move', payload: moveFor(command, seat, players) };
    },
  };
}

/** Calls the match off before the first move; nobody wins. */
export const abort: WriteIntent = {
  body: (_players, seat) => ({ type: 'aborted', payload: { seat } }),
  check: (runtime) => {
    if (runtime.moves.length > 0)
      throw illegalMove('ALREADY_STARTED', 'A match can be aborted only before the first move');
  },
};

/**
 * The due seat ran out of time: `end` ends the match (timed_out, or seat_replaced where a replacement
 * stands), `skip` (3–4 players) lets the server play its turns. `byServer`: the sweep, not an opponent's claim.
 */
export function timeOut(byServer: boolean, claim: TimeoutClaim, clock: Clock): WriteIntent {
  return {
    body: (_players, seat, runtime) => {
      // A seat the computer took over claims nothing: its former player only watches (R9, visibility.ts).
      if (!byServer) assertNotReplaced(runtime, seat);
      if (runtime.status !== 'running') throw illegalMove('GAME_OVER', 'The match is over');
      const due = turnDeadline(runtime.clocks);
      if (due === null) throw illegalMove('NOTHING_DUE', 'Nobody is due to move');
      if (due.deadline === null)
        throw illegalMove(
          runtime.clocks.control ? 'CLOCKS_PAUSED' : 'NO_TIME_CONTROL',
          runtime.clocks.control ? 'The clocks are paused' : 'This match has no time control',
        );
      const payload = { seat: due.seat, deadline: new Date(due.deadline).toISOString() };
      if (claim === 'skip') return { type: 'seat_skipped', payload };
      return replacesLeaver(runtime, due.seat)
        ? { type: 'seat_replaced', payload: { ...payload, reason: 'timed_out' } }
        : { type: 'timed_out', payload };
    },
    check: (runtime, seat) => {
      const clocks = runtime.clocks;
      const due = turnDeadline(clocks)!;
      if (byServer) {
        if (!timesOutAutomatically(clocks)) throw illegalMove('NO_AUTO_TIMEOUT', 'Only a claim ends this match');
      } else if (claimTimeoutAt(clocks, seat) === null) {
        throw illegalMove(
          clocks.seats[due.seat]?.absent ? 'SEAT_SKIPPED' : 'NOT_AN_OPPONENT',
          clocks.seats[due.seat]?.absent
            ? 'That seat is already skipped'
            : 'Only an opponent of the seat that is due may claim its time-out',
        );
      }
      if (clock.now().getTime() < due.deadline!)
        throw illegalMove('TIME_NOT_UP', `Seat ${due.seat} has until ${new Date(due.deadline!).toISOString()}`);
      if (claim === 'skip' && clocks.players < 3)
        throw illegalMove(
          'SKIP_NEEDS_MORE_PLAYERS',
          'Skipping a seat is for 3–4 player matches; claim the win instead',
        );
    },
  };
}

/** The server's move for a skipped seat that is due (clocks.ts automaticMove). */
export const playForSkipped: WriteIntent = {
  body: (_players, _seat, runtime) => {
    if (runtime.status !== 'running') throw illegalMove('GAME_OVER', 'The match is over');
    const due = turnDeadline(runtime.clocks);
    const move = due && runtime.clocks.seats[due.seat]?.absent ? automaticMove(runtime.state, due.seat) : null;
    if (move === null) throw illegalMove('NOT_SKIPPED', 'No skipped seat is due');
    return { type: 'move', payload: move };
  },
};

/** A clock event of the caller's own seat (pause by agreement, return after a skip, a vacation). */
export function clockEvent(body: (seat: Seat, runtime: MatchRuntime) => MatchEventBody): WriteIntent {
  return {
    body: (_players, seat, runtime) => {
      const event = body(seat, runtime);
      // A replaced seat is the computer's to the end: its player cannot come back to it.
      if (event.type === 'seat_returned') assertNotReplaced(runtime, seat);
      return event;
    },
  };
}

/**
 * A move a standing order plays for its owner (docs/correspondence.md "Standing orders"): exactly the
 * owner's own move by hand (playMove, the owner as actor, the same checks), plus the order's id for the
 * keeper that marks it fired in the event's transaction.
 */
export function orderMove(command: MoveCommand, orderId: string, clock: Clock): WriteIntent {
  return { ...playMove(command, clock), firedOrder: orderId };
}

/** A forced move the server plays for `seat`'s player (docs/bots.md), marked `auto`. */
export function forcedMove(seat: Seat): WriteIntent {
  return {
    body: (_players, _server, runtime) => {
      const move = runtime.status === 'running' ? publiclyForcedMove(runtime.state, seat) : null;
      if (move === null) throw illegalMove('NOT_FORCED', 'No forced move is due');
      return { type: 'move', payload: move, auto: true };
    },
  };
}
