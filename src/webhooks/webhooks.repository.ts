import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { withAccountLock } from '../database/account-lock';
import { claimDueRows, failedAttempt } from '../database/outbox-sql';
import { PrismaService } from '../database/prisma.service';
import type { Sql } from '../database/sql';
import { transaction } from '../database/transaction-retry';
import { Prisma } from '../generated/prisma/client';
import { DeliveryStatus as WebhookDeliveryStatus } from '../generated/prisma/enums';
import { Addressed, NotificationKind, webhookBody } from '../notifications/notification';

export { WebhookDeliveryStatus };

export interface Webhook {
  readonly id: string;
  readonly userId: string;
  readonly url: string;
  readonly events: NotificationKind[];
  readonly createdAt: Date;
}

export interface WebhookDelivery {
  readonly id: string;
  readonly webhookId: string;
  readonly event: string;
  readonly body: string;
  readonly status: WebhookDeliveryStatus;
  readonly attempts: number;
  readonly lastStatusCode: number | null;
  readonly lastError: string | null;
  readonly nextAttemptAt: Date | null;
  readonly createdAt: Date;
  readonly deliveredAt: Date | null;
}

/** A delivery taken by one worker for one attempt, with what it needs to send it. */
export interface ClaimedDelivery {
  readonly id: string;
  readonly event: string;
  readonly body: string;
  /** Including this one. */
  readonly attempts: number;
  readonly url: string;
  readonly secret: string;
}

/** The only place that reads or writes webhooks and their deliveries (the outbox). */
@Injectable()
export class WebhooksRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * A new webhook, unless the user already has `max` (then null); atomic (lockAccount). Writes to webhooks and
   * the delivery worker's claim (which reads webhooks) can meet in a deadlock on Citus, where both are reference
   * tables: the cancelled one runs again (`transaction`), the request does not fail.
   */
  async create(
    userId: string,
    url: string,
    secret: string,
    events: readonly NotificationKind[],
    max: number,
  ): Promise<Webhook | null> {
    return withAccountLock(this.prisma, userId, async (tx) => {
      if ((await tx.webhook.count({ where: { userId } })) >= max) return null;
      return toWebhook(await tx.webhook.create({ data: { userId, url, secret, events: [...events] } }));
    });
  }

  async listOf(userId: string): Promise<Webhook[]> {
    const rows = await this.prisma.webhook.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
    return rows.map(toWebhook);
  }

  async findOwned(userId: string, id: string): Promise<Webhook | null> {
    const row = await this.prisma.webhook.findFirst({ where: { id, userId } });
    return row ? toWebhook(row) : null;
  }

  /** Deletes the webhook and its delivery log; false when the user has no such webhook. Retried as `create`. */
  async deleteOwned(userId: string, id: string): Promise<boolean> {
    return transaction(this.prisma, async (tx) => (await tx.webhook.deleteMany({ where: { id, userId } })).count > 0);
  }

  async deliveriesOf(webhookId: string, take: number): Promise<WebhookDelivery[]> {
    return this.prisma.webhookDelivery.findMany({
      where: { webhookId },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      take,
    });
  }

  /**
   * Puts one delivery per matching webhook into the outbox, through `sql`: given the event's
   * transaction, the rows commit (or vanish) with the event itself, so a crash loses no notification
   * and invents none. Plain SQL, so the match write path needs no Prisma transaction for it.
   */
  async enqueue(sql: Sql, notifications: readonly Addressed[], now: Date): Promise<number> {
    if (notifications.length === 0) return 0;
    const userIds = [...new Set(notifications.map((n) => n.userId))];
    const hooks = await sql.query<{ id: string; userId: string; events: string[] }>(
      'SELECT id, user_id AS "userId", events FROM webhooks WHERE user_id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)',
      [JSON.stringify(userIds)],
    );
    if (hooks.length === 0) return 0;
    const rows: { id: string; webhook_id: string; event: string; body: string }[] = [];
    for (const { userId, notification } of notifications) {
      for (const hook of hooks) {
        if (hook.userId !== userId || !hook.events.includes(notification.kind)) continue;
        const id = randomUUID();
        rows.push({ id, webhook_id: hook.id, event: notification.kind, body: webhookBody(id, notification, now) });
      }
    }
    if (rows.length === 0) return 0;
    await sql.query(
      `INSERT INTO webhook_deliveries (id, webhook_id, event, body, next_attempt_at, created_at)
       SELECT d.id, d.webhook_id, d.event, d.body, $2::timestamptz, $2::timestamptz
       FROM jsonb_to_recordset($1::jsonb) AS d(id uuid, webhook_id uuid, event text, body text)
       RETURNING id`,
      [JSON.stringify(rows), now.toISOString()],
    );
    return rows.length;
  }

  /**
   * Takes up to `limit` due deliveries for one attempt each. SKIP LOCKED keeps concurrent workers (in
   * this or other processes) off each other's rows; moving next_attempt_at to `leaseUntil` and counting
   * the attempt up front means a worker that dies mid-request leaves the delivery to be retried later.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedDelivery[]> {
    // One statement: a claim cancelled as a deadlock (see create) took nothing and runs again at once.
    return transaction(
      this.prisma,
      (tx) => tx.$queryRaw<ClaimedDelivery[]>`
      ${claimDueRows('webhook_deliveries', now, leaseUntil, limit)}, webhooks w
      WHERE d.id = due.id AND w.id = d.webhook_id
      RETURNING d.id, d.event, d.body, d.attempts, w.url, w.secret`,
    );
  }

  async recordDelivered(id: string, statusCode: number, at: Date): Promise<void> {
    await this.prisma.webhookDelivery.update({
      where: { id },
      data: { status: 'delivered', lastStatusCode: statusCode, lastError: null, nextAttemptAt: null, deliveredAt: at },
    });
  }

  /** A failed attempt: retried at `nextAttemptAt`, or given up on when that is null. */
  async recordFailed(id: string, statusCode: number | null, error: string, nextAttemptAt: Date | null): Promise<void> {
    await this.prisma.webhookDelivery.updateMany({
      where: { id, status: 'pending' },
      data: { ...failedAttempt(error, nextAttemptAt), lastStatusCode: statusCode },
    });
  }
}

function toWebhook(row: {
  id: string;
  userId: string;
  url: string;
  events: Prisma.JsonValue;
  createdAt: Date;
}): Webhook {
  return {
    id: row.id,
    userId: row.userId,
    url: row.url,
    events: row.events as NotificationKind[],
    createdAt: row.createdAt,
  };
}
