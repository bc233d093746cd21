import type { Sql } from '../database/sql';
import type { TournamentEvent, TournamentState } from './core/log';

/**
 * What a tournament tells the outside world, inside the transaction that appends its events (as challenges
 * do through CHALLENGE_EVENTS): the notices (a round paired, the end, an organizer's action) commit with
 * the events or not at all. NotificationsModule binds it (`{ provide: TOURNAMENT_EVENTS, useExisting: … }`);
 * it decides who hears about what. A hook that fails fails the change; it must only write through `sql`.
 */
export interface TournamentEvents {
  /** `events` were appended; `after` is the tournament's state after them. */
  appended(sql: Sql, events: readonly TournamentEvent[], after: TournamentState): Promise<void>;
}

/** The injection token for TournamentEvents (interfaces do not exist at run time). */
export const TOURNAMENT_EVENTS = Symbol('TournamentEvents');
