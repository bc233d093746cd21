import request from 'supertest';
import { seatToAct } from '../../src/engine';
import { MatchesService } from '../../src/matches/matches.service';
import { MAX_FOLLOWS } from '../../src/social/social.service';
import { PrismaService } from '../../src/database/prisma.service';
import { movableClock, waitFor } from '../correspondence/correspondence-support';
import { dataOf, errorOf } from '../lobbies/lobby-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import {
  ARCHIVED_MATCH_FIELDS,
  FOLLOW_RESULT_FIELDS,
  FOLLOWED_PLAYER_FIELDS,
  NOTIFICATION_FIELDS,
} from '../support/schema-fields';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { start } from './social-support';

/**
 * Follows and friends (issue 31, docs/players.md "Friends"), through real PostgreSQL and HTTP: a follow the
 * followed player hears of, friendship as two follows, a block that always wins, the friends' lists, and
 * bad input that changes nothing.
 */
const FOLLOW = `mutation($u: String!) { follow(username: $u) { ${FOLLOW_RESULT_FIELDS} } }`;
const UNFOLLOW = 'mutation($u: String!) { unfollow(username: $u) }';
const LISTS = `{ following { ${FOLLOWED_PLAYER_FIELDS} } followers { ${FOLLOWED_PLAYER_FIELDS} } friends { ${FOLLOWED_PLAYER_FIELDS} } }`;

interface Lists {
  following: { username: string }[];
  followers: { username: string }[];
  friends: { username: string }[];
}

