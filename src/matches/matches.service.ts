import { Injectable, Optional } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  CURRENT_EDITION,
  GameState,
  GivenDeal,
  Move,
  PlayerView,
  Rules,
  Seat,
  apply,
  dueNow,
  isMoveHiddenFrom,
  legalMoves,
  parseMove,
  toRecord,
  viewFor,
  MatchRecord,
} from '../engine';
import { DomainError, illegalMove } from '../common/errors';
import { moveRejected } from '../common/engine-errors';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { CHAIN_FORMAT, GENESIS_HASH, canonicalJson, payloadCommitment, seedCommitment } from './event-chain';
import { NewEvent, chainEvent, saltFor } from './new-event';
import { MatchCache } from './match-cache';
import {
  MatchRuntime,
  foldEvents,
  initialRuntime,
  matchOutcome,
  replacesLeaver,
  runtimeAt,
  withDecidedEvent,
} from './match-runtime';
import {
  MatchEventBody,
  MatchHead,
  MatchHeader,
  MatchSeatInfo,
  SpectatorPolicy,
  StoredEvent,
  isAutomatic,
  payloadJson,
} from './match.types';
import { LockedMatch, MatchesRepository, StoredMatch } from './matches.repository';
import { dealtSeat, listedViewerSeat, viewerSeat } from './viewer';
import { isUuid } from '../common/uuid';
import { Clock } from '../common/clock';
import { automaticMove, claimTimeoutAt, timesOutAutomatically, turnDeadline } from './clocks';
import type { TimeControl, TimeoutClaim } from './match.types';
import { moveDuration } from '../common/metrics';
import { MAX_FORCED_CHAIN, publiclyForcedMove } from './forced-moves';

/** Who is asking: every read and write is on behalf of one authenticated user. */
export interface Caller {
  readonly id: string;
  readonly username: string;
  /** A bot account (docs/bots.md); only a match's start reads it, to mark the seat. */
  readonly isBot?: boolean;
  /** A guest account (docs/players.md "Guests"): the chat and rated games refuse it. */
  readonly guest?: boolean;
}

export interface StartOptions {
  /** Correspondence time control (validated by lobby-rules.ts), or none. */
  readonly timeControl?: TimeControl | null;
  /** Shorthand for `timeControl: { daysPerMove }`. */
  readonly daysPerMove?: number | null;
  readonly requestId?: string | null;
  /**
   * The match's id, chosen beforehand (a lobby or challenge records it when it starts): starting again
   * with the same id is then a no-op, so a start that was interrupted can simply be repeated.
   */
  readonly matchId?: string;
  /**
   * A given deal (R10 `deck`, `firstLeader`) and seed instead of the CSPRNG's: for tests and tools that
   * need a known deal (the browser tests' scripted games). No API passes one; players never choose a deal.
   */
  readonly deal?: GivenDeal & { readonly seed?: string };
  /** Rated (ratings change when it finishes) or casual (the default). */
  readonly rated?: boolean;
  /**
   * Who may watch besides the players. Lobbies and challenges always say (their default is `anyone`); a
   * match started by code without a choice (tools, tests) lets nobody watch.
   */
  readonly spectators?: SpectatorPolicy;
}

/** Where a write came from (audit), and the client's idempotency key if it sent one. */
export interface RequestMeta {
  readonly requestId: string | null;
  readonly idempotencyKey: string | null;
}

export const NO_REQUEST_META: RequestMeta = { requestId: null, idempotencyKey: null };

/** The request id of the resignation the server makes for a computer match left idle (docs/bots.md). */
const IDLE_END_REQUEST: RequestMeta = { requestId: 'idle-end', idempotencyKey: null };

/** The request id of the forced moves the server plays (docs/bots.md); their actor is the server (null). */
const FORCED_MOVE_REQUEST: RequestMeta = { requestId: 'forced-move', idempotencyKey: null };

/** A move as a client sends it: the server adds the caller's seat. */
export type MoveInput = Record<string, unknown>;

/** One log entry as the caller may see it (R9): a pending Cthulhu discard of another player is hidden. */
export interface VisibleEvent {
  readonly seq: number;
  readonly type: StoredEvent['type'];
  readonly seat: Seat | null;
  readonly move: Move | null;
  readonly hidden: boolean;
  /** A forced move the server played for the seat's player (docs/bots.md); shown to all, as the move is. */
  readonly auto: boolean;
  readonly createdAt: Date;
  readonly prevHash: string;
  readonly hash: string;
  /** The rest of what the hash covers, so that players can recompute the chain themselves. */
  readonly actorUserId: string | null;
  readonly requestId: string | null;
  /** The stored payload as canonical JSON; null while hidden. */
  readonly payload: string | null;
  /**
   * Chain format 2: SHA-256(salt ‖ payload), what the hash covers instead of the payload; shown also while
   * the payload is hidden (the salt keeps it from being tried against candidates). Null for format 1 events.
   */
  readonly payloadHash: string | null;
  /** The salt of `payloadHash`, shown with the payload: null while hidden, and for format 1 events. */
  readonly salt: string | null;
}

/** What a subscriber gets for one event. */
export interface MatchUpdate {
  readonly event: VisibleEvent;
  readonly seated: SeatedView;
  /** Earlier events hidden from the subscriber until this one, now with their payload and salt (R9). */
  readonly revealed: readonly VisibleEvent[];
}

export interface SeatedView {
  readonly runtime: MatchRuntime;
  readonly seat: Seat | null;
  readonly view: PlayerView;
}

const CACHE_CAPACITY = 5000;

/** How long a stream's update waits for an unreachable database before the stream fails. */
const UPDATE_PATIENCE_MS = 60_000;

