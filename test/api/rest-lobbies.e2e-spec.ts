import type { RegisteredUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { createApiToken, playersWithTokens, rest } from './api-support';

interface RestLobby {
  id: string;
  status: string;
  owner: string;
  players: number;
  seats: { seat: number; username: string }[];
  matchId: string | null;
}

interface RestChallenge {
  id: string;
  status: string;
  challenger: string;
  challenged: string;
  matchId: string | null;
  rematchOf: string | null;
}

describe('REST API for lobbies and challenges (/api/lobbies, /api/challenges)', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  /** Tokens with every scope, by player. */
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    app = await startTestApp();
    [alice, bob] = await playersWithTokens(app, 2, ['LOBBY', 'MATCH_READ', 'MATCH_PLAY'], tokens);
  });
  afterAll(async () => app.close());

  const as = (user: RegisteredUser): ReturnType<typeof rest> => rest(app, tokens.get(user.id));

  it('opens a lobby, lists it, and starts the match when the last seat fills', async () => {
    const opened = (await as(alice).post('/api/lobbies', { preset: 'claim', daysPerMove: 3 }).expect(200))
      .body as RestLobby;
    expect(opened).toMatchObject({
      status: 'open',
      owner: alice.username,
      players: 2,
      seats: [{ seat: 0, username: alice.username }],
      matchId: null,
    });
    expect(((await as(bob).get('/api/lobbies').expect(200)).body as RestLobby[]).map((l) => l.id)).toContain(opened.id);
    expect(((await as(alice).get('/api/lobbies/mine').expect(200)).body as RestLobby[]).map((l) => l.id)).toContain(
      opened.id,
    );

    const joined = (await as(bob).post(`/api/lobbies/${opened.id}/join`).expect(200)).body as RestLobby;
    expect(joined.status).toBe('started');
    expect(joined.matchId).toEqual(expect.any(String));
    expect((await as(alice).get(`/api/lobbies/${opened.id}`).expect(200)).body.matchId).toBe(joined.matchId);
    const match = (await as(bob).get(`/api/matches/${joined.matchId}`).expect(200)).body as {
      mySeat: number;
      status: string;
    };
    expect(match).toMatchObject({ mySeat: 1, status: 'running' });

    const again = await as(bob).post(`/api/lobbies/${opened.id}/join`).expect(409);
    expect(again.body).toEqual({ code: 'CONFLICT', reason: expect.any(String), message: expect.any(String) });
  });

  it('leaves a lobby; refuses bad rules with 400 and unknown lobbies with 404', async () => {
    const opened = (await as(alice).post('/api/lobbies', { preset: 'claim' }).expect(200)).body as RestLobby;
    expect((await as(alice).post(`/api/lobbies/${opened.id}/leave`).expect(200)).body.status).toBe('closed');
    const bad = await as(alice).post('/api/lobbies', { preset: 'no-such-preset' }).expect(400);
    expect(bad.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { preset: expect.any(Array) } });
    await as(alice).post('/api/lobbies', { preset: 'claim', players: 'two' }).expect(400);
    const unknown = await as(alice).get('/api/lobbies/00000000-0000-4000-8000-000000000000').expect(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', entity: 'Lobby' });
  });

  it('needs the lobby scope', async () => {
    const matchOnly = (await createApiToken(app, alice.token, ['MATCH_READ', 'MATCH_PLAY'])).secret;
    expect((await rest(app, matchOnly).get('/api/lobbies').expect(403)).body.code).toBe('FORBIDDEN');
    await rest(app, matchOnly).post('/api/lobbies', { preset: 'claim' }).expect(403);
    await rest(app, matchOnly).get('/api/challenges').expect(403);
  });

  it('challenges a player, who accepts; then offers a rematch after the match', async () => {
    const sent = (await as(alice).post('/api/challenges', { username: bob.username, preset: 'claim' }).expect(200))
      .body as RestChallenge;
    expect(sent).toMatchObject({
      status: 'pending',
      challenger: alice.username,
      challenged: bob.username,
      matchId: null,
    });
    expect(((await as(bob).get('/api/challenges').expect(200)).body as RestChallenge[]).map((c) => c.id)).toContain(
      sent.id,
    );

    const accepted = (await as(bob).post(`/api/challenges/${sent.id}/accept`).expect(200)).body as RestChallenge;
    expect(accepted).toMatchObject({ status: 'accepted', matchId: expect.any(String) });
    expect((await as(alice).post(`/api/challenges/${sent.id}/cancel`).expect(409)).body.code).toBe('CONFLICT');

    await as(bob).post(`/api/matches/${accepted.matchId}/resign`).expect(200);
    const rematch = (await as(bob).post(`/api/matches/${accepted.matchId}/rematch`).expect(200)).body as RestChallenge;
    expect(rematch).toMatchObject({
      status: 'pending',
      challenger: bob.username,
      challenged: alice.username,
      rematchOf: accepted.matchId,
    });
    expect((await as(alice).post(`/api/challenges/${rematch.id}/decline`).expect(200)).body.status).toBe('declined');
  });

  it('refuses a challenge to nobody', async () => {
    const response = await as(alice).post('/api/challenges', { username: 'nobody-here-at-all', preset: 'claim' });
    expect([400, 404]).toContain(response.status);
  });
});
