import request from 'supertest';
import { PrismaService } from '../../src/database/prisma.service';
import { MatchesService } from '../../src/matches/matches.service';
import { dataOf, errorOf } from './lobby-support';
import { playOut, start } from '../social/social-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

const REMATCH = 'matchId status offeredBy newMatchId seats { seat username accepted }';
const ACCEPT = `mutation($m: ID!) { acceptGroupRematch(matchId: $m) { ${REMATCH} } }`;
const DECLINE = `mutation($m: ID!) { declineGroupRematch(matchId: $m) { ${REMATCH} } }`;

interface Rematch {
  matchId: string;
  status: string;
  offeredBy: string;
  newMatchId: string | null;
  seats: { seat: number; username: string; accepted: boolean }[];
}

interface Notice {
  kind: string;
  challengeId: string | null;
  challengeStatus: string | null;
  from: string | null;
  matchId: string | null;
}

/** Rematch for 3–4 players (issue 32, docs/correspondence.md): every seat accepts, seats rotate by one. */
describe('group rematch (3 and 4 players)', () => {
  let app: TestApp;
  let players: RegisteredUser[];
  let stranger: RegisteredUser;

  const accept = (user: RegisteredUser, m: string) =>
    gql<{ acceptGroupRematch: Rematch }>(app, ACCEPT, { token: user.token, variables: { m } });
  /** Every notice of the user's log about this finished match (paged through: play-outs leave many). */
  const notices = async (user: RegisteredUser, about: string): Promise<Notice[]> => {
    const all: (Notice & { seq: number })[] = [];
    for (;;) {
      const page = await request(app.baseUrl)
        .get(`/api/notifications?after=${all.at(-1)?.seq ?? 0}`)
        .set('authorization', `Bearer ${user.token}`);
      const entries = page.body as (Notice & { seq: number })[];
      if (entries.length === 0) return all.filter((n) => n.challengeId === about);
      all.push(...entries);
    }
  };
  const finishedTrio = async (seed: number): Promise<string> => {
    const id = await start(app, players, { daysPerMove: 3 });
    await playOut(app, id, players, seed);
    expect((await app.app.get(MatchesService).load(id)).status).toBe('finished');
    return id;
  };

  beforeAll(async () => {
    app = await startTestApp();
    players = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
    stranger = await registerUser(app);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('all three accept: the new match starts with the same rules and clock and the seats rotated by one', async () => {
    const [a, b, c] = players;
    const old = await finishedTrio(11);
    const offered = dataOf(await accept(a, old)).acceptGroupRematch;
    expect(offered).toMatchObject({ status: 'pending', offeredBy: a.username, newMatchId: null });
    expect(offered.seats.map((s) => s.accepted)).toEqual([true, false, false]);
    for (const other of [b, c])
      expect(await notices(other, old)).toEqual([
        expect.objectContaining({ kind: 'INVITATION', challengeStatus: 'pending', from: a.username }),
      ]);
    // Accepting twice changes nothing.
    expect(dataOf(await accept(a, old)).acceptGroupRematch.seats.map((s) => s.accepted)).toEqual([true, false, false]);
    expect(dataOf(await accept(b, old)).acceptGroupRematch.status).toBe('pending');
    const done = dataOf(await accept(c, old)).acceptGroupRematch;
    expect(done.status).toBe('accepted');
    expect(done.newMatchId).toEqual(expect.any(String));
    const before = await app.app.get(MatchesService).load(old);
    const fresh = await app.app.get(MatchesService).load(done.newMatchId!);
    expect(fresh.status).toBe('running');
    expect(fresh.header.seats.map((s) => s.username)).toEqual([c.username, a.username, b.username]);
    expect(fresh.header.rules).toEqual(before.header.rules);
    expect(fresh.clocks.control).toEqual(before.clocks.control);
    for (const other of [a, b])
      expect(await notices(other, old)).toContainEqual(
        expect.objectContaining({ kind: 'CHALLENGE_ANSWERED', challengeStatus: 'accepted', matchId: done.newMatchId }),
      );
    // Over REST, the same offer.
    const viaRest = await request(app.baseUrl)
      .get(`/api/matches/${old}/group-rematch`)
      .set('authorization', `Bearer ${b.token}`);
    expect(viaRest.status).toBe(200);
    expect(viaRest.body).toMatchObject({ status: 'accepted', newMatchId: done.newMatchId });
  });

  it('one declines: no match starts, the others hear of it, and the offer stays ended', async () => {
    const [a, b, c] = players;
    const old = await finishedTrio(12);
    const matches = () => app.app.get(PrismaService).match.count();
    dataOf(await accept(a, old));
    const count = await matches();
    const declined = dataOf(
      await gql<{ declineGroupRematch: Rematch }>(app, DECLINE, { token: b.token, variables: { m: old } }),
    ).declineGroupRematch;
    expect(declined).toMatchObject({ status: 'declined', newMatchId: null });
    expect(await notices(a, old)).toContainEqual(
      expect.objectContaining({ kind: 'CHALLENGE_ANSWERED', challengeStatus: 'declined', from: b.username }),
    );
    expect(errorOf(await accept(c, old)).extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'REMATCH_ALREADY_OFFERED',
    });
    expect(await matches()).toBe(count);
  });

  it('refuses a stranger, a running match and a 2-player match, storing nothing', async () => {
    const [a, b] = players;
    const running = await start(app, players, {});
    const duel = await start(app, [a, b], {});
    await app.app.get(MatchesService).resign(b, duel);
    expect(errorOf(await accept(stranger, running)).extensions?.code).toBe('FORBIDDEN');
    expect(errorOf(await accept(a, running)).extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'MATCH_NOT_FINISHED',
    });
    expect(errorOf(await accept(a, duel)).extensions?.code).toBe('BAD_USER_INPUT');
    expect(await app.app.get(PrismaService).groupRematch.count({ where: { matchId: { in: [running, duel] } } })).toBe(
      0,
    );
  });
});
