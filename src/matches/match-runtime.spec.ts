import fc from 'fast-check';
import { apply, legalMoves, rulesFrom, seatToAct, seededChooser } from '../engine';
import type { GameState } from '../engine';
import { foldEvents, initialRuntime, withDecidedEvent } from './match-runtime';
import type { MatchEventBody, StoredEvent } from './match.types';
import { fixtureHeader, storedAfter } from './testing/runtime-fixtures';

const rulesArb = fc.constantFrom(
  rulesFrom('claim', [], 2),
  rulesFrom('claim2', ['warlock', 'cthulhu'], 2),
  rulesFrom(['gnomes', 'giants', 'trolls', 'dragons', 'zombies', 'vampires', 'dwarves'], [], 3),
);
const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));

describe('the write path builds the runtime from the state it decided', () => {
  it('withDecidedEvent after apply equals replaying the same events (state, moves, status, forfeit)', () => {
    fc.assert(
      fc.property(rulesArb, seedArb, fc.nat(), fc.option(fc.nat({ max: 60 })), (rules, seed, choices, resignAt) => {
        if (!rules.ok) throw new Error(rules.error.message);
        const start = initialRuntime(fixtureHeader(rules.value, seed));
        let decided = foldEvents(start, [
          storedAfter(start, {
            type: 'match_started',
            payload: { rules: rules.value, seats: start.header.seats, seedCommitment: '' },
          }),
        ]);
        const choose = seededChooser(choices);
        for (let i = 0; decided.status === 'running'; i++) {
          let body: MatchEventBody;
          let state: GameState;
          const seat = seatToAct(decided.state)!;
          if (i === resignAt) {
            body = { type: 'resigned', payload: { seat } };
            state = decided.state;
          } else {
            const options = legalMoves(decided.state, seat);
            const move = options[choose(options.length)];
            const next = apply(decided.state, move);
            if (!next.ok) throw new Error(next.error.message);
            body = { type: 'move', payload: move };
            state = next.value;
          }
          decided = withDecidedEvent(decided, storedAfter(decided, body), state);
        }
        const replayed = foldEvents(start, decided.events);
        expect(decided.version).toBe(replayed.version);
        expect(decided.headHash).toBe(replayed.headHash);
        expect(decided.status).toBe(replayed.status);
        expect(decided.forfeit).toEqual(replayed.forfeit);
        expect(decided.moves).toEqual(replayed.moves);
        expect(decided.state).toEqual(replayed.state);
        // The export's replay without clocks: the same game, only the clocks left as they were.
        const gameOnly = foldEvents(start, decided.events, { clocks: false });
        expect({ ...gameOnly, clocks: replayed.clocks }).toEqual(replayed);
        expect(gameOnly.clocks).toBe(start.clocks);
      }),
      { numRuns: 25 },
    );
  });

  it('refuses an event that does not follow the head', () => {
    const rules = rulesFrom('claim', [], 2);
    if (!rules.ok) throw new Error(rules.error.message);
    const start = initialRuntime(fixtureHeader(rules.value, 'ab'.repeat(32)));
    const event = { ...storedAfter(start, { type: 'resigned', payload: { seat: 0 } }), seq: 3 } as StoredEvent;
    expect(() => withDecidedEvent(start, event, start.state)).toThrow('expected event 0');
  });
});
