import fc from 'fast-check';
import { BotRandom, chooseMove } from './bot';
import { dealSeed, decisionRichRules, mixedRules } from './bot/testing';
import type { GameState, Move, Seat } from '../engine';
import { EDITIONS, apply, isMoveHiddenFrom, legalMoves, newGame, seatToAct, viewFor } from '../engine';
import { foldEvents, initialRuntime } from '../matches/match-runtime';
import type { MatchHeader, MatchEventBody, StoredEvent } from '../matches/match.types';
import { botInputFor } from './seat-input';

/** A stored event as the log holds it; the chain's hashes play no part in replaying. */
function stored(matchId: string, seq: number, body: MatchEventBody): StoredEvent {
  const stamp = {
    actorUserId: null,
    requestId: null,
    idempotencyKey: null,
    salt: null,
    prevHash: '',
    hash: '',
    createdAt: new Date(0),
  };
  return { ...body, ...stamp, seq, matchId };
}

const gameArb = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  rich: fc.boolean(),
  deal: fc.nat(100_000),
  moves: fc.nat(400),
  edition: fc.constantFrom(...EDITIONS),
});

describe("the computer's input is the seat's view and history, nothing else (R9)", () => {
  it('equals viewFor after every event and the moves the seat may see, for every player count, edition and decision', () => {
    fc.assert(
      fc.property(gameArb, ({ players, rich, deal, moves, edition }) => {
        const rules = rich ? decisionRichRules(players, deal) : mixedRules(players, 'custom', true, deal);
        const seats = Array.from({ length: players }, (_, seat) => ({
          seat,
          userId: `u${seat}`,
          username: `p${seat}`,
        }));
        const header: MatchHeader = {
          id: '00000000-0000-4000-8000-000000000001',
          rules,
          seed: dealSeed(deal),
          seedCommitment: '',
          seats,
          createdAt: new Date(0),
          importedBy: null,
        };
        const events = [
          stored(header.id, 0, { type: 'match_started', payload: { rules, seats, seedCommitment: '', edition } }),
        ];
        // The same game by the engine alone, state by state.
        const start = newGame(rules, header.seed, undefined, edition);
        if (!start.ok) throw new Error(start.error.message);
        const states: GameState[] = [start.value];
        const played: Move[] = [];
        const random = new BotRandom(deal);
        for (let i = 0; i < moves && seatToAct(states[i]) !== null; i++) {
          const options = legalMoves(states[i], seatToAct(states[i])!);
          const move = options[random.int(options.length)];
          const next = apply(states[i], move);
          if (!next.ok) throw new Error(next.error.message);
          states.push(next.value);
          played.push(move);
          events.push(stored(header.id, i + 1, { type: 'move', payload: move }));
        }
        const runtime = foldEvents(initialRuntime(header), events);
        const now = states[states.length - 1];
        const seat: Seat | null = seatToAct(now);
        if (seat === null) return;

        const input = botInputFor(runtime, seat, 'easy');
        expect(Object.keys(input).sort()).toEqual(['history', 'level', 'seed', 'view']);
        expect(input.view).toEqual(viewFor(now, seat));
        expect(input.history.edition).toBe(edition);
        expect(input.history.views).toEqual(states.map((s) => viewFor(s, seat)));
        expect(input.history.moves).toEqual(played.map((m, i) => (isMoveHiddenFrom(now, i, m, seat) ? null : m)));
        // Nothing of the shuffle: the deal's seed is nowhere in what the thread is sent.
        expect(JSON.stringify(input)).not.toContain(header.seed);
        expect(legalMoves(now, seat)).toContainEqual(
          chooseMove({ ...input, budget: { steps: 300, worlds: 2, timeMs: Infinity } }).move,
        );
      }),
      { numRuns: 40 },
    );
  });
});
