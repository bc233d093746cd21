import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Clock } from '../../common/clock';
import { PeriodicTask } from '../../common/periodic-task';
import { OAuthRecordsRepository } from './oauth-records.repository';

const INTERVAL_NAME = 'oauth-records-expiry';
/** The shortest lifetimes are a minute (codes) and an hour (tokens, requests): hourly keeps the table small. */
const INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes the authorization server's expired rows from oauth_records (codes after a minute, access tokens and
 * unanswered consent requests after an hour, refresh tokens after 30 days, grants after a year). oidc-provider
 * never deletes what merely expired, and every sign-in of an app leaves several rows. Every process runs it;
 * deleting a row twice is harmless.
 */
@Injectable()
export class OAuthSweeper extends PeriodicTask {
  constructor(
    private readonly records: OAuthRecordsRepository,
    private readonly clock: Clock,
    scheduler: SchedulerRegistry,
  ) {
    super(scheduler, INTERVAL_NAME);
  }

  protected get intervalMs(): number {
    return INTERVAL_MS;
  }

  protected async runOnce(): Promise<void> {
    const removed = await this.sweep();
    if (removed > 0) this.logger.log(`removed ${removed} expired OAuth record(s)`);
  }

  /** One pass: how many rows it removed. */
  sweep(): Promise<number> {
    return this.records.deleteExpired(this.clock.now());
  }
}
