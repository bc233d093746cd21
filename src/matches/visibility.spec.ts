import { DomainError } from '../common/errors';
import { rulesFrom } from '../engine';
import { foldEvents, initialRuntime } from './match-runtime';
import type { MatchRuntime } from './match-runtime';
import type { Caller, MatchHeader, SpectatorPolicy } from './match.types';
import { fixtureHeader, storedAfter } from './testing/runtime-fixtures';
import type { VisibleEvent } from './visibility';
import {
  assertMayRead,
  assertPublic,
  markStandingOrders,
  mayCarryMark,
  standingOrderMarksFor,
  readerSeat,
  seatOf,
  visibleEvents,
} from './visibility';

/** Who may read what, without a database: the one authorisation path of every read (visibility.ts). */

const parsed = rulesFrom('claim', [], 2);
if (!parsed.ok) throw new Error(parsed.error.message);
const rules = parsed;

function started(spectators: SpectatorPolicy, extra: Partial<MatchHeader> = {}): MatchRuntime {
  const start = initialRuntime({ ...fixtureHeader(rules.value, 'ab'.repeat(32)), spectators, ...extra });
  return foldEvents(start, [
    storedAfter(start, {
      type: 'match_started',
      payload: { rules: rules.value, seats: start.header.seats, seedCommitment: '' },
    }),
  ]);
}

function resigned(runtime: MatchRuntime): MatchRuntime {
  return foldEvents(runtime, [storedAfter(runtime, { type: 'resigned', payload: { seat: 0 } })]);
}

const player: Caller = { id: 'u0', username: 'p0' };
const onlooker: Caller = { id: 'someone', username: 'someone' };

/** The error code a read gets, or the seat it is shown. */
function outcome(read: () => number | null | void): string | number | null {
  try {
    return read() ?? null;
  } catch (error) {
    if (error instanceof DomainError) return error.detail.code;
    throw error;
  }
}

describe('readerSeat: the seat a reader sees (R9), and who is refused', () => {
  it.each<[string, SpectatorPolicy, Caller | null, boolean, string | number | null]>([
    ['a player of a running match sees their seat', 'nobody', player, false, 0],
    ['a signed-in onlooker watches where anyone may', 'anyone', onlooker, false, null],
    ['a signed-in onlooker watches signed_in matches', 'signed_in', onlooker, false, null],
    ['a signed-in onlooker is refused where nobody may watch', 'nobody', onlooker, false, 'FORBIDDEN'],
    ['a visitor watches where anyone may', 'anyone', null, false, null],
    ['a visitor is asked to sign in for signed_in matches', 'signed_in', null, false, 'UNAUTHENTICATED'],
    ['a visitor is refused where nobody may watch', 'nobody', null, false, 'FORBIDDEN'],
    ['a running match is never withheld (hidden history is about finished ones)', 'anyone', onlooker, true, null],
  ])('%s', (_name, policy, caller, withheld, expected) => {
    expect(outcome(() => readerSeat(started(policy), caller, withheld))).toBe(expected);
  });

  it.each<[string, Caller | null, boolean, string | number | null]>([
    ['a finished match is public', onlooker, false, null],
    ['a withheld finished match does not exist for an onlooker', onlooker, true, 'NOT_FOUND'],
    ['nor for a visitor', null, true, 'NOT_FOUND'],
    ['its own player still finds it, and sees their seat', player, true, 0],
  ])('finished: %s', (_name, caller, withheld, expected) => {
    expect(outcome(() => readerSeat(resigned(started('anyone')), caller, withheld))).toBe(expected);
  });

  it('an imported match is never shown to a visitor', () => {
    expect(outcome(() => readerSeat(started('anyone', { importedBy: 'u9' }), null, false))).toBe('NOT_FOUND');
  });

  it('the stored-rows check (audits) refuses the same readers', () => {
    const running = started('nobody');
    expect(outcome(() => assertMayRead(running.header, 'running', onlooker, false))).toBe('FORBIDDEN');
    expect(outcome(() => assertMayRead(running.header, 'running', player, false))).toBeNull();
    expect(outcome(() => assertMayRead(running.header, 'finished', onlooker, true))).toBe('NOT_FOUND');
    expect(outcome(() => assertMayRead(running.header, 'finished', player, true))).toBeNull();
  });

  it('the public page shows only `anyone` matches, and a withheld one only to its players', () => {
    expect(outcome(() => assertPublic(started('signed_in'), null, false))).toBe('NOT_FOUND');
    expect(outcome(() => assertPublic(resigned(started('anyone')), null, true))).toBe('NOT_FOUND');
    expect(outcome(() => assertPublic(resigned(started('anyone')), player, true))).toBeNull();
    expect(outcome(() => assertPublic(started('anyone'), null, false))).toBeNull();
  });

  it('writes ask the dealt seat, whatever the spectators setting', () => {
    expect(seatOf(started('nobody'), { id: 'u1', username: 'p1' })).toBe(1);
    expect(seatOf(started('nobody'), onlooker)).toBeNull();
  });

  it('every event of a match that just started is visible, its payload included', () => {
    const events = visibleEvents(started('anyone'), null, -1);
    expect(events.map((e) => [e.seq, e.hidden, e.payload !== null])).toEqual([[0, false, true]]);
  });

  it('standing-order marks: the seat’s own while running, everyone’s once over, never another seat’s before', () => {
    const [start] = visibleEvents(started('anyone'), null, -1);
    const move = (seq: number, seat: number): VisibleEvent => ({ ...start, seq, type: 'move', seat });
    const events = [start, move(1, 0), move(2, 1), move(3, 0)];
    // Orders of seat 0 played seqs 1 and 3; one of seat 1 played seq 2.
    const fired = new Map([
      [1, 0],
      [2, 1],
      [3, 0],
    ]);
    const seen = (status: 'running' | 'finished', seat: number | null): number[] =>
      markStandingOrders(events, fired, standingOrderMarksFor(status, seat), seat)
        .filter((e) => e.byStandingOrder)
        .map((e) => e.seq);
    expect(seen('running', 0)).toEqual([1, 3]);
    expect(seen('running', 1)).toEqual([2]);
    expect(seen('running', null)).toEqual([]);
    expect(seen('finished', null)).toEqual([1, 2, 3]);
    expect(seen('finished', 1)).toEqual([1, 2, 3]);
    // No query unless a mark could be shown: a spectator of a running match, a player reading only others' moves.
    expect(mayCarryMark(events, standingOrderMarksFor('running', null), null)).toBe(false);
    expect(mayCarryMark([start, move(2, 1)], standingOrderMarksFor('running', 0), 0)).toBe(false);
    expect(mayCarryMark([start, move(2, 1)], standingOrderMarksFor('running', 1), 1)).toBe(true);
    expect(mayCarryMark([start], standingOrderMarksFor('finished', null), null)).toBe(false);
    expect(mayCarryMark([start, move(2, 1)], standingOrderMarksFor('finished', null), null)).toBe(true);
  });
});
