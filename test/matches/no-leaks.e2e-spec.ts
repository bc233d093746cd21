import fc from 'fast-check';
import type { Client } from 'graphql-ws';
import type { Seat, Rules } from '../../src/engine';
import { FACTIONS, HEROES, seatToAct, seededChooser, viewFor, rulesFrom } from '../../src/engine';
import { possibleCards } from '../../src/engine/testing/decks';
import { MatchesService } from '../../src/matches/matches.service';
import { connectWs } from '../support/graphql-ws';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import type { MoveModel } from './match-support';
import { MATCH_FIELDS, MOVE_FIELDS, sendMove } from './match-support';
import type { PublishedEvent } from '../audit/chain-procedure';
import { EVENT_FIELDS, cardsMatchingHashes, hexValuesIn, recomputeChain } from '../audit/chain-procedure';

const CARD =
  /\b(?:goblins|knights|undead|dwarves|doppelgangers|gnomes|giants|dragons|trolls|seers|vampires|zombies|werewolves|shadows):\d+\b|\bhero:[a-z-]+\b/g;

/** Every card string in a JSON-able value. */
function cardsIn(value: unknown): Set<string> {
  return new Set(JSON.stringify(value).match(CARD) ?? []);
}

const OTHER_FACTIONS = FACTIONS.filter((f) => !['goblins', 'knights', 'gnomes', 'giants'].includes(f));
const ruleSets = fc
  .record({
    pair: fc.constantFrom(['goblins', 'knights'], ['gnomes', 'giants']),
    others: fc.shuffledSubarray([...OTHER_FACTIONS], { minLength: 3, maxLength: 3 }),
    heroes: fc.subarray([...HEROES]),
  })
  .map(({ pair, others, heroes }): Rules => {
    const r = rulesFrom([...pair, ...others], heroes);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  });

/**
 * R9 at the API: every card identity a player receives — in match, matchAt, legalMoves, matchEvents,
 * mutation answers, errors and subscription messages — is one the engine's own view for that seat
 * holds at that moment; and the seed stays secret until the end. A hidden Cthulhu discard's hashes give
 * no card away either (issue 13; test/matches/hidden-hashes.e2e-spec.ts tries every derived value).
 */
