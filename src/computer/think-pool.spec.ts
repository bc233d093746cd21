import { readFileSync, readdirSync } from 'node:fs';
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

  it('reviews a slice of a finished game on a thread of its own, never on one a think waits for (issue 33)', async () => {
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
    // One think thread, one waiting think at most: with the slice on the think thread, the second think
    // would be refused as the queue's second.
    const pool = new ThinkPool(1, 1);
    try {
      const first = pool.review({ start, moves, settings, from: 0, to: 6 });
      const second = pool.review({ start, moves, settings, from: 6, to: 12 });
      const thinks = [pool.think(input), pool.think(input)];
      await expect(Promise.all(thinks)).resolves.toHaveLength(2);
      expect(JSON.stringify(await first)).toBe(JSON.stringify(reviewDecisions(start, moves, settings, 0, 6)));
      expect(JSON.stringify(await second)).toBe(JSON.stringify(reviewDecisions(start, moves, settings, 6, 12)));
    } finally {
      await pool.close();
    }
  });

  it('runs the review thread at the lowest OS priority and the think threads at the normal one (Linux)', async () => {
    const nice = (): number[] =>
      readdirSync('/proc/self/task').map((tid) => {
        const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
        // Field 19 (nice), counted after the command's closing parenthesis (field 2 may hold spaces).
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      });
    const before = nice().filter((n) => n === 19).length;
    const table = newTable(mixedRules(2, 'claim', false, 5), 5);
    const legal = legalMoves(table.state, seatToAct(table.state)!);
    const pool = new ThinkPool(2, 10);
    try {
      await pool.think(input);
      expect(nice().filter((n) => n === 19)).toHaveLength(before);
      await pool.review({
        start: table.state,
        moves: [legal[0]],
        settings: reviewDepth('default', 1, 'pool'),
        from: 0,
        to: 1,
      });
      expect(nice().filter((n) => n === 19)).toHaveLength(before + 1);
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
