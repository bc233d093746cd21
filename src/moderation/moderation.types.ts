/**
 * Moderation (docs/fair-play.md "Moderation", issue 35): what a moderator does to an account, always with a
 * reason, each a new row of the append-only moderation log.
 */

/** What `moderate` takes: an action and its undo, pairwise (warn has none: it is acknowledged). */
export const MODERATION_ACTIONS = [
  'warn',
  'mark',
  'unmark',
  'exclude',
  'include',
  'suspend',
  'unsuspend',
  'close',
  'reopen',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Every kind of log entry: the actions, the account's acknowledgement of a warning, annulment, appeal answers, roles. */
export type LogAction =
  | ModerationAction
  | 'acknowledge'
  | 'annul'
  | 'appeal_upheld'
  | 'appeal_lifted'
  | 'grant_moderator'
  | 'revoke_moderator';

/**
 * The actions an account may appeal (warn included: it may be wrong too). Not an annulment: it follows from
 * the mark, which is appealed instead (and annulled results stay annulled: ratings are recomputed once).
 */
export const APPEALABLE: readonly LogAction[] = ['warn', 'mark', 'exclude', 'suspend', 'close'];

/** The account's standing, as the log last set it (the users table's columns, kept with each entry). */
export interface Standing {
  readonly suspendedAt: Date | null;
  readonly closedAt: Date | null;
  readonly rulesBrokenAt: Date | null;
  readonly ratedExcludedAt: Date | null;
}
export type StandingColumn = keyof Standing;

export interface ModeratedAccount extends Standing {
  readonly id: string;
  readonly username: string;
  readonly role: 'player' | 'moderator' | 'admin';
  readonly isBot: boolean;
  readonly isGuest: boolean;
}

export interface LogEntry {
  readonly id: string;
  readonly username: string;
  /** Who acted; null for the operator's `claim` tool. The account itself for an acknowledgement. */
  readonly actor: string | null;
  readonly action: LogAction;
  readonly reason: string;
  readonly refId: string | null;
  readonly matchIds: readonly string[];
  readonly createdAt: Date;
}

export type AppealStatus = 'open' | 'upheld' | 'lifted';

export interface Appeal {
  readonly id: string;
  readonly username: string;
  /** The appealed entry. */
  readonly entry: LogEntry;
  readonly text: string;
  readonly status: AppealStatus;
  readonly createdAt: Date;
  readonly answeredBy: string | null;
  readonly answer: string | null;
  readonly answeredAt: Date | null;
}

/** An account it shared finished tables with, and how often. */
export interface CoPlayer {
  readonly username: string;
  readonly matches: number;
  readonly ratedMatches: number;
}

/** One of an account's finished matches, as a moderator's history lists it: who sat there and how it ended. */
export interface HistoryMatch {
  readonly matchId: string;
  readonly finishedAt: Date;
  readonly rated: boolean;
  readonly ratingOutcome: string | null;
  readonly result: string | null;
  readonly players: readonly string[];
}
