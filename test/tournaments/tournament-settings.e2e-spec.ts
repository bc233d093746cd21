import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as pathJoin } from 'node:path';
import { run } from '../../src/cli/main';
import { TournamentsService } from '../../src/tournaments/tournaments.service';
import { DAY_MS, QUIET, movableClock } from '../correspondence/correspondence-support';
import type { MovableClock } from '../correspondence/correspondence-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import { restCall } from '../support/rest-call';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { start } from '../social/social-support';

interface Tournament {
  id: string;
  status: string;
  version: number;
  daysPerMove: number | null;
  timeControl: {
    daysPerMove: number | null;
    bank: { initialDays: number; incrementDays: number; maxDays: number } | null;
    noVacation: boolean;
  };
  rules: { heroes: string[]; heroValues: { hero: string; value: number }[] };
  minReputation: number | null;
  invited: string[] | null;
  clubId: string | null;
  registrationOpensAt: string | null;
  registrationClosesAt: string | null;
  startsAt: string | null;
  entrants: { username: string }[];
  roundList: { round: number; boards: { matchId: string | null }[] }[];
}

const MATCH = `query($m: ID!) { match(id: $m) {
  timeControl { daysPerMove bank { initialDays incrementDays maxDays } noVacation }
  rules { heroes heroValues { hero value } } } }`;

/**
 * The settings and life cycle of docs/tournaments.md "Entry limits", "Registration window and scheduled start"
 * and "Rules and time control", through PostgreSQL and HTTP: each refusal has its stable code and changes
 * nothing; the started matches carry the time control and heroes chosen; every export still verifies.
 */
