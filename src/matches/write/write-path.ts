import { randomUUID } from 'node:crypto';
import type { Clock } from '../../common/clock';
import { DomainError, illegalMove } from '../../common/errors';
import { moveRejected } from '../../common/engine-errors';
import { apply, dueNow, legalMoves } from '../../engine';
import type { GameState, Seat } from '../../engine';
import { canonicalJson } from '../event-chain';
import type { MatchFollowups } from '../match-followups';
import type { MatchRuntime } from '../match-runtime';
import { foldEvents, initialRuntime, runtimeAt, withDecidedEvent } from '../match-runtime';
import type { Caller, MatchEventBody, RequestMeta } from '../match.types';
import { payloadJson } from '../match.types';
import { matchWrite } from '../match-write-hooks';
import { chainEvent, saltFor, toStoredEvent } from '../new-event';
import type { MatchReader } from '../read/match-reader';
import { assertMatchId } from '../read/match-reader';
import type { LockedMatch, MatchesRepository } from '../store/matches.repository';
import type { MatchStates } from '../store/match-states';
import type { SeatedView } from '../visibility';
import { seatOf, seatedView } from '../visibility';
import { viewFor } from '../../engine';
import type { WriteIntent } from './commands';
import { forcedMove, orderMove } from './commands';
import { MAX_FORCED_CHAIN, publiclyForcedMove } from './forced-moves';
import type { StandingOrderBook } from './standing-order-book';
import { firstApplicable, orderDelayMs } from './standing-orders';

/** The request id of the forced moves the server plays (docs/bots.md); their actor is the server (null). */
const FORCED_MOVE_REQUEST: RequestMeta = { requestId: 'forced-move', idempotencyKey: null };

/** A write's result: the match after it, or, for a retry, the match and the seq of the first answer. */
export interface Written {
  readonly runtime: MatchRuntime;
  readonly replayOf: number | null;
  /** The seat whose standing order played the appended event, if one did (the cache's firings: match-states.ts). */
  readonly firedBy?: Seat;
}

/**
 * The one write path, read top to bottom as boardgame.io's `master.onUpdate`:
 *
 *   write          → writeOnce, then the forced moves it made due, then `answer`
 *   writeOnce      → the match's lock (group commit), and under it `decideAndAppend`:
 *     1 fetch      the match at its locked head (`fetchLocked`)
 *     2 authorise  the writer's seat (`authoriseWriter`)
 *     3 retry      a repeated idempotency key answers with its first result (`earlierAnswer`)
 *     4 version    the writer saw the match as it is (`checkVersion`)
 *     5 reduce     the rules decide, the move is applied once (`reduce`)
 *     6 append     the event joins the chain and is staged in the batch (`append`)
 *     7 commit     the batch's one COMMIT: the event, the head, the subscribers' rows (store/group-commit.ts)
 *     8 follow     a finishing write's side jobs, each in its own transaction after the COMMIT (match-followups.ts)
 *   answer         the caller's view of the match after it
 *   announce       PostgreSQL delivers the `pg_notify` queued with the event on COMMIT (streams/match-notifier.ts)
 *
 * The checks run in this order so that a retry after a lost response still finds its first result although
 * the version moved on. `caller` null is the server itself (no seat; the answer is an onlooker's view).
 */
export class MatchWriter {
  constructor(
    private readonly repository: MatchesRepository,
    private readonly reader: MatchReader,
    private readonly states: MatchStates,
    private readonly clock: Clock,
    private readonly followups: MatchFollowups | null = null,
    /** The players' standing orders (src/orders binds STANDING_ORDER_BOOK); null: no order ever plays. */
    private readonly orders: StandingOrderBook | null = null,
  ) {}

  /** A write and the forced moves it makes due; null only for the server's writes that had nothing to do. */
  async write(
    caller: Caller | null,
    matchId: string,
    expectedVersion: number | null,
    request: RequestMeta,
    intent: WriteIntent,
  ): Promise<SeatedView | null> {
    const written = await this.writeOnce(caller, matchId, expectedVersion, request, intent);
    if (written.replayOf !== null) return answer(caller, runtimeAt(written.runtime, written.replayOf));
    // The first answer includes the forced moves the event made due; a retry's answer is the match right
    // after its own event, as for any retry.
    return answer(caller, await this.playForcedMoves(written.runtime));
  }

