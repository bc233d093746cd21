import type { Move } from '../../engine';
import { legalMoves, seatToAct, viewFor } from '../../engine';
import type { BotDecision, BotInput } from './bot';
import { chooseMove, chooseMoveAsync, think } from './bot';
import type { BotLevel } from './levels';
import { BOT_LEVELS } from './levels';
import { readHistory } from './knowledge';
import { Sampler } from './sampler';
import type { Budget } from './search';
import type { DecisionName, Position } from './testing';
import { decisionRichRules, findPositions, mixedRules, newTable } from './testing';

/** Small budgets keep the tests fast; the time cap is off so every run does the same work. */
const TINY: Partial<Budget> = { steps: 1_500, worlds: 6, timeMs: Infinity };
const SMALL: Partial<Budget> = { steps: 400, worlds: 3, timeMs: Infinity };

const inputAt = (p: Position, level: BotLevel = 'hard', budget: Partial<Budget> = TINY): BotInput => ({
  view: p.view,
  history: p.history,
  level,
  seed: 'test',
  budget,
});

/** A decision without its wall-clock time, which varies from run to run. */
const repeatable = ({ elapsedMs: _elapsed, ...rest }: BotDecision) => rest;

const KINDS: Record<number, readonly DecisionName[]> = {
  2: ['play', 'seer', 'vampire', 'cthulhu', 'skeleton'],
  3: ['play', 'prize', 'vampire', 'smash', 'cthulhu', 'skeleton'],
  4: ['play', 'prize', 'vampire', 'smash', 'cthulhu', 'skeleton'],
};

/** The first two positions of every decision kind the player count has (R3.5, R8.2, R8.3). */
function positionsOfEveryKind(players: number): Position[] {
  const count = (found: readonly Position[], kind: DecisionName) => found.filter((p) => p.kind === kind).length;
  return findPositions({
    rules: (game) => decisionRichRules(players, game),
    wanted: (kind, _state, found) => KINDS[players].includes(kind) && count(found, kind) < 2,
    enough: (found) => KINDS[players].every((kind) => count(found, kind) >= 2),
    maxGames: 400,
  });
}

