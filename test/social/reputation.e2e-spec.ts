import request from 'supertest';
import { run } from '../../src/cli/main';
import { PrismaService } from '../../src/database/prisma.service';
import { MatchesService } from '../../src/matches/matches.service';
import { ReputationRepository } from '../../src/reputation/reputation.repository';
import { ReputationService } from '../../src/reputation/reputation.service';
import { DAY_MS, dueSeat, movableClock, QUIET } from '../correspondence/correspondence-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { playOut, start } from './social-support';

const REPUTATION = `query($u: String!) { reputation(username: $u) {
  username games finished timedOut clean abandoned finishedPercent timedOutPercent cleanPercent } }`;
const RESIGN = 'mutation($m: ID!) { resign(matchId: $m) { status } }';
const CLAIM = 'mutation($m: ID!) { claimTimeout(matchId: $m) { status } }';

interface Shown {
  username: string;
  games: number;
  finished: number;
  timedOut: number;
  clean: number;
  abandoned: number;
  finishedPercent: number | null;
  timedOutPercent: number | null;
  cleanPercent: number | null;
}

/**
 * Issue 31, reputation (docs/players.md "Reputation"), through real PostgreSQL and HTTP: computed from the
 * match logs by a side job after each finished correspondence match (finished, timed out, finished without a
 * clock penalty, abandoned 3–4 player seats), shown over GraphQL and REST, a lobby's minimum enforced on
 * joiners (REPUTATION_TOO_LOW, nothing changed), and `claim reputation --recompute` equal to the stored rows.
 */
