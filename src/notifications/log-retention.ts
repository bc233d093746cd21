import { Inject, Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Clock } from '../common/clock';
import { PeriodicTask } from '../common/periodic-task';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { NotificationLogRepository } from './notification-log.repository';

const HOUR_MS = 60 * 60 * 1000;

/** Prunes log entries older than the retention (CLAIM_NOTIFICATION_RETENTION), hourly. */
@Injectable()
export class LogRetention extends PeriodicTask {
  constructor(
    private readonly log: NotificationLogRepository,
    private readonly clock: Clock,
    scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(scheduler, 'notification-log-retention');
  }

  protected get intervalMs(): number {
    return this.config.notifications.retentionMs > 0 ? HOUR_MS : 0;
  }

  protected async runOnce(): Promise<void> {
    await this.prune();
  }

  prune(): Promise<number> {
    return this.log.prune(new Date(this.clock.now().getTime() - this.config.notifications.retentionMs));
  }
}
