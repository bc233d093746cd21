import type { Rules } from '../engine';
import type { SpectatorPolicy, TimeControl } from '../matches/match.types';

/** A registered player as lobbies and challenges show them. */
export interface Player {
  readonly id: string;
  readonly username: string;
  /** A bot account (docs/bots.md). */
  readonly isBot: boolean;
}

export type LobbyStatus = 'open' | 'started' | 'closed';

export interface LobbySeat {
  /** Seats follow join order; the owner has seat 0. */
  readonly seat: number;
  readonly player: Player;
}

export interface Lobby {
  readonly id: string;
  readonly rules: Rules;
  readonly owner: Player;
  readonly status: LobbyStatus;
  readonly seats: readonly LobbySeat[];
  /** Set once the match exists; a lobby is `started` a moment before that. */
  readonly matchId: string | null;
  /** Correspondence time control handed to the match: 1–14 days per move, or null for none or a bank. */
  readonly daysPerMove: number | null;
  /** The whole time control handed to the match (docs/correspondence.md), or null for none. */
  readonly timeControl: TimeControl | null;
  /** Whether its match is rated, and who may watch it (handed to the match). */
  readonly rated: boolean;
  readonly spectators: SpectatorPolicy;
  /** Who may join: a rating range in the lobby's pool; null ends are unbounded. */
  readonly entryRating: RatingRange;
  /**
   * SHA-256 (hex) of the server seed the match's seed will be derived from with the seats' contributions,
   * committed to when the lobby was created (docs/auditing.md "A deal no one can choose"); null for
   * lobbies from before.
   */
  readonly seedCommitment: string | null;
  /** Only the owner's friends (follows both ways, no block) see it and may join (issue 31). */
  readonly friendsOnly: boolean;
  /** Who may join: at least this share of correspondence games finished (whole percent); null for anyone. */
  readonly minReputation: number | null;
  /** Only members of this club see it and may join (issue 31); null for a lobby not of a club. */
  readonly clubId: string | null;
  readonly createdAt: Date;
}

export type ChallengeStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';

/** A direct invitation to a 2-player match; accepting it starts the match with the challenger in seat 0. */
export interface Challenge {
  readonly id: string;
  readonly challenger: Player;
  readonly challenged: Player;
  readonly rules: Rules;
  readonly daysPerMove: number | null;
  readonly timeControl: TimeControl | null;
  readonly rated: boolean;
  readonly spectators: SpectatorPolicy;
  readonly status: ChallengeStatus;
  readonly matchId: string | null;
  /** The finished match this challenge offers a rematch of. */
  readonly rematchOf: string | null;
  /** As a lobby's: the finished share, whole percent, the challenged player needs to accept; null for none. */
  readonly minReputation: number | null;
  /** As a lobby's: SHA-256 of the server seed, committed to when the challenge was sent; null from before. */
  readonly seedCommitment: string | null;
  readonly createdAt: Date;
  readonly answeredAt: Date | null;
}

/** What a new lobby or challenge is played with, validated (see lobby-rules.ts). */
export interface GameOptions {
  readonly rules: Rules;
  readonly daysPerMove: number | null;
  /** Rated (ratings change when the match finishes) or casual. */
  readonly rated: boolean;
  /** Who may watch the match besides its players (docs/players.md#spectators). */
  readonly spectators: SpectatorPolicy;
  readonly timeControl: TimeControl | null;
  /**
   * Who may join a lobby: a rating range in the lobby's pool (docs/players.md#entry-rating-range); a joiner
   * not yet rated there counts with the pool's starting rating. Unbounded when not given; lobbies only.
   */
  readonly entryRating: RatingRange;
  /** The creator's entropy contribution (docs/auditing.md "A deal no one can choose"), or null. */
  readonly entropy: string | null;
  /** Only the owner's friends see the lobby and may join it; lobbies only (docs/lobbies.md). */
  readonly friendsOnly: boolean;
  /**
   * Who may join a lobby or accept a challenge: a minimum finished share, whole percent (docs/players.md
   * "Reputation").
   */
  readonly minReputation: number | null;
  /** Only members of this club see the lobby and may join it (docs/lobbies.md "Club-only lobbies"); lobbies only. */
  readonly clubId: string | null;
}

/** The stored columns of a time control → the time control (rows from before banks have only days per move). */
export function storedTimeControl(row: { daysPerMove: number | null; timeControl: unknown }): TimeControl | null {
  if (row.timeControl !== null && typeof row.timeControl === 'object') return row.timeControl;
  return row.daysPerMove ? { daysPerMove: row.daysPerMove } : null;
}

/** myLobbies is not paged: it is capped, and nobody reads further than this. */
export const LIST_LIMIT = 200;

/** Page sizes of openLobbies and myChallenges (GraphQL `first`, REST `?first=`). */
export const LIST_PAGE = { default: 50, max: 100 } as const;

/** A page of a newest-first list: `first` items after the item with id `after` (null: from the newest). */
export interface PageRequest {
  readonly first: number;
  readonly after: string | null;
}

/**
 * Open lobbies whose creator's rating in the lobby's pool (2 players: duel, 3: trio, 4: teams) lies in
 * [min, max]; a creator not yet rated there counts with the pool's starting rating. Null: unbounded.
 */
export interface RatingRange {
  readonly min: number | null;
  readonly max: number | null;
}

export const ANY_RATING: RatingRange = { min: null, max: null };

/**
 * What one account may hold at once. Without them, one account filled `openLobbies` with 205 lobbies and
 * pushed a victim's challenges out of view with 205 challenges, each notifying the victim.
 */
export const ACCOUNT_CAPS = {
  /** Open lobbies an account owns. */
  openLobbies: 10,
  /** Pending challenges (rematch offers included) an account has sent. */
  pendingChallenges: 20,
  /** Pending challenges from one account to the same player. */
  pendingChallengesToOnePlayer: 3,
} as const;
