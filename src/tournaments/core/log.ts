import { createHash } from 'node:crypto';
import type { Json } from '../../matches/event-chain';
import { GENESIS_HASH, canonicalJson } from '../../matches/event-chain';
import type { GameResult, PlayedGame, Standing } from './pairing';
import { seedOrder } from './pairing';
import type { Seating } from './tables';
import type { RecordedGame } from './match-records';
import type { LoggedBoard, TournamentBoard, TournamentEntropy, TournamentSettings } from './types';

export type { LoggedBoard, TournamentBoard, TournamentFormat, TournamentSettings } from './types';
import {
  bothResults,
  formatStandings,
  nextRound,
  roundsFor,
  seedsByRating,
  standingGame,
  talliedStandings,
} from './formats';
import type { StandingsTally } from './tables';
import { addToTally, rankTally, tallyGames } from './tables';

export { roundsFor } from './formats';

/**
 * A tournament is its event log (docs/tournaments.md "The log"), as a match is: append-only, each event
 * hash-chained to the one before, its state a fold over the events. Pure: the server and
 * `claim tournament verify` fold the same events with the same functions.
 */

/** The number of time-outs that withdraws an entrant, 0 for never (docs/tournaments.md "Organizer actions"). */
export function withdrawAfterTimeouts(settings: TournamentSettings): number {
  return settings.withdrawAfterTimeouts ?? 2;
}

export interface Entrant {
  readonly userId: string;
  readonly username: string;
}

/** An entry as the log records it: with an entry rating range, the rating it was judged by. */
export interface Entry extends Entrant {
  readonly rating?: number;
}

export type TournamentEventBody =
  | {
      readonly type: 'tournament_created';
      readonly payload: {
        readonly organizer: Entrant;
        readonly settings: TournamentSettings;
        /** SHA-256 of the entropy master seed (table-entropy.ts); absent in tournaments from before. */
        readonly entropyCommitment?: string;
      };
    }
  | {
      readonly type: 'entrant_joined';
      /** `contributionHash`: SHA-256 of the entrant's entropy contribution, when they sent one (table-entropy.ts). */
      readonly payload: Entry & { readonly contributionHash?: string };
    }
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
        /** The entrant who ran out of time, when the game ended so (counts towards withdrawAfterTimeouts). */
        readonly timedOut?: string;
        /** Tables of 3 or 4: every seat's result, seat 0 first. */
        readonly results?: readonly GameResult[];
        /** League: scored a draw at the season's deadline, the match still being played. */
        readonly adjudicated?: boolean;
      };
    }
  // Organizer actions (docs/tournaments.md "Organizer actions"): `by` is the organizer who acted, checked by verify.
  | { readonly type: 'tournament_paused'; readonly payload: { readonly by: string } }
  | { readonly type: 'tournament_resumed'; readonly payload: { readonly by: string } }
  | {
      readonly type: 'tournament_cancelled';
      /** The seed is revealed as at a normal end (null when the tournament had not started). */
      readonly payload: { readonly by: string; readonly seed: string | null; readonly entropy?: TournamentEntropy };
    }
  | {
      readonly type: 'entrant_removed';
      /** `by`: the organizer; the entrant themself when they withdrew; null when the server withdrew them for time-outs. */
      readonly payload: { readonly userId: string; readonly by: string | null; readonly reason: RemovalReason };
    }
  | {
      readonly type: 'organizer_changed';
      readonly payload: { readonly by: string; readonly organizer: Entrant };
    }
  | {
      readonly type: 'tournament_finished';
      /** `entropy`: the master seed and contributions revealed (table-entropy.ts), when the tournament has them. */
      readonly payload: {
        readonly seed: string;
        readonly standings: readonly StandingLine[];
        readonly entropy?: TournamentEntropy;
      };
    };

export type TournamentEventType = TournamentEventBody['type'];

/**
 * Why an entrant left after the start: the organizer removed them, they timed out of too many games, or they
 * withdrew themselves (docs/tournaments.md "Late entry and withdrawal").
 */
