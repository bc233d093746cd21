import { DomainError } from '../common/errors';
import type { Rules } from '../engine';
import type { GameResult } from '../tournaments/core/pairing';
import type { SpectatorPolicy, TimeControl } from '../matches/match.types';
import type { Addressed } from '../notifications/notification';

/**
 * Club matches (docs/players.md "Club matches", issue 31): two clubs, N boards, each board a 2-player match
 * between a member of each club; the score of each club is the sum of its boards' points.
 */
export const CLUB_MATCH_LIMITS = {
  boardsMin: 1,
  boardsMax: 32,
  /** Club matches of one club not finished, declined or cancelled: a club's page lists them all. */
  openPerClub: 10,
  /** Club matches a club page lists (the newest). */
  listed: 20,
  /** How far ahead a sign-up deadline may be, in days. */
  signUpDaysMax: 365,
} as const;

/**
 * proposed (waiting for the challenged club's admins), declined, cancelled (by the challenging club's admins),
 * signup (accepted: members sign up for boards), running (every board's match started), finished.
 */
export const CLUB_MATCH_STATUSES = ['proposed', 'declined', 'cancelled', 'signup', 'running', 'finished'] as const;
export type ClubMatchStatus = (typeof CLUB_MATCH_STATUSES)[number];

/** Side 0 is the challenging club (seat 0 of every board), side 1 the challenged club (seat 1). */
export type ClubMatchSide = 0 | 1;

/** What every board starts with, validated as a challenge's (lobby-rules.ts gameOptionsFrom). */
export interface ClubMatchOptions {
  readonly rules: Rules;
  readonly timeControl: TimeControl | null;
  readonly spectators: SpectatorPolicy;
}

/** A player on a board, by id and name (what a club page shows; nothing of any hand, R9). */
export interface BoardPlayer {
  readonly id: string;
  readonly username: string;
}

export interface ClubMatchBoard {
  readonly board: number;
  /** The challenging club's player (seat 0), null until one signs up. */
  readonly home: BoardPlayer | null;
  /** The challenged club's player (seat 1). */
  readonly away: BoardPlayer | null;
  /** The board's match once it started: a link, never a view (R9). */
  readonly matchId: string | null;
  /** Points of each side once its match finished (1, 0.5 or 0). */
  readonly homePoints: number | null;
  readonly awayPoints: number | null;
  /**
   * Won by forfeit at the sign-up deadline: one side had nobody on the board, the other scored it 1 – 0 and no
   * match was played (boardAtDeadline). Derived, never stored: see wonByForfeit.
   */
  readonly forfeit: boolean;
}

export interface ClubMatch {
  readonly id: string;
  readonly clubId: string;
  readonly clubName: string;
  readonly opponentId: string;
  readonly opponentName: string;
  readonly boards: number;
  readonly options: ClubMatchOptions;
  readonly rated: boolean;
  readonly status: ClubMatchStatus;
  readonly createdBy: string | null;
  readonly createdAt: Date;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
  /** When sign-up closes (null: open until every board has its players): see settleSignUp. */
  readonly signUpClosesAt: Date | null;
  readonly board: readonly ClubMatchBoard[];
}

/** A club's score: the sum of its boards' points so far (finished boards only). */
export function clubMatchScore(match: Pick<ClubMatch, 'board'>): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const b of match.board) {
    home += b.homePoints ?? 0;
    away += b.awayPoints ?? 0;
  }
  return { home, away };
}

/** A board's points from its match's result for that seat: a win 1, a draw 0.5, a loss 0. */
export function boardPoints(result: GameResult): number {
  return result === 'win' ? 1 : result === 'draw' ? 0.5 : 0;
}

/** The number of boards as sent: an integer from 1 to 32, or BAD_USER_INPUT on `boards`. */
export function checkedBoards(raw: unknown): number {
  if (
    typeof raw !== 'number' ||
    !Number.isInteger(raw) ||
    raw < CLUB_MATCH_LIMITS.boardsMin ||
    raw > CLUB_MATCH_LIMITS.boardsMax
  ) {
    const problem = `must be a whole number from ${CLUB_MATCH_LIMITS.boardsMin} to ${CLUB_MATCH_LIMITS.boardsMax}`;
    throw new DomainError({ code: 'BAD_USER_INPUT', fields: { boards: [problem] } }, `Invalid boards: ${problem}`);
  }
  return raw;
}

/**
 * The sign-up deadline as sent: absent or null for none, else a date and time in the future and at most
 * CLUB_MATCH_LIMITS.signUpDaysMax days ahead, or BAD_USER_INPUT on `signUpClosesAt`.
 */
