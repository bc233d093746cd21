import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, AppConfig, DEFAULT_RATE_LIMITS, RateLimitCategory } from '../config/app-config';
import { rateLimitCategoryOf } from './rate-limit.decorator';

/**
 * One named throttler per category; each counts only the operations marked
 * with its category. Counts live in this process's memory: with several server
 * processes, each enforces the limits on its own share of the traffic.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const limits = config.rateLimits ?? DEFAULT_RATE_LIMITS;
        return {
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
