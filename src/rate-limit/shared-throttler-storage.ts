import { Injectable, Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';

/** What ThrottlerStorage.increment answers (the package does not export the type by name). */
type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;
import { RateLimitRepository } from './rate-limit.repository';

/** Ended windows are deleted at most this often per process (they are harmless meanwhile: the upsert resets them). */
const CLEAN_UP_EVERY_MS = 60_000;

/**
 * @nestjs/throttler's storage over the shared counters (RateLimitRepository), so N instances together allow
 * each limit once, not N times. A fixed window: past the limit, a principal waits for its window to end.
 */
@Injectable()
export class SharedThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(SharedThrottlerStorage.name);
  private lastCleanUp = Date.now();

  constructor(private readonly counters: RateLimitRepository) {}

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    this.maybeCleanUp();
    const { hits, msLeft } = await this.counters.hit(key, ttl);
    const secondsLeft = Math.max(1, Math.ceil(msLeft / 1000));
    return { totalHits: hits, timeToExpire: secondsLeft, isBlocked: hits > limit, timeToBlockExpire: secondsLeft };
  }

  private maybeCleanUp(): void {
    if (Date.now() - this.lastCleanUp < CLEAN_UP_EVERY_MS) return;
    this.lastCleanUp = Date.now();
    this.counters
      .forgetEnded(CLEAN_UP_EVERY_MS)
      .catch((error: unknown) =>
        this.logger.warn(
          `could not clean up rate-limit counters: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
  }
}
