import { seatToAct } from './flow';
import type { Move } from './moves';
import { apply, legalMoves } from './moves';
import type { GameState } from './state';

/** Picks an index in [0, n): the caller owns the randomness, so the engine stays free of Math.random. */
export type Chooser = (n: number) => number;

/** Plays random legal moves to the end; returns the moves and the final state. */
export function playRandomGame(start: GameState, choose: Chooser): { moves: Move[]; state: GameState } {
  const moves: Move[] = [];
  let state = start;
  for (;;) {
    const seat = seatToAct(state);
    if (seat === null) return { moves, state };
    const options = legalMoves(state, seat);
    const move = options[choose(options.length)];
    const next = apply(state, move);
    if (!next.ok) throw new Error(`engine listed an illegal move: ${JSON.stringify(move)} (${next.error.message})`);
    moves.push(move);
    state = next.value;
  }
}

/** A small seeded PRNG (mulberry32) for random games in tools and tests; not for deals (R2.4 is). */
export function seededChooser(seed: number): Chooser {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(r * n);
  };
}
