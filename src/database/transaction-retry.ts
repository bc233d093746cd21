import type { Pool } from 'pg';
import type { Prisma, PrismaClient } from '../generated/prisma/client';
import { pgTransaction, type Sql } from './sql';

/**
 * SQLSTATEs of a transaction the database cancelled so that another could go on, which may simply run again:
 * serialization_failure and deadlock_detected. On Citus the latter also comes from its distributed deadlock
 * detector ("canceling the transaction since it was involved in a distributed deadlock"): two transactions
 * that write the same reference tables take their placements' locks in different orders (docs/SCALING.md).
 */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

/** Prisma's own code for "Transaction failed due to a write conflict or a deadlock. Please retry". */
const PRISMA_WRITE_CONFLICT = 'P2034';

/**
 * Whether `error` is such a cancellation, from node-postgres (`code`) or from Prisma (P2034, or a raw query's
 * P2010 whose driver adapter error carries the SQLSTATE as `originalCode`). Looks through `cause` chains.
 */
export function isTransactionConflict(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, originalCode, meta, cause } = error as Record<string, unknown>;
  if (typeof code === 'string' && (RETRYABLE_SQLSTATES.has(code) || code === PRISMA_WRITE_CONFLICT)) return true;
  if (typeof originalCode === 'string' && RETRYABLE_SQLSTATES.has(originalCode)) return true;
  const adapterError =
    typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>).driverAdapterError : undefined;
  return isTransactionConflict(adapterError, depth + 1) || isTransactionConflict(cause, depth + 1);
}

/** How often a cancelled transaction runs in all, at most, before its error is passed on. */
export const CONFLICT_ATTEMPTS = 5;

/**
 * Runs `work` (one whole transaction, which must have no effect outside the database before it commits) again
 * when the database cancelled it as a deadlock or a serialization failure, up to `attempts` times in all, after
 * a short random pause that grows with each attempt (so the two transactions do not meet again in step). Any
 * other error, or the last attempt's, is passed on. Callers open their transaction with `transaction` or
 * `sqlTransaction` below, which own this; exported for its unit test.
 */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = CONFLICT_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

/** What a caller may set of Prisma's interactive transaction (how long to wait for a connection, and to run). */
export interface TransactionOptions {
  readonly maxWait?: number;
  readonly timeout?: number;
}

/**
 * `work` in a Prisma interactive transaction that runs again, whole, when the database cancels it as a deadlock
 * or a serialization failure (retryOnConflict). The one way to write a transaction that writes reference tables
 * with foreign keys (users, lobbies, clubs, webhooks, …): on Citus two such transactions can be cancelled as a
 * distributed deadlock (docs/SCALING.md); on one PostgreSQL a deadlock is rare, and the retry changes nothing
 * else. `work` must do only SQL in `tx` (what it tells players is sent after the COMMIT): it may run more than once.
 */
export function transaction<T>(
  prisma: PrismaClient,
  work: (tx: Prisma.TransactionClient) => Promise<T>,
  options?: TransactionOptions,
): Promise<T> {
  return retryOnConflict(() => prisma.$transaction(work, options));
}

/** As `transaction`, in plain SQL on a node-postgres pool (pgTransaction, `first` sent with its BEGIN). */
export function sqlTransaction<T>(pool: Pool, work: (sql: Sql) => Promise<T>, first?: string): Promise<T> {
  return retryOnConflict(() => pgTransaction(pool, work, first));
}