export type RemovalReason = 'organizer' | 'timeouts' | 'withdrew';

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

/** An organizer's action or a withdrawal as the page shows it: usernames as they were then. */
export interface TournamentAction {
  readonly seq: number;
  readonly at: string;
  readonly type:
    'tournament_paused' | 'tournament_resumed' | 'tournament_cancelled' | 'entrant_removed' | 'organizer_changed';
  /** Who acted: the organizer, the entrant who withdrew; null when the server withdrew an entrant for time-outs. */
  readonly by: string | null;
  /** The entrant removed, or the new organizer. */
  readonly username: string | null;
  readonly reason: RemovalReason | null;
}

export type TournamentStatus = 'registration' | 'running' | 'finished' | 'cancelled';

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
  /** SHA-256 of the entropy master seed, committed at creation; null for tournaments from before. */
  readonly entropyCommitment: string | null;
  /** The number of rounds, fixed at the start. */
  readonly rounds: number;
  readonly currentRound: number;
  readonly boards: readonly TournamentBoard[];
  /** Paused by the organizer: no round is paired until resumed (games under way go on). */
  readonly paused: boolean;
  /** Entrants withdrawn after the start (removed, or timed out too often): paired no more, still in the standings. */
  readonly withdrawn: readonly string[];
  /** The organizer's actions and the withdrawals, in log order: what the page shows. */
  readonly actions: readonly TournamentAction[];
  /** Knockout and league: the ratings that seeded the entrants. */
  readonly ratings: Readonly<Record<string, number>> | null;
  /** When the current round was paired (a league season's deadline runs from it). */
  readonly pairedAt: string | null;
  /** When the organizer paused the tournament, while it is paused. */
  readonly pausedAt: string | null;
  /** How long the tournament was paused since the current round was paired (a league season is that much longer). */
  readonly pausedMs: number;
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
    entropyCommitment: first.payload.entropyCommitment ?? null,
    rounds: 0,
    currentRound: 0,
    boards: [],
    paused: false,
    withdrawn: [],
    actions: [],
    ratings: null,
    pairedAt: null,
    pausedAt: null,
    pausedMs: 0,
    createdAt: first.createdAt,
    version: first.seq,
    head: first,
  };
  return applyEvents(state, events.slice(1));
}

/** The state after `events`, which follow the state's head. */
export function applyEvents(state: TournamentState, events: readonly TournamentEvent[]): TournamentState {
  let next = state;
  // A result changes one board: copying every board for each of thousands of results made a fold quadratic
  // (a 2,000-entrant Swiss took seconds). The boards array this fold copied is written in place instead:
  // nobody else has seen it, and the states in between are not returned.
  let owned: TournamentBoard[] | null = null;
  for (const e of events) {
    if (e.type === 'game_result') {
      if (owned === null || next.boards !== owned) owned = [...next.boards];
      const i = boardIndex(owned, e.payload.round, e.payload.board);
      if (i >= 0) owned[i] = withResult(owned[i], e.payload);
      next = { ...next, boards: owned, version: e.seq, head: e };
    } else next = { ...applyEvent(next, e), version: e.seq, head: e };
  }
  if (talliedStandings(state.settings)) carryTally(state, next);
  return next;
}

/** The board's index, searched from the end: results mostly come for the round being played, the last boards. */
function boardIndex(boards: readonly TournamentBoard[], round: number, board: number): number {
  for (let i = boards.length - 1; i >= 0; i--) if (boards[i].round === round && boards[i].board === board) return i;
  return -1;
}

function withResult(
  board: TournamentBoard,
  payload: {
    readonly result: GameResult;
    readonly results?: readonly GameResult[];
    readonly adjudicated?: boolean;
    readonly timedOut?: string;
  },
): TournamentBoard {
  return {
    ...board,
    result: payload.result,
    results: payload.results ?? bothResults(payload.result),
    adjudicated: payload.adjudicated === true,
    ...(payload.timedOut ? { timedOut: payload.timedOut } : {}),
  };
}

