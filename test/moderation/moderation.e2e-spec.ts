import { Admin } from '../../src/cli/admin';
import { PrismaService } from '../../src/database/prisma.service';
import { MIN_CARDS_PER_SEAT } from '../../src/ratings/anti-farming';
import { initialRating, rateMatch } from '../../src/ratings/rating-math';
import { RatingsRepository } from '../../src/ratings/ratings.repository';
import { RatingsService } from '../../src/ratings/ratings.service';
import { createApiToken, rest } from '../api/api-support';
import { dataOf, errorOf } from '../lobbies/lobby-support';
import { playCards, start } from '../social/social-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

const ENTRY = 'id username actor action reason refId matchIds createdAt';
const APPEAL = `id username status text answer answeredBy entry { ${ENTRY} }`;
const MINE = `{ myModeration { rulesBroken ratedExcluded warnings { ${ENTRY} } appealable { ${ENTRY} } appeals { ${APPEAL} } } }`;
const PASSWORD = 'a long and unusual passphrase';

/*
 * Moderation (issue 35, docs/fair-play.md "Moderation") through real PostgreSQL and HTTP: the moderator role
 * (CLI and admin mutation), each action with its reason in the append-only log, annulment with the ratings
 * recomputed from the log, appeals (also a suspended account's), and authorization of every route.
 */
