import type { Card, Edition, Entropy, Move, Rules, Seat } from '../engine';
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
  /**
   * The account is a bot (docs/bots.md), read from the account, not from the log: the start event's seats
   * never carry it, so a bot account is shown as one in every match, old or new.
   */
  readonly isBot?: boolean;
}

/** What a start event publishes of a match's entropy (the server seed itself stays secret until the end). */
export interface StartEntropy {
  readonly serverSeedCommitment: string;
  readonly contributions: readonly (string | null)[];
}

/** A match's row: what is stored besides its events. The seed stays server-side until the end (R9). */
export interface MatchHeader {
  readonly id: string;
  readonly rules: Rules;
  readonly seed: string;
  readonly seedCommitment: string;
  /**
   * The server seed and the seats' contributions `seed` was derived from (engine entropy.ts), secret until
   * the end like the seed; absent for matches without (every match before, imports of their records).
   */
  readonly entropy?: Entropy;
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

/** A time bank (BGA's): an initial allowance, extra time after each of your moves, and a cap, in whole days. */
export interface TimeBank {
  readonly initialDays: number;
  readonly incrementDays: number;
  readonly maxDays: number;
}

/**
 * Correspondence time control, fixed at the start and kept in the log (docs/correspondence.md): either
 * `daysPerMove` (a fresh allowance for every move) or `bank`. Matches started before banks existed
 * stored `{ daysPerMove }` only, which reads the same today.
 */
export interface TimeControl {
  readonly daysPerMove?: number;
  readonly bank?: TimeBank;
  /** The sweep never ends this match on time: only an opponent's claim does. */
  readonly noAutoTimeout?: boolean;
  /** Vacations do not pause this match's clocks (tournaments). */
  readonly noVacation?: boolean;
}

/** What an opponent's claim on time asks for: end the match, or (3–4 players) skip the expired seat. */
export type TimeoutClaim = 'end' | 'skip';

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
        /**
         * The hash chain's format (event-chain.ts): 2 for matches started since salted commitments; absent
         * in matches started before, whose events up to then are format 1.
         */
        readonly chainFormat?: number;
        /**
         * A match whose seed the seats helped choose (docs/auditing.md "A deal no one can choose"): SHA-256
         * of the server seed, as published before any seat contributed, and each seat's contribution (or
         * null). Public: without the server seed they say nothing about the deal. Absent in matches without.
         */
        readonly entropy?: StartEntropy;
      };
    }
  /**
   * `auto`: the server played it because it was the seat's only legal move and its player opted in
   * (forced-moves.ts); stored beside the payload (which stays an R10 move) and covered by the hash when set.
   */
  | { readonly type: 'move'; readonly payload: Move; readonly auto?: boolean }
  /** The seat gave up; the other side wins. */
  | { readonly type: 'resigned'; readonly payload: { readonly seat: Seat } }
  /**
   * The seat's time ran out (claimed by an opponent or settled by the sweep); the other side wins.
   * `deadline` (ISO) is the deadline it enforced, recomputed by audits; time-outs before clocks were
   * audited have none.
   */
  | { readonly type: 'timed_out'; readonly payload: { readonly seat: Seat; readonly deadline?: string } }
  /** 3–4 players: the seat let `deadline` pass and the others chose to play its turns automatically until it returns. */
  | { readonly type: 'seat_skipped'; readonly payload: { readonly seat: Seat; readonly deadline: string } }
  /** The skipped seat's player is back: its turns are its own again. */
  | { readonly type: 'seat_returned'; readonly payload: { readonly seat: Seat } }
  /** The seat's player went on vacation: the seat's clock stands still until `until` (ISO) or vacation_ended. */
  | { readonly type: 'vacation_started'; readonly payload: { readonly seat: Seat; readonly until: string } }
  | { readonly type: 'vacation_ended'; readonly payload: { readonly seat: Seat } }
  /** Pausing one match by agreement: proposed by one seat, accepted (paused) or declined by the others, resumed by any. */
  | { readonly type: 'pause_proposed'; readonly payload: { readonly seat: Seat } }
  | { readonly type: 'pause_declined'; readonly payload: { readonly seat: Seat } }
  | { readonly type: 'paused'; readonly payload: { readonly seat: Seat } }
  | { readonly type: 'resumed'; readonly payload: { readonly seat: Seat } }
  /**
   * 3–4 players: this seat's player asks that the computer take over any other seat that resigns or runs
   * out of time, instead of the match ending (docs/engine.md "Replaced seats"); it stands to the end.
   */
  | { readonly type: 'replacement_requested'; readonly payload: { readonly seat: Seat } }
  /**
   * 3–4 players: the seat resigned or ran out of time (`deadline`, ISO, as for timed_out) while a request
   * stood; the computer plays it to the end, and it ranks last.
   */
  | {
      readonly type: 'seat_replaced';
      readonly payload: { readonly seat: Seat; readonly reason: 'resigned' | 'timed_out'; readonly deadline?: string };
    }
  /** Called off before the first move; nobody wins. */
  | { readonly type: 'aborted'; readonly payload: { readonly seat: Seat | null } };

/** Where an event stands in its match's log and chain, and who made it; shared by new and stored events. */
export interface EventStamp {
  readonly seq: number;
  readonly actorUserId: string | null;
  readonly requestId: string | null;
  /** Stored beside the event to answer retries; not part of the chained content. */
  readonly idempotencyKey: string | null;
  /**
   * The secret salt of the payload's commitment (chain format 2, event-chain.ts), shown with the payload to
   * whoever may see it; null for start events and for events stored before format 2.
   */
  readonly salt: string | null;
  readonly prevHash: string;
  readonly hash: string;
  readonly createdAt: Date;
}

export type StoredEvent = MatchEventBody & EventStamp & { readonly matchId: string };

export function payloadJson(body: MatchEventBody): Json {
  return body.payload as unknown as Json;
}

/** A move the server played for its player as a forced move (docs/bots.md). */
export function isAutomatic(body: MatchEventBody): boolean {
  return body.type === 'move' && body.auto === true;
}

/** Who is asking: every read and write is on behalf of one authenticated user. */
export interface Caller {
  readonly id: string;
  readonly username: string;
  /** A bot account (docs/bots.md); only a match's start reads it, to mark the seat. */
  readonly isBot?: boolean;
  /** A guest account (docs/players.md "Guests"): the chat and rated games refuse it. */
  readonly guest?: boolean;
}

/** Where a write came from (audit), and the client's idempotency key if it sent one. */
export interface RequestMeta {
  readonly requestId: string | null;
  readonly idempotencyKey: string | null;
}

export const NO_REQUEST_META: RequestMeta = { requestId: null, idempotencyKey: null };
