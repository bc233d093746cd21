import { Injectable } from '@nestjs/common';
import { claimDueRows, failedAttempt } from '../database/outbox-sql';
import { PrismaService } from '../database/prisma.service';
import type { Sql } from '../database/sql';
import type { NotificationKind, NotificationPayload } from '../notifications/notification';

export interface EmailAddress {
  readonly address: string;
  readonly verifiedAt: Date | null;
}

/** A new row of the e-mail outbox. */
export interface NewEmailDelivery {
  readonly userId: string;
  readonly logSeq: number;
  readonly kind: NotificationKind;
  readonly payload: NotificationPayload;
  readonly createdAt: Date;
  readonly digest: boolean;
  readonly sendAt: Date;
}

/** A due mail taken by one worker, with where it goes. */
export interface ClaimedMail {
  readonly id: string;
  readonly userId: string;
  readonly logSeq: number;
  readonly kind: NotificationKind;
  readonly payload: NotificationPayload;
  readonly createdAt: Date;
  readonly digest: boolean;
  /** Including this one. */
  readonly attempts: number;
  /** Null once the address was removed or is no longer verified: the mail is dropped. */
  readonly address: string | null;
  readonly unsubscribeToken: string | null;
}

/** The only place that reads or writes e-mail addresses, their tokens and the e-mail outbox. */
@Injectable()
export class MailRepository {
  constructor(private readonly prisma: PrismaService) {}

  async addressOf(userId: string): Promise<EmailAddress | null> {
    return this.prisma.emailAddress.findUnique({ where: { userId }, select: { address: true, verifiedAt: true } });
  }

  /** Sets a new, unverified address with its verification token (a change re-verifies) in one transaction. */
  async setAddress(
    userId: string,
    address: string,
    unsubscribeToken: string,
    tokenHash: string,
    at: Date,
    expiresAt: Date,
  ): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.emailToken.deleteMany({ where: { userId } }),
      this.prisma.emailAddress.upsert({
        where: { userId },
        create: { userId, address, verifiedAt: null, unsubscribeToken, createdAt: at },
        update: { address, verifiedAt: null, createdAt: at },
      }),
      this.prisma.emailToken.create({ data: { tokenHash, userId, address, expiresAt } }),
    ]);
  }

  /**
   * Uses a verification token once: marks the address verified if it is still the one the token was made
   * for and the token has not expired or been used. Returns the user, or null.
   */
  async verify(tokenHash: string, at: Date): Promise<string | null> {
    const rows = await this.prisma.$queryRaw<{ userId: string }[]>`
      WITH used AS (
        UPDATE email_tokens SET used_at = ${at.toISOString()}::timestamptz
        WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > ${at.toISOString()}::timestamptz
        RETURNING user_id, address)
      UPDATE email_addresses a SET verified_at = ${at.toISOString()}::timestamptz
      FROM used WHERE a.user_id = used.user_id AND a.address = used.address
      RETURNING a.user_id AS "userId"`;
    return rows[0]?.userId ?? null;
  }

  async removeAddress(userId: string): Promise<boolean> {
    const [, removed] = await this.prisma.$transaction([
      this.prisma.emailToken.deleteMany({ where: { userId } }),
      this.prisma.emailAddress.deleteMany({ where: { userId } }),
    ]);
    return removed.count > 0;
  }

  async userOfUnsubscribeToken(token: string): Promise<string | null> {
    const row = await this.prisma.emailAddress.findUnique({ where: { unsubscribeToken: token } });
    return row?.userId ?? null;
  }

  /** Of `userIds`, those with a verified address, in the caller's transaction. */
  async verifiedUsers(sql: Sql, userIds: readonly string[]): Promise<Set<string>> {
    const rows = await sql.query<{ userId: string }>(
      `SELECT user_id AS "userId" FROM email_addresses
       WHERE verified_at IS NOT NULL AND user_id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)`,
      [JSON.stringify(userIds)],
    );
    return new Set(rows.map((r) => r.userId));
  }

  /** Puts mails into the outbox through `sql`: with the notices' transaction they commit or vanish together. */
  async enqueue(sql: Sql, rows: readonly NewEmailDelivery[]): Promise<void> {
    if (rows.length === 0) return;
    await sql.query(
      `INSERT INTO email_deliveries (user_id, log_seq, kind, payload, digest, next_attempt_at, created_at)
       SELECT d.user_id, d.log_seq, d.kind, d.payload, d.digest, d.send_at, d.created_at
       FROM jsonb_to_recordset($1::jsonb)
         AS d(user_id uuid, log_seq bigint, kind text, payload jsonb, digest boolean, send_at timestamptz, created_at timestamptz)
       RETURNING 1`,
      [
        JSON.stringify(
          rows.map((r) => ({
            user_id: r.userId,
            log_seq: r.logSeq,
            kind: r.kind,
            payload: r.payload,
            digest: r.digest,
            send_at: r.sendAt.toISOString(),
            created_at: r.createdAt.toISOString(),
          })),
        ),
      ],
    );
  }

  /**
   * Takes due mails for one attempt each (FOR UPDATE SKIP LOCKED, a lease, the attempt counted up front:
   * as the webhook outbox does). Ordered by user, so that a user's due digest rows come in one batch and
   * go out as one mail (a digest longer than a batch goes out as several).
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedMail[]> {
    // By user: a user's digest rows come in one batch, so they go out as one mail.
    return this.prisma.$queryRaw<ClaimedMail[]>`
      ${claimDueRows('email_deliveries', now, leaseUntil, limit, 'user_id, next_attempt_at')}
      WHERE d.id = due.id
      RETURNING d.id, d.user_id AS "userId", d.log_seq::int AS "logSeq", d.kind, d.payload, d.created_at AS "createdAt",
        d.digest, d.attempts,
        (SELECT a.address FROM email_addresses a WHERE a.user_id = d.user_id AND a.verified_at IS NOT NULL) AS address,
        (SELECT a.unsubscribe_token FROM email_addresses a WHERE a.user_id = d.user_id) AS "unsubscribeToken"`;
  }

  async recordDelivered(ids: readonly string[], at: Date): Promise<void> {
    await this.prisma.emailDelivery.updateMany({
      where: { id: { in: [...ids] } },
      data: { status: 'delivered', lastError: null, nextAttemptAt: null, deliveredAt: at },
    });
  }

  /** A failed attempt: retried at `nextAttemptAt`, or given up on when that is null. */
  async recordFailed(ids: readonly string[], error: string, nextAttemptAt: Date | null): Promise<void> {
    await this.prisma.emailDelivery.updateMany({
      where: { id: { in: [...ids] }, status: 'pending' },
      data: failedAttempt(error, nextAttemptAt),
    });
  }
}
