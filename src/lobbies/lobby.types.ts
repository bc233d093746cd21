import type { Rules } from '../engine';

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
  /** Correspondence time control handed to the match: 1–14 days per move, or null for none. */
  readonly daysPerMove: number | null;
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
  readonly status: ChallengeStatus;
  readonly matchId: string | null;
  /** The finished match this challenge offers a rematch of. */
  readonly rematchOf: string | null;
  readonly createdAt: Date;
  readonly answeredAt: Date | null;
}

/** What a new lobby or challenge is played with, validated (see lobby-rules.ts). */
export interface GameOptions {
  readonly rules: Rules;
  readonly daysPerMove: number | null;
}

/** Lists are capped: the API has no paging yet, and nobody reads further than this. */
export const LIST_LIMIT = 200;