/** myMatches page size: the default keeps the old answer (all matches) for everyone with up to 50. */
export const MY_MATCHES_PAGE = { default: 50, max: 100 } as const;

/** One of the caller's matches in a list: what its row says, and its full view on demand. */
export interface ListedMatch {
  readonly header: MatchHeader;
  readonly head: MatchHead;
  /** The seat whose view the caller gets (viewer.ts): null once the computer took it over. */
  readonly seat: Seat | null;
  seated(): Promise<SeatedView>;
}

/**
 * The match flow: load (log → engine), authorize, apply, append. The log is the only truth; the cache
 * only saves replays and is checked against the stored version on every use.
 */
@Injectable()
export class MatchesService {
  private readonly cache = new MatchCache(CACHE_CAPACITY);
  /** Appends of this process still committing, by match: their notifications may arrive before they return. */
  private readonly pendingWrites = new Map<string, Promise<unknown>>();

  constructor(
    private readonly repository: MatchesRepository,
    @Optional() private readonly clock: Clock = new Clock(),
  ) {}

  /**
   * Starts a match for these players in seat order; the seed comes from the OS's CSPRNG. With
   * `options.matchId`, a match that already exists under that id is left as it is (idempotent).
   */
  async start(
    rules: Rules,
    players: readonly Caller[],
    startedBy: string | null,
    options: StartOptions = {},
  ): Promise<string> {
    const id = options.matchId ?? randomUUID();
    const seed = options.deal?.seed ?? randomBytes(32).toString('hex');
    const commitment = seedCommitment(seed);
    const logged: MatchSeatInfo[] = players.map((p, seat) => ({ seat, userId: p.id, username: p.username }));
    const seats = logged.map((s, seat): MatchSeatInfo => ({ ...s, isBot: players[seat].isBot === true }));
    const timeControl = options.timeControl ?? (options.daysPerMove ? { daysPerMove: options.daysPerMove } : null);
    // The log keeps the seats as it always has: whether an account is a bot is the account's to say.
    const body: MatchEventBody = {
      type: 'match_started',
      payload: {
        rules,
        seats: logged,
        seedCommitment: commitment,
        timeControl,
        edition: CURRENT_EDITION,
        chainFormat: CHAIN_FORMAT,
      },
    };
    const start = chainEvent(
      id,
      0,
      GENESIS_HASH,
      body,
      startedBy,
      options.requestId ?? null,
      null,
      null,
      this.clock.now(),
    );
    const given = options.deal ? { deck: options.deal.deck, firstLeader: options.deal.firstLeader } : {};
    const header = {
      id,
      rules,
      seed,
      seedCommitment: commitment,
      seats,
      importedBy: null,
      rated: options.rated ?? false,
      spectators: options.spectators ?? 'nobody',
      ...given,
    };
    const event = toStoredEvent(id, start);
    const after = foldEvents(initialRuntime({ ...header, createdAt: start.createdAt }), [event]);
    try {
      await this.repository.create(header, [start], 'running', [{ before: null, after, event }]);
    } catch (error) {
      // A chosen id that is already taken (a repeated start, or two racing): the primary key let the first
      // in; this one finds it there.
      if (options.matchId !== undefined && (await this.repository.findHead(id).catch(() => null))) return id;
      throw error;
    }
    return id;
  }

  /** The match rebuilt to its stored head. */
  async load(matchId: string): Promise<MatchRuntime> {
    assertMatchId(matchId);
    let runtime = this.cache.get(matchId);
    let head;
    if (runtime) {
      head = await this.repository.findHead(matchId);
    } else {
      const found = await this.repository.findMatch(matchId);
      head = found?.head;
      runtime = found ? initialRuntime(found.header) : undefined;
    }
    if (!head || !runtime) throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
    if (runtime.version < head.version) {
      runtime = foldEvents(runtime, await this.repository.eventsAfter(matchId, runtime.version));
      this.cache.put(runtime);
    }
    return runtime;
  }

  private async cachedOrInitial(matchId: string): Promise<MatchRuntime> {
    const cached = this.cache.get(matchId);
    if (cached) return cached;
    const header = await this.repository.findHeader(matchId);
    if (!header) throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
    return initialRuntime(header);
  }

  /** Players see their seat's view; anyone may look at a finished match, where everything is public (R9). */
  async viewOf(caller: Caller | null, matchId: string): Promise<SeatedView> {
    const runtime = await this.load(matchId);
    const seat = await this.authorize(runtime, caller);
    return { runtime, seat, view: viewFor(runtime.state, seat) };
  }

  /**
   * authorizedSeat, and a finished match withheld by a player's hidden history (hidden-history.ts) is
   * NOT_FOUND to everyone who did not play it, as if it did not exist: its id alone must not tell who played.
   */
  async assertNotWithheld(runtime: MatchRuntime, caller: Caller | null): Promise<void> {
    if (
      (caller === null || seatOf(runtime, caller) === null) &&
      runtime.status === 'finished' &&
      (await this.repository.isWithheld(runtime.header.id))
    )
      throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
  }

  /** authorizedSeat at `version`; a withheld match is NOT_FOUND to all but the players it was dealt to. */
  private async authorize(
    runtime: MatchRuntime,
    caller: Caller | null,
    version = runtime.version,
  ): Promise<Seat | null> {
    const seat = authorizedSeat(runtime, caller, version);
    const played = caller !== null && seatOf(runtime, caller) !== null;
    if (!played && runtime.status === 'finished' && (await this.repository.isWithheld(runtime.header.id)))
      throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
    return seat;
  }