export function checkedSignUpClosesAt(raw: unknown, now: Date): Date | null {
  if (raw === null || raw === undefined) return null;
  const problem = (text: string): never => {
    throw new DomainError(
      { code: 'BAD_USER_INPUT', fields: { signUpClosesAt: [text] } },
      `Invalid signUpClosesAt: ${text}`,
    );
  };
  const at = raw instanceof Date ? raw : typeof raw === 'string' ? new Date(raw) : null;
  if (at === null || Number.isNaN(at.getTime())) return problem('must be a date and time (ISO 8601)');
  if (at.getTime() <= now.getTime()) return problem('must be in the future');
  if (at.getTime() > now.getTime() + CLUB_MATCH_LIMITS.signUpDaysMax * 86_400_000)
    return problem(`must be within ${CLUB_MATCH_LIMITS.signUpDaysMax} days`);
  return at;
}

/** Whether sign-up has closed at `now` (a deadline that passed; none never closes). */
export function signUpClosed(match: { readonly signUpClosesAt: Date | null }, now: Date): boolean {
  return match.signUpClosesAt !== null && match.signUpClosesAt.getTime() <= now.getTime();
}

/** What a board comes to when sign-up closes at its deadline (docs/players.md "Club matches"). */
export type BoardAtDeadline =
  | { readonly kind: 'play' }
  /** One side's player alone: that side scores the board (1 – 0), no match is played. */
  | { readonly kind: 'forfeit'; readonly homePoints: number; readonly awayPoints: number }
  /** Nobody on either side: not played, 0 – 0. */
  | { readonly kind: 'empty' };

/**
 * Whether a board was won by forfeit, from what every copy of it keeps (the database, a backup): a board decided
 * without a match is a forfeit (1 – 0 or 0 – 1) or a board nobody took (0 – 0); a played board always has its match.
 * Read from the points rather than from who sat there, so a forfeit stays one after its player's account is deleted.
 */
export function wonByForfeit(board: Pick<ClubMatchBoard, 'matchId' | 'homePoints' | 'awayPoints'>): boolean {
  return (
    board.matchId === null &&
    board.homePoints !== null &&
    board.awayPoints !== null &&
    board.homePoints !== board.awayPoints
  );
}

export function boardAtDeadline(board: Pick<ClubMatchBoard, 'home' | 'away'>): BoardAtDeadline {
  if (board.home !== null && board.away !== null) return { kind: 'play' };
  if (board.home !== null) return { kind: 'forfeit', homePoints: 1, awayPoints: 0 };
  if (board.away !== null) return { kind: 'forfeit', homePoints: 0, awayPoints: 1 };
  return { kind: 'empty' };
}

/** A board as sign-up closed at the deadline left it: its players' ids, its match (null: none) and its forfeit. */
export interface ClosedBoard {
  readonly board: number;
  readonly homeId: string | null;
  readonly awayId: string | null;
  readonly matchId: string | null;
  readonly forfeit: boolean;
}

/**
 * Who hears that a club match's sign-up closed at its deadline, and what (the one place that decides it): every
 * player on a board is told their board and its match, or that they won it by forfeit; every admin of either club
 * who is on no board, how many boards started (0: the club match did not go ahead). Each user once, with their own
 * club: nobody is told another's board, and nothing reaches anyone outside the two clubs. A challenge still
 * unanswered at the deadline (unanswered: called off, no boards) is told the same way: to the admins of both clubs.
 */
export function signUpClosedNotices(
  match: { readonly id: string; readonly clubId: string; readonly opponentId: string },
  boards: readonly ClosedBoard[],
  admins: { readonly home: readonly string[]; readonly away: readonly string[] },
  unanswered = false,
): Addressed[] {
  const boardsPlayed = boards.filter((b) => b.matchId !== null).length;
  const told = new Map<string, Addressed>();
  const tell = (userId: string, clubId: string, b: ClosedBoard | null): void => {
    if (told.has(userId)) return;
    told.set(userId, {
      userId,
      notification: {
        kind: 'CLUB_MATCH_SIGNUP_CLOSED',
        clubMatchId: match.id,
        clubId,
        boardsPlayed,
        board: b?.board ?? null,
        matchId: b?.matchId ?? null,
        forfeit: b?.forfeit ?? false,
        unanswered,
      },
    });
  };
  for (const b of boards) {
    if (b.homeId !== null) tell(b.homeId, match.clubId, b);
    if (b.awayId !== null) tell(b.awayId, match.opponentId, b);
  }
  for (const userId of admins.home) tell(userId, match.clubId, null);
  for (const userId of admins.away) tell(userId, match.opponentId, null);
  return [...told.values()];
}
