import type { BotInput } from './bot';
import { reviewDecisions, reviewDepth } from './bot/review';
import { findPositions, mixedRules, newTable } from './bot/testing';
import type { Move } from '../engine';
import { legalMoves, seatToAct, seededChooser } from '../engine';
import { PoolBusyError, PoolClosedError, ThinkPool } from './think-pool';

const [position] = findPositions({
  rules: () => mixedRules(2, 'claim', true, 3),
  wanted: (_kind, state) => state.moveCount === 6,
  enough: (found) => found.length > 0,
  maxGames: 1,
});
const input: BotInput = {
  view: position.view,
  history: position.history,
  level: 'easy',
  seed: 'pool',
  budget: { steps: 200, worlds: 2, timeMs: Infinity },
};

describe("the computer's thread pool", () => {
  it('thinks on a worker thread and answers with a legal move of the seat', async () => {
    const pool = new ThinkPool(1, 10);
    try {
      const reply = await pool.think(input);
      expect(legalMoves(position.state, position.seat)).toContainEqual(reply.move);
    } finally {
      await pool.close();
    }
  });

  it('is bounded: beyond its threads and queue a think is refused, and closing fails the waiting ones', async () => {
    const pool = new ThinkPool(1, 1);
    const running = pool.think(input);
    const waiting = pool.think(input);
    await expect(pool.think(input)).rejects.toBeInstanceOf(PoolBusyError);
    const settled = Promise.allSettled([running, waiting]);
    await pool.close();
    const [, second] = await settled;
    expect(second.status === 'rejected' && second.reason).toBeInstanceOf(PoolClosedError);
    await expect(pool.think(input)).rejects.toBeInstanceOf(PoolClosedError);
  });

  it('reviews a slice of a finished game on a thread, and a waiting think goes before a waiting slice (issue 33)', async () => {
    const table = newTable(mixedRules(2, 'claim', false, 4), 4);
    const start = table.state;
    const choose = seededChooser(4);
    const moves: Move[] = [];
    for (let seat = seatToAct(table.state); seat !== null; seat = seatToAct(table.state)) {
      const legal = legalMoves(table.state, seat);
      moves.push(legal[choose(legal.length)]);
      table.play(moves[moves.length - 1]);
    }
    const settings = reviewDepth('default', 1, 'pool');
    const pool = new ThinkPool(1, 10);
    try {
      const done: string[] = [];
      const first = pool.review({ start, moves, settings, from: 0, to: 6 }).then((d) => (done.push('slice 1'), d));
      const second = pool.review({ start, moves, settings, from: 6, to: 12 }).then(() => done.push('slice 2'));
      const think = pool.think(input).then(() => done.push('think'));
      await Promise.all([first, second, think]);
      // The thread was busy with the first slice; when it freed, the think went first.
      expect(done).toEqual(['slice 1', 'think', 'slice 2']);
      expect(JSON.stringify(await first)).toBe(JSON.stringify(reviewDecisions(start, moves, settings, 0, 6)));
    } finally {
      await pool.close();
    }
  });

  it('with no threads (CLAIM_COMPUTER_THREADS=0) it thinks for nobody', async () => {
    const pool = new ThinkPool(0, 10);
    await expect(pool.think(input)).rejects.toBeInstanceOf(PoolBusyError);
    await pool.close();
  });
});
