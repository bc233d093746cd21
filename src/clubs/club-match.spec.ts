import fc from 'fast-check';
import { DomainError } from '../common/errors';
import type { ClosedBoard } from './club-match';
import {
  boardAtDeadline,
  boardPoints,
  checkedBoards,
  clubMatchScore,
  signUpClosedNotices,
  wonByForfeit,
} from './club-match';

describe('club matches: boards, points and score (docs/players.md "Club matches")', () => {
  it.each([1, 2, 16, 32])('takes %p boards', (n) => expect(checkedBoards(n)).toBe(n));

  it.each([0, 33, -1, 2.5, Number.NaN, '2', null, undefined])('refuses %p boards, naming the field', (raw) => {
    expect(() => checkedBoards(raw)).toThrow(DomainError);
    try {
      checkedBoards(raw);
    } catch (e) {
      expect((e as DomainError).detail).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { boards: [expect.any(String)] },
      });
    }
  });

  it.each([
    ['win', 1],
    ['draw', 0.5],
    ['loss', 0],
  ] as const)('a %s is worth %p', (result, points) => expect(boardPoints(result)).toBe(points));

  it('the score is the sum of the finished boards, an unfinished board counting nothing', () => {
    const board = (homePoints: number | null, awayPoints: number | null) => ({
      board: 1,
      home: null,
      away: null,
      matchId: null,
      homePoints,
      awayPoints,
      forfeit: false,
    });
    expect(clubMatchScore({ board: [board(1, 0), board(0.5, 0.5), board(null, null), board(0, 1)] })).toEqual({
      home: 1.5,
      away: 1.5,
    });
  });

  it('a forfeit is a board decided without a match by 1 – 0: never a played board, an open one, or one nobody took', () => {
    const player = { id: 'u', username: 'u' };
    // What the deadline makes of each board, then whether it reads as a forfeit afterwards.
    for (const [home, away, forfeit] of [
      [player, null, true],
      [null, player, true],
      [null, null, false],
    ] as const) {
      const fate = boardAtDeadline({ home, away });
      const points = fate.kind === 'forfeit' ? [fate.homePoints, fate.awayPoints] : [0, 0];
      expect(wonByForfeit({ matchId: null, homePoints: points[0], awayPoints: points[1] })).toBe(forfeit);
    }
    expect(wonByForfeit({ matchId: 'm', homePoints: 1, awayPoints: 0 })).toBe(false);
    expect(wonByForfeit({ matchId: 'm', homePoints: null, awayPoints: null })).toBe(false);
    expect(wonByForfeit({ matchId: null, homePoints: null, awayPoints: null })).toBe(false);
  });

  it('sign-up closing: every player and admin of either club is told once, their own board only; nobody else', () => {
    const users = ['u0', 'u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7'];
    const match = { id: 'cm', clubId: 'A', opponentId: 'B' };
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.option(fc.constantFrom(...users)), fc.option(fc.constantFrom(...users))), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.subarray(users),
        fc.subarray(users),
        (seats, homeAdmins, awayAdmins) => {
          // A player sits once, on one side (as sign-up enforces).
          const seen = new Set<string>();
          const once = (u: string | null) => (u === null || seen.has(u) ? null : (seen.add(u), u));
          const boards: ClosedBoard[] = seats.map(([h, a], i) => {
            const homeId = once(h);
            const awayId = once(a);
            const fate = boardAtDeadline({
              home: homeId === null ? null : { id: homeId, username: homeId },
              away: awayId === null ? null : { id: awayId, username: awayId },
            });
            return {
              board: i + 1,
              homeId,
              awayId,
              matchId: fate.kind === 'play' ? `m${i + 1}` : null,
              forfeit: fate.kind === 'forfeit',
            };
          });
          const notices = signUpClosedNotices(match, boards, { home: homeAdmins, away: awayAdmins });
          const ids = notices.map((n) => n.userId);
          expect(new Set(ids).size).toBe(ids.length);
          expect(new Set(ids)).toEqual(new Set([...seen, ...homeAdmins, ...awayAdmins]));
          const played = boards.filter((b) => b.matchId !== null).length;
          for (const { userId, notification: n } of notices) {
            if (n.kind !== 'CLUB_MATCH_SIGNUP_CLOSED') throw new Error(n.kind);
            expect(n).toMatchObject({ clubMatchId: 'cm', boardsPlayed: played, unanswered: false });
            const mine = boards.find((b) => b.homeId === userId || b.awayId === userId);
            if (mine === undefined) {
              expect([n.board, n.matchId, n.forfeit]).toEqual([null, null, false]);
              expect(n.clubId).toBe(homeAdmins.includes(userId) ? 'A' : 'B');
            } else {
              expect([n.board, n.matchId, n.forfeit]).toEqual([mine.board, mine.matchId, mine.forfeit]);
              expect(n.clubId).toBe(mine.homeId === userId ? 'A' : 'B');
              // A player alone on their board always wins it: never told of a forfeit lost.
              expect(n.forfeit).toBe(mine.matchId === null);
            }
          }
        },
      ),
    );
  });

  it('a challenge called off unanswered: each admin of either club once, with their club, no board, nobody else', () => {
    const notices = signUpClosedNotices(
      { id: 'cm', clubId: 'A', opponentId: 'B' },
      [],
      { home: ['u0', 'u1'], away: ['u2', 'u1'] },
      true,
    );
    expect(notices.map((n) => [n.userId, n.notification])).toEqual(
      (['u0', 'u1', 'u2'] as const).map((userId) => [
        userId,
        {
          kind: 'CLUB_MATCH_SIGNUP_CLOSED',
          clubMatchId: 'cm',
          clubId: userId === 'u2' ? 'B' : 'A',
          boardsPlayed: 0,
          board: null,
          matchId: null,
          forfeit: false,
          unanswered: true,
        },
      ]),
    );
  });
});
