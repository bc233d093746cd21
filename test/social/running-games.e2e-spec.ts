import request from 'supertest';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { SeekStartRepair } from '../../src/seeks/seek-start-repair';
import { playOut, start } from './social-support';

const RESIGN = 'mutation($m: ID!) { resign(matchId: $m) { status } }';

/**
 * Issue 31, the running-games limit (docs/players.md "Running games"), through real PostgreSQL and HTTP, with
 * a limit of 2 raised by one per finished correspondence match up to 3: at the limit, opening or joining a
 * lobby, sending or accepting a challenge are refused with TOO_MANY_RUNNING_GAMES and the numbers, and
 * nothing changes; a finished correspondence match raises the limit.
 */
describe('running-games limit (issue 31)', () => {
  let app: TestApp;
  let ann: RegisteredUser;
  let bob: RegisteredUser;
  let cat: RegisteredUser;
  let dan: RegisteredUser;

  const call = (method: 'get' | 'post', who: RegisteredUser, path: string, body?: object) =>
    request(app.baseUrl)[method](path).set('authorization', `Bearer ${who.token}`).send(body);
  const running = async (who: RegisteredUser) => {
    const rest = await call('get', who, '/api/me/running-games');
    expect(rest.status).toBe(200);
    const viaGql = await gql<{ myRunningGames: object }>(app, '{ myRunningGames { running limit finished } }', {
      token: who.token,
    });
    expect(viaGql.data!.myRunningGames).toEqual(rest.body);
    return rest.body as { running: number; limit: number | null; finished: number };
  };
  const refusedAtLimit = (res: request.Response, reason = 'TOO_MANY_RUNNING_GAMES') => {
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', reason });
    expect(res.body.message).toMatch(/2 running, limit 2: 2 plus one for each of 0 finished correspondence games/);
  };

  beforeAll(async () => {
    app = await startTestApp({
      env: { CLAIM_TIMEOUT_SWEEP: '0', CLAIM_RUNNING_GAMES: '2', CLAIM_RUNNING_GAMES_MAX: '3' },
    });
    [ann, bob, cat, dan] = await Promise.all([1, 2, 3, 4].map(() => registerUser(app)));
  }, 60_000);
  afterAll(async () => app.close());

  it('refuses every way into another match at the limit, with the numbers, and changes nothing', async () => {
    // dan's challenge to ann, sent while ann still has room.
    const early = await call('post', dan, '/api/challenges', { username: ann.username, preset: 'claim' });
    expect(early.status).toBe(200);
    const first = await start(app, [ann, bob], { daysPerMove: 1 });
    await start(app, [ann, cat], { daysPerMove: 1 });
    expect(await running(ann)).toEqual({ running: 2, limit: 2, finished: 0 });

    refusedAtLimit(await call('post', ann, '/api/lobbies', { preset: 'claim' }));
    const viaGql = await gql(app, 'mutation { createLobby(input: { preset: "claim" }) { id } }', { token: ann.token });
    expect(viaGql.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'TOO_MANY_RUNNING_GAMES' });
    expect((await call('get', ann, '/api/lobbies/mine')).body).toEqual([]);

    const lobby = await call('post', dan, '/api/lobbies', { preset: 'claim' });
    refusedAtLimit(await call('post', ann, `/api/lobbies/${lobby.body.id}/join`));
    expect((await call('get', dan, `/api/lobbies/${lobby.body.id}`)).body).toMatchObject({
      status: 'open',
      seats: [{ username: dan.username }],
    });

    refusedAtLimit(await call('post', ann, '/api/challenges', { username: dan.username, preset: 'claim' }));
    refusedAtLimit(await call('post', ann, `/api/challenges/${early.body.id}/accept`));
    const mine = (await call('get', ann, '/api/challenges')).body as { id: string; status: string }[];
    expect(mine).toEqual([expect.objectContaining({ id: early.body.id, status: 'pending' })]);
    expect(await running(ann)).toEqual({ running: 2, limit: 2, finished: 0 });

    // A finished correspondence match: one fewer running, and the limit rises by one (to the ceiling, 3).
    expect((await gql(app, RESIGN, { token: bob.token, variables: { m: first } })).errors).toBeUndefined();
    expect(await running(ann)).toEqual({ running: 1, limit: 3, finished: 1 });
    expect((await call('post', ann, `/api/challenges/${early.body.id}/accept`)).body).toMatchObject({
      status: 'accepted',
    });
    expect((await call('post', ann, `/api/lobbies/${lobby.body.id}/join`)).body).toMatchObject({ status: 'started' });
    expect(await running(ann)).toEqual({ running: 3, limit: 3, finished: 1 });
    const full = await call('post', ann, '/api/lobbies', { preset: 'claim' });
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/3 running, limit 3: 2 plus one for each of 1 finished/);
  });

  it('refuses the acceptance of a challenge whose sender reached the limit since (OPPONENT_TOO_MANY_RUNNING_GAMES)', async () => {
    const [eve, fay, gus] = await Promise.all([1, 2, 3].map(() => registerUser(app)));
    const sent = await call('post', eve, '/api/challenges', { username: fay.username, preset: 'claim' });
    expect(sent.status).toBe(200);
    await start(app, [eve, gus], { daysPerMove: 1 });
    await start(app, [gus, eve], { daysPerMove: 1 });
    refusedAtLimit(
      await call('post', fay, `/api/challenges/${sent.body.id}/accept`),
      'OPPONENT_TOO_MANY_RUNNING_GAMES',
    );
    expect((await call('get', fay, '/api/challenges')).body).toEqual([
      expect.objectContaining({ id: sent.body.id, status: 'pending' }),
    ]);
  });

  it('refuses the last seat of a lobby whose seated player reached the limit since (OPPONENT_TOO_MANY_RUNNING_GAMES)', async () => {
    const [hal, ivy, jon] = await Promise.all([1, 2, 3].map(() => registerUser(app)));
    const lobby = await call('post', hal, '/api/lobbies', { preset: 'claim' });
    expect(lobby.status).toBe(200);
    await start(app, [hal, jon], { daysPerMove: 1 });
    await start(app, [jon, hal], { daysPerMove: 1 });
    refusedAtLimit(await call('post', ivy, `/api/lobbies/${lobby.body.id}/join`), 'OPPONENT_TOO_MANY_RUNNING_GAMES');
    expect((await call('get', hal, `/api/lobbies/${lobby.body.id}`)).body).toMatchObject({
      status: 'open',
      seats: [{ username: hal.username }],
    });
    expect(await running(ivy)).toEqual({ running: 0, limit: 2, finished: 0 });
  });

  it('a seek whose player reached the limit since posting is not seated; it is, by the sweep, once they are under it again', async () => {
    const [nan, oli, pia, quin] = await Promise.all([1, 2, 3, 4].map(() => registerUser(app)));
    const seek = { preset: 'claim', daysPerMove: 4 };
    const waiting = await call('post', nan, '/api/seeks', seek);
    expect(waiting.body).toMatchObject({ status: 'open' });
    const first = await start(app, [nan, pia], { daysPerMove: 1 });
    await start(app, [quin, nan], { daysPerMove: 1 });
    expect(await running(nan)).toEqual({ running: 2, limit: 2, finished: 0 });
    // oli's seek would complete nan's table: the wave leaves nan out, and oli waits.
    const posted = await call('post', oli, '/api/seeks', seek);
    expect(posted.body).toMatchObject({ status: 'open', matchId: null });
    expect((await call('get', nan, '/api/seeks/mine')).body).toEqual([
      expect.objectContaining({ id: waiting.body.id, status: 'open', matchId: null }),
    ]);
    await app.app.get(SeekStartRepair).tick();
    expect((await call('get', oli, '/api/seeks/mine')).body).toEqual([expect.objectContaining({ status: 'open' })]);
    expect(await running(nan)).toEqual({ running: 2, limit: 2, finished: 0 });

    // A finished game: nan is under the limit (1 of 3); the next wave (the sweep's) seats both.
    expect((await gql(app, RESIGN, { token: pia.token, variables: { m: first } })).errors).toBeUndefined();
    await app.app.get(SeekStartRepair).tick();
    const [matched] = (await call('get', oli, '/api/seeks/mine')).body as { status: string; matchId: string }[];
    expect(matched).toMatchObject({ status: 'matched', matchId: expect.any(String) });
    expect((await call('get', nan, '/api/seeks/mine')).body).toEqual([
      expect.objectContaining({ id: waiting.body.id, status: 'matched', matchId: matched.matchId }),
    ]);
    expect(await running(nan)).toEqual({ running: 2, limit: 3, finished: 1 });
  });

  it('a 3-player rematch: refused to a player at the limit, and to the last acceptance when an accepted seat reached it since', async () => {
    const trio = await Promise.all([1, 2, 3].map(() => registerUser(app)));
    const [kim, lea, max] = trio;
    const others = await Promise.all([1, 2, 3].map(() => registerUser(app)));
    const finished = await start(app, trio, { daysPerMove: 1 });
    await playOut(app, finished, trio, 31);
    const path = `/api/matches/${finished}/group-rematch`;
    const atLimit = (res: request.Response, reason: string) => {
      expect([res.status, res.body.code, res.body.reason]).toEqual([409, 'CONFLICT', reason]);
      expect(res.body.message).toMatch(/3 running, limit 3: 2 plus one for each of 1 finished correspondence games/);
    };
    expect((await call('post', kim, path)).body).toMatchObject({ status: 'pending' });
    // lea plays 3 games now (her limit: 2 + 1 finished): she may not take on the rematch.
    const leas = [];
    for (const o of others) leas.push(await start(app, [lea, o], { daysPerMove: 1 }));
    atLimit(await call('post', lea, path), 'TOO_MANY_RUNNING_GAMES');
    expect((await call('get', lea, path)).body.seats.map((s: { accepted: boolean }) => s.accepted)).toEqual([
      true,
      false,
      false,
    ]);
    expect((await gql(app, RESIGN, { token: lea.token, variables: { m: leas[0] } })).errors).toBeUndefined();
    expect((await call('post', lea, path)).body).toMatchObject({ status: 'pending' });
    // kim, who offered, has 3 games since: max's acceptance, the last, would start the match for kim too.
    for (const o of others) await start(app, [kim, o], { daysPerMove: 1 });
    atLimit(await call('post', max, path), 'OPPONENT_TOO_MANY_RUNNING_GAMES');
    expect((await call('get', max, path)).body).toMatchObject({ status: 'pending', newMatchId: null });
  }, 60_000);
});