  /**
   * The match for someone who may not be signed in (`caller` null): the public view of R9 while it runs,
   * if its players let visitors watch (`anyone`), and the finished match of the public archive.
   */
  async publicView(matchId: string, viewer: Caller | null = null): Promise<SeatedView> {
    const runtime = await this.load(matchId);
    const policy = runtime.header.spectators ?? 'anyone';
    if (policy !== 'anyone' || runtime.header.importedBy !== null)
      throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
    // Its own players still find a withheld match here; anyone else is told it does not exist.
    if (viewer === null || seatOf(runtime, viewer) === null) await this.authorize(runtime, null);
    return { runtime, seat: null, view: viewFor(runtime.state, null) };
  }

  /**
   * The match after `version` events: the caller's own view then while it runs (a replaced seat's former
   * player: their seat's before the replacement, a spectator's from it on), everything once it is over (audit).
   */
  async viewAt(caller: Caller, matchId: string, version: number): Promise<SeatedView> {
    const runtime = await this.load(matchId);
    const seat = await this.authorize(runtime, caller, version);
    if (!Number.isInteger(version) || version < 0 || version > runtime.version) {
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { version: [`must be 0 to ${runtime.version}`] } });
    }
    const then = runtimeAt(runtime, version);
    return { runtime: then, seat, view: viewFor(then.state, seat, { revealAll: runtime.status === 'finished' }) };
  }

  /**
   * What a subscriber gets for event `seq`: the event as they may see it, and their view right after it.
   * Streams call this for every event in order, so it does not give up while the database is out of
   * reach (a restart): it tries again, backing off, for up to UPDATE_PATIENCE_MS, and the stream stalls
   * instead of ending or skipping an event.
   */
  async updateFor(caller: Caller | null, matchId: string, seq: number): Promise<MatchUpdate | null> {
    const giveUpAt = Date.now() + UPDATE_PATIENCE_MS;
    for (let pause = 100; ; pause = Math.min(pause * 2, 2_000)) {
      try {
        return await this.renderUpdate(caller, matchId, seq);
      } catch (error) {
        if (!isDatabaseUnavailable(error) || Date.now() + pause > giveUpAt) throw error;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  }

  private async renderUpdate(caller: Caller | null, matchId: string, seq: number): Promise<MatchUpdate | null> {
    // PostgreSQL may deliver the notification of our own append before the append has returned here
    // and cached its runtime: waiting for it saves the subscriber a read of the log.
    await this.pendingWrites.get(matchId)?.catch(() => undefined);
    // Events never change once committed: a cached runtime that already holds `seq` answers without a read.
    const cached = this.cache.get(matchId);
    const runtime = cached && cached.version >= seq ? cached : await this.load(matchId);
    if (seq > runtime.version) return null;
    // Who may look is the match's status now, not then: an onlooker may replay a finished match from its
    // start (as matchEvents and matchAt allow), and sees it as they do, everything public.
    const seat = await this.authorize(runtime, caller, seq);
    const then = runtimeAt(runtime, seq);
    const over = runtime.status !== 'running';
    const seated = {
      runtime: then,
      seat,
      view: viewFor(then.state, seat, { revealAll: runtime.status === 'finished' }),
    };
    const [event] = visibleEvents(over ? runtime : then, seat, seq - 1);
    return event ? { event, seated, revealed: revealedBy(then, seat) } : null;
  }

  /**
   * Throws unless the caller may watch this match (null: a visitor without a token, see authorizedSeat);
   * the match's version now, where a watch starts.
   */
  async assertCanWatch(caller: Caller | null, matchId: string): Promise<number> {
    const runtime = await this.load(matchId);
    await this.authorize(runtime, caller);
    return runtime.version;
  }

  /** The same check from the stored rows alone, for audits of logs that may not replay. */
  async assertCanWatchStored(caller: Caller, matchId: string): Promise<void> {
    assertMatchId(matchId);
    const found = await this.repository.findMatch(matchId);
    if (!found) throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
    const { header, head } = found;
    if (head.status === 'running' && dealtSeat(header, caller.id) === null && !maySpectate(header, caller)) {
      throw new DomainError({ code: 'FORBIDDEN' }, 'You do not play in this match');
    }
    if (
      head.status === 'finished' &&
      dealtSeat(header, caller.id) === null &&
      (await this.repository.isWithheld(matchId))
    )
      throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
  }

  async legalMovesOf(caller: Caller, matchId: string): Promise<Move[]> {
    const runtime = await this.load(matchId);
    const seat = await this.authorize(runtime, caller);
    if (seat === null || runtime.status !== 'running') return [];
    return legalMoves(runtime.state, seat);
  }

  /** The log as the caller may see it, after `afterSeq`. */
  async eventsOf(caller: Caller, matchId: string, afterSeq = -1): Promise<VisibleEvent[]> {
    const runtime = await this.load(matchId);
    const seat = await this.authorize(runtime, caller);
    return visibleEvents(runtime, seat, afterSeq);
  }

  /**
   * A page of the caller's matches, newest first: `first` (1–100) after the match `after`. Reads the
   * headers and heads of the page in one query; views are rebuilt only when asked for, all of the page
   * at once (one query for their missing events), each at the version its head showed.
   */
  async matchPage(
    caller: Caller,
    first: number = MY_MATCHES_PAGE.default,
    after: string | null = null,
  ): Promise<ListedMatch[]> {
    if (!Number.isInteger(first) || first < 1 || first > MY_MATCHES_PAGE.max) {
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { first: [`must be 1 to ${MY_MATCHES_PAGE.max}`] } });
    }
    const page =
      after === null || isUuid(after) ? await this.repository.matchPageOf(caller.id, first, after) : undefined;
    if (!page)
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { after: ['must be the id of one of your matches'] } });
    let runtimes: Promise<Map<string, MatchRuntime>> | undefined;
    const loadAll = (): Promise<Map<string, MatchRuntime>> => (runtimes ??= this.runtimesAtHeads(page));
    return page.map(({ header, head, callerReplaced }) => ({
      header,
      head,
      seat: listedViewerSeat(header, caller.id, callerReplaced),
      seated: async () => seatedView((await loadAll()).get(header.id)!, caller),
    }));
  }

  /** The ids of the caller's newest matches (the first page). */
  async matchIdsOf(caller: Caller): Promise<string[]> {
    return (await this.matchPage(caller)).map((m) => m.header.id);
  }

  /** Each match rebuilt to exactly its head's version, from the cache where it can, the rest in one read. */
  private async runtimesAtHeads(matches: readonly StoredMatch[]): Promise<Map<string, MatchRuntime>> {
    const runtimes = new Map<string, MatchRuntime>();
    const behind: { runtime: MatchRuntime; upTo: number }[] = [];
    for (const { header, head } of matches) {
      const cached = this.cache.get(header.id);
      if (cached && cached.version >= head.version) runtimes.set(header.id, runtimeAt(cached, head.version));
      else behind.push({ runtime: cached ?? initialRuntime(header), upTo: head.version });
    }
    const events = await this.repository.eventsBetween(
      behind.map(({ runtime, upTo }) => ({ matchId: runtime.header.id, after: runtime.version, upTo })),
    );
    for (const { runtime, upTo } of behind) {
      const caughtUp = foldEvents(
        runtime,
        (events.get(runtime.header.id) ?? []).filter((e) => e.seq <= upTo),
      );
      this.cache.put(caughtUp);
      runtimes.set(runtime.header.id, caughtUp);
    }
    return runtimes;
  }

  /** Plays or decides for the caller's seat. */
  async move(
    caller: Caller,
    matchId: string,
    input: MoveInput,
    expectedVersion: number,
    request: RequestMeta = NO_REQUEST_META,
  ): Promise<SeatedView> {
    const timer = moveDuration.startTimer();
    try {
      const view = await this.append(caller, matchId, expectedVersion, request, {
        body: (players, seat) => {
          const move = parseMove({ ...input, seat }, players);
          if (!move.ok) throw moveRejected(move.error);
          return { type: 'move', payload: move.value };
        },
        check: (runtime, seat) => {
          assertNotReplaced(runtime, seat);
          // Where the sweep ends a match on time, a move after the deadline is too late, even if the sweep has not run yet.
          const due = turnDeadline(runtime.clocks);
          if (
            due?.deadline != null &&
            timesOutAutomatically(runtime.clocks) &&
            this.clock.now().getTime() >= due.deadline
          )
            throw illegalMove('TIME_UP', `Your time ran out at ${new Date(due.deadline).toISOString()}`);
        },
      });
      timer({ outcome: 'ok' });
      return view;
    } catch (error) {
      timer({ outcome: 'rejected' });
      throw error;
    }
  }

  /**
   * Gives up. In a 3–4 player match where another player asked for it (requestReplacement), the computer
   * takes the seat over instead of the match ending (seat_replaced, docs/engine.md "Replaced seats").
   */
  async resign(caller: Caller, matchId: string, request: RequestMeta = NO_REQUEST_META): Promise<SeatedView> {
    return this.append(caller, matchId, null, request, {
      body: (_players, seat, runtime) =>
        replacesLeaver(runtime, seat)
          ? { type: 'seat_replaced', payload: { seat, reason: 'resigned' } }
          : { type: 'resigned', payload: { seat } },
      check: assertNotReplaced,
    });
  }

  /**
   * Ends an untimed match against the computer that its person left (ComputerIdleSweeper): the server, as
   * no actor, resigns `seat` for them, appended at `atVersion`, so a move that landed first makes it fail
   * with VERSION_CONFLICT. Null when the match is over or `seat` is not the one due any more.
   */
  async resignIdle(matchId: string, seat: Seat, atVersion: number): Promise<SeatedView | null> {
    return this.appendAs(null, matchId, atVersion, IDLE_END_REQUEST, {
      body: (_players, _server, runtime) => {
        if (runtime.status !== 'running') throw illegalMove('GAME_OVER', 'The match is over');
        if (dueNow(runtime.state)?.seat !== seat) throw illegalMove('NOT_YOUR_TURN', 'That seat is not due');
        return { type: 'resigned', payload: { seat } };
      },
    });
  }

  /**
   * 3–4 players: the caller asks that the computer take over any other seat that resigns or runs out of
   * time, instead of the match ending (docs/engine.md "Replaced seats"). Once per seat; it stands to the end.
   */
  async requestReplacement(
    caller: Caller,
    matchId: string,
    request: RequestMeta = NO_REQUEST_META,
  ): Promise<SeatedView> {
    return this.append(caller, matchId, null, request, {
      body: (_players, seat) => ({ type: 'replacement_requested', payload: { seat } }),
      check: (runtime, seat) => {
        if (runtime.header.rules.players < 3)
          throw illegalMove(
            'REPLACEMENT_NEEDS_MORE_PLAYERS',
            'The computer takes over seats of 3–4 player matches only',
          );
        assertNotReplaced(runtime, seat);
        if (runtime.replacement?.requestedBy.includes(seat))
          throw new DomainError({ code: 'CONFLICT', reason: 'ALREADY_REQUESTED' }, 'You asked for it already');
      },
    });
  }

  /**
   * The computer's move for a replaced seat (docs/engine.md "Replaced seats"), by the server (no actor):
   * the seat's player holds it no more. `computer` names the level in the request id.
   */
  async moveForReplacedSeat(
    seat: Seat,
    matchId: string,
    input: MoveInput,
    expectedVersion: number,
    request: RequestMeta,
  ): Promise<MatchRuntime> {
    const written = await this.appendOnce(null, matchId, expectedVersion, request, {
      body: (players, _server, runtime) => {
        if (!runtime.replacement?.replaced.includes(seat))
          throw illegalMove('NOT_REPLACED', 'The computer does not play this seat');
        const move = parseMove({ ...input, seat }, players);
        if (!move.ok) throw moveRejected(move.error);
        return { type: 'move', payload: move.value };
      },
    });
    return written.replayOf === null ? this.playForcedMoves(written.runtime) : written.runtime;
  }

  /** Calls the match off before the first move; nobody wins. */
  async abort(caller: Caller, matchId: string, request: RequestMeta = NO_REQUEST_META): Promise<SeatedView> {
    return this.append(caller, matchId, null, request, {
      body: (_players, seat) => ({ type: 'aborted', payload: { seat } }),
      check: (runtime) => {
        if (runtime.moves.length > 0)
          throw illegalMove('ALREADY_STARTED', 'A match can be aborted only before the first move');
      },
    });
  }

  /**
   * Records that the due seat ran out of time (correspondence): `end` ends the match (timed_out),
   * `skip` (3–4 players) lets the server play its turns until it returns (seat_skipped). Checked under the
   * match's lock against the clocks folded from the log, and appended at `atVersion` when given (the sweep's
   * row), so a move that landed first makes it fail with VERSION_CONFLICT. `claimant` is an opponent of
   * the due seat, or null for the server's sweep.
   */
  async timeOut(
    claimant: Caller | null,
    matchId: string,
    atVersion: number | null,
    request: RequestMeta = NO_REQUEST_META,
    claim: TimeoutClaim = 'end',
  ): Promise<SeatedView | null> {
    return this.appendAs(claimant, matchId, atVersion, request, {
      body: (_players, seat, runtime) => {
        // A seat the computer took over claims nothing: its former player only watches (R9, viewer.ts).
        if (claimant !== null) assertNotReplaced(runtime, seat);
        if (runtime.status !== 'running') throw illegalMove('GAME_OVER', 'The match is over');
        const due = turnDeadline(runtime.clocks);
        if (due === null) throw illegalMove('NOTHING_DUE', 'Nobody is due to move');
        if (due.deadline === null)
          throw illegalMove(
            runtime.clocks.control ? 'CLOCKS_PAUSED' : 'NO_TIME_CONTROL',
            runtime.clocks.control ? 'The clocks are paused' : 'This match has no time control',
          );
        const payload = { seat: due.seat, deadline: new Date(due.deadline).toISOString() };
        if (claim === 'skip') return { type: 'seat_skipped', payload };
        return replacesLeaver(runtime, due.seat)
          ? { type: 'seat_replaced', payload: { ...payload, reason: 'timed_out' } }
          : { type: 'timed_out', payload };
      },
      check: (runtime, seat) => {
        const clocks = runtime.clocks;
        const due = turnDeadline(clocks)!;
        if (claimant === null) {
          if (!timesOutAutomatically(clocks)) throw illegalMove('NO_AUTO_TIMEOUT', 'Only a claim ends this match');
        } else if (claimTimeoutAt(clocks, seat) === null) {
          throw illegalMove(
            clocks.seats[due.seat]?.absent ? 'SEAT_SKIPPED' : 'NOT_AN_OPPONENT',
            clocks.seats[due.seat]?.absent
              ? 'That seat is already skipped'
              : 'Only an opponent of the seat that is due may claim its time-out',
          );
        }
        if (this.clock.now().getTime() < due.deadline!)
          throw illegalMove('TIME_NOT_UP', `Seat ${due.seat} has until ${new Date(due.deadline!).toISOString()}`);
        if (claim === 'skip' && clocks.players < 3)
          throw illegalMove(
            'SKIP_NEEDS_MORE_PLAYERS',
            'Skipping a seat is for 3–4 player matches; claim the win instead',
          );
      },
    });
  }

  /**
   * The server's move for a skipped seat that is due (clocks.ts automaticMove), appended at `atVersion`;
   * null when the seat is not skipped or not due any more.
   */
  async playForSkipped(matchId: string, atVersion: number): Promise<SeatedView | null> {
    return this.appendAs(null, matchId, atVersion, NO_REQUEST_META, {
      body: (_players, _seat, runtime) => {
        if (runtime.status !== 'running') throw illegalMove('GAME_OVER', 'The match is over');
        const due = turnDeadline(runtime.clocks);
        const move = due && runtime.clocks.seats[due.seat]?.absent ? automaticMove(runtime.state, due.seat) : null;
        if (move === null) throw illegalMove('NOT_SKIPPED', 'No skipped seat is due');
        return { type: 'move', payload: move };
      },
    });
  }

  /**
   * A clock event of the caller's own seat: pausing by agreement, coming back after being skipped, or
   * (from the vacations service) a vacation as it applies to this match.
   */
  async clockEvent(
    caller: Caller,
    matchId: string,
    body: (seat: Seat, runtime: MatchRuntime) => MatchEventBody,
    request: RequestMeta = NO_REQUEST_META,
  ): Promise<SeatedView> {
    return this.append(caller, matchId, null, request, {
      body: (_players, seat, runtime) => {
        const event = body(seat, runtime);
        // A replaced seat is the computer's to the end: its player cannot come back to it.
        if (event.type === 'seat_returned') assertNotReplaced(runtime, seat);
        return event;
      },
    });
  }

  /** `appendAs` for a player, who always gets an answer. */
  private async append(
    caller: Caller,
    matchId: string,
    expectedVersion: number | null,
    request: RequestMeta,
    intent: WriteIntent,
  ): Promise<SeatedView> {
    return (await this.appendAs(caller, matchId, expectedVersion, request, intent))!;
  }

  /**
   * The one write path, read top to bottom as boardgame.io's `master.onUpdate`: under the match's lock,
   * catch up with the log, find the caller's seat, answer a retried idempotency key with its first
   * result, check the version, decide by the rules (the move is applied here, once), append; then answer
   * with the caller's view. The checks run in this order so that a retry after a lost response still finds
   * its first result although the version moved on. `caller` null is the server itself (no seat; the
   * answer is an onlooker's view).
   */
  private async appendAs(
    caller: Caller | null,
    matchId: string,
    expectedVersion: number | null,
    request: RequestMeta,
    intent: WriteIntent,
  ): Promise<SeatedView | null> {
    const written = await this.appendOnce(caller, matchId, expectedVersion, request, intent);
    if (written.replayOf !== null) return this.answer(caller, runtimeAt(written.runtime, written.replayOf));
    // The first answer includes the forced moves the event made due; a retry's answer is the match right
    // after its own event, as for any retry.
    return this.answer(caller, await this.playForcedMoves(written.runtime));
  }

  private answer(caller: Caller | null, runtime: MatchRuntime): SeatedView {
    if (caller === null) return { runtime, seat: null, view: viewFor(runtime.state, null) };
    return seatedView(runtime, caller);
  }

  /**
   * Forced moves played for you (docs/bots.md): after an event, while the seat due has exactly one legal
   * move that is forced in public (forced-moves.ts) and its player opted in, the server plays it through
   * the same write path, marked `auto`. The chain may pass from seat to seat and from phase to phase; it
   * is bounded (MAX_FORCED_CHAIN), and it stops quietly when someone else's event came first (the match
   * moved on: that event's own write plays whatever it made due). The settings are read only when a
   * forced move is due, so matches where nobody opted in pay nothing but the check of the rules.
   */
  async playForcedMoves(runtime: MatchRuntime): Promise<MatchRuntime> {
    let current = runtime;
    for (let i = 0; i < MAX_FORCED_CHAIN && current.status === 'running'; i++) {
      const due = dueNow(current.state);
      if (due === null || publiclyForcedMove(current.state, due.seat) === null) break;
      if (!(await this.repository.autoForcedSeats(current.header.id)).has(due.seat)) break;
      try {
        const written = await this.appendOnce(null, current.header.id, current.version, FORCED_MOVE_REQUEST, {
          body: (_players, _seat, locked) => {
            const move = locked.status === 'running' ? publiclyForcedMove(locked.state, due.seat) : null;
            if (move === null) throw illegalMove('NOT_FORCED', 'No forced move is due');
            return { type: 'move', payload: move, auto: true };
          },
        });
        current = written.runtime;
      } catch (error) {
        if (error instanceof DomainError) break;
        throw error;
      }
    }
    return current;
  }

  /** One event through the write path (appendAs without the forced moves that may follow it). */
  private async appendOnce(
    caller: Caller | null,
    matchId: string,
    expectedVersion: number | null,
    request: RequestMeta,
    intent: WriteIntent,
  ): Promise<Written> {
    assertMatchId(matchId);
    const written = await this.committing(
      matchId,
      this.repository.withLock(matchId, async (locked): Promise<Written> => {
        const current = await this.catchUp(locked, matchId);
        const seat = seatOfWriter(current, caller);
        const body = intent.body(current.header.rules.players, seat, current);
        const replayOf = earlierAnswer(current, request, body);
        if (replayOf !== null) return { runtime: current, replayOf };
        checkVersion(current, expectedVersion);
        const state = decide(current, body, seat, intent.check);
        const now = this.clock.now();
        return { runtime: await appendDecided(locked, current, body, state, caller, request, now), replayOf: null };
      }),
    );
    if (written === null) throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
    return written;
  }

  /** Step 1: the match at its locked head, from the cache where it can (a cached runtime ahead of the head is dropped). */
  private async catchUp(locked: LockedMatch, matchId: string): Promise<MatchRuntime> {
    let current = await this.cachedOrInitial(matchId);
    if (current.version > locked.head.version) current = initialRuntime(current.header);
    if (current.version < locked.head.version) current = foldEvents(current, await locked.eventsAfter(current.version));
    return current;
  }

  /**
   * Caches what a write leaves behind, and lets `renderUpdate` wait for it meanwhile: PostgreSQL may
   * deliver the notification of this append before the append has returned here.
   */
  private async committing(matchId: string, write: Promise<Written | null>): Promise<Written | null> {
    const cached = write.then((result) => {
      if (result) this.cache.put(result.runtime);
      return result;
    });
    this.pendingWrites.set(matchId, cached);
    try {
      return await cached;
    } finally {
      if (this.pendingWrites.get(matchId) === cached) this.pendingWrites.delete(matchId);
    }
  }

  /** The R10 record: complete once the match is over; before, the caller's own redacted history only. */
  async exportRecord(caller: Caller, matchId: string): Promise<ExportedRecord> {
    const runtime = await this.load(matchId);
    await this.authorize(runtime, caller);
    if (runtime.status !== 'finished')
      throw new DomainError({ code: 'FORBIDDEN' }, 'The record is available once the match is over');
    return recordOf(runtime);
  }

  /**
   * A player's name changed (a guest became an account): the cached matches that seat them are read again,
   * so their headers name them anew. Other processes' caches keep the old name until they drop the match.
   */
  forgetSeatsOf(userId: string): void {
    this.cache.forgetWhere((runtime) => runtime.header.seats.some((s) => s.userId === userId));
  }

  /** Drops cached states (tests use it to prove that the log alone rebuilds every match). */
  forgetCachedStates(): void {
    this.cache.clear();
  }
}

