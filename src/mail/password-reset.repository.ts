import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { MailedLinkPurpose } from '../generated/prisma/client';

export type { MailedLinkPurpose } from '../generated/prisma/client';

/** A queued reset request taken by one worker for an attempt, with whom it names (if anyone). */
export interface ClaimedReset {
  readonly id: string;
  readonly purpose: MailedLinkPurpose;
  /** Including this one. */
  readonly attempts: number;
  /** The account with a verified address that `login` names (username or address), or null. */
  readonly userId: string | null;
  readonly address: string | null;
}

/**
 * The only place that reads or writes password_reset_requests and password_reset_tokens: the queue and the
 * tokens of mailed links, a password reset or a sign-in (the purpose), each token good for its own purpose only.
 */
@Injectable()
export class PasswordResetRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Queues a request as given: one insert, whatever it names. */
  async enqueue(login: string, purpose: MailedLinkPurpose, at: Date): Promise<void> {
    await this.prisma.passwordResetRequest.create({ data: { login, purpose, createdAt: at, nextAttemptAt: at } });
  }

  /**
   * Takes due requests for one attempt each (FOR UPDATE SKIP LOCKED, a lease, the attempt counted up
   * front, as the other outboxes do), each with the account it names: by username, or by an address that
   * is verified (an unverified address names nobody).
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedReset[]> {
    return this.prisma.$queryRaw<ClaimedReset[]>`
      WITH due AS (
        SELECT id FROM password_reset_requests
        WHERE status = 'pending' AND next_attempt_at <= ${now.toISOString()}::timestamptz
        ORDER BY next_attempt_at LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      ), taken AS (
        UPDATE password_reset_requests r
        SET attempts = r.attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
        FROM due WHERE r.id = due.id
        RETURNING r.id, r.login, r.purpose, r.attempts
      )
      SELECT t.id, t.purpose, t.attempts, a.user_id AS "userId", a.address
      FROM taken t
      LEFT JOIN LATERAL (
        SELECT e.user_id, e.address FROM email_addresses e JOIN users u ON u.id = e.user_id
        WHERE e.verified_at IS NOT NULL AND (u.username = t.login OR lower(e.address) = t.login)
        LIMIT 1
      ) a ON true`;
  }

  /**
   * Stores a token's hash for the user and marks the request done, together — unless the user was given a
   * token of this purpose since `gapSince` (then the request is dropped, and false). Under the user's row
   * lock, so two requests handled at once give one token.
   */
  async issue(
    request: { id: string; purpose: MailedLinkPurpose },
    userId: string,
    tokenHash: string,
    at: Date,
    expiresAt: Date,
    gapSince: Date,
  ): Promise<boolean> {
    const { id: requestId, purpose } = request;
    return this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
      const recent = await tx.passwordResetToken.count({ where: { userId, purpose, createdAt: { gt: gapSince } } });
      if (recent > 0) {
        await tx.passwordResetRequest.update({
          where: { id: requestId },
          data: { status: 'failed', lastError: 'a link went to this account moments ago', nextAttemptAt: null },
        });
        return false;
      }
      await tx.passwordResetToken.create({ data: { tokenHash, userId, purpose, createdAt: at, expiresAt } });
      await tx.passwordResetRequest.update({
        where: { id: requestId },
        data: { status: 'delivered', deliveredAt: at },
      });
      return true;
    });
  }

  /** A request that mails nobody (no such account, no verified address). */
  async drop(requestId: string, reason: string): Promise<void> {
    await this.prisma.passwordResetRequest.update({
      where: { id: requestId },
      data: { status: 'failed', lastError: reason, nextAttemptAt: null },
    });
  }

  /** A failed send: retried at `nextAttemptAt`, or given up (null). The token issued for it is deleted. */
  async recordFailed(requestId: string, tokenHash: string, error: string, nextAttemptAt: Date | null): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.passwordResetToken.deleteMany({ where: { tokenHash } }),
      this.prisma.passwordResetRequest.update({
        where: { id: requestId },
        data: {
          status: nextAttemptAt === null ? 'failed' : 'pending',
          lastError: error.slice(0, 500),
          nextAttemptAt,
          deliveredAt: null,
        },
      }),
    ]);
  }

  /**
   * Uses a token: unused and unexpired, it is marked used, the password replaced and the account's session
   * epoch moved on, all in one transaction, so that no signed-in session outlives the reset. The user's id,
   * or null for a token that is unknown, used or expired.
   */
  async complete(tokenHash: string, passwordHash: string, at: Date): Promise<string | null> {
    const rows = await this.prisma.$queryRaw<{ userId: string }[]>`
      WITH used AS (
        UPDATE password_reset_tokens SET used_at = ${at.toISOString()}::timestamptz
        WHERE token_hash = ${tokenHash} AND purpose = 'reset' AND used_at IS NULL
          AND expires_at > ${at.toISOString()}::timestamptz
        RETURNING user_id
      )
      UPDATE users u SET password_hash = ${passwordHash}, session_epoch = u.session_epoch + 1
      FROM used WHERE u.id = used.user_id
      RETURNING u.id AS "userId"`;
    return rows[0]?.userId ?? null;
  }

  /** The username of a token's account while the token is usable (for the password policy). */
  async usernameOf(tokenHash: string, at: Date): Promise<string | null> {
    const row = await this.prisma.passwordResetToken.findFirst({
      where: { tokenHash, purpose: 'reset', usedAt: null, expiresAt: { gt: at } },
      select: { user: { select: { username: true } } },
    });
    return row?.user.username ?? null;
  }

  /**
   * Uses a sign-in token: unused and unexpired, it is marked used in the same statement that reads its
   * account, so two requests with one token sign in once. The account's username, or null for a token that
   * is unknown, used, expired or of another purpose.
   */
  async useSignIn(tokenHash: string, at: Date): Promise<string | null> {
    const rows = await this.prisma.$queryRaw<{ username: string }[]>`
      WITH used AS (
        UPDATE password_reset_tokens SET used_at = ${at.toISOString()}::timestamptz
        WHERE token_hash = ${tokenHash} AND purpose = 'sign_in' AND used_at IS NULL
          AND expires_at > ${at.toISOString()}::timestamptz
        RETURNING user_id
      )
      SELECT u.username FROM used JOIN users u ON u.id = used.user_id`;
    return rows[0]?.username ?? null;
  }
}