describe('reputation (issue 31)', () => {
  let app: TestApp;
  let ann: RegisteredUser;
  let bob: RegisteredUser;
  let cat: RegisteredUser;
  let dan: RegisteredUser;
  let newcomer: RegisteredUser;
  /** Who ran out of time in the timed-out match (seeded deals decide who is due). */
  let lateOne: RegisteredUser;

  const shown = async (who: RegisteredUser): Promise<Shown> => {
    const res = await gql<{ reputation: Shown }>(app, REPUTATION, { variables: { u: who.username.toUpperCase() } });
    expect(res.errors).toBeUndefined();
    const rest = await request(app.baseUrl).get(`/api/users/${who.username}/reputation`);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(res.data!.reputation);
    return res.data!.reputation;
  };

  beforeAll(async () => {
    app = await startTestApp({ env: QUIET });
    [ann, bob, cat, dan, newcomer] = await Promise.all([1, 2, 3, 4, 5].map(() => registerUser(app)));
    const clock = movableClock(app);

    // 1. ann–bob, 1 day per move, played out: a clean finish for both.
    await playOut(app, await start(app, [ann, bob], { daysPerMove: 1 }), [ann, bob], 7);
    // 2. ann–bob without a time control: not a correspondence match, not counted.
    const casual = await start(app, [ann, bob], { daysPerMove: null });
    expect((await gql(app, RESIGN, { token: ann.token, variables: { m: casual } })).errors).toBeUndefined();
    // 3. ann–cat, 1 day per move: the seat due lets its deadline pass, the other claims the win.
    const late = await start(app, [ann, cat], { daysPerMove: 1 });
    const { seat } = await dueSeat(app, [ann, cat], late);
    lateOne = [ann, cat][seat];
    clock.advance(DAY_MS + 60_000);
    const claimed = await gql(app, CLAIM, { token: [ann, cat][1 - seat].token, variables: { m: late } });
    expect(claimed.errors).toBeUndefined();
    // 4. bob–cat, 2-player, bob resigns: a finish (an answer), not an abandonment.
    const resigned = await start(app, [bob, cat], { daysPerMove: 1 });
    expect((await gql(app, RESIGN, { token: bob.token, variables: { m: resigned } })).errors).toBeUndefined();
    // 5. ann–bob–dan, 3 players, dan resigns: dan abandoned the others' game.
    const trio = await start(app, [ann, bob, dan], { daysPerMove: 1 });
    expect((await gql(app, RESIGN, { token: dan.token, variables: { m: trio } })).errors).toBeUndefined();
  }, 120_000);
  afterAll(async () => app.close());

  it('counts each finished correspondence seat from the log, and shows it over GraphQL and REST', async () => {
    const annLate = lateOne.id === ann.id;
    expect(await shown(ann)).toEqual({
      username: ann.username,
      games: 3,
      finished: annLate ? 2 : 3,
      timedOut: annLate ? 1 : 0,
      clean: annLate ? 2 : 3,
      abandoned: 0,
      finishedPercent: annLate ? 67 : 100,
      timedOutPercent: annLate ? 33 : 0,
      cleanPercent: annLate ? 67 : 100,
    });
    expect(await shown(bob)).toMatchObject({ games: 3, finished: 3, timedOut: 0, clean: 3, abandoned: 0 });
    expect(await shown(cat)).toMatchObject({
      games: 2,
      finished: annLate ? 2 : 1,
      timedOut: annLate ? 0 : 1,
      finishedPercent: annLate ? 100 : 50,
    });
    expect(await shown(dan)).toEqual({
      username: dan.username,
      games: 1,
      finished: 0,
      timedOut: 0,
      clean: 0,
      abandoned: 1,
      finishedPercent: 0,
      timedOutPercent: 0,
      cleanPercent: 0,
    });
    expect(await shown(newcomer)).toMatchObject({ games: 0, finishedPercent: null, cleanPercent: null });
    expect((await request(app.baseUrl).get('/api/users/nobody-at-all/reputation')).status).toBe(404);
  });

  it('a lobby with a minimum refuses a joiner below it (REPUTATION_TOO_LOW, nothing changes); a newcomer may join', async () => {
    const post = (who: RegisteredUser, path: string, body?: object) =>
      request(app.baseUrl).post(path).set('authorization', `Bearer ${who.token}`).send(body);
    const opened = await post(bob, '/api/lobbies', { preset: 'claim', minReputation: 90 });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ minReputation: 90 });
    const refused = await post(dan, `/api/lobbies/${opened.body.id}/join`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CONFLICT', reason: 'REPUTATION_TOO_LOW' });
    expect(refused.body.message).toMatch(/at least 90 %.*0 of 1/);
    const viaGql = await gql(app, 'mutation($id: ID!) { joinLobby(id: $id) { id } }', {
      token: dan.token,
      variables: { id: opened.body.id },
    });
    expect(viaGql.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'REPUTATION_TOO_LOW' });
    const lobby = await request(app.baseUrl)
      .get(`/api/lobbies/${opened.body.id}`)
      .set('authorization', `Bearer ${bob.token}`);
    expect(lobby.body).toMatchObject({ status: 'open', seats: [{ username: bob.username }] });
    // No counted game: nothing abandoned yet, so the newcomer may join.
    expect((await post(newcomer, `/api/lobbies/${opened.body.id}/join`)).body).toMatchObject({ status: 'started' });

    for (const bad of [0, 101, 1.5, 'x']) {
      const res = await post(bob, '/api/lobbies', { preset: 'claim', minReputation: bad });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { minReputation: [expect.any(String)] } });
    }
    const mine = await request(app.baseUrl).get('/api/lobbies/mine').set('authorization', `Bearer ${bob.token}`);
    expect((mine.body as unknown[]).length).toBe(1);
  });

  it('a challenge with a minimum is refused to a challenged player below it when accepted (REPUTATION_TOO_LOW, still pending); a newcomer may accept', async () => {
    const post = (who: RegisteredUser, path: string, body?: object) =>
      request(app.baseUrl).post(path).set('authorization', `Bearer ${who.token}`).send(body);
    for (const bad of [0, 101, 1.5, 'x']) {
      const res = await post(bob, '/api/challenges', { username: dan.username, preset: 'claim', minReputation: bad });
      expect([res.status, res.body.code, Object.keys(res.body.fields ?? {})]).toEqual([
        400,
        'BAD_USER_INPUT',
        ['minReputation'],
      ]);
    }
    const sent = await post(bob, '/api/challenges', { username: dan.username, preset: 'claim', minReputation: 50 });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'pending', minReputation: 50 });
    const refused = await post(dan, `/api/challenges/${sent.body.id}/accept`);
    expect([refused.status, refused.body.code, refused.body.reason]).toEqual([409, 'CONFLICT', 'REPUTATION_TOO_LOW']);
    expect(refused.body.message).toMatch(/This challenge asks for at least 50 %.*you finished 0 of 1 \(0 %\)/);
    const viaGql = await gql<{ myChallenges: { id: string; status: string; minReputation: number | null }[] }>(
      app,
      '{ myChallenges { id status minReputation } }',
      { token: dan.token },
    );
    expect(viaGql.data!.myChallenges.find((c) => c.id === sent.body.id)).toEqual({
      id: sent.body.id,
      status: 'pending',
      minReputation: 50,
    });
    const toNewcomer = await post(bob, '/api/challenges', {
      username: newcomer.username,
      preset: 'claim',
      minReputation: 90,
    });
    expect((await post(newcomer, `/api/challenges/${toNewcomer.body.id}/accept`)).body).toMatchObject({
      status: 'accepted',
      matchId: expect.any(String),
    });
  });

  it('claim reputation --recompute rebuilds the stored seats from the logs alone, to the same rows', async () => {
    const repository = app.app.get(ReputationRepository);
    const before = await repository.all();
    expect(before).toHaveLength(2 + 2 + 2 + 3);
    // Whatever the table holds now is thrown away: the recompute starts from the matches alone.
    await app.app.get(PrismaService).$executeRawUnsafe('UPDATE reputation_seats SET abandoned = true');
    await app.app.get(PrismaService).$executeRawUnsafe('DELETE FROM reputation_seats WHERE user_id = $1::uuid', ann.id);
    app.app.get(MatchesService).forgetCachedStates();
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = app.database.url;
    try {
      const out = await run(['reputation', '--recompute']);
      expect(out.exitCode).toBe(0);
      expect(JSON.parse(out.stdout)).toEqual({ matches: 5, seats: before.length });
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
    expect(await repository.all()).toEqual(before);
    await app.app.get(ReputationService).recompute();
    expect(await repository.all()).toEqual(before);
  });
});
