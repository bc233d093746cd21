import fc from 'fast-check';
import type { GameState, Move } from '../../engine';
import { legalMoves, seatToAct, seededChooser, viewFor } from '../../engine';
import type { ReviewSettings } from './review';
import { judgeDecision, judgeInHindsight, reviewDecisions, reviewGame } from './review';
import type { Position } from './testing';
import { decisionRichRules, findPositions, mixedRules, newTable, withHiddenSwaps } from './testing';

/** Small enough that a whole game's review takes well under a second here. */
const TINY: ReviewSettings = {
  worlds: 3,
  steps: 3_000,
  hindsightRollouts: 3,
  exactNodes: 3_000,
  exactCards: 6,
  seed: 'test',
};

/** A game played to its end by random legal moves: its deal and moves. */
function randomGame(players: number, game: number): { start: GameState; moves: Move[] } {
  const table = newTable(mixedRules(players, 'claim', game % 2 === 0, game), game);
  const start = table.state;
  const choose = seededChooser(game);
  const moves: Move[] = [];
  for (let seat = seatToAct(table.state); seat !== null; seat = seatToAct(table.state)) {
    const legal = legalMoves(table.state, seat);
    const move = legal[choose(legal.length)];
    moves.push(move);
    table.play(move);
  }
  return { start, moves };
}

/** The review of one decision as a seat could make it, from the table `state` (its view now, its history before). */
function judgedAt(p: Position, state: GameState, played: Move, settings: ReviewSettings): string {
  const view = viewFor(state, p.seat);
  const history = { ...p.history, views: [...p.history.views.slice(0, -1), view] };
  return JSON.stringify(judgeDecision({ view, history }, played, settings));
}

describe('the review of a finished game (issue 33)', () => {
  it('is deterministic: the same game and settings give the same review, byte for byte; another seed another', () => {
    const { start, moves } = randomGame(2, 7);
    const first = JSON.stringify(reviewGame(start, moves, TINY));
    expect(JSON.stringify(reviewGame(start, moves, TINY))).toBe(first);
    expect(JSON.stringify(reviewGame(start, moves, { ...TINY, seed: 'other' }))).not.toBe(first);
  });

  it('slices (a worker thread job each) give the decisions of the whole game', () => {
    const { start, moves } = randomGame(2, 3);
    const whole = reviewDecisions(start, moves, TINY);
    const cut = Math.floor(moves.length / 2);
    const sliced = [...reviewDecisions(start, moves, TINY, 0, cut), ...reviewDecisions(start, moves, TINY, cut)];
    expect(JSON.stringify(sliced)).toBe(JSON.stringify(whole));
  });

  it('judges every decision with a choice, values in [0, 1], best ≥ played, key moments the largest losses', () => {
    const { start, moves } = randomGame(2, 11);
    const review = reviewGame(start, moves, TINY);
    expect(review.decisions.length).toBeGreaterThan(0);
    expect(review.decisions.length).toBeLessThanOrEqual(moves.length);
    for (const d of review.decisions) {
      for (const v of [d.infoSet.played, d.infoSet.best, d.hindsight.played, d.hindsight.best]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      }
      expect(d.infoSet.best).toBeGreaterThanOrEqual(d.infoSet.played);
      expect(d.hindsight.best).toBeGreaterThanOrEqual(d.hindsight.played);
      expect(d.loss).toBeCloseTo(d.infoSet.best - d.infoSet.played, 4);
      expect(moves[d.version]).toEqual(d.played);
    }
    const losses = review.keyMoments.map((i) => review.decisions[i].loss);
    expect(losses).toEqual([...losses].sort((a, b) => b - a));
    const largest = Math.max(...review.decisions.map((d) => d.loss));
    if (largest > 0.05) expect(losses[0]).toBe(largest);
    for (const seat of review.seats) {
      const own = review.decisions.filter((d) => d.seat === seat.seat);
      expect(seat.decisions).toBe(own.length);
      expect(review.chances[seat.seat].length).toBe(own.length + 1);
    }
    // Random play against itself: somebody won or it was a draw, and the last point of the graph says which.
    const finals = review.chances.map((c) => c[c.length - 1].chance);
    expect(finals.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('R9 property: a decision judged from the seat view is byte-identical whatever the other seats hidden cards were', () => {
    fc.assert(
      fc.property(
        fc.record({
          players: fc.integer({ min: 2, max: 4 }),
          game: fc.nat(100_000),
          at: fc.nat(120),
          swaps: fc.integer({ min: 1, max: 6 }),
          seed: fc.nat(),
        }),
        ({ players, game, at, swaps, seed }) => {
          const [p] = findPositions({
            rules: (g) => decisionRichRules(players, g),
            wanted: (_kind, state) => state.moveCount >= at && legalMoves(state, seatToAct(state)!).length > 1,
            enough: (found) => found.length > 0,
            maxGames: 1,
            first: game,
          });
          fc.pre(p !== undefined);
          const other = withHiddenSwaps(p.state, p.seat, swaps, seed);
          fc.pre(other !== null);
          expect(viewFor(other, p.seat)).toEqual(viewFor(p.state, p.seat));
          const legal = legalMoves(p.state, p.seat);
          const played = legal[seed % legal.length];
          const settings = { ...TINY, seed: String(seed) };
          expect(judgedAt(p, other, played, settings)).toBe(judgedAt(p, p.state, played, settings));
        },
      ),
      { numRuns: 20 },
    );
  });

  it('control: the hindsight half does see the hidden cards (some swap changes its values)', () => {
    const positions = findPositions({
      rules: (g) => mixedRules(2, 'claim', false, g),
      wanted: (kind, state) =>
        kind === 'play' && state.phase === 'one' && legalMoves(state, seatToAct(state)!).length > 2,
      enough: (found) => found.length >= 10,
      maxGames: 10,
    });
    const changed = positions.some((p, i) => {
      const other = withHiddenSwaps(p.state, p.seat, 6, i);
      if (other === null) return false;
      const played = legalMoves(p.state, p.seat)[0];
      const settings = { ...TINY, hindsightRollouts: 8 };
      return (
        JSON.stringify(judgeInHindsight(other, played, settings)) !==
        JSON.stringify(judgeInHindsight(p.state, played, settings))
      );
    });
    expect(changed).toBe(true);
  });

  it('hindsight is exact in phase two last tricks: the best move is at least every candidate, one of them reaches it', () => {
    const positions = findPositions({
      rules: (g) => mixedRules(2, 'claim', false, g),
      wanted: (kind, state) =>
        kind === 'play' &&
        state.phase === 'two' &&
        state.hands.reduce((n, h) => n + h.length, 0) <= 6 &&
        legalMoves(state, seatToAct(state)!).length > 1,
      enough: (found) => found.length >= 3,
      maxGames: 20,
    });
    expect(positions.length).toBe(3);
    for (const p of positions) {
      const legal = legalMoves(p.state, p.seat);
      const judged = legal.map((m) => judgeInHindsight(p.state, m, { ...TINY, exactNodes: 1e6 }));
      for (const j of judged) expect(j.method).toBe('exact');
      const best = judged[0].best;
      expect(Math.max(...judged.map((j) => j.played))).toBe(best);
      for (const j of judged) expect([0, 0.5, 1]).toContain(j.played);
    }
  });
});
