import { randomBytes } from 'crypto';
import type { Client } from 'graphql-ws';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { GameState } from '../../src/engine';
import { apply, newGame, verifyRecord, viewFor } from '../../src/engine';
import { ChildServer } from '../support/child-server';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase } from '../support/test-database';
import { MATCH_FIELDS, MOVE_FIELDS } from '../matches/match-support';
import type { LegalMove, Player } from './support';
import { gqlAt, moveRequest, registerAt, RULE_MIX, startMatchAt } from './support';

const GAMES = Number(process.env.LEAK_GAMES ?? 200);
const AT_ONCE = 10;
const CARD =
  /\b(?:goblins|knights|undead|dwarves|doppelgangers|gnomes|giants|dragons|trolls|seers|vampires|zombies|werewolves|shadows):\d+\b|\bhero:[a-z-]+\b/g;

function cardsIn(value: unknown): Set<string> {
  return new Set(JSON.stringify(value).match(CARD) ?? []);
}

/**
 * R9 at the API under load: 200 random full games (2–4 players, every rule-set shape of RULE_MIX,
 * heroes), 10 at a time, against the server in its own process. Every answer a player gets — each
 * `legalMoves`, each mutation answer, `match` (one player every fourth move, in turn) and `matchEvents`
 * (every 15 moves) — and every subscription message (all players, every event) is kept, and checked once
 * the game is over against an independent replay: the record the server exports (seed revealed) is
 * replayed with the engine, and each card string an answer holds must be in the engine's view for that
 * seat at that version (for the log: in some view of that seat up to then, since the log shows earlier
 * public plays). The seed must not appear in anything sent before the end.
 * (test/matches/no-leaks.e2e-spec.ts checks a few games the same way in `npm test`.)
 */
