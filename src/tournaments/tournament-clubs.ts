/**
 * What tournaments need of clubs (docs/tournaments.md "Entry limits"): whether a club exists and a player's
 * role in it. Clubs tell their members about clubs through notifications, which follow tournaments, so
 * tournaments may not import clubs: ClubsModule binds this token (`{ provide: TOURNAMENT_CLUBS, useExisting:
 * ClubsService }`), as NotificationsModule binds TOURNAMENT_EVENTS.
 */
export interface TournamentClubs {
  /** The club; NOT_FOUND Club for none. */
  club(clubId: string): Promise<{ readonly id: string }>;
  /** The player's role in the club, null for none; NOT_FOUND Club for no club. */
  roleOf(clubId: string, userId: string): Promise<'owner' | 'admin' | 'member' | null>;
}

/** The injection token for TournamentClubs (interfaces do not exist at run time). */
export const TOURNAMENT_CLUBS = Symbol('TournamentClubs');