describe('R9 no leaks through the API', () => {
  let app: TestApp;
  let players: RegisteredUser[];

  beforeAll(async () => {
    app = await startTestApp();
    players = [await registerUser(app), await registerUser(app)];
  });
  afterAll(async () => app.close());

  it('R9 holds for every answer in random games of random rule sets, with forced moves played for either player or not', async () => {
    await fc.assert(
      fc.asyncProperty(
        ruleSets,
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.tuple(fc.boolean(), fc.boolean()),
        async (rules, chooserSeed, forced) => {
          const service = app.app.get(MatchesService);
          // Forced moves played for you (docs/bots.md): the server's automatic moves answer nobody, and show
          // in every log with their `auto` mark, which the chain covers.
          for (const [seat, on] of forced.entries()) {
            const set = await gql(app, 'mutation($on: Boolean!) { setForcedMoves(on: $on) { on } }', {
              token: players[seat].token,
              variables: { on },
            });
            expect(set.data).toEqual({ setForcedMoves: { on } });
          }
          const matchId = await service.start(rules, players, players[0].id);
          const candidates = [...new Set(possibleCards(rules))];
          const allowed = async (seat: Seat): Promise<{ cards: Set<string>; seed: string; over: boolean }> => {
            const runtime = await service.load(matchId);
            return {
              cards: cardsIn(viewFor(runtime.state, seat)),
              seed: runtime.header.seed,
              over: runtime.status !== 'running',
            };
          };
          // The log may show what a seat saw at any earlier moment (a played card that later went into a
          // hidden pile), so history is checked against everything the seat's views ever held.
          const seenSoFar: Set<string>[] = [new Set(), new Set()];
          const check = async (seat: Seat, answer: unknown, where: string, history = false) => {
            const { cards, seed, over } = await allowed(seat);
            for (const c of cards) seenSoFar[seat].add(c);
            const permitted = history ? seenSoFar[seat] : cards;
            const leaked = [...cardsIn(answer)].filter((c) => !permitted.has(c));
            if (leaked.length > 0) throw new Error(`${where} showed seat ${seat} ${leaked.join(', ')}`);
            if (!over && JSON.stringify(answer).includes(seed))
              throw new Error(`${where} showed seat ${seat} the seed`);
          };

          // Subscriptions: each message is checked against the state right after its event.
          const clients: Client[] = players.map((p) => connectWs(app, { token: p.token }));
          const problems: string[] = [];
          const pendingChecks: Promise<void>[] = [];
          const disposers = clients.map((client, seat) =>
            client.subscribe(
              {
                query: `subscription($m: ID!) { matchUpdated(matchId: $m) { event { seq type seat move { ${MOVE_FIELDS} } payload } match { ${MATCH_FIELDS} } } }`,
                variables: { m: matchId },
              },
              {
                next: (message) => {
                  const version = (message.data as { matchUpdated: { match: { version: number } } } | undefined)
                    ?.matchUpdated.match.version;
                  pendingChecks.push(
                    (async () => {
                      const at = await service.viewAt(players[seat], matchId, version ?? 0);
                      const visible = cardsIn(at.view);
                      const leaked = [...cardsIn(message)].filter((c) => !visible.has(c));
                      if (leaked.length) problems.push(`subscription showed seat ${seat} ${leaked.join(', ')}`);
                    })(),
                  );
                },
                error: (e) => problems.push(String(e)),
                complete: () => undefined,
              },
            ),
          );
          await new Promise((r) => setTimeout(r, 150));

          const choose = seededChooser(chooserSeed);
          const autoMarks: number[][] = [[], []];
          for (let guard = 0; guard < 200; guard++) {
            const runtime = await service.load(matchId);
            if (runtime.status !== 'running') break;
            const seat = seatToAct(runtime.state)!;
            for (const s of [0, 1]) {
              const token = players[s].token;
              const match = await gql(app, `query($id: ID!) { match(id: $id) { ${MATCH_FIELDS} } }`, {
                token,
                variables: { id: matchId },
              });
              await check(s, match, 'match');
              const events = await gql<{
                matchEvents: (PublishedEvent & { seat: number; hidden: boolean; move: unknown })[];
              }>(
                app,
                `query($m: ID!) { matchEvents(matchId: $m) { seat hidden move { ${MOVE_FIELDS} } ${EVENT_FIELDS} } }`,
                { token, variables: { m: matchId } },
              );
              await check(s, events, 'matchEvents', true);
              // Every seat sees the same automatic marks: whether a move was played for its player is public.
              autoMarks[s] = events.data!.matchEvents.filter((e) => e.auto).map((e) => e.seq);
              // Hashes and derived values (issue 13): a hidden event's salt stays secret, no candidate card
              // hashes to anything this seat received, and the chain links through it.
              const log = events.data!.matchEvents;
              const seen = hexValuesIn([match, events]);
              for (const e of log.filter((event) => event.hidden)) {
                expect([e.payload, e.salt, e.move]).toEqual([null, null, null]);
                expect(cardsMatchingHashes(matchId, e, candidates, seen)).toEqual([]);
              }
              expect(recomputeChain(matchId, log)).toMatchObject({
                problems: [],
                unchecked: log.filter((e) => e.hidden).map((e) => e.seq),
              });
              const legal = await gql(app, `query($m: ID!) { legalMoves(matchId: $m) { ${MOVE_FIELDS} } }`, {
                token,
                variables: { m: matchId },
              });
              await check(s, legal, 'legalMoves');
              // Trying to play the other player's cards must not confirm or deny what they hold.
              const other = runtime.state.hands[1 - s][0];
              if (other !== undefined && !runtime.state.hands[s].includes(other)) {
                const tried = await gql(
                  app,
                  'mutation($m: ID!, $c: String!, $v: Int!) { playCard(matchId: $m, card: $c, expectedVersion: $v) { version } }',
                  {
                    token,
                    variables: { m: matchId, c: other, v: runtime.version },
                  },
                );
                const { cards } = await allowed(s);
                const mentioned = [...cardsIn(tried.errors ?? [])].filter((c) => c !== other && !cards.has(c));
                expect(mentioned).toEqual([]);
                expect(tried.errors?.[0].extensions?.code).toBe('ILLEGAL_MOVE');
              }
            }
            expect(autoMarks[0]).toEqual(autoMarks[1]);
            const legal = (
              await gql<{ legalMoves: MoveModel[] }>(
                app,
                `query($m: ID!) { legalMoves(matchId: $m) { ${MOVE_FIELDS} } }`,
                { token: players[seat].token, variables: { m: matchId } },
              )
            ).data!.legalMoves;
            const sent = await sendMove(
              app,
              players[seat].token,
              matchId,
              legal[choose(legal.length)],
              runtime.version,
            );
            expect(sent.errors).toBeUndefined();
            await check(seat, sent, 'mutation answer');
          }
          expect((await service.load(matchId)).status).toBe('finished');
          await new Promise((r) => setTimeout(r, 200));
          await Promise.all(pendingChecks);
          disposers.forEach((dispose) => dispose());
          await Promise.all(clients.map(async (c) => c.dispose()));
          expect(problems).toEqual([]);
        },
      ),
      { numRuns: Number(process.env.LEAK_RUNS ?? 2) },
    );
  }, 240_000);
});
