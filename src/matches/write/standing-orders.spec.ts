import fc from 'fast-check';
import type { GameState, Rules, Seat } from '../../engine';
import {
  HEROES,
  apply,
  cloneState,
  dueNow,
  factionOf,
  legalMoves,
  newGame,
  seededChooser,
  viewFor,
} from '../../engine';
import { possibleCards, testRules } from '../../engine/testing/decks';
import type { OrderWire, StandingOrder } from './standing-orders';
import { ORDER_CONDITIONS, decide, orderDelayMs, parseOrder, toWire } from './standing-orders';

const FACTIONS_3_4 = ['goblins', 'knights', 'undead', 'dwarves', 'seers', 'vampires', 'zombies'];

function rulesFor(players: number): Rules {
  return testRules(players === 2 ? ['goblins', 'knights', 'seers', 'vampires', 'undead'] : FACTIONS_3_4, {
    players,
    heroes: [...HEROES],
  });
}

/** A game of `players` dealt from `seed` and played at random for `steps` moves (or to its end). */
function positionAfter(players: number, seed: number, steps: number): GameState {
  const game = newGame(rulesFor(players), seed.toString(16).padStart(64, '0'));
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

/** The state with the hidden cards of every seat but `owner` exchanged among them (sizes kept): `owner` sees no difference. */
function othersShuffled(s: GameState, owner: Seat, seed: number): GameState {
  const twin = cloneState(s);
  const choose = seededChooser(seed);
  const slots = twin.hands.flatMap((hand, seat) =>
    seat === owner ? [] : hand.flatMap((card, i) => (twin.knownToAll[seat].includes(card) ? [] : [[seat, i] as const])),
  );
  for (let n = 0; n < 20 && slots.length > 1; n++) {
    const [a, i] = slots[choose(slots.length)];
    const [b, j] = slots[choose(slots.length)];
    [twin.hands[a][i], twin.hands[b][j]] = [twin.hands[b][j], twin.hands[a][i]];
  }
  return twin;
}

/** Any order the language can say, over the cards and factions of `rules`. */
function anyOrder(rules: Rules): fc.Arbitrary<StandingOrder> {
  const card = fc.constantFrom(...possibleCards(rules));
  const faction = fc.constantFrom(...rules.factions);
  const choice = fc.oneof(
    card.map((c) => ({ card: c })),
    faction.map((f) => ({ lowest: f })),
    faction.map((f) => ({ highest: f })),
  );
  return fc.oneof(
    fc.record({
      when: fc.constant('led' as const),
      led: fc.oneof(
        card.map((c) => ({ card: c })),
        faction.map((f) => ({ faction: f })),
      ),
      play: choice,
    }),
    fc.record({
      when: fc.constant('mustFollow' as const),
      faction,
      play: fc.constantFrom('lowest' as const, 'highest' as const),
    }),
    fc.record({ when: fc.constant('iLead' as const), play: choice }),
    fc.record({ when: fc.constant('seer' as const), take: fc.constantFrom('prize' as const, 'top' as const) }),
    fc.constant({ when: 'vampire' as const, answer: 'buryNothing' as const }),
    fc.record({ when: fc.constant('skeleton' as const), take: fc.boolean() }),
    fc.record({ when: fc.constant('cthulhu' as const), discard: choice }),
  );
}

describe('standing orders (docs/correspondence.md "Standing orders")', () => {
  const rules = rulesFor(2);

  it('parses every condition kind and reads back the same wire form', () => {
    const wires: OrderWire[] = [
      { when: 'LED', whenCard: 'goblins:3', answer: 'CARD', card: 'knights:5' },
      { when: 'LED', whenFaction: 'goblins', answer: 'LOWEST', faction: 'knights' },
      { when: 'MUST_FOLLOW', whenFaction: 'undead', answer: 'HIGHEST' },
      { when: 'I_LEAD', answer: 'HIGHEST', faction: 'seers' },
      { when: 'SEER', answer: 'TAKE_TOP' },
      { when: 'VAMPIRE', answer: 'BURY_NOTHING' },
      { when: 'SKELETON', answer: 'LEAVE' },
      { when: 'CTHULHU', answer: 'CARD', card: 'hero:mummy' },
    ];
    expect(new Set(wires.map((w) => w.when))).toEqual(new Set(ORDER_CONDITIONS));
    for (const wire of wires) {
      const parsed = parseOrder(wire, rules);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      const back = toWire(parsed.order);
      expect({
        ...back,
        whenCard: back.whenCard ?? undefined,
        whenFaction: back.whenFaction ?? undefined,
      }).toMatchObject(Object.fromEntries(Object.entries(wire).filter(([, v]) => v !== undefined)));
      const again = parseOrder(back, rules);
      expect(again.ok && again.order).toEqual(parsed.order);
    }
  });

  it('refuses unknown cards, cards and factions outside the match, and answers the condition does not take', () => {
    const cases: [unknown, string][] = [
      [{ when: 'LED', whenCard: 'goblins:99', answer: 'CARD', card: 'knights:5' }, 'whenCard'],
      [{ when: 'I_LEAD', answer: 'CARD', card: 'dragons:4' }, 'card'],
      [{ when: 'MUST_FOLLOW', whenFaction: 'dragons', answer: 'LOWEST' }, 'whenFaction'],
      [{ when: 'SEER', answer: 'CARD', card: 'seers:1' }, 'answer'],
      [{ when: 'NEVER', answer: 'CARD' }, 'when'],
      [{ when: 'I_LEAD', answer: 'LOWEST' }, 'faction'],
      ['lead goblins', 'order'],
    ];
    for (const [input, field] of cases) {
      const parsed = parseOrder(input, rules);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(Object.keys(parsed.errors)).toContain(field);
    }
  });

  it('never a wrong move: what an order plays is always a legal move of its owner, 2–4 players', () => {
    let played = 0;
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 4 })
          .chain((players) =>
            fc.tuple(fc.constant(players), anyOrder(rulesFor(players)), fc.integer({ min: 1, max: 2 ** 31 - 1 })),
          ),
        fc.integer({ min: 0, max: 120 }),
        ([players, order, seed], steps) => {
          const state = positionAfter(players, seed, steps);
          const due = dueNow(state);
          if (due === null) return;
          const decision = decide(order, viewFor(state, due.seat), legalMoves(state, due.seat));
          if (decision.kind === 'play') {
            expect(decision.move.seat).toBe(due.seat);
            expect(apply(state, decision.move).ok).toBe(true);
            played++;
          }
          // Nobody else's order ever applies.
          const other = (due.seat + 1) % players;
          expect(decide(order, viewFor(state, other), legalMoves(state, other)).kind).toBe('wait');
        },
      ),
      { numRuns: 400 },
    );
    expect(played).toBeGreaterThan(0);
  });

  it('R9: what an order does depends only on its owner’s view: other seats’ hidden cards exchanged change nothing', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 4 })
          .chain((players) =>
            fc.tuple(fc.constant(players), fc.array(anyOrder(rulesFor(players)), { minLength: 1, maxLength: 5 })),
          ),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 120 }),
        fc.integer(),
        ([players, orders], seed, steps, shuffle) => {
          void players;
          const state = positionAfter(players, seed, steps);
          const due = dueNow(state);
          if (due === null) return;
          const twin = othersShuffled(state, due.seat, shuffle);
          for (const order of orders)
            expect(decide(order, viewFor(twin, due.seat), legalMoves(twin, due.seat))).toEqual(
              decide(order, viewFor(state, due.seat), legalMoves(state, due.seat)),
            );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('MUST_FOLLOW picks the lowest or highest card of the led faction in hand; a LED order for a card gone is dropped', () => {
    let checked = 0;
    for (let seed = 1; seed <= 400 && checked < 20; seed++) {
      const state = positionAfter(2, seed, (seed % 20) * 2 + 1);
      const due = dueNow(state);
      if (due?.kind !== 'play' || state.trick.length !== 1) continue;
      const led = factionOf(state.trick[0].card);
      const hand = state.hands[due.seat];
      const mine = hand.filter((c) => factionOf(c) === led);
      if (led === null || mine.length === 0) continue;
      const view = viewFor(state, due.seat);
      const legal = legalMoves(state, due.seat);
      const values = mine.map((c) => Number(c.split(':')[1]));
      const low = decide({ when: 'mustFollow', faction: led, play: 'lowest' }, view, legal);
      const high = decide({ when: 'mustFollow', faction: led, play: 'highest' }, view, legal);
      expect(low.kind === 'play' && 'play' in low.move && Number(low.move.play.split(':')[1])).toBe(
        Math.min(...values),
      );
      expect(high.kind === 'play' && 'play' in high.move && Number(high.move.play.split(':')[1])).toBe(
        Math.max(...values),
      );
      // A card the owner does not hold: the order is dropped, with a reason, and plays nothing.
      const gone = possibleCards(state.rules).find((c) => !hand.includes(c) && factionOf(c) === led)!;
      const dropped = decide({ when: 'led', led: { faction: led }, play: { card: gone } }, view, legal);
      expect(dropped).toEqual({ kind: 'drop', reason: `${gone} is not in your hand` });
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('an order waits between its delay and three times it, from its private id', () => {
    expect(orderDelayMs('a', 1, 0)).toBe(0);
    for (let v = 0; v < 50; v++) {
      const d = orderDelayMs('0b6c2c1e-8f0c-4a53-9a47-1d8e1f0f8a6d', v, 30_000);
      expect(d).toBeGreaterThanOrEqual(30_000);
      expect(d).toBeLessThanOrEqual(90_000);
    }
  });
});
