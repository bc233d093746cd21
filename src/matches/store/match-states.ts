import type { MatchRuntime } from '../match-runtime';
import { MatchCache } from './match-cache';

const CACHE_CAPACITY = 5000;

/**
 * This process's rebuilt matches, shared by the read and write paths: the cache (match-cache.ts, only a
 * speed-up, checked against the stored version on every use) and the writes still committing, whose
 * notifications PostgreSQL may deliver before the write has returned here and cached its runtime.
 */
export class MatchStates {
  private readonly cache = new MatchCache(CACHE_CAPACITY);
  private readonly pendingWrites = new Map<string, Promise<unknown>>();

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

  /** Caches what a write leaves behind, and lets `settled` wait for it meanwhile. */
  async committing<T extends { readonly runtime: MatchRuntime }>(
    matchId: string,
    write: Promise<T | null>,
  ): Promise<T | null> {
    const cached = write.then((result) => {
      if (result) this.cache.put(result.runtime);
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