  /** One event through the write path, without the forced moves that may follow it. */
  async writeOnce(
    caller: Caller | null,
    matchId: string,
    expectedVersion: number | null,
    request: RequestMeta,
    intent: WriteIntent,
  ): Promise<Written> {
    assertMatchId(matchId);
    const locked = this.repository.withLock(matchId, (match) =>
      this.decideAndAppend(match, caller, expectedVersion, request, intent),
    );
    const written = await this.states.committing(matchId, locked);
    if (written === null) throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
    // Step 8: a write that finished the match runs its side jobs (ratings, archive, tournaments) now that
    // the COMMIT is back, before the answer; they cannot fail the move (match-followups.ts).
    if (written.replayOf === null && written.runtime.status !== 'running')
      await this.followups?.afterCommit(written.runtime);
    return written;
  }

  /** Steps 1–6, holding the match's row lock; resolves after step 7, the batch's COMMIT. */
  private async decideAndAppend(
    locked: LockedMatch,
    caller: Caller | null,
    expectedVersion: number | null,
    request: RequestMeta,
    intent: WriteIntent,
  ): Promise<Written> {
    const current = await this.fetchLocked(locked);
    const seat = authoriseWriter(current, caller);
    const body = intent.body(current.header.rules.players, seat, current);
    const replayOf = earlierAnswer(current, request, body);
    if (replayOf !== null) return { runtime: current, replayOf };
    checkVersion(current, expectedVersion);
    const state = reduce(current, body, seat, intent.check);
    const runtime = await append(locked, current, body, state, caller, request, this.clock.now(), intent.firedOrder);
    return intent.firedOrder === undefined ? { runtime, replayOf: null } : { runtime, replayOf: null, firedBy: seat };
  }

  /** Step 1: the match at its locked head, from the cache where it can (a cached runtime ahead of the head is dropped). */
  private async fetchLocked(locked: LockedMatch): Promise<MatchRuntime> {
    let current = await this.reader.cachedOrInitial(locked.matchId);
    if (current.version > locked.head.version) current = initialRuntime(current.header);
    if (current.version < locked.head.version) current = foldEvents(current, await locked.eventsAfter(current.version));
    return current;
  }

  /**
   * Moves played for a seat's player, one after another (the chain), after any write:
   * - forced moves (docs/bots.md): while the seat due has exactly one legal move that is forced in public
   *   (forced-moves.ts) and its player opted in, the server plays it, marked `auto`;
   * - standing orders (docs/correspondence.md "Standing orders"), only where one may play at once
   *   (CLAIM_ORDER_DELAY 0): otherwise no order can have waited its delay yet, so the write's chain does
   *   not look at them at all, and the orders' sweep judges them (`playDue`). So a write costs the same
   *   work, and takes the same time, whether or not any seat has orders (R9), and a match without orders
   *   pays no query for them.
   */
  playForcedMoves(runtime: MatchRuntime): Promise<MatchRuntime> {
    return this.chain(runtime, this.orders !== null && this.orders.delayMs === 0);
  }

  /** The chain as the orders' sweep plays it: the forced moves and the standing orders now due. */
  playDue(runtime: MatchRuntime): Promise<MatchRuntime> {
    return this.chain(runtime, this.orders !== null);
  }

  /**
   * The chain: at each step, the due seat's forced move if it has one and its player opted in; otherwise
   * (`judgeOrders`) the first of that seat's orders whose condition holds plays its answer as that player's
   * own move, once its delay has passed (`orderDelayMs`); an order whose answer became illegal is dropped.
   * Each goes through the same write path; the chain may pass from seat to seat and from phase to phase
   * (a forced move, then an order, then a forced move…); it is bounded (MAX_FORCED_CHAIN), and it stops
   * quietly when someone else's event came first (the match moved on: that event's own write plays
   * whatever it made due). The settings are read only when a forced move is due; the orders once per step.
   */
  private async chain(runtime: MatchRuntime, judgeOrders: boolean): Promise<MatchRuntime> {
    let current = runtime;
    for (let i = 0; i < MAX_FORCED_CHAIN && current.status === 'running'; i++) {
      const due = dueNow(current.state);
      if (due === null) break;
      const forced =
        publiclyForcedMove(current.state, due.seat) !== null &&
        (await this.repository.autoForcedSeats(current.header.id)).has(due.seat);
      const next = forced ? this.forcedStep(due.seat) : judgeOrders ? await this.orderStep(current, due.seat) : null;
      if (next === null) break;
      try {
        current = (await this.writeOnce(next.caller, current.header.id, current.version, next.request, next.intent))
          .runtime;
      } catch (error) {
        if (error instanceof DomainError) break;
        throw error;
      }
    }
    return current;
  }

