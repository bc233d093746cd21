/**
 * Property tests over thousands of random games (fast-check): random rule sets (presets and custom
 * mixes, any hero subset, R2), random seeds (R2.4), random legal moves.
 */
import fc from 'fast-check';
import type { Card } from './cards';
import { FACTIONS, HEROES, factionCards, heroCard } from './cards';
import type { Move } from './moves';
import { apply, legalMoves } from './moves';
import { seatToAct } from './flow';
import type { Chooser } from './random-play';
import { seededChooser } from './random-play';
import { toRecord, verifyRecord } from './record';
import type { Rules } from './rules';
import { MAX_HEROES_IN_DECK } from './rules';
import { newGame } from './setup';
import type { GameState } from './state';
import { TrickAccounting } from './testing/accounting';
import type { GameConfig } from './testing/arbitraries';
import { customRulesArb, gameArb, twoPlayerRulesArb } from './testing/arbitraries';
import {
  conservationProblems,
  heroesInGame,
  moveLogProblems,
  noCardsSeen,
  noteSeen,
  viewProblems,
} from './testing/invariants';
import { destinationProblems, trickProblems } from './testing/reference-tricks';
import { referenceOutcome } from './testing/reference-scoring';
import type { Step } from './testing/walk';
import { walkGame } from './testing/walk';

/** Runs per property and player count; together they keep the engine suite within about a minute. */
const RUNS = { 2: 1500, 3: 300, 4: 300 } as const;
const VIEW_RUNS = { 2: 1000, 3: 200, 4: 150 } as const;
const MOVE_RUNS = { 2: 1000, 3: 200, 4: 200 } as const;

const rulesFor = (players: 2 | 3 | 4): fc.Arbitrary<Rules> =>
  players === 2 ? twoPlayerRulesArb : customRulesArb(players);

function start(config: GameConfig): GameState {
  const game = newGame(config.rules, config.seed);
  if (!game.ok) throw new Error(`newGame: ${game.error.message}`);
  return game.value;
}

/** Plays the game, collecting what each check finds; the first few problems fail the property. */
function walkChecking(config: GameConfig, check: (step: Step) => string[]): { state: GameState; moves: Move[] } {
  const problems: string[] = [];
  const result = walkGame(start(config), seededChooser(config.moves), (step) => {
    if (problems.length < 5) problems.push(...check(step).map((p) => `after move ${step.moves.length}: ${p}`));
  });
  if (problems.length > 0) throw new Error(problems.slice(0, 5).join('\n'));
  return result;
}

const PLAYER_COUNTS = [2, 3, 4] as const;

