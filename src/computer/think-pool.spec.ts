import type { BotInput } from './bot';
import { findPositions, mixedRules } from './bot/testing';
import { legalMoves } from '../engine';
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

  it('with no threads (CLAIM_COMPUTER_THREADS=0) it thinks for nobody', async () => {
    const pool = new ThinkPool(0, 10);
    await expect(pool.think(input)).rejects.toBeInstanceOf(PoolBusyError);
    await pool.close();
  });
});
