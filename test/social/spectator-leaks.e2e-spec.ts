import fc from 'fast-check';
import type { Client } from 'graphql-ws';
import request from 'supertest';
import type { Rules } from '../../src/engine';
import type { GameState } from '../../src/engine';
import { FACTIONS, HEROES, apply, legalMoves, rulesFrom, seatToAct, seededChooser, viewFor } from '../../src/engine';
import { initialRuntime, runtimeAt } from '../../src/matches/match-runtime';
import { MatchesService } from '../../src/matches/matches.service';
import type { MatchEventBody } from '../../src/matches/match.types';
import { hashEvent } from '../../src/matches/new-event';
import { serverSentEvents } from '../../clients/typescript/src/sse';
import { connectWs } from '../support/graphql-ws';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import type { MoveModel } from '../matches/match-support';
import { MATCH_FIELDS, MOVE_FIELDS, sendMove } from '../matches/match-support';

const CARD =
  /\b(?:goblins|knights|undead|dwarves|doppelgangers|gnomes|giants|dragons|trolls|seers|vampires|zombies|werewolves|shadows):\d+\b|\bhero:[a-z-]+\b/g;

function cardsIn(value: unknown): Set<string> {
  return new Set(JSON.stringify(value).match(CARD) ?? []);
}

const OTHER_FACTIONS = FACTIONS.filter((f) => !['goblins', 'knights', 'gnomes', 'giants'].includes(f));
// Cthulhu always: its discard is the one move R9 hides from the table while the match runs.
const ruleSets = fc
  .record({
    pair: fc.constantFrom(['goblins', 'knights'], ['gnomes', 'giants']),
    others: fc.shuffledSubarray([...OTHER_FACTIONS], { minLength: 3, maxLength: 3 }),
    heroes: fc.subarray(HEROES.filter((h) => h !== 'cthulhu')),
  })
  .map(({ pair, others, heroes }): Rules => {
    const r = rulesFrom([...pair, ...others], ['cthulhu', ...heroes]);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  });

/** Whether random play from `state` by this chooser passes a moment where a Cthulhu discard is hidden. */
function hasHiddenMoment(state: GameState, chooserSeed: number): boolean {
  const choose = seededChooser(chooserSeed);
  let s = state;
  for (let guard = 0; guard < 400 && s.phase !== 'over'; guard++) {
    const legal = legalMoves(s, seatToAct(s)!);
    const next = apply(s, legal[choose(legal.length)]);
    if (!next.ok) return false;
    s = next.value;
    if (s.phase !== 'over' && s.cthulhuChoices.length > 0) return true;
  }
  return false;
}

interface SpectatedEvent {
  seq: number;
  hidden: boolean;
  hash: string;
  prevHash: string;
  requestId: string | null;
  actorUserId: string | null;
  createdAt: string;
  type: string;
}

