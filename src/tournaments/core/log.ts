import { createHash } from 'node:crypto';
import type { Json } from '../../matches/event-chain';
import { GENESIS_HASH, canonicalJson } from '../../matches/event-chain';
import type { GameResult, PlayedGame, Standing } from './pairing';
import { seedOrder } from './pairing';
import type { Seating } from './tables';
import type { LoggedBoard, TournamentBoard, TournamentSettings } from './types';

export type { LoggedBoard, TournamentBoard, TournamentFormat, TournamentSettings } from './types';
import { bothResults, formatStandings, nextRound as pairingsFor, roundsFor, seedsByRating } from './formats';

export { roundsFor } from './formats';

/**
 * A tournament is its event log (docs/tournaments.md "The log"), as a match is: append-only, each event
 * hash-chained to the one before, its state a fold over the events. Pure: the server and
 * `claim tournament verify` fold the same events with the same functions.
 */

export interface Entrant {
  readonly userId: string;
  readonly username: string;
}

export type TournamentEventBody =
  | {
      readonly type: 'tournament_created';
      readonly payload: { readonly organizer: Entrant; readonly settings: TournamentSettings };
    }
  | { readonly type: 'entrant_joined'; readonly payload: Entrant }
  | { readonly type: 'entrant_left'; readonly payload: { readonly userId: string } }
  | {
      readonly type: 'tournament_started';
      readonly payload: {
        readonly entrants: readonly string[];
        readonly seedCommitment: string;
        readonly rounds: number;
        /** Knockout and league: each entrant's rating when registration closed (rounded), which seeds them. */
        readonly ratings?: Readonly<Record<string, number>>;
      };
    }
  | {
      readonly type: 'round_paired';
      readonly payload: { readonly round: number; readonly boards: readonly LoggedBoard[] };
    }
  | {
      readonly type: 'game_result';
      readonly payload: {
        readonly round: number;
        readonly board: number;
        readonly matchId: string;
        /** Seat 0's result. */
        readonly result: GameResult;
        /** Tables of 3 or 4: every seat's result, seat 0 first. */
        readonly results?: readonly GameResult[];
        /** League: scored a draw at the season's deadline, the match still being played. */
        readonly adjudicated?: boolean;
      };
    }
  | {
      readonly type: 'tournament_finished';
      readonly payload: { readonly seed: string; readonly standings: readonly StandingLine[] };
    };

export type TournamentEventType = TournamentEventBody['type'];

/** A standing as the log keeps it (the final table in `tournament_finished`). */
export interface StandingLine {
  readonly rank: number;
  readonly userId: string;
  readonly halfPoints: number;
  readonly buchholzHalves: number;
  readonly sonnebornBergerQuarters: number;
}

export type TournamentEvent = TournamentEventBody & {
  readonly tournamentId: string;
  readonly seq: number;
  readonly createdAt: string;
  readonly hash: string;
};

/** hash = SHA-256(prevHash ‖ canonicalJson({tournamentId, seq, type, payload, createdAt})), hex; the first event's prevHash is 64 zeros. */
export function tournamentEventHash(
  prevHash: string,
  event:
    Omit<TournamentEvent, 'hash'> | (TournamentEventBody & { tournamentId: string; seq: number; createdAt: string }),
): string {
  const content = canonicalJson({
    tournamentId: event.tournamentId,
    seq: event.seq,
    type: event.type,
    payload: event.payload as unknown as Json,
    createdAt: event.createdAt,
  });
  return createHash('sha256').update(prevHash).update(content).digest('hex');
}

export function chainTournamentEvent(
  tournamentId: string,
  previous: TournamentEvent | null,
  body: TournamentEventBody,
  at: Date,
): TournamentEvent {
  const unhashed = { ...body, tournamentId, seq: previous ? previous.seq + 1 : 1, createdAt: at.toISOString() };
  return { ...unhashed, hash: tournamentEventHash(previous?.hash ?? GENESIS_HASH, unhashed) };
}