describe('follows and friends (issue 31)', () => {
  let app: TestApp;
  let ann: RegisteredUser;
  let bob: RegisteredUser;
  let cat: RegisteredUser;
  let dan: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp({ env: { CLAIM_TIMEOUT_SWEEP: '0' } });
    [ann, bob, cat, dan] = [
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
    ];
  }, 60_000);
  afterAll(async () => app.close());

  const follow = (who: RegisteredUser, whom: string) =>
    gql<{ follow: { friends: boolean; username: string; since: string } }>(app, FOLLOW, {
      token: who.token,
      variables: { u: whom },
    });
  const unfollow = (who: RegisteredUser, whom: string) =>
    gql<{ unfollow: boolean }>(app, UNFOLLOW, { token: who.token, variables: { u: whom } });
  const lists = async (
    who: RegisteredUser,
  ): Promise<{ following: string[]; followers: string[]; friends: string[] }> => {
    const data = dataOf(await gql<Lists>(app, LISTS, { token: who.token }));
    return {
      following: data.following.map((u) => u.username),
      followers: data.followers.map((u) => u.username),
      friends: data.friends.map((u) => u.username),
    };
  };
  const notices = async (who: RegisteredUser) =>
    dataOf(
      await gql<{ myNotifications: { kind: string; from: string | null; matchId: string | null }[] }>(
        app,
        `{ myNotifications(first: 500) { ${NOTIFICATION_FIELDS} } }`,
        { token: who.token },
      ),
    ).myNotifications.filter((n) => n.kind === 'FOLLOWED' || n.kind === 'FRIEND_ADDED');
  const block = async (who: RegisteredUser, whom: string) =>
    expect(
      (
        await gql(app, 'mutation($u: String!) { blockUser(username: $u) { username } }', {
          token: who.token,
          variables: { u: whom },
        })
      ).errors,
    ).toBeUndefined();
  const unblock = async (who: RegisteredUser, whom: string) =>
    expect(
      (
        await gql(app, 'mutation($u: String!) { unblockUser(username: $u) }', {
          token: who.token,
          variables: { u: whom },
        })
      ).errors,
    ).toBeUndefined();

  it('a follow is seen by the followed player (FOLLOWED), a follow back makes friends (FRIEND_ADDED); repeating tells nobody', async () => {
    const first = dataOf(await follow(ann, bob.username.toUpperCase())).follow;
    expect(first).toMatchObject({ username: bob.username, friends: false, isBot: false });
    expect(await lists(ann)).toEqual({ following: [bob.username], followers: [], friends: [] });
    expect(await lists(bob)).toEqual({ following: [], followers: [ann.username], friends: [] });
    expect(await notices(bob)).toEqual([
      expect.objectContaining({ kind: 'FOLLOWED', from: ann.username, matchId: null }),
    ]);

    const again = dataOf(await follow(ann, bob.username)).follow;
    expect(again.since).toBe(first.since);
    expect(await notices(bob)).toHaveLength(1);

    expect(dataOf(await follow(bob, ann.username)).follow).toMatchObject({ username: ann.username, friends: true });
    expect(await notices(ann)).toEqual([expect.objectContaining({ kind: 'FRIEND_ADDED', from: bob.username })]);
    expect((await lists(ann)).friends).toEqual([bob.username]);
    expect((await lists(bob)).friends).toEqual([ann.username]);
    const relation = await gql<{ playerRelation: { following: boolean; followedBy: boolean; friends: boolean } }>(
      app,
      'query($u: String!) { playerRelation(username: $u) { following followedBy friends } }',
      { token: ann.token, variables: { u: bob.username } },
    );
    expect(dataOf(relation).playerRelation).toEqual({ following: true, followedBy: true, friends: true });
  });

  it('REST mirrors it: PUT/DELETE /api/following/{username}, GET /api/friends, /api/followers, /api/users/{name}/relation', async () => {
    const auth = (call: request.Test, who: RegisteredUser) => call.set('authorization', `Bearer ${who.token}`);
    const put = await auth(request(app.baseUrl).put(`/api/following/${cat.username}`), dan).expect(200);
    expect(put.body).toMatchObject({ username: cat.username, friends: false });
    expect((await auth(request(app.baseUrl).get('/api/followers'), cat).expect(200)).body).toEqual([
      { username: dan.username, isBot: false, since: put.body.since },
    ]);
    await auth(request(app.baseUrl).put(`/api/following/${dan.username}`), cat).expect(200);
    expect((await auth(request(app.baseUrl).get('/api/friends'), cat).expect(200)).body).toEqual([
      expect.objectContaining({ username: dan.username }),
    ]);
    expect((await auth(request(app.baseUrl).get(`/api/users/${dan.username}/relation`), cat).expect(200)).body).toEqual(
      {
        following: true,
        followedBy: true,
        friends: true,
      },
    );
    const removed = await auth(request(app.baseUrl).delete(`/api/following/${dan.username}`), cat).expect(200);
    expect(removed.body).toEqual([]);
    expect((await lists(dan)).friends).toEqual([]);
    expect((await lists(dan)).following).toEqual([cat.username]);
    await request(app.baseUrl).get('/api/friends').expect(401);
    await auth(request(app.baseUrl).put('/api/following/nobody-at-all'), cat).expect(404);
    const self = await auth(request(app.baseUrl).put(`/api/following/${cat.username}`), cat).expect(400);
    expect(self.body.code).toBe('BAD_USER_INPUT');
    await auth(request(app.baseUrl).get('/api/friends/games/everything'), cat).expect(400);
    await auth(request(app.baseUrl).get('/api/friends/games/running?first=0'), cat).expect(400);
    await auth(request(app.baseUrl).get('/api/friends/games/running?first=abc'), cat).expect(400);
    // Cleans up for the later tests: dan follows nobody.
    await auth(request(app.baseUrl).delete(`/api/following/${cat.username}`), dan).expect(200);
  });

  it('bad input: a clear error with a stable code, and nothing changed', async () => {
    const before = [await lists(ann), await lists(bob)];
    const noticesBefore = (await notices(bob)).length;
    expect(errorOf(await follow(ann, ann.username)).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { username: ['you cannot follow yourself'] },
    });
    expect(errorOf(await follow(ann, 'no-such-player')).extensions).toMatchObject({
      code: 'NOT_FOUND',
      entity: 'User',
    });
    expect(errorOf(await follow(ann, '')).extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(errorOf(await unfollow(ann, 'no-such-player')).extensions).toMatchObject({ code: 'NOT_FOUND' });
    const games = (status: string, first: number) =>
      gql(app, `query($s: String!, $f: Int!) { friendsGames(status: $s, first: $f) { id } }`, {
        token: ann.token,
        variables: { s: status, f: first },
      });
    expect(errorOf(await games('all', 10)).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { status: expect.any(Array) },
    });
    expect(errorOf(await games('running', 0)).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { first: expect.any(Array) },
    });
    expect(errorOf(await games('finished', 101)).extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(errorOf(await gql(app, LISTS)).extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect([await lists(ann), await lists(bob)]).toEqual(before);
    expect(await notices(bob)).toHaveLength(noticesBefore);
  });

  it(`caps follows at ${MAX_FOLLOWS} (CONFLICT TOO_MANY_FOLLOWS, nothing added)`, async () => {
    const prisma = app.app.get(PrismaService);
    const many = await registerUser(app);
    // The cap's rows written directly: registering a thousand accounts through the API would take minutes.
    const others = await prisma.$queryRawUnsafe<{ id: string }[]>(
      `INSERT INTO users (username, password_hash) SELECT 'capped' || g || $1, 'x' FROM generate_series(1, ${MAX_FOLLOWS}) g RETURNING id::text`,
      String(process.pid),
    );
    await prisma.userFollow.createMany({
      data: others.map(({ id }) => ({ followerId: many.id, followedId: id, createdAt: new Date() })),
    });
    expect(errorOf(await follow(many, ann.username)).extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'TOO_MANY_FOLLOWS',
    });
    expect((await lists(ann)).followers).not.toContain(many.username);
    // Following one already followed is no new follow: still fine at the cap.
    const capped = `capped1${process.pid}`;
    expect(dataOf(await follow(many, capped)).follow.username).toBe(capped);
  });

  it('a block always wins: it removes both follows, and no follow is made across it either way', async () => {
    const [eve, fay] = [await registerUser(app), await registerUser(app)];
    dataOf(await follow(eve, fay.username));
    expect(dataOf(await follow(fay, eve.username)).follow.friends).toBe(true);
    await block(eve, fay.username);
    expect(await lists(eve)).toEqual({ following: [], followers: [], friends: [] });
    expect(await lists(fay)).toEqual({ following: [], followers: [], friends: [] });
    expect(errorOf(await follow(fay, eve.username)).extensions).toMatchObject({ code: 'CONFLICT', reason: 'BLOCKED' });
    expect(errorOf(await follow(eve, fay.username)).extensions).toMatchObject({ code: 'CONFLICT', reason: 'BLOCKED' });
    expect(
      await app.app
        .get(PrismaService)
        .userFollow.count({ where: { OR: [{ followerId: eve.id }, { followerId: fay.id }] } }),
    ).toBe(0);
    // Unblocking brings no follow back: each has to follow again.
    await unblock(eve, fay.username);
    expect((await lists(eve)).followers).toEqual([]);
    expect(dataOf(await follow(fay, eve.username)).follow.friends).toBe(false);
  });

  it('a block and a follow at the same moment never leave a follow across the block', async () => {
    const prisma = app.app.get(PrismaService);
    for (let round = 0; round < 8; round++) {
      const [gus, hal] = [await registerUser(app), await registerUser(app)];
      const [followed, blocked] = await Promise.all([
        follow(hal, gus.username),
        gql(app, 'mutation($u: String!) { blockUser(username: $u) { username } }', {
          token: gus.token,
          variables: { u: hal.username },
        }),
      ]);
      expect(blocked.errors).toBeUndefined();
      // Either the follow came first (and the block removed it) or the block did (and the follow was refused).
      if (followed.errors) expect(errorOf(followed).extensions).toMatchObject({ reason: 'BLOCKED' });
      expect(await prisma.userFollow.count({ where: { followerId: hal.id, followedId: gus.id } })).toBe(0);
    }
  });

  it('friends online: used the server in the last 5 minutes; friends waiting: a seat of theirs is due', async () => {
    const [ivy, jon, kim] = [await registerUser(app), await registerUser(app), await registerUser(app)];
    for (const [a, b] of [
      [ivy, jon],
      [jon, ivy],
      [ivy, kim],
      [kim, ivy],
    ])
      dataOf(await follow(a, b.username));
    const online = async () =>
      dataOf(
        await gql<{ friendsOnline: { username: string }[] }>(app, '{ friendsOnline { username seenAt } }', {
          token: ivy.token,
        }),
      ).friendsOnline.map((f) => f.username);
    // jon and kim made requests just now (their follows). A request does not wait for its presence stamp
    // (src/auth/presence.ts), so the list is awaited until both are in it (on Citus the write is slower).
    await waitFor('jon and kim online', async () => (await online()).length === 2);
    expect((await online()).sort()).toEqual([jon.username, kim.username].sort());
    const clock = movableClock(app);
    clock.advance(6 * 60_000);
    await lists(jon); // jon is around again; kim is not.
    await waitFor('jon online again', async () => (await online()).includes(jon.username));
    expect(await online()).toEqual([jon.username]);

    // A match between jon and lou (a friend too): whoever is due is waited for; a match of strangers is not listed.
    const lou = await registerUser(app);
    dataOf(await follow(ivy, lou.username));
    dataOf(await follow(lou, ivy.username));
    const match = await start(app, [jon, lou], { daysPerMove: 3 });
    await start(app, [await registerUser(app), await registerUser(app)], { daysPerMove: 3 });
    const runtime = await app.app.get(MatchesService).load(match);
    const due = runtime.header.seats.find((s) => s.seat === seatToAct(runtime.state))!;
    const waiting = async () =>
      dataOf(
        await gql<{ friendsWaiting: { username: string; matches: number }[] }>(
          app,
          '{ friendsWaiting { username matches since } }',
          { token: ivy.token },
        ),
      ).friendsWaiting;
    expect(await waiting()).toEqual([
      { username: due.userId === jon.id ? jon.username : lou.username, matches: 1, since: expect.any(String) },
    ]);
    jest.restoreAllMocks();
  });

  it("friends' games: running and finished public matches of friends, not of others, nor those kept from spectators", async () => {
    const [lea, max, ned, out] = [
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
    ];
    for (const [a, b] of [
      [lea, max],
      [max, lea],
      [lea, ned],
    ])
      dataOf(await follow(a, b.username));
    const service = app.app.get(MatchesService);
    const maxPublic = await start(app, [max, out], { spectators: 'anyone' });
    const maxPlayersOnly = await start(app, [max, out], { spectators: 'nobody' });
    const nedPublic = await start(app, [ned, out], { spectators: 'anyone' }); // ned is followed, not a friend
    const maxFinished = await start(app, [max, out], { spectators: 'anyone' });
    await service.resign(out, maxFinished);
    const games = async (status: string, first = 20) =>
      dataOf(
        await gql<{ friendsGames: { id: string; status: string }[] }>(
          app,
          `query($s: String!, $f: Int!) { friendsGames(status: $s, first: $f) { ${ARCHIVED_MATCH_FIELDS} } }`,
          { token: lea.token, variables: { s: status, f: first } },
        ),
      ).friendsGames;
    const running = await games('running');
    expect(running.map((m) => m.id)).toEqual([maxPublic]);
    expect(running.map((m) => m.id)).not.toContain(maxPlayersOnly);
    expect(running.map((m) => m.id)).not.toContain(nedPublic);
    expect((await games('finished')).map((m) => [m.id, m.status])).toEqual([[maxFinished, 'finished']]);
    // A page the newest matches fill is answered by walking them (ArchiveRepository.gamesOf), under the same
    // rules: the private and the non-friend's matches, newer than maxPublic, are still left out.
    expect((await games('running', 1)).map((m) => m.id)).toEqual([maxPublic]);
    expect((await games('finished', 1)).map((m) => m.id)).toEqual([maxFinished]);
    // Both ways give the same pages: newest first, each a prefix of the longer one.
    const more = [
      await start(app, [max, out], { spectators: 'anyone' }),
      await start(app, [out, max], { spectators: 'signed_in' }),
    ];
    const all = (await games('running', 100)).map((m) => m.id);
    expect([...all].sort()).toEqual([...more, maxPublic].sort());
    for (const first of [1, 2, 3])
      expect((await games('running', first)).map((m) => m.id)).toEqual(all.slice(0, first));
    // After an unfollow, max is no friend: nothing is listed.
    dataOf(await unfollow(lea, max.username));
    expect(await games('running')).toEqual([]);
  });
});
