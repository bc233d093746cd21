import { Inject, Injectable, Optional } from '@nestjs/common';
import { Clock } from '../common/clock';
import { APP_CONFIG, AppConfig, DEFAULT_MATCH_STORE_SETTINGS } from '../config/app-config';
import { moveDuration } from '../common/metrics';
import type { Move, Rules, Seat } from '../engine';
import type { Sql } from '../database/sql';
import { MatchFollowups } from './match-followups';
import type { MatchRuntime } from './match-runtime';
import type { Caller, MatchEventBody, RequestMeta, TimeoutClaim } from './match.types';
import { NO_REQUEST_META } from './match.types';
import { MatchPages, ListedMatch, MY_MATCHES_PAGE } from './read/match-pages';
import { MatchReader } from './read/match-reader';
import { ExportedRecord, RecordedOrder, recordOf } from './read/records';
import { MatchesRepository } from './store/matches.repository';
import { MatchStates } from './store/match-states';
import { MatchUpdate, SeatedView, VisibleEvent, maySpectate, seatOf, visibleEvents } from './visibility';
import * as commands from './write/commands';
import { assertNotReplaced } from './write/commands';
import type { MoveCommand, MoveInput } from './write/move-command';
import { MatchStart, StartOptions, startMatch, startMatches } from './write/start-match';
import { MatchWriter } from './write/write-path';
import { STANDING_ORDER_BOOK } from './write/standing-order-book';
import type { ActedOrder, ActiveOrder, DroppedOrder, StandingOrderBook } from './write/standing-order-book';

export type { Caller, RequestMeta } from './match.types';
export { NO_REQUEST_META } from './match.types';
export type { ActedOrder, ActiveOrder, DroppedOrder, RecordedOrder, StandingOrderBook };
export { STANDING_ORDER_BOOK };
export type {
  ExportedRecord,
  ListedMatch,
  MatchUpdate,
  MoveCommand,
  MoveInput,
  SeatedView,
  StartOptions,
  VisibleEvent,
};
export { parseMoveCommand } from './write/move-command';
export { MY_MATCHES_PAGE, assertNotReplaced, maySpectate, recordOf, seatOf, visibleEvents };

/** A player's move: who, where, the command parsed at the edge (write/move-command.ts), at which version. */
export interface PlayerMove {
  readonly caller: Caller;
  readonly matchId: string;
  readonly command: MoveCommand;
  readonly expectedVersion: number;
  readonly request?: RequestMeta;
}

/** The server's move for a seat the computer took over. */
export interface ServerMove {
  readonly seat: Seat;
  readonly matchId: string;
  readonly command: MoveCommand;
  readonly expectedVersion: number;
  readonly request: RequestMeta;
}

/** A time-out: claimed by an opponent, or (`claimant` null) settled by the sweep at `atVersion` (null: any). */
export interface TimeOutClaim {
  readonly claimant: Caller | null;
  readonly matchId: string;
  readonly atVersion: number | null;
  readonly request?: RequestMeta;
  readonly claim?: TimeoutClaim;
}

/** The request id of the resignation the server makes for a computer match left idle (docs/bots.md). */
const IDLE_END_REQUEST: RequestMeta = { requestId: 'idle-end', idempotencyKey: null };

/**
 * The match module's one door for the rest of the server: a thin facade over the jobs it delegates to —
 * starting (write/start-match.ts), reading and authorising (read/, visibility.ts), paging (read/match-pages.ts)
 * and the write path with one named command per kind of write (write/write-path.ts, write/commands.ts).
 * Each method here is one line of glue: where a move goes, read CONTRIBUTING.md "A move, file by file".
 */
@Injectable()
export class MatchesService {
  private readonly states: MatchStates;
  private readonly reader: MatchReader;
  private readonly pages: MatchPages;
  private readonly writer: MatchWriter;

  constructor(
    private readonly repository: MatchesRepository,
    @Optional() private readonly clock: Clock = new Clock(),
    @Optional() followups?: MatchFollowups,
    // Bound by src/orders (a global module) without this module importing it: write/standing-order-book.ts.
    @Optional() @Inject(STANDING_ORDER_BOOK) orders?: StandingOrderBook,
    // The cache's limits (MATCH_CACHE_SIZE, MATCH_CACHE_IDLE); absent in tests that build the service by hand.
    @Optional() @Inject(APP_CONFIG) config?: Pick<AppConfig, 'matchStore'>,
  ) {
    const settings = config?.matchStore ?? DEFAULT_MATCH_STORE_SETTINGS;
    this.states = new MatchStates({ capacity: settings.cacheSize, idleMs: settings.cacheIdleMs });
    this.reader = new MatchReader(repository, this.states, orders ?? null);
    this.pages = new MatchPages(repository, this.states);
    this.writer = new MatchWriter(repository, this.reader, this.states, clock, followups ?? null, orders ?? null);
  }