function applyEvent(state: TournamentState, e: TournamentEvent): TournamentState {
  const action = actionOf(state, e);
  const next = applyChange(state, e);
  return action === null ? next : { ...next, actions: [...next.actions, action] };
}

function actionOf(state: TournamentState, e: TournamentEvent): TournamentAction | null {
  const base = { seq: e.seq, at: e.createdAt, by: state.organizer.username, username: null, reason: null };
  switch (e.type) {
    case 'tournament_paused':
    case 'tournament_resumed':
    case 'tournament_cancelled':
      return { ...base, type: e.type };
    case 'organizer_changed':
      return { ...base, type: e.type, username: e.payload.organizer.username };
    case 'entrant_removed': {
      const removed = state.entrants.find((x) => x.userId === e.payload.userId);
      const username = removed?.username ?? e.payload.userId;
      return {
        ...base,
        type: e.type,
        by: e.payload.by === null ? null : e.payload.reason === 'withdrew' ? username : base.by,
        username,
        reason: e.payload.reason,
      };
    }
    default:
      return null;
  }
}

function applyChange(state: TournamentState, e: TournamentEvent): TournamentState {
  switch (e.type) {
    case 'tournament_created':
      return state;
    case 'entrant_joined':
      return { ...state, entrants: [...state.entrants, { userId: e.payload.userId, username: e.payload.username }] };
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
        pausedMs: 0,
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
          b.round === e.payload.round && b.board === e.payload.board ? withResult(b, e.payload) : b,
        ),
      };
    case 'tournament_finished':
      return { ...state, status: 'finished', seed: e.payload.seed };
    case 'tournament_paused':
      return { ...state, paused: true, pausedAt: e.createdAt };
    case 'tournament_resumed':
      return {
        ...state,
        paused: false,
        pausedAt: null,
        pausedMs: state.pausedMs + Math.max(0, Date.parse(e.createdAt) - Date.parse(state.pausedAt ?? e.createdAt)),
      };
    case 'tournament_cancelled':
      return { ...state, status: 'cancelled', paused: false, pausedAt: null, seed: e.payload.seed };
    case 'entrant_removed':
      // Before the start a removed entrant is simply gone; after it they stay in the standings, unpaired.
      return state.status === 'registration'
        ? { ...state, entrants: state.entrants.filter((x) => x.userId !== e.payload.userId) }
        : { ...state, withdrawn: [...state.withdrawn, e.payload.userId] };
    case 'organizer_changed':
      return { ...state, organizer: e.payload.organizer };
  }
}

/**
 * Whether the tournament takes entries (its size limit aside): while registration is open, and a running Swiss
 * between rounds while a round is still to be paired, paused or not (late entry: the newcomer is paired from
 * the next round on, with no points for the rounds missed). The scheduled formats fix their schedule at the
 * start and take nobody later.
 */
export function takesEntries(state: TournamentState): boolean {
  if (state.status === 'registration') return true;
  return state.status === 'running' && state.settings.format === 'swiss' && state.currentRound < state.rounds;
}

/**
 * Where an entry at `at` (ISO) stands with the registration window: `early` before it opens, `late` from its
 * close on, else null (no window: always null).
 */
export function outsideWindow(settings: TournamentSettings, at: string): 'early' | 'late' | null {
  const time = Date.parse(at);
  if (settings.registrationOpensAt !== undefined && time < Date.parse(settings.registrationOpensAt)) return 'early';
  if (settings.registrationClosesAt !== undefined && time >= Date.parse(settings.registrationClosesAt)) return 'late';
  return null;
}

/** Whether the invitation list (none: anyone) names `userId`. */
export function invitationAdmits(settings: TournamentSettings, userId: string): boolean {
  return settings.invited === undefined || settings.invited.some((i) => i.userId === userId);
}

