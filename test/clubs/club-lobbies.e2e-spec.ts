import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { restCall } from '../support/rest-call';
import { dataOf } from '../lobbies/lobby-support';

/**
 * Club-only lobbies (issue 31, docs/lobbies.md "Club-only lobbies") through real PostgreSQL and HTTP: listed to
 * the club's members only (openLobbies and the club page's clubLobbies), joinable by them only
 * (NOT_A_CLUB_MEMBER otherwise, nothing changed); opening one needs membership; bad input refused.
 */
describe('club-only lobbies (issue 31)', () => {
  let app: TestApp;
  let owner: RegisteredUser;
  let member: RegisteredUser;
  let stranger: RegisteredUser;
  let clubId: string;

  const call = (method: 'get' | 'post', who: RegisteredUser, path: string, body?: object) =>
    restCall(app, method, path, who.token, body);
  /** The open lobbies `who` is shown (GraphQL openLobbies: REST lists the same, test/social/friends-only). */
  const openIds = async (who: RegisteredUser): Promise<string[]> =>
    dataOf(
      await gql<{ openLobbies: { id: string }[] }>(app, '{ openLobbies(first: 100) { id } }', { token: who.token }),
    ).openLobbies.map((l) => l.id);

  beforeAll(async () => {
    app = await startTestApp({ env: { CLAIM_TIMEOUT_SWEEP: '0' } });
    [owner, member, stranger] = await Promise.all([1, 2, 3].map(() => registerUser(app)));
    const club = await call('post', owner, '/api/clubs', { name: `Lobby club ${process.pid}`, admission: 'open' });
    expect(club.status).toBe(200);
    clubId = club.body.id as string;
    expect((await call('post', member, `/api/clubs/${clubId}/join`)).status).toBe(200);
  }, 60_000);
  afterAll(async () => app.close());

  it('lists a club-only lobby to members only, on the club page too, and seats only a member', async () => {
    const opened = await call('post', owner, '/api/lobbies', { preset: 'claim', clubId });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ clubId, status: 'open', friendsOnly: false });
    const id = opened.body.id as string;
    const everyone = await call('post', owner, '/api/lobbies', { preset: 'claim' });
    expect(everyone.body).toMatchObject({ clubId: null });

    expect(await openIds(owner)).toEqual(expect.arrayContaining([id, everyone.body.id]));
    expect(await openIds(member)).toContain(id);
    const strangers = await openIds(stranger);
    expect(strangers).not.toContain(id);
    expect(strangers).toContain(everyone.body.id);
    // REST lists the same.
    const viaRest = await call('get', stranger, '/api/lobbies?first=100');
    expect((viaRest.body as { id: string }[]).map((l) => l.id)).not.toContain(id);
    expect((await call('get', member, '/api/lobbies?first=100')).body).toContainEqual(
      expect.objectContaining({ id, clubId }),
    );

    // The club page: its open lobbies, to members only.
    const page = await gql<{ clubLobbies: { id: string; clubId: string }[] }>(
      app,
      'query($c: ID!) { clubLobbies(clubId: $c) { id clubId } }',
      { token: member.token, variables: { c: clubId } },
    );
    expect(page.data!.clubLobbies).toEqual([{ id, clubId }]);
    const rest = await call('get', member, `/api/clubs/${clubId}/lobbies`);
    expect(rest.status).toBe(200);
    expect((rest.body as { id: string }[]).map((l) => l.id)).toEqual([id]);
    const hidden = await call('get', stranger, `/api/clubs/${clubId}/lobbies`);
    expect(hidden.status).toBe(409);
    expect(hidden.body).toMatchObject({ code: 'CONFLICT', reason: 'NOT_A_CLUB_MEMBER' });

    // A stranger: NOT_A_CLUB_MEMBER over REST and GraphQL, nothing changes.
    const refused = await call('post', stranger, `/api/lobbies/${id}/join`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CONFLICT', reason: 'NOT_A_CLUB_MEMBER' });
    const gqlRefused = await gql(app, 'mutation($id: ID!) { joinLobby(id: $id) { id } }', {
      token: stranger.token,
      variables: { id },
    });
    expect(gqlRefused.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'NOT_A_CLUB_MEMBER' });
    expect((await call('get', owner, `/api/lobbies/${id}`)).body).toMatchObject({
      status: 'open',
      seats: [{ username: owner.username }],
    });

    const joined = await call('post', member, `/api/lobbies/${id}/join`);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ status: 'started', clubId });
    const after = await call('get', member, `/api/clubs/${clubId}/lobbies`);
    expect(after.body).toEqual([]);
  });

  it('a player who left the club can no longer join its lobby', async () => {
    const leaver = await registerUser(app);
    expect((await call('post', leaver, `/api/clubs/${clubId}/join`)).status).toBe(200);
    const opened = await call('post', owner, '/api/lobbies', { preset: 'claim', clubId });
    const id = opened.body.id as string;
    expect(await openIds(leaver)).toContain(id);
    expect((await call('post', leaver, `/api/clubs/${clubId}/leave`)).status).toBe(200);
    expect(await openIds(leaver)).not.toContain(id);
    expect((await call('post', leaver, `/api/lobbies/${id}/join`)).body).toMatchObject({
      reason: 'NOT_A_CLUB_MEMBER',
    });
    expect((await call('post', owner, `/api/lobbies/${id}/leave`)).status).toBe(200);
  });

  it('refuses to open one for a club one is not in, an unknown club, a bad id, with friendsOnly, or as a challenge', async () => {
    const before = await call('get', stranger, '/api/lobbies/mine');
    const notMine = await call('post', stranger, '/api/lobbies', { preset: 'claim', clubId });
    expect(notMine.status).toBe(409);
    expect(notMine.body).toMatchObject({ code: 'CONFLICT', reason: 'NOT_A_CLUB_MEMBER' });
    const unknown = await call('post', stranger, '/api/lobbies', {
      preset: 'claim',
      clubId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND' });
    const bad = await gql(app, 'mutation { createLobby(input: { preset: "claim", clubId: "nope" }) { id } }', {
      token: owner.token,
    });
    expect(bad.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { clubId: [expect.any(String)] },
    });
    const both = await call('post', owner, '/api/lobbies', { preset: 'claim', clubId, friendsOnly: true });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { clubId: [expect.any(String)] } });
    const challenge = await call('post', owner, '/api/challenges', {
      username: member.username,
      preset: 'claim',
      clubId,
    });
    expect(challenge.status).toBe(400);
    expect(challenge.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { clubId: [expect.any(String)] } });
    expect((await call('get', stranger, '/api/lobbies/mine')).body).toEqual(before.body);
  });
});
