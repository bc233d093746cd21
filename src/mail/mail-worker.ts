import { Inject, Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Clock } from '../common/clock';
import { drainOutbox, retryAt, sendEach } from '../common/outbox';
import { PeriodicTask } from '../common/periodic-task';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { fromPayload } from '../notifications/notification';
import { renderNotices } from './mail-render';
import { MailTransport } from './mail-transport';
import { ClaimedMail, MailRepository } from './mail.repository';
import { PasswordResets } from './password-reset.service';

const BATCH = 50;
const LEASE_MS = 2 * 60_000;

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * Sends the e-mail outbox: one mail per notice, or one per user for their due digest rows. Every process
 * may run one (SKIP LOCKED); delivery is at least once, like the webhooks'.
 */
@Injectable()
export class MailWorker extends PeriodicTask {
  constructor(
    private readonly repository: MailRepository,
    private readonly transport: MailTransport,
    private readonly resets: PasswordResets,
    private readonly clock: Clock,
    scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(scheduler, 'mail-deliveries');
  }

  protected get intervalMs(): number {
    return this.config.mail.pollMs;
  }

  protected async runOnce(): Promise<void> {
    await this.deliverDue();
    await this.resets.deliverDue();
  }

  /** Sends every due mail, a batch at a time; returns how many mails went out. */
  deliverDue(): Promise<number> {
    return drainOutbox({
      clock: this.clock,
      batchSize: BATCH,
      leaseMs: LEASE_MS,
      outbox: this.repository,
      deliver: async (batch) => {
        const groups = new Map<string, ClaimedMail[]>();
        for (const mail of batch) {
          const key = mail.digest ? `digest:${mail.userId}` : mail.id;
          groups.set(key, [...(groups.get(key) ?? []), mail]);
        }
        return sendEach(groups.values(), (group) => this.send(group));
      },
      stopped: () => this.stopped,
    });
  }

  private async send(group: ClaimedMail[]): Promise<boolean> {
    const ids = group.map((m) => m.id);
    const { address, unsubscribeToken } = group[0];
    if (address === null || unsubscribeToken === null) {
      // The address was removed or changed since: the notice stays in the log, the mail is not sent.
      await this.repository.recordFailed(ids, 'no verified address', null);
      return false;
    }
    const link = unsubscribeUrl(this.config.mail.publicUrl, unsubscribeToken);
    const entries = group
      .sort((a, b) => a.logSeq - b.logSeq)
      .map((m) => ({
        userId: m.userId,
        seq: m.logSeq,
        notification: fromPayload(m.kind, m.payload),
        createdAt: m.createdAt,
      }));
    try {
      const rendered = renderNotices(entries, { publicUrl: this.config.mail.publicUrl, unsubscribeUrl: link });
      await this.transport.send({ ...rendered, to: address, unsubscribeUrl: link });
      await this.repository.recordDelivered(ids, this.clock.now());
      return true;
    } catch (error) {
      const next = retryAt(this.config.mail.retryDelaysMs, group[0].attempts, this.clock.now());
      await this.repository.recordFailed(ids, error instanceof Error ? error.message : String(error), next);
      return false;
    }
  }
}