  private forcedStep(seat: Seat): ChainStep {
    return { caller: null, request: FORCED_MOVE_REQUEST, intent: forcedMove(seat) };
  }

  /**
   * The step a standing order of `seat` plays now, or null. Judged on the owner's own view and legal moves
   * (standing-orders.ts `decide`), so the answer never depends on a card the owner has not seen (R9).
   */
  private async orderStep(current: MatchRuntime, seat: Seat): Promise<ChainStep | null> {
    if (this.orders === null) return null;
    const orders = await this.orders.active(current.header.id, seat);
    if (orders.length === 0) return null;
    const owner = current.header.seats.find((s) => s.seat === seat);
    if (owner?.userId == null || current.replacement?.replaced.includes(seat)) return null;
    const { fire, dropped } = firstApplicable(orders, viewFor(current.state, seat), legalMoves(current.state, seat));
    if (dropped.length > 0)
      await this.orders.drop(
        current.header.id,
        seat,
        current.version,
        dropped.map((d) => ({ id: d.entry.id, reason: d.reason })),
      );
    if (fire === null) return null;
    const since = current.events[current.events.length - 1]?.createdAt.getTime() ?? 0;
    if (this.clock.now().getTime() < since + orderDelayMs(fire.entry.id, current.version, this.orders.delayMs))
      return null;
    const { seat: _seat, ...move } = fire.move;
    return {
      caller: { id: owner.userId, username: owner.username },
      // A fresh id, as a hand move without X-Request-Id gets (src/api/request-meta.ts): nothing marks it.
      request: { requestId: randomUUID(), idempotencyKey: null },
      intent: orderMove({ kind: 'move', move }, fire.entry.id, this.clock),
    };
  }
}

/** One move of the chain: who writes it, with which request, and the command. */
interface ChainStep {
  readonly caller: Caller | null;
  readonly request: RequestMeta;
  readonly intent: WriteIntent;
}

/** The answer: the caller's view of the match after the write (the server gets an onlooker's). */
function answer(caller: Caller | null, runtime: MatchRuntime): SeatedView {
  if (caller === null) return { runtime, seat: null, view: viewFor(runtime.state, null) };
  return seatedView(runtime, caller);
}

/** Step 2: the writer's seat (the dealt one: a replaced seat's writes are refused by its command); the server (null) writes for none. */
function authoriseWriter(runtime: MatchRuntime, caller: Caller | null): Seat {
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

/** Step 4: the writer saw the match as it is (null: any version will do). */
function checkVersion(runtime: MatchRuntime, expectedVersion: number | null): void {
  if (expectedVersion !== null && expectedVersion !== runtime.version) {
    throw new DomainError({ code: 'VERSION_CONFLICT', currentVersion: runtime.version });
  }
}

/** Step 5: the rules decide. The game state after the event: a move applied (once), or unchanged. */
function reduce(
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

/**
 * Step 6: the event joins the chain and the log; the store writes it with the other events of its batch
 * and the subscribers' rows (match-write-hooks.ts), and resolves after the COMMIT (step 7). The match
 * after it, built from the decided state (not replayed).
 */
async function append(
  locked: LockedMatch,
  current: MatchRuntime,
  body: MatchEventBody,
  state: GameState,
  caller: Caller | null,
  request: RequestMeta,
  now: Date,
  firedOrder: string | undefined,
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
  const write = matchWrite(current, next, stored);
  await locked.append(event, firedOrder === undefined ? write : { ...write, firedOrder });
  return next;
}
