/**
 * `apply` never changes its input and returns a state that shares no zone with it; `cloneState` gives
 * the caller a state it may change in place (`applyAllInPlace`, as the server and `replay` do) without
 * touching the original. Checked on random games (fast-check) with every input deeply frozen, so any
 * write to it throws instead of passing unnoticed.
 */
import fc from 'fast-check';
import type { Move } from './moves';
import { apply, applyAllInPlace, legalMoves } from './moves';
import { seatToAct } from './flow';
import { seededChooser } from './random-play';
import type { Rules } from './rules';
import { newGame } from './setup';
import type { GameState } from './state';
import { cloneState } from './state';
import { customRulesArb, gameArb, twoPlayerRulesArb } from './testing/arbitraries';

const RUNS = { 2: 150, 3: 40, 4: 40 } as const;

/** Freezes the state and everything reachable from it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The state's zones: every array the engine writes to (per-seat zones with their rows). */
function zoneArrays(s: GameState): unknown[][] {
  const arrays: unknown[][] = [
    s.trick,
    s.prizes,
    s.activeVampires,
    s.setAsideTrolls,
    s.drawPile,
    s.discardPile,
    s.discardHistory,
  ];
  arrays.push(s.removedFromGame, s.pending, s.cthulhuChoices);
  for (const rows of [s.hands, s.followerPiles, s.scorePiles, s.gnomesInFront, s.underVampires, s.known])
    arrays.push(rows, ...rows);
  for (const byOwner of s.known) arrays.push(...byOwner);
  return arrays;
}

function start(rules: Rules, seed: string): GameState {
  const game = newGame(rules, seed);
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

describe.each([2, 3, 4] as const)('apply leaves its input alone, %i players', (players) => {
  const rulesArb = players === 2 ? twoPlayerRulesArb : customRulesArb(players);

  it('every listed move (a sample of 8 when more are listed) applied to a frozen state: no write to it, an unchanged state, a result sharing no zone with it', () => {
    fc.assert(
      fc.property(gameArb(rulesArb), (config) => {
        const choose = seededChooser(config.moves);
        let state = start(config.rules, config.seed);
        for (;;) {
          const seat = seatToAct(state);
          if (seat === null) return;
          const legal = legalMoves(state, seat);
          const before = JSON.stringify(state);
          const frozen = deepFreeze(state);
          const tries = legal.length <= 8 ? legal : Array.from({ length: 8 }, () => legal[choose(legal.length)]);
          for (const move of tries) {
            const next = apply(frozen, move);
            if (!next.ok) throw new Error(`listed move ${JSON.stringify(move)} rejected: ${next.error.code}`);
            const shared = new Set<unknown>(zoneArrays(frozen));
            if (zoneArrays(next.value).some((zone) => shared.has(zone)))
              throw new Error(`the state after ${JSON.stringify(move)} shares a zone with its input`);
          }
          expect(JSON.stringify(frozen)).toBe(before);
          const move: Move = legal[choose(legal.length)];
          const next = apply(frozen, move);
          if (!next.ok) throw new Error(next.error.message);
          state = next.value;
        }
      }),
      { numRuns: RUNS[players] },
    );
  });

  it('cloneState, then applyAllInPlace on the copy: the frozen original is untouched', () => {
    fc.assert(
      fc.property(gameArb(rulesArb), (config) => {
        const choose = seededChooser(config.moves);
        let state = start(config.rules, config.seed);
        for (;;) {
          const seat = seatToAct(state);
          if (seat === null) return;
          const legal = legalMoves(state, seat);
          const move = legal[choose(legal.length)];
          const original = deepFreeze(state);
          const before = JSON.stringify(original);
          const copy = cloneState(original);
          const bad = applyAllInPlace(copy, [move]);
          if (bad) throw new Error(`listed move ${JSON.stringify(move)} rejected: ${bad.error.code}`);
          expect(JSON.stringify(original)).toBe(before);
          state = copy;
        }
      }),
      { numRuns: RUNS[players] },
    );
  });
});