/** Whether an entry judged by `rating` is within the settings' entry rating range (none: anyone is). */
export function ratingAdmitted(settings: TournamentSettings, rating: number | undefined): boolean {
  const { minRating, maxRating } = settings;
  if (minRating === undefined && maxRating === undefined) return true;
  return (
    rating !== undefined &&
    (minRating === undefined || rating >= minRating) &&
    (maxRating === undefined || rating <= maxRating)
  );
}

/** Whether every game of the current round has its result (byes need none). */
export function roundComplete(state: TournamentState): boolean {
  return state.boards
    .filter((b) => b.round === state.currentRound && b.seats.length >= 2)
    .every((b) => b.result !== null);
}

/**
 * A league season's deadline (ISO time): its pairing plus `seasonDays`, plus the time the organizer kept it
 * paused since; null for other formats, before the first season, and while paused (a paused season does not
 * end: its running games are neither drawn nor forfeited, docs/tournaments.md "Leagues").
 */
export function seasonDeadline(state: TournamentState): string | null {
  if (state.settings.format !== 'league' || state.pairedAt === null || state.paused) return null;
  const days = (state.settings.seasonDays ?? 0) * 86_400_000;
  return new Date(Date.parse(state.pairedAt) + days + state.pausedMs).toISOString();
}

/**
 * The boards of round `round` (null when the tournament is over), as `formats.ts` decides them for every
 * format, less the withdrawn entrants: a Swiss pairs only those still in play; a scheduled format (round-robin,
 * knockout, league) keeps its schedule, and a table that loses an entrant becomes a bye for each who stays
 * (a forfeit win, worth a bye's point), a withdrawn entrant's own bye dropped.
 */
export function pairingsFor(
  settings: TournamentSettings,
  order: readonly string[],
  boards: readonly TournamentBoard[],
  round: number,
  rounds: number,
  withdrawn: readonly string[] = [],
): Seating[] | null {
  const gone = new Set(withdrawn);
  if (settings.format === 'swiss')
    return nextRound(
      settings,
      order.filter((id) => !gone.has(id)),
      boards,
      round,
      rounds,
    );
  const pairings = nextRound(settings, order, boards, round, rounds);
  return pairings === null ? null : withoutWithdrawn(pairings, gone);
}

function withoutWithdrawn(pairings: readonly Seating[], gone: ReadonlySet<string>): Seating[] {
  if (gone.size === 0) return [...pairings];
  const kept = pairings.flatMap((p): Seating[] => {
    if (p.kind === 'bye') return gone.has(p.player) ? [] : [p];
    const staying = p.seats.filter((s) => !gone.has(s));
    if (staying.length === p.seats.length) return [p];
    return staying.map((player): Seating => ({ kind: 'bye', player }));
  });
  return [...kept.filter((p) => p.kind === 'game'), ...kept.filter((p) => p.kind === 'bye')];
}

/** The games each entrant timed out of (a time-out is named in its game_result). */
export function timeoutsOf(state: TournamentState): Map<string, number> {
  const count = new Map<string, number>();
  for (const b of state.boards) if (b.timedOut) count.set(b.timedOut, (count.get(b.timedOut) ?? 0) + 1);
  return count;
}

/**
 * The withdrawals that are due: every entrant still paired who has timed out of withdrawAfterTimeouts games
 * (docs/tournaments.md). The server appends them after each result; verify checks each was due.
 */
export function dueWithdrawals(state: TournamentState): TournamentEventBody[] {
  const limit = withdrawAfterTimeouts(state.settings);
  if (limit === 0 || state.status !== 'running') return [];
  const withdrawn = new Set(state.withdrawn);
  return [...timeoutsOf(state)]
    .filter(([userId, n]) => n >= limit && !withdrawn.has(userId))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([userId]) => ({ type: 'entrant_removed', payload: { userId, by: null, reason: 'timeouts' } }));
}

