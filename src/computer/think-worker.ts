/**
 * A thread of the computer's pool (think-pool.ts): it receives a seat's BotInput, thinks, and posts the
 * move back. It is handed nothing else: no state, no database, no other seat's view.
 */
import { parentPort } from 'node:worker_threads';
import type { BotInput } from './bot';
import { chooseMove } from './bot';
import type { ThinkReply, ThinkRequest } from './think-pool';

const port = parentPort;
if (port === null) throw new Error('think-worker runs as a worker thread');

port.on('message', ({ id, input }: ThinkRequest) => {
  let reply: ThinkReply;
  try {
    const decision = chooseMove(input satisfies BotInput);
    reply = { id, ok: true, move: decision.move, elapsedMs: decision.elapsedMs, steps: decision.steps };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