export function tournamentSeedCommitment(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
}

export type TournamentStatus = 'registration' | 'running' | 'finished';

/** The state a tournament's events fold to. */
export interface TournamentState {
  readonly id: string;
  readonly organizer: Entrant;
  readonly settings: TournamentSettings;
  readonly status: TournamentStatus;
  /** In join order while registration is open; the seed order once started. */
  readonly entrants: readonly Entrant[];
  readonly seedCommitment: string | null;
  readonly seed: string | null;
  /** The number of rounds, fixed at the start. */
  readonly rounds: number;
  readonly currentRound: number;
  readonly boards: readonly TournamentBoard[];
  /** Knockout and league: the ratings that seeded the entrants. */
  readonly ratings: Readonly<Record<string, number>> | null;
  /** When the current round was paired (a league season's deadline runs from it). */
  readonly pairedAt: string | null;
  readonly createdAt: string;
  readonly version: number;
  readonly head: TournamentEvent | null;
}

/** The games of the boards so far, as the pairing rules read them. */
export function playedGames(boards: readonly TournamentBoard[]): PlayedGame[] {
  return boards.map((b) => ({
    round: b.round,
    pairing:
      b.seats.length === 1
        ? { kind: 'bye', player: b.seats[0] }
        : { kind: 'game', seats: [b.seats[0], b.seats[1]] as const },
    result: b.seats.length === 1 ? null : b.result,
  }));
}

export function foldTournament(events: readonly TournamentEvent[]): TournamentState {
  const first = events[0];
  if (!first || first.type !== 'tournament_created') throw new Error('a tournament log starts with tournament_created');
  const state: TournamentState = {
    id: first.tournamentId,
    organizer: first.payload.organizer,
    settings: first.payload.settings,
    status: 'registration',
    entrants: [],
    seedCommitment: null,
    seed: null,
    rounds: 0,
    currentRound: 0,
    boards: [],
    ratings: null,
    pairedAt: null,
    createdAt: first.createdAt,
    version: first.seq,
    head: first,
  };
  return applyEvents(state, events.slice(1));
}

/** The state after `events`, which follow the state's head. */
export function applyEvents(state: TournamentState, events: readonly TournamentEvent[]): TournamentState {
  let next = state;
  for (const e of events) next = { ...applyEvent(next, e), version: e.seq, head: e };
  return next;
}

function applyEvent(state: TournamentState, e: TournamentEvent): TournamentState {
  switch (e.type) {
    case 'tournament_created':
      return state;
    case 'entrant_joined':
      return { ...state, entrants: [...state.entrants, e.payload] };
    case 'entrant_left':
      return { ...state, entrants: state.entrants.filter((x) => x.userId !== e.payload.userId) };
    case 'tournament_started': {
      const byId = new Map(state.entrants.map((x) => [x.userId, x]));
      return {
        ...state,
        status: 'running',
        seedCommitment: e.payload.seedCommitment,
        rounds: e.payload.rounds,
        ratings: e.payload.ratings ?? null,
        entrants: e.payload.entrants.map((id) => byId.get(id) ?? { userId: id, username: id }),
      };
    }
    case 'round_paired':
      return {
        ...state,
        currentRound: e.payload.round,
        pairedAt: e.createdAt,
        boards: [
          ...state.boards,
          ...e.payload.boards.map((b) => ({
            ...b,
            round: e.payload.round,
            result: null,
            results: null,
            adjudicated: false,
          })),
        ],
      };
    case 'game_result':
      return {
        ...state,
        boards: state.boards.map((b) =>
          b.round === e.payload.round && b.board === e.payload.board
            ? {
                ...b,
                result: e.payload.result,
                results: e.payload.results ?? bothResults(e.payload.result),
                adjudicated: e.payload.adjudicated === true,
              }
            : b,
        ),
      };
    case 'tournament_finished':
      return { ...state, status: 'finished', seed: e.payload.seed };
  }
}

