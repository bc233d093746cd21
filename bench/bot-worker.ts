/** A benchmark worker thread: plays the games it is sent and posts each result back (bench/bot.bench.ts). */
import { parentPort } from 'node:worker_threads';
import type { GameJob } from './bot-games';
import { playGame } from './bot-games';

parentPort!.on('message', (job: GameJob | null) => {
  if (job === null) {
    parentPort!.close();
    return;
  }
  parentPort!.postMessage(playGame(job));
});