describe('moderation (issue 35)', () => {
  let app: TestApp;
  let admin: RegisteredUser;
  let moderator: RegisteredUser;
  let player: RegisteredUser;

  const login = async (username: string): Promise<RegisteredUser> => {
    const answer = await gql<{ login: { accessToken: string; user: { id: string } } }>(
      app,
      'mutation($u: String!, $p: String!) { login(input: { username: $u, password: $p }) { accessToken user { id } } }',
      { variables: { u: username, p: PASSWORD } },
    );
    const { accessToken, user } = dataOf(answer).login;
    return { id: user.id, username, password: PASSWORD, token: accessToken };
  };

  const moderate = (who: RegisteredUser, username: string, action: string, reason: string) =>
    gql<{ moderate: Record<string, unknown> }>(
      app,
      `mutation($u: String!, $a: String!, $r: String!) { moderate(username: $u, action: $a, reason: $r) { ${ENTRY} } }`,
      { token: who.token, variables: { u: username, a: action, r: reason } },
    );

  const logOf = async (username: string) =>
    app.app.get(PrismaService).$queryRaw<{ action: string }[]>`
      SELECT l.action FROM moderation_log l JOIN users u ON u.id = l.user_id WHERE u.username = ${username}
      ORDER BY l.created_at, l.id`;

  const mine = async (who: RegisteredUser) =>
    dataOf(
      await gql<{
        myModeration: {
          rulesBroken: boolean;
          ratedExcluded: boolean;
          warnings: { id: string; reason: string }[];
          appealable: { id: string; action: string }[];
          appeals: { id: string; status: string; answer: string | null }[];
        };
      }>(app, MINE, { token: who.token }),
    ).myModeration;

  beforeAll(async () => {
    app = await startTestApp();
    const cli = new Admin(app.database.url);
    try {
      await cli.createAdmin('mod-admin', PASSWORD);
      player = await registerUser(app);
      const mod = await registerUser(app, 'mod-one', PASSWORD);
      expect(await cli.setModerator('mod-one', true, 'trusted club organiser')).toMatchObject({
        user: { role: 'moderator' },
      });
      await expect(cli.setModerator('mod-one', true, 'again')).rejects.toThrow(/already/);
      await expect(cli.setModerator('nobody-at-all', true, 'x')).rejects.toThrow(/no account/);
      moderator = { ...mod, token: (await login('mod-one')).token };
    } finally {
      await cli.close();
    }
    admin = await login('mod-admin');
  }, 60_000);
  afterAll(async () => app.close());

  it('refuses every moderators’ route to a player (FORBIDDEN/403), to a token, and changes nothing', async () => {
    const target = await registerUser(app);
    const appealId = '00000000-0000-4000-8000-000000000000';
    const graphql: [string, Record<string, unknown>][] = [
      ['mutation($u: String!) { moderate(username: $u, action: "mark", reason: "x") { id } }', { u: target.username }],
      ['mutation($u: String!) { annulRatedResults(username: $u, reason: "x") { id } }', { u: target.username }],
      ['mutation($u: String!) { setModerator(username: $u, grant: true, reason: "x") { id } }', { u: target.username }],
      ['query($u: String!) { moderationAccount(username: $u) { username log { id } } }', { u: target.username }],
      ['query { openAppeals { id text } }', {}],
      [`mutation { answerAppeal(id: "${appealId}", verdict: "lifted", reason: "x") { id } }`, {}],
      ['query { openReports { id reason } }', {}],
    ];
    for (const [query, variables] of graphql) {
      const answer = await gql(app, query, { token: player.token, variables });
      expect({ query, code: errorOf(answer).extensions?.code, data: answer.data }).toEqual({
        query,
        code: 'FORBIDDEN',
        data: null,
      });
    }
    // A moderator may not grant the role: admins only.
    const granted = await gql(
      app,
      'mutation($u: String!) { setModerator(username: $u, grant: true, reason: "x") { id } }',
      {
        token: moderator.token,
        variables: { u: target.username },
      },
    );
    expect(errorOf(granted).extensions?.code).toBe('FORBIDDEN');
    const routes: [string, string, Record<string, unknown>?][] = [
      ['post', `/api/moderation/accounts/${target.username}/actions`, { action: 'mark', reason: 'x' }],
      ['post', `/api/moderation/accounts/${target.username}/annul`, { reason: 'x' }],
      ['post', `/api/moderation/accounts/${target.username}/moderator`, { grant: true, reason: 'x' }],
      ['get', `/api/moderation/accounts/${target.username}`],
      ['get', '/api/moderation/appeals'],
      ['post', `/api/moderation/appeals/${appealId}/answer`, { verdict: 'lifted', reason: 'x' }],
      ['get', '/api/admin/reports'],
    ];
    const token = await createApiToken(app, moderator.token, ['MATCH_READ', 'LOBBY']);
    for (const [method, path, body] of routes) {
      const asPlayer = await (method === 'get'
        ? rest(app, player.token).get(path)
        : rest(app, player.token).post(path, body));
      expect({ path, status: asPlayer.status, body: asPlayer.body }).toEqual({
        path,
        status: 403,
        body: expect.objectContaining({ code: 'FORBIDDEN' }),
      });
      expect(JSON.stringify(asPlayer.body)).not.toContain(target.id);
      // A moderator's personal token is not a session: refused too.
      const byToken = await (method === 'get'
        ? rest(app, token.secret).get(path)
        : rest(app, token.secret).post(path, body));
      expect({ path, status: byToken.status }).toEqual({ path, status: 403 });
    }
    expect(await logOf(target.username)).toEqual([]);
    const profile = await rest(app).get(`/api/users/${target.username}`).expect(200);
    expect(profile.body.rulesBroken).toBe(false);
  });

  it('warns: the player reads the warning until acknowledging it, once', async () => {
    const warned = await registerUser(app);
    const entry = dataOf(
      await moderate(moderator, warned.username, 'warn', 'Please stop stalling lost games'),
    ).moderate;
    expect(entry).toMatchObject({ action: 'warn', actor: 'mod-one', username: warned.username });
    expect((await mine(warned)).warnings).toEqual([
      expect.objectContaining({ id: entry.id, reason: 'Please stop stalling lost games' }),
    ]);
    // Another player cannot acknowledge it (nor learn of it).
    const other = await rest(app, player.token).post(`/api/me/moderation/warnings/${entry.id as string}/acknowledge`);
    expect(other.status).toBe(404);
    await rest(app, warned.token)
      .post(`/api/me/moderation/warnings/${entry.id as string}/acknowledge`)
      .expect(200);
    expect((await mine(warned)).warnings).toEqual([]);
    const twice = await rest(app, warned.token).post(`/api/me/moderation/warnings/${entry.id as string}/acknowledge`);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'CONFLICT', reason: 'NOT_PENDING' });
    expect(await logOf(warned.username)).toEqual([{ action: 'warn' }, { action: 'acknowledge' }]);
  });

  it('marks (shown on the profile), excludes, each once; undoes as new entries; bad input changes nothing', async () => {
    const target = await registerUser(app);
    expect(
      dataOf(await moderate(moderator, target.username, 'mark', 'boosting a second account')).moderate.action,
    ).toBe('mark');
    expect((await rest(app).get(`/api/users/${target.username}`).expect(200)).body.rulesBroken).toBe(true);
    const profile = await gql<{ user: { rulesBroken: boolean } }>(
      app,
      'query($u: String!) { user(username: $u) { rulesBroken } }',
      { variables: { u: target.username } },
    );
    expect(dataOf(profile).user.rulesBroken).toBe(true);
    expect((await mine(target)).rulesBroken).toBe(true);
    expect(errorOf(await moderate(moderator, target.username, 'mark', 'again')).extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'ALREADY_MARKED',
    });
    // Over REST: exclusion from rated play, then its undo.
    const path = `/api/moderation/accounts/${target.username}/actions`;
    await rest(app, moderator.token).post(path, { action: 'exclude', reason: 'farming' }).expect(200);
    expect((await mine(target)).ratedExcluded).toBe(true);
    // Excluded: a rated lobby, challenge or seek is refused; casual play is not.
    const rated = await gql(app, 'mutation { createLobby(input: { preset: "claim", rated: true }) { id } }', {
      token: target.token,
    });
    expect(errorOf(rated).extensions).toMatchObject({ code: 'CONFLICT', reason: 'RATED_PLAY_EXCLUDED' });
    const challenged = await gql(
      app,
      'mutation($u: String!) { challenge(username: $u, input: { preset: "claim", rated: true }) { id } }',
      { token: target.token, variables: { u: player.username } },
    );
    expect(errorOf(challenged).extensions).toMatchObject({ code: 'CONFLICT', reason: 'RATED_PLAY_EXCLUDED' });
    const casual = await gql(app, 'mutation { createLobby(input: { preset: "claim" }) { id } }', {
      token: target.token,
    });
    expect(casual.errors).toBeUndefined();
    const again = await rest(app, moderator.token).post(path, { action: 'exclude', reason: 'farming' });
    expect(again.body).toMatchObject({ code: 'CONFLICT', reason: 'ALREADY_EXCLUDED' });
    await rest(app, moderator.token).post(path, { action: 'include', reason: 'served a month' }).expect(200);
    const before = await logOf(target.username);
    // Bad input: no reason, a blank one, an unknown action or account, oneself, an admin.
    expect((await rest(app, moderator.token).post(path, { action: 'mark' })).status).toBe(400);
    expect((await rest(app, moderator.token).post(path, { action: 'nuke', reason: 'x' })).status).toBe(400);
    expect(errorOf(await moderate(moderator, target.username, 'unmark', '   ')).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { reason: ['must not be empty'] },
    });
    expect(errorOf(await moderate(moderator, target.username, 'nuke', 'x')).extensions?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(await moderate(moderator, 'nobody-at-all', 'warn', 'x')).extensions).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      (
        await rest(app, moderator.token).post('/api/moderation/accounts/nobody-at-all/actions', {
          action: 'warn',
          reason: 'x',
        })
      ).status,
    ).toBe(404);
    expect(errorOf(await moderate(moderator, 'mod-one', 'warn', 'x')).extensions?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(await moderate(moderator, 'mod-admin', 'warn', 'x')).extensions?.code).toBe('FORBIDDEN');
    expect(await logOf(target.username)).toEqual(before);
    expect(before.map((e) => e.action)).toEqual(['mark', 'exclude', 'include']);
  });

  it('keeps the log append-only: UPDATE and DELETE are refused by the database itself', async () => {
    const prisma = app.app.get(PrismaService);
    await expect(prisma.$executeRawUnsafe(`UPDATE moderation_log SET reason = 'edited'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(prisma.$executeRawUnsafe('DELETE FROM moderation_log')).rejects.toThrow(/append-only/);
    const edited = await prisma.$queryRawUnsafe<{ n: bigint }[]>(
      `SELECT count(*) AS n FROM moderation_log WHERE reason = 'edited'`,
    );
    expect(Number(edited[0].n)).toBe(0);
  });

  it('suspends (sessions end); the suspended player appeals with the password; the moderator lifts it', async () => {
    const cli = new Admin(app.database.url);
    let suspended: RegisteredUser;
    try {
      suspended = await registerUser(app, 'mod-suspendee', PASSWORD);
    } finally {
      await cli.close();
    }
    await rest(app, suspended.token).get('/api/me/moderation').expect(200);
    await rest(app, moderator.token)
      .post(`/api/moderation/accounts/${suspended.username}/actions`, { action: 'suspend', reason: 'abuse in chat' })
      .expect(200);
    expect((await rest(app, suspended.token).get('/api/me/moderation')).status).toBe(401);
    expect(
      errorOf(
        await gql(
          app,
          `mutation { login(input: { username: "mod-suspendee", password: "${PASSWORD}" }) { accessToken } }`,
        ),
      ).extensions?.code,
    ).toBe('UNAUTHENTICATED');
    // The signed-out appeal: a wrong password, or a player who is not suspended, gets sign-in's answer.
    const wrong = await rest(app).post('/api/appeals/suspended', {
      username: 'mod-suspendee',
      password: 'nope',
      text: 'x',
    });
    expect(wrong.status).toBe(401);
    const notSuspended = await rest(app).post('/api/appeals/suspended', {
      username: 'mod-one',
      password: PASSWORD,
      text: 'x',
    });
    expect(notSuspended.status).toBe(401);
    expect(
      (await rest(app).post('/api/appeals/suspended', { username: 'mod-suspendee', password: PASSWORD, text: ' ' }))
        .status,
    ).toBe(400);
    const filed = await gql<{ appealSuspension: { id: string; status: string; entry: { action: string } } }>(
      app,
      `mutation($p: String!) { appealSuspension(username: "mod-suspendee", password: $p, text: "It was my brother") { ${APPEAL} } }`,
      { variables: { p: PASSWORD } },
    );
    const appeal = dataOf(filed).appealSuspension;
    expect(appeal).toMatchObject({ status: 'open', entry: { action: 'suspend' } });
    const again = await rest(app).post('/api/appeals/suspended', {
      username: 'mod-suspendee',
      password: PASSWORD,
      text: 'x',
    });
    expect(again.body).toMatchObject({ code: 'CONFLICT', reason: 'ALREADY_APPEALED' });

    const queue = await rest(app, moderator.token).get('/api/moderation/appeals').expect(200);
    expect(queue.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: appeal.id, text: 'It was my brother' })]),
    );
    const bad = await rest(app, moderator.token).post(`/api/moderation/appeals/${appeal.id}/answer`, {
      verdict: 'maybe',
      reason: 'x',
    });
    expect(bad.status).toBe(400);
    const answered = await rest(app, moderator.token)
      .post(`/api/moderation/appeals/${appeal.id}/answer`, { verdict: 'lifted', reason: 'Believable; be careful' })
      .expect(200);
    expect(answered.body).toMatchObject({ status: 'lifted', answeredBy: 'mod-one', answer: 'Believable; be careful' });
    const twice = await rest(app, admin.token).post(`/api/moderation/appeals/${appeal.id}/answer`, {
      verdict: 'upheld',
      reason: 'no',
    });
    expect(twice.body).toMatchObject({ code: 'CONFLICT', reason: 'APPEAL_ANSWERED' });
    const back = await login('mod-suspendee');
    expect((await mine(back)).appeals).toEqual([
      expect.objectContaining({ id: appeal.id, status: 'lifted', answer: 'Believable; be careful' }),
    ]);
    expect((await logOf('mod-suspendee')).map((e) => e.action)).toEqual(['suspend', 'appeal_lifted']);
  });

  it('closes and reopens; the signed-in marked player appeals the mark and a moderator upholds it', async () => {
    const target = await registerUser(app);
    await moderate(moderator, target.username, 'mark', 'kingmaking for a friend');
    const { appealable } = await mine(target);
    expect(appealable.map((e) => e.action)).toEqual(['mark']);
    const filed = await rest(app, target.token)
      .post('/api/me/moderation/appeals', { entryId: appealable[0].id, text: 'I played my best' })
      .expect(200);
    // Another player cannot appeal it.
    expect(
      (await rest(app, player.token).post('/api/me/moderation/appeals', { entryId: appealable[0].id, text: 'x' }))
        .status,
    ).toBe(404);
    const upheld = await gql<{ answerAppeal: { status: string } }>(
      app,
      'mutation($id: String!) { answerAppeal(id: $id, verdict: "upheld", reason: "The replays show it") { status } }',
      { token: moderator.token, variables: { id: filed.body.id } },
    );
    expect(dataOf(upheld).answerAppeal.status).toBe('upheld');
    expect((await mine(target)).rulesBroken).toBe(true);
    dataOf(await moderate(moderator, target.username, 'close', 'repeated'));
    expect((await rest(app, target.token).get('/api/me/moderation')).status).toBe(401);
    expect(errorOf(await moderate(moderator, target.username, 'unsuspend', 'x')).extensions).toMatchObject({
      reason: 'ACCOUNT_CLOSED',
    });
    dataOf(await moderate(moderator, target.username, 'reopen', 'one more chance'));
    const history = await rest(app, moderator.token).get(`/api/moderation/accounts/${target.username}`).expect(200);
    expect(history.body).toMatchObject({ closed: false, suspended: false, rulesBroken: true });
    expect(history.body.log.map((e: { action: string }) => e.action)).toEqual([
      'reopen',
      'close',
      'appeal_upheld',
      'mark',
    ]);
    expect(history.body.appeals).toEqual([expect.objectContaining({ status: 'upheld' })]);
  });

  it('annuls the rated results of a marked account: its opponents’ ratings are a recomputation without them', async () => {
    const [honestA, honestB, cheater] = [await registerUser(app), await registerUser(app), await registerUser(app)];
    const finish = async (players: RegisteredUser[], loser: RegisteredUser, seed: number): Promise<string> => {
      const id = await start(app, players, { rated: true });
      await playCards(app, id, players, seed, MIN_CARDS_PER_SEAT);
      const resigned = await gql(app, 'mutation($m: ID!) { resign(matchId: $m) { status } }', {
        token: loser.token,
        variables: { m: id },
      });
      expect(resigned.errors).toBeUndefined();
      return id;
    };
    const cheatedA = await finish([cheater, honestA], honestA, 11);
    const honest = await finish([honestA, honestB], honestB, 12);
    const cheatedB = await finish([cheater, honestB], honestB, 13);
    // A running match with the cheater: no co-play counted from it.
    await start(app, [cheater, honestA], { rated: true });
    const duel = async (u: RegisteredUser) =>
      (await rest(app).get(`/api/users/${u.username}`).expect(200)).body.ratings.find(
        (r: { pool: string }) => r.pool === 'duel',
      ) as { rating: number; deviation: number; games: number } | undefined;
    expect((await duel(honestA))?.games).toBe(2);

    const history = await rest(app, moderator.token).get(`/api/moderation/accounts/${cheater.username}`).expect(200);
    expect(history.body.coPlayers).toEqual(
      [
        { username: honestA.username, matches: 1, ratedMatches: 1 },
        { username: honestB.username, matches: 1, ratedMatches: 1 },
      ].sort((x, y) => x.username.localeCompare(y.username)),
    );
    expect(history.body.matches.map((m: { matchId: string }) => m.matchId).sort()).toEqual([cheatedA, cheatedB].sort());

    const unmarked = await rest(app, moderator.token).post(`/api/moderation/accounts/${cheater.username}/annul`, {
      reason: 'x',
    });
    expect(unmarked.body).toMatchObject({ code: 'CONFLICT', reason: 'NOT_MARKED' });
    await moderate(moderator, cheater.username, 'mark', 'second account of honest players’ opponent');
    const annulled = await rest(app, moderator.token)
      .post(`/api/moderation/accounts/${cheater.username}/annul`, { reason: 'boosted' })
      .expect(200);
    expect([...annulled.body.matchIds].sort()).toEqual([cheatedA, cheatedB].sort());

    // Only A vs B counts now, from the starting ratings: A won.
    const [a, b] = rateMatch('duel', [initialRating('duel'), initialRating('duel')], ['win', 'loss']);
    expect((await duel(honestA))!.rating).toBeCloseTo(a.rating, 9);
    expect((await duel(honestA))!.games).toBe(1);
    expect((await duel(honestB))!.rating).toBeCloseTo(b.rating, 9);
    expect(await duel(cheater)).toBeUndefined();
    const outcome = async (id: string) =>
      (await rest(app, honestA.token).get(`/api/matches/${id}`)).body.ratedOutcome as string;
    expect(await outcome(cheatedA)).toBe('annulled');
    expect(await outcome(honest)).toBe('counted');
    // A from-scratch recomputation (claim ratings --recompute) arrives at the same ratings, changes and outcomes.
    const repository = app.app.get(RatingsRepository);
    const after = await repository.snapshot();
    await app.app.get(RatingsService).recompute();
    expect(await repository.snapshot()).toEqual(after);
    const twice = await rest(app, moderator.token).post(`/api/moderation/accounts/${cheater.username}/annul`, {
      reason: 'x',
    });
    expect(twice.body).toMatchObject({ code: 'CONFLICT', reason: 'NOTHING_TO_ANNUL' });
  }, 120_000);

  it('an admin grants and revokes the moderator role, logged; the revoked moderator is refused at once', async () => {
    const helper = await registerUser(app);
    const set = (grant: boolean) =>
      gql<{ setModerator: { action: string } }>(
        app,
        'mutation($u: String!, $g: Boolean!) { setModerator(username: $u, grant: $g, reason: "club volunteer") { action } }',
        { token: admin.token, variables: { u: helper.username, g: grant } },
      );
    expect(dataOf(await set(true)).setModerator.action).toBe('grant_moderator');
    expect(errorOf(await set(true)).extensions).toMatchObject({ code: 'CONFLICT', reason: 'ALREADY_MODERATOR' });
    await rest(app, helper.token).get('/api/moderation/appeals').expect(200);
    expect(dataOf(await set(false)).setModerator.action).toBe('revoke_moderator');
    expect((await rest(app, helper.token).get('/api/moderation/appeals')).status).toBe(403);
  });
});
