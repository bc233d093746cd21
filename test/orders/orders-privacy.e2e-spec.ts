import fc from 'fast-check';
import type { Card, Rules } from '../../src/engine';
import { dueNow, legalMoves, newGame, seededChooser } from '../../src/engine';
import { testRules } from '../../src/engine/testing/decks';
import { PrismaService } from '../../src/database/prisma.service';
import { MatchesService } from '../../src/matches/matches.service';
import { parseMoveCommand } from '../../src/matches/write/move-command';
import type { OrderWire } from '../../src/matches/write/standing-orders';
import { dataOf } from '../lobbies/lobby-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import { MATCH_EVENT_FIELDS, STORY_EVENT_FIELDS } from '../support/schema-fields';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { SET_ORDERS, myOrders } from './orders-support';

/** Seers and Vampires for the decisions; no heroes, so that a given deck is the whole deal. */
const RULES: Rules = testRules(['goblins', 'knights', 'seers', 'vampires', 'undead'], { players: 2 });
const FACTIONS = RULES.factions as readonly string[];

/** The deal a seed makes, as a given deck (R10 `deck`: dealing order, top first). */
function dealOf(seedHex: string): { deck: Card[]; firstLeader: number; seed: string } {
  const game = newGame(RULES, seedHex);
  if (!game.ok) throw new Error(game.error.message);
  const s = game.value;
  const dealt = s.hands[0].flatMap((card, i) => [card, s.hands[1][i]]);
  return { deck: [...dealt, ...s.prizes, ...s.drawPile], firstLeader: s.leader, seed: seedHex };
}

const anyWire: fc.Arbitrary<OrderWire> = (() => {
  const faction = fc.constantFrom(...FACTIONS);
  // Only cards of this match's deck (factions have different value ranges): an order naming another is refused.
  const card = fc.constantFrom(...dealOf('0'.repeat(64)).deck);
  return fc.oneof(
    fc.record({
      when: fc.constant('LED' as const),
      whenFaction: faction,
      answer: fc.constant('LOWEST' as const),
      faction,
    }),
    fc.record({ when: fc.constant('LED' as const), whenCard: card, answer: fc.constant('CARD' as const), card }),
    fc.record({
      when: fc.constant('MUST_FOLLOW' as const),
      whenFaction: faction,
      answer: fc.constantFrom('LOWEST' as const, 'HIGHEST' as const),
    }),
    fc.record({ when: fc.constant('I_LEAD' as const), answer: fc.constant('HIGHEST' as const), faction }),
    fc.record({
      when: fc.constant('SEER' as const),
      answer: fc.constantFrom('TAKE_PRIZE' as const, 'TAKE_TOP' as const),
    }),
    fc.constant({ when: 'VAMPIRE' as const, answer: 'BURY_NOTHING' as const }),
  );
})();

/**
 * R9 for standing orders (docs/correspondence.md "Standing orders"): a move an order played looks, to the
 * other seat, exactly like the same move played by hand at that moment. Two matches of the same deal: in
 * one alice has random orders, in the other she plays by hand the very moves her orders played. Bob's
 * match, events, story and notices are the same in both, field for field (the per-match random parts —
 * ids, hashes, salts, request ids, times — only as their presence).
 */
