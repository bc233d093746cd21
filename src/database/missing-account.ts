/**
 * Foreign keys through which a write names the account making it. A session outlives its account by up to
 * the session cache's lifetime (JwtStrategy); a write it makes then violates one of these, which means
 * "you are signed in as nobody" (UNAUTHENTICATED), not a bug.
 */
const CALLER_FOREIGN_KEYS = new Set([
  'lobbies_owner_id_fkey',
  'lobby_seats_user_id_fkey',
  'challenges_challenger_id_fkey',
  'match_events_actor_user_id_fkey',
  'api_tokens_user_id_fkey',
  'webhooks_user_id_fkey',
  'revoked_sessions_user_id_fkey',
]);

/**
 * Whether a database error says the calling account no longer exists: PostgreSQL's foreign_key_violation
 * (23503) on one of the keys above, from node-postgres (`constraint`) or through Prisma's driver adapter
 * (`meta.driverAdapterError.cause.constraint.index`).
 */
export function isMissingAccount(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  if (error instanceof MissingAccountError) return true;
  const { code, constraint, meta, cause, originalCode } = error as Record<string, unknown>;
  if ((code === '23503' || originalCode === '23503') && typeof constraint === 'string')
    return CALLER_FOREIGN_KEYS.has(constraint);
  if (typeof constraint === 'object' && constraint !== null && originalCode === '23503') {
    const index = (constraint as Record<string, unknown>).index;
    return typeof index === 'string' && CALLER_FOREIGN_KEYS.has(index);
  }
  const adapterError = (meta as Record<string, unknown> | undefined)?.driverAdapterError;
  return isMissingAccount(adapterError, depth + 1) || isMissingAccount(cause, depth + 1);
}

/** Thrown by lockAccount when the account to lock is not there (deleted under a live session). */
export class MissingAccountError extends Error {
  constructor(readonly userId: string) {
    super(`account ${userId} does not exist`);
    this.name = 'MissingAccountError';
  }
}