/**
 * The tallies of states already read (tables.ts StandingsTally), for the formats whose standings are tallied:
 * a state is never changed, and applyEvents hands a state's tally on to the state after it when that only adds
 * results and rounds, so the page after a result adds that result instead of summing the whole tournament.
 */
const tallies = new WeakMap<TournamentState, StandingsTally>();

function tallyOf(state: TournamentState): StandingsTally {
  let tally = tallies.get(state);
  if (tally === undefined) {
    const order = state.entrants.map((x) => x.userId);
    const games = state.boards.map((b) => standingGame(state.settings, b));
    tallies.set(state, (tally = tallyGames(order, games, state.settings.players)));
  }
  return tally;
}

/**
 * `next`'s tally from `state`'s, when `state` has one and `next` only adds results to its boards and boards after
 * them (the same entrants, the same settings); nothing otherwise (the next read tallies afresh).
 */
function carryTally(state: TournamentState, next: TournamentState): void {
  const tally = tallies.get(state);
  if (tally === undefined || next.entrants !== state.entrants || next.settings !== state.settings) return;
  const added: TournamentBoard[] = [];
  for (let i = 0; i < next.boards.length; i++) {
    const [before, after] = [state.boards[i], next.boards[i]];
    if (before === after) continue;
    // A new board (a bye counts at once, a game once it has its result), or a game of before gaining its result;
    // anything else (a result replaced, a bye changed) is tallied afresh on the next read.
    if (before === undefined) added.push(after);
    else if (before.results === null && after.results !== null && before.seats.length > 1) added.push(after);
    else return;
  }
  tallies.set(
    next,
    addToTally(
      tally,
      added.map((b) => standingGame(state.settings, b)),
    ),
  );
}

