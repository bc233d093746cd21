import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, AppConfig, DEFAULT_RATE_LIMITS, RateLimitCategory } from '../config/app-config';
import { rateLimitCategoryOf } from './rate-limit.decorator';
import { RateLimitRepository } from './rate-limit.repository';
import { SharedThrottlerStorage } from './shared-throttler-storage';

@Module({ providers: [RateLimitRepository, SharedThrottlerStorage], exports: [SharedThrottlerStorage] })
class SharedCountersModule {}

/**
 * One named throttler per category; each counts only the operations marked
 * with its category. Counts live in PostgreSQL (SharedThrottlerStorage), so
 * every server process sharing the database enforces the same limits together.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [SharedCountersModule],
      inject: [APP_CONFIG, SharedThrottlerStorage],
      useFactory: (config: AppConfig, storage: SharedThrottlerStorage) => {
        const limits = config.rateLimits ?? DEFAULT_RATE_LIMITS;
        return {
          storage,
          throttlers: (Object.keys(limits) as RateLimitCategory[]).map((category) => ({
            name: category,
            limit: limits[category].limit,
            ttl: limits[category].windowSeconds * 1000,
            skipIf: (context) => rateLimitCategoryOf(context.getHandler(), context.getClass()) !== category,
          })),
        };
      },
    }),
  ],
})
export class RateLimitModule {}
