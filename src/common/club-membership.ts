/**
 * The one question the rest of the server asks of clubs: is this player a member (and in which role) of this
 * club. Lobbies (club-only lobbies, docs/lobbies.md), tournaments (club tournaments, docs/tournaments.md "Entry
 * limits") and the seat gate ask it; clubs sit above all of them in the layer order (they send notices, and
 * notices know challenges and tournaments), so the question lives here and the global ClubsModule answers it
 * once: `{ provide: CLUB_MEMBERSHIP, useExisting: ClubsService }`.
 */
export interface ClubMembership {
  /** The club; NOT_FOUND Club for none (or a deleted one). */
  club(clubId: string): Promise<{ readonly id: string }>;
  /** The player's role in the club, null for none; NOT_FOUND Club for no club. */
  roleOf(clubId: string, userId: string): Promise<'owner' | 'admin' | 'member' | null>;
  /** Resolves if the player is a member of the club; NOT_FOUND Club, or CONFLICT NOT_A_CLUB_MEMBER. */
  requireMember(clubId: string, userId: string): Promise<void>;
  /** The ids of the clubs the player belongs to. */
  clubIdsOf(userId: string): Promise<string[]>;
}

/** The injection token for ClubMembership (interfaces do not exist at run time). */
export const CLUB_MEMBERSHIP = Symbol('ClubMembership');