/** Whether every game of the current round has its result (byes need none). */
export function roundComplete(state: TournamentState): boolean {
  return state.boards
    .filter((b) => b.round === state.currentRound && b.seats.length >= 2)
    .every((b) => b.result !== null);
}

/** A league season's deadline (ISO time): its pairing plus `seasonDays`; null for other formats or before. */
export function seasonDeadline(state: TournamentState): string | null {
  if (state.settings.format !== 'league' || state.pairedAt === null) return null;
  return new Date(Date.parse(state.pairedAt) + (state.settings.seasonDays ?? 0) * 86_400_000).toISOString();
}

/** The boards of round `round` (null when the tournament is over), as `formats.ts` decides them for every format. */
export { nextRound as pairingsFor } from './formats';

/** The standings of the state (seed order as the last tie-break). */
export function standingsOf(state: TournamentState): Standing[] {
  return formatStandings(
    state.settings,
    state.entrants.map((x) => x.userId),
    state.boards,
    state.currentRound,
  );
}

export function standingLines(table: readonly Standing[]): StandingLine[] {
  return table.map((s) => ({
    rank: s.rank,
    userId: s.player,
    halfPoints: s.halfPoints,
    buchholzHalves: s.buchholzHalves,
    sonnebornBergerQuarters: s.sonnebornBergerQuarters,
  }));
}

/**
 * The starting order `tournament_started` records: the order the seed gives the entrants; with ratings
 * (knockout, league), by rating (highest first), the seed order breaking ties.
 */
export function startingOrder(
  seed: string,
  entrants: readonly Entrant[],
  ratings: Readonly<Record<string, number>> | null = null,
): string[] {
  const bySeed = seedOrder(
    seed,
    entrants.map((e) => e.userId),
  );
  if (ratings === null) return bySeed;
  const seedRank = new Map(bySeed.map((p, i) => [p, i]));
  return [...bySeed].sort((a, b) => (ratings[b] ?? 0) - (ratings[a] ?? 0) || seedRank.get(a)! - seedRank.get(b)!);
}

/** Boards as the log records them, from pairings and match ids (one per game, in board order). */
export function boardsOf(pairings: readonly Seating[], matchIds: readonly string[]): LoggedBoard[] {
  let next = 0;
  return pairings.map((p, i) =>
    p.kind === 'bye'
      ? { board: i + 1, matchId: null, seats: [p.player] }
      : { board: i + 1, matchId: matchIds[next++], seats: [...p.seats] },
  );
}

/**
 * Recomputes a tournament from its events alone: the hash chain, the seed against its commitment, the
 * seed order, every round's pairings and the final standings. The first difference, or null when all agree.
 */
