import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { SECRET_PREFIX } from './webhook-signature';
import { DomainError } from '../common/errors';
import { NOTIFICATION_KINDS, NotificationKind } from '../notifications/notification';
import { webhookUrlProblem } from './address-guard';
import { WEBHOOK_SETTINGS, WebhookSettings } from './webhook.settings';
import { Webhook, WebhookDelivery, WebhooksRepository } from './webhooks.repository';
import { isUuid } from '../common/uuid';

const DELIVERY_LOG_LIMIT = 200;

/** A user's webhooks: registering, listing, deleting, and reading their delivery log. */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly repository: WebhooksRepository,
    @Inject(WEBHOOK_SETTINGS) private readonly settings: WebhookSettings,
  ) {}

  /**
   * Registers a webhook; without a secret the server makes one (`whsec_` + 32 random bytes in base64, the
   * Standard Webhooks form). The secret is shown only here.
   */
  async create(
    userId: string,
    url: string,
    events: readonly NotificationKind[],
    secret: string | null,
  ): Promise<{ webhook: Webhook; secret: string }> {
    const fields: Record<string, string[]> = {};
    const urlProblem = webhookUrlProblem(url, this.settings.allowPrivateAddresses);
    if (urlProblem) fields.url = [urlProblem];
    const kinds = [...new Set(events)];
    if (kinds.length === 0 || kinds.some((k) => !NOTIFICATION_KINDS.includes(k)))
      fields.events = ['name at least one notification kind'];
    if (secret !== null && (secret.length < 16 || secret.length > 200))
      fields.secret = ['must be 16 to 200 characters'];
    if (Object.keys(fields).length > 0) throw new DomainError({ code: 'BAD_USER_INPUT', fields });
    const key = secret ?? SECRET_PREFIX + randomBytes(32).toString('base64');
    const webhook = await this.repository.create(userId, url, key, kinds, this.settings.maxPerUser);
    if (!webhook) {
      throw new DomainError({
        code: 'BAD_USER_INPUT',
        fields: { url: [`at most ${this.settings.maxPerUser} webhooks per user`] },
      });
    }
    return { webhook, secret: key };
  }

  list(userId: string): Promise<Webhook[]> {
    return this.repository.listOf(userId);
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.deleteOwned(userId, id)))
      throw new DomainError({ code: 'NOT_FOUND', entity: 'Webhook' });
  }

  /** The webhook's deliveries, newest first; only its owner may look. */
  async deliveries(userId: string, webhookId: string, first: number): Promise<WebhookDelivery[]> {
    if (!isUuid(webhookId) || !(await this.repository.findOwned(userId, webhookId)))
      throw new DomainError({ code: 'NOT_FOUND', entity: 'Webhook' });
    return this.repository.deliveriesOf(webhookId, Math.max(1, Math.min(first, DELIVERY_LOG_LIMIT)));
  }
}
