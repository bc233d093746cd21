import { LRUCache } from 'lru-cache';

/**
 * A least-recently-used cache of at most `entries` entries whose memory grows with what it holds.
 *
 * lru-cache's `max` allocates its arrays for `max` entries when the cache is made: a 100,000-entry cache
 * took 3 MiB of an idle server's heap while empty (issue 36, docs/SCALING.md "Memory at rest"). Bounded by
 * size instead, each entry counting one, it evicts the same least recently used entry at the same count
 * and allocates only as entries arrive.
 */
export function growingLru<K extends object | string, V extends object | string | boolean | number>(
  entries: number,
  options: { ttl?: number } = {},
): LRUCache<K, V> {
  return new LRUCache<K, V>({ ...options, maxSize: entries, sizeCalculation: () => 1 });
}
