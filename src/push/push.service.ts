import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import { isUuid } from '../common/uuid';
import { APP_CONFIG, AppConfig, VapidKeys } from '../config/app-config';
import { webhookUrlProblem } from '../webhooks/address-guard';
import { PushRepository, PushSubscriptionRow } from './push.repository';

const MAX_PER_USER = 10;

/** The process's VAPID key pair (PushModule provides it). */
export const VAPID_KEYS = Symbol('VapidKeys');
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** A user's browsers for Web Push: the server's public key, adding and removing subscriptions. */
@Injectable()
export class PushService {
  constructor(
    private readonly repository: PushRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(VAPID_KEYS) private readonly vapid: VapidKeys,
  ) {}

  /** The VAPID public key a browser subscribes with (`applicationServerKey`). */
  publicKey(): string {
    return this.vapid.publicKey;
  }

  /** Stores a PushSubscription (its endpoint and keys, as the browser's toJSON() gives them). */
  async subscribe(userId: string, endpoint: string, p256dh: string, auth: string): Promise<PushSubscriptionRow> {
    const fields: Record<string, string[]> = {};
    const problem = webhookUrlProblem(endpoint, this.config.push.allowPrivateAddresses);
    if (problem) fields.endpoint = [problem];
    else if (!endpoint.startsWith('https://')) fields.endpoint = ['must be an https URL'];
    // A P-256 public point is 65 bytes (87 base64url characters), the auth secret 16 (22).
    if (!BASE64URL.test(p256dh) || Buffer.from(p256dh, 'base64url').length !== 65)
      fields.p256dh = ['must be the subscription’s P-256 key, base64url'];
    if (!BASE64URL.test(auth) || Buffer.from(auth, 'base64url').length !== 16)
      fields.auth = ['must be the subscription’s 16-byte auth secret, base64url'];
    if (Object.keys(fields).length > 0) throw new DomainError({ code: 'BAD_USER_INPUT', fields });
    const row = await this.repository.add(userId, { endpoint, p256dh, auth }, this.clock.now(), MAX_PER_USER);
    if (!row)
      throw new DomainError({
        code: 'BAD_USER_INPUT',
        fields: { endpoint: [`at most ${MAX_PER_USER} push subscriptions per user`] },
      });
    return row;
  }

  list(userId: string): Promise<PushSubscriptionRow[]> {
    return this.repository.listOf(userId);
  }

  async unsubscribe(userId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.removeOwned(userId, id)))
      throw new DomainError({ code: 'NOT_FOUND', entity: 'PushSubscription' });
  }
}
