import { Injectable } from '@nestjs/common';
import { withAccountLock } from '../database/account-lock';
import { onCitusVia } from '../database/citus';
import { claimDueRows, failedAttempt } from '../database/outbox-sql';
import { PrismaService } from '../database/prisma.service';
import type { Sql } from '../database/sql';

export interface PushSubscriptionRow {
  readonly id: string;
  readonly endpoint: string;
  readonly createdAt: Date;
}

/** A due push taken by one worker, with the subscription it goes to. */
export interface ClaimedPush {
  readonly id: string;
  readonly subscriptionId: string;
  readonly body: string;
  /** Including this one. */
  readonly attempts: number;
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/** The only place that reads or writes push subscriptions, the Web Push outbox and `chat_push_gaps`. */
@Injectable()
export class PushRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Stores a browser's subscription for the user, unless they have `max` already (then null). A known
   * endpoint moves to this user: a browser's subscription belongs to whoever signed in there last.
   */
  async add(
    userId: string,
    subscription: { endpoint: string; p256dh: string; auth: string },
    at: Date,
    max: number,
  ): Promise<PushSubscriptionRow | null> {
    return withAccountLock(this.prisma, userId, async (tx) => {
      const existing = await tx.pushSubscription.findUnique({ where: { endpoint: subscription.endpoint } });
      if (existing?.userId !== userId && (await tx.pushSubscription.count({ where: { userId } })) >= max) return null;
      const row = await tx.pushSubscription.upsert({
        where: { endpoint: subscription.endpoint },
        create: { userId, ...subscription, createdAt: at },
        update: { userId, p256dh: subscription.p256dh, auth: subscription.auth },
      });
      return { id: row.id, endpoint: row.endpoint, createdAt: row.createdAt };
    });
  }

  async listOf(userId: string): Promise<PushSubscriptionRow[]> {
    return this.prisma.pushSubscription.findMany({
      where: { userId },
      orderBy: { createdAt: 'asc' },
      select: { id: true, endpoint: true, createdAt: true },
    });
  }

  async removeOwned(userId: string, id: string): Promise<boolean> {
    return (await this.prisma.pushSubscription.deleteMany({ where: { id, userId } })).count > 0;
  }

  /** A subscription the push service says is gone (404/410); its pending pushes go with it. */
  async remove(id: string): Promise<void> {
    await this.prisma.pushSubscription.deleteMany({ where: { id } });
  }

  /**
   * Of these (player, match) pairs, those that may have a chat push now: none went to them since `since`.
   * Each one returned is stamped `at` in the same statement, in the notices' transaction, so two messages
   * committing together push once.
   */
  async takeChatPushTurns(
    sql: Sql,
    pairs: readonly { userId: string; matchId: string }[],
    at: Date,
    since: Date,
  ): Promise<{ userId: string; matchId: string }[]> {
    if (pairs.length === 0) return [];
    return sql.query<{ userId: string; matchId: string }>(
      `INSERT INTO chat_push_gaps (user_id, match_id, pushed_at)
       SELECT DISTINCT user_id, match_id, $2::timestamptz
         FROM jsonb_to_recordset($1::jsonb) AS r(user_id uuid, match_id uuid)
       ON CONFLICT (user_id, match_id) DO UPDATE SET pushed_at = excluded.pushed_at
         WHERE chat_push_gaps.pushed_at <= '${since.toISOString()}'::timestamptz
       RETURNING user_id::text AS "userId", match_id::text AS "matchId"`,
      // `since` is written into the text (an ISO time made here, never input): on Citus this INSERT … SELECT runs
      // as a SELECT on the coordinator and an INSERT … ON CONFLICT per shard, and a parameter the shard's statement
      // uses beside ones it does not ("could not determine data type of parameter $1") is refused.
      [JSON.stringify(pairs.map((p) => ({ user_id: p.userId, match_id: p.matchId }))), at.toISOString()],
    );
  }

  /**
   * One push per subscription of each user, through the notices' transaction `sql`. On Citus the subscriptions are
   * read first, as the webhook and mail outboxes do: there `push_deliveries` is a reference table, and a write to
   * it, even of no row, locks its shard until the commit, so every move went through that lock one at a time
   * (docs/SCALING.md "The push outbox"). One PostgreSQL inserts straight away (an insert of no row locks nothing
   * there), one round trip instead of two when a player has a subscription.
   */
  async enqueue(sql: Sql, rows: readonly { userId: string; kind: string; body: string }[], at: Date): Promise<void> {
    if (rows.length === 0) return;
    if (await onCitusVia(this, sql)) {
      const [subscribed] = await sql.query<{ any: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM push_subscriptions WHERE user_id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)) AS any',
        [JSON.stringify([...new Set(rows.map((r) => r.userId))])],
      );
      if (!subscribed.any) return;
    }
    await sql.query(
      `INSERT INTO push_deliveries (subscription_id, kind, body, next_attempt_at, created_at)
       SELECT s.id, r.kind, r.body, $2::timestamptz, $2::timestamptz
       FROM jsonb_to_recordset($1::jsonb) AS r(user_id uuid, kind text, body text)
       JOIN push_subscriptions s ON s.user_id = r.user_id
       RETURNING 1`,
      [JSON.stringify(rows.map((r) => ({ user_id: r.userId, kind: r.kind, body: r.body }))), at.toISOString()],
    );
  }

  /** As the webhook outbox: SKIP LOCKED, a lease past the attempt's time-out, the attempt counted up front. */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedPush[]> {
    return this.prisma.$queryRaw<ClaimedPush[]>`
      ${claimDueRows('push_deliveries', now, leaseUntil, limit)}, push_subscriptions s
      WHERE d.id = due.id AND s.id = d.subscription_id
      RETURNING d.id, d.subscription_id AS "subscriptionId", d.body, d.attempts, s.endpoint, s.p256dh, s.auth`;
  }

  async recordDelivered(id: string, statusCode: number, at: Date): Promise<void> {
    await this.prisma.pushDelivery.updateMany({
      where: { id },
      data: { status: 'delivered', lastStatusCode: statusCode, lastError: null, nextAttemptAt: null, deliveredAt: at },
    });
  }

  async recordFailed(id: string, statusCode: number | null, error: string, nextAttemptAt: Date | null): Promise<void> {
    await this.prisma.pushDelivery.updateMany({
      where: { id, status: 'pending' },
      data: { ...failedAttempt(error, nextAttemptAt), lastStatusCode: statusCode },
    });
  }
}
