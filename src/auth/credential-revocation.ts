import type { PrismaService } from '../database/prisma.service';
import { transaction } from '../database/transaction-retry';
import { OAuthRecordsRepository } from './oauth/oauth-records.repository';

/** What ending an account's credentials did. */
export interface CredentialsEnded {
  readonly userId: string;
  readonly tokensRevoked: number;
  readonly appsRevoked: number;
}

/**
 * Ends every session of the account (its session epoch moves on), revokes every API token and ends every
 * app's OAuth authorisation (its tokens stop at their next request: they are read from the table each time).
 * Other running servers notice the sessions within their session cache's lifetime (src/auth/sessions.ts,
 * seconds). The one implementation behind `claim suspend`/`claim revoke` (src/cli/admin.ts) and a
 * moderator's suspension or closing (src/moderation). Null for an unknown account.
 */
export async function endCredentials(
  prisma: PrismaService,
  where: { readonly id: string } | { readonly username: string },
): Promise<CredentialsEnded | null> {
  // Two reference tables (users, api_tokens) in one transaction: on Citus it can be cancelled as a distributed
  // deadlock with another writer of them, and runs again.
  const revoked = await transaction(prisma, async (tx) => {
    const found = await tx.user.findUnique({ where, select: { id: true } });
    if (!found) return null;
    await tx.user.update({ where: { id: found.id }, data: { sessionEpoch: { increment: 1 } } });
    const tokens = await tx.apiToken.updateMany({
      where: { userId: found.id, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    return { userId: found.id, tokensRevoked: tokens.count };
  });
  if (!revoked) return null;
  // After the sessions' end has committed: an app cannot be authorised again from a session that ended.
  const apps = await new OAuthRecordsRepository(prisma).destroyAccount(revoked.userId);
  return { ...revoked, appsRevoked: apps.length };
}