describe('Leaks at the API: 200 random full games', () => {
  let database: TestDatabase;
  let server: ChildServer;
  let users: Player[];

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await ChildServer.start({
      databaseUrl: database.url,
      jwtSecret: randomBytes(32).toString('hex'),
      env: { RATE_LIMIT_AUTH: '1000000/1', RATE_LIMIT_MOVES: '1000000/1', RATE_LIMIT_API: '1000000/1' },
    });
    users = [];
    for (let i = 0; i < 4 * AT_ONCE; i++) users.push(await registerAt(server.graphqlUrl, `leak_${i}`));
  });
  afterAll(async () => {
    await server.stop();
    await database.drop();
  });

  it('shows no player a card or the seed that R9 hides from them', async () => {
    const url = server.graphqlUrl;
    const problems: string[] = [];
    let checked = 0;
    let next = 0;

    const playOne = async (game: number, lane: number): Promise<void> => {
      const mix = RULE_MIX[game % RULE_MIX.length];
      const players = users.slice(lane * 4, lane * 4 + mix.players);
      const matchId = await startMatchAt(url, players, mix.factions, mix.heroes);
      const seen: { seat: number; version: number; answer: unknown; where: string }[] = [];
      const keep = (seat: number, version: number, answer: unknown, where: string): void =>
        void seen.push({ seat, version, answer, where });

      const clients: Client[] = players.map((p) =>
        createClient({
          url: server.wsUrl,
          webSocketImpl: WebSocket,
          connectionParams: { authorization: `Bearer ${p.token}` },
          retryAttempts: 0,
          lazy: true,
        }),
      );
      const disposers = clients.map((client, seat) =>
        client.subscribe(
          // after: 0 — every event of the game, also one committed before this subscription was in place.
          {
            query: `subscription($m: ID!) { matchUpdated(matchId: $m, after: 0) { event { seq type seat hidden payload move { ${MOVE_FIELDS} } } match { ${MATCH_FIELDS} } } }`,
            variables: { m: matchId },
          },
          {
            next: (message) => {
              const version = (message.data as { matchUpdated?: { match: { version: number } } } | undefined)
                ?.matchUpdated?.match.version;
              if (version === undefined)
                problems.push(`game ${game}: subscription error ${JSON.stringify(message.errors)}`);
              else keep(seat, version, message, 'subscription');
            },
            error: (e) => problems.push(`game ${game}: ${JSON.stringify(e)}`),
            complete: () => undefined,
          },
        ),
      );
      await new Promise((r) => setTimeout(r, 100));
      let seed = game * 7919 + 1;
      const choose = (n: number): number => (seed = (seed * 48271) % 2147483647) % n;
      let version: number;
      for (let guard = 0; guard < 400; guard++) {
        const state = await gqlAt<{
          match: { version: number; status: string; table: { toAct: { seat: number } | null } };
        }>(
          url,
          'query($m: ID!) { match(id: $m) { version status table { toAct { seat } } } }',
          { m: matchId },
          players[0].token,
        );
        const match = state.data!.match;
        if (match.status !== 'running' || !match.table.toAct) break;
        const seat = match.table.toAct.seat;
        version = match.version;
        const legal = await gqlAt<{ legalMoves: LegalMove[] }>(
          url,
          `query($m: ID!) { legalMoves(matchId: $m) { ${MOVE_FIELDS} } }`,
          { m: matchId },
          players[seat].token,
        );
        keep(seat, version, legal, 'legalMoves');
        const moves = legal.data!.legalMoves;
        const { query, variables } = moveRequest(matchId, moves[choose(moves.length)], version, MATCH_FIELDS);
        const sent = await gqlAt<Record<string, { version: number }>>(url, query, variables, players[seat].token);
        const answer = Object.values(sent.data ?? {})[0];
        if (!answer) {
          problems.push(`game ${game}: move refused ${JSON.stringify(sent.errors)}`);
          break;
        }
        keep(seat, answer.version, sent, 'mutation answer');
        const reader = answer.version % players.length;
        if (answer.version % 4 === 0) {
          const read = await gqlAt<{ match: { version: number } }>(
            url,
            `query($id: ID!) { match(id: $id) { ${MATCH_FIELDS} } }`,
            { id: matchId },
            players[reader].token,
          );
          keep(reader, read.data!.match.version, read, 'match');
        }
        if (answer.version % 15 === 0) {
          const events = await gqlAt(
            url,
            `query($m: ID!) { matchEvents(matchId: $m) { seq type seat hidden payload move { ${MOVE_FIELDS} } } }`,
            { m: matchId },
            players[reader].token,
          );
          keep(reader, answer.version, events, 'matchEvents');
        }
      }
      await new Promise((r) => setTimeout(r, 150));
      disposers.forEach((dispose) => dispose());
      await Promise.all(clients.map(async (c) => c.dispose()));

      // An independent replay of the exported record: each seat's view at each version.
      const exported = await gqlAt<{ exportMatch: string }>(
        url,
        'query($id: ID!) { exportMatch(id: $id) }',
        { id: matchId },
        players[0].token,
      );
      const verified = verifyRecord(JSON.parse(exported.data!.exportMatch));
      if (!verified.ok) throw new Error(`game ${game}: the exported record does not verify: ${verified.error.message}`);
      const { record } = verified.value;
      const start = newGame(
        record.rules,
        record.seed,
        record.deck ? { deck: record.deck, firstLeader: record.firstLeader } : undefined,
      );
      if (!start.ok) throw new Error(start.error.message);
      const visible: Set<string>[][] = [];
      const seenSoFar: Set<string>[][] = [];
      const viewsOf = (state: GameState, v: number): void => {
        const over = state.phase === 'over';
        visible[v] = players.map((_, s) => cardsIn(viewFor(state, s, { revealAll: over })));
        seenSoFar[v] = players.map((_, s) => new Set([...(seenSoFar[v - 1]?.[s] ?? []), ...visible[v][s]]));
      };
      let state = start.value;
      viewsOf(state, 0);
      record.moves.forEach((move, i) => {
        const applied = apply(state, move);
        if (!applied.ok) throw new Error(applied.error.message);
        state = applied.value;
        viewsOf(state, i + 1);
      });
      const last = record.moves.length;
      for (const { seat, version: v, answer, where } of seen) {
        checked++;
        const allowed = where === 'matchEvents' ? seenSoFar[v][seat] : visible[v][seat];
        const leaked = [...cardsIn(answer)].filter((c) => !allowed.has(c));
        if (leaked.length > 0) problems.push(`game ${game} v${v} ${where} showed seat ${seat}: ${leaked.join(', ')}`);
        if (v < last && JSON.stringify(answer).includes(record.seed))
          problems.push(`game ${game} v${v} ${where} showed seat ${seat} the seed`);
      }
      const messages = seen.filter((s) => s.where === 'subscription').length;
      if (messages < players.length * last)
        problems.push(`game ${game}: ${messages} of ${players.length * last} subscription messages arrived`);
    };

    await Promise.all(
      Array.from({ length: AT_ONCE }, async (_, lane) => {
        while (next < GAMES) await playOne(next++, lane);
      }),
    );
    expect(problems.slice(0, 20)).toEqual([]);
    process.stdout.write(`leaks: ${GAMES} games, ${checked} answers and messages checked\n`);
  });
});