/**
 * An R10 record as the server exports it: with `autoMoves`, the indexes in `moves` of the forced moves the
 * server played for their players (docs/bots.md), when there were any. R10 readers ignore the key.
 */
export type ExportedRecord = MatchRecord & { readonly autoMoves?: readonly number[] };

/** The R10 record of a finished match: everything, the seed included (R9 hides nothing once it is over). */
export function recordOf(runtime: MatchRuntime): ExportedRecord {
  const { rules, seed, seats, deck, firstLeader } = runtime.header;
  const edition = runtime.state.readings.edition;
  const record = toRecord(
    { edition, rules, seed, seats: seats.map((s) => s.username), deck, firstLeader },
    runtime.moves,
    matchOutcome(runtime),
  );
  const autoMoves = runtime.events.filter((e) => e.type === 'move').flatMap((e, i) => (isAutomatic(e) ? [i] : []));
  return autoMoves.length > 0 ? { ...record, autoMoves } : record;
}

/** Match ids are UUIDs: anything else names no match (and must not reach SQL as a failing cast). */
function assertMatchId(matchId: string): void {
  if (!isUuid(matchId)) throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
}

/** What one write asks for: its event for the writer's seat (-1: the server), and a check of its own. */
interface WriteIntent {
  /** Throws a DomainError for input that makes no event (a malformed move, a clock event that does not apply). */
  readonly body: (players: number, seat: Seat, runtime: MatchRuntime) => MatchEventBody;
  /** A precondition of this kind of write, checked after the version (abort: before the first move). */
  readonly check?: (runtime: MatchRuntime, seat: Seat) => void;
}

