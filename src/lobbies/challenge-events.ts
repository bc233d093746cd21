import type { Sql } from '../database/sql';
import type { Challenge } from './lobby.types';

/**
 * What ChallengesService tells the outside world, inside the transaction of each change (as match events
 * reach NoticeKeeper inside theirs): a challenge and its notices commit together or not at all, so a
 * crash can lose neither alone. Notifications plug in here instead of being called by name from the
 * challenge flow: bind your implementation to CHALLENGE_EVENTS in a global module (NotificationsModule
 * does: `{ provide: CHALLENGE_EVENTS, useExisting: … }`). A hook that fails fails the change, which then
 * changes nothing; it must only write through `sql`.
 */
export interface ChallengeEvents {
  /** A challenge (or rematch offer) was sent; `challenge.challenged` should hear of it. */
  invited(challenge: Challenge, sql: Sql): Promise<void>;
  /** A challenge was accepted (then `matchId` is set), declined or cancelled: see `challenge.status`. */
  answered(challenge: Challenge, sql: Sql): Promise<void>;
  /**
   * A rematch of a 3- or 4-player match was offered (`pending`), started (`accepted`, with `newMatchId`),
   * declined or cancelled: `recipients` hear of it as of a 2-player rematch offer and its answer.
   */
  groupRematch(notice: GroupRematchNotice, sql: Sql): Promise<void>;
}

export interface GroupRematchNotice {
  /** The finished match (a group rematch has no challenge id: its finished match names it). */
  readonly matchId: string;
  readonly status: 'pending' | 'accepted' | 'declined' | 'cancelled';
  /** Who offered, declined or cancelled; for `accepted`, the last to accept. */
  readonly from: string;
  readonly recipients: readonly string[];
  readonly newMatchId: string | null;
}

/** The injection token for ChallengeEvents (interfaces do not exist at run time). */
export const CHALLENGE_EVENTS = Symbol('ChallengeEvents');
