import { Injectable, Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';

/** What ThrottlerStorage.increment answers (the package does not export the type by name). */
type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;
import type { WindowCount } from './rate-limit.repository';
import { RateLimitRepository } from './rate-limit.repository';

interface Waiter {
  readonly resolve: (count: WindowCount) => void;
  readonly reject: (error: unknown) => void;
}

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
  /** Hits of a key waiting while an upsert of the same key is in flight: sent together as one (hits + n). */
  private readonly waiting = new Map<string, { ttl: number; waiters: Waiter[] }>();
  private readonly inFlight = new Set<string>();

  constructor(private readonly counters: RateLimitRepository) {}

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    this.maybeCleanUp();
    const { hits, msLeft } = await this.coalescedHit(key, ttl);
    const secondsLeft = Math.max(1, Math.ceil(msLeft / 1000));
    return { totalHits: hits, timeToExpire: secondsLeft, isBlocked: hits > limit, timeToBlockExpire: secondsLeft };
  }

  /**
   * One principal's concurrent requests (a burst of 300) would each upsert the same row, one after another
   * under its row lock; instead the hits that arrive while one upsert is in flight go in the next, and each
   * caller gets its own place in the count.
   */
  private coalescedHit(key: string, ttl: number): Promise<WindowCount> {
    return new Promise((resolve, reject) => {
      const batch = this.waiting.get(key) ?? { ttl, waiters: [] };
      batch.waiters.push({ resolve, reject });
      this.waiting.set(key, batch);
      if (!this.inFlight.has(key)) void this.flush(key);
    });
  }

  private async flush(key: string): Promise<void> {
    const batch = this.waiting.get(key);
    if (!batch) return;
    this.waiting.delete(key);
    this.inFlight.add(key);
    try {
      const n = batch.waiters.length;
      const { hits, msLeft } = await this.counters.hit(key, batch.ttl, n);
      batch.waiters.forEach((waiter, i) => waiter.resolve({ hits: hits - n + 1 + i, msLeft }));
    } catch (error) {
      for (const waiter of batch.waiters) waiter.reject(error);
    } finally {
      this.inFlight.delete(key);
      if (this.waiting.has(key)) void this.flush(key);
    }
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
