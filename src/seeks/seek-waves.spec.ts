import { Waves } from './seek-waves';

/** A wave that runs until released, counting how many ran. */
function controlled(): { waves: Waves<number>; release: () => void; runs: () => number } {
  let runs = 0;
  const gates: (() => void)[] = [];
  const waves = new Waves<number>(async () => {
    const n = ++runs;
    await new Promise<void>((resolve) => gates.push(resolve));
    return n;
  });
  return { waves, release: () => gates.shift()?.(), runs: () => runs };
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('Waves', () => {
  it('runs at once when idle; callers during a wave share the one queued after it', async () => {
    const { waves, release, runs } = controlled();
    const first = waves.next();
    expect(runs()).toBe(1);
    const second = waves.next();
    const third = waves.next();
    expect(second).toBe(third);
    await tick();
    expect(runs()).toBe(1);
    release();
    expect(await first).toBe(1);
    await tick();
    expect(runs()).toBe(2);
    // A caller now is after the second wave started: it waits for a third.
    const fourth = waves.next();
    release();
    expect(await second).toBe(2);
    await tick();
    release();
    expect(await fourth).toBe(3);
    expect(runs()).toBe(3);
  });

  it('a failed wave fails its callers only; the queued one still runs', async () => {
    let n = 0;
    const waves = new Waves<number>(async () => {
      n++;
      await tick();
      if (n === 1) throw new Error('outage');
      return n;
    });
    const failed = waves.next();
    const queued = waves.next();
    await expect(failed).rejects.toThrow('outage');
    expect(await queued).toBe(2);
    expect(await waves.next()).toBe(3);
  });
});