describe('tournament settings: time control and heroes, entry limits, registration window, scheduled start', () => {
  let app: TestApp;
  let clock: MovableClock;
  let organizer: RegisteredUser;

  beforeAll(async () => {
    // A running-games limit of 1, so one running match is enough to be refused.
    app = await startTestApp({ env: { ...QUIET, CLAIM_RUNNING_GAMES: '1', CLAIM_RUNNING_GAMES_MAX: '1' } });
    clock = movableClock(app);
    organizer = await registerUser(app);
  });
  afterAll(async () => app?.close());

  const api = (method: 'get' | 'post', path: string, token?: string, body?: object) =>
    restCall(app, method, path, token, body);
  const SWISS = { name: 'Settings', format: 'swiss', preset: 'claim', rounds: 1, maxEntrants: 8 };
  const create = async (settings: object, by = organizer): Promise<Tournament> => {
    const created = await api('post', '/api/tournaments', by.token, settings);
    expect([created.status, created.body.code]).toEqual([200, undefined]);
    return created.body as Tournament;
  };
  const view = async (id: string): Promise<Tournament> =>
    (await api('get', `/api/tournaments/${id}`, organizer.token)).body as Tournament;
  const join = (who: RegisteredUser, id: string) => api('post', `/api/tournaments/${id}/join`, who.token);
  const count = async (): Promise<number> =>
    ((await api('get', '/api/tournaments?first=50', organizer.token)).body as unknown[]).length;
  const verify = async (id: string): Promise<{ exitCode: number; stdout: string }> => {
    const ndjson = (await api('get', `/api/tournaments/${id}/export`, organizer.token)).text;
    const file = pathJoin(mkdtempSync(pathJoin(tmpdir(), 'tourn-')), 'export.ndjson');
    writeFileSync(file, ndjson);
    return run(['tournament', 'verify', file]);
  };
  const players = async (n: number): Promise<RegisteredUser[]> => {
    const made: RegisteredUser[] = [];
    for (let i = 0; i < n; i++) made.push(await registerUser(app));
    return made;
  };

  it('refuses every invalid new setting with BAD_USER_INPUT on its field, over REST and GraphQL, creating nothing', async () => {
    const before = await count();
    const now = clock.now().getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const bank = { initialDays: 5, incrementDays: 1, maxDays: 10 };
    const cases: [object, string][] = [
      [{ daysPerMove: 3, timeBank: bank }, 'timeBank'],
      [{ timeBank: { ...bank, initialDays: 0 } }, 'timeBank.initialDays'],
      [{ timeBank: { ...bank, maxDays: 4 } }, 'timeBank.maxDays'],
      [{ daysPerMove: 3, heroes: ['nobody'] }, 'heroes'],
      [{ daysPerMove: 3, minReputation: 0 }, 'minReputation'],
      [{ daysPerMove: 3, minReputation: 101 }, 'minReputation'],
      [{ daysPerMove: 3, invited: [] }, 'invited'],
      [{ daysPerMove: 3, invited: ['no-such-player-anywhere'] }, 'invited'],
      [{ daysPerMove: 3, invited: [organizer.username, organizer.username.toUpperCase()] }, 'invited'],
      [{ daysPerMove: 3, clubId: 'not-a-club' }, 'clubId'],
      [{ daysPerMove: 3, startsAt: at(-60_000) }, 'startsAt'],
      [{ daysPerMove: 3, startsAt: at(400 * DAY_MS) }, 'startsAt'],
      [{ daysPerMove: 3, registrationClosesAt: at(-1000) }, 'registrationClosesAt'],
      [{ daysPerMove: 3, registrationOpensAt: at(DAY_MS), registrationClosesAt: at(DAY_MS) }, 'registrationClosesAt'],
      [{ daysPerMove: 3, registrationClosesAt: at(2 * DAY_MS), startsAt: at(DAY_MS) }, 'registrationClosesAt'],
    ];
    for (const [change, field] of cases) {
      const { status, body } = await api('post', '/api/tournaments', organizer.token, { ...SWISS, ...change });
      expect([change, status, body.code, Object.keys((body.fields ?? {}) as object)]).toEqual([
        change,
        400,
        'BAD_USER_INPUT',
        [field],
      ]);
      const viaGraphql = await gql(app, 'mutation($i: CreateTournamentInput!) { createTournament(input: $i) { id } }', {
        token: organizer.token,
        variables: { i: { ...SWISS, ...change } },
      });
      expect([change, viaGraphql.errors?.[0].extensions?.code]).toEqual([change, 'BAD_USER_INPUT']);
    }
    // The organizer API takes a list of players: an entry limit or a schedule has nothing to judge there.
    const [a, b] = await players(2);
    const organized = await api('post', '/api/tournaments/organize', organizer.token, {
      ...SWISS,
      daysPerMove: 3,
      entrants: [a.username, b.username],
      startsAt: at(DAY_MS),
    });
    expect([organized.status, organized.body.code, Object.keys(organized.body.fields as object)]).toEqual([
      400,
      'BAD_USER_INPUT',
      ['startsAt'],
    ]);
    expect(await count()).toBe(before);
  });

  it('starts matches with the time bank, noVacation, heroes and hero values chosen, and the export verifies', async () => {
    const [a, b] = await players(2);
    const t = await create({
      ...SWISS,
      timeBank: { initialDays: 7, incrementDays: 2, maxDays: 12 },
      noVacation: true,
      heroes: ['warlock', 'mummy'],
      heroValues: [{ hero: 'warlock', value: 8 }],
    });
    expect(t.daysPerMove).toBeNull();
    expect(t.timeControl).toMatchObject({
      daysPerMove: null,
      bank: { initialDays: 7, incrementDays: 2, maxDays: 12 },
      noVacation: true,
    });
    expect([...t.rules.heroes].sort()).toEqual(['mummy', 'warlock']);
    expect(t.rules.heroValues).toEqual([{ hero: 'warlock', value: 8 }]);
    for (const p of [a, b]) expect((await join(p, t.id)).status).toBe(200);
    expect((await api('post', `/api/tournaments/${t.id}/start`, organizer.token)).status).toBe(200);
    const started = await view(t.id);
    const matchId = started.roundList[0].boards.find((x) => x.matchId !== null)!.matchId!;
    const match = await gql<{ match: { timeControl: Tournament['timeControl']; rules: Tournament['rules'] } }>(
      app,
      MATCH,
      { token: a.token, variables: { m: matchId } },
    );
    expect(match.errors).toBeUndefined();
    expect(match.data!.match.timeControl).toEqual({
      daysPerMove: null,
      bank: { initialDays: 7, incrementDays: 2, maxDays: 12 },
      noVacation: true,
    });
    expect([...match.data!.match.rules.heroes].sort()).toEqual(['mummy', 'warlock']);
    expect(match.data!.match.rules.heroValues).toEqual([{ hero: 'warlock', value: 8 }]);
    expect((await verify(t.id)).exitCode).toBe(0);
  });

  it('logs the settings of a tournament without the new choices exactly as before them, and it verifies', async () => {
    const t = await create({ ...SWISS, daysPerMove: 3 });
    const ndjson = (await api('get', `/api/tournaments/${t.id}/export`, organizer.token)).text;
    const created = JSON.parse(ndjson.split('\n')[0]) as { payload: { settings: object } };
    // The keys a Swiss logged before this change: an old export and a new one read alike.
    expect(Object.keys(created.payload.settings).sort()).toEqual(
      [
        'name',
        'format',
        'preset',
        'players',
        'daysPerMove',
        'rated',
        'rounds',
        'double',
        'maxEntrants',
        'withdrawAfterTimeouts',
      ].sort(),
    );
    expect((await verify(t.id)).exitCode).toBe(0);
    expect((await view(t.id)).timeControl).toMatchObject({ daysPerMove: 3, bank: null, noVacation: false });
  });

  it('takes entries by invitation only from the invited (NOT_INVITED, nothing changed)', async () => {
    const [guest, stranger] = await players(2);
    const t = await create({ ...SWISS, daysPerMove: 3, invited: [guest.username.toUpperCase()] });
    expect(t.invited).toEqual([guest.username]);
    // The invited player hears of it (the notification log, and so mail, push and webhooks); nobody else does.
    const heard = async (who: RegisteredUser) => {
      const answer = await gql<{ myNotifications: { kind: string; tournamentId: string; tournamentEvent: string }[] }>(
        app,
        'query { myNotifications(after: 0) { kind tournamentId tournamentEvent } }',
        { token: who.token },
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.myNotifications.filter((n) => n.kind === 'TOURNAMENT' && n.tournamentId === t.id);
    };
    expect((await heard(guest)).map((n) => n.tournamentEvent)).toEqual(['INVITED']);
    expect(await heard(stranger)).toEqual([]);
    const refused = await join(stranger, t.id);
    expect([refused.status, refused.body.code, refused.body.reason]).toEqual([409, 'CONFLICT', 'NOT_INVITED']);
    expect((await view(t.id)).version).toBe(t.version);
    expect((await join(guest, t.id)).status).toBe(200);
    expect((await view(t.id)).entrants.map((e) => e.username)).toEqual([guest.username]);
    expect((await verify(t.id)).exitCode).toBe(0);
  });

  it("limits a club tournament to the club's members; only the club's owner and admins create one", async () => {
    const [member, outsider] = await players(2);
    const club = await gql<{ createClub: { id: string } }>(
      app,
      'mutation($i: CreateClubInput!) { createClub(input: $i) { id } }',
      { token: organizer.token, variables: { i: { name: `Tourney club ${process.pid}`, admission: 'open' } } },
    );
    expect(club.errors).toBeUndefined();
    const clubId = club.data!.createClub.id;
    const joined = await gql(app, 'mutation($c: ID!) { joinClub(clubId: $c) { role } }', {
      token: member.token,
      variables: { c: clubId },
    });
    expect(joined.errors).toBeUndefined();
    const before = await count();
    const byMember = await api('post', '/api/tournaments', member.token, { ...SWISS, daysPerMove: 3, clubId });
    expect([byMember.status, byMember.body.code]).toEqual([403, 'FORBIDDEN']);
    const unknown = await api('post', '/api/tournaments', organizer.token, {
      ...SWISS,
      daysPerMove: 3,
      clubId: '00000000-0000-4000-8000-000000000000',
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
    expect(await count()).toBe(before);
    const t = await create({ ...SWISS, daysPerMove: 3, clubId });
    expect(t.clubId).toBe(clubId);
    const refused = await join(outsider, t.id);
    expect([refused.status, refused.body.reason]).toEqual([409, 'NOT_A_CLUB_MEMBER']);
    expect((await view(t.id)).version).toBe(t.version);
    expect((await join(member, t.id)).status).toBe(200);
    const listed = await gql<{ club: { tournaments: { id: string }[] } }>(
      app,
      'query($c: ID!) { club(clubId: $c) { tournaments { id } } }',
      { token: outsider.token, variables: { c: clubId } },
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.club.tournaments.map((x) => x.id)).toEqual([t.id]);
    const rest = await api('get', `/api/clubs/${clubId}/tournaments`, outsider.token);
    expect([rest.status, (rest.body as { id: string }[]).map((x) => x.id)]).toEqual([200, [t.id]]);
  });

  it('asks a minimum reputation (REPUTATION_TOO_LOW) and the running-games limit (TOO_MANY_RUNNING_GAMES)', async () => {
    const [quitter, x, y, busy, fresh] = await players(5);
    // The quitter resigns a 3-player match: an abandoned seat, 0 % finished once the side job counted it.
    const trio = await start(app, [x, y, quitter], { daysPerMove: 1 });
    const resigned = await gql(app, 'mutation($m: ID!) { resign(matchId: $m) { status } }', {
      token: quitter.token,
      variables: { m: trio },
    });
    expect(resigned.errors).toBeUndefined();
    for (let i = 0; i < 200; i++) {
      const shown = await gql<{ reputation: { games: number } }>(
        app,
        'query($u: String!) { reputation(username: $u) { games } }',
        { token: quitter.token, variables: { u: quitter.username } },
      );
      if (shown.data?.reputation.games === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const t = await create({ ...SWISS, daysPerMove: 3, minReputation: 50 });
    expect(t.minReputation).toBe(50);
    const low = await join(quitter, t.id);
    expect([low.status, low.body.reason]).toEqual([409, 'REPUTATION_TOO_LOW']);
    expect((await view(t.id)).version).toBe(t.version);
    // A newcomer without a counted game passes (as for a lobby).
    expect((await join(fresh, t.id)).status).toBe(200);
    // At the limit (1 here): one running match, and the entry is refused.
    await start(app, [busy, (await players(1))[0]], { daysPerMove: 3 });
    const open = await create({ ...SWISS, daysPerMove: 3 });
    const full = await join(busy, open.id);
    expect([full.status, full.body.reason]).toEqual([409, 'TOO_MANY_RUNNING_GAMES']);
    expect((await view(open.id)).version).toBe(open.version);
  });

  it('takes entries only within the registration window, and starts by itself at the scheduled time', async () => {
    const [a, b, c] = await players(3);
    const now = clock.now().getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const t = await create({
      ...SWISS,
      daysPerMove: 3,
      registrationOpensAt: at(DAY_MS),
      registrationClosesAt: at(2 * DAY_MS),
      startsAt: at(3 * DAY_MS),
    });
    expect([t.registrationOpensAt, t.registrationClosesAt, t.startsAt]).toEqual([
      at(DAY_MS),
      at(2 * DAY_MS),
      at(3 * DAY_MS),
    ]);
    const early = await join(a, t.id);
    expect([early.status, early.body.reason]).toEqual([409, 'REGISTRATION_NOT_OPEN']);
    expect((await view(t.id)).version).toBe(t.version);
    clock.advance(DAY_MS + 1000);
    for (const p of [a, b]) expect((await join(p, t.id)).status).toBe(200);
    clock.advance(DAY_MS);
    const late = await join(c, t.id);
    expect([late.status, late.body.reason]).toEqual([409, 'REGISTRATION_CLOSED']);
    const service = app.app.get(TournamentsService);
    // Not due yet: the keeper's sweep leaves it.
    expect(await service.startScheduled()).not.toContain(t.id);
    expect((await view(t.id)).status).toBe('registration');
    clock.advance(DAY_MS);
    // What TournamentKeeper runs each sweep (it may have run meanwhile: either start is this same code): the due
    // starts are read from the database, so a restarted server starts it too.
    await service.startScheduled();
    const started = await view(t.id);
    expect([started.status, started.roundList.length]).toEqual(['running', 1]);
    expect(await service.startScheduled()).not.toContain(t.id);
    expect((await verify(t.id)).exitCode).toBe(0);
  });
});
