/** A unit of work on one match (the key), waiting for a batch. */
export interface Keyed {
  readonly key: string;
  /**
   * Work of different groups never shares a batch (on Citus with per-shard batches: the shard of the match's row;
   * none on one PostgreSQL, where any matches may share a batch).
   */
  readonly group?: string;
}

/**
 * Group commit's scheduler. Work arrives per match; whenever fewer than `writers` batches are running,
 * the queued work of up to `maxBatch` *different* matches leaves together as one batch (one transaction).
 * Nothing waits on purpose: an idle server runs each move at once, alone; under load the queue that
 * builds while transactions commit becomes the next batch, so the commit cost (round trips, WAL flush)
 * is shared. Work for a match that is already in a running batch waits for that batch to end, so one
 * match's moves never meet in a batch and stay in arrival order.
 */
export class WriteBatcher<Work extends Keyed> {
  private queue: Work[] = [];
  private readonly busy = new Set<string>();
  private running = 0;

  constructor(
    private readonly runBatch: (batch: Work[]) => Promise<void>,
    private readonly writers: number,
    private maxBatch: number,
  ) {}

  /** Lowers the batch size from now on (MatchesRepository: one match per transaction on Citus). */
  limitBatch(max: number): void {
    this.maxBatch = Math.min(this.maxBatch, max);
  }

  submit(work: Work): void {
    this.queue.push(work);
    this.pump();
  }

  /** Work waiting for a batch (not counting running batches). */
  get queued(): number {
    return this.queue.length;
  }

  private pump(): void {
    while (this.running < this.writers && this.queue.length > 0) {
      const batch = this.take();
      if (batch.length === 0) return;
      this.running++;
      void this.runBatch(batch)
        .catch(() => undefined) // runBatch settles every work itself; a throw here must not stop the pump
        .finally(() => {
          for (const work of batch) this.busy.delete(work.key);
          this.running--;
          this.pump();
        });
    }
  }

  private take(): Work[] {
    const batch: Work[] = [];
    const rest: Work[] = [];
    for (const work of this.queue) {
      if (
        batch.length < this.maxBatch &&
        !this.busy.has(work.key) &&
        (batch.length === 0 || work.group === batch[0].group)
      ) {
        this.busy.add(work.key);
        batch.push(work);
      } else {
        rest.push(work);
      }
    }
    this.queue = rest;
    return batch;
  }
}
