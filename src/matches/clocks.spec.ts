import fc from 'fast-check';
import type { GameState, Move } from '../engine';
import { apply, newGame, rulesFrom } from '../engine';
import { playRandomGame, seededChooser } from '../engine/random-play';
import type { Clocks } from './clocks';
import { DAY_MS, NO_CLOCKS, advanceClocks, automaticMove, turnDeadline } from './clocks';
import type { MatchEventBody, StoredEvent, TimeControl } from './match.types';

const rules = (rulesFrom('claim') as { ok: true; value: never }).value;
const dealt = (newGame(rules, 'cd'.repeat(32)) as { ok: true; value: GameState }).value;
const T0 = Date.parse('2026-03-01T00:00:00.000Z');

function event(seq: number, at: number, body: MatchEventBody, actor: string | null = 'user'): StoredEvent {
  return {
    ...body,
    seq,
    createdAt: new Date(at),
    actorUserId: actor,
    requestId: null,
    idempotencyKey: null,
    salt: null,
    prevHash: '',
    hash: '',
    matchId: 'm',
  };
}

function started(control: TimeControl | null): Clocks {
  const start = event(0, T0, {
    type: 'match_started',
    payload: { rules, seats: [], seedCommitment: '', timeControl: control },
  });
  return advanceClocks(NO_CLOCKS, start, dealt).clocks;
}

/** The clocks after playing `moves` from the deal, each `gaps[i]` ms after the one before. */
function played(control: TimeControl, moves: readonly Move[], gaps: readonly number[]): Clocks[] {
  let clocks = started(control);
  let state = dealt;
  let at = T0;
  const all = [clocks];
  moves.forEach((move, i) => {
    at += gaps[i % gaps.length];
    state = (apply(state, move) as { ok: true; value: GameState }).value;
    clocks = advanceClocks(clocks, event(i + 1, at, { type: 'move', payload: move }), state).clocks;
    all.push(clocks);
  });
  return all;
}

const game = playRandomGame(dealt, seededChooser(7)).moves;
const bank = { initialDays: 3, incrementDays: 1, maxDays: 5 };

describe('clocks folded from the log (docs/correspondence.md)', () => {
  it('days per move: every move starts a fresh allowance from its own time', () => {
    const all = played({ daysPerMove: 2 }, game.slice(0, 10), [3_600_000]);
    all.forEach((clocks, i) => {
      const due = turnDeadline(clocks)!;
      expect(due.since).toBe(T0 + i * 3_600_000);
      expect(due.deadline).toBe(due.since + 2 * DAY_MS);
    });
  });

  it('a time bank stays between 0 and its cap, whatever the thinking times', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 * DAY_MS }), { minLength: 1, maxLength: 30 }), (gaps) => {
        for (const clocks of played({ bank }, game.slice(0, 30), gaps))
          for (const seat of clocks.seats) {
            expect(seat.bankMs).toBeGreaterThanOrEqual(0);
            expect(seat.bankMs).toBeLessThanOrEqual(bank.maxDays * DAY_MS);
          }
      }),
      { numRuns: 50 },
    );
  });

  it('a replay of the same log gives the same clocks (deterministic)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2 * DAY_MS }), { minLength: 1, maxLength: 20 }), (gaps) => {
        expect(played({ bank }, game.slice(0, 20), gaps)).toEqual(played({ bank }, game.slice(0, 20), gaps));
      }),
      { numRuns: 30 },
    );
  });

  it('a vacation that starts before the deadline moves it by its length; an agreed pause by its duration', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 * DAY_MS - 1 }),
        fc.integer({ min: 1, max: 10 * DAY_MS }),
        (startAfter, length) => {
          const clocks = started({ daysPerMove: 2 });
          const due = turnDeadline(clocks)!;
          const seat = due.seat;
          const until = new Date(T0 + startAfter + length).toISOString();
          const away = advanceClocks(
            clocks,
            event(1, T0 + startAfter, { type: 'vacation_started', payload: { seat, until } }),
            dealt,
          ).clocks;
          expect(turnDeadline(away)!.deadline).toBe(due.deadline! + length);

          const paused = advanceClocks(clocks, event(1, T0 + startAfter, { type: 'paused', payload: { seat } }), dealt);
          expect(turnDeadline(paused.clocks)!.deadline).toBeNull();
          const resumed = advanceClocks(
            paused.clocks,
            event(2, T0 + startAfter + length, { type: 'resumed', payload: { seat } }),
            dealt,
          ).clocks;
          expect(turnDeadline(resumed)!.deadline).toBe(due.deadline! + length);
        },
      ),
    );
  });

  it('audits find a time-out before the deadline, one naming another deadline, and a late move where the sweep ends matches', () => {
    const clocks = started({ daysPerMove: 1 });
    const due = turnDeadline(clocks)!;
    const timeOut = (at: number, deadline: string) =>
      advanceClocks(clocks, event(1, at, { type: 'timed_out', payload: { seat: due.seat, deadline } }), dealt).finding;
    const iso = new Date(due.deadline!).toISOString();
    expect(timeOut(due.deadline!, iso)).toBeNull();
    expect(timeOut(due.deadline! - 1, iso)).toMatch(/had until/);
    expect(timeOut(due.deadline! + 5, new Date(due.deadline! + 5).toISOString())).toMatch(/names the deadline/);
    const [move] = game;
    const after = (apply(dealt, move) as { ok: true; value: GameState }).value;
    expect(advanceClocks(clocks, event(1, due.deadline! + 1, { type: 'move', payload: move }), after).finding).toMatch(
      /due and not applied/,
    );
    const claimOnly = started({ daysPerMove: 1, noAutoTimeout: true });
    expect(
      advanceClocks(claimOnly, event(1, due.deadline! + 1, { type: 'move', payload: move }), after).finding,
    ).toBeNull();
  });

  it('the automatic move is a legal move, and the same each time', () => {
    const seat = turnDeadline(started({ daysPerMove: 1 }))!.seat;
    const move = automaticMove(dealt, seat)!;
    expect(apply(dealt, move).ok).toBe(true);
    expect(automaticMove(dealt, seat)).toEqual(move);
  });
});
