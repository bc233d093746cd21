import request from 'supertest';
import { createLobby, challenge, dataOf, errorOf } from '../lobbies/lobby-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

/**
 * Guests (issue 28, docs/players.md "Guests"): "Play the computer now" without an account, what a guest
 * may not do, the reserved guest- names, turning a guest into an account with its matches, and the
 * per-address limit on guests made. Real HTTP and PostgreSQL; the rate limit is 3 guests for this file.
 */

const USER = 'id username isGuest';
const CREATE = `mutation { createGuest { accessToken user { ${USER} } } }`;
const CONVERT = `mutation($i: RegisterInput!) { convertGuest(input: $i) { accessToken user { ${USER} } } }`;
const PLAY = `mutation($i: PlayComputerInput!) { playComputer(input: $i) { id mySeat rated seats { seat username } } }`;
const GUEST_NAME = /^guest-[a-z2-9]{6}$/;

interface Payload {
  accessToken: string;
  user: { id: string; username: string; isGuest: boolean };
}

async function createGuest(app: TestApp): Promise<Payload> {
  return dataOf(await gql<{ createGuest: Payload }>(app, CREATE)).createGuest;
}

async function codeOf(app: TestApp, query: string, token: string | undefined, variables?: Record<string, unknown>) {
  return errorOf(await gql(app, query, { token, variables })).extensions;
}