/** A write's result: the match after it, or, for a retry, the match and the seq of the first answer. */
interface Written {
  readonly runtime: MatchRuntime;
  readonly replayOf: number | null;
}

/** Step 2: the writer's seat (the dealt one: a replaced seat's writes are refused by `assertNotReplaced`); the server (null) writes for none. */
function seatOfWriter(runtime: MatchRuntime, caller: Caller | null): Seat {
  if (caller === null) return -1;
  const seat = seatOf(runtime, caller);
  if (seat === null) throw new DomainError({ code: 'FORBIDDEN' }, 'You do not play in this match');
  return seat;
}

/**
 * Step 3: a retry of an earlier write (the same idempotency key) is answered with that write's result;
 * the seq of its event, or null when this is not a retry. The same key for a different event is an error.
 */
function earlierAnswer(runtime: MatchRuntime, request: RequestMeta, body: MatchEventBody): number | null {
  if (request.idempotencyKey === null) return null;
  const earlier = runtime.events.find((e) => e.idempotencyKey === request.idempotencyKey);
  if (!earlier) return null;
  if (earlier.type !== body.type || canonicalJson(payloadJson(earlier)) !== canonicalJson(payloadJson(body))) {
    throw new DomainError({
      code: 'BAD_USER_INPUT',
      fields: { idempotencyKey: ['already used for a different move'] },
    });
  }
  return earlier.seq;
}

