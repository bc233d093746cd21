import type { Challenge } from './lobby.types';

/**
 * What ChallengesService tells the outside world, after each change has committed. Notifications plug in
 * here instead of being called by name from the challenge flow: bind your implementation to
 * CHALLENGE_EVENTS in a global module (NotificationsModule does: `{ provide: CHALLENGE_EVENTS, useExisting: … }`).
 * A failing or slow hook never undoes the change; failures are logged and swallowed.
 */
export interface ChallengeEvents {
  /** A challenge (or rematch offer) was sent; `challenge.challenged` should hear of it. */
  invited(challenge: Challenge): void | Promise<void>;
  /** A challenge was accepted (then `matchId` is set), declined or cancelled: see `challenge.status`. */
  answered(challenge: Challenge): void | Promise<void>;
}

/** The injection token for ChallengeEvents (interfaces do not exist at run time). */
export const CHALLENGE_EVENTS = Symbol('ChallengeEvents');
