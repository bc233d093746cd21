import type { Seat } from '../../engine';
import { DEFAULT_MATCH_STORE_SETTINGS } from '../../config/app-config';
import type { MatchRuntime } from '../match-runtime';
import type { FiredOrders, MatchCacheLimits } from './match-cache';
import { MatchCache } from './match-cache';

/**
 * This process's rebuilt matches, shared by the read and write paths: the cache (match-cache.ts, only a
 * speed-up, checked against the stored version on every use) and the writes still committing, whose
 * notifications PostgreSQL may deliver before the write has returned here and cached its runtime.
 */
export class MatchStates {
  private readonly cache: MatchCache;
  private readonly pendingWrites = new Map<string, Promise<unknown>>();

  constructor(
    limits: MatchCacheLimits = {
      capacity: DEFAULT_MATCH_STORE_SETTINGS.cacheSize,
      idleMs: DEFAULT_MATCH_STORE_SETTINGS.cacheIdleMs,
    },
    now?: () => number,
  ) {
    this.cache = new MatchCache(limits, now);
  }

  get(matchId: string): MatchRuntime | undefined {
    return this.cache.get(matchId);
  }

  put(runtime: MatchRuntime): void {
    this.cache.put(runtime);
  }

  /** Waits for this process's write of the match still committing, if any (its failure is the writer's). */
  async settled(matchId: string): Promise<void> {
    await this.pendingWrites.get(matchId)?.catch(() => undefined);
  }

  /** The moves standing orders played in the match, as far as this process knows them up to `version`. */
  firedUpTo(matchId: string, version: number): ReadonlyMap<number, Seat> | undefined {
    return this.cache.firedUpTo(matchId, version);
  }

  putFired(matchId: string, fired: FiredOrders): void {
    this.cache.putFired(matchId, fired);
  }

  /**
   * Caches what a write leaves behind, and lets `settled` wait for it meanwhile. A write that appended an
   * event (`replayOf` null) also carries the firings it knows on: `firedBy`, the seat whose standing order
   * played it, if one did.
   */
  async committing<
    T extends { readonly runtime: MatchRuntime; readonly replayOf: number | null; readonly firedBy?: Seat },
  >(matchId: string, write: Promise<T | null>): Promise<T | null> {
    const cached = write.then((result) => {
      if (result) {
        this.cache.put(result.runtime);
        if (result.replayOf === null) this.cache.appended(matchId, result.runtime.version, result.firedBy);
      }
      return result;
    });
    this.pendingWrites.set(matchId, cached);
    try {
      return await cached;
    } finally {
      if (this.pendingWrites.get(matchId) === cached) this.pendingWrites.delete(matchId);
    }
  }

  forgetWhere(stale: (runtime: MatchRuntime) => boolean): void {
    this.cache.forgetWhere(stale);
  }

  clear(): void {
    this.cache.clear();
  }
}
