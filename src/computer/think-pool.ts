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
  /** Review slices wait here: a thread takes one only when no think waits (a review never delays a move much). */
  private readonly reviews: Job[] = [];
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
      const request = { id: this.nextId++, input };
      this.queue.push({ request, resolve: (reply) => resolve(reply as ThinkReply & { ok: true }), reject });
      this.dispatch();
    });
  }

  /**
   * Reviews a slice of a finished game on a thread, after every think waiting (issue 33). Not counted in
   * `maxQueued`: the review runner has at most one slice out at a time.
   */
  review(review: ReviewSlice): Promise<readonly ReviewedDecision[]> {
    if (this.closed) return Promise.reject(new PoolClosedError());
    if (this.threads <= 0) return Promise.reject(new PoolBusyError());
    return new Promise((resolve, reject) => {
      const request = { id: this.nextId++, review };
      this.reviews.push({
        request,
        resolve: (reply) => resolve((reply as ReviewReply & { ok: true }).decisions),
        reject,
      });
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
    for (const job of [...this.queue.splice(0), ...this.reviews.splice(0)]) job.reject(new PoolClosedError());
    const all = [...this.idle.splice(0), ...this.busy];
    this.busy.clear();
    for (const thread of all) thread.job?.reject(new PoolClosedError());
    await Promise.all(all.map((t) => t.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0 || this.reviews.length > 0) {
      const thread = this.idle.pop() ?? (this.busy.size < this.threads ? this.spawn() : null);
      if (thread === null) return;
      const job = (this.queue.length > 0 ? this.queue : this.reviews).shift()!;
      thread.job = job;
      this.busy.add(thread);
      const request = job.request;
      if ('input' in request) for (const observe of this.observers) observe(request);
      thread.worker.postMessage(request);
    }
  }

  private spawn(): Thread {
    const worker = startWorker();
    const thread: Thread = { worker, job: null };
    worker.on('message', (reply: WorkerReply) => {
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