describe('the computer player', () => {
  describe.each([2, 3, 4])('%i players', (players) => {
    it('plays a whole game, every level at the table, with legal moves only', () => {
      const table = newTable(mixedRules(players, 'custom', true, players), players);
      for (let seat = seatToAct(table.state); seat !== null; seat = seatToAct(table.state)) {
        const level = BOT_LEVELS[seat % BOT_LEVELS.length];
        const input = { view: table.viewFor(seat), history: table.historyFor(seat), level, seed: 1, budget: SMALL };
        const { move } = chooseMove(input);
        expect(table.legalMovesFor(seat)).toContainEqual(move);
        table.play(move);
      }
      expect(table.state.outcome).not.toBeNull();
    });

    it('makes every kind of decision with a legal move (R3.5)', () => {
      const positions = positionsOfEveryKind(players);
      expect(new Set(positions.map((p) => p.kind))).toEqual(new Set(KINDS[players]));
      for (const p of positions) expect(legalMoves(p.state, p.seat)).toContainEqual(chooseMove(inputAt(p)).move);
    });
  });

  describe('determinism', () => {
    const [position] = findPositions({
      rules: () => mixedRules(2, 'claim', true, 1),
      wanted: (kind, state) =>
        kind === 'play' && state.moveCount >= 10 && legalMoves(state, seatToAct(state)!).length > 2,
      enough: (found) => found.length > 0,
      maxGames: 20,
    });

    it('gives the same decision for the same input and seed, sync or async, and leaves its input untouched', async () => {
      const input = inputAt(position);
      const before = structuredClone(input);
      const first = chooseMove(input);
      expect(repeatable(chooseMove(input))).toEqual(repeatable(first));
      expect(repeatable(await chooseMoveAsync(input))).toEqual(repeatable(first));
      expect(input).toEqual(before);
      // Plain data in and out: a worker thread can take the input and send the decision back.
      expect(structuredClone(first)).toEqual(first);
    });

    it('its randomness is its own seed: another seed searches other worlds', () => {
      const a = chooseMove({ ...inputAt(position), seed: 1 });
      const b = chooseMove({ ...inputAt(position), seed: 2 });
      expect(a.candidates.map((c) => c.mean)).not.toEqual(b.candidates.map((c) => c.mean));
    });
  });

  describe('bounded thinking', () => {
    const [position] = findPositions({
      rules: () => mixedRules(2, 'claim2', false, 2),
      wanted: (kind, state) => kind === 'play' && legalMoves(state, seatToAct(state)!).length > 3,
      enough: (found) => found.length > 0,
      maxGames: 20,
    });
    const candidates = legalMoves(position.state, position.seat).length;
    /** A world costs at most one rollout per candidate, and a game never has 300 moves left. */
    const worldCost = candidates * 300;

    it('stops at the step budget, within one sampled world', () => {
      const d = chooseMove(inputAt(position, 'hard', { steps: 2_000, worlds: 10_000, timeMs: Infinity }));
      expect(d.steps).toBeGreaterThanOrEqual(2_000);
      expect(d.steps).toBeLessThan(2_000 + worldCost);
    });

    it('stops at the world budget', () => {
      expect(chooseMove(inputAt(position, 'hard', { steps: 1e9, worlds: 3, timeMs: Infinity })).worlds).toBe(3);
    });

    it('stops at the time cap (an injected clock: 10 ms per reading)', () => {
      let t = 0;
      const clock = () => (t += 10);
      const d = chooseMove(inputAt(position, 'hard', { steps: 1e9, worlds: 1e9, timeMs: 50 }), clock);
      expect(d.worlds).toBeGreaterThan(0);
      expect(d.worlds).toBeLessThanOrEqual(5);
    });

    it('yields between chunks, so a server can interleave other work', async () => {
      const budget = { steps: 3_000, worlds: 1e9, timeMs: Infinity, chunkSteps: 500 };
      const search = think(inputAt(position, 'hard', budget));
      let yields = 0;
      let step = search.next();
      for (; !step.done; step = search.next()) yields++;
      const steps = step.value.steps;
      expect(yields).toBeGreaterThanOrEqual(Math.floor(steps / (500 + worldCost)));
      expect(yields).toBeLessThanOrEqual(Math.ceil(steps / 500));
      let pauses = 0;
      const decision = await chooseMoveAsync(inputAt(position, 'hard', budget), {
        yieldTo: async () => {
          pauses++;
        },
      });
      expect(pauses).toBe(yields);
      expect(repeatable(decision)).toEqual(repeatable(step.value));
    });

    it('answers a forced move without searching', () => {
      const [forced] = findPositions({
        rules: () => mixedRules(2, 'claim', false, 3),
        wanted: (_kind, state) => legalMoves(state, seatToAct(state)!).length === 1,
        enough: (found) => found.length > 0,
        maxGames: 20,
      });
      const d = chooseMove(inputAt(forced, 'hard', { steps: 1e9, worlds: 1e9, timeMs: Infinity }));
      expect([d.move]).toEqual(legalMoves(forced.state, forced.seat));
      expect([d.worlds, d.steps]).toEqual([0, 0]);
    });
  });

  it('moves legally even on a history from another game: legality comes from the view alone', () => {
    const at = (rulesSeed: number) =>
      findPositions({
        rules: () => mixedRules(2, 'custom', true, rulesSeed),
        wanted: (_kind, state) => state.moveCount === 40,
        enough: (found) => found.length > 0,
        maxGames: 1,
        first: rulesSeed,
      })[0];
    // This history contradicts the view (it accounts for fewer unseen cards than the view has places): no
    // sampler fits both.
    const [a, b] = [at(17), at(115)];
    expect(() => new Sampler(a.view, readHistory(a.view, b.history))).toThrow(/determinization/);
    for (const level of BOT_LEVELS) {
      const { move } = chooseMove({ ...inputAt(a, level), history: b.history });
      expect(legalMoves(a.state, a.seat)).toContainEqual(move);
    }
  });

  describe('input errors (a caller bug, not a move)', () => {
    const [p] = findPositions({
      rules: () => mixedRules(2, 'claim', false, 4),
      wanted: () => true,
      enough: (found) => found.length > 0,
      maxGames: 1,
    });
    const other = 1 - p.seat;

    it('refuses a spectator view, an unknown level, a seat that has nothing to decide, and a history that ends elsewhere', () => {
      expect(() => chooseMove({ ...inputAt(p), view: viewFor(p.state, null) })).toThrow(/spectator/);
      expect(() => chooseMove({ ...inputAt(p), level: 'grandmaster' as BotLevel })).toThrow(/unknown level/);
      expect(() => chooseMove({ ...inputAt(p), view: viewFor(p.state, other) })).toThrow(/nothing to decide/);
      const moved: Move = legalMoves(p.state, p.seat)[0];
      expect(() =>
        chooseMove({
          ...inputAt(p),
          history: { ...p.history, views: [...p.history.views, p.view], moves: [...p.history.moves, moved] },
        }),
      ).toThrow(/history/);
    });
  });
});
