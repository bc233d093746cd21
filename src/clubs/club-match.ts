import { DomainError } from '../common/errors';
import type { Rules } from '../engine';
import type { GameResult } from '../tournaments/core/pairing';
import type { SpectatorPolicy, TimeControl } from '../matches/match.types';

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
