import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../common/clock';
import { DomainError, illegalMove } from '../common/errors';
import { isUuid } from '../common/uuid';
import type { Seat } from '../engine';
import { MatchWriteHooks } from '../matches/match-write-hooks';
import type { MatchRuntime } from '../matches/match-runtime';
import type { Caller } from '../matches/matches.service';
import { MatchesService, seatOf } from '../matches/matches.service';
import type { StandingOrder } from '../matches/write/standing-orders';
import { MAX_STANDING_ORDERS, parseOrder } from '../matches/write/standing-orders';
import { OrdersRepository, StoredOrder } from './orders.repository';

/**
 * A player's standing orders for one match (docs/correspondence.md "Standing orders"): the owner sets,
 * reads and removes them; the match's write path plays them (write/write-path.ts, through the OrderBook
 * bound to STANDING_ORDER_BOOK) and this keeper marks each firing in the transaction of the move it played,
 * so that an order fires exactly once whatever the process does. Nothing about orders reaches the match's
 * other seats: not their log, notices or streams (a dropped order's ORDER_DROPPED notice goes to its owner).
 */
@Injectable()
export class OrdersService implements OnModuleInit {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly matches: MatchesService,
    private readonly hooks: MatchWriteHooks,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.hooks.subscribe('standing-orders', (writes, sql, at) =>
      this.orders.markFired(
        sql,
        writes.flatMap((w) =>
          w.firedOrder === undefined
            ? []
            : [{ matchId: w.event.matchId, id: w.firedOrder, seq: w.event.seq, hash: w.event.hash }],
        ),
        at,
      ),
    );
  }

  // ── the owner's ───────────────────────────────────────────────────────────────────────────────────

  /** The caller's orders on a match they play: active ones first to fire first, then fired and dropped. */
  async mine(caller: Caller, matchId: string): Promise<StoredOrder[]> {
    await this.playedBy(caller, matchId);
    return this.orders.ofOwner(matchId, caller.id);
  }

  /** Adds one order after the caller's others; it may play at once if it applies now (after its delay). */
  async add(caller: Caller, matchId: string, input: unknown): Promise<StoredOrder> {
    const [made] = await this.store(caller, matchId, [input], false);
    return made;
  }

  /** Replaces the caller's active orders on the match with `inputs` (an empty list removes them all). */
  async set(caller: Caller, matchId: string, inputs: unknown): Promise<StoredOrder[]> {
    if (!Array.isArray(inputs))
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { orders: ['must be a list'] } }, 'orders: a list');
    await this.store(caller, matchId, inputs, true);
    return this.orders.ofOwner(matchId, caller.id);
  }

  /** Removes one of the caller's orders (or dismisses a dropped or fired one). */
  async remove(caller: Caller, id: string): Promise<void> {
    const matchId = isUuid(id) ? await this.orders.matchOf(id, caller.id) : null;
    if (matchId === null || !(await this.orders.remove(matchId, id, caller.id, this.clock.now())))
      throw new DomainError({ code: 'NOT_FOUND', entity: 'StandingOrder' });
  }

  /** Plays the forced moves and orders now due in a match (the sweep, and after an order is set). */
  async playDue(matchId: string): Promise<void> {
    const runtime = await this.matches.load(matchId);
    if (runtime.status === 'running') await this.matches.playDue(runtime);
  }

  private async store(caller: Caller, matchId: string, inputs: readonly unknown[], replace: boolean) {
    const { runtime, seat } = await this.playedBy(caller, matchId);
    if (runtime.status !== 'running') throw illegalMove('GAME_OVER', 'The match is over');
    if (inputs.length > MAX_STANDING_ORDERS) throw tooMany();
    const parsed: StandingOrder[] = inputs.map((input, i) => {
      const result = parseOrder(input, runtime.header.rules);
      if (result.ok) return result.order;
      const prefix = replace ? `orders[${i}].` : '';
      const fields = Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [prefix + k, [...v]]));
      throw new DomainError(
        { code: 'BAD_USER_INPUT', fields },
        Object.entries(fields)
          .map(([k, v]) => `${k}: ${v.join('; ')}`)
          .join('; '),
      );
    });
    const made = await this.orders.add(
      matchId,
      caller.id,
      seat,
      parsed,
      MAX_STANDING_ORDERS,
      this.clock.now(),
      replace,
    );
    if (made === null) throw tooMany();
    await this.playDue(matchId);
    return made;
  }

  private async playedBy(caller: Caller, matchId: string): Promise<{ runtime: MatchRuntime; seat: Seat }> {
    if (!isUuid(matchId)) throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
    const runtime = await this.matches.load(matchId);
    // A withheld match stays NOT_FOUND to anyone who did not play it (hidden-history.ts).
    await this.matches.assertNotWithheld(runtime, caller);
    const seat = seatOf(runtime, caller);
    if (seat === null) throw new DomainError({ code: 'FORBIDDEN' }, 'You do not play in this match');
    return { runtime, seat };
  }
}

function tooMany(): DomainError {
  return new DomainError(
    { code: 'CONFLICT', reason: 'TOO_MANY_ORDERS' },
    `At most ${MAX_STANDING_ORDERS} standing orders per match; remove one first`,
  );
}
