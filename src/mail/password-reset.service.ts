import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { PasswordHasher } from '../auth/password-hasher';
import { passwordProblem } from '../auth/password-policy';
import { Sessions } from '../auth/sessions';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import { drainOutbox, retryAt, sendEach } from '../common/outbox';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { canonicalUsername } from '../users/username';
import { renderPasswordReset, renderSignInLink } from './mail-render';
import { MailTransport } from './mail-transport';
import { ClaimedReset, PasswordResetRepository } from './password-reset.repository';

const LEASE_MS = 60_000;
const BATCH = 50;

const hash = (token: string): string => createHash('sha256').update(token).digest('hex');

const badToken = (): DomainError =>
  new DomainError({ code: 'BAD_USER_INPUT', fields: { token: ['is invalid, used or expired'] } });

/** A username as given, or an address folded to lower case: what the queue stores and the worker resolves. */
function loginOf(login: unknown): string {
  const given = typeof login === 'string' ? login.trim() : '';
  if (given.length === 0 || given.length > 254)
    throw new DomainError({ code: 'BAD_USER_INPUT', fields: { login: ['must be a username or an e-mail address'] } });
  return given.includes('@') ? given.toLowerCase() : canonicalUsername(given);
}

/**
 * Password reset by e-mail. Asking never tells whether an account or address exists, neither by its
 * answer nor by its timing: the request is queued as given (one insert, whatever it names) and the mail
 * worker resolves it later, mailing a single-use link that expires only to a verified address, at most
 * once per `resetMailGapMs` per account. Only the token's SHA-256 is stored. Using the link sets the new
 * password and moves the account's session epoch on in one transaction: every signed-in session ends
 * (its open streams too); personal API tokens are not sessions and stay.
 *
 * A sign-in link (issue 27, P5) goes the same way, for an owner whose network is locked out after failed
 * logins (LoginThrottle): asked for alike whatever it names, mailed only to a verified address, at most once
 * per `resetMailGapMs`, stored as a hash, good once for `signInTokenMs`. It signs in; it changes nothing else.
 */
@Injectable()
export class PasswordResets {
  private readonly logger = new Logger(PasswordResets.name);

  constructor(
    private readonly repository: PasswordResetRepository,
    private readonly transport: MailTransport,
    private readonly passwords: PasswordHasher,
    private readonly sessions: Sessions,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Queues a reset for the account named by username or e-mail address; answers alike for any name. */
  async request(login: string): Promise<void> {
    await this.repository.enqueue(loginOf(login), 'reset', this.clock.now());
  }

  /** Queues a sign-in link for the account named by username or e-mail address; answers alike for any name. */
  async requestSignIn(login: string): Promise<void> {
    await this.repository.enqueue(loginOf(login), 'sign_in', this.clock.now());
  }

  /** Uses a mailed sign-in token once: the account's username; refuses an unknown, used or expired token alike. */
  async useSignIn(token: string): Promise<string> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 100) throw badToken();
    const username = await this.repository.useSignIn(hash(token), this.clock.now());
    if (username === null) throw badToken();
    return username;
  }

  /** Sets the new password with a mailed token; refuses an unknown, used or expired token alike. */
  async complete(token: string, newPassword: string): Promise<void> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 100) throw badToken();
    const tokenHash = hash(token);
    const username = await this.repository.usernameOf(tokenHash, this.clock.now());
    if (username === null) throw badToken();
    const problem = passwordProblem(typeof newPassword === 'string' ? newPassword : '', username);
    if (problem) throw new DomainError({ code: 'BAD_USER_INPUT', fields: { newPassword: [problem] } });
    const userId = await this.repository.complete(tokenHash, await this.passwords.hash(newPassword), this.clock.now());
    if (userId === null) throw badToken(); // used by a concurrent request meanwhile
    this.sessions.forget(userId);
  }

  /** The worker's part (MailWorker): resolves due requests and mails the links; how many went out. */
  deliverDue(): Promise<number> {
    return drainOutbox({
      clock: this.clock,
      batchSize: BATCH,
      leaseMs: LEASE_MS,
      outbox: this.repository,
      deliver: (batch, now) => sendEach(batch, (request) => this.deliver(request, now)),
    });
  }

  private async deliver({ id, purpose, userId, address, attempts }: ClaimedReset, now: Date): Promise<boolean> {
    if (userId === null || address === null) {
      await this.repository.drop(id, 'no account with a verified address');
      return false;
    }
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hash(token);
    const { resetTokenMs, signInTokenMs, resetMailGapMs, publicUrl, retryDelaysMs } = this.config.mail;
    const validMs = purpose === 'sign_in' ? signInTokenMs : resetTokenMs;
    const expires = new Date(now.getTime() + validMs);
    const gapSince = new Date(now.getTime() - resetMailGapMs);
    if (!(await this.repository.issue({ id, purpose }, userId, tokenHash, now, expires, gapSince))) return false;
    const minutes = Math.round(validMs / 60_000);
    // The sign-in link opens the web client, which uses the token (a GET alone must not sign in: link checkers).
    const mail =
      purpose === 'sign_in'
        ? renderSignInLink(`${publicUrl}/sign-in?token=${token}`, minutes)
        : renderPasswordReset(`${publicUrl}/api/mail/reset-password?token=${token}`, minutes);
    try {
      await this.transport.send({
        ...mail,
        to: address,
        unsubscribeUrl: null,
      });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`a ${purpose === 'sign_in' ? 'sign-in link' : 'password reset'} mail failed: ${message}`);
      await this.repository.recordFailed(id, tokenHash, message, retryAt(retryDelaysMs, attempts, this.clock.now()));
      return false;
    }
  }
}
