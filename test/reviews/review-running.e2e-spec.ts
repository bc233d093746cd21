import fc from 'fast-check';
import { Client } from 'pg';
import request from 'supertest';
import { viewFor } from '../../src/engine';
import { runtimeAt } from '../../src/matches/match-runtime';
import { MatchesService } from '../../src/matches/matches.service';
import type { RegisteredUser } from '../support/graphql-http';
import { registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { playOut, start } from '../social/social-support';

/** A review no search made: what a stored row would look like, with a marker no answer may carry. */
const MARKER = 'forged-review-marker';
const FORGED = {
  settings: { seed: MARKER, worlds: 1, steps: 1, hindsightRollouts: 1, exactNodes: 1, exactCards: 1 },
  players: 2,
  decisions: [
    {
      version: 0,
      seat: 0,
      played: { seat: 0, play: 'goblins:1' },
      infoSet: { played: 0.25, best: 0.75, bestMove: { seat: 0, play: 'goblins:2' }, worlds: 1, candidates: [] },
      hindsight: { method: 'exact', played: 0, best: 1, bestMove: { seat: 0, play: 'goblins:2' } },
      loss: 0.5,
    },
  ],
  keyMoments: [0],
  seats: [{ seat: 0, decisions: 1, accuracy: 0, averageLoss: 0.5 }],
  chances: [[{ version: 0, chance: 0.123456 }], []],
};

type Route = (matchId: string, token: string | undefined, seq: number, seat: number | null) => Promise<Answer>;
interface Answer {
  readonly status: number | null;
  readonly code: string | null;
  readonly reason: string | null;
  readonly text: string;
}

/**
 * Issue 33, R9: nothing of a review — its decisions, graph, key moments, nor a seat's view through the review
 * routes — is served for a running match, to anyone (its players, a spectator, a visitor), by any route,
 * whatever is stored; the refusal is a stable code (CONFLICT MATCH_RUNNING). A stored review (forged here, so
 * that there is something to leak) is served once the match is over: the check can fail.
 */
describe('R9: no review of a running match is served (issue 33)', () => {
  let app: TestApp;
  let db: Client;
  let players: RegisteredUser[];
  let stranger: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp();
    db = new Client({ connectionString: app.database.url });
    await db.connect();
    players = [];
    for (let i = 0; i < 3; i++) players.push(await registerUser(app));
    stranger = await registerUser(app);
  });
  afterAll(async () => {
    await db.end();
    await app.close();
  });

  const forge = (matchId: string) =>
    db.query(
      `INSERT INTO match_reviews (match_id, depth, status, priority, review, done_at) VALUES
         ($1::uuid, 'default', 'done', 0, $2::jsonb, now()), ($1::uuid, 'deep', 'done', 2, $2::jsonb, now())
       ON CONFLICT (match_id, depth) DO UPDATE SET status = 'done', review = EXCLUDED.review`,
      [matchId, JSON.stringify(FORGED)],
    );

  const graphqlAnswer = async (query: string, variables: Record<string, unknown>, token?: string): Promise<Answer> => {
    const response = await request(app.baseUrl)
      .post('/graphql')
      .set('content-type', 'application/json')
      .set(token ? { authorization: `Bearer ${token}` } : {})
      .send({ query, variables });
    const body = response.body as { errors?: { extensions?: { code?: string; reason?: string } }[] };
    const error = body.errors?.[0]?.extensions;
    return { status: null, code: error?.code ?? null, reason: error?.reason ?? null, text: response.text };
  };
  const restAnswer = async (method: 'get' | 'post', path: string, token?: string): Promise<Answer> => {
    const call = request(app.baseUrl)[method](path);
    const response = await (token ? call.set('authorization', `Bearer ${token}`) : call);
    const body = response.body as { code?: string; reason?: string };
    const failed = response.status >= 400;
    return {
      status: response.status,
      code: failed ? (body.code ?? null) : null,
      reason: failed ? (body.reason ?? null) : null,
      text: response.text,
    };
  };

  const REVIEW_FIELDS =
    'status seed decisions { seq loss playedValue } keyMoments seats { accuracy chances { chance } }';
  const routes: Record<string, Route> = {
    'graphql matchReview': (id, token) =>
      graphqlAnswer(`query($id: ID!) { matchReview(matchId: $id) { ${REVIEW_FIELDS} } }`, { id }, token),
    'graphql matchReview deep': (id, token) =>
      graphqlAnswer(`query($id: ID!) { matchReview(matchId: $id, depth: "deep") { ${REVIEW_FIELDS} } }`, { id }, token),
    'graphql requestDeepReview': (id, token) =>
      graphqlAnswer(`mutation($id: ID!) { requestDeepReview(matchId: $id) { ${REVIEW_FIELDS} } }`, { id }, token),
    'graphql matchAsSeat': (id, token, seq, seat) =>
      graphqlAnswer(
        'query($id: ID!, $seq: Int!, $seat: Int) { matchAsSeat(matchId: $id, seq: $seq, seat: $seat) { version table { hand } } }',
        { id, seq, seat },
        token,
      ),
    'rest review': (id, token) => restAnswer('get', `/api/matches/${id}/review`, token),
    'rest review deep': (id, token) => restAnswer('get', `/api/matches/${id}/review?depth=deep`, token),
    'rest deep request': (id, token) => restAnswer('post', `/api/matches/${id}/review/deep`, token),
    'rest view': (id, token, seq, seat) =>
      restAnswer('get', `/api/matches/${id}/review/view?seq=${seq}${seat === null ? '' : `&seat=${seat}`}`, token),
  };

  it('property: every route refuses every caller while the match runs, 2 and 3 players, at any point of the game', async () => {
    const duel = await start(app, players.slice(0, 2), {});
    const trio = await start(app, players, {});
    for (const id of [duel, trio]) await forge(id);
    const service = app.app.get(MatchesService);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          trio: fc.boolean(),
          caller: fc.constantFrom('seat0', 'seat1', 'seat2', 'stranger', 'visitor'),
          route: fc.constantFrom(...Object.keys(routes)),
          advance: fc.integer({ min: 0, max: 3 }),
          seed: fc.nat(1000),
          seat: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
        }),
        async ({ trio: isTrio, caller, route, advance, seed, seat }) => {
          const id = isTrio ? trio : duel;
          const seated = isTrio ? players : players.slice(0, 2);
          // Play a few moves more, never the last: the match must still run.
          for (let i = 0; i < advance; i++) {
            const runtime = await service.load(id);
            if (runtime.state.hands.reduce((n, h) => n + h.length, 0) <= 4 * seated.length) break;
            await playOut(app, id, seated, seed + i, 1);
          }
          const runtime = await service.load(id);
          expect(runtime.status).toBe('running');
          const token =
            caller === 'visitor'
              ? undefined
              : caller === 'stranger'
                ? stranger.token
                : players[Number(caller.slice(4))].token;
          const answer = await routes[route](id, token, runtime.version, seat);
          expect(answer.text).not.toContain(MARKER);
          expect(answer.text).not.toContain('0.123456');
          expect(answer.text).not.toContain('playedValue":');
          // Players, onlookers and visitors alike get the one refusal; a visitor's write is first asked to sign in.
          const write = route === 'graphql requestDeepReview' || route === 'rest deep request';
          if (token === undefined && write) expect(answer.code).toBe('UNAUTHENTICATED');
          else expect([answer.code, answer.reason]).toEqual(['CONFLICT', 'MATCH_RUNNING']);
          if (answer.status !== null) expect(answer.status).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('control: once the match is over the same stored review is served, so the checks above can fail', async () => {
    const duel = await start(app, players.slice(0, 2), {});
    await playOut(app, duel, players.slice(0, 2), 5);
    await forge(duel);
    const answer = await routes['graphql matchReview'](duel, players[0].token, 0, null);
    expect(answer.code).toBeNull();
    expect(answer.text).toContain(MARKER);
    expect(answer.text).toContain('0.123456');
    const view = await routes['rest view'](duel, undefined, 3, 1);
    expect(view.status).toBe(200);
    // As seat 1 saw it at event 3: exactly the engine's view of that seat then (R9), the other hand unknown.
    const runtime = await app.app.get(MatchesService).load(duel);
    const then = viewFor(runtimeAt(runtime, 3).state, 1);
    const seen = JSON.parse(view.text) as { mySeat: number; table: { hand: string[] }; revealed: unknown };
    expect(seen.mySeat).toBe(1);
    expect(seen.table.hand).toEqual(then.hand);
    expect(view.text).not.toContain(JSON.stringify(viewFor(runtimeAt(runtime, 3).state, 0).hand));
  });
});
