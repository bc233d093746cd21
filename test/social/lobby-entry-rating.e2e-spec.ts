import request from 'supertest';
import { PrismaService } from '../../src/database/prisma.service';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

/**
 * Issue 28: a lobby's entry rating range is enforced on joiners, not only offered as a listing filter. A
 * joiner rated outside it in the lobby's pool (unrated: the starting rating, 1500) gets CONFLICT
 * RATING_OUT_OF_RANGE and nothing changes; inside it, the join goes through. Through real HTTP: REST to open
 * and join, GraphQL to join as well.
 */
describe('lobby entry rating range', () => {
  let app: TestApp;
  let owner: RegisteredUser;
  let strong: RegisteredUser;
  let weak: RegisteredUser;
  let fresh: RegisteredUser;

  const rate = async (user: RegisteredUser, rating: number) =>
    app.app.get(PrismaService).rating.create({
      data: { userId: user.id, pool: 'duel', rating, deviation: 60, games: 20, updatedAt: new Date() },
    });
  const post = (token: string, path: string, body?: object) =>
    request(app.baseUrl).post(path).set('authorization', `Bearer ${token}`).send(body);

  beforeAll(async () => {
    app = await startTestApp();
    [owner, strong, weak, fresh] = await Promise.all([1, 2, 3, 4].map(() => registerUser(app)));
    await rate(strong, 1720);
    await rate(weak, 1310);
  });
  afterAll(async () => app.close());

  it('refuses a joiner outside the range with RATING_OUT_OF_RANGE, changes nothing, and seats one inside it', async () => {
    const opened = await post(owner.token, '/api/lobbies', { preset: 'claim', minRating: 1400, maxRating: 1800 });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ minRating: 1400, maxRating: 1800 });
    const id = opened.body.id as string;

    // REST: 409 with the stable reason, and the lobby is as it was.
    const refused = await post(weak.token, `/api/lobbies/${id}/join`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CONFLICT', reason: 'RATING_OUT_OF_RANGE' });
    expect(refused.body.message).toMatch(/1310.*1400–1800/);
    // GraphQL: the same error.
    const viaGql = await gql(app, 'mutation($id: ID!) { joinLobby(id: $id) { id } }', {
      token: weak.token,
      variables: { id },
    });
    expect(viaGql.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'RATING_OUT_OF_RANGE' });
    const after = await request(app.baseUrl).get(`/api/lobbies/${id}`).set('authorization', `Bearer ${owner.token}`);
    expect(after.body).toMatchObject({ status: 'open', seats: [{ username: owner.username }] });

    // Unrated counts as 1500: inside; the join fills the lobby and starts the match.
    const joined = await post(fresh.token, `/api/lobbies/${id}/join`);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ status: 'started' });
  });

  it('an upper bound keeps out a stronger player; no range lets anyone in', async () => {
    const capped = await gql<{ createLobby: { id: string; minRating: number | null; maxRating: number | null } }>(
      app,
      'mutation { createLobby(input: { preset: "claim", maxRating: 1600 }) { id minRating maxRating } }',
      { token: owner.token },
    );
    expect(capped.data?.createLobby).toMatchObject({ minRating: null, maxRating: 1600 });
    const refused = await post(strong.token, `/api/lobbies/${capped.data!.createLobby.id}/join`);
    expect(refused.body).toMatchObject({ code: 'CONFLICT', reason: 'RATING_OUT_OF_RANGE' });
    expect((await post(weak.token, `/api/lobbies/${capped.data!.createLobby.id}/join`)).status).toBe(200);

    const open = await post(owner.token, '/api/lobbies', { preset: 'claim' });
    expect(open.body).toMatchObject({ minRating: null, maxRating: null });
    expect((await post(strong.token, `/api/lobbies/${open.body.id}/join`)).status).toBe(200);
  });

  it('checks the range when the lobby is opened, and refuses one on a challenge', async () => {
    const upsideDown = await post(owner.token, '/api/lobbies', { preset: 'claim', minRating: 1800, maxRating: 1400 });
    expect(upsideDown.status).toBe(400);
    expect(upsideDown.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { maxRating: expect.any(Array) } });
    const challenged = await gql(
      app,
      'mutation($u: String!) { challenge(username: $u, input: { preset: "claim", minRating: 1400 }) { id } }',
      { token: owner.token, variables: { u: strong.username } },
    );
    expect(challenged.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
