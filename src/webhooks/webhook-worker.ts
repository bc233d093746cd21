import { Inject, Injectable } from '@nestjs/common';
import { PeriodicTask } from '../common/periodic-task';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Clock } from '../common/clock';
import { drainOutbox, retryAt } from '../common/outbox';
import { WEBHOOK_SETTINGS, WebhookSettings } from './webhook.settings';
import { ABORTED, sendWebhook } from './webhook-sender';
import { ClaimedDelivery, WebhooksRepository } from './webhooks.repository';

const INTERVAL_NAME = 'webhook-deliveries';

/** When an attempt is taken, how long other workers leave it alone: past the attempt's deadline. */
const LEASE_MARGIN_MS = 30_000;

/**
 * Sends the outbox. Every process may run one: deliveries are taken with FOR UPDATE SKIP LOCKED, so
 * each attempt is made by one worker. Delivery is at least once (a worker that dies after sending but
 * before recording retries later); receivers deduplicate by webhook-id.
 */
@Injectable()
export class WebhookWorker extends PeriodicTask {
  /** Aborts the attempts in flight when the process stops: their leases expire and another round retries them. */
  private readonly stopping = new AbortController();

  constructor(
    private readonly repository: WebhooksRepository,
    private readonly clock: Clock,
    scheduler: SchedulerRegistry,
    @Inject(WEBHOOK_SETTINGS) private readonly settings: WebhookSettings,
  ) {
    super(scheduler, INTERVAL_NAME);
  }

  protected get intervalMs(): number {
    return this.settings.pollMs;
  }

  protected async runOnce(): Promise<void> {
    await this.deliverDue();
  }

  override async onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    await super.onModuleDestroy();
  }

  /** Sends every due delivery, a batch at a time; returns how many attempts were made. */
  deliverDue(): Promise<number> {
    return drainOutbox({
      clock: this.clock,
      batchSize: this.settings.batchSize,
      leaseMs: this.settings.timeoutMs + LEASE_MARGIN_MS,
      outbox: this.repository,
      deliver: async (batch) => (await Promise.all(batch.map((delivery) => this.attempt(delivery)))).length,
      stopped: () => this.stopped,
    });
  }

  private async attempt(delivery: ClaimedDelivery): Promise<void> {
    const result = await sendWebhook(delivery, {
      timeoutMs: this.settings.timeoutMs,
      allowPrivateAddresses: this.settings.allowPrivateAddresses,
      timestamp: Math.floor(this.clock.now().getTime() / 1000),
      signal: this.stopping.signal,
    });
    if (result === ABORTED) return;
    const now = this.clock.now();
    if (result.ok) return this.repository.recordDelivered(delivery.id, result.statusCode!, now);
    const next = retryAt(this.settings.retryDelaysMs, delivery.attempts, now);
    await this.repository.recordFailed(delivery.id, result.statusCode, result.error ?? 'failed', next);
  }
}
