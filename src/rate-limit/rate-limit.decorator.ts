import { SetMetadata } from '@nestjs/common';
import type { RateLimitCategory } from '../config/app-config';

export const RATE_LIMIT_CATEGORY = 'claim:rateLimitCategory';

/**
 * Which limit a route or operation counts against (`api` when unmarked).
 * Metadata only: the count is kept by RateLimitGuard, which @RequireScopes
 * applies; public operations add `@UseGuards(RateLimitGuard)` themselves.
 */
export const RateLimit = (category: RateLimitCategory): MethodDecorator & ClassDecorator =>
  SetMetadata(RATE_LIMIT_CATEGORY, category);

/**
 * Categories by handler, read once: every counted request asks once per named throttler (five) whether it is
 * that throttler's, and metadata set by decorators does not change after start-up.
 */
const categories = new WeakMap<object, WeakMap<object, RateLimitCategory>>();

export function rateLimitCategoryOf(handler: object, controller: object): RateLimitCategory {
  // By handler and class: an inherited handler may count against each subclass's category.
  let byController = categories.get(handler);
  if (!byController) categories.set(handler, (byController = new WeakMap()));
  const known = byController.get(controller);
  if (known !== undefined) return known;
  const category = (Reflect.getMetadata(RATE_LIMIT_CATEGORY, handler) ??
    Reflect.getMetadata(RATE_LIMIT_CATEGORY, controller) ??
    'api') as RateLimitCategory;
  byController.set(controller, category);
  return category;
}
