import { DomainError } from '../common/errors';
import { boardPoints, checkedBoards, clubMatchScore } from './club-match';

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
    });
    expect(clubMatchScore({ board: [board(1, 0), board(0.5, 0.5), board(null, null), board(0, 1)] })).toEqual({
      home: 1.5,
      away: 1.5,
    });
  });
});