/** A replaced seat's player acts for it no more (docs/engine.md "Replaced seats"). */
export function assertNotReplaced(runtime: MatchRuntime, seat: Seat): void {
  if (runtime.replacement?.replaced.includes(seat))
    throw new DomainError({ code: 'FORBIDDEN' }, 'The computer plays your seat in this match now');
}

/** Step 4: the writer saw the match as it is (null: any version will do). */
function checkVersion(runtime: MatchRuntime, expectedVersion: number | null): void {
  if (expectedVersion !== null && expectedVersion !== runtime.version) {
    throw new DomainError({ code: 'VERSION_CONFLICT', currentVersion: runtime.version });
  }
}

/**
 * Step 6: the event joins the chain and the log; the repository writes it and runs the write hooks with
 * the other events of its batch. The match after it, built from the decided state (not replayed).
 */
async function appendDecided(
  locked: LockedMatch,
  current: MatchRuntime,
  body: MatchEventBody,
  state: GameState,
  caller: Caller | null,
  request: RequestMeta,
  now: Date,
): Promise<MatchRuntime> {
  const matchId = current.header.id;
  // Event times are the clocks' times, so they never run backwards in a log (the Clock may be moved in tests).
  const last = current.events[current.events.length - 1]?.createdAt.getTime() ?? 0;
  const createdAt = new Date(Math.max(now.getTime(), last));
  const event = chainEvent(
    matchId,
    current.version + 1,
    current.headHash,
    body,
    caller?.id ?? null,
    // Never null: the hash of a hidden move must not be guessable from what is shown (visibleEvents).
    request.requestId ?? randomUUID(),
    request.idempotencyKey,
    saltFor(body),
    createdAt,
  );
  const stored = toStoredEvent(matchId, event);
  const next = withDecidedEvent(current, stored, state);
  await locked.append(event, { before: current, after: next, event: stored });
  return next;
}

