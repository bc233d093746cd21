import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { NotificationsService } from '../notifications/notifications.service';
import { parseEmailAddress } from './email-address';
import { renderVerification } from './mail-render';
import { MailTransport } from './mail-transport';
import { EmailAddress, MailRepository } from './mail.repository';

const hash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A user's e-mail address: adding, verifying, removing, and unsubscribing from a mail's link. */
@Injectable()
export class MailService {
  constructor(
    private readonly repository: MailRepository,
    private readonly transport: MailTransport,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  myAddress(userId: string): Promise<EmailAddress | null> {
    return this.repository.addressOf(userId);
  }

  /**
   * Sets (or changes) the address, unverified, and mails it a single-use link that expires. The mail goes
   * out at once rather than through the outbox, so the token is never stored, only its hash: if sending
   * fails, the caller hears so and may ask again.
   */
  async setAddress(userId: string, raw: string): Promise<EmailAddress> {
    const parsed = parseEmailAddress(raw);
    if ('problem' in parsed) throw new DomainError({ code: 'BAD_USER_INPUT', fields: { address: [parsed.problem] } });
    const address = parsed.address;
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.repository.setAddress(
      userId,
      address,
      randomBytes(32).toString('base64url'),
      hash(token),
      now,
      new Date(now.getTime() + this.config.mail.verifyTokenMs),
    );
    const link = `${this.config.mail.publicUrl}/api/mail/verify?token=${token}`;
    await this.transport.send({ ...renderVerification(link), to: address, unsubscribeUrl: null });
    return { address, verifiedAt: null };
  }

  /** Uses a verification link; refuses a used, expired, unknown or superseded token alike. */
  async verify(token: string): Promise<void> {
    if (
      typeof token !== 'string' ||
      token.length === 0 ||
      token.length > 100 ||
      !(await this.repository.verify(hash(token), this.clock.now()))
    )
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { token: ['is invalid, used or expired'] } });
  }

  async removeAddress(userId: string): Promise<void> {
    if (!(await this.repository.removeAddress(userId)))
      throw new DomainError({ code: 'NOT_FOUND', entity: 'EmailAddress' });
  }

  /** One-click unsubscribe (RFC 8058): no more notice mails of any kind; the address stays. */
  async unsubscribe(token: string): Promise<void> {
    const userId = token && token.length <= 100 ? await this.repository.userOfUnsubscribeToken(token) : null;
    if (!userId) throw new DomainError({ code: 'BAD_USER_INPUT', fields: { token: ['is invalid'] } });
    const current = await this.notifications.preferences(userId);
    await this.notifications.setPreferences(userId, { ...current, emailKinds: [] });
  }
}