/** Waits (bounded, polling) until `ready` holds; false if it never did. */
async function until(ready: () => boolean, ms = 20_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (ready()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return ready();
}

/** The messages of a token-less SSE match stream, by seq, until `close()`. */
function visitorStream(app: TestApp, matchId: string): { received: Map<number, unknown>; close(): void } {
  const abort = new AbortController();
  const received = new Map<number, unknown>();
  void (async () => {
    const response = await fetch(`${app.baseUrl}/api/matches/${matchId}/stream?after=0`, { signal: abort.signal });
    if (!response.ok || !response.body) throw new Error(`visitor stream: HTTP ${response.status}`);
    for await (const message of serverSentEvents(response.body as AsyncIterable<Uint8Array>))
      if (message.id !== undefined) received.set(Number(message.id), JSON.parse(message.data));
  })().catch(() => undefined);
  return { received, close: () => abort.abort() };
}

/**
 * R9 for spectators: every answer a non-player receives while a match runs — GraphQL match, matchEvents,
 * matchStory, publicMatch without a token, REST match and events, matchUpdated messages (signed in, and
 * without a connection token), the REST SSE stream without a token — holds only cards
 * the public view (viewFor(state, null)) holds or held; the seed stays secret; and no hash lets a hidden
 * Cthulhu discard be found by trying the cards it could be.
 */
describe('R9 spectators see only the public view', () => {
  let app: TestApp;
  let players: RegisteredUser[];
  let spectator: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp();
    players = [await registerUser(app), await registerUser(app)];
    spectator = await registerUser(app);
  });
  afterAll(async () => app.close());

  it('R9 holds for every spectator payload in random games with Cthulhu', async () => {
    let hiddenSeen = 0;
    await fc.assert(
      fc.asyncProperty(ruleSets, fc.integer({ min: 1, max: 1_000_000 }), async (rules, chooserSeed) => {
        const service = app.app.get(MatchesService);
        // A deal whose random play (the same chooser, the same order of legal moves) has a hidden discard
        // at some moment; other deals are aborted before the first move.
        let matchId = await service.start(rules, players, players[0].id, { spectators: 'anyone' });
        for (let tries = 0; !hasHiddenMoment((await service.load(matchId)).state, chooserSeed) && tries < 50; tries++) {
          await service.abort(players[0], matchId);
          matchId = await service.start(rules, players, players[0].id, { spectators: 'anyone' });
        }
        const allCards = [...cardsIn(initialRuntime((await service.load(matchId)).header).state)];
        const seenPublic = new Set<string>();
        const check = async (answer: unknown, where: string): Promise<void> => {
          const runtime = await service.load(matchId);
          const now = cardsIn(viewFor(runtime.state, null));
          for (const c of now) seenPublic.add(c);
          if (runtime.status !== 'running') return;
          const leaked = [...cardsIn(answer)].filter((c) => !seenPublic.has(c));
          if (leaked.length > 0) throw new Error(`${where} showed a spectator ${leaked.join(', ')}`);
          if (JSON.stringify(answer).includes(runtime.header.seed)) throw new Error(`${where} showed the seed`);
        };
        /** Tries every card of the game as a hidden event's payload against the hash the spectator got. */
        const bruteForce = async (events: SpectatedEvent[]): Promise<void> => {
          const runtime = await service.load(matchId);
          for (const shown of events.filter((e) => e.hidden)) {
            hiddenSeen++;
            const stored = runtime.events[shown.seq];
            if (stored.type !== 'move' || !('discard' in stored.payload)) throw new Error('hidden event is no discard');
            for (const card of allCards) {
              const body = { type: 'move', payload: { seat: stored.payload.seat, discard: card } } as MatchEventBody;
              const guess = hashEvent(matchId, shown.prevHash, {
                body,
                seq: shown.seq,
                actorUserId: shown.actorUserId,
                requestId: shown.requestId,
                // Chain format 1's formula: an unsalted guess (format 2's salt is not shown while hidden).
                salt: null,
                createdAt: new Date(shown.createdAt),
              });
              if (guess === shown.hash) throw new Error(`the hash of event ${shown.seq} gives away ${card}`);
            }
          }
        };

        const problems: string[] = [];
        const pending: Promise<void>[] = [];
        /** Each message checked against the public view at its version. */
        const checkMessage = (message: unknown, version: number, where: string): void => {
          pending.push(
            (async () => {
              const then = runtimeAt(await service.load(matchId), version);
              if ((await service.load(matchId)).status !== 'running') return;
              // A message may name cards public at its version that left the table since.
              const visible = new Set([...cardsIn(viewFor(then.state, null)), ...seenPublic]);
              const leaked = [...cardsIn(message)].filter((c) => !visible.has(c));
              if (leaked.length) problems.push(`${where} showed a spectator ${leaked.join(', ')}`);
            })(),
          );
        };
        const UPDATE = `subscription($m: ID!, $a: Int) { matchUpdated(matchId: $m, after: $a) { event { seq type seat hidden hash requestId move { ${MOVE_FIELDS} } payload } match { ${MATCH_FIELDS} } } }`;
        type Update = { matchUpdated: { event: { seq: number }; match: { version: number } } };
        /** A matchUpdated subscription from version 0 (so none starts late); its messages by seq. */
        const subscribeFrom0 = (ws: Client, where: string): Map<number, unknown> => {
          const bySeq = new Map<number, unknown>();
          ws.subscribe(
            { query: UPDATE, variables: { m: matchId, a: 0 } },
            {
              next: (message) => {
                if (message.errors) problems.push(`${where}: ${JSON.stringify(message.errors)}`);
                const update = (message.data as Update | undefined)?.matchUpdated;
                if (!update) return;
                bySeq.set(update.event.seq, message.data);
                checkMessage(message, update.match.version, where);
              },
              error: (e) => problems.push(`${where}: ${String(e)}`),
              complete: () => undefined,
            },
          );
          return bySeq;
        };
        const ws: Client = connectWs(app, { token: spectator.token });
        const spectated = subscribeFrom0(ws, 'subscription');
        // A visitor: a graphql-ws connection without a token, and the SSE stream without one.
        const visitorWs: Client = connectWs(app);
        const visited = subscribeFrom0(visitorWs, 'subscription without a token');
        const sse = visitorStream(app, matchId);

        const choose = seededChooser(chooserSeed);
        const token = spectator.token;
        for (let guard = 0; guard < 200; guard++) {
          const runtime = await service.load(matchId);
          if (runtime.status !== 'running') break;
          const match = await gql(app, `query($id: ID!) { match(id: $id) { ${MATCH_FIELDS} } }`, {
            token,
            variables: { id: matchId },
          });
          expect(match.errors).toBeUndefined();
          await check(match, 'match');
          const events = await gql<{ matchEvents: SpectatedEvent[] }>(
            app,
            `query($m: ID!) { matchEvents(matchId: $m) { seq type seat hidden payload hash prevHash requestId actorUserId createdAt move { ${MOVE_FIELDS} } } }`,
            { token, variables: { m: matchId } },
          );
          await check(events, 'matchEvents');
          await bruteForce(events.data!.matchEvents);
          const story = await gql(
            app,
            'query($m: ID!) { matchStory(matchId: $m, after: -1) { seq entries { kind seat card cards reason hidden } } }',
            { token, variables: { m: matchId } },
          );
          expect(story.errors).toBeUndefined();
          await check(story, 'matchStory');
          // A visitor's story (the watch page signed out, issue 28) is the spectator's, entry for entry.
          const visitorStory = await gql(
            app,
            'query($m: ID!) { matchStory(matchId: $m, after: -1) { seq entries { kind seat card cards reason hidden } } }',
            { variables: { m: matchId } },
          );
          expect(visitorStory.errors).toBeUndefined();
          expect(visitorStory.data).toEqual(story.data);
          const anonymous = await gql(app, `query($id: ID!) { publicMatch(id: $id) { ${MATCH_FIELDS} } }`, {
            variables: { id: matchId },
          });
          expect(anonymous.errors).toBeUndefined();
          await check(anonymous, 'publicMatch');
          const rest = await request(app.baseUrl)
            .get(`/api/matches/${matchId}`)
            .set('authorization', `Bearer ${token}`);
          expect(rest.status).toBe(200);
          await check(rest.body, 'GET /api/matches/{id}');
          const restEvents = await request(app.baseUrl)
            .get(`/api/matches/${matchId}/events`)
            .set('authorization', `Bearer ${token}`);
          await check(restEvents.body, 'GET /api/matches/{id}/events');
          await bruteForce(restEvents.body as SpectatedEvent[]);
          // The archive's record is not there while the match runs.
          expect((await request(app.baseUrl).get(`/api/matches/${matchId}/record`)).status).toBe(404);

          const seat = seatToAct(runtime.state)!;
          const legal = (
            await gql<{ legalMoves: MoveModel[] }>(
              app,
              `query($m: ID!) { legalMoves(matchId: $m) { ${MOVE_FIELDS} } }`,
              {
                token: players[seat].token,
                variables: { m: matchId },
              },
            )
          ).data!.legalMoves;
          const sent = await sendMove(app, players[seat].token, matchId, legal[choose(legal.length)], runtime.version);
          expect(sent.errors).toBeUndefined();
        }
        const final = await service.load(matchId);
        expect(final.status).toBe('finished');
        const everyEvent = (m: Map<number, unknown>) => m.size === final.version;
        expect(await until(() => everyEvent(spectated) && everyEvent(visited) && everyEvent(sse.received))).toBe(true);
        for (const [seq, data] of sse.received) {
          const { match } = data as { match: { version: number } };
          checkMessage(data, match.version, 'SSE stream without a token');
          expect(match.version).toBe(seq);
        }
        await Promise.all(pending);
        await ws.dispose();
        await visitorWs.dispose();
        sse.close();
        expect(problems).toEqual([]);
        // Exactly the public view: a visitor gets what a signed-in spectator gets (seat null), message for message.
        expect([...visited.entries()].sort(([a], [b]) => a - b)).toEqual(
          [...spectated.entries()].sort(([a], [b]) => a - b),
        );
      }),
      { numRuns: Number(process.env.LEAK_RUNS ?? 2) },
    );
    // Not vacuous: the games had hidden discards to try.
    expect(hiddenSeen).toBeGreaterThan(0);
  }, 300_000);
  it('without a token, `signed_in` and `nobody` matches refuse matchUpdated and the SSE stream with stable codes; a bad token is not a visitor', async () => {
    const service = app.app.get(MatchesService);
    const rules = rulesFrom('claim', []);
    if (!rules.ok) throw new Error(rules.error.message);
    const members = await service.start(rules.value, players, players[0].id, { spectators: 'signed_in' });
    const closed = await service.start(rules.value, players, players[0].id, { spectators: 'nobody' });
    const open = await service.start(rules.value, players, players[0].id, { spectators: 'anyone' });
    const firstOver = async (matchId: string, token?: string) => {
      const ws = connectWs(app, { token });
      try {
        const results = ws.iterate({
          query: 'subscription($m: ID!) { matchUpdated(matchId: $m, after: -1) { event { seq } match { mySeat } } }',
          variables: { m: matchId },
        });
        const first = await results.next();
        await results.return?.();
        return first.value as {
          data?: { matchUpdated: { match: { mySeat: number | null } } } | null;
          errors?: { extensions?: { code?: string } }[];
        };
      } finally {
        await ws.dispose();
      }
    };
    expect((await firstOver(members)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await firstOver(closed)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await firstOver(open)).data?.matchUpdated.match.mySeat).toBeNull();
    // Signed in, `signed_in` lets any account watch; `nobody` is still refused.
    expect((await firstOver(members, spectator.token)).data?.matchUpdated.match.mySeat).toBeNull();
    expect((await firstOver(closed, spectator.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const sse = async (matchId: string, authorization?: string) => {
      const response = await fetch(`${app.baseUrl}/api/matches/${matchId}/stream`, {
        headers: authorization ? { authorization } : {},
      });
      if (response.ok) {
        await response.body?.cancel();
        return { status: response.status };
      }
      const body = (await response.json()) as { code?: string };
      return { status: response.status, code: body.code };
    };
    expect(await sse(members)).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    expect(await sse(closed)).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect((await sse(open)).status).toBe(200);
    // A credential that does not check out is refused, not taken for a visitor.
    expect(await sse(open, 'Bearer not-a-token')).toEqual({ status: 401, code: 'UNAUTHENTICATED' });

    // The story and the chat follow the same rule for a visitor (issue 28: the watch page signed out).
    const visitorCode = async (query: string, matchId: string) =>
      (await gql(app, query, { variables: { m: matchId } })).errors?.[0].extensions?.code ?? 'OK';
    const STORY = 'query($m: ID!) { matchStory(matchId: $m) { seq } }';
    const CHAT = 'query($m: ID!) { chatMessages(matchId: $m) { seq } }';
    for (const query of [STORY, CHAT]) {
      expect([
        await visitorCode(query, members),
        await visitorCode(query, closed),
        await visitorCode(query, open),
      ]).toEqual(['UNAUTHENTICATED', 'FORBIDDEN', 'OK']);
    }
    expect((await request(app.baseUrl).get(`/api/matches/${open}/story`)).status).toBe(200);
    expect((await request(app.baseUrl).get(`/api/matches/${members}/story`)).status).toBe(401);
    for (const id of [members, closed, open]) await service.abort(players[0], id);
  });
});
