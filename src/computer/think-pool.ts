import { Logger } from '@nestjs/common';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BotInput } from './bot';
import type { Move } from '../engine';

/** One think, as posted to a worker thread: the seat's input and nothing else. */
export interface ThinkRequest {
  readonly id: number;
  readonly input: BotInput;
}

export type ThinkReply =
  | { readonly id: number; readonly ok: true; readonly move: Move; readonly elapsedMs: number; readonly steps: number }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** The pool is full: the turn stays due and a later sweep takes it (nothing is lost, only delayed). */
export class PoolBusyError extends Error {
  constructor() {
    super('the computer player is busy');
  }
}

export class PoolClosedError extends Error {
  constructor() {
    super('the computer player is shutting down');
  }
}

interface Job {
  readonly request: ThinkRequest;
  readonly resolve: (reply: ThinkReply & { ok: true }) => void;
  readonly reject: (error: Error) => void;
}

interface Thread {
  readonly worker: Worker;
  job: Job | null;
}

/**
 * The computer player's threads (worker_threads): searches never run on the event loop. At most
 * `threads` thinks run at once, at most `maxQueued` wait; the rest are refused (PoolBusyError). A thread
 * that dies fails its think and is replaced by the next one needed.
 */
export class ThinkPool {
  private readonly logger = new Logger(ThinkPool.name);
  private readonly idle: Thread[] = [];
  private readonly busy = new Set<Thread>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** Every request handed to a thread, for tests that check what crosses to the worker (R9). */
  private readonly observers: ((request: ThinkRequest) => void)[] = [];

  constructor(
    private readonly threads: number,
    private readonly maxQueued: number,
  ) {}

  think(input: BotInput): Promise<ThinkReply & { ok: true }> {
    if (this.closed) return Promise.reject(new PoolClosedError());
    if (this.threads <= 0 || this.queue.length >= this.maxQueued) return Promise.reject(new PoolBusyError());
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { id: this.nextId++, input }, resolve, reject });
      this.dispatch();
    });
  }

  /** Calls `observer` with every request a thread is given. */
  onRequest(observer: (request: ThinkRequest) => void): void {
    this.observers.push(observer);
  }

  /** Ends every thread; thinks waiting or running fail with PoolClosedError (their turns stay due). */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new PoolClosedError());
    const all = [...this.idle.splice(0), ...this.busy];
    this.busy.clear();
    for (const thread of all) thread.job?.reject(new PoolClosedError());
    await Promise.all(all.map((t) => t.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const thread = this.idle.pop() ?? (this.busy.size < this.threads ? this.spawn() : null);
      if (thread === null) return;
      const job = this.queue.shift()!;
      thread.job = job;
      this.busy.add(thread);
      for (const observe of this.observers) observe(job.request);
      thread.worker.postMessage(job.request);
    }
  }

  private spawn(): Thread {
    const worker = startWorker();
    const thread: Thread = { worker, job: null };
    worker.on('message', (reply: ThinkReply) => {
      const job = thread.job;
      thread.job = null;
      this.busy.delete(thread);
      if (!this.closed) this.idle.push(thread);
      if (job && job.request.id === reply.id) {
        if (reply.ok) job.resolve(reply);
        else job.reject(new Error(`the computer player failed: ${reply.error}`));
      }
      this.dispatch();
    });
    worker.on('error', (error) => {
      this.logger.error(`a computer player thread failed: ${error.message}`);
      this.retire(thread, error);
    });
    worker.on('exit', () => this.retire(thread, new Error('a computer player thread exited')));
    return thread;
  }

  private retire(thread: Thread, error: Error): void {
    this.busy.delete(thread);
    const at = this.idle.indexOf(thread);
    if (at >= 0) this.idle.splice(at, 1);
    thread.job?.reject(error);
    thread.job = null;
    if (!this.closed) this.dispatch();
  }
}

/** The worker script beside this file: compiled JavaScript when built, TypeScript under the test runner. */
function startWorker(): Worker {
  const extension = path.extname(__filename);
  const script = path.join(__dirname, `think-worker${extension}`);
  if (extension === '.js') return new Worker(script);
  return new Worker(`require('@swc-node/register'); require(${JSON.stringify(script)});`, { eval: true });
}