  // ── start ──────────────────────────────────────────────────────────────────────────────────────────

  /** Starts a match (write/start-match.ts); idempotent with `options.matchId`. */
  start(
    rules: Rules,
    players: readonly Caller[],
    startedBy: string | null,
    options: StartOptions = {},
  ): Promise<string> {
    return startMatch(this.repository, this.clock, rules, players, startedBy, options);
  }

  /**
   * Starts many matches in the caller's transaction on the match store's pool (`MatchDatabase.pool`), written
   * together and committed by it with whatever the caller writes beside (a seek wave's tables and their seeks:
   * write/start-match.ts). Not idempotent: a taken id fails it. Their ids, in order.
   */
  startManyIn(sql: Sql, starts: readonly MatchStart[]): Promise<string[]> {
    return startMatches(this.repository, this.clock, starts, sql);
  }

  // ── reads (read/match-reader.ts; who sees what: visibility.ts) ────────────────────────────────────

  load(matchId: string): Promise<MatchRuntime> {
    return this.reader.load(matchId);
  }

  viewOf(caller: Caller | null, matchId: string): Promise<SeatedView> {
    return this.reader.viewOf(caller, matchId);
  }

  assertNotWithheld(runtime: MatchRuntime, caller: Caller | null): Promise<void> {
    return this.reader.assertNotWithheld(runtime, caller);
  }

  publicView(matchId: string, viewer: Caller | null = null): Promise<SeatedView> {
    return this.reader.publicView(matchId, viewer);
  }

  viewAt(caller: Caller, matchId: string, version: number): Promise<SeatedView> {
    return this.reader.viewAt(caller, matchId, version);
  }

  updateFor(caller: Caller | null, matchId: string, seq: number): Promise<MatchUpdate | null> {
    return this.reader.updateFor(caller, matchId, seq);
  }

  assertCanWatch(caller: Caller | null, matchId: string): Promise<number> {
    return this.reader.assertCanWatch(caller, matchId);
  }

  assertCanWatchStored(caller: Caller, matchId: string): Promise<void> {
    return this.reader.assertCanWatchStored(caller, matchId);
  }

  legalMovesOf(caller: Caller, matchId: string): Promise<Move[]> {
    return this.reader.legalMovesOf(caller, matchId);
  }

  /** The seqs after `afterSeq` of the order-played moves `seat` may see marked (MatchReader). */
  standingOrderMarks(runtime: MatchRuntime, seat: Seat | null, afterSeq = -1): Promise<ReadonlySet<number>> {
    return this.reader.standingOrderMarks(runtime, seat, afterSeq);
  }

  eventsOf(caller: Caller, matchId: string, afterSeq = -1): Promise<VisibleEvent[]> {
    return this.reader.eventsOf(caller, matchId, afterSeq);
  }

  exportRecord(caller: Caller, matchId: string): Promise<ExportedRecord> {
    return this.reader.exportRecord(caller, matchId);
  }

  /** The record of a finished match, with the standing orders that acted in it (read/records.ts). */
  finishedRecord(runtime: MatchRuntime): Promise<ExportedRecord> {
    return this.reader.finishedRecord(runtime);
  }

  matchPage(caller: Caller, first?: number, after: string | null = null): Promise<ListedMatch[]> {
    return this.pages.matchPage(caller, first, after);
  }

  /** The ids of the caller's newest matches (the first page). */
  async matchIdsOf(caller: Caller): Promise<string[]> {
    return (await this.matchPage(caller)).map((m) => m.header.id);
  }

  // ── writes: one named command each (write/commands.ts), one path (write/write-path.ts) ─────────────

  /** Plays or decides for the caller's seat: the command was parsed at the edge (api/move-commands.ts), before any lock. */
  async move({
    caller,
    matchId,
    command,
    expectedVersion,
    request = NO_REQUEST_META,
  }: PlayerMove): Promise<SeatedView> {
    const timer = moveDuration.startTimer();
    try {
      const view = await this.forPlayer(
        caller,
        matchId,
        expectedVersion,
        request,
        commands.playMove(command, this.clock),
      );
      timer({ outcome: 'ok' });
      return view;
    } catch (error) {
      timer({ outcome: 'rejected' });
      throw error;
    }
  }

