import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import { restCall } from '../support/rest-call';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

interface Tournament {
  id: string;
  status: string;
  version: number;
  entryOpen: boolean;
  startWhenFull: boolean;
  minRating: number | null;
  maxRating: number | null;
  entrants: { username: string }[];
}

/**
 * Who may enter a tournament (docs/tournaments.md "Entry rating range", "Late entry and withdrawal"), through
 * PostgreSQL and HTTP: every refusal has its stable code and changes nothing. No game is played here.
 */
describe('tournament entry: rating range and closed entries', () => {
  let app: TestApp;
  let organizer: RegisteredUser;
  let players: RegisteredUser[];

  beforeAll(async () => {
    app = await startTestApp();
    organizer = await registerUser(app);
    players = [];
    for (let i = 0; i < 3; i++) players.push(await registerUser(app));
  });
  afterAll(async () => app?.close());

  const api = (method: 'get' | 'post', path: string, token?: string, body?: object) =>
    restCall(app, method, path, token, body);
  const SWISS = { name: 'Entry', format: 'swiss', preset: 'claim', daysPerMove: 3, rounds: 2, maxEntrants: 8 };
  async function create(settings: object): Promise<Tournament> {
    const created = await api('post', '/api/tournaments', organizer.token, settings);
    expect(created.status).toBe(200);
    return created.body as Tournament;
  }
  const view = async (id: string): Promise<Tournament> =>
    (await api('get', `/api/tournaments/${id}`, organizer.token)).body as Tournament;

  it('refuses an invalid range with BAD_USER_INPUT naming the field, and a range on a bulk-started tournament', async () => {
    const before = (await api('get', '/api/tournaments?first=50', organizer.token)).body as unknown[];
    const cases: [object, string][] = [
      [{ minRating: -1 }, 'minRating'],
      [{ maxRating: 10_001 }, 'maxRating'],
      [{ minRating: 1600, maxRating: 1400 }, 'maxRating'],
    ];
    for (const [change, field] of cases) {
      const { status, body } = await api('post', '/api/tournaments', organizer.token, { ...SWISS, ...change });
      expect([status, body.code, Object.keys(body.fields as object)]).toEqual([400, 'BAD_USER_INPUT', [field]]);
      const viaGraphql = await gql(app, 'mutation($i: CreateTournamentInput!) { createTournament(input: $i) { id } }', {
        token: organizer.token,
        variables: { i: { ...SWISS, ...change } },
      });
      expect(viaGraphql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const organized = await gql(
      app,
      'mutation($i: OrganizeTournamentInput!) { organizeTournament(input: $i) { id } }',
      {
        token: organizer.token,
        variables: { i: { ...SWISS, minRating: 1000, entrants: players.slice(0, 2).map((p) => p.username) } },
      },
    );
    expect(organized.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { minRating: [expect.any(String)] },
    });
    expect((await api('get', '/api/tournaments?first=50', organizer.token)).body).toEqual(before);
  });

  it('admits only ratings within the range (1500 unrated), logs the rating judged, and refuses the rest changing nothing', async () => {
    const high = await create({ ...SWISS, minRating: 1600 });
    expect([high.minRating, high.maxRating]).toEqual([1600, null]);
    const refused = await api('post', `/api/tournaments/${high.id}/join`, players[0].token);
    expect([refused.status, refused.body.code, refused.body.reason]).toEqual([409, 'CONFLICT', 'RATING_OUT_OF_RANGE']);
    const viaGraphql = await gql(app, 'mutation($t: ID!) { joinTournament(id: $t) { id } }', {
      token: players[0].token,
      variables: { t: high.id },
    });
    expect(viaGraphql.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'RATING_OUT_OF_RANGE' });
    expect((await view(high.id)).version).toBe(high.version);

    const open = await create({ ...SWISS, minRating: 1400, maxRating: 1600 });
    for (const p of players.slice(0, 2))
      expect((await api('post', `/api/tournaments/${open.id}/join`, p.token)).status).toBe(200);
    const exported = await api('get', `/api/tournaments/${open.id}/export`, organizer.token);
    const entries = exported.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; payload: { rating?: number } })
      .filter((e) => e.type === 'entrant_joined');
    expect(entries.map((e) => e.payload.rating)).toEqual([1500, 1500]);
  });

  it('"start when full": the entry that takes the last place starts it and pairs round 1', async () => {
    const t = await create({ ...SWISS, maxEntrants: 2, startWhenFull: true });
    expect([t.startWhenFull, t.status]).toEqual([true, 'registration']);
    expect((await api('post', `/api/tournaments/${t.id}/join`, players[0].token)).body).toMatchObject({
      status: 'registration',
    });
    const filled = await api('post', `/api/tournaments/${t.id}/join`, players[1].token);
    expect(filled.status).toBe(200);
    expect(filled.body).toMatchObject({ status: 'running', currentRound: 1, entryOpen: false });
    expect((filled.body as { seedCommitment: string | null }).seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    // The organizer's start now finds it running.
    const again = await api('post', `/api/tournaments/${t.id}/start`, organizer.token);
    expect([again.status, again.body.reason]).toEqual([409, 'TOURNAMENT_NOT_OPEN']);
  });

  it('a running round-robin takes no late entry; a running Swiss does until its last round is paired', async () => {
    const rr = await create({ ...SWISS, format: 'round_robin', rounds: null });
    const swiss = await create({ ...SWISS, rounds: 1 });
    for (const t of [rr, swiss]) {
      for (const p of players.slice(0, 2))
        expect((await api('post', `/api/tournaments/${t.id}/join`, p.token)).status).toBe(200);
      expect((await api('post', `/api/tournaments/${t.id}/start`, organizer.token)).status).toBe(200);
    }
    // A round-robin of 2 and a Swiss of 1 round: both are in their last round, closed to entries.
    for (const t of [rr, swiss]) {
      const running = await view(t.id);
      expect([running.status, running.entryOpen]).toEqual(['running', false]);
      const late = await api('post', `/api/tournaments/${t.id}/join`, players[2].token);
      expect([late.status, late.body.reason]).toEqual([409, 'TOURNAMENT_NOT_OPEN']);
      expect((await view(t.id)).version).toBe(running.version);
    }
  });
});
