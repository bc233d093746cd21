/** Latency samples in milliseconds. */
export class Samples {
  private readonly values: number[] = [];

  add(ms: number): void {
    this.values.push(ms);
  }

  get count(): number {
    return this.values.length;
  }

  /** Over the samples from index `from` on (a window of a longer run). */
  percentile(p: number, from = 0): number {
    if (this.values.length <= from) return NaN;
    const sorted = Float64Array.from(this.values.slice(from)).sort();
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  }

  summary(from = 0): { count: number; p50: number; p95: number; p99: number; max: number } {
    return {
      count: this.count - from,
      p50: this.percentile(50, from),
      p95: this.percentile(95, from),
      p99: this.percentile(99, from),
      max: this.percentile(100, from),
    };
  }
}

export function nowMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

export function fmt(ms: number, digits = 1): string {
  return Number.isFinite(ms) ? ms.toFixed(digits) : '–';
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` over `items` with at most `limit` in flight. */
export async function forEachLimit<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
