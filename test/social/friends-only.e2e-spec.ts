import request from 'supertest';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

/**
 * Issue 31, friends-only play (docs/lobbies.md "Friends-only lobbies", docs/players.md "Friends"), through real
 * PostgreSQL and HTTP: a friends-only lobby is listed to the owner's friends only and joinable by them only
 * (NOT_A_FRIEND otherwise, nothing changed); a player who takes challenges from friends only refuses other
 * players' challenges and rematch offers (FRIENDS_ONLY); a block always wins over the friendship.
 */
describe('friends-only lobbies and challenges (issue 31)', () => {
  let app: TestApp;
  let owner: RegisteredUser;
  let friend: RegisteredUser;
  let follower: RegisteredUser;
  let stranger: RegisteredUser;

  const call = (method: 'get' | 'post' | 'put' | 'delete', who: RegisteredUser, path: string, body?: object) =>
    request(app.baseUrl)[method](path).set('authorization', `Bearer ${who.token}`).send(body);
  const follow = async (who: RegisteredUser, whom: RegisteredUser) =>
    expect((await call('put', who, `/api/following/${whom.username}`)).status).toBe(200);
  const openIds = async (who: RegisteredUser): Promise<string[]> => {
    const res = await call('get', who, '/api/lobbies?first=100');
    expect(res.status).toBe(200);
    return (res.body as { id: string }[]).map((l) => l.id);
  };

  beforeAll(async () => {
    app = await startTestApp({ env: { CLAIM_TIMEOUT_SWEEP: '0' } });
    [owner, friend, follower, stranger] = await Promise.all([1, 2, 3, 4].map(() => registerUser(app)));
    // friend: both ways; follower: follows the owner, who does not follow back.
    await follow(owner, friend);
    await follow(friend, owner);
    await follow(follower, owner);
  }, 60_000);
  afterAll(async () => app.close());

  it('lists a friends-only lobby to the owner and friends only, and seats only a friend', async () => {
    const opened = await call('post', owner, '/api/lobbies', { preset: 'claim', friendsOnly: true });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ friendsOnly: true, status: 'open' });
    const id = opened.body.id as string;
    const everyone = await call('post', owner, '/api/lobbies', { preset: 'claim' });
    expect(everyone.body).toMatchObject({ friendsOnly: false });

    expect(await openIds(owner)).toEqual(expect.arrayContaining([id, everyone.body.id]));
    expect(await openIds(friend)).toContain(id);
    for (const other of [follower, stranger]) {
      const ids = await openIds(other);
      expect(ids).not.toContain(id);
      expect(ids).toContain(everyone.body.id);
    }
    // GraphQL lists the same.
    const listed = await gql<{ openLobbies: { id: string; friendsOnly: boolean }[] }>(
      app,
      '{ openLobbies(first: 100) { id friendsOnly } }',
      { token: stranger.token },
    );
    expect(listed.data!.openLobbies.map((l) => l.id)).not.toContain(id);

    // A follower who is not followed back and a stranger: NOT_A_FRIEND, over REST and GraphQL; nothing changes.
    for (const other of [follower, stranger]) {
      const refused = await call('post', other, `/api/lobbies/${id}/join`);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'CONFLICT', reason: 'NOT_A_FRIEND' });
      const viaGql = await gql(app, 'mutation($id: ID!) { joinLobby(id: $id) { id } }', {
        token: other.token,
        variables: { id },
      });
      expect(viaGql.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'NOT_A_FRIEND' });
    }
    const unchanged = await call('get', owner, `/api/lobbies/${id}`);
    expect(unchanged.body).toMatchObject({ status: 'open', seats: [{ username: owner.username }] });

    const joined = await call('post', friend, `/api/lobbies/${id}/join`);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ status: 'started', friendsOnly: true });
  });

  it('a block ends the friendship: the lobby is neither listed nor joinable', async () => {
    const [a, b] = await Promise.all([registerUser(app), registerUser(app)]);
    await follow(a, b);
    await follow(b, a);
    const opened = await gql<{ createLobby: { id: string; friendsOnly: boolean } }>(
      app,
      'mutation { createLobby(input: { preset: "claim", friendsOnly: true }) { id friendsOnly } }',
      { token: a.token },
    );
    const id = opened.data!.createLobby.id;
    expect(opened.data!.createLobby.friendsOnly).toBe(true);
    expect(await openIds(b)).toContain(id);
    const blocked = await gql(app, 'mutation($u: String!) { blockUser(username: $u) { username } }', {
      token: a.token,
      variables: { u: b.username },
    });
    expect(blocked.errors).toBeUndefined();
    expect(await openIds(b)).not.toContain(id);
    expect((await call('post', b, `/api/lobbies/${id}/join`)).body).toMatchObject({ reason: 'NOT_A_FRIEND' });
  });

  it('refuses friendsOnly on a challenge (BAD_USER_INPUT, nothing sent)', async () => {
    const res = await call('post', owner, '/api/challenges', {
      username: stranger.username,
      preset: 'claim',
      friendsOnly: true,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { friendsOnly: [expect.any(String)] } });
    const pending = await call('get', stranger, '/api/challenges');
    expect(pending.body).toEqual([]);
  });

  it('takes challenges from friends only once the player says so, over REST and GraphQL', async () => {
    expect((await call('get', owner, '/api/challenge-policy')).body).toEqual({ friendsOnly: false });
    // Anyone may challenge by default.
    const before = await call('post', stranger, '/api/challenges', {
      username: owner.username,
      preset: 'claim',
    });
    expect(before.status).toBe(200);

    const set = await call('put', owner, '/api/challenge-policy', { friendsOnly: true });
    expect(set.body).toEqual({ friendsOnly: true });
    const viaGql = await gql<{ challengePolicy: { friendsOnly: boolean } }>(
      app,
      '{ challengePolicy { friendsOnly } }',
      {
        token: owner.token,
      },
    );
    expect(viaGql.data!.challengePolicy.friendsOnly).toBe(true);

    for (const other of [stranger, follower]) {
      const refused = await call('post', other, '/api/challenges', {
        username: owner.username,
        preset: 'claim',
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'CONFLICT', reason: 'FRIENDS_ONLY' });
      const gqlRefused = await gql(
        app,
        'mutation($u: String!) { challenge(username: $u, input: { preset: "claim" }) { id } }',
        { token: other.token, variables: { u: owner.username } },
      );
      expect(gqlRefused.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'FRIENDS_ONLY' });
    }
    // Only the challenge sent before the switch is pending for the owner: the refused ones left nothing.
    const received = (await call('get', owner, '/api/challenges')).body as { challenger: string; status: string }[];
    expect(received.filter((c) => c.challenger !== owner.username).map((c) => c.challenger)).toEqual([
      stranger.username,
    ]);

    const byFriend = await call('post', friend, '/api/challenges', {
      username: owner.username,
      preset: 'claim',
    });
    expect(byFriend.status).toBe(200);

    const bad = await call('put', owner, '/api/challenge-policy', { friendsOnly: 'yes' });
    expect(bad.status).toBe(400);
    const back = await gql<{ setChallengePolicy: { friendsOnly: boolean } }>(
      app,
      'mutation { setChallengePolicy(friendsOnly: false) { friendsOnly } }',
      { token: owner.token },
    );
    expect(back.data!.setChallengePolicy.friendsOnly).toBe(false);
    expect(
      (await call('post', follower, '/api/challenges', { username: owner.username, preset: 'claim' })).status,
    ).toBe(200);
  });
});
