import type { Seat } from '../../engine';
import type { MatchRuntime } from '../match-runtime';

/**
 * The moves standing orders played in a match (seq → the seat they played for), complete up to `version`:
 * the read side's `byStandingOrder` marks (visibility.ts), kept beside the cached runtime so that a read
 * asks the order book only when this process has not seen every event up to the runtime it renders.
 */
export interface FiredOrders {
  readonly version: number;
  readonly bySeq: ReadonlyMap<number, Seat>;
}

interface Entry {
  runtime: MatchRuntime;
  /** When a read or write last used the entry (the clock of `now`), for the idle limit. */
  usedAt: number;
  fired: FiredOrders | undefined;
}

export interface MatchCacheLimits {
  /** At most this many matches; the least recently used goes first. */
  readonly capacity: number;
  /**
   * A match nobody read or wrote for this long is dropped (0: never): a correspondence match is touched a
   * few times a day, and replaying it on its next use costs less than holding it meanwhile.
   */
  readonly idleMs: number;
}

/**
 * Bounded least-recently-used cache of rebuilt matches. Only a speed-up: every read checks the stored
 * version first and folds in what it missed, so a stale or evicted entry is never wrong, only slower.
 */
export class MatchCache {
  /** In order of last use, oldest first (a Map keeps insertion order; a use re-inserts). */
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly limits: MatchCacheLimits,
    private readonly now: () => number = Date.now,
  ) {}

  get(matchId: string): MatchRuntime | undefined {
    return this.touch(matchId)?.runtime;
  }

  /** Keeps the newer of two runtimes: concurrent readers may finish out of order. */
  put(runtime: MatchRuntime): void {
    const id = runtime.header.id;
    const current = this.entries.get(id);
    if (current && current.runtime.version > runtime.version) return;
    this.entries.delete(id);
    this.entries.set(id, { runtime, usedAt: this.now(), fired: current?.fired });
    if (this.entries.size > this.limits.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.dropIdle();
  }

  /** What the cache knows of the match's standing-order firings, if it covers `version`. */
  firedUpTo(matchId: string, version: number): ReadonlyMap<number, Seat> | undefined {
    const fired = this.entries.get(matchId)?.fired;
    return fired !== undefined && fired.version >= version ? fired.bySeq : undefined;
  }

  /** Keeps firings read from the order book (complete up to `fired.version`), unless newer ones are known. */
  putFired(matchId: string, fired: FiredOrders): void {
    const entry = this.entries.get(matchId);
    if (entry && (entry.fired === undefined || entry.fired.version < fired.version)) entry.fired = fired;
  }

  /**
   * This process appended event `seq` (committed), played by a standing order for `firedBy` if set: known
   * firings up to `seq - 1` are then known up to `seq`. Firings known to an older version stay as they are
   * (another process wrote between): the next read that needs them asks the order book.
   */
  appended(matchId: string, seq: number, firedBy: Seat | undefined): void {
    const entry = this.entries.get(matchId);
    if (entry?.fired === undefined || entry.fired.version !== seq - 1) return;
    const bySeq = firedBy === undefined ? entry.fired.bySeq : new Map([...entry.fired.bySeq, [seq, firedBy]]);
    entry.fired = { version: seq, bySeq };
  }

  /** Drops the entries `stale` picks (their headers name someone by a name that changed). */
  forgetWhere(stale: (runtime: MatchRuntime) => boolean): void {
    for (const [id, entry] of this.entries) if (stale(entry.runtime)) this.entries.delete(id);
  }

  /** Drops the matches idle for longer than the limit: the oldest uses come first, so it stops at the first fresh one. */
  dropIdle(): void {
    if (this.limits.idleMs <= 0) return;
    const before = this.now() - this.limits.idleMs;
    for (const [id, entry] of this.entries) {
      if (entry.usedAt >= before) return;
      this.entries.delete(id);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private touch(matchId: string): Entry | undefined {
    const hit = this.entries.get(matchId);
    if (hit) {
      this.entries.delete(matchId);
      hit.usedAt = this.now();
      this.entries.set(matchId, hit);
    }
    return hit;
  }
}