describe('guests: play the computer now, then keep the account (issue 28)', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let guest: Payload;
  let matchId: string;

  beforeAll(async () => {
    app = await startTestApp({ rateLimits: { guests: { limit: 3, windowSeconds: 3600 } } });
    alice = await registerUser(app);
  });
  afterAll(async () => app.close());

  it('makes a signed-in guest at once, who plays the computer (casual) and reads, and nothing more', async () => {
    guest = await createGuest(app);
    expect(guest.user.username).toMatch(GUEST_NAME);
    expect(guest.user.isGuest).toBe(true);
    const token = guest.accessToken;
    const me = await gql<{ me: Payload['user'] }>(app, `query { me { ${USER} } }`, { token });
    expect(dataOf(me).me).toEqual(guest.user);

    const played = dataOf(
      await gql<{ playComputer: { id: string; mySeat: number; rated: boolean } }>(app, PLAY, {
        token,
        variables: { i: { preset: 'claim', level: 'easy' } },
      }),
    ).playComputer;
    expect(played).toMatchObject({ mySeat: 0, rated: false });
    matchId = played.id;
    // Reading lobbies and challenges is fine (the home page lists them).
    expect(
      (await gql(app, 'query { openLobbies { id } myChallenges { id } bots { user { username } } }', { token })).errors,
    ).toBeUndefined();

    // Rated play against the computer is refused for everyone (docs/players.md "When a rated game does not count").
    expect(await codeOf(app, PLAY, token, { i: { preset: 'claim', level: 'easy', rated: true } })).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    // Refused, FORBIDDEN, and nothing made: lobbies, challenges, chat, blocks, tokens, becoming a bot.
    expect(errorOf(await createLobby(app, token, { preset: 'claim' })).extensions).toEqual({ code: 'FORBIDDEN' });
    expect(errorOf(await challenge(app, token, alice.username, { preset: 'claim' })).extensions).toEqual({
      code: 'FORBIDDEN',
    });
    expect(
      await codeOf(app, 'mutation($m: ID!) { sendChatMessage(matchId: $m, text: "hi") { seq } }', token, {
        m: matchId,
      }),
    ).toEqual({ code: 'FORBIDDEN' });
    expect(
      await codeOf(app, 'mutation($u: String!) { blockUser(username: $u) { username } }', token, {
        u: alice.username,
      }),
    ).toEqual({ code: 'FORBIDDEN' });
    expect(
      await codeOf(app, 'mutation { createApiToken(name: "bot", scopes: [MATCH_READ]) { secret } }', token),
    ).toEqual({ code: 'FORBIDDEN' });
    expect(await codeOf(app, 'mutation { becomeBot { isBot } }', token)).toEqual({ code: 'FORBIDDEN' });
    await request(app.baseUrl)
      .post('/api/lobbies')
      .set('authorization', `Bearer ${token}`)
      .send({ preset: 'claim' })
      .expect(403);
    const lobbies = await gql<{ openLobbies: unknown[] }>(app, 'query { openLobbies { id } }', { token: alice.token });
    expect(dataOf(lobbies).openLobbies).toEqual([]);
  });

  it('keeps guest- names for guests: nobody registers one (nor a look-alike), and no password signs in to a guest', async () => {
    for (const username of [guest.user.username, 'guest-abc234', 'Guest_friend', 'guest-']) {
      const response = await gql(app, 'mutation($i: RegisterInput!) { register(input: $i) { accessToken } }', {
        variables: { i: { username, password: 'correct horse battery' } },
      });
      expect(errorOf(response).extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { username: [expect.stringContaining('reserved')] },
      });
    }
    for (const password of ['', '!', 'correct horse battery']) {
      const login = await gql(app, 'mutation($i: LoginInput!) { login(input: $i) { accessToken } }', {
        variables: { i: { username: guest.user.username, password: password || 'x' } },
      });
      expect(errorOf(login).extensions).toEqual({ code: 'UNAUTHENTICATED' });
    }
  });

  it('turns the guest into an account with its name and password, keeping its matches; only once, only a guest', async () => {
    const token = guest.accessToken;
    // Bad input changes nothing: a weak password, a taken name, a reserved one.
    expect(await codeOf(app, CONVERT, token, { i: { username: 'newcomer', password: 'short' } })).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { password: expect.any(Array) },
    });
    expect(
      await codeOf(app, CONVERT, token, { i: { username: alice.username, password: 'a long enough passphrase' } }),
    ).toMatchObject({ code: 'BAD_USER_INPUT', fields: { username: ['is already taken'] } });
    expect(
      await codeOf(app, CONVERT, token, { i: { username: 'guest-mine22', password: 'a long enough passphrase' } }),
    ).toMatchObject({ code: 'BAD_USER_INPUT', fields: { username: [expect.stringContaining('reserved')] } });
    expect(dataOf(await gql<{ me: { isGuest: boolean } }>(app, 'query { me { isGuest } }', { token })).me.isGuest).toBe(
      true,
    );

    const name = `kept${process.pid}`;
    const converted = dataOf(
      await gql<{ convertGuest: Payload }>(app, CONVERT, {
        token,
        variables: { i: { username: name, password: 'a long enough passphrase' } },
      }),
    ).convertGuest;
    expect(converted.user).toEqual({ id: guest.user.id, username: name, isGuest: false });
    // The new session and the old one both stand for the account; its match is still its own, under the new name.
    for (const t of [converted.accessToken, token]) {
      const mine = await gql<{ myMatches: { id: string; seats: { username: string }[] }[] }>(
        app,
        'query { myMatches { id seats { username } } }',
        { token: t },
      );
      const found = dataOf(mine).myMatches.find((m) => m.id === matchId);
      expect(found?.seats[0].username).toBe(name);
    }
    const login = await gql<{ login: Payload }>(
      app,
      `mutation($i: LoginInput!) { login(input: $i) { user { ${USER} } } }`,
      {
        variables: { i: { username: name, password: 'a long enough passphrase' } },
      },
    );
    expect(dataOf(login).login.user).toEqual(converted.user);
    // An account now: it may open a lobby; converting again, or converting a real account, is a CONFLICT.
    expect((await createLobby(app, converted.accessToken, { preset: 'claim' })).errors).toBeUndefined();
    expect(
      await codeOf(app, CONVERT, converted.accessToken, {
        i: { username: 'another1', password: 'a long enough passphrase' },
      }),
    ).toEqual({ code: 'CONFLICT', reason: 'NOT_A_GUEST' });
    expect(
      await codeOf(app, CONVERT, alice.token, { i: { username: 'another1', password: 'a long enough passphrase' } }),
    ).toEqual({ code: 'CONFLICT', reason: 'NOT_A_GUEST' });
    expect(
      await codeOf(app, CONVERT, undefined, { i: { username: 'another1', password: 'a long enough passphrase' } }),
    ).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('limits the guests made per address (RATE_LIMIT_GUESTS), with RATE_LIMITED and retryAfter', async () => {
    // The first test made one; the limit is 3.
    await createGuest(app);
    await createGuest(app);
    const refused = errorOf(await gql(app, CREATE)).extensions;
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
  });
});
