import { DomainError } from '../common/errors';
import { requiredText } from '../common/text-input';

/**
 * The rules every chat channel follows, a match's and a club's alike (docs/players.md "Chat, blocking and
 * reports", "Club chat"): one length limit, one page size, one cursor, and who may write at all. The rate limit
 * is the `chat` category, one bucket per account over every channel (RATE_LIMIT_CHAT); blocks are the reader's
 * (BlocksService.hiddenFrom); reports go to one queue (ReportsService).
 */

/** Characters (code points) a message may hold, after trimming. */
export const CHAT_MAX_LENGTH = 500;

export const CHAT_PAGE = { default: 100, max: 200 } as const;

/** A message as it is stored: trimmed, 1 to CHAT_MAX_LENGTH characters, well-formed text. */
export function messageText(text: unknown): string {
  return requiredText('text', text, CHAT_MAX_LENGTH);
}

/** The largest seq a chat holds: the column is a PostgreSQL integer, which a larger number would overflow. */
export const SEQ_MAX = 2_147_483_647;

/** Whether `n` may name a message: 1 to SEQ_MAX. */
export function isSeq(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 1 && n <= SEQ_MAX;
}

/** A reader's cursor: the seq after which to read (null: from now on). */
export function seqCursor(after: number | null): number | null {
  if (after === null) return null;
  if (!Number.isSafeInteger(after) || after < 0 || after > SEQ_MAX)
    throw new DomainError({
      code: 'BAD_USER_INPUT',
      fields: { after: [`must be a seq: an integer, 0 to ${SEQ_MAX}`] },
    });
  return after;
}

/** A page size of a chat read. */
export function chatPageSize(first: number): number {
  if (!Number.isInteger(first) || first < 1 || first > CHAT_PAGE.max)
    throw new DomainError({ code: 'BAD_USER_INPUT', fields: { first: [`must be 1 to ${CHAT_PAGE.max}`] } });
  return first;
}

/** A guest has no name to answer for what it writes: it reads, like a spectator, until it is an account. */
export function mustNotBeGuest(caller: { readonly guest?: boolean }): void {
  if (caller.guest)
    throw new DomainError({ code: 'FORBIDDEN' }, 'Guests read the chat; turn this guest into an account to write');
}
