import type { MatchRuntime } from '../match-runtime';

/**
 * Bounded least-recently-used cache of rebuilt matches. Only a speed-up: every read checks the stored
 * version first and folds in what it missed, so a stale or evicted entry is never wrong, only slower.
 */
export class MatchCache {
  private readonly entries = new Map<string, MatchRuntime>();

  constructor(private readonly capacity: number) {}

  get(matchId: string): MatchRuntime | undefined {
    const hit = this.entries.get(matchId);
    if (hit) {
      this.entries.delete(matchId);
      this.entries.set(matchId, hit);
    }
    return hit;
  }

  /** Keeps the newer of two runtimes: concurrent readers may finish out of order. */
  put(runtime: MatchRuntime): void {
    const id = runtime.header.id;
    const current = this.entries.get(id);
    if (current && current.version > runtime.version) return;
    this.entries.delete(id);
    this.entries.set(id, runtime);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** Drops the entries `stale` picks (their headers name someone by a name that changed). */
  forgetWhere(stale: (runtime: MatchRuntime) => boolean): void {
    for (const [id, runtime] of this.entries) if (stale(runtime)) this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
