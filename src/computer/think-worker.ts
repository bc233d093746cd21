/**
 * A thread of the computer's pool (think-pool.ts): it receives a seat's BotInput, thinks, and posts the
 * move back. It is handed nothing else: no state, no database, no other seat's view. Between thinks it
 * reviews slices of finished games (bot/review.ts), which are public once over.
 */
import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { BotInput } from './bot';
import { chooseMove } from './bot';
import { reviewDecisions } from './bot/review';
import type { ReviewReply, ThinkReply, ThinkWorkerData, WorkerRequest } from './think-pool';

const port = parentPort;
if (port === null) throw new Error('think-worker runs as a worker thread');
if ((workerData as ThinkWorkerData | undefined)?.lowPriority === true) lowerThisThread();

/**
 * The review thread runs at the lowest priority (nice 19) so that it takes only the CPU that play leaves.
 * Linux applies setpriority to one thread when given its thread id, which /proc/thread-self names; elsewhere
 * (no /proc) the thread keeps the process's priority and reviews merely wait behind nothing.
 */
function lowerThisThread(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, constants.priority.PRIORITY_LOW);
  } catch {
    // No /proc, or not allowed: the reviews still never hold a thread that a move waits for.
  }
}

port.on('message', (request: WorkerRequest) => {
  if ('review' in request) {
    port.postMessage(review(request.id, request.review));
    return;
  }
  const { id, input } = request;
  let reply: ThinkReply;
  try {
    const decision = chooseMove(input satisfies BotInput);
    reply = { id, ok: true, move: decision.move, elapsedMs: decision.elapsedMs, steps: decision.steps };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});

/** A slice of a finished game's review (issue 33): the whole game is public by then (R9). */
function review(id: number, slice: Extract<WorkerRequest, { review: unknown }>['review']): ReviewReply {
  try {
    const { start, moves, settings, from, to } = slice;
    return { id, ok: true, decisions: reviewDecisions(start, moves, settings, from, to) };
  } catch (error) {
    return { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
