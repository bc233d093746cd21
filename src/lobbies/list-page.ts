import { DomainError } from '../common/errors';
import { isUuid } from '../common/uuid';
import type { PageRequest, RatingRange } from './lobby.types';
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

/** A rating range from client arguments (openLobbies' minRating, maxRating), or BAD_USER_INPUT. */
export function ratingRange(min: number | null | undefined, max: number | null | undefined): RatingRange {
  for (const [field, value] of [
    ['minRating', min],
    ['maxRating', max],
  ] as const)
    if (value != null && (!Number.isFinite(value) || value < 0 || value > 10_000))
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { [field]: ['must be a rating from 0 to 10000'] } });
  if (min != null && max != null && min > max)
    throw new DomainError({ code: 'BAD_USER_INPUT', fields: { maxRating: ['must not be below minRating'] } });
  return { min: min ?? null, max: max ?? null };
}
