import { DomainError } from '../../common/errors';
import { isUuid } from '../../common/uuid';
import { isDatabaseUnavailable } from '../../database/database-unavailable';
import { legalMoves, viewFor } from '../../engine';
import type { Move } from '../../engine';
import type { MatchRuntime } from '../match-runtime';
import { foldEvents, initialRuntime } from '../match-runtime';
import type { Caller } from '../match.types';
import type { MatchesRepository } from '../store/matches.repository';
import type { MatchStates } from '../store/match-states';
import type { MatchUpdate, SeatedView, VisibleEvent } from '../visibility';
import {
  assertMayRead,
  assertNotWithheld,
  assertPublic,
  markStandingOrders,
  mayBeWithheld,
  mayCarryMark,
  readerSeat,
  seatOf,
  seatedViewAt,
  standingOrderMarksFor,
  updateAt,
  visibleEvents,
} from '../visibility';
import type { ExportedRecord } from './records';
import { recordOf } from './records';
import type { StandingOrderBook } from '../write/standing-order-book';

/** How long a stream's update waits for an unreachable database before the stream fails. */
const UPDATE_PATIENCE_MS = 60_000;

/** Match ids are UUIDs: anything else names no match (and must not reach SQL as a failing cast). */
export function assertMatchId(matchId: string): void {
  if (!isUuid(matchId)) throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
}

/**
 * The read side: load (log → engine, through the cache), authorise through visibility.ts's one path
 * (`seatFor` here), and render what the caller may see. The log is the only truth; the cache only saves replays
 * and is checked against the stored version on every use.
 */
export class MatchReader {
  constructor(
    private readonly repository: MatchesRepository,
    private readonly states: MatchStates,
    /** The standing orders, for the finished record and the log's marks (null: none are recorded). */
    private readonly orders: StandingOrderBook | null = null,
  ) {}

