import type { Card, Edition, Move, Rules, Seat } from '../engine';
import type { Json } from './event-chain';

export type MatchStatus = 'running' | 'finished' | 'aborted';

/**
 * Who may watch a match besides its players (docs/players.md#spectators): `anyone`, also without a token
 * (and its finished match is in the public archive); `signed_in` accounts only; `nobody`.
 */
export type SpectatorPolicy = 'anyone' | 'signed_in' | 'nobody';

export const SPECTATOR_POLICIES: readonly SpectatorPolicy[] = ['anyone', 'signed_in', 'nobody'];

export interface MatchSeatInfo {
  readonly seat: Seat;
  /** Null in an imported match: its seats are the record's names, not users. */
  readonly userId: string | null;
  readonly username: string;
}

/** A match's row: what is stored besides its events. The seed stays server-side until the end (R9). */
export interface MatchHeader {
  readonly id: string;
  readonly rules: Rules;
  readonly seed: string;
  readonly seedCommitment: string;
  readonly seats: readonly MatchSeatInfo[];
  readonly createdAt: Date;
  /** An explicit deal (R10 `deck`), only for imported records that had one. */
  readonly deck?: readonly Card[];
  readonly firstLeader?: Seat;
  /** Who imported this match for study; null for matches played here. */
  readonly importedBy: string | null;
  /** A rated match changes its players' ratings when it finishes (src/ratings/); absent: casual. */
  readonly rated?: boolean;
  /** Absent: `anyone`. */
  readonly spectators?: SpectatorPolicy;
}

/** The mutable head of a match, locked while a move is appended. */
export interface MatchHead {
  readonly version: number;
  readonly headHash: string;
  readonly status: MatchStatus;
}

/** Correspondence time control, fixed at the start and kept in the log: days per move, or none. */
export interface TimeControl {
  readonly daysPerMove: number;
}

/** Event payloads by type; `move` payloads are R10 moves, so a match's moves are its record. */
export type MatchEventBody =
  | {
      readonly type: 'match_started';
      readonly payload: {
        readonly seedCommitment: string;
        readonly seats: readonly MatchSeatInfo[];
        readonly rules: Rules;
        readonly timeControl?: TimeControl | null;
        /**
         * The rule edition the match is played under (engine editions.ts), fixed at the start. Matches
         * started before editions existed have none and are read as EDITION_BEFORE_EDITIONS (2026-11);
         * their stored events, and so their hashes, are never rewritten.
         */
        readonly edition?: Edition;
      };
    }
  | { readonly type: 'move'; readonly payload: Move }
  /** The seat gave up; the other side wins. */
  | { readonly type: 'resigned'; readonly payload: { readonly seat: Seat } }
  /** The seat's time ran out (claimed by an opponent or settled by the sweep); the other side wins. */
  | { readonly type: 'timed_out'; readonly payload: { readonly seat: Seat } }
  /** Called off before the first move; nobody wins. */
  | { readonly type: 'aborted'; readonly payload: { readonly seat: Seat | null } };

/** Where an event stands in its match's log and chain, and who made it; shared by new and stored events. */
export interface EventStamp {
  readonly seq: number;
  readonly actorUserId: string | null;
  readonly requestId: string | null;
  /** Stored beside the event to answer retries; not part of the chained content. */
  readonly idempotencyKey: string | null;
  readonly prevHash: string;
  readonly hash: string;
  readonly createdAt: Date;
}

export type StoredEvent = MatchEventBody & EventStamp & { readonly matchId: string };

export function payloadJson(body: MatchEventBody): Json {
  return body.payload as unknown as Json;
}