/** Step 5: the rules decide. The game state after the event: a move applied (once), or unchanged. */
function decide(
  runtime: MatchRuntime,
  body: MatchEventBody,
  seat: Seat,
  check: WriteIntent['check'] = () => undefined,
): GameState {
  if (runtime.status !== 'running') throw illegalMove('GAME_OVER', 'The match is over');
  check(runtime, seat);
  if (body.type !== 'move') return runtime.state;
  const next = apply(runtime.state, body.payload);
  if (!next.ok) throw moveRejected(next.error);
  return next.value;
}

function toStoredEvent(matchId: string, e: NewEvent): StoredEvent {
  const { body, ...fields } = e;
  return { ...body, ...fields, matchId };
}

/** The seat the caller was dealt, for writes and rights (viewer.ts `dealtSeat`); what they see is `authorizedSeat`'s. */
export function seatOf(runtime: MatchRuntime, caller: Caller): Seat | null {
  return dealtSeat(runtime.header, caller.id);
}

/**
 * The seat whose view the caller gets of the match after event `version` (viewer.ts), or null for an
 * onlooker, who sees what R9 shows everyone: a spectator of a running match, unless its players chose
 * `nobody`; anyone once it is over; and a replaced seat's former player from the replacement on, whatever
 * the spectators setting (they played here, so they may follow it to the end, but hold nothing of it now).
 */
