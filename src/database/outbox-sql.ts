import { Prisma } from '../generated/prisma/client';

/** The outbox tables: each row one delivery with status, attempts and next_attempt_at. */
export type OutboxTable = 'webhook_deliveries' | 'email_deliveries' | 'push_deliveries';

/**
 * The claim every outbox shares, up to its FROM list: takes `limit` due rows of `table` (aliased `d`, the
 * chosen ids as `due`) with FOR UPDATE SKIP LOCKED, counts the attempt up front and leases the row until
 * `leaseUntil`. The caller adds what it joins, `WHERE d.id = due.id …` and its RETURNING list.
 */
export function claimDueRows(
  table: OutboxTable,
  now: Date,
  leaseUntil: Date,
  limit: number,
  orderBy: 'next_attempt_at' | 'user_id, next_attempt_at' = 'next_attempt_at',
): Prisma.Sql {
  return Prisma.sql`UPDATE ${Prisma.raw(table)} d
      SET attempts = d.attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
      FROM (SELECT id FROM ${Prisma.raw(table)}
            WHERE status = 'pending' AND next_attempt_at <= ${now.toISOString()}::timestamptz
            ORDER BY ${Prisma.raw(orderBy)} LIMIT ${limit}
            FOR UPDATE SKIP LOCKED) due`;
}

/** A failed attempt's columns: pending again at `nextAttemptAt`, or failed for good when that is null. */
export function failedAttempt(error: string, nextAttemptAt: Date | null) {
  return { status: nextAttemptAt ? 'pending' : 'failed', lastError: error.slice(0, 500), nextAttemptAt } as const;
}
