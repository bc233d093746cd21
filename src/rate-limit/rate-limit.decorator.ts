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

export function rateLimitCategoryOf(handler: object, controller: object): RateLimitCategory {
  return (Reflect.getMetadata(RATE_LIMIT_CATEGORY, handler) ??
    Reflect.getMetadata(RATE_LIMIT_CATEGORY, controller) ??
    'api') as RateLimitCategory;
}
