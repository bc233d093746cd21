import { Injectable, Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { Clock } from '../common/clock';

/** What ThrottlerStorage.increment answers (the package does not export the type by name). */
type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;
import type { WindowCount } from './rate-limit.repository';
import { RateLimitRepository } from './rate-limit.repository';

interface Waiter {
  readonly resolve: (count: WindowCount) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Places in a principal's shared count that this process reserved in one upsert and hands out locally: the
 * hits numbered `next` … `last` of the window that ends at `endsAt` (ms since the epoch, by the Clock).
 */
interface Lease {
  next: number;
  last: number;
  readonly endsAt: number;
  /** How many places the reservation took; the next one in the same window takes twice as many. */
  readonly size: number;
}

/** Ended windows are deleted at most this often per process (they are harmless meanwhile: the upsert resets them). */
const CLEAN_UP_EVERY_MS = 60_000;

/**
 * A reservation takes at most this share of a limit (and at most MAX_LEASE places): what a principal can lose
 * per instance and window to places reserved and never used. Below 16 a reservation is one place: small
 * limits (logins, tests) are counted exactly, one upsert per hit.
 */
const LEASE_SHARE = 1 / 16;
const MAX_LEASE = 64;

/** The largest reservation for `limit`. */
export function maxLeaseFor(limit: number): number {
  return Math.max(1, Math.min(MAX_LEASE, Math.floor(limit * LEASE_SHARE)));
}

/**
 * @nestjs/throttler's storage over the shared counters (RateLimitRepository), so N instances together allow
 * each limit once, not N times. A fixed window: past the limit, a principal waits for its window to end.
 *
 * A busy principal's hits do not each cost an upsert: this process reserves a run of places in the shared
 * count (1, then 2, 4 … up to maxLeaseFor(limit) per reservation within a window) and numbers the next hits
 * from it locally. Every hit still gets its own place in the one shared count, so N instances never allow
 * more than the limit together; places reserved and not used before the window ends count as used, so a
 * principal may be refused up to N × (maxLeaseFor(limit) − 1) hits early, and never late.
 */
@Injectable()
export class SharedThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(SharedThrottlerStorage.name);
  private lastCleanUp = Date.now();
  /** Hits of a key waiting while a reservation of the same key is in flight: served together from the next. */
  private readonly waiting = new Map<string, { ttl: number; limit: number; waiters: Waiter[] }>();
  private readonly inFlight = new Set<string>();
  private readonly leases = new Map<string, Lease>();

  constructor(
    private readonly counters: RateLimitRepository,
    private readonly clock: Clock,
  ) {}

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    this.maybeCleanUp();
    const { hits, msLeft } = this.fromLease(key) ?? (await this.coalescedHit(key, ttl, limit));
    const secondsLeft = Math.max(1, Math.ceil(msLeft / 1000));
    return { totalHits: hits, timeToExpire: secondsLeft, isBlocked: hits > limit, timeToBlockExpire: secondsLeft };
  }

  /** The next place of this key's lease, if it has one left in a window that has not ended. */
  private fromLease(key: string): WindowCount | null {
    const lease = this.leases.get(key);
    if (!lease) return null;
    const msLeft = lease.endsAt - this.clock.now().getTime();
    if (msLeft <= 0) {
      this.leases.delete(key);
      return null;
    }
    if (lease.next > lease.last) return null;
    return { hits: lease.next++, msLeft };
  }

  /**
   * One principal's concurrent requests (a burst of 300) would each upsert the same row, one after another
   * under its row lock; instead the hits that arrive while one upsert is in flight go in the next, and each
   * caller gets its own place in the count.
   */
  private coalescedHit(key: string, ttl: number, limit: number): Promise<WindowCount> {
    return new Promise((resolve, reject) => {
      const batch = this.waiting.get(key) ?? { ttl, limit, waiters: [] };
      batch.waiters.push({ resolve, reject });
      this.waiting.set(key, batch);
      if (!this.inFlight.has(key)) void this.flush(key);
    });
  }

  private async flush(key: string): Promise<void> {
    const batch = this.waiting.get(key);
    if (!batch) return;
    this.waiting.delete(key);
    // Hits that queued behind the last reservation may fit in what it left over.
    const waiters = batch.waiters.filter((waiter) => {
      const place = this.fromLease(key);
      if (place) waiter.resolve(place);
      return !place;
    });
    if (waiters.length === 0) return;
    this.inFlight.add(key);
    try {
      const previous = this.leases.get(key);
      const size = Math.max(waiters.length, previous ? Math.min(2 * previous.size, maxLeaseFor(batch.limit)) : 1);
      // The window's end as seen from before the upsert was sent: the lease ends no later than the shared window.
      const sentAt = this.clock.now().getTime();
      const { hits, msLeft } = await this.counters.hit(key, batch.ttl, size);
      const first = hits - size + 1;
      this.leases.set(key, { next: first + waiters.length, last: hits, endsAt: sentAt + msLeft, size });
      waiters.forEach((waiter, i) => waiter.resolve({ hits: first + i, msLeft }));
    } catch (error) {
      for (const waiter of waiters) waiter.reject(error);
    } finally {
      this.inFlight.delete(key);
      if (this.waiting.has(key)) void this.flush(key);
    }
  }

  private maybeCleanUp(): void {
    if (Date.now() - this.lastCleanUp < CLEAN_UP_EVERY_MS) return;
    this.lastCleanUp = Date.now();
    const now = this.clock.now().getTime();
    for (const [key, lease] of this.leases) if (lease.endsAt <= now) this.leases.delete(key);
    this.counters
      .forgetEnded(CLEAN_UP_EVERY_MS)
      .catch((error: unknown) =>
        this.logger.warn(
          `could not clean up rate-limit counters: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
  }
}
