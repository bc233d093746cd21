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
}

/** The injection token for ChallengeEvents (interfaces do not exist at run time). */
export const CHALLENGE_EVENTS = Symbol('ChallengeEvents');
