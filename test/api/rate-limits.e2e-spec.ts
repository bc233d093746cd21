import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { startMatch } from '../matches/match-support';
import { createApiToken, rest } from './api-support';

const PLAY =
  'mutation($m: ID!, $v: Int!) { playCard(matchId: $m, card: "goblins:1", expectedVersion: $v) { version } }';
const LOGIN = 'mutation($u: String!) { login(input: { username: $u, password: "wrong password" }) { accessToken } }';

/**
 * Low limits for this file only: auth 4 per minute per IP, moves 2 per 2 s and
 * everything else 6 per minute, per user (sessions) or per token.
 */
describe('rate limits (REST 429 + Retry-After, GraphQL RATE_LIMITED)', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp({
      rateLimits: {
        auth: { limit: 4, windowSeconds: 60 },
        moves: { limit: 2, windowSeconds: 2 },
        api: { limit: 6, windowSeconds: 60 },
      },
    });
    // Two of the four auth requests this address may make.
    alice = await registerUser(app);
    bob = await registerUser(app);
  });
  afterAll(async () => app.close());

  it('answers 429 with Retry-After past the limit, counting each token on its own and sessions per user', async () => {
    const [first, second] = [
      await createApiToken(app, alice.token, ['MATCH_READ']),
      await createApiToken(app, alice.token, ['MATCH_READ']),
    ];
    for (let i = 0; i < 6; i++) await rest(app, first.secret).get('/api/matches').expect(200);
    const limited = await rest(app, first.secret).get('/api/matches').expect(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.body).toEqual({ code: 'RATE_LIMITED', retryAfter, message: expect.any(String) });
    await rest(app, second.secret).get('/api/matches').expect(200);
    await rest(app, alice.token).get('/api/matches').expect(200);
  });

  it('counts moves through REST and GraphQL together, and lets the caller in again after Retry-After', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const player = (await createApiToken(app, bob.token, ['MATCH_READ', 'MATCH_PLAY'])).secret;
    // Stale versions: refused by the rules, but counted like any move.
    await rest(app, player)
      .post(`/api/matches/${matchId}/play`, { card: 'goblins:1', expectedVersion: 99 })
      .expect(409);
    const second = await gql(app, PLAY, { token: player, variables: { m: matchId, v: 99 } });
    expect(second.errors?.[0]?.extensions?.code).toBe('VERSION_CONFLICT');

    const third = await gql(app, PLAY, { token: player, variables: { m: matchId, v: 99 } });
    expect(third.data ?? null).toBeNull();
    expect(third.errors?.[0]?.extensions).toEqual({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    const retryAfter = third.errors![0].extensions!.retryAfter as number;
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(2);
    const viaRest = await rest(app, player)
      .post(`/api/matches/${matchId}/play`, { card: 'goblins:1', expectedVersion: 99 })
      .expect(429);
    expect(viaRest.headers['retry-after']).toEqual(expect.stringMatching(/^[12]$/));

    // Reads have their own limit.
    await rest(app, player).get(`/api/matches/${matchId}`).expect(200);

    await new Promise((resolve) => setTimeout(resolve, Number(viaRest.headers['retry-after']) * 1000 + 200));
    await rest(app, player)
      .post(`/api/matches/${matchId}/play`, { card: 'goblins:1', expectedVersion: 99 })
      .expect(409);
  });

  it('limits login and register per IP address, before any credential is checked', async () => {
    for (let i = 0; i < 2; i++) {
      const refused = await gql(app, LOGIN, { variables: { u: alice.username } });
      expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const limited = await gql(app, LOGIN, { variables: { u: alice.username } });
    expect(limited.errors?.[0]?.extensions).toEqual({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    // Signed-in calls are counted elsewhere.
    expect((await gql(app, '{ me { id } }', { token: bob.token })).data).toEqual({ me: { id: bob.id } });
  });

  it("counts `me` like every other operation: any scope may ask, and the token's own api limit applies", async () => {
    const token = (await createApiToken(app, alice.token, ['LOBBY'])).secret;
    for (let i = 0; i < 6; i++) {
      expect((await gql(app, '{ me { id } }', { token })).data).toEqual({ me: { id: alice.id } });
    }
    const limited = await gql(app, '{ me { id } }', { token });
    expect(limited.errors?.[0]?.extensions).toEqual({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
  });
});
