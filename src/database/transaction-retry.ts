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
 * other error, or the last attempt's, is passed on.
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