describe.each(PLAYER_COUNTS)('Properties of random games, %i players', (players) => {
  it('every card is in exactly one zone at every step; the deal, the draws and the hands add up (R2–R3, R6–R8); every trick is ranked, led on, mooned and collected as a reference reading of R3–R5, R7, R8 says; the game ends with the outcome a reference reading of R3.4, R8.4, R8.5 gives; its record replays to the same state and result (R10)', () => {
    fc.assert(
      fc.property(gameArb(rulesFor(players)), (config) => {
        const accounting = new TrickAccounting();
        let heroes: Card[] = [];
        const { state, moves } = walkChecking(config, ({ state: s, moves: log, previous }) => {
          if (log.length === 0) {
            heroes = heroesInGame(s);
            const dealt = Math.min(MAX_HEROES_IN_DECK, config.rules.heroes.length);
            if (heroes.length !== dealt || !heroes.every((h) => config.rules.heroes.some((x) => heroCard(x) === h))) {
              return [`heroes in the game: ${heroes}, chosen ${config.rules.heroes}`];
            }
          }
          return [
            ...conservationProblems(s, heroes),
            ...accounting.observe(s, log),
            ...(previous ? [...trickProblems(previous, s), ...destinationProblems(previous, s)] : []),
          ];
        });
        expect(state.phase).toBe('over');
        expect(state.outcome).not.toBeNull();
        const sides = players === 4 ? 2 : players;
        for (const side of [state.outcome!.winner, ...Object.values(state.outcome!.factions)]) {
          expect(side === null || (Number.isInteger(side) && side >= 0 && side < sides)).toBe(true);
        }
        expect(Object.keys(state.outcome!.factions).sort()).toEqual([...config.rules.factions].sort());
        expect(state.outcome).toEqual(referenceOutcome(state));
        const record = toRecord(
          { rules: config.rules, seats: Array.from({ length: players }, (_, i) => `p${i}`), seed: config.seed },
          moves,
          state.outcome,
        );
        const verified = verifyRecord(JSON.parse(JSON.stringify(record)));
        if (!verified.ok) throw new Error(`the record does not verify: ${verified.error.message}`);
        expect(verified.value.outcome).toEqual(state.outcome);
        if (JSON.stringify(verified.value.state) !== JSON.stringify(state)) expect(verified.value.state).toEqual(state);
      }),
      { numRuns: RUNS[players] },
    );
  });

  it('R9: at every step, every seat’s view and the spectator’s hold exactly what they may see; the move log hides only open Cthulhu discards', () => {
    fc.assert(
      fc.property(gameArb(rulesFor(players)), (config) => {
        const seen = noCardsSeen(players);
        const viewers = [...Array.from({ length: players }, (_, i) => i), null];
        walkChecking(config, ({ state: s, moves }) => {
          const problems = viewers.flatMap((viewer) => viewProblems(s, viewer, seen));
          // The move log: check the open round each step, the whole log at the end.
          const recent = s.phase === 'over' ? moves : moves.slice(-(players + 1));
          if (s.phase === 'over' || s.cthulhuChoices.length > 0 || moves.length % 16 === 0) {
            for (const viewer of viewers) problems.push(...moveLogProblems(s, moves, viewer));
          } else if (recent.some((m) => 'discard' in m)) {
            for (const viewer of viewers) problems.push(...moveLogProblems(s, moves, viewer));
          }
          noteSeen(seen, s);
          return problems;
        });
      }),
      { numRuns: VIEW_RUNS[players] },
    );
  });

  it('every listed move is accepted, and random moves that are not listed are rejected without changing anything', () => {
    const allCards: Card[] = [...new Set([...FACTIONS.flatMap((f) => factionCards(f)), ...HEROES.map(heroCard)])];
    fc.assert(
      fc.property(gameArb(rulesFor(players)), (config) => {
        const pick = seededChooser(config.moves ^ 0x5eed);
        walkChecking(config, ({ state: s }) => {
          const problems: string[] = [];
          const toAct = seatToAct(s);
          const legal = toAct === null ? [] : legalMoves(s, toAct);
          for (let seat = 0; seat < players; seat++) {
            if (seat !== toAct && legalMoves(s, seat).length > 0)
              problems.push(`seat ${seat} has moves but ${toAct} is to act`);
          }
          const keys = new Set(legal.map(moveKey));
          if (keys.size !== legal.length) problems.push('legalMoves lists a move twice');
          // Every listed move (a sample of 16 when a Vampire decision lists more).
          const tries = legal.length <= 16 ? legal : Array.from({ length: 16 }, () => legal[pick(legal.length)]);
          for (const move of tries) {
            const next = apply(s, move);
            if (!next.ok) problems.push(`listed move ${JSON.stringify(move)} rejected: ${next.error.code}`);
          }
          const before = JSON.stringify(s);
          for (let i = 0; i < 12; i++) {
            const move = randomMove(s, pick, allCards);
            if (keys.has(moveKey(move))) continue;
            const result = apply(s, move);
            if (result.ok) problems.push(`unlisted move ${JSON.stringify(move)} accepted`);
            else if (!result.error.code || !result.error.message) problems.push('an error without code or message');
          }
          if (JSON.stringify(s) !== before) problems.push('a rejected move changed the state');
          return problems;
        });
      }),
      { numRuns: MOVE_RUNS[players] },
    );
  });
});

/**
 * The same move, whatever the order of the cards buried (apply takes a multiset); keeping the Vampire
 * and burying nothing is `pass` (R10 Ruling).
 */
function moveKey(move: Move): string {
  if ('vampire' in move && move.vampire.activate === null && move.vampire.bury.length === 0)
    return JSON.stringify({ seat: move.seat, pass: true });
  if ('vampire' in move)
    return JSON.stringify({
      seat: move.seat,
      vampire: { activate: move.vampire.activate, bury: [...move.vampire.bury].sort() },
    });
  return JSON.stringify(move);
}

/**
 * A move of any kind by any seat, with cards drawn half the time from what is on the table for that
 * seat (its hand, the prizes, the last trick) so that near-misses are common, else from all cards.
 */
function randomMove(s: GameState, pick: Chooser, allCards: readonly Card[]): Move {
  const players = s.rules.players;
  const seat = pick(players + 1) % players;
  const near = [
    ...s.hands[seat],
    ...s.prizes,
    ...(s.lastTrick?.plays.map((p) => p.card) ?? []),
    ...s.gnomesInFront.flat(),
  ];
  const card = (): Card =>
    near.length > 0 && pick(2) === 0 ? near[pick(near.length)] : allCards[pick(allCards.length)];
  switch (pick(8)) {
    case 0:
      return { seat, play: card() };
    case 1:
      return { seat, discard: card() };
    case 2:
      return { seat, prize: pick(4) === 0 ? 'top' : card() };
    case 3:
      return { seat, seer: pick(2) === 0 ? 'prize' : 'top' };
    case 4:
      return {
        seat,
        vampire: { activate: pick(3) === 0 ? null : card(), bury: Array.from({ length: pick(3) }, card) },
      };
    case 5:
      return { seat, smash: { gnome: card(), victim: pick(players) } };
    case 6:
      return { seat, skeleton: true };
    default:
      return { seat, pass: true };
  }
}
