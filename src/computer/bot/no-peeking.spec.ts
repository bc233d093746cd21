import fc from 'fast-check';
import type { GameState } from '../../engine';
import { cloneState, legalMoves, seatToAct, viewFor } from '../../engine';
import type { BotDecision } from './bot';
import { chooseMove } from './bot';
import { readHistory } from './knowledge';
import { BotRandom } from './rng';
import type { Sampler } from './sampler';
import type { Budget } from './search';
import { searchMove } from './search';
import { heuristicPolicy } from './policy';
import type { DecisionName, Position } from './testing';
import { decisionRichRules, findPositions, mixedRules, withHiddenSwaps } from './testing';

/**
 * The no-peeking guarantee, tested: two full game states that differ only in cards hidden from the
 * bot's seat (R9) lead to the same decision with the same seed. The table side builds the bot's input
 * from a state the way a server would (the seat's view of it, after the history the seat saw); the
 * states are made to differ by swapping cards among the places the seat cannot see.
 */
const TINY: Partial<Budget> = { steps: 800, worlds: 4, timeMs: Infinity };

/** The table's side: the seat's input built from a state (its view now, after what it saw before). */
function decisionAt(p: Position, state: GameState, seed: number): BotDecision {
  const view = viewFor(state, p.seat);
  const history = { ...p.history, views: [...p.history.views.slice(0, -1), view] };
  const { elapsedMs: _elapsed, ...decision } = chooseMove({ view, history, level: 'hard', seed, budget: TINY });
  return { ...decision, elapsedMs: 0 };
}

/** The property for one position: swapping hidden cards changes the table but neither the view nor the decision. */
function checkNoPeeking(p: Position, swaps: number, seed: number): boolean {
  const b = withHiddenSwaps(p.state, p.seat, swaps, seed);
  if (b === null) return false;
  expect(b).not.toEqual(p.state);
  expect(viewFor(b, p.seat)).toEqual(viewFor(p.state, p.seat));
  expect(decisionAt(p, b, seed)).toEqual(decisionAt(p, p.state, seed));
  return true;
}

const ALL_KINDS: readonly DecisionName[] = ['play', 'seer', 'prize', 'vampire', 'smash', 'cthulhu', 'skeleton'];

describe('R9: the bot never sees hidden cards', () => {
  // Every decision kind is covered by the test after this one; this one varies everything else.
  it('property: states that differ only in cards hidden from the seat give the same decision (2–4 players)', () => {
    fc.assert(
      fc.property(
        fc.record({
          players: fc.integer({ min: 2, max: 4 }),
          rich: fc.boolean(),
          game: fc.nat(100_000),
          at: fc.nat(200),
          prefer: fc.constantFrom(...ALL_KINDS),
          swaps: fc.integer({ min: 1, max: 6 }),
          seed: fc.nat(),
        }),
        ({ players, rich, game, at, prefer, swaps, seed }) => {
          // The first decision of the preferred kind from move `at` on, else the last one of the game.
          const found = findPositions({
            rules: (g) => (rich ? decisionRichRules(players, g) : mixedRules(players, 'custom', g % 2 === 0, g)),
            wanted: (kind, state) => state.moveCount >= at && (kind === prefer || state.moveCount >= at + 40),
            enough: (positions) => positions.length > 0,
            maxGames: 1,
            first: game,
          });
          fc.pre(found.length > 0);
          fc.pre(checkNoPeeking(found[0], swaps, seed));
        },
      ),
      { numRuns: 25 },
    );
  });

  it.each([2, 3, 4])('every kind of decision, %i players', (players) => {
    const kinds = ALL_KINDS.filter((k) => (players === 2 ? k !== 'prize' && k !== 'smash' : k !== 'seer'));
    const positions = findPositions({
      rules: (g) => decisionRichRules(players, g),
      wanted: (kind, _state, found) => kinds.includes(kind) && !found.some((p) => p.kind === kind),
      enough: (found) => found.length === kinds.length,
      maxGames: 400,
    });
    expect(positions.map((p) => p.kind).sort()).toEqual(kinds.slice().sort());
    positions.forEach((p, i) => expect(checkNoPeeking(p, 4, i)).toBe(true));
  });

  it('control: the same check catches a bot that searches the real table instead of sampled worlds', () => {
    const [p] = findPositions({
      rules: (g) => mixedRules(2, 'claim', false, g),
      wanted: (kind, state) =>
        kind === 'play' && state.moveCount >= 30 && legalMoves(state, seatToAct(state)!).length > 2,
      enough: (found) => found.length > 0,
      maxGames: 20,
    });
    const cheat = (state: GameState) => {
      const view = viewFor(state, p.seat);
      const knowledge = readHistory(view, p.history);
      // A "sampler" that hands out the real state: exactly what the bot's input type rules out.
      const peeking = { sample: () => cloneState(state) } as unknown as Sampler;
      const budget = { steps: 2_000, worlds: 8, timeMs: Infinity, chunkSteps: 1e9 };
      const search = searchMove(peeking, knowledge.me, new BotRandom(1), {
        budget,
        policy: heuristicPolicy(0.5),
        marginWeight: 0.1,
        now: () => 0,
      });
      let step = search.next();
      while (!step.done) step = search.next();
      return step.value.candidates.map((c) => c.mean);
    };
    const b = withHiddenSwaps(p.state, p.seat, 6, 1)!;
    expect(viewFor(b, p.seat)).toEqual(viewFor(p.state, p.seat));
    expect(cheat(b)).not.toEqual(cheat(p.state));
  });
});
