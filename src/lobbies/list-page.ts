import { DomainError } from '../common/errors';
import { isUuid } from '../common/uuid';
import type { PageRequest } from './lobby.types';
import { LIST_PAGE } from './lobby.types';

/** A page request from client arguments, or BAD_USER_INPUT naming what is wrong. */
export function pageRequest(first: number | null | undefined, after: string | null | undefined): PageRequest {
  const size = first ?? LIST_PAGE.default;
  if (!Number.isInteger(size) || size < 1 || size > LIST_PAGE.max)
    throw new DomainError({ code: 'BAD_USER_INPUT', fields: { first: [`must be 1 to ${LIST_PAGE.max}`] } });
  if (after != null && !isUuid(after))
    throw new DomainError({ code: 'BAD_USER_INPUT', fields: { after: ['must be the id of the last item you got'] } });
  return { first: size, after: after ?? null };
}

/** The cursor named no item of this list. */
export function unknownCursor(): DomainError {
  return new DomainError({ code: 'BAD_USER_INPUT', fields: { after: ['must be the id of the last item you got'] } });
}

/**
 * Prisma `where` for the items after the cursor in newest-first order (createdAt descending, then id
 * ascending, as the lists sort): older ones, and those of the same instant with a greater id.
 */
export function afterCursor(cursor: { id: string; createdAt: Date }) {
  return {
    OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { gt: cursor.id } }],
  };
}