  resign(caller: Caller, matchId: string, request: RequestMeta = NO_REQUEST_META): Promise<SeatedView> {
    return this.forPlayer(caller, matchId, null, request, commands.resign);
  }

  /**
   * Ends an untimed match against the computer that its person left (ComputerIdleSweeper), appended at
   * `atVersion`, so a move that landed first makes it fail with VERSION_CONFLICT.
   */
  resignIdle(matchId: string, seat: Seat, atVersion: number): Promise<SeatedView | null> {
    return this.writer.write(null, matchId, atVersion, IDLE_END_REQUEST, commands.resignIdle(seat));
  }

  requestReplacement(caller: Caller, matchId: string, request: RequestMeta = NO_REQUEST_META): Promise<SeatedView> {
    return this.forPlayer(caller, matchId, null, request, commands.requestReplacement);
  }

  /** The computer's move for a replaced seat; `request` names the level. Its forced moves follow unless a retry. */
  async moveForReplacedSeat({ seat, matchId, command, expectedVersion, request }: ServerMove): Promise<MatchRuntime> {
    const intent = commands.moveForReplacedSeat(seat, command);
    const written = await this.writer.writeOnce(null, matchId, expectedVersion, request, intent);
    return written.replayOf === null ? this.writer.playForcedMoves(written.runtime) : written.runtime;
  }

  abort(caller: Caller, matchId: string, request: RequestMeta = NO_REQUEST_META): Promise<SeatedView> {
    return this.forPlayer(caller, matchId, null, request, commands.abort);
  }

  /**
   * The due seat ran out of time (correspondence), claimed by an opponent or, `claimant` null, settled by
   * the sweep at `atVersion`: `end` ends the match, `skip` (3–4 players) skips the seat.
   */
  timeOut({
    claimant,
    matchId,
    atVersion,
    request = NO_REQUEST_META,
    claim = 'end',
  }: TimeOutClaim): Promise<SeatedView | null> {
    return this.writer.write(
      claimant,
      matchId,
      atVersion,
      request,
      commands.timeOut(claimant === null, claim, this.clock),
    );
  }

  /** The server's move for a skipped seat that is due, at `atVersion`; null when there is none. */
  playForSkipped(matchId: string, atVersion: number): Promise<SeatedView | null> {
    return this.writer.write(null, matchId, atVersion, NO_REQUEST_META, commands.playForSkipped);
  }

  /** A clock event of the caller's own seat: pausing by agreement, coming back after a skip, a vacation. */
  clockEvent(
    caller: Caller,
    matchId: string,
    body: (seat: Seat, runtime: MatchRuntime) => MatchEventBody,
    request: RequestMeta = NO_REQUEST_META,
  ): Promise<SeatedView> {
    return this.forPlayer(caller, matchId, null, request, commands.clockEvent(body));
  }

  /** The forced moves due after `runtime`, as after any write (write/write-path.ts). */
  playForcedMoves(runtime: MatchRuntime): Promise<MatchRuntime> {
    return this.writer.playForcedMoves(runtime);
  }

  /** The forced moves and the standing orders due in `runtime` (the orders' sweep, and setting an order). */
  playDue(runtime: MatchRuntime): Promise<MatchRuntime> {
    return this.writer.playDue(runtime);
  }

  /** A player's write, which always gets an answer. */
  private async forPlayer(
    caller: Caller,
    matchId: string,
    expectedVersion: number | null,
    request: RequestMeta,
    intent: commands.WriteIntent,
  ): Promise<SeatedView> {
    return (await this.writer.write(caller, matchId, expectedVersion, request, intent))!;
  }

  // ── the cache ─────────────────────────────────────────────────────────────────────────────────────

  /**
   * A player's name changed (a guest became an account): the cached matches that seat them are read again,
   * so their headers name them anew. Other processes' caches keep the old name until they drop the match.
   */
  forgetSeatsOf(userId: string): void {
    this.states.forgetWhere((runtime) => runtime.header.seats.some((s) => s.userId === userId));
  }

  /** Drops cached states (tests use it to prove that the log alone rebuilds every match). */
  forgetCachedStates(): void {
    this.states.clear();
  }
}
