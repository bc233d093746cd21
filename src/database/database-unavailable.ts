/**
 * Whether an error means "the database cannot be reached just now" rather than "the server is broken":
 * a refused or dropped connection, PostgreSQL shutting down or starting up, a pool that cannot hand out
 * a connection in time. Such errors reach clients as SERVICE_UNAVAILABLE (retry), not as
 * INTERNAL_SERVER_ERROR (a bug). Looks through `cause` chains (Prisma's driver adapter wraps pg's errors)
 * and graphql-js's `thrownValue` (what it wraps values that are not `Error`s of its own realm in).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors, name, thrownValue } = error as Record<string, unknown>;
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08') || PRISMA_CODES.has(code))
  )
    return true;
  if (name === 'PrismaClientInitializationError') return true;
  if (typeof message === 'string' && MESSAGES.some((m) => message.includes(m))) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1) || isDatabaseUnavailable(thrownValue, depth + 1);
}

/** Node's socket errors. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections (class 08 is connection_exception). */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Prisma: can't reach the server, timed out, connection closed, pool timeout, couldn't start a transaction. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028']);

/** node-postgres and pg-pool say these without a code. */
const MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
  'DatabaseNotReachable',
];
