import type { Keyed } from './write-batcher';
import { WriteBatcher } from './write-batcher';

interface Job extends Keyed {
  readonly n: number;
}

/** A batcher whose batches finish when the test says so. */
function harness(writers: number, maxBatch: number) {
  const batches: Job[][] = [];
  const finishers: (() => void)[] = [];
  let running = 0;
  let maxRunning = 0;
  const batcher = new WriteBatcher<Job>(
    (batch) =>
      new Promise<void>((resolve) => {
        batches.push(batch);
        running++;
        maxRunning = Math.max(maxRunning, running);
        finishers.push(() => {
          running--;
          resolve();
        });
      }),
    writers,
    maxBatch,
  );
  const finishOldest = async (): Promise<void> => {
    finishers.shift()!();
    await new Promise((r) => setImmediate(r));
  };
  return { batcher, batches, finishOldest, maxRunning: () => maxRunning, pending: () => finishers.length };
}

describe('WriteBatcher (group commit scheduling)', () => {
  it('runs work at once, alone, while a writer is free', () => {
    const h = harness(2, 10);
    h.batcher.submit({ key: 'a', n: 1 });
    expect(h.batches).toEqual([[{ key: 'a', n: 1 }]]);
  });

  it('gathers what queued while the writers were busy into the next batch, up to maxBatch', async () => {
    const h = harness(1, 3);
    h.batcher.submit({ key: 'a', n: 0 });
    for (let n = 1; n <= 5; n++) h.batcher.submit({ key: `m${n}`, n });
    expect(h.batches).toHaveLength(1);
    await h.finishOldest();
    expect(h.batches[1].map((j) => j.n)).toEqual([1, 2, 3]);
    await h.finishOldest();
    expect(h.batches[2].map((j) => j.n)).toEqual([4, 5]);
  });

  it('never puts two jobs of one match in a batch, nor starts one while its match is in a running batch; keeps their order', async () => {
    const h = harness(3, 10);
    h.batcher.submit({ key: 'x', n: 1 });
    h.batcher.submit({ key: 'x', n: 2 });
    h.batcher.submit({ key: 'y', n: 3 });
    h.batcher.submit({ key: 'x', n: 4 });
    // x:1 runs; y:3 may start beside it; x:2 and x:4 wait for x's batch.
    expect(h.batches.flat().map((j) => j.n)).toEqual([1, 3]);
    await h.finishOldest();
    await h.finishOldest();
    expect(h.batches.flat().map((j) => j.n)).toEqual([1, 3, 2]);
    await h.finishOldest();
    expect(h.batches.flat().map((j) => j.n)).toEqual([1, 3, 2, 4]);
    for (const batch of h.batches) expect(new Set(batch.map((j) => j.key)).size).toBe(batch.length);
  });

  it('puts only work of one group in a batch (Citus: one shard), the first queued group first, the rest in order', async () => {
    const h = harness(1, 10);
    h.batcher.submit({ key: 'a', group: 's1', n: 0 });
    const queued: [string, string][] = [
      ['b', 's2'],
      ['c', 's1'],
      ['d', 's2'],
      ['e', 's3'],
      ['f', 's1'],
    ];
    queued.forEach(([key, group], i) => h.batcher.submit({ key, group, n: i + 1 }));
    while (h.pending() > 0) await h.finishOldest();
    expect(h.batches.map((batch) => batch.map((j) => j.key))).toEqual([['a'], ['b', 'd'], ['c', 'f'], ['e']]);
    for (const batch of h.batches) expect(new Set(batch.map((j) => j.group)).size).toBe(1);
  });

  it('runs at most `writers` batches at a time', async () => {
    const h = harness(2, 1);
    for (let n = 0; n < 10; n++) h.batcher.submit({ key: `m${n}`, n });
    while (h.pending() > 0) await h.finishOldest();
    expect(h.batches).toHaveLength(10);
    expect(h.maxRunning()).toBe(2);
  });

  it('keeps going when a batch fails', async () => {
    let calls = 0;
    const batcher = new WriteBatcher<Job>(
      async () => {
        calls++;
        throw new Error('boom');
      },
      1,
      10,
    );
    batcher.submit({ key: 'a', n: 1 });
    batcher.submit({ key: 'b', n: 2 });
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toBe(2);
    expect(batcher.queued).toBe(0);
  });
});
