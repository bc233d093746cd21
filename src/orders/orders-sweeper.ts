import { Inject, Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { DomainError } from '../common/errors';
import { PeriodicTask } from '../common/periodic-task';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';

const INTERVAL_NAME = 'standing-orders';
const BATCH = 200;
/** Pages a tick reads at most; the next tick goes on from where it stopped, so every match is reached. */
const PAGES_PER_TICK = 25;

/**
 * Plays the standing orders whose delay has passed (docs/correspondence.md "Standing orders"), and, once
 * at start, those a stopped process left due: the event that made an owner due committed, its order had not
 * played yet. Every process runs it; the write's version check lets one firing through per match version,
 * and the keeper's mark in that write's transaction keeps the order from firing twice.
 */
@Injectable()
export class OrdersSweeper extends PeriodicTask {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly orders: OrdersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    scheduler: SchedulerRegistry,
  ) {
    super(scheduler, INTERVAL_NAME);
  }

  protected get intervalMs(): number {
    const delay = this.config.correspondence.orderDelayMs;
    return delay > 0 ? Math.max(1000, Math.floor(delay / 6)) : 0;
  }

  override onApplicationBootstrap(): void {
    super.onApplicationBootstrap();
    void this.tick();
  }

  /** The last match of the last page read: a tick goes on after it (null: from the start). */
  private cursor: string | null = null;

  protected async runOnce(): Promise<void> {
    for (let page = 0; page < PAGES_PER_TICK; page++) {
      const matchIds = await this.repository.matchesWithDueOrders(BATCH, this.cursor);
      this.cursor = matchIds.length === BATCH ? matchIds[matchIds.length - 1] : null;
      for (const matchId of matchIds) {
        if (this.stopped) return;
        try {
          await this.orders.playDue(matchId);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
        }
      }
      if (this.cursor === null) return;
    }
  }
}
