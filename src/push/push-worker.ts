import { Inject, Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import { rootCertificates } from 'node:tls';
import type * as WebPush from 'web-push';
import { Clock } from '../common/clock';
import { drainOutbox, retryAt } from '../common/outbox';
import { PeriodicTask } from '../common/periodic-task';
import { APP_CONFIG, AppConfig, VapidKeys } from '../config/app-config';
import { guardedLookup } from '../webhooks/address-guard';
import { ClaimedPush, PushRepository } from './push.repository';
import { VAPID_KEYS } from './push.service';

const BATCH = 20;
const LEASE_MARGIN_MS = 30_000;
/** How long a push service keeps a message for an offline browser: a day (the notice is in the log anyway). */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends the Web Push outbox with web-push (VAPID, RFC 8292; aes128gcm, RFC 8291). A 404 or 410 from the
 * push service means the browser dropped the subscription: it is deleted. Connections go through the
 * same address guard as webhooks, since endpoints come from clients.
 */
@Injectable()
export class PushWorker extends PeriodicTask {
  private readonly agent: https.Agent;

  constructor(
    private readonly repository: PushRepository,
    private readonly clock: Clock,
    scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(VAPID_KEYS) private readonly vapid: VapidKeys,
  ) {
    super(scheduler, 'push-deliveries');
    const { extraCaFile, allowPrivateAddresses } = config.push;
    this.agent = new https.Agent({
      lookup: guardedLookup(allowPrivateAddresses),
      ...(extraCaFile ? { ca: [...rootCertificates, readFileSync(extraCaFile, 'utf8')] } : {}),
    });
  }

  protected get intervalMs(): number {
    return this.config.push.pollMs;
  }

  protected async runOnce(): Promise<void> {
    await this.deliverDue();
  }

  override async onModuleDestroy(): Promise<void> {
    await super.onModuleDestroy();
    this.agent.destroy();
  }

  deliverDue(): Promise<number> {
    return drainOutbox({
      clock: this.clock,
      batchSize: BATCH,
      leaseMs: this.config.push.timeoutMs + LEASE_MARGIN_MS,
      outbox: this.repository,
      deliver: async (batch) => (await Promise.all(batch.map((push) => this.attempt(push)))).length,
      stopped: () => this.stopped,
    });
  }

  private async attempt(push: ClaimedPush): Promise<void> {
    const vapid = this.vapid;
    // Loaded by the first push (issue 36: web-push and its crypto libraries stay out of a server that sends none);
    // a failed load fails this attempt, which is retried as any other.
    let webpush: typeof WebPush | null = null;
    try {
      webpush = (await import('web-push')).default;
      const result = await webpush.sendNotification(
        { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
        push.body,
        {
          vapidDetails: { subject: this.config.push.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          timeout: this.config.push.timeoutMs,
          agent: this.agent,
        },
      );
      await this.repository.recordDelivered(push.id, result.statusCode, this.clock.now());
    } catch (error) {
      const statusCode = webpush && error instanceof webpush.WebPushError ? error.statusCode : null;
      if (statusCode === 404 || statusCode === 410) return this.repository.remove(push.subscriptionId);
      const next = retryAt(this.config.push.retryDelaysMs, push.attempts, this.clock.now());
      const message = statusCode !== null ? `HTTP ${statusCode}` : error instanceof Error ? error.message : 'failed';
      await this.repository.recordFailed(push.id, statusCode, message, next);
    }
  }
}
