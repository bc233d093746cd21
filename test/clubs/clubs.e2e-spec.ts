import fc from 'fast-check';
import { PrismaService } from '../../src/database/prisma.service';
import { CLUB_LIMITS } from '../../src/clubs/club';
import { dataOf, errorOf } from '../lobbies/lobby-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import { restCall } from '../support/rest-call';
import {
  ARCHIVED_MATCH_FIELDS,
  CLUB_FIELDS,
  CLUB_LOG_ENTRY_FIELDS,
  CLUB_MEMBER_FIELDS,
  CLUB_PENDING_FIELDS,
  CLUB_STANDING_FIELDS,
  NOTIFICATION_FIELDS,
} from '../support/schema-fields';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { playOut, start } from '../social/social-support';

/**
 * Clubs (issue 31, docs/players.md "Clubs") through real PostgreSQL and HTTP: the three ways in, roles,
 * removal, transfer and deletion, each logged; a non-member or non-admin refused with a stable code and
 * nothing changed; bad input refused; two server processes changing one club at once.
 */
const CREATE = `mutation($i: CreateClubInput!) { createClub(input: $i) { ${CLUB_FIELDS} } }`;
const STANDING = `{ ${CLUB_STANDING_FIELDS} }`;

interface Club {
  id: string;
  name: string;
  owner: string;
  members: number;
  admission: string;
  description: string;
}

