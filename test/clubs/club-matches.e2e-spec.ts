import fc from 'fast-check';
import { MatchesService } from '../../src/matches/matches.service';
import { tournamentResults } from '../../src/tournaments/core/match-records';
import { PrismaService } from '../../src/database/prisma.service';
import { ClubMatchesService } from '../../src/clubs/club-matches.service';
import { ClubMatchKeeper } from '../../src/clubs/club-match-keeper';
import { Clock } from '../../src/common/clock';
import { dataOf, errorOf } from '../lobbies/lobby-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import { restCall } from '../support/rest-call';
import { CLUB_FIELDS, CLUB_LOG_ENTRY_FIELDS, CLUB_MATCH_FIELDS, NOTIFICATION_FIELDS } from '../support/schema-fields';
import type { ClubMatchShape, NotificationShape } from '../support/schema-fields';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { playOut } from '../social/social-support';
import { playThroughApi } from '../tournaments/tournament-support';

/**
 * Club matches (issue 31, docs/players.md "Club matches") through real PostgreSQL and HTTP: an admin challenges,
 * the other club's admin accepts, members sign up, every board starts as a normal match, the score is the sum of
 * the boards' results once they are played to the end; refusals (non-admins, a club against itself, every bad
 * field) change nothing; a club match page names no card (R9).
 */
const CHALLENGE = `mutation($c: ID!, $o: ID!, $n: Int!, $i: CreateLobbyInput!, $d: DateTime) {
  challengeClub(clubId: $c, opponentClubId: $o, boards: $n, input: $i, signUpClosesAt: $d) { ${CLUB_MATCH_FIELDS} } }`;
const ANSWER = `mutation($id: ID!, $a: Boolean!) { answerClubMatch(id: $id, accept: $a) { ${CLUB_MATCH_FIELDS} } }`;
const SIGN_UP = `mutation($id: ID!, $u: String) { signUpForClubMatch(id: $id, username: $u) { ${CLUB_MATCH_FIELDS} } }`;
const ONE = `query($id: ID!) { clubMatch(id: $id) { ${CLUB_MATCH_FIELDS} } }`;
const RULES = { preset: 'claim', daysPerMove: 3 };
const CARD =
  /\b(?:goblins|knights|undead|dwarves|doppelgangers|gnomes|giants|dragons|trolls|seers|vampires|zombies|werewolves|shadows):\d+\b|\bhero:[a-z-]+\b/;

