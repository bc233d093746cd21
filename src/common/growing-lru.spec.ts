import { growingLru } from './growing-lru';

describe('growingLru', () => {
  it('holds at most its entries and drops the least recently used first', () => {
    const cache = growingLru<string, number>(3);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1); // a is now the most recently used: b goes next
    cache.set('d', 4);
    expect([...cache.keys()].sort()).toEqual(['a', 'c', 'd']);
    cache.set('d', 5); // replacing an entry evicts nothing
    expect(cache.size).toBe(3);
    expect(cache.get('d')).toBe(5);
  });

  it('gives every entry its ttl, also past the first (arrays that grow)', () => {
    const cache = growingLru<string, boolean>(10, { ttl: 60_000 });
    for (let i = 0; i < 8; i++) cache.set(`k${i}`, true);
    for (let i = 0; i < 8; i++) {
      const left = cache.getRemainingTTL(`k${i}`);
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(60_000);
    }
    expect(cache.getRemainingTTL('absent')).toBe(0);
  });

  it('allocates as entries arrive, not for its bound (issue 36)', () => {
    // lru-cache's `max: 100_000` allocated about 3 MiB per cache up front: 200 of them would take 600 MiB.
    const before = process.memoryUsage().heapUsed;
    const caches = Array.from({ length: 200 }, () => growingLru<string, number>(100_000));
    const grown = process.memoryUsage().heapUsed - before;
    expect(caches).toHaveLength(200);
    expect(grown).toBeLessThan(50 * 1024 * 1024);
  });
});