export function verifyTournament(events: readonly TournamentEvent[]): string | null {
  let prev = GENESIS_HASH;
  for (const [i, e] of events.entries()) {
    if (e.seq !== i + 1) return `event ${i + 1}: seq is ${e.seq}`;
    const expected = tournamentEventHash(prev, e);
    if (expected !== e.hash) return `event ${e.seq} (${e.type}): hash is ${e.hash}, recomputed ${expected}`;
    prev = e.hash;
  }
  const finished = events.find((e) => e.type === 'tournament_finished');
  let state: TournamentState | null = null;
  let seed: string | null = finished?.type === 'tournament_finished' ? finished.payload.seed : null;
  for (const [i, e] of events.entries()) {
    if (i === 0) {
      state = foldTournament([e]);
      continue;
    }
    const before: TournamentState = state!;
    if (e.type === 'tournament_started') {
      if (seed !== null) {
        if (tournamentSeedCommitment(seed) !== e.payload.seedCommitment)
          return `event ${e.seq} (tournament_started): the revealed seed does not hash to the commitment ${e.payload.seedCommitment}`;
        if (seedsByRating(before.settings) !== (e.payload.ratings !== undefined))
          return `event ${e.seq} (tournament_started): a ${before.settings.format} is ${seedsByRating(before.settings) ? '' : 'not '}seeded by rating`;
        const order = startingOrder(seed, before.entrants, e.payload.ratings ?? null);
        if (canonicalJson(order) !== canonicalJson([...e.payload.entrants]))
          return `event ${e.seq} (tournament_started): entrants in order ${e.payload.entrants.join(',')}, recomputed ${order.join(',')}`;
      }
      const rounds = roundsFor(before.settings, e.payload.entrants.length);
      if (rounds !== e.payload.rounds)
        return `event ${e.seq} (tournament_started): ${e.payload.rounds} rounds, recomputed ${rounds}`;
    }
    if (e.type === 'round_paired') {
      if (e.payload.round !== before.currentRound + 1)
        return `event ${e.seq} (round_paired): round ${e.payload.round} after round ${before.currentRound}`;
      if (before.currentRound > 0 && !roundComplete(before))
        return `event ${e.seq} (round_paired): round ${before.currentRound} was not finished`;
      const expected = pairingsFor(
        before.settings,
        before.entrants.map((x) => x.userId),
        before.boards,
        e.payload.round,
        before.rounds,
      );
      if (expected === null)
        return `event ${e.seq} (round_paired): round ${e.payload.round}, but the tournament was over after round ${before.currentRound}`;
      const recorded = e.payload.boards.map((b) => b.seats.join(' vs '));
      const recomputed = expected.map((p) => (p.kind === 'bye' ? p.player : p.seats.join(' vs ')));
      for (let b = 0; b < Math.max(recorded.length, recomputed.length); b++) {
        if (recorded[b] !== recomputed[b])
          return `event ${e.seq} (round_paired): round ${e.payload.round} board ${b + 1} is ${recorded[b] ?? 'missing'}, recomputed ${recomputed[b] ?? 'none'}`;
      }
    }
    if (e.type === 'game_result') {
      const board = before.boards.find((b) => b.round === e.payload.round && b.board === e.payload.board);
      if (!board || board.matchId !== e.payload.matchId)
        return `event ${e.seq} (game_result): no game of match ${e.payload.matchId} at round ${e.payload.round} board ${e.payload.board}`;
      if (board.result !== null)
        return `event ${e.seq} (game_result): round ${e.payload.round} board ${e.payload.board} had its result already`;
      const seats = e.payload.results ?? bothResults(e.payload.result);
      if (seats.length !== board.seats.length || seats[0] !== e.payload.result)
        return `event ${e.seq} (game_result): ${seats.length} seat results for a table of ${board.seats.length}`;
      if (e.payload.adjudicated) {
        const deadline = seasonDeadline(before);
        if (deadline === null || e.createdAt < deadline || seats.some((r) => r !== 'draw'))
          return `event ${e.seq} (game_result): adjudicated before the season's deadline (${deadline ?? 'none'}) or not as a draw`;
      }
    }
    if (e.type === 'tournament_finished') {
      const more = roundComplete(before)
        ? pairingsFor(
            before.settings,
            before.entrants.map((x) => x.userId),
            before.boards,
            before.currentRound + 1,
            before.rounds,
          )
        : [];
      if (more !== null)
        return `event ${e.seq} (tournament_finished): the tournament ended after round ${before.currentRound} of ${before.rounds}`;
      const table = standingLines(standingsOf(before));
      for (let r = 0; r < Math.max(table.length, e.payload.standings.length); r++) {
        const a = canonicalJson((e.payload.standings[r] ?? null) as unknown as Json);
        const b = canonicalJson((table[r] ?? null) as unknown as Json);
        if (a !== b) return `event ${e.seq} (tournament_finished): standing ${r + 1} is ${a}, recomputed ${b}`;
      }
      seed = e.payload.seed;
    }
    state = { ...applyEvent(before, e), version: e.seq, head: e };
  }
  return null;
}
