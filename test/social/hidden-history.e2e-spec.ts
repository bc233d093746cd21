import request from 'supertest';
import { MatchesService } from '../../src/matches/matches.service';
import { MIN_CARDS_PER_SEAT } from '../../src/ratings/anti-farming';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import openapi from '../../openapi.json';
import { playCards, playOut, start } from './social-support';

/**
 * Issue 27 P3: after setHistoryHidden(true) no route rebuilds the player's list of finished matches for
 * anyone but the players of those matches — not the archive's filters, not the export, not rating
 * histories, not reads by id (docs/players.md "Hiding one's history").
 */
describe('hidden history is hidden from every route (issue 27 P3)', () => {
  let app: TestApp;
  let hider: RegisteredUser;
  let opponent: RegisteredUser;
  let third: RegisteredUser;
  let stranger: RegisteredUser;
  /** hider–opponent, rated and counted. */
  let duel: string;
  let duelHead: string;
  /** opponent, hider, third: 3 players, casual. */
  let trio: string;
  /** opponent–third: no hidden player, public. */
  let control: string;
  /** hider–third, running. */
  let running: string;

  beforeAll(async () => {
    app = await startTestApp();
    [hider, opponent, third, stranger] = [
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
    ];
    const service = app.app.get(MatchesService);
    duel = await start(app, [hider, opponent], { rated: true });
    await playCards(app, duel, [hider, opponent], 1, MIN_CARDS_PER_SEAT);
    await service.resign(opponent, duel);
    duelHead = (await service.load(duel)).headHash;
    trio = await start(app, [opponent, hider, third], {});
    await playOut(app, trio, [opponent, hider, third], 2, 3);
    await service.resign(third, trio);
    control = await start(app, [opponent, third], {});
    await playOut(app, control, [opponent, third], 3, 3);
    await service.resign(third, control);
    running = await start(app, [hider, third], {});
    const hide = await gql(app, 'mutation { setHistoryHidden(hidden: true) }', { token: hider.token });
    expect(hide.errors).toBeUndefined();
  }, 60_000);
  afterAll(async () => app.close());

  /** What must never reach anyone but the players: the withheld matches' ids, the head hash, the hider's id. */
  const secrets = (): string[] => [duel, trio, duelHead, hider.id];
  const expectNoSecret = (label: string, body: unknown): void => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    for (const secret of secrets()) if (text.includes(secret)) throw new Error(`${label} shows ${secret}`);
  };

  const ARCHIVE_FILTERS = (): Record<string, unknown>[] => [
    {},
    { opponent: hider.username },
    { player: hider.username },
    { player: opponent.username },
    { player: opponent.username, opponent: hider.username },
    { player: third.username, rated: false },
    { players: 2 },
    { players: 3 },
    { rated: true },
    { faction: 'goblins' },
    { hero: 'cthulhu' },
  ];

  const archived = async (filter: Record<string, unknown>, token?: string): Promise<string[]> => {
    const answer = await gql<{ archivedMatches: { id: string }[] }>(
      app,
      'query($f: ArchiveFilterInput) { archivedMatches(filter: $f, first: 100) { id seats { username } } }',
      { variables: { f: filter }, token },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.archivedMatches.map((m) => m.id);
  };

  const history = async (username: string, token?: string) => {
    const answer = await gql<{
      ratingHistory: {
        matchId: string | null;
        headHash: string | null;
        createdAt: string | null;
        ratingAfter: number;
      }[];
    }>(
      app,
      'query($u: String!) { ratingHistory(username: $u, pool: "duel") { matchId headHash createdAt ratingAfter } }',
      { variables: { u: username }, token },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.ratingHistory;
  };

  it('GraphQL, without a token and with another account’s: no archive filter, profile, rating history or read by id finds a withheld match', async () => {
    for (const token of [undefined, stranger.token]) {
      const who = token ? 'a stranger' : 'a visitor';
      for (const filter of ARCHIVE_FILTERS())
        expectNoSecret(`${who}: ${JSON.stringify(filter)}`, await archived(filter, token));
      expect(await archived({ player: opponent.username }, token)).toEqual([control]);
      const profile = await gql(
        app,
        'query($u: String!) { user(username: $u, recent: 100) { username games { played } recentMatches { id } } }',
        { variables: { u: hider.username }, token },
      );
      expect(profile.data).toEqual({ user: { username: hider.username, games: [], recentMatches: [] } });
      const opponentProfile = await gql(
        app,
        'query($u: String!) { user(username: $u, recent: 100) { recentMatches { id } } }',
        {
          variables: { u: opponent.username },
          token,
        },
      );
      expect(opponentProfile.data).toEqual({ user: { recentMatches: [{ id: control }] } });
      // The rating curve stays; what would find the match does not: no id, head hash or time.
      for (const name of [hider.username, opponent.username]) {
        const curve = await history(name, token);
        expect(curve).toEqual([{ matchId: null, headHash: null, createdAt: null, ratingAfter: expect.any(Number) }]);
      }
      const live = await gql<{ liveMatches: { id: string }[] }>(app, 'query { liveMatches(first: 100) { id } }', {
        token,
      });
      expect(live.data!.liveMatches.map((m) => m.id)).not.toContain(running);
      expect(
        (await gql(app, 'query($id: ID!) { publicMatch(id: $id) { id } }', { variables: { id: duel }, token }))
          .errors?.[0].extensions?.code,
      ).toBe('NOT_FOUND');
    }
    // Signed in, by id: every read of a finished match answers as if it did not exist.
    const byId: [string, string][] = [
      ['match', 'query($id: ID!) { match(id: $id) { id seats { username } } }'],
      ['matchAt', 'query($id: ID!) { matchAt(id: $id, version: 1) { id } }'],
      ['matchEvents', 'query($id: ID!) { matchEvents(matchId: $id) { seq } }'],
      ['matchStory', 'query($id: ID!) { matchStory(matchId: $id) { seq } }'],
      ['chatMessages', 'query($id: ID!) { chatMessages(matchId: $id) { seq } }'],
      ['legalMoves', 'query($id: ID!) { legalMoves(matchId: $id) { kind } }'],
      ['exportMatch', 'query($id: ID!) { exportMatch(id: $id) }'],
      ['verifyMatch', 'query($id: ID!) { verifyMatch(id: $id) { ok } }'],
    ];
    for (const id of [duel, trio])
      for (const [name, query] of byId) {
        const answer = await gql(app, query, { variables: { id }, token: stranger.token });
        expect([name, answer.errors?.[0].extensions?.code]).toEqual([name, 'NOT_FOUND']);
        expectNoSecret(name, { data: answer.data, message: answer.errors?.[0].message });
      }
  });

  it('their players still see everything: the owner in the archive, profile and history; a co-player by id', async () => {
    expect(await archived({ player: hider.username }, hider.token)).toEqual([trio, duel]);
    expect(await archived({ opponent: hider.username }, opponent.token)).toEqual([trio, duel]);
    const profile = await gql<{ user: { recentMatches: { id: string }[] } }>(
      app,
      'query($u: String!) { user(username: $u) { recentMatches { id } } }',
      { variables: { u: hider.username }, token: hider.token },
    );
    expect(profile.data!.user.recentMatches.map((m) => m.id)).toEqual([trio, duel]);
    expect(await history(hider.username, hider.token)).toEqual([
      { matchId: duel, headHash: duelHead, createdAt: expect.any(String), ratingAfter: expect.any(Number) },
    ]);
    for (const player of [hider, opponent]) {
      const record = await request(app.baseUrl)
        .get(`/api/matches/${duel}/record`)
        .set('authorization', `Bearer ${player.token}`);
      expect(record.status).toBe(200);
      const match = await gql(app, 'query($id: ID!) { match(id: $id) { id } }', {
        variables: { id: duel },
        token: player.token,
      });
      expect(match.data).toEqual({ match: { id: duel } });
    }
    const exported = await request(app.baseUrl)
      .get('/api/matches/export')
      .set('authorization', `Bearer ${hider.token}`);
    expect(exported.text).toContain(duel);
  });

  /**
   * Every REST path of openapi.json that takes a match id or a username, and what a visitor and a stranger
   * get there for a withheld match (or the hider's name). A new path fails the coverage check until it is
   * listed here.
   */
  it('REST: every path with a match id or a username, without a token and with another account’s', async () => {
    type Check = (path: string, token?: string) => Promise<void>;
    const get = async (path: string, token?: string) => {
      const call = request(app.baseUrl).get(path).timeout(5_000);
      return token ? call.set('authorization', `Bearer ${token}`) : call;
    };
    const send = async (method: 'post' | 'put' | 'delete', path: string, token?: string) => {
      const call = request(app.baseUrl)[method](path).send({}).timeout(5_000);
      return token ? call.set('authorization', `Bearer ${token}`) : call;
    };
    /** A read by match id: 404 as for a match that does not exist (401 where a token is needed). */
    const notFound: Check = async (path, token) => {
      for (const id of [duel, trio]) {
        const answer = await get(path.replace('{id}', id), token);
        expect([path, answer.status]).toEqual([path, token || answer.status !== 401 ? 404 : 401]);
        expectNoSecret(path, answer.text);
      }
    };
    /** A write (or a player's own setting): refused, and the refusal names nobody. */
    const refusedWrite =
      (method: 'post' | 'put' | 'delete'): Check =>
      async (path, token) => {
        const answer = await send(method, path.replace('{id}', duel), token);
        expect([path, answer.status >= 400 && answer.status < 500]).toEqual([path, true]);
        expectNoSecret(path, answer.text);
        expect(answer.text).not.toContain(hider.username);
      };
    /** The hider's or their opponent's name: answers, without the withheld matches. */
    const byName: Check = async (path, token) => {
      for (const name of [hider.username, opponent.username]) {
        const answer = await get(path.replace('{name}', name).replace('{pool}', 'duel'), token);
        expect([path, answer.status]).toEqual([path, 200]);
        expectNoSecret(path, answer.text);
      }
    };
    /** Ids of other things (lobbies, challenges, reports, subscriptions) or a leaderboard: no match or history behind them. */
    const unrelated: Check = async () => undefined;
    const covered: Record<string, Check> = {
      'get /api/matches/{id}': notFound,
      'get /api/matches/{id}/record': notFound,
      'get /api/matches/{id}/verify': notFound,
      'get /api/matches/{id}/legal-moves': notFound,
      'get /api/matches/{id}/events': notFound,
      'get /api/matches/{id}/stream': notFound,
      'get /api/matches/{id}/story': notFound,
      // The computer's review of a finished match (issue 33) and its seat views: read as the match is.
      'get /api/matches/{id}/review': notFound,
      'get /api/matches/{id}/review/view': (path, token) => notFound(`${path}?seq=0`, token),
      // The table warning (issue 35): which seats share a network, read as the match is.
      'get /api/matches/{id}/same-network': notFound,
      // Fair-play signals (issue 35): moderators only, so a stranger is refused whoever is named.
      'get /api/moderation/fair-play/users/{name}': async (path, token) => {
        const answer = await get(path.replace('{name}', hider.username), token);
        expect([path, answer.status]).toEqual([path, token ? 403 : 401]);
        expectNoSecret(path, answer.text);
      },
      'post /api/matches/{id}/review/deep': refusedWrite('post'),
      'get /api/matches/{id}/chat': notFound,
      'get /api/matches/{id}/chat/stream': notFound,
      'get /api/matches/{id}/forced-moves': notFoundOrRefused,
      'put /api/matches/{id}/forced-moves': refusedWrite('put'),
      'post /api/matches/{id}/chat': refusedWrite('post'),
      'post /api/matches/{id}/chat/read': refusedWrite('post'),
      'post /api/matches/{id}/play': refusedWrite('post'),
      'post /api/matches/{id}/decide': refusedWrite('post'),
      'post /api/matches/{id}/resign': refusedWrite('post'),
      'post /api/matches/{id}/abort': refusedWrite('post'),
      'post /api/matches/{id}/rematch': refusedWrite('post'),
      'post /api/matches/{id}/claim-timeout': refusedWrite('post'),
      'post /api/matches/{id}/pause': refusedWrite('post'),
      'post /api/matches/{id}/pause/answer': refusedWrite('post'),
      'post /api/matches/{id}/resume': refusedWrite('post'),
      'post /api/matches/{id}/return': refusedWrite('post'),
      'post /api/matches/{id}/replacement-request': refusedWrite('post'),
      'post /api/computer-matches/{id}/rematch': refusedWrite('post'),
      // Private notes (issue 32): a stranger has none on the match, and a shared note is read as the match is.
      'get /api/matches/{id}/notes': notFoundOrRefused,
      'post /api/matches/{id}/notes': refusedWrite('post'),
      'get /api/matches/{id}/shared-notes': notFound,
      // The rematch of a 3–4 player match: its players' only; a stranger is refused (or told it does not exist).
      'get /api/matches/{id}/group-rematch': notFoundOrRefused,
      'post /api/matches/{id}/group-rematch': refusedWrite('post'),
      'post /api/matches/{id}/group-rematch/decline': refusedWrite('post'),
      // Note ids: another account's note is NOT_FOUND as one that does not exist; no match behind the id.
      'put /api/notes/{id}': unrelated,
      'put /api/notes/{id}/shared': unrelated,
      'delete /api/notes/{id}': unrelated,
      // Standing orders (issue 32): a stranger has none on the match and may set none; an order id is the caller's own.
      'get /api/matches/{id}/standing-orders': notFoundOrRefused,
      'post /api/matches/{id}/standing-orders': refusedWrite('post'),
      'put /api/matches/{id}/standing-orders': refusedWrite('put'),
      'delete /api/standing-orders/{id}': unrelated,
      // The caller's own sessions and personal tokens: no match behind the id.
      'delete /api/me/sessions/{id}': unrelated,
      'delete /api/me/tokens/{id}': unrelated,
      'get /api/users/{name}': byName,
      'get /api/users/{name}/matches': byName,
      'get /api/users/{name}/ratings/{pool}': byName,
      // Reputation (issue 31) counts games as ratings do, naming no match.
      'get /api/users/{name}/reputation': byName,
      'get /api/leaderboards/{pool}': unrelated,
      'get /api/lobbies/{id}': unrelated,
      'post /api/lobbies/{id}/join': unrelated,
      'post /api/lobbies/{id}/leave': unrelated,
      // An automatch seek's id: the caller's own, no match behind it until matched (issue 31).
      'post /api/seeks/{id}/cancel': unrelated,
      // A tournament's id; entering one makes its games and results part of its public table (docs/tournaments.md).
      'get /api/tournaments/{id}': unrelated,
      'get /api/tournaments/{id}/export': unrelated,
      'get /api/tournaments/{id}/stream': unrelated,
      'post /api/tournaments/{id}/join': unrelated,
      'post /api/tournaments/{id}/leave': unrelated,
      'post /api/tournaments/{id}/start': unrelated,
      // The organizer's actions (docs/tournaments.md "Organizer actions"): a stranger is refused.
      'post /api/tournaments/{id}/pause': unrelated,
      'post /api/tournaments/{id}/resume': unrelated,
      'post /api/tournaments/{id}/cancel': unrelated,
      'post /api/tournaments/{id}/remove': unrelated,
      'post /api/tournaments/{id}/hand-over': unrelated,
      'post /api/challenges/{id}/accept': unrelated,
      'post /api/challenges/{id}/decline': unrelated,
      'post /api/challenges/{id}/cancel': unrelated,
      'post /api/admin/reports/{id}/resolve': unrelated,
      // Moderation (issue 35): moderators only, so a player or a visitor is refused before anything is read.
      'get /api/moderation/accounts/{username}': moderatorsOnly,
      'post /api/moderation/accounts/{username}/actions': moderatorsOnly,
      'post /api/moderation/accounts/{username}/annul': moderatorsOnly,
      'post /api/moderation/accounts/{username}/moderator': moderatorsOnly,
      'post /api/moderation/appeals/{id}/answer': unrelated,
      'post /api/me/moderation/warnings/{id}/acknowledge': unrelated,
      'delete /api/push/subscriptions/{id}': unrelated,
      // OAuth requests and authorised apps (issue 34): the caller's own, no match behind them.
      'get /api/oauth/requests/{uid}': unrelated,
      'post /api/oauth/requests/{uid}/approve': unrelated,
      'post /api/oauth/requests/{uid}/deny': unrelated,
      'post /api/oauth/apps/{id}/revoke': unrelated,
      // Blocking names an account, which its profile shows anyway; no match is behind it.
      'put /api/blocks/{username}': unrelated,
      'delete /api/blocks/{username}': unrelated,
      // Following names an account too (issue 31); friends' games are checked with a friend of the hider below.
      'put /api/following/{username}': unrelated,
      'delete /api/following/{username}': unrelated,
      'get /api/users/{name}/relation': byNameSignedIn,
      'get /api/friends/games/{status}': friendsGames,
      // Clubs (issue 31): a club id names no match; its games list is checked with a club of the hider below.
      'get /api/clubs/{id}': unrelated,
      'patch /api/clubs/{id}': unrelated,
      'delete /api/clubs/{id}': unrelated,
      'get /api/clubs/{id}/standing': unrelated,
      'post /api/clubs/{id}/join': unrelated,
      'post /api/clubs/{id}/leave': unrelated,
      'get /api/clubs/{id}/members': unrelated,
      'get /api/clubs/{id}/games/{status}': clubGames,
      'get /api/clubs/{id}/lobbies': unrelated,
      'get /api/clubs/{id}/pending': unrelated,
      'get /api/clubs/{id}/log': unrelated,
      // A club's chat: its members' lines, no match or history behind them (members only; docs/players.md "Club chat").
      'get /api/clubs/{id}/chat': unrelated,
      'get /api/clubs/{id}/chat/stream': unrelated,
      'post /api/clubs/{id}/chat': unrelated,
      'delete /api/clubs/{id}/chat/{seq}': unrelated,
      // A club's tournaments: their settings, entrants and standings, no match content.
      'get /api/clubs/{id}/tournaments': unrelated,
      'put /api/clubs/{id}/invitations/{username}': unrelated,
      'post /api/clubs/{id}/requests/{username}': unrelated,
      'delete /api/clubs/{id}/members/{username}': unrelated,
      'put /api/clubs/{id}/members/{username}/role': unrelated,
      'put /api/clubs/{id}/owner': unrelated,
      // Club matches (issue 31): a club's or a club match's id; signing up makes a board's match part of the club
      // match's public table, as entering a tournament does (docs/players.md "Club matches").
      'get /api/clubs/{id}/matches': unrelated,
      'post /api/clubs/{id}/matches': unrelated,
      'get /api/club-matches/{id}': unrelated,
      'post /api/club-matches/{id}/answer': unrelated,
      'post /api/club-matches/{id}/cancel': unrelated,
      'post /api/club-matches/{id}/sign-up': unrelated,
      'post /api/club-matches/{id}/withdraw': unrelated,
    };
    // A club of the hider and their opponent: its games list withholds what the live list and archive do.
    const hidersClub = await request(app.baseUrl)
      .post('/api/clubs')
      .set('authorization', `Bearer ${hider.token}`)
      .send({ name: `Hiders ${process.pid}`, admission: 'open' });
    expect(hidersClub.status).toBe(200);
    const clubId = (hidersClub.body as { id: string }).id;
    const joined = await request(app.baseUrl)
      .post(`/api/clubs/${clubId}/join`)
      .set('authorization', `Bearer ${opponent.token}`);
    expect(joined.status).toBe(200);
    async function clubGames(path: string, token?: string): Promise<void> {
      for (const status of ['running', 'finished']) {
        const answer = await get(path.replace('{id}', clubId).replace('{status}', status), token);
        expect([path, answer.status]).toEqual([path, token ? 200 : 401]);
        expectNoSecret(path, answer.text);
      }
    }
    async function byNameSignedIn(path: string, token?: string): Promise<void> {
      if (token) return byName(path, token);
      expect([path, (await get(path.replace('{name}', hider.username))).status]).toEqual([path, 401]);
    }
    async function friendsGames(path: string, token?: string): Promise<void> {
      for (const status of ['running', 'finished']) {
        const answer = await get(path.replace('{status}', status), token);
        expect([path, answer.status]).toEqual([path, token ? 200 : 401]);
        expectNoSecret(path, answer.text);
      }
    }
    async function moderatorsOnly(path: string, token?: string): Promise<void> {
      const filled = path.replace('{username}', hider.username);
      if (path.startsWith('/api/moderation/accounts/{username}/')) {
        // An empty body: refused (401 without a token, 400 before the moderators' check with one).
        const answer = await send('post', filled, token);
        expect([path, answer.status >= 400 && answer.status < 500]).toEqual([path, true]);
        expect(answer.text).not.toContain(hider.id);
        return;
      }
      const answer = await get(filled, token);
      expect([path, answer.status]).toEqual([path, token ? 403 : 401]);
      expect(answer.text).not.toContain(hider.id);
    }
    async function notFoundOrRefused(path: string, token?: string): Promise<void> {
      // A player's own setting for their seat: a stranger is refused before any match is read.
      const answer = await get(path.replace('{id}', duel), token);
      expect([path, answer.status >= 400 && answer.status < 500]).toEqual([path, true]);
      expectNoSecret(path, answer.text);
    }
    const paths = Object.entries(openapi.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      /\{/.test(path) ? Object.keys(ops).map((method) => `${method} ${path}`) : [],
    );
    expect(Object.keys(covered).sort()).toEqual(paths.sort());
    for (const token of [undefined, stranger.token])
      for (const [route, check] of Object.entries(covered)) await check(route.split(' ')[1], token);

    // The export and the player's REST archive list none of it either.
    for (const token of [undefined, stranger.token]) {
      const exported = await get('/api/matches/export', token);
      expect(exported.status).toBe(200);
      expectNoSecret('export', exported.text);
      expect(exported.text).toContain(control);
      const history = await get(`/api/users/${hider.username}/ratings/duel`, token);
      expect(history.body).toEqual([expect.not.objectContaining({ userId: expect.anything() })]);
      expect(history.body[0]).toMatchObject({ matchId: null, headHash: null });
    }
  });

  it("hidden stays hidden to friends (issue 31): a friend's games list none of the withheld matches, nor the running one", async () => {
    const follow = 'mutation($u: String!) { follow(username: $u) { friends } }';
    for (const [who, whom] of [
      [stranger, hider],
      [hider, stranger],
      [stranger, opponent],
      [opponent, stranger],
    ])
      expect((await gql(app, follow, { token: who.token, variables: { u: whom.username } })).errors).toBeUndefined();
    const games = async (status: string, first = 100) => {
      const answer = await gql<{ friendsGames: { id: string }[] }>(
        app,
        'query($s: String!, $f: Int!) { friendsGames(status: $s, first: $f) { id status seats { username } } }',
        { token: stranger.token, variables: { s: status, f: first } },
      );
      expect(answer.errors).toBeUndefined();
      expectNoSecret(`friendsGames ${status}`, answer.data);
      return answer.data!.friendsGames.map(({ id }) => id);
    };
    // The friend's public game is there (the list works); the hider's withheld ones and their running one are not.
    expect(await games('finished')).toEqual([control]);
    // A page of one is answered by walking the newest matches (ArchiveRepository.gamesOf): the same rules.
    expect(await games('finished', 1)).toEqual([control]);
    expect(await games('running')).not.toContain(running);
    const rested = await request(app.baseUrl)
      .get('/api/friends/games/finished')
      .set('authorization', `Bearer ${stranger.token}`);
    expect(rested.status).toBe(200);
    expectNoSecret('GET /api/friends/games/finished', rested.text);
    for (const [who, whom] of [
      [stranger, hider],
      [stranger, opponent],
    ])
      await gql(app, 'mutation($u: String!) { unfollow(username: $u) }', {
        token: who.token,
        variables: { u: whom.username },
      });
  });

  it('a match becomes public again when one of its players marks it shown, in 3-player games too', async () => {
    const show = await gql(app, 'mutation($m: ID!) { showMatchOnProfile(matchId: $m) }', {
      token: third.token,
      variables: { m: trio },
    });
    expect(show.errors).toBeUndefined();
    expect(await archived({ opponent: hider.username })).toEqual([trio]);
    expect((await request(app.baseUrl).get(`/api/matches/${trio}/record`)).status).toBe(200);
    expect((await request(app.baseUrl).get(`/api/matches/${duel}/record`)).status).toBe(404);
  });
});