function authorizedSeat(runtime: MatchRuntime, caller: Caller | null, version = runtime.version): Seat | null {
  if (caller === null) return visitorSeat(runtime.header);
  if (
    dealtSeat(runtime.header, caller.id) === null &&
    runtime.status === 'running' &&
    !maySpectate(runtime.header, caller)
  )
    throw new DomainError({ code: 'FORBIDDEN' }, 'You do not play in this match, and it has no spectators');
  return viewerSeat(runtime, caller.id, version);
}

/**
 * A visitor without a token (the live streams: matchUpdated, SSE) watches as seat null, running or
 * finished, only where the players chose `anyone` — the same matches publicMatch and the archive show.
 * The refusals are stable codes a client can act on: `signed_in` asks for a sign-in (UNAUTHENTICATED),
 * `nobody` is FORBIDDEN (as it is for signed-in onlookers), an imported match is NOT_FOUND (never public).
 */
function visitorSeat(header: MatchHeader): null {
  if (header.importedBy !== null) throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
  const policy = header.spectators ?? 'anyone';
  if (policy === 'signed_in')
    throw new DomainError({ code: 'UNAUTHENTICATED' }, 'Only signed-in accounts may watch this match: sign in');
  if (policy === 'nobody')
    throw new DomainError({ code: 'FORBIDDEN' }, 'You do not play in this match, and it has no spectators');
  return null;
}

/**
 * Whether someone who does not play may watch while the match runs: `caller` null is a visitor without a
 * token. Both signed-in policies let any account watch; `anyone` lets visitors watch too.
 */
export function maySpectate(header: MatchHeader, caller: Caller | null): boolean {
  const policy = header.spectators ?? 'anyone';
  if (policy === 'nobody') return false;
  return caller !== null || policy === 'anyone';
}

function seatedView(runtime: MatchRuntime, caller: Caller | null): SeatedView {
  const seat = authorizedSeat(runtime, caller);
  return { runtime, seat, view: viewFor(runtime.state, seat) };
}

export function visibleEvents(runtime: MatchRuntime, seat: Seat | null, afterSeq: number): VisibleEvent[] {
  let moveIndex = 0;
  const out: VisibleEvent[] = [];
  for (const event of runtime.events) {
    const move = event.type === 'move' ? runtime.moves[moveIndex++] : null;
    if (event.seq <= afterSeq) continue;
    const hidden =
      move !== null && runtime.status === 'running' && isMoveHiddenFrom(runtime.state, moveIndex - 1, move, seat);
    out.push({
      seq: event.seq,
      type: event.type,
      seat: move?.seat ?? (event.type === 'match_started' ? null : event.payload.seat),
      move: hidden ? null : move,
      hidden,
      auto: isAutomatic(event),
      createdAt: event.createdAt,
      prevHash: event.prevHash,
      hash: event.hash,
      actorUserId: event.actorUserId,
      // Withheld while hidden (R9), in both chain formats. Format 1's hash covers the payload itself: with the
      // request id the few cards a hidden discard can be are tried in a blink against it. Format 2's covers
      // only the salted payloadHash, but a request id is the client's own X-Request-Id, which may say
      // anything about the move (issue 27 P11). The next event's prevHash still links the chain; this
      // event's own hash is recomputed at the reveal, with its payload and salt.
      requestId: hidden ? null : event.requestId,
      payload: hidden ? null : canonicalJson(payloadJson(event)),
      payloadHash: event.salt === null ? null : payloadCommitment(event.salt, payloadJson(event)),
      salt: hidden ? null : event.salt,
    });
  }
  return out;
}

/**
 * The events that `runtime`'s last event reveals to `seat`: those hidden from it just before. Only the
 * last discard of a Cthulhu round, and the end of the match, reveal anything (R9), so only then is the
 * match before it rebuilt. Every path shows a hidden event from the same version on: matchEvents at that
 * version, and the update of the revealing event here.
 */
function revealedBy(runtime: MatchRuntime, seat: Seat | null): VisibleEvent[] {
  const last = runtime.events[runtime.events.length - 1];
  const closesRound = last?.type === 'move' && 'discard' in last.payload && runtime.state.cthulhuChoices.length === 0;
  if (last === undefined || last.seq === 0 || (runtime.status === 'running' && !closesRound)) return [];
  const hiddenBefore = new Set(
    visibleEvents(runtimeAt(runtime, last.seq - 1), seat, -1)
      .filter((e) => e.hidden)
      .map((e) => e.seq),
  );
  if (hiddenBefore.size === 0) return [];
  return visibleEvents(runtime, seat, -1).filter((e) => hiddenBefore.has(e.seq));
}
