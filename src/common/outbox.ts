import type { Clock } from './clock';

/** One outbox's round (webhooks, mail, push, password resets): how it claims due rows and delivers them. */
export interface OutboxRound<T> {
  readonly clock: Clock;
  readonly batchSize: number;
  /** How long a claimed row is left to this worker: past its attempt's deadline. */
  readonly leaseMs: number;
  /** Takes up to `limit` due rows for one attempt each (FOR UPDATE SKIP LOCKED, the attempt counted up front). */
  readonly outbox: { claimDue(now: Date, leaseUntil: Date, limit: number): Promise<readonly T[]> };
  /** Attempts a claimed batch and records each outcome; returns how many count as sent. */
  readonly deliver: (batch: readonly T[], now: Date) => Promise<number>;
  /** Whether the process is stopping: the round ends after the batch in hand. */
  readonly stopped?: () => boolean;
}

/**
 * Delivers every due row, a batch at a time, until a batch comes back short. Every process may run the
 * same round at once: the claim's SKIP LOCKED and lease give each attempt to one worker, and a worker that
 * dies mid-attempt leaves its rows to be claimed again when the lease runs out (delivery at least once).
 */
export async function drainOutbox<T>(round: OutboxRound<T>): Promise<number> {
  let sent = 0;
  for (;;) {
    const now = round.clock.now();
    const batch = await round.outbox.claimDue(now, new Date(now.getTime() + round.leaseMs), round.batchSize);
    sent += await round.deliver(batch, now);
    if (batch.length < round.batchSize || round.stopped?.() === true) return sent;
  }
}

/** Sends `items` one after the other; returns how many `send` says went out. */
export async function sendEach<T>(items: Iterable<T>, send: (item: T) => Promise<boolean>): Promise<number> {
  let sent = 0;
  for (const item of items) if (await send(item)) sent++;
  return sent;
}

/** After attempt number `attempts` failed: when to try again (the attempts-th delay), or null to give up. */
export function retryAt(retryDelaysMs: readonly number[], attempts: number, now: Date): Date | null {
  const delay = retryDelaysMs[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}
