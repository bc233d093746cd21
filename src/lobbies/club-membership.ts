/**
 * What a club-only lobby asks of the clubs (docs/lobbies.md "Club-only lobbies"). Clubs sit above lobbies in
 * the layer order (they send notices, and notices know challenges), so lobbies name the question and the
 * global ClubsModule answers it: `{ provide: CLUB_MEMBERSHIP, useExisting: ClubsService }`.
 */
export interface ClubMembership {
  /** Resolves if the player is a member of the club; NOT_FOUND Club, or CONFLICT NOT_A_CLUB_MEMBER. */
  requireMember(clubId: string, userId: string): Promise<void>;
  /** The ids of the clubs the player belongs to. */
  clubIdsOf(userId: string): Promise<string[]>;
}

export const CLUB_MEMBERSHIP = Symbol('ClubMembership');
