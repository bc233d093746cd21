import request from 'supertest';
import { seededChooser } from '../../src/engine';
import type { Move } from '../../clients/typescript/src';
import { decisionOf } from '../../clients/typescript/src';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { fetchMatch, rules, startMatch } from '../matches/match-support';
import { createApiToken, playersWithTokens, rest } from './api-support';

interface RestMatch {
  id: string;
  status: string;
  version: number;
  mySeat: number | null;
  table: { toAct: { seat: number } | null; hand: string[] | null };
  result: { winner: number | null } | null;
}

describe('REST API for matches (/api/matches)', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let carol: RegisteredUser;
  /** Personal tokens with match:read and match:play, by player. */
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    app = await startTestApp();
    [alice, bob, carol] = await playersWithTokens(app, 3, ['MATCH_READ', 'MATCH_PLAY'], tokens);
  });
  afterAll(async () => app.close());

  const as = (user: RegisteredUser): ReturnType<typeof rest> => rest(app, tokens.get(user.id));

  async function view(user: RegisteredUser, matchId: string): Promise<RestMatch> {
    const response = await as(user).get(`/api/matches/${matchId}`).expect(200);
    return response.body as RestMatch;
  }

  /** Who acts now, and their legal moves. */
  async function turn(
    matchId: string,
  ): Promise<{ player: RegisteredUser; other: RegisteredUser; moves: Move[]; version: number }> {
    const match = await view(alice, matchId);
    const player = match.table.toAct!.seat === match.mySeat ? alice : bob;
    const moves = (await as(player).get(`/api/matches/${matchId}/legal-moves`).expect(200)).body as Move[];
    return { player, other: player === alice ? bob : alice, moves, version: match.version };
  }

  it('answers a match with the same JSON as GraphQL, and lists it among my matches', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const body = await view(alice, matchId);
    const viaGraphql = (await fetchMatch(app, alice.token, matchId)).data!.match;
    expect(body).toMatchObject(viaGraphql);
    const mine = (await as(alice).get('/api/matches').expect(200)).body as RestMatch[];
    expect(mine.map((m) => m.id)).toContain(matchId);
  });

  it('pages through my matches newest first with first and after, as GraphQL myMatches does; 400 for a bad page', async () => {
    const dave = await registerUser(app);
    tokens.set(dave.id, (await createApiToken(app, dave.token, ['MATCH_READ'])).secret);
    const started: string[] = [];
    for (let i = 0; i < 5; i++) started.push(await startMatch(app, [dave, carol]));
    const newestFirst = [...started].reverse();
    const first = (await as(dave).get('/api/matches?first=2').expect(200)).body as RestMatch[];
    expect(first.map((m) => m.id)).toEqual(newestFirst.slice(0, 2));
    expect(first[0]).toMatchObject({ mySeat: 0, table: { hand: expect.any(Array) } });
    const second = (await as(dave).get(`/api/matches?first=2&after=${first[1].id}`).expect(200)).body as RestMatch[];
    expect(second.map((m) => m.id)).toEqual(newestFirst.slice(2, 4));
    const last = (await as(dave).get(`/api/matches?first=2&after=${second[1].id}`).expect(200)).body as RestMatch[];
    expect(last.map((m) => m.id)).toEqual(newestFirst.slice(4));
    const viaGraphql = await gql<{ myMatches: { id: string }[] }>(app, '{ myMatches(first: 3) { id } }', {
      token: dave.token,
    });
    expect(viaGraphql.data!.myMatches.map((m) => m.id)).toEqual(newestFirst.slice(0, 3));
    const notDaves = await startMatch(app, [alice, bob]);
    for (const bad of ['first=0', 'first=101', 'first=two', 'after=not-a-uuid', `after=${notDaves}`]) {
      const response = await as(dave).get(`/api/matches?${bad}`).expect(400);
      expect(response.body.code).toBe('BAD_USER_INPUT');
    }
  });

  it('plays with expectedVersion: 200 with the new view, 409 when stale, 422 when illegal, 400 when malformed', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const { player, other, moves, version } = await turn(matchId);
    const card = moves[0].card!;
    const before = await view(player, matchId);

    const missing = await as(player).post(`/api/matches/${matchId}/play`, { card }).expect(400);
    expect(missing.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { expectedVersion: expect.any(Array) } });
    const unknownField = await as(player)
      .post(`/api/matches/${matchId}/play`, { card, expectedVersion: version, seat: 1 })
      .expect(400);
    expect(unknownField.body.fields).toHaveProperty('seat');
    const notMyTurn = await as(other)
      .post(`/api/matches/${matchId}/play`, { card, expectedVersion: version })
      .expect(422);
    expect(notMyTurn.body).toMatchObject({
      code: 'ILLEGAL_MOVE',
      reason: expect.any(String),
      message: expect.any(String),
    });
    const stale = await as(player)
      .post(`/api/matches/${matchId}/play`, { card, expectedVersion: version + 5 })
      .expect(409);
    expect(stale.body).toEqual({ code: 'VERSION_CONFLICT', currentVersion: version, message: expect.any(String) });

    const played = await as(player)
      .post(`/api/matches/${matchId}/play`, { card, expectedVersion: version })
      .expect(200);
    expect(played.body).toMatchObject({ id: matchId, version: version + 1 });
    // A deck may hold two copies of a card: one fewer is what playing it means.
    const copies = (hand: string[] | null): number => (hand ?? []).filter((c) => c === card).length;
    expect(copies((played.body as RestMatch).table.hand)).toBe(copies(before.table.hand) - 1);
  });

  it('answers a retry with the same Idempotency-Key with the first result and plays once', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const { player, moves, version } = await turn(matchId);
    const headers = { 'Idempotency-Key': 'first-card-1' };
    const first = await as(player)
      .post(`/api/matches/${matchId}/play`, { card: moves[0].card, expectedVersion: version }, headers)
      .expect(200);
    const retry = await as(player)
      .post(`/api/matches/${matchId}/play`, { card: moves[0].card, expectedVersion: version }, headers)
      .expect(200);
    expect(retry.body).toEqual(first.body);
    const events = (await as(player).get(`/api/matches/${matchId}/events`).expect(200)).body as {
      seq: number;
      type: string;
    }[];
    expect(events.filter((e) => e.type === 'move')).toHaveLength(1);

    if (moves.length > 1) {
      const reused = await as(player)
        .post(`/api/matches/${matchId}/play`, { card: moves[1].card, expectedVersion: version }, headers)
        .expect(400);
      expect(reused.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { idempotencyKey: expect.any(Array) } });
    }
    const badKey = await as(player)
      .post(
        `/api/matches/${matchId}/play`,
        { card: moves[0].card, expectedVersion: version + 1 },
        { 'Idempotency-Key': 'has spaces' },
      )
      .expect(400);
    expect(badKey.body.fields).toHaveProperty('idempotencyKey');
  });

  it('plays a whole match with play and decide, then lists its events', async () => {
    const matchId = await startMatch(app, [alice, bob], rules('claim2'));
    const choose = seededChooser(11);
    const kinds = new Set<string>();
    for (let guard = 0; guard < 400; guard++) {
      const match = await view(alice, matchId);
      if (match.status !== 'running') break;
      const { player, moves, version } = await turn(matchId);
      const move = moves[choose(moves.length)];
      kinds.add(move.kind);
      const path = move.kind === 'play' ? 'play' : 'decide';
      const body =
        move.kind === 'play'
          ? { card: move.card, expectedVersion: version }
          : { decision: decisionOf(move), expectedVersion: version };
      await as(player).post(`/api/matches/${matchId}/${path}`, body).expect(200);
    }
    const final = await view(bob, matchId);
    expect(final.status).toBe('finished');
    expect(final.result).not.toBeNull();
    const events = (await as(bob).get(`/api/matches/${matchId}/events`).expect(200)).body as { seq: number }[];
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: final.version + 1 }, (_, i) => i));
    const tail = (
      await as(bob)
        .get(`/api/matches/${matchId}/events?after=${final.version - 2}`)
        .expect(200)
    ).body as { seq: number }[];
    expect(tail.map((e) => e.seq)).toEqual([final.version - 1, final.version]);
    expect(kinds.has('play')).toBe(true);
    // Anyone may look at a finished match (R9).
    expect((await view(carol, matchId)).mySeat).toBeNull();
  });

  it('refuses a decision with no field or two fields as 400', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const { player, version } = await turn(matchId);
    const none = await as(player)
      .post(`/api/matches/${matchId}/decide`, { decision: {}, expectedVersion: version })
      .expect(400);
    expect(none.body.code).toBe('BAD_USER_INPUT');
    await as(player)
      .post(`/api/matches/${matchId}/decide`, { decision: { pass: true, skeleton: true }, expectedVersion: version })
      .expect(400);
    await as(player).post(`/api/matches/${matchId}/decide`, { expectedVersion: version }).expect(400);
  });

  it('resigns: the match ends and the other side wins', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const resigned = await as(bob)
      .post(`/api/matches/${matchId}/resign`, undefined, { 'Idempotency-Key': 'bob-resigns' })
      .expect(200);
    expect(resigned.body).toMatchObject({ status: 'finished', result: { winner: 0 } });
    const again = await as(alice).post(`/api/matches/${matchId}/resign`).expect(422);
    expect(again.body).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'GAME_OVER' });
  });

  it('answers 401, 403 and 404 as JSON with stable codes', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const anonymous = await request(app.baseUrl).get(`/api/matches/${matchId}`).expect(401);
    expect(anonymous.body).toEqual({ code: 'UNAUTHENTICATED', message: expect.any(String) });
    await request(app.baseUrl).get(`/api/matches/${matchId}`).set('authorization', 'Bearer not-a-token').expect(401);
    const outsider = await as(carol).get(`/api/matches/${matchId}`).expect(403);
    expect(outsider.body).toEqual({ code: 'FORBIDDEN', message: expect.any(String) });
    await as(carol).post(`/api/matches/${matchId}/resign`).expect(403);
    const unknown = await as(alice).get('/api/matches/00000000-0000-4000-8000-000000000000').expect(404);
    expect(unknown.body).toEqual({ code: 'NOT_FOUND', entity: 'Match', message: expect.any(String) });
    await as(alice).get('/api/matches/not-a-match/legal-moves').expect(404);
    const noRoute = await as(alice).get('/api/no-such-thing').expect(404);
    expect(noRoute.body.code).toBe('NOT_FOUND');
    const badQuery = await as(alice).get(`/api/matches/${matchId}/events?after=soon`).expect(400);
    expect(badQuery.body.fields).toHaveProperty('after');
  });

  it('answers malformed JSON with 400', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const response = await request(app.baseUrl)
      .post(`/api/matches/${matchId}/play`)
      .set('authorization', `Bearer ${tokens.get(alice.id)}`)
      .set('content-type', 'application/json')
      .send('{"card": ')
      .expect(400);
    expect(response.body.code).toEqual(expect.stringMatching(/^BAD_(USER_INPUT|REQUEST)$/));
  });
});