describe('R9: standing orders are invisible to the other seats', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp({ env: { CLAIM_ORDER_DELAY: '0', CLAIM_TIMEOUT_SWEEP: '0', CLAIM_WEBHOOK_POLL: '0' } });
    [alice, bob] = await Promise.all([registerUser(app), registerUser(app)]);
  });

  afterAll(async () => {
    await app?.close();
  });

  /** Everything bob can read about a match, with the per-match random parts reduced to their presence. */
  async function bobSees(matchId: string): Promise<unknown> {
    const read = async <T>(query: string): Promise<T> =>
      dataOf(await gql<T>(app, query, { token: bob.token, variables: { m: matchId } }));
    const { matchEvents } = await read<{ matchEvents: Record<string, unknown>[] }>(
      `query($m: ID!) { matchEvents(matchId: $m) { ${MATCH_EVENT_FIELDS} } }`,
    );
    const { matchStory } = await read<{ matchStory: Record<string, unknown>[] }>(
      `query($m: ID!) { matchStory(matchId: $m) { ${STORY_EVENT_FIELDS} } }`,
    );
    const { match } = await read<{ match: Record<string, unknown> }>(
      `query($m: ID!) { match(id: $m) { version status mySeat table { hand followerPile toAct { kind seat } trick { card seat } seats { handSize followerPileSize knownCards scorePile } } result { winner } } }`,
    );
    const notices = await app.app.get(PrismaService).notificationLogEntry.findMany({
      where: { userId: bob.id },
      orderBy: { seq: 'asc' },
    });
    const random = new Set(['hash', 'prevHash', 'payloadHash', 'salt', 'requestId', 'createdAt']);
    return {
      match,
      events: matchEvents.map((e) =>
        Object.fromEntries(Object.entries(e).map(([k, v]) => [k, random.has(k) ? v !== null : v])),
      ),
      story: matchStory.map(({ at: _at, ...rest }) => rest),
      notices: notices
        .filter((n) => (n.payload as { matchId?: string }).matchId === matchId)
        .map((n) => {
          const { matchId: _m, deadline: _d, ...rest } = n.payload as Record<string, unknown>;
          return [n.kind, rest];
        }),
    };
  }

  it('bob’s view, events, story and notices are the same with alice’s orders as with her hand, move for move', async () => {
    let fired = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.array(anyWire, { minLength: 1, maxLength: 8 }),
        async (seed, wires) => {
          const service = app.app.get(MatchesService);
          const deal = dealOf(seed.toString(16).padStart(64, '0'));
          const withOrders = await service.start(RULES, [alice, bob], alice.id, { deal, spectators: 'anyone' });
          const byHand = await service.start(RULES, [alice, bob], alice.id, { deal, spectators: 'anyone' });
          dataOf(await gql(app, SET_ORDERS, { token: alice.token, variables: { m: withOrders, o: wires } }));
          // Play it out: each seat due moves by hand at random; alice's orders play whenever they apply. The
          // other match follows by hand, move for move, and whenever an order has just played while the
          // match runs, bob's sight of both is compared there (the mark is alice's alone until the end).
          const choose = seededChooser(seed);
          for (;;) {
            const runtime = await service.load(withOrders);
            if (runtime.status !== 'running') break;
            const due = dueNow(runtime.state)!;
            const legal = legalMoves(runtime.state, due.seat);
            const { seat: _seat, ...chosen } = legal[choose(legal.length)];
            await service.move({
              caller: [alice, bob][due.seat],
              matchId: withOrders,
              command: parseMoveCommand(chosen),
              expectedVersion: runtime.version,
            });
            const after = await service.load(withOrders);
            const handVersion = (await service.load(byHand)).version;
            const moves = after.events.filter((e) => e.seq > handVersion && e.type === 'move');
            for (const event of moves) {
              if (event.type !== 'move') continue;
              const { seat, ...input } = event.payload;
              await service.move({
                caller: [alice, bob][seat],
                matchId: byHand,
                command: parseMoveCommand(input),
                expectedVersion: (await service.load(byHand)).version,
              });
            }
            if (moves.length > 1 && after.status === 'running') {
              expect(await bobSees(withOrders)).toEqual(await bobSees(byHand));
            }
          }
          fired += (await myOrders(app, alice, withOrders)).filter((o) => o.status === 'FIRED').length;
          // Once the match is over the record lists the orders and every reader sees the marks: the rest is
          // the same, and the marks are exactly the moves the orders played.
          const [a, b] = [await bobSees(withOrders), await bobSees(byHand)];
          type Sight = { events: Record<string, unknown>[]; story: Record<string, unknown>[] };
          const strip = (list: Record<string, unknown>[]) => list.map(({ byStandingOrder: _b, ...e }) => e);
          const unmark = (sight: unknown): unknown => {
            const { events, story, ...rest } = sight as Sight;
            return { ...rest, events: strip(events), story: strip(story) };
          };
          expect(unmark(a)).toEqual(unmark(b));
          const firedSeqs = (await myOrders(app, alice, withOrders))
            .flatMap((o) => (o.firedSeq === null ? [] : [o.firedSeq]))
            .sort((x, y) => x - y);
          const markedIn = (list: Record<string, unknown>[]) => list.filter((e) => e.byStandingOrder).map((e) => e.seq);
          expect(markedIn((a as Sight).events)).toEqual(firedSeqs);
          expect(markedIn((a as Sight).story)).toEqual(firedSeqs);
          expect(markedIn((b as Sight).events)).toEqual([]);
          expect(markedIn((b as Sight).story)).toEqual([]);
        },
      ),
      { numRuns: 4 },
    );
    // The property is about something: some orders did play.
    expect(fired).toBeGreaterThan(0);
  }, 300_000);
});