describe('club matches (issue 31)', () => {
  let app: TestApp;
  let ann: RegisteredUser; // owns club A
  let bob: RegisteredUser; // owns club B
  let cat: RegisteredUser; // member of A
  let dan: RegisteredUser; // member of B
  let eve: RegisteredUser; // in no club

  beforeAll(async () => {
    // No webhook worker: a delivery stays in the outbox, where a test counts it.
    app = await startTestApp({ env: { CLAIM_TIMEOUT_SWEEP: '0', CLAIM_WEBHOOK_POLL: '0' } });
    [ann, bob, cat, dan, eve] = [
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
    ];
  }, 60_000);
  afterAll(async () => app.close());

  const call = <T>(who: RegisteredUser, query: string, variables: Record<string, unknown>) =>
    gql<T>(app, query, { token: who.token, variables });
  let clubCounter = 0;
  const club = async (owner: RegisteredUser, members: RegisteredUser[]): Promise<string> => {
    const id = dataOf(
      await call<{ createClub: { id: string } }>(
        owner,
        `mutation($i: CreateClubInput!) { createClub(input: $i) { id } }`,
        { i: { name: `Match club ${process.pid} ${++clubCounter}`, admission: 'open' } },
      ),
    ).createClub.id;
    for (const m of members) dataOf(await call(m, `mutation($c: ID!) { joinClub(clubId: $c) { role } }`, { c: id }));
    return id;
  };
  const challenge = (
    who: RegisteredUser,
    clubId: string,
    opponent: string,
    boards: number,
    input: object = RULES,
    deadline: string | null = null,
  ) =>
    call<{ challengeClub: ClubMatchShape }>(who, CHALLENGE, {
      c: clubId,
      o: opponent,
      n: boards,
      i: input,
      d: deadline,
    });
  const get = async (who: RegisteredUser, id: string) =>
    dataOf(await call<{ clubMatch: ClubMatchShape }>(who, ONE, { id })).clubMatch;
  const clubMatchesOf = async (who: RegisteredUser, clubId: string) =>
    dataOf(
      await call<{ club: { clubMatches: ClubMatchShape[] } }>(
        who,
        `query($c: ID!) { club(clubId: $c) { ${CLUB_FIELDS} } }`,
        { c: clubId },
      ),
    ).club.clubMatches;
  const rowCount = async () => {
    const prisma = app.app.get(PrismaService);
    return { matches: await prisma.clubMatch.count(), boards: await prisma.clubMatchBoard.count() };
  };

  /** The CLUB_MATCH_SIGNUP_CLOSED notices of `who` about club match `id` (GraphQL). */
  const closedNotices = async (who: RegisteredUser, id: string) =>
    dataOf(
      await call<{ myNotifications: NotificationShape[] }>(
        who,
        `query { myNotifications(after: 0) { ${NOTIFICATION_FIELDS} } }`,
        {},
      ),
    ).myNotifications.filter((n) => n.kind === 'CLUB_MATCH_SIGNUP_CLOSED' && n.clubMatchId === id);
  /** What a notice says: club, boards played, board, its match, forfeit. */
  const told = (n: NotificationShape) => [n.clubId, n.boardsPlayed, n.board, n.matchId, n.forfeit];

  /** Two clubs, one running club match of `boards` boards: A's players on seat 0, B's on seat 1. */
  async function runningClubMatch(boards: 1 | 2): Promise<{ a: string; b: string; match: ClubMatchShape }> {
    const a = await club(ann, [cat]);
    const b = await club(bob, [dan]);
    const id = dataOf(await challenge(ann, a, b, boards)).challengeClub.id;
    dataOf(await call(bob, ANSWER, { id, a: true }));
    const home = boards === 1 ? [ann] : [ann, cat];
    const away = boards === 1 ? [bob] : [bob, dan];
    for (const p of [...home, ...away]) dataOf(await call(p, SIGN_UP, { id }));
    return { a, b, match: await get(ann, id) };
  }

  it('full flow: challenge, notice, accept, sign-up (and an admin assigning), boards start, score = sum of results', async () => {
    const a = await club(ann, [cat]);
    const b = await club(bob, [dan]);
    const proposed = dataOf(await challenge(ann, a, b, 2)).challengeClub;
    expect(proposed).toMatchObject({ status: 'proposed', boards: 2, clubId: a, opponentClubId: b, score: 0 });
    expect(proposed.board.map((x) => [x.board, x.home, x.away, x.matchId])).toEqual([
      [1, null, null, null],
      [2, null, null, null],
    ]);
    // The challenged club's admin hears of it, once; a plain member of it does not.
    const notices = async (who: RegisteredUser) =>
      dataOf(
        await call<{
          myNotifications: { kind: string; clubEvent: string | null; clubId: string | null; from: string }[];
        }>(who, `query { myNotifications(after: 0) { ${NOTIFICATION_FIELDS} } }`, {}),
      ).myNotifications.filter((n) => n.clubEvent === 'MATCH_CHALLENGE');
    expect((await notices(bob)).map((n) => [n.clubId, n.from])).toEqual([[b, ann.username]]);
    expect(await notices(dan)).toEqual([]);

    // Only the challenged club's admins answer; sign-up is not open before.
    expect(errorOf(await call(dan, ANSWER, { id: proposed.id, a: true })).extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(errorOf(await call(ann, ANSWER, { id: proposed.id, a: true })).extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(errorOf(await call(cat, SIGN_UP, { id: proposed.id })).extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'CLUB_MATCH_NOT_OPEN',
    });
    expect(
      dataOf(await call<{ answerClubMatch: ClubMatchShape }>(bob, ANSWER, { id: proposed.id, a: true })).answerClubMatch
        .status,
    ).toBe('signup');
    expect(errorOf(await call(bob, ANSWER, { id: proposed.id, a: false })).extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'CLUB_MATCH_NOT_PROPOSED',
    });

    // A stranger cannot sign up; members can, once; an admin puts a member of their club on a board (REST).
    expect(errorOf(await call(eve, SIGN_UP, { id: proposed.id })).extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'NOT_A_CLUB_MEMBER',
    });
    dataOf(await call(ann, SIGN_UP, { id: proposed.id }));
    dataOf(await call(ann, SIGN_UP, { id: proposed.id }));
    dataOf(await call(cat, SIGN_UP, { id: proposed.id }));
    // An admin of B cannot put a member of A on a board.
    expect(errorOf(await call(bob, SIGN_UP, { id: proposed.id, u: cat.username })).extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
    const viaRest = await restCall(app, 'post', `/api/club-matches/${proposed.id}/sign-up`, bob.token, {});
    expect(viaRest.status).toBe(200);
    expect((viaRest.body as ClubMatchShape).status).toBe('signup');
    const assigned = await restCall(app, 'post', `/api/club-matches/${proposed.id}/sign-up`, bob.token, {
      username: dan.username,
    });
    expect(assigned.status).toBe(200);
    const running = assigned.body as ClubMatchShape;
    expect(running.status).toBe('running');
    expect(running.board.map((x) => [x.home, x.away])).toEqual([
      [ann.username, bob.username],
      [cat.username, dan.username],
    ]);

    // Every board is a normal match, seat 0 the challenging club's player; both club pages list it.
    const matches = app.app.get(MatchesService);
    for (const x of running.board) {
      const started = await matches.load(x.matchId!);
      expect(started.status).toBe('running');
      expect(started.header.seats.map((s) => s.userId)).toEqual(x.board === 1 ? [ann.id, bob.id] : [cat.id, dan.id]);
    }
    for (const [reader, clubId] of [
      [cat, a],
      [dan, b],
    ] as const)
      expect((await clubMatchesOf(reader, clubId)).map((m) => [m.id, m.status])).toEqual([[proposed.id, 'running']]);
    const rest = await restCall(app, 'get', `/api/clubs/${b}/matches`, eve.token);
    expect((rest.body as ClubMatchShape[]).map((m) => m.id)).toEqual([proposed.id]);

    // Board 1 is played to the end through the API; on board 2 the challenged club's player resigns.
    const [one, two] = running.board;
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    await playThroughApi(app, one.matchId!, [ann.token, bob.token], random, 2000);
    expect((await matches.load(one.matchId!)).status).toBe('finished');
    const midway = await get(cat, proposed.id);
    expect(midway).toMatchObject({ status: 'running', finishedBoards: 1 });
    await playThroughApi(app, two.matchId!, [cat.token, dan.token], random, 4);
    dataOf(await call(dan, 'mutation($m: ID!) { resign(matchId: $m) { status } }', { m: two.matchId }));

    let done = await get(dan, proposed.id);
    for (let i = 0; i < 100 && done.status !== 'finished'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      done = await get(dan, proposed.id);
    }
    const points = { win: 1, draw: 0.5, loss: 0 } as const;
    const oneResults = tournamentResults(await matches.load(one.matchId!));
    expect(done.board.map((x) => [x.homePoints, x.awayPoints])).toEqual([
      [points[oneResults[0]], points[oneResults[1]]],
      [1, 0],
    ]);
    expect(done).toMatchObject({
      status: 'finished',
      finishedBoards: 2,
      score: points[oneResults[0]] + 1,
      opponentScore: points[oneResults[1]] + 0,
    });
    expect(done.finishedAt).not.toBeNull();

    // Each step is in both clubs' logs, naming the club match.
    for (const [admin, clubId] of [
      [ann, a],
      [bob, b],
    ] as const) {
      const log = dataOf(
        await call<{ clubLog: { action: string; clubMatchId: string | null }[] }>(
          admin,
          `query($c: ID!) { clubLog(clubId: $c, first: 50) { ${CLUB_LOG_ENTRY_FIELDS} } }`,
          { c: clubId },
        ),
      ).clubLog.filter((e) => e.clubMatchId === proposed.id);
      expect(log.map((e) => e.action).reverse()).toEqual([
        'MATCH_PROPOSED',
        'MATCH_ACCEPTED',
        'MATCH_SIGNED_UP',
        'MATCH_SIGNED_UP',
        'MATCH_SIGNED_UP',
        'MATCH_SIGNED_UP',
        'MATCH_STARTED',
        'MATCH_FINISHED',
      ]);
    }
  }, 120_000);

  it('a non-admin is refused, and a club cannot challenge itself: nothing changes', async () => {
    const a = await club(ann, [cat]);
    const b = await club(bob, [dan]);
    const before = await rowCount();
    expect(errorOf(await challenge(cat, a, b, 2)).extensions).toMatchObject({ code: 'FORBIDDEN' });
    // An admin of B is no admin of A.
    expect(errorOf(await challenge(bob, a, b, 2)).extensions).toMatchObject({ code: 'FORBIDDEN' });
    const self = errorOf(await challenge(ann, a, a, 2));
    expect(self.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { opponentClubId: [expect.any(String)] } });
    expect(self.message).toMatch(/itself/);
    const rest = await restCall(app, 'post', `/api/clubs/${a}/matches`, cat.token, {
      ...RULES,
      opponentClubId: b,
      boards: 2,
    });
    expect([rest.status, rest.body.code]).toEqual([403, 'FORBIDDEN']);
    expect(await rowCount()).toEqual(before);
    expect(await clubMatchesOf(ann, a)).toEqual([]);
  });

  it('bad input, every field: a clear error naming it, nothing changed', async () => {
    const a = await club(ann, []);
    const b = await club(bob, []);
    const before = await rowCount();
    const cases: [number, object, string, string][] = [
      [0, RULES, 'BAD_USER_INPUT', 'boards'],
      [33, RULES, 'BAD_USER_INPUT', 'boards'],
      [-1, RULES, 'BAD_USER_INPUT', 'boards'],
      [2, { preset: 'nope' }, 'BAD_USER_INPUT', 'preset'],
      [2, { factions: ['goblins'] }, 'BAD_USER_INPUT', 'factions'],
      [2, { ...RULES, players: 3 }, 'BAD_USER_INPUT', 'players'],
      [2, { ...RULES, daysPerMove: 99 }, 'BAD_USER_INPUT', 'daysPerMove'],
      [2, { ...RULES, minRating: 1400 }, 'BAD_USER_INPUT', 'minRating'],
      [2, { ...RULES, friendsOnly: true }, 'BAD_USER_INPUT', 'friendsOnly'],
      [2, { ...RULES, minReputation: 50 }, 'BAD_USER_INPUT', 'minReputation'],
      [2, { ...RULES, entropy: 'ab'.repeat(32) }, 'BAD_USER_INPUT', 'entropy'],
      [2, { ...RULES, spectators: 'everyone' }, 'BAD_USER_INPUT', 'spectators'],
    ];
    for (const [boards, input, code, field] of cases) {
      const refused = errorOf(await challenge(ann, a, b, boards, input));
      expect([field, refused.extensions?.code]).toEqual([field, code]);
      expect(Object.keys(refused.extensions?.fields ?? {})).toContain(field);
    }
    expect(errorOf(await challenge(ann, a, 'not-a-club', 2)).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { opponentClubId: [expect.any(String)] },
    });
    expect(errorOf(await challenge(ann, a, '00000000-0000-4000-8000-000000000000', 2)).extensions).toMatchObject({
      code: 'NOT_FOUND',
      entity: 'Club',
    });
    expect(errorOf(await challenge(ann, '00000000-0000-4000-8000-000000000000', b, 2)).extensions).toMatchObject({
      code: 'NOT_FOUND',
      entity: 'Club',
    });
    // REST: the same refusals, 400 with the field (boards out of range, a missing opponent, a bad preset).
    for (const body of [
      { ...RULES, opponentClubId: b, boards: 0 },
      { ...RULES, opponentClubId: b, boards: 2.5 },
      { ...RULES, boards: 2 },
      { preset: 'nope', opponentClubId: b, boards: 2 },
    ]) {
      const refused = await restCall(app, 'post', `/api/clubs/${a}/matches`, ann.token, body);
      expect([refused.status, refused.body.code]).toEqual([400, 'BAD_USER_INPUT']);
    }
    // Unknown club matches and bad answers.
    expect(errorOf(await call(bob, ANSWER, { id: 'nope', a: true })).extensions).toMatchObject({
      code: 'NOT_FOUND',
      entity: 'ClubMatch',
    });
    expect((await restCall(app, 'get', '/api/club-matches/nope', ann.token)).status).toBe(404);
    expect(await rowCount()).toEqual(before);
  });

  it('decline, call off, withdraw; a board against a blocked player is skipped; each logged', async () => {
    const [gus, hal] = [await registerUser(app), await registerUser(app)];
    const a = await club(ann, [cat, gus]);
    const b = await club(bob, [dan, hal]);
    const CANCEL = `mutation($id: ID!) { cancelClubMatch(id: $id) { ${CLUB_MATCH_FIELDS} } }`;
    const WITHDRAW = `mutation($id: ID!) { withdrawFromClubMatch(id: $id) { ${CLUB_MATCH_FIELDS} } }`;

    // Declined: nothing to sign up for, nothing to call off.
    const declined = dataOf(await challenge(ann, a, b, 1)).challengeClub.id;
    expect(
      dataOf(await call<{ answerClubMatch: ClubMatchShape }>(bob, ANSWER, { id: declined, a: false })).answerClubMatch
        .status,
    ).toBe('declined');
    expect(errorOf(await call(dan, SIGN_UP, { id: declined })).extensions).toMatchObject({
      reason: 'CLUB_MATCH_NOT_OPEN',
    });
    expect(errorOf(await call(ann, CANCEL, { id: declined })).extensions).toMatchObject({
      reason: 'CLUB_MATCH_NOT_OPEN',
    });

    // Called off during sign-up, by the challenging club's admin only.
    const called = dataOf(await challenge(ann, a, b, 1)).challengeClub.id;
    dataOf(await call(bob, ANSWER, { id: called, a: true }));
    expect(errorOf(await call(cat, CANCEL, { id: called })).extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await call(bob, CANCEL, { id: called })).extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      dataOf(await call<{ cancelClubMatch: ClubMatchShape }>(ann, CANCEL, { id: called })).cancelClubMatch.status,
    ).toBe('cancelled');

    // gus blocked hal: gus skips hal's board; hal withdraws and the board is free again.
    dataOf(await call(gus, 'mutation($u: String!) { blockUser(username: $u) { username } }', { u: hal.username }));
    const id = dataOf(await challenge(ann, a, b, 2)).challengeClub.id;
    dataOf(await call(bob, ANSWER, { id, a: true }));
    dataOf(await call(hal, SIGN_UP, { id }));
    const placed = dataOf(await call<{ signUpForClubMatch: ClubMatchShape }>(gus, SIGN_UP, { id })).signUpForClubMatch;
    expect(placed.board.map((x) => [x.board, x.home, x.away])).toEqual([
      [1, null, hal.username],
      [2, gus.username, null],
    ]);
    const withdrawn = dataOf(
      await call<{ withdrawFromClubMatch: ClubMatchShape }>(hal, WITHDRAW, { id }),
    ).withdrawFromClubMatch;
    expect(withdrawn.board.map((x) => x.away)).toEqual([null, null]);
    const log = dataOf(
      await call<{
        clubLog: { action: string; actor: string | null; target: string | null; clubMatchId: string | null }[];
      }>(ann, `query($c: ID!) { clubLog(clubId: $c, first: 50) { ${CLUB_LOG_ENTRY_FIELDS} } }`, { c: a }),
    ).clubLog;
    expect(
      log
        .filter((e) => e.clubMatchId === id)
        .map((e) => [e.action, e.actor, e.target])
        .reverse(),
    ).toEqual([
      ['MATCH_PROPOSED', ann.username, null],
      ['MATCH_ACCEPTED', bob.username, null],
      ['MATCH_SIGNED_UP', hal.username, hal.username],
      ['MATCH_SIGNED_UP', gus.username, gus.username],
      ['MATCH_WITHDRAWN', hal.username, hal.username],
    ]);
    expect(log.filter((e) => e.clubMatchId === called).map((e) => e.action)).toContain('MATCH_CANCELLED');
  });

  it('sign-up deadline: bad deadlines refused (nothing changed); sign-ups after it refused; the keeper starts full boards and settles the rest', async () => {
    const gus = await registerUser(app);
    const a = await club(ann, [cat]);
    const b = await club(bob, [dan, gus]);
    const HOUR = 3_600_000;
    const before = await rowCount();
    for (const bad of [
      new Date(Date.now() - HOUR).toISOString(),
      new Date(Date.now() + 400 * 24 * HOUR).toISOString(),
    ]) {
      const refused = errorOf(await challenge(ann, a, b, 2, RULES, bad));
      expect(refused.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { signUpClosesAt: [expect.any(String)] },
      });
    }
    for (const signUpClosesAt of ['tomorrow', new Date(Date.now() - HOUR).toISOString()]) {
      const refused = await restCall(app, 'post', `/api/clubs/${a}/matches`, ann.token, {
        ...RULES,
        opponentClubId: b,
        boards: 2,
        signUpClosesAt,
      });
      expect([refused.status, refused.body.code]).toEqual([400, 'BAD_USER_INPUT']);
    }
    expect(await rowCount()).toEqual(before);

    // Three boards, sign-up closing in an hour (REST): A fills boards 1 and 2, B board 1 only.
    const closes = new Date(Date.now() + HOUR);
    const created = await restCall(app, 'post', `/api/clubs/${a}/matches`, ann.token, {
      ...RULES,
      opponentClubId: b,
      boards: 3,
      signUpClosesAt: closes.toISOString(),
    });
    expect(created.status).toBe(200);
    const id = (created.body as ClubMatchShape).id;
    expect((created.body as ClubMatchShape).signUpClosesAt).toBe(closes.toISOString());
    // A proposal left unanswered past its deadline is called off by the keeper.
    const unanswered = dataOf(await challenge(ann, a, b, 1, RULES, closes.toISOString())).challengeClub.id;
    dataOf(await call(bob, ANSWER, { id, a: true }));
    for (const p of [ann, cat, bob]) dataOf(await call(p, SIGN_UP, { id }));
    expect((await get(ann, id)).signUpClosesAt).toBe(closes.toISOString());

    const clock = jest.spyOn(app.app.get(Clock), 'now').mockImplementation(() => new Date(closes.getTime() + 1000));
    try {
      expect(errorOf(await call(dan, SIGN_UP, { id })).extensions).toMatchObject({
        code: 'CONFLICT',
        reason: 'REGISTRATION_CLOSED',
      });
      const late = await restCall(app, 'post', `/api/club-matches/${id}/sign-up`, gus.token, {});
      expect([late.status, late.body.code, late.body.reason]).toEqual([409, 'CONFLICT', 'REGISTRATION_CLOSED']);
      expect(errorOf(await call(bob, ANSWER, { id: unanswered, a: true })).extensions).toMatchObject({
        reason: 'REGISTRATION_CLOSED',
      });
      expect((await get(ann, id)).board.map((x) => [x.home, x.away])).toEqual([
        [ann.username, bob.username],
        [cat.username, null],
        [null, null],
      ]);

      // The keeper's round reads the due deadlines from the database; a second round changes nothing.
      const keeper = app.app.get(ClubMatchKeeper);
      await keeper.tick();
      await keeper.tick();
      const settled = await get(ann, id);
      expect(settled.status).toBe('running');
      expect(settled.board.map((x) => [x.home, x.away, x.matchId !== null, x.homePoints, x.awayPoints])).toEqual([
        [ann.username, bob.username, true, null, null],
        [cat.username, null, false, 1, 0],
        [null, null, false, 0, 0],
      ]);
      expect(settled).toMatchObject({ score: 1, opponentScore: 0, finishedBoards: 2 });
      // Only the board nobody of B took is a forfeit: not the played one, not the one nobody took at all.
      expect(settled.board.map((x) => x.forfeit)).toEqual([false, true, false]);
      // Each player signed up and each admin of either club is told, once, what came of it for them; members who
      // did not sign up (dan, gus) and players of neither club (eve) hear nothing.
      const matchId = settled.board[0].matchId;
      expect((await closedNotices(ann, id)).map(told)).toEqual([[a, 1, 1, matchId, false]]);
      expect((await closedNotices(bob, id)).map(told)).toEqual([[b, 1, 1, matchId, false]]);
      expect((await closedNotices(cat, id)).map(told)).toEqual([[a, 1, 2, null, true]]);
      for (const nobody of [dan, gus, eve]) expect(await closedNotices(nobody, id)).toEqual([]);
      // The proposal called off at its deadline: each club's admin is told once that it was never answered.
      for (const [who, clubId] of [
        [ann, a],
        [bob, b],
      ] as const)
        expect((await closedNotices(who, unanswered)).map((n) => [...told(n), n.unanswered])).toEqual([
          [clubId, 0, null, null, false, true],
        ]);
      for (const nobody of [cat, dan, gus, eve]) expect(await closedNotices(nobody, unanswered)).toEqual([]);
      // A sign-up that closed is not an unanswered challenge.
      expect((await closedNotices(ann, id)).map((n) => n.unanswered)).toEqual([false]);
      const started = await app.app.get(MatchesService).load(settled.board[0].matchId!);
      expect(started.header.seats.map((s) => s.userId)).toEqual([ann.id, bob.id]);
      expect((await get(bob, unanswered)).status).toBe('cancelled');

      // The played board decides the rest: the club match finishes with it.
      dataOf(await call(bob, 'mutation($m: ID!) { resign(matchId: $m) { status } }', { m: settled.board[0].matchId }));
      let done = await get(ann, id);
      for (let i = 0; i < 100 && done.status !== 'finished'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        done = await get(ann, id);
      }
      expect(done).toMatchObject({ status: 'finished', score: 2, opponentScore: 0, finishedBoards: 3 });
    } finally {
      clock.mockRestore();
    }
    const log = dataOf(
      await call<{ clubLog: { action: string; actor: string | null; clubMatchId: string | null }[] }>(
        bob,
        `query($c: ID!) { clubLog(clubId: $c, first: 50) { ${CLUB_LOG_ENTRY_FIELDS} } }`,
        { c: b },
      ),
    ).clubLog;
    expect(log.filter((e) => e.clubMatchId === id && e.action === 'MATCH_STARTED').map((e) => e.actor)).toEqual([null]);
    expect(log.filter((e) => e.clubMatchId === unanswered).map((e) => [e.action, e.actor])[0]).toEqual([
      'MATCH_CANCELLED',
      null,
    ]);
  });

  it('sign-up deadline with no board of two players: two processes close it at once, once: finished on its forfeits, each told once', async () => {
    const fay = await registerUser(app); // an admin of B, on no board
    const a = await club(ann, [cat]);
    const b = await club(bob, [dan, fay]);
    dataOf(
      await call(
        bob,
        'mutation($c: ID!, $u: String!) { setClubRole(clubId: $c, username: $u, role: admin) { role } }',
        {
          c: b,
          u: fay.username,
        },
      ),
    );
    const closes = new Date(Date.now() + 60_000);
    const id = dataOf(await challenge(ann, a, b, 2, RULES, closes.toISOString())).challengeClub.id;
    dataOf(await call(bob, ANSWER, { id, a: true }));
    dataOf(await call(dan, SIGN_UP, { id }));
    // A second challenge with the same deadline that nobody answers: both keepers call it off, and it is told once.
    const unanswered = dataOf(await challenge(ann, a, b, 1, RULES, closes.toISOString())).challengeClub.id;
    // dan takes this notice by webhook too: its outbox gets it as the log does, once.
    const hook = dataOf(
      await call<{ createWebhook: { webhook: { id: string } } }>(
        dan,
        'mutation($k: [NotificationKind!]!) { createWebhook(url: "https://hooks.example.org/club", events: $k) { webhook { id } } }',
        { k: ['CLUB_MATCH_SIGNUP_CLOSED'] },
      ),
    ).createWebhook.webhook.id;
    // A second server on the same database, which never saw the challenge: the deadline is in the database. Both
    // keepers reach it at the same moment; the club match's row lock lets one close it, the other finds it closed.
    const restarted = await startTestApp({
      database: app.database,
      env: { CLAIM_TIMEOUT_SWEEP: '0', CLAIM_WEBHOOK_POLL: '0' },
    });
    const after = () => new Date(closes.getTime() + 1);
    const clock = jest.spyOn(app.app.get(Clock), 'now').mockImplementation(after);
    try {
      jest.spyOn(restarted.app.get(Clock), 'now').mockImplementation(after);
      await Promise.all([restarted.app.get(ClubMatchKeeper).tick(), app.app.get(ClubMatchKeeper).tick()]);
      await Promise.all([restarted.app.get(ClubMatchKeeper).tick(), app.app.get(ClubMatchKeeper).tick()]);
    } finally {
      clock.mockRestore();
      await restarted.close();
    }
    const done = await get(cat, id);
    expect(done).toMatchObject({ status: 'finished', score: 0, opponentScore: 1, finishedBoards: 2 });
    expect(done.finishedAt).not.toBeNull();
    expect(done.board.every((x) => x.matchId === null)).toBe(true);
    expect(done.board.map((x) => [x.away, x.forfeit])).toEqual([
      [dan.username, true],
      [null, false],
    ]);
    // The REST mirror carries the same field.
    const rest = await restCall(app, 'get', `/api/club-matches/${id}`, cat.token);
    expect((rest.body as ClubMatchShape).board.map((x) => x.forfeit)).toEqual([true, false]);

    // Once each, whatever the race: dan won his board by forfeit; the admins of both clubs (fay too) learn that the
    // club match did not go ahead; cat, a member who did not sign up, hears nothing.
    expect((await closedNotices(dan, id)).map(told)).toEqual([[b, 0, 1, null, true]]);
    for (const [admin, clubId] of [
      [ann, a],
      [bob, b],
      [fay, b],
    ] as const)
      expect((await closedNotices(admin, id)).map(told)).toEqual([[clubId, 0, null, null, false]]);
    expect(await closedNotices(cat, id)).toEqual([]);
    // The unanswered challenge: called off, each admin of either club told once that it was never answered.
    expect((await get(bob, unanswered)).status).toBe('cancelled');
    for (const [admin, clubId] of [
      [ann, a],
      [bob, b],
      [fay, b],
    ] as const)
      expect((await closedNotices(admin, unanswered)).map((n) => [...told(n), n.unanswered])).toEqual([
        [clubId, 0, null, null, false, true],
      ]);
    for (const member of [cat, dan]) expect(await closedNotices(member, unanswered)).toEqual([]);
    // The REST notification log says the same, and names nothing of any other board or player.
    const log = await restCall(app, 'get', '/api/notifications', dan.token);
    const mine = (log.body as NotificationShape[]).filter((n) => n.clubMatchId === id);
    expect(mine.map((n) => [n.kind, ...told(n)])).toEqual([['CLUB_MATCH_SIGNUP_CLOSED', b, 0, 1, null, true]]);
    expect(JSON.stringify(mine)).not.toContain(ann.username);
    const deliveries = dataOf(
      await call<{ webhookDeliveries: { event: string; body: string }[] }>(
        dan,
        'query($w: ID!) { webhookDeliveries(webhookId: $w) { event body } }',
        { w: hook },
      ),
    ).webhookDeliveries.filter((d) => (JSON.parse(d.body) as { clubMatchId?: string }).clubMatchId === id);
    expect(deliveries.map((d) => [d.event, JSON.parse(d.body)])).toEqual([
      [
        'CLUB_MATCH_SIGNUP_CLOSED',
        expect.objectContaining({ clubId: b, boardsPlayed: 0, board: 1, matchId: null, forfeit: true }),
      ],
    ]);
  });

  it('a start a crash cut short: the keeper starts the boards whose match is missing, once', async () => {
    const { match } = await runningClubMatch(1);
    const prisma = app.app.get(PrismaService);
    // As if the process died between recording the board's match id and creating the match.
    const lost = '00000000-0000-4000-8000-0000000000' + String(process.pid % 100).padStart(2, '0');
    await prisma.clubMatchBoard.update({
      where: { clubMatchId_board: { clubMatchId: match.id, board: 1 } },
      data: { matchId: lost },
    });
    const service = app.app.get(ClubMatchesService);
    // The periodic task may have got there first: either way the match exists afterwards, started once.
    await service.repairStarts(50);
    const started = await app.app.get(MatchesService).load(lost);
    expect(started.header.seats.map((s) => s.userId)).toEqual([ann.id, bob.id]);
    expect(await service.repairStarts(50)).toBe(0);
  });

  it('R9 property: whatever the deal and however far the play, a club match page names no card (board links only)', async () => {
    const matches = app.app.get(MatchesService);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 0, max: 40 }), async (seed, moves) => {
        const { a, b, match } = await runningClubMatch(1);
        const matchId = match.board[0].matchId!;
        expect((await matches.load(matchId)).header.seats.map((s) => s.userId)).toEqual([ann.id, bob.id]);
        await playOut(app, matchId, [ann, bob], seed, moves);
        for (const reader of [ann, bob, eve]) {
          expect(JSON.stringify(await get(reader, match.id))).not.toMatch(CARD);
          for (const clubId of [a, b]) expect(JSON.stringify(await clubMatchesOf(reader, clubId))).not.toMatch(CARD);
          for (const path of [`/api/club-matches/${match.id}`, `/api/clubs/${a}/matches`, `/api/clubs/${b}/matches`])
            expect((await restCall(app, 'get', path, reader.token)).text).not.toMatch(CARD);
        }
      }),
      { numRuns: 3 },
    );
  }, 120_000);
});
