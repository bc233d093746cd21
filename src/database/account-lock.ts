import type { Prisma } from '../generated/prisma/client';
import { MissingAccountError } from './missing-account';
import type { PrismaService } from './prisma.service';
import { transaction } from './transaction-retry';

/**
 * Per-account caps (API tokens, webhooks, open lobbies, pending challenges, imports) are checked and
 * written under the account's row lock, in one transaction: counting first and inserting after, without
 * it, let 300 concurrent requests all see room under a cap of 50. FOR NO KEY UPDATE does not conflict
 * with the FOR KEY SHARE that foreign-key checks take, so other writes that name the user go on.
 */
export async function lockAccount(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  const rows = await tx.$queryRaw<unknown[]>`SELECT 1 FROM users WHERE id = ${userId}::uuid FOR NO KEY UPDATE`;
  if (rows.length === 0) throw new MissingAccountError(userId);
}

/**
 * How long a capped write may wait for a connection and then run: the requests of one account queue on
 * its lock, so a burst of them needs more than Prisma's 2 s default to get through rather than fail.
 */
export const CAPPED_WRITE_TRANSACTION = { maxWait: 15_000, timeout: 15_000 } as const;

/**
 * `work` in a transaction that holds the account's lock (see lockAccount). The capped writes under it insert into
 * reference tables with foreign keys to `users` (api_tokens, lobbies and their seats, challenges, webhooks, push
 * subscriptions, vacations, computer-match starts): on Citus two such transactions of two accounts can be cancelled
 * as a distributed deadlock (docs/SCALING.md), and the cancelled one runs again (`transaction`). `work` must do
 * nothing outside the database before the COMMIT; every caller's does only SQL in `tx`.
 */
export function withAccountLock<T>(
  prisma: PrismaService,
  userId: string,
  work: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  return transaction(
    prisma,
    async (tx) => {
      await lockAccount(tx, userId);
      return work(tx);
    },
    CAPPED_WRITE_TRANSACTION,
  );
}
