import { DomainError } from '../../common/errors';
import type { ReviewDepth } from '../bot/review';

export const REVIEW_DEPTH_NAMES: readonly ReviewDepth[] = ['default', 'deep'];

/** A review depth as both transports take it: `default`, `deep`, or none. */
export function parseReviewDepth(depth: string | null): ReviewDepth | null {
  if (depth === null) return null;
  if ((REVIEW_DEPTH_NAMES as readonly string[]).includes(depth)) return depth as ReviewDepth;
  throw new DomainError({ code: 'BAD_USER_INPUT', fields: { depth: ['must be default or deep'] } });
}
