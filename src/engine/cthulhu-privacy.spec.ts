/**
 * Issue 13, R7 Cthulhu, R9: while a round of phase-two Cthulhu discards is open, nothing a view derives
 * from a hidden discard (known cards, any other field) may differ for the other viewers whatever the
 * discarder chose, and nothing but the discarders' hand sizes may change from before the discard: by the
 * R9 ruling a discard leaves its hand at once, for every viewer (issue 27). Random games with Cthulhu, for
 * 2, 3 and 4 players (fast-check).
 */
import fc from 'fast-check';
import { seatToAct } from './flow';
import type { Move } from './moves';
import { apply, legalMoves } from './moves';
import { seededChooser } from './random-play';
import type { Rules } from './rules';
import { newGame } from './setup';
import type { GameState } from './state';
import { customRulesArb, gameArb, twoPlayerRulesArb } from './testing/arbitraries';
import { walkGame } from './testing/walk';
import type { PlayerView } from './view';
import { viewFor } from './view';

const RUNS = { 2: 300, 3: 120, 4: 120 } as const;

const withCthulhu = (rules: fc.Arbitrary<Rules>) =>
  rules.map((r) => (r.heroes.includes('cthulhu') ? r : { ...r, heroes: [...r.heroes, 'cthulhu' as const] }));

const next = (s: GameState, move: Move): GameState => {
  const result = apply(s, move);
  if (!result.ok) throw new Error(`${JSON.stringify(move)}: ${result.error.message}`);
  return result.value;
};

/** What a viewer may compare before and after a discard: everything but the version and whose turn it is. */
const settled = (view: PlayerView) => ({ ...view, version: 0, toAct: null });

/**
 * For one open round at `s` (a Cthulhu decision due): each choice the discarder may make, followed by
 * the same choices of the seats after it while the round stays open; the views of everyone else after
 * each of these steps must not depend on the discarder's choice nor differ from before it.
 */
function roundProblems(s: GameState): string[] {
  const discarder = s.pending[0].seat;
  const options = legalMoves(s, discarder);
  if (options.length < 2) return [];
  const others = [...Array.from({ length: s.rules.players }, (_, i) => i).filter((v) => v !== discarder), null];
  const before = new Map(others.map((v) => [v, settled(viewFor(s, v))]));
  const problems: string[] = [];
  // The others' continuation is the same whatever the discarder chose: their hands do not change.
  const lines = options.map((option) => {
    const states = [next(s, option)];
    for (;;) {
      const last = states[states.length - 1];
      const d = last.pending[0];
      if (d?.kind !== 'cthulhu' || last.cthulhuChoices.length === 0) break;
      states.push(next(last, legalMoves(last, d.seat)[0]));
    }
    return states.filter((state) => state.cthulhuChoices.length > 0); // the round still open
  });
  const depth = Math.min(...lines.map((l) => l.length));
  for (let step = 0; step < depth; step++) {
    for (const viewer of others) {
      const first = JSON.stringify(viewFor(lines[0][step], viewer));
      for (let o = 1; o < lines.length; o++) {
        if (JSON.stringify(viewFor(lines[o][step], viewer)) !== first)
          problems.push(
            `viewer ${viewer} tells ${JSON.stringify(options[0])} from ${JSON.stringify(options[o])} at step ${step}`,
          );
      }
      // R9 ruling: every seat that has chosen has one card fewer in hand, for every viewer, at once; nothing
      // else of any seat changes before all chose (its known cards included).
      const state = lines[0][step];
      const choices = (at: GameState, seat: number) => at.cthulhuChoices.filter((c) => c.seat === seat).length;
      const chose = (seat: number) => choices(state, seat) - choices(s, seat);
      const othersOf = (seats: PlayerView['seats'], dropped: boolean) =>
        JSON.stringify(
          seats
            .filter((x) => x.seat !== viewer)
            .map((x) => ({ ...x, handSize: x.handSize - (dropped ? chose(x.seat) : 0) })),
        );
      const view = viewFor(state, viewer);
      if (othersOf(view.seats, false) !== othersOf(before.get(viewer)!.seats, true))
        problems.push(`viewer ${viewer}: a seat changed other than its hand size dropping (step ${step})`);
      for (const x of view.seats)
        if (x.handSize !== state.hands[x.seat].length)
          problems.push(`viewer ${viewer}: seat ${x.seat}'s hand size is not its hand's (step ${step})`);
      if (JSON.stringify(view.discarded) !== JSON.stringify(before.get(viewer)!.discarded))
        problems.push(`viewer ${viewer}: the discard pile changed before all chose (step ${step})`);
    }
  }
  return problems;
}

describe.each([2, 3, 4] as const)('Issue 13, R7/R9 Cthulhu discards with %i players', (players) => {
  it('while a round is open, every other seat’s view and the spectator’s are identical whatever the discarder chose, and unchanged from before but for the hand sizes, which drop at once', () => {
    let rounds = 0;
    fc.assert(
      fc.property(gameArb(withCthulhu(players === 2 ? twoPlayerRulesArb : customRulesArb(players))), (config) => {
        const game = newGame(config.rules, config.seed);
        if (!game.ok) throw new Error(game.error.message);
        const problems: string[] = [];
        walkGame(game.value, seededChooser(config.moves), ({ state }) => {
          const d = state.pending[0];
          if (problems.length > 0 || d?.kind !== 'cthulhu' || seatToAct(state) !== d.seat) return;
          const found = roundProblems(state);
          if (legalMoves(state, d.seat).length >= 2) rounds++;
          problems.push(...found);
        });
        if (problems.length > 0) throw new Error(problems.slice(0, 3).join('\n'));
      }),
      { numRuns: RUNS[players] },
    );
    // The property must have met enough open rounds to mean something.
    expect(rounds).toBeGreaterThan(20);
  });
});
