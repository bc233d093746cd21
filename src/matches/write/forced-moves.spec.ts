import fc from 'fast-check';
import type { GameState } from '../../engine';
import { HEROES, PRESETS, apply, cloneState, dueNow, legalMoves, newGame, seededChooser } from '../../engine';
import { testRules } from '../../engine/testing/decks';
import { publiclyForcedMove } from './forced-moves';

/** A game of `players` dealt from `seed` and played at random for `steps` moves (or to its end). */
function positionAfter(players: number, seed: number, steps: number): GameState {
  const factions = players === 2 ? 'claim' : [...PRESETS.claim, 'seers', 'vampires'];
  const game = newGame(testRules(factions, { players, heroes: [...HEROES] }), seed.toString(16).padStart(64, '0'));
  if (!game.ok) throw new Error(game.error.message);
  let state = game.value;
  const choose = seededChooser(seed);
  for (let i = 0; i < steps && state.phase !== 'over'; i++) {
    const due = dueNow(state)!;
    const legal = legalMoves(state, due.seat);
    const next = apply(state, legal[choose(legal.length)]);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return state;
}

/**
 * The state with cards of the hands exchanged between seats (the hand sizes kept), as long as nobody but
 * their holders knows them: for everyone else at the table, the two states look the same (R9).
 */
function withHandsShuffled(s: GameState, seed: number): GameState {
  const twin = cloneState(s);
  const choose = seededChooser(seed);
  const slots = twin.hands.flatMap((hand, seat) =>
    hand.flatMap((card, i) => (twin.knownToAll[seat].includes(card) ? [] : [[seat, i] as const])),
  );
  for (let n = 0; n < 20 && slots.length > 1; n++) {
    const [a, i] = slots[choose(slots.length)];
    const [b, j] = slots[choose(slots.length)];
    [twin.hands[a][i], twin.hands[b][j]] = [twin.hands[b][j], twin.hands[a][i]];
  }
  return twin;
}

describe('forced moves played for you (docs/bots.md)', () => {
  it('R9: whether a move is played automatically depends only on what every other seat sees, 2–4 players', () => {
    let rawDiffers = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 120 }),
        fc.integer(),
        (players, seed, steps, shuffle) => {
          const state = positionAfter(players, seed, steps);
          const due = dueNow(state);
          if (due === null) return;
          const twin = withHandsShuffled(state, shuffle);
          expect(publiclyForcedMove(twin, due.seat) === null).toBe(publiclyForcedMove(state, due.seat) === null);
          // The plain "one legal move" would not do: it depends on the hidden hands.
          if ((legalMoves(state, due.seat).length === 1) !== (legalMoves(twin, due.seat).length === 1)) rawDiffers++;
        },
      ),
      { numRuns: 400 },
    );
    expect(rawDiffers).toBeGreaterThan(0);
  });

  it('a forced move is the only legal move, and a hand of one card is always forced', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const state = positionAfter(2 + (seed % 3), seed, seed * 3);
      const due = dueNow(state);
      if (due === null) continue;
      const forced = publiclyForcedMove(state, due.seat);
      if (forced !== null) expect(legalMoves(state, due.seat)).toEqual([forced]);
      if (due.kind === 'play' && state.hands[due.seat].length === 1) expect(forced).not.toBeNull();
      // Another seat than the one due never has a forced move.
      expect(publiclyForcedMove(state, (due.seat + 1) % state.rules.players)).toBeNull();
    }
  });
});