/** The standings of the state (seed order as the last tie-break). */
export function standingsOf(state: TournamentState): Standing[] {
  if (talliedStandings(state.settings)) return rankTally(tallyOf(state));
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
 * With `records` (the finished matches' own records, checked: match-records.ts), every result taken from a
 * match must be the one its record gives, seat by seat, time-out included; an adjudicated result (a league's
 * deadline) is the tournament's own and is not compared.
 */
export function verifyTournament(
  events: readonly TournamentEvent[],
  records?: (matchId: string) => RecordedGame | string | undefined,
): string | null {
  let prev = GENESIS_HASH;
  for (const [i, e] of events.entries()) {
    if (e.seq !== i + 1) return `event ${i + 1}: seq is ${e.seq}`;
    const expected = tournamentEventHash(prev, e);
    if (expected !== e.hash) return `event ${e.seq} (${e.type}): hash is ${e.hash}, recomputed ${expected}`;
    prev = e.hash;
  }
  // The seed is revealed at the end, or when the organizer cancels.
  const ended = events.find((e) => e.type === 'tournament_finished' || e.type === 'tournament_cancelled');
  let state: TournamentState | null = null;
  let seed: string | null =
    ended?.type === 'tournament_finished' || ended?.type === 'tournament_cancelled' ? ended.payload.seed : null;
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
      if (before.paused || before.status !== 'running')
        return `event ${e.seq} (round_paired): the tournament was ${before.paused ? 'paused' : before.status}`;
      const expected = pairingsFor(
        before.settings,
        before.entrants.map((x) => x.userId),
        before.boards,
        e.payload.round,
        before.rounds,
        before.withdrawn,
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
      } else if (records) {
        const problem = resultAgainstRecord(board.seats, e.payload, records(e.payload.matchId));
        if (problem !== null) return `event ${e.seq} (game_result): ${problem}`;
      }
    }
    if (e.type === 'entrant_joined') {
      if (!takesEntries(before))
        return `event ${e.seq} (entrant_joined): the tournament took no entries (${before.status})`;
      if (before.entrants.some((x) => x.userId === e.payload.userId))
        return `event ${e.seq} (entrant_joined): ${e.payload.userId} was an entrant already`;
      if (before.entrants.length >= before.settings.maxEntrants)
        return `event ${e.seq} (entrant_joined): the tournament had its ${before.settings.maxEntrants} entrants`;
      if (!ratingAdmitted(before.settings, e.payload.rating))
        return `event ${e.seq} (entrant_joined): rating ${e.payload.rating ?? 'not logged'} is outside the entry range`;
      if (!invitationAdmits(before.settings, e.payload.userId))
        return `event ${e.seq} (entrant_joined): ${e.payload.userId} was not invited`;
      if (outsideWindow(before.settings, e.createdAt) !== null)
        return `event ${e.seq} (entrant_joined): outside the registration window`;
    }
    const refused = organizerActionProblem(before, e);
    if (refused !== null) return `event ${e.seq} (${e.type}): ${refused}`;
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

/** What differs between a logged result and the match's record (undefined: none was given), or null. */
function resultAgainstRecord(
  seats: readonly string[],
  logged: {
    readonly matchId: string;
    readonly result: GameResult;
    readonly results?: readonly GameResult[];
    readonly timedOut?: string;
  },
  recorded: RecordedGame | string | undefined,
): string | null {
  const matchId = logged.matchId;
  if (recorded === undefined) return `no record of match ${matchId} was given`;
  if (typeof recorded === 'string') return recorded;
  if (recorded.seats.join(',') !== seats.join(','))
    return `match ${matchId}'s record seats ${recorded.seats.join(',')}, the board ${seats.join(',')}`;
  const results = logged.results ?? bothResults(logged.result);
  if (results.join(',') !== recorded.results.join(','))
    return `match ${matchId}: the log says ${results.join(',')}, its record ${recorded.results.join(',')}`;
  if ((logged.timedOut ?? null) !== recorded.timedOut)
    return `match ${matchId}: the log says ${logged.timedOut ?? 'nobody'} timed out, its record ${recorded.timedOut ?? 'nobody'}`;
  return null;
}

/**
 * What is wrong with an organizer action or a withdrawal in the log, or null: each action must be the
 * organizer's of the moment and fit the state (verify's check of the "logged and shown" actions).
 */
function organizerActionProblem(before: TournamentState, e: TournamentEvent): string | null {
  const organizer = before.organizer.userId;
  const notOrganizer = (by: string | null): string | null =>
    by === organizer ? null : `made by ${by ?? 'the server'}, not the organizer ${organizer}`;
  switch (e.type) {
    case 'tournament_paused':
      if (before.status !== 'running' || before.paused) return 'only a running, unpaused tournament can be paused';
      return notOrganizer(e.payload.by);
    case 'tournament_resumed':
      if (!before.paused) return 'the tournament was not paused';
      return notOrganizer(e.payload.by);
    case 'tournament_cancelled':
      if (before.status === 'finished' || before.status === 'cancelled') return `the tournament was ${before.status}`;
      if (
        before.seedCommitment !== null &&
        (e.payload.seed === null || tournamentSeedCommitment(e.payload.seed) !== before.seedCommitment)
      )
        return `the revealed seed does not hash to the commitment ${before.seedCommitment}`;
      return notOrganizer(e.payload.by);
    case 'organizer_changed':
      return notOrganizer(e.payload.by);
    case 'entrant_removed': {
      const { userId, reason } = e.payload;
      if (!before.entrants.some((x) => x.userId === userId) || before.withdrawn.includes(userId))
        return `${userId} was not an entrant still in play`;
      if (reason === 'organizer') return notOrganizer(e.payload.by);
      if (reason === 'withdrew')
        return e.payload.by === userId ? null : `withdrew by ${e.payload.by ?? 'the server'}, not ${userId}`;
      const timeouts = timeoutsOf(before).get(userId) ?? 0;
      const limit = withdrawAfterTimeouts(before.settings);
      return limit > 0 && timeouts >= limit ? null : `${userId} had ${timeouts} time-out(s), the limit is ${limit}`;
    }
    default:
      return null;
  }
}