  /** The match rebuilt to its stored head. */
  async load(matchId: string): Promise<MatchRuntime> {
    assertMatchId(matchId);
    let runtime = this.states.get(matchId);
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
      this.states.put(runtime);
    }
    return runtime;
  }

  /** The cached match, whatever its version, or the match before its first event: the write path catches up. */
  async cachedOrInitial(matchId: string): Promise<MatchRuntime> {
    const cached = this.states.get(matchId);
    if (cached) return cached;
    const header = await this.repository.findHeader(matchId);
    if (!header) throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
    return initialRuntime(header);
  }

  /**
   * The one authorisation of reads (visibility.ts `readerSeat`), with the one fact it needs from the store,
   * asked only when it matters: whether a finished match is withheld from someone who did not play it.
   */
  async seatFor(runtime: MatchRuntime, caller: Caller | null, version = runtime.version): Promise<number | null> {
    return readerSeat(runtime, caller, await this.withheld(runtime, caller), version);
  }

  private async withheld(runtime: MatchRuntime, caller: Caller | null): Promise<boolean> {
    return (
      mayBeWithheld(runtime.header, runtime.status, caller) && (await this.repository.isWithheld(runtime.header.id))
    );
  }

  /** Players see their seat's view; anyone may look at a finished match, where everything is public (R9). */
  async viewOf(caller: Caller | null, matchId: string): Promise<SeatedView> {
    const runtime = await this.load(matchId);
    const seat = await this.seatFor(runtime, caller);
    return { runtime, seat, view: viewFor(runtime.state, seat) };
  }

  /** A finished match withheld by a player's hidden history is NOT_FOUND to everyone who did not play it. */
  async assertNotWithheld(runtime: MatchRuntime, caller: Caller | null): Promise<void> {
    assertNotWithheld(runtime.header, runtime.status, caller, await this.withheld(runtime, caller));
  }

  /**
   * The match for someone who may not be signed in (`caller` null): the public view of R9 while it runs,
   * if its players let visitors watch (`anyone`), and the finished match of the public archive.
   */
  async publicView(matchId: string, viewer: Caller | null): Promise<SeatedView> {
    const runtime = await this.load(matchId);
    const policy = runtime.header.spectators ?? 'anyone';
    // Refused before the store is asked, as always: a match nobody may see publicly costs no hidden-history read.
    const onlooker = viewer === null || seatOf(runtime, viewer) === null;
    const withheld =
      onlooker && policy === 'anyone' && runtime.header.importedBy === null && (await this.withheld(runtime, null));
    assertPublic(runtime, viewer, withheld);
    return { runtime, seat: null, view: viewFor(runtime.state, null) };
  }

  /**
   * The match after `version` events: the caller's own view then while it runs (a replaced seat's former
   * player: their seat's before the replacement, a spectator's from it on), everything once it is over (audit).
   */
  async viewAt(caller: Caller, matchId: string, version: number): Promise<SeatedView> {
    const runtime = await this.load(matchId);
    const seat = await this.seatFor(runtime, caller, version);
    if (!Number.isInteger(version) || version < 0 || version > runtime.version) {
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { version: [`must be 0 to ${runtime.version}`] } });
    }
    return seatedViewAt(runtime, seat, version);
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
    await this.states.settled(matchId);
    // Events never change once committed: a cached runtime that already holds `seq` answers without a read.
    const cached = this.states.get(matchId);
    const runtime = cached && cached.version >= seq ? cached : await this.load(matchId);
    if (seq > runtime.version) return null;
    const seat = await this.seatFor(runtime, caller, seq);
    const update = updateAt(runtime, seat, seq);
    if (update === null) return null;
    const [event, ...revealed] = await this.withMarks(runtime, seat, [update.event, ...update.revealed]);
    return { ...update, event: event ?? update.event, revealed };
  }

  /**
   * `events` with the standing-order marks `seat` may see (visibility.ts `markStandingOrders`). The order
   * book is asked only when one of them could carry such a mark: a spectator's read of a running match, and
   * a player's read of other seats' moves only, cost no query, as without orders.
   */
  private async withMarks(runtime: MatchRuntime, seat: number | null, events: VisibleEvent[]): Promise<VisibleEvent[]> {
    const marks = standingOrderMarksFor(runtime.status, seat);
    if (this.orders === null || !mayCarryMark(events, marks, seat)) return events;
    const fired = await this.firedUpTo(runtime);
    return fired.size === 0 ? events : markStandingOrders(events, fired, marks, seat);
  }

  /**
   * The moves standing orders played in the match up to `runtime`: from the cache when this process saw
   * every event since it last asked (its write path keeps them, match-states.ts), else from the order book.
   * A firing is committed with its event, so a book read after `runtime` was loaded covers its version.
   */
  private async firedUpTo(runtime: MatchRuntime): Promise<ReadonlyMap<number, number>> {
    const matchId = runtime.header.id;
    const known = this.states.firedUpTo(matchId, runtime.version);
    if (known !== undefined || this.orders === null) return known ?? new Map();
    const bySeq = await this.orders.fired(matchId);
    this.states.putFired(matchId, { version: runtime.version, bySeq });
    return bySeq;
  }

  /** Throws unless the caller may watch this match (null: a visitor without a token); its version now. */
  async assertCanWatch(caller: Caller | null, matchId: string): Promise<number> {
    const runtime = await this.load(matchId);
    await this.seatFor(runtime, caller);
    return runtime.version;
  }

  /** The same check from the stored rows alone, for audits of logs that may not replay. */
  async assertCanWatchStored(caller: Caller, matchId: string): Promise<void> {
    assertMatchId(matchId);
    const found = await this.repository.findMatch(matchId);
    if (!found) throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
    const { header, head } = found;
    const withheld = mayBeWithheld(header, head.status, caller) && (await this.repository.isWithheld(matchId));
    assertMayRead(header, head.status, caller, withheld);
  }

  async legalMovesOf(caller: Caller, matchId: string): Promise<Move[]> {
    const runtime = await this.load(matchId);
    const seat = await this.seatFor(runtime, caller);
    if (seat === null || runtime.status !== 'running') return [];
    return legalMoves(runtime.state, seat);
  }

  /**
   * The seqs after `afterSeq` of the moves standing orders played that `seat` may see marked (the story's
   * `byStandingOrder`, as matchEvents' for the same reader).
   */
  async standingOrderMarks(runtime: MatchRuntime, seat: number | null, afterSeq = -1): Promise<ReadonlySet<number>> {
    const marked = await this.withMarks(runtime, seat, visibleEvents(runtime, seat, afterSeq));
    return new Set(marked.filter((e) => e.byStandingOrder).map((e) => e.seq));
  }

  /** The log as the caller may see it, after `afterSeq`. */
  async eventsOf(caller: Caller, matchId: string, afterSeq = -1): Promise<VisibleEvent[]> {
    const runtime = await this.load(matchId);
    const seat = await this.seatFor(runtime, caller);
    return this.withMarks(runtime, seat, visibleEvents(runtime, seat, afterSeq));
  }

  /** The R10 record: complete once the match is over; before, the caller's own redacted history only. */
  async exportRecord(caller: Caller, matchId: string): Promise<ExportedRecord> {
    const runtime = await this.load(matchId);
    await this.seatFor(runtime, caller);
    if (runtime.status !== 'finished')
      throw new DomainError({ code: 'FORBIDDEN' }, 'The record is available once the match is over');
    return this.finishedRecord(runtime);
  }

  /**
   * The record of a finished match with the standing orders that acted in it: only now, the match over, are
   * they anyone's to read (R9). A match not finished gets its record without them.
   */
  async finishedRecord(runtime: MatchRuntime): Promise<ExportedRecord> {
    if (runtime.status !== 'finished' || this.orders === null) return recordOf(runtime);
    return recordOf(runtime, await this.orders.acted(runtime.header.id));
  }
}