describe('clubs (issue 31)', () => {
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

  let clubCounter = 0;
  const create = async (who: RegisteredUser, admission: string, name = `Club ${process.pid} ${++clubCounter}`) =>
    dataOf(
      await gql<{ createClub: Club }>(app, CREATE, {
        token: who.token,
        variables: { i: { name, description: 'Slow games on Sundays', admission } },
      }),
    ).createClub;
  const call = <T>(who: RegisteredUser, query: string, variables: Record<string, unknown>) =>
    gql<T>(app, query, { token: who.token, variables });
  const join = (who: RegisteredUser, id: string) =>
    call<{ joinClub: { role: string | null; pending: string | null } }>(
      who,
      `mutation($c: ID!) { joinClub(clubId: $c) ${STANDING} }`,
      { c: id },
    );
  const invite = (who: RegisteredUser, id: string, whom: string) =>
    call<{ inviteToClub: { role: string | null; pending: string | null } }>(
      who,
      `mutation($c: ID!, $u: String!) { inviteToClub(clubId: $c, username: $u) ${STANDING} }`,
      { c: id, u: whom },
    );
  const members = async (id: string): Promise<Record<string, string>> =>
    Object.fromEntries(
      dataOf(
        await call<{ clubMembers: { username: string; role: string }[] }>(
          ann,
          `query($c: ID!) { clubMembers(clubId: $c, first: 500) { ${CLUB_MEMBER_FIELDS} } }`,
          { c: id },
        ),
      ).clubMembers.map((m) => [m.username, m.role]),
    );
  const logOf = async (who: RegisteredUser, id: string) =>
    dataOf(
      await call<{ clubLog: { action: string; actor: string | null; target: string | null }[] }>(
        who,
        `query($c: ID!) { clubLog(clubId: $c, first: 200) { ${CLUB_LOG_ENTRY_FIELDS} } }`,
        { c: id },
      ),
    )
      .clubLog.map((e) => [e.action, e.actor, e.target])
      .reverse();
  const clubNotices = async (who: RegisteredUser) =>
    dataOf(
      await gql<{ myNotifications: { kind: string; clubId: string | null; clubEvent: string | null; from: string }[] }>(
        app,
        `{ myNotifications(first: 500) { ${NOTIFICATION_FIELDS} } }`,
        { token: who.token },
      ),
    )
      .myNotifications.filter((n) => n.kind === 'CLUB')
      .map((n) => [n.clubEvent, n.clubId, n.from]);
  /** Every club table's rows for one club: what a refused call must leave as it was. */
  const snapshot = async (id: string) => {
    const prisma = app.app.get(PrismaService);
    return {
      club: await prisma.club.findUnique({ where: { id } }),
      members: await prisma.clubMember.findMany({ where: { clubId: id }, orderBy: { userId: 'asc' } }),
      pending: await prisma.clubPending.findMany({ where: { clubId: id }, orderBy: { userId: 'asc' } }),
      log: await prisma.clubLog.count({ where: { clubId: id } }),
    };
  };

  it('an open club: anyone joins at once, leaves, and the log says so', async () => {
    const club = await create(ann, 'open');
    expect(club).toMatchObject({ owner: ann.username, members: 1, admission: 'open' });
    expect(dataOf(await join(bob, club.id)).joinClub).toEqual({ role: 'member', pending: null });
    expect(dataOf(await join(bob, club.id)).joinClub).toEqual({ role: 'member', pending: null });
    expect(await members(club.id)).toEqual({ [ann.username]: 'owner', [bob.username]: 'member' });
    const mine = dataOf(
      await call<{ myClubs: { club: Club; role: string }[] }>(bob, '{ myClubs { role club { id } } }', {}),
    );
    expect(mine.myClubs).toEqual([{ role: 'member', club: { id: club.id } }]);
    expect(
      dataOf(await call<{ leaveClub: boolean }>(bob, 'mutation($c: ID!) { leaveClub(clubId: $c) }', { c: club.id }))
        .leaveClub,
    ).toBe(true);
    expect(
      dataOf(await call<{ leaveClub: boolean }>(bob, 'mutation($c: ID!) { leaveClub(clubId: $c) }', { c: club.id }))
        .leaveClub,
    ).toBe(false);
    expect(await logOf(ann, club.id)).toEqual([
      ['CREATED', ann.username, null],
      ['JOINED', bob.username, null],
      ['LEFT', bob.username, null],
    ]);
  });

  it('by request: the admins hear of it (CLUB REQUESTED), accept or decline; the player hears ACCEPTED', async () => {
    const club = await create(ann, 'request');
    expect(dataOf(await join(bob, club.id)).joinClub).toEqual({ role: null, pending: 'requested' });
    expect(dataOf(await join(cat, club.id)).joinClub).toEqual({ role: null, pending: 'requested' });
    expect(await clubNotices(ann)).toEqual(
      expect.arrayContaining([
        ['REQUESTED', club.id, bob.username],
        ['REQUESTED', club.id, cat.username],
      ]),
    );
    const pending = dataOf(
      await call<{ clubPending: { username: string; kind: string }[] }>(
        ann,
        `query($c: ID!) { clubPending(clubId: $c) { ${CLUB_PENDING_FIELDS} } }`,
        { c: club.id },
      ),
    ).clubPending;
    expect(pending.map((p) => [p.username, p.kind])).toEqual([
      [bob.username, 'requested'],
      [cat.username, 'requested'],
    ]);
    const answer = (who: string, accept: boolean) =>
      call<{ answerClubRequest: { role: string | null } }>(
        ann,
        `mutation($c: ID!, $u: String!, $a: Boolean!) { answerClubRequest(clubId: $c, username: $u, accept: $a) ${STANDING} }`,
        { c: club.id, u: who, a: accept },
      );
    expect(dataOf(await answer(bob.username, true)).answerClubRequest).toEqual({ role: 'member', pending: null });
    expect(dataOf(await answer(cat.username, false)).answerClubRequest).toEqual({ role: null, pending: null });
    expect(errorOf(await answer(cat.username, true)).extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'NO_REQUEST',
    });
    expect(await clubNotices(bob)).toContainEqual(['ACCEPTED', club.id, ann.username]);
    expect(await members(club.id)).toEqual({ [ann.username]: 'owner', [bob.username]: 'member' });
    expect((await logOf(bob, club.id)).map((e) => e[0])).toEqual([
      'CREATED',
      'REQUESTED',
      'REQUESTED',
      'ACCEPTED',
      'DECLINED',
    ]);
  });

  it('by invitation: only the invited join (CLUB INVITED); an invitation can be declined; a block refuses it', async () => {
    const club = await create(ann, 'invitation');
    const before = await snapshot(club.id);
    expect(errorOf(await join(bob, club.id)).extensions).toMatchObject({ code: 'CONFLICT', reason: 'INVITATION_ONLY' });
    expect(await snapshot(club.id)).toEqual(before);

    expect(dataOf(await invite(ann, club.id, bob.username)).inviteToClub).toEqual({ role: null, pending: 'invited' });
    expect(await clubNotices(bob)).toContainEqual(['INVITED', club.id, ann.username]);
    const mine = dataOf(
      await call<{ myClubInvitations: { club: { id: string }; kind: string; by: string }[] }>(
        bob,
        `{ myClubInvitations { ${CLUB_PENDING_FIELDS} } }`,
        {},
      ),
    ).myClubInvitations;
    expect(mine).toContainEqual(
      expect.objectContaining({ club: expect.objectContaining({ id: club.id }), kind: 'invited', by: ann.username }),
    );
    expect(dataOf(await join(bob, club.id)).joinClub).toEqual({ role: 'member', pending: null });

    await invite(ann, club.id, cat.username);
    expect(
      dataOf(await call<{ leaveClub: boolean }>(cat, 'mutation($c: ID!) { leaveClub(clubId: $c) }', { c: club.id }))
        .leaveClub,
    ).toBe(true);
    expect(
      dataOf(
        await call<{ clubStanding: unknown }>(cat, `query($c: ID!) { clubStanding(clubId: $c) ${STANDING} }`, {
          c: club.id,
        }),
      ).clubStanding,
    ).toEqual({ role: null, pending: null });

    expect(
      (await call(dan, 'mutation($u: String!) { blockUser(username: $u) { username } }', { u: ann.username })).errors,
    ).toBeUndefined();
    const blocked = await snapshot(club.id);
    expect(errorOf(await invite(ann, club.id, dan.username)).extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'BLOCKED',
    });
    expect(await snapshot(club.id)).toEqual(blocked);
    expect((await logOf(ann, club.id)).map((e) => e[0])).toEqual([
      'CREATED',
      'INVITED',
      'JOINED',
      'INVITED',
      'DECLINED',
    ]);
  });

  it('roles: the owner makes admins; admins invite and remove members, not admins; nobody removes the owner', async () => {
    const club = await create(ann, 'open');
    for (const p of [bob, cat, dan]) await join(p, club.id);
    const setRole = (who: RegisteredUser, whom: string, role: string) =>
      call(
        who,
        `mutation($c: ID!, $u: String!, $r: ClubRole!) { setClubRole(clubId: $c, username: $u, role: $r) ${STANDING} }`,
        {
          c: club.id,
          u: whom,
          r: role,
        },
      );
    const remove = (who: RegisteredUser, whom: string) =>
      call<{ removeClubMember: boolean }>(
        who,
        'mutation($c: ID!, $u: String!) { removeClubMember(clubId: $c, username: $u) }',
        {
          c: club.id,
          u: whom,
        },
      );
    expect(dataOf(await setRole(ann, bob.username, 'admin'))).toEqual({
      setClubRole: { role: 'admin', pending: null },
    });

    // Refused, each with its code, and nothing changed.
    const before = await snapshot(club.id);
    expect(errorOf(await setRole(bob, cat.username, 'admin')).extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await remove(cat, dan.username)).extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await remove(bob, ann.username)).extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      errorOf(await call(cat, 'mutation($c: ID!) { deleteClub(clubId: $c) }', { c: club.id })).extensions,
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      errorOf(
        await call(bob, 'mutation($c: ID!, $u: String!) { transferClub(clubId: $c, username: $u) { id } }', {
          c: club.id,
          u: bob.username,
        }),
      ).extensions,
    ).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(
      errorOf(
        await call(cat, 'mutation($c: ID!, $u: String!) { transferClub(clubId: $c, username: $u) { id } }', {
          c: club.id,
          u: dan.username,
        }),
      ).extensions,
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await invite(dan, club.id, 'nobody-at-all')).extensions).toMatchObject({
      code: 'NOT_FOUND',
      entity: 'User',
    });
    expect(
      errorOf(
        await call(cat, 'mutation($c: ID!, $i: UpdateClubInput!) { updateClub(clubId: $c, input: $i) { id } }', {
          c: club.id,
          i: { description: 'mine now' },
        }),
      ).extensions,
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      errorOf(await call(ann, 'mutation($c: ID!) { leaveClub(clubId: $c) }', { c: club.id })).extensions,
    ).toMatchObject({ code: 'CONFLICT', reason: 'OWNER_CANNOT_LEAVE' });
    expect(errorOf(await setRole(ann, 'nobody-at-all', 'admin')).extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      errorOf(await call(bob, 'query($c: ID!) { clubLog(clubId: $c, first: 0) { id } }', { c: club.id })).extensions,
    ).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await snapshot(club.id)).toEqual(before);

    expect(dataOf(await remove(bob, dan.username)).removeClubMember).toBe(true);
    expect(await clubNotices(dan)).toContainEqual(['REMOVED', club.id, bob.username]);
    expect(dataOf(await remove(ann, bob.username)).removeClubMember).toBe(true);
    expect(await members(club.id)).toEqual({ [ann.username]: 'owner', [cat.username]: 'member' });
    expect((await logOf(ann, club.id)).slice(-3)).toEqual([
      ['PROMOTED', ann.username, bob.username],
      ['REMOVED', bob.username, dan.username],
      ['REMOVED', ann.username, bob.username],
    ]);
  });

  it('a non-member reads no log and no pending list; an outsider cannot administer (FORBIDDEN, nothing changed)', async () => {
    const club = await create(ann, 'request');
    await join(bob, club.id);
    const before = await snapshot(club.id);
    expect(
      errorOf(await call(dan, `query($c: ID!) { clubLog(clubId: $c) { id } }`, { c: club.id })).extensions,
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      errorOf(await call(dan, `query($c: ID!) { clubPending(clubId: $c) { username } }`, { c: club.id })).extensions,
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await invite(dan, club.id, cat.username)).extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      errorOf(
        await call(
          dan,
          'mutation($c: ID!, $u: String!) { answerClubRequest(clubId: $c, username: $u, accept: true) { role } }',
          { c: club.id, u: bob.username },
        ),
      ).extensions,
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(await snapshot(club.id)).toEqual(before);
    // REST answers the same codes as statuses.
    expect((await restCall(app, 'get', `/api/clubs/${club.id}/log`, dan.token)).status).toBe(403);
    expect((await restCall(app, 'put', `/api/clubs/${club.id}/invitations/${cat.username}`, dan.token)).status).toBe(
      403,
    );
    expect((await restCall(app, 'delete', `/api/clubs/${club.id}`, bob.token)).status).toBe(403);
    expect(await snapshot(club.id)).toEqual(before);
  });

  it('transfer and deletion: the new owner hears OWNER, the old one stays as admin; a deleted club is gone, its name free', async () => {
    const name = `Owls ${process.pid}`;
    const club = await create(ann, 'open', name);
    await join(bob, club.id);
    expect(
      errorOf(
        await call(ann, 'mutation($c: ID!, $u: String!) { transferClub(clubId: $c, username: $u) { id } }', {
          c: club.id,
          u: cat.username,
        }),
      ).extensions,
    ).toMatchObject({ code: 'CONFLICT', reason: 'NOT_A_MEMBER' });
    const moved = dataOf(
      await call<{ transferClub: Club }>(
        ann,
        'mutation($c: ID!, $u: String!) { transferClub(clubId: $c, username: $u) { owner } }',
        { c: club.id, u: bob.username.toUpperCase() },
      ),
    );
    expect(moved.transferClub.owner).toBe(bob.username);
    expect(await members(club.id)).toEqual({ [ann.username]: 'admin', [bob.username]: 'owner' });
    expect(await clubNotices(bob)).toContainEqual(['OWNER', club.id, ann.username]);
    expect(
      errorOf(await call(ann, 'mutation($c: ID!) { deleteClub(clubId: $c) }', { c: club.id })).extensions,
    ).toMatchObject({ code: 'FORBIDDEN' });

    expect(
      errorOf(
        await gql(app, CREATE, {
          token: cat.token,
          variables: { i: { name: `  owls   ${process.pid} `, admission: 'open' } },
        }),
      ).extensions,
    ).toMatchObject({ code: 'CONFLICT', reason: 'NAME_TAKEN' });
    expect(
      dataOf(await call<{ deleteClub: boolean }>(bob, 'mutation($c: ID!) { deleteClub(clubId: $c) }', { c: club.id }))
        .deleteClub,
    ).toBe(true);
    expect(
      errorOf(await call(ann, `query($c: ID!) { club(clubId: $c) { id } }`, { c: club.id })).extensions,
    ).toMatchObject({ code: 'NOT_FOUND', entity: 'Club' });
    expect(errorOf(await join(cat, club.id)).extensions).toMatchObject({ code: 'NOT_FOUND', entity: 'Club' });
    const prisma = app.app.get(PrismaService);
    expect(
      (await prisma.clubLog.findMany({ where: { clubId: club.id }, orderBy: { id: 'asc' } })).map((e) => e.action),
    ).toEqual(['CREATED', 'JOINED', 'OWNER_TRANSFERRED', 'DELETED']);
    expect(await prisma.clubMember.count({ where: { clubId: club.id } })).toBe(0);
    expect((await create(cat, 'open', name)).owner).toBe(cat.username);
  });

  it('bad input: every invalid field is BAD_USER_INPUT naming it, and nothing is created', async () => {
    const prisma = app.app.get(PrismaService);
    const count = await prisma.club.count();
    const bad = async (input: Record<string, unknown>, field: string) => {
      const error = errorOf(await gql(app, CREATE, { token: ann.token, variables: { i: input } }));
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      if (field)
        expect(Object.keys((error.extensions as { fields: Record<string, string[]> }).fields)).toContain(field);
    };
    await bad({ name: 'ab', admission: 'open' }, 'name');
    await bad({ name: 'x'.repeat(CLUB_LIMITS.nameMax + 1), admission: 'open' }, 'name');
    await bad({ name: '<script>', admission: 'open' }, 'name');
    await bad(
      { name: 'Fine name', admission: 'open', description: 'd'.repeat(CLUB_LIMITS.descriptionMax + 1) },
      'description',
    );
    await bad({ name: 'Fine name', admission: 'open', description: 'bell\u0007' }, 'description');
    await bad({ name: 'Fine name', admission: 'sometimes' }, '');
    expect(await prisma.club.count()).toBe(count);
    // REST: the same refusals, as 400 with the field.
    const rest = await restCall(app, 'post', '/api/clubs', ann.token, { name: 'ab', admission: 'open' });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: expect.any(Array) } });
    expect(
      (await restCall(app, 'post', '/api/clubs', ann.token, { name: 'Fine name', admission: 'never' })).status,
    ).toBe(400);
    expect((await restCall(app, 'get', '/api/clubs/not-a-uuid', ann.token)).status).toBe(404);
    expect((await restCall(app, 'get', '/api/clubs?first=0', ann.token)).status).toBe(400);
    expect(await prisma.club.count()).toBe(count);
  });

  it('REST mirrors the flow: create, join, members, standing, invitations, role, owner', async () => {
    const created = await restCall(app, 'post', '/api/clubs', bob.token, {
      name: `Rest club ${process.pid}`,
      admission: 'request',
    });
    expect(created.status).toBe(200);
    const id = (created.body as Club).id;
    expect((await restCall(app, 'post', `/api/clubs/${id}/join`, cat.token)).body).toEqual({
      role: null,
      pending: 'requested',
    });
    const answered = await restCall(app, 'post', `/api/clubs/${id}/requests/${cat.username}`, bob.token, {
      accept: true,
    });
    expect(answered.body).toEqual({ role: 'member', pending: null });
    expect(
      (await restCall(app, 'put', `/api/clubs/${id}/members/${cat.username}/role`, bob.token, { role: 'admin' })).body,
    ).toEqual({ role: 'admin', pending: null });
    expect((await restCall(app, 'put', `/api/clubs/${id}/invitations/${dan.username}`, cat.token)).body).toEqual({
      role: null,
      pending: 'invited',
    });
    expect(
      ((await restCall(app, 'get', '/api/clubs/invitations', dan.token)).body as { kind: string }[]).map((p) => p.kind),
    ).toContain('invited');
    const page = (await restCall(app, 'get', `/api/clubs/${id}/members?pool=duel&first=10`, dan.token)).body as {
      username: string;
      role: string;
    }[];
    expect(page.map((m) => [m.username, m.role]).sort()).toEqual(
      [
        [bob.username, 'owner'],
        [cat.username, 'admin'],
      ].sort(),
    );
    expect(
      (await restCall(app, 'put', `/api/clubs/${id}/owner`, bob.token, { username: cat.username })).body,
    ).toMatchObject({ owner: cat.username });
    expect((await restCall(app, 'get', `/api/clubs/${id}/standing`, bob.token)).body).toEqual({
      role: 'admin',
      pending: null,
    });
    expect(
      ((await restCall(app, 'get', `/api/clubs?search=rest club ${process.pid}`, dan.token)).body as Club[]).map(
        (c) => c.id,
      ),
    ).toEqual([id]);
    expect((await restCall(app, 'delete', `/api/clubs/${id}/members/${dan.username}`, cat.token)).text).toBe('true');
    expect((await restCall(app, 'get', `/api/clubs/${id}/log?first=3`, cat.token)).body).toHaveLength(3);
  });

  it("the club page lists the members' games as the live list shows them: running ones, never a card (R9)", async () => {
    const club = await create(ann, 'open');
    await join(bob, club.id);
    const matchId = await start(app, [ann, bob], {});
    const games = dataOf(
      await call<{ clubGames: { id: string }[] }>(
        dan,
        `query($c: ID!) { clubGames(clubId: $c, status: "running") { ${ARCHIVED_MATCH_FIELDS} } }`,
        { c: club.id },
      ),
    ).clubGames;
    expect(games.map((g) => g.id)).toContain(matchId);
    // A page of one is found by walking the newest running matches (ArchiveRepository.gamesOf): a match of
    // strangers started after it is passed over, and the club's match is the page.
    await start(app, [await registerUser(app), await registerUser(app)], {});
    const one = dataOf(
      await call<{ clubGames: { id: string }[] }>(
        dan,
        'query($c: ID!) { clubGames(clubId: $c, status: "running", first: 1) { id } }',
        {
          c: club.id,
        },
      ),
    ).clubGames;
    expect(one.map((g) => g.id)).toEqual([games[0].id]);
    const rest = await restCall(app, 'get', `/api/clubs/${club.id}/games/running`, dan.token);
    expect((rest.body as { id: string }[]).map((g) => g.id)).toContain(matchId);
    // No card identity anywhere in what the page answers (R9: a running match's hands and draw pile).
    expect(JSON.stringify(games)).not.toMatch(/"(hand|followers|drawPile|seed)"|[a-z]+:\d+/);
    expect(
      errorOf(await call(dan, `query($c: ID!) { clubGames(clubId: $c, status: "hidden") { id } }`, { c: club.id }))
        .extensions,
    ).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('R9 property: whatever the deal and however far the play, a club page (club, members, games) names no card', async () => {
    const club = await create(ann, 'open');
    await join(bob, club.id);
    const CARD =
      /\b(?:goblins|knights|undead|dwarves|doppelgangers|gnomes|giants|dragons|trolls|seers|vampires|zombies|werewolves|shadows):\d+\b|\bhero:[a-z-]+\b/;
    const page = `query($c: ID!) { club(clubId: $c) { ${CLUB_FIELDS} } clubMembers(clubId: $c) { ${CLUB_MEMBER_FIELDS} }
      live: clubGames(clubId: $c, status: "running") { ${ARCHIVED_MATCH_FIELDS} }
      done: clubGames(clubId: $c, status: "finished") { ${ARCHIVED_MATCH_FIELDS} } }`;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 0, max: 40 }), async (seed, moves) => {
        const matchId = await start(app, [ann, bob], {});
        await playOut(app, matchId, [ann, bob], seed, moves);
        for (const reader of [ann, dan]) {
          const answer = dataOf(await call<{ live: { id: string }[] }>(reader, page, { c: club.id }));
          expect(JSON.stringify(answer)).not.toMatch(CARD);
          for (const status of ['running', 'finished']) {
            const rest = await restCall(app, 'get', `/api/clubs/${club.id}/games/${status}`, reader.token);
            expect(rest.text).not.toMatch(CARD);
          }
        }
      }),
      { numRuns: 4 },
    );
  }, 120_000);

  it('two server processes changing one club at once: one owner, every joiner a member once, each change logged once', async () => {
    const second = await startTestApp({
      database: app.database,
      jwt: app.config.jwt,
      env: { CLAIM_TIMEOUT_SWEEP: '0' },
    });
    try {
      const players = await Promise.all(Array.from({ length: 12 }, () => registerUser(app)));
      const club = await create(ann, 'open');
      await Promise.all(
        players.map((p, i) =>
          gql(i % 2 === 0 ? app : second, `mutation($c: ID!) { joinClub(clubId: $c) ${STANDING} }`, {
            token: p.token,
            variables: { c: club.id },
          }),
        ),
      );
      // The owner hands the club to two members at once, one on each process: exactly one wins.
      const [x, y] = players;
      const transfer = (target: TestApp, whom: string) =>
        gql(target, 'mutation($c: ID!, $u: String!) { transferClub(clubId: $c, username: $u) { owner } }', {
          token: ann.token,
          variables: { c: club.id, u: whom },
        });
      const results = await Promise.all([transfer(app, x.username), transfer(second, y.username)]);
      expect(results.filter((r) => r.errors === undefined)).toHaveLength(1);
      expect(results.filter((r) => r.errors?.[0].extensions?.code === 'FORBIDDEN')).toHaveLength(1);
      // And the new owner leaves while the old one removes them: the club is never left without an owner.
      const owner = (await app.app.get(PrismaService).club.findUniqueOrThrow({ where: { id: club.id } })).ownerId;
      const ownerPlayer = players.find((p) => p.id === owner)!;
      await Promise.all([
        gql(second, 'mutation($c: ID!) { leaveClub(clubId: $c) }', {
          token: ownerPlayer.token,
          variables: { c: club.id },
        }),
        gql(app, 'mutation($c: ID!, $u: String!) { removeClubMember(clubId: $c, username: $u) }', {
          token: ann.token,
          variables: { c: club.id, u: ownerPlayer.username },
        }),
      ]);
      const prisma = app.app.get(PrismaService);
      const row = await prisma.club.findUniqueOrThrow({ where: { id: club.id } });
      expect(await prisma.clubMember.count({ where: { clubId: club.id, userId: row.ownerId } })).toBe(1);
      expect(await prisma.clubMember.count({ where: { clubId: club.id } })).toBe(13);
      const log = await prisma.clubLog.groupBy({ by: ['action'], where: { clubId: club.id }, _count: true });
      expect(Object.fromEntries(log.map((l) => [l.action, l._count]))).toEqual({
        CREATED: 1,
        JOINED: 12,
        OWNER_TRANSFERRED: 1,
      });
    } finally {
      await second.close();
    }
  }, 60_000);
});
