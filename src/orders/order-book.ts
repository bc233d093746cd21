import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { Seat } from '../engine';
import type { ActedOrder, ActiveOrder, DroppedOrder, StandingOrderBook } from '../matches/matches.service';
import { Notices } from '../notifications/notices.service';
import { OrdersRepository } from './orders.repository';

/**
 * The standing orders as the match's write path and its record read them (bound to STANDING_ORDER_BOOK by
 * OrdersModule). Depends on no match service, so that MatchesService can take it in its constructor.
 */
@Injectable()
export class OrderBook implements StandingOrderBook {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly notices: Notices,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get delayMs(): number {
    return this.config.correspondence.orderDelayMs;
  }

  active(matchId: string, seat: Seat): Promise<readonly ActiveOrder[]> {
    return this.orders.active(matchId, seat);
  }

  /**
   * Drops the orders and tells their owner, in one transaction: an ORDER_DROPPED notice per order, to its
   * owner alone (no other seat hears anything: R9), naming the order, never its cards or its reason.
   */
  async drop(matchId: string, seat: Seat, version: number, dropped: readonly DroppedOrder[]): Promise<void> {
    const at = this.clock.now();
    await this.orders.inTransaction(async (sql) => {
      const done = await this.orders.drop(sql, matchId, seat, version, dropped, at);
      await this.notices.record(
        sql,
        done.map(({ id, ownerId }) => ({
          userId: ownerId,
          notification: { kind: 'ORDER_DROPPED', matchId, seat, version, orderId: id },
        })),
        at,
      );
    });
  }

  acted(matchId: string): Promise<readonly ActedOrder[]> {
    return this.orders.acted(matchId);
  }

  fired(matchId: string): Promise<ReadonlyMap<number, Seat>> {
    return this.orders.fired(matchId);
  }
}
