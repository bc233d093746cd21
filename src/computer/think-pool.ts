import { Logger } from '@nestjs/common';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BotInput } from './bot';
import type { ReviewSettings, ReviewedDecision } from './bot/review';
import type { GameState, Move } from '../engine';

/** One think, as posted to a worker thread: the seat's input and nothing else. */
export interface ThinkRequest {
  readonly id: number;
  readonly input: BotInput;
}

/**
 * A slice of a finished game's review (bot/review.ts `reviewDecisions`): the whole game crosses, hands and
 * all, which is why only finished matches are reviewed (everything is public once a match is over, R9).
 */
export interface ReviewSlice {
  readonly start: GameState;
  readonly moves: readonly Move[];
  readonly settings: ReviewSettings;
  readonly from: number;
  readonly to: number;
}

export interface ReviewRequest {
  readonly id: number;
  readonly review: ReviewSlice;
}

export type ReviewReply =
  | { readonly id: number; readonly ok: true; readonly decisions: readonly ReviewedDecision[] }
  | { readonly id: number; readonly ok: false; readonly error: string };

export type WorkerRequest = ThinkRequest | ReviewRequest;

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

type WorkerReply = ThinkReply | ReviewReply;

interface Job {
  readonly request: WorkerRequest;
  readonly resolve: (reply: WorkerReply & { ok: true }) => void;
  readonly reject: (error: Error) => void;
}

interface Thread {
  readonly worker: Worker;
  job: Job | null;
}

/** Threads of one kind and the jobs waiting for them. */
interface Lane {
  readonly size: number;
  /** The lane's threads run at the lowest OS priority (think-worker.ts). */
  readonly lowPriority: boolean;
  readonly idle: Thread[];
  readonly busy: Set<Thread>;
  readonly queue: Job[];
}

function lane(size: number, lowPriority: boolean): Lane {
  return { size, lowPriority, idle: [], busy: new Set(), queue: [] };
}

/**
 * The computer player's threads (worker_threads): searches never run on the event loop. At most
 * `threads` thinks run at once, at most `maxQueued` wait; the rest are refused (PoolBusyError). A thread
 * that dies fails its think and is replaced by the next one needed.
 *
 * Reviews of finished games (issue 33) have one thread of their own at the lowest OS priority: a review
 * never occupies a thread a move is waiting for, and it takes only the CPU that play leaves (issue 33's
 * bound: play must not slow by more than 10 % while reviews run; BENCHMARKS.md).
 */
export class ThinkPool {
  private readonly logger = new Logger(ThinkPool.name);
  private readonly thinks: Lane;
  private readonly reviews: Lane;
  private nextId = 1;
  private closed = false;
  /** Every request handed to a thread, for tests that check what crosses to the worker (R9). */
  private readonly observers: ((request: ThinkRequest) => void)[] = [];

  constructor(
    threads: number,
    private readonly maxQueued: number,
  ) {
    this.thinks = lane(Math.max(0, threads), false);
    this.reviews = lane(threads > 0 ? 1 : 0, true);
  }

  think(input: BotInput): Promise<ThinkReply & { ok: true }> {
    if (this.closed) return Promise.reject(new PoolClosedError());
    if (this.thinks.size === 0 || this.thinks.queue.length >= this.maxQueued)
      return Promise.reject(new PoolBusyError());
    return new Promise((resolve, reject) => {
      const request = { id: this.nextId++, input };
      this.thinks.queue.push({ request, resolve: (reply) => resolve(reply as ThinkReply & { ok: true }), reject });
      this.dispatch(this.thinks);
    });
  }

  /**
   * Reviews a slice of a finished game on the review thread (issue 33). Not counted in `maxQueued`: the
   * review runner has at most one slice out at a time.
   */
  review(review: ReviewSlice): Promise<readonly ReviewedDecision[]> {
    if (this.closed) return Promise.reject(new PoolClosedError());
    if (this.reviews.size === 0) return Promise.reject(new PoolBusyError());
    return new Promise((resolve, reject) => {
      const request = { id: this.nextId++, review };
      this.reviews.queue.push({
        request,
        resolve: (reply) => resolve((reply as ReviewReply & { ok: true }).decisions),
        reject,
      });
      this.dispatch(this.reviews);
    });
  }

  /** Calls `observer` with every request a thread is given. */
  onRequest(observer: (request: ThinkRequest) => void): void {
    this.observers.push(observer);
  }

  /** Ends every thread; thinks waiting or running fail with PoolClosedError (their turns stay due). */
  async close(): Promise<void> {
    this.closed = true;
    const all: Thread[] = [];
    for (const l of [this.thinks, this.reviews]) {
      for (const job of l.queue.splice(0)) job.reject(new PoolClosedError());
      all.push(...l.idle.splice(0), ...l.busy);
      l.busy.clear();
    }
    for (const thread of all) thread.job?.reject(new PoolClosedError());
    await Promise.all(all.map((t) => t.worker.terminate()));
  }

  private dispatch(l: Lane): void {
    while (l.queue.length > 0) {
      const thread = l.idle.pop() ?? (l.busy.size < l.size ? this.spawn(l) : null);
      if (thread === null) return;
      const job = l.queue.shift()!;
      thread.job = job;
      l.busy.add(thread);
      const request = job.request;
      if ('input' in request) for (const observe of this.observers) observe(request);
      thread.worker.postMessage(request);
    }
  }

  private spawn(l: Lane): Thread {
    const worker = startWorker(l.lowPriority);
    const thread: Thread = { worker, job: null };
    worker.on('message', (reply: WorkerReply) => {
      const job = thread.job;
      thread.job = null;
      l.busy.delete(thread);
      if (!this.closed) l.idle.push(thread);
      if (job && job.request.id === reply.id) {
        if (reply.ok) job.resolve(reply);
        else job.reject(new Error(`the computer player failed: ${reply.error}`));
      }
      this.dispatch(l);
    });
    worker.on('error', (error) => {
      this.logger.error(`a computer player thread failed: ${error.message}`);
      this.retire(l, thread, error);
    });
    worker.on('exit', () => this.retire(l, thread, new Error('a computer player thread exited')));
    return thread;
  }

  private retire(l: Lane, thread: Thread, error: Error): void {
    l.busy.delete(thread);
    const at = l.idle.indexOf(thread);
    if (at >= 0) l.idle.splice(at, 1);
    thread.job?.reject(error);
    thread.job = null;
    if (!this.closed) this.dispatch(l);
  }
}

/** What a thread is told at its start (think-worker.ts). */
export interface ThinkWorkerData {
  readonly lowPriority: boolean;
}

/** The worker script beside this file: compiled JavaScript when built, TypeScript under the test runner. */
function startWorker(lowPriority: boolean): Worker {
  const workerData: ThinkWorkerData = { lowPriority };
  const extension = path.extname(__filename);
  const script = path.join(__dirname, `think-worker${extension}`);
  if (extension === '.js') return new Worker(script, { workerData });
  return new Worker(`require('@swc-node/register'); require(${JSON.stringify(script)});`, { eval: true, workerData });
}
