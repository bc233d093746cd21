import { Client as PgClient } from 'pg';
import { MY_TURN_SQL } from '../../src/correspondence/turns.repository';
import { MatchesService } from '../../src/matches/matches.service';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';
import {
  DAY_MS,
  QUIET,
  dueSeat,
  moveOnce,
  movableClock,
  myTurn,
  startCorrespondenceMatch,
  untilDue,
  waitFor,
} from './correspondence-support';

const CLAIM =
  'mutation($m: ID!) { claimTimeout(matchId: $m) { status version result { winner endedBy forfeitedSeat } } }';

interface TurnRow {
  seat: number;
  user_id: string;
  due: string;
  version: number;
  due_since: Date;
  deadline: Date | null;
}

describe('Correspondence deadlines', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let db: PgClient;

  beforeAll(async () => {
    app = await startTestApp({ env: QUIET });
    [alice, bob] = await Promise.all([registerUser(app), registerUser(app)]);
    db = new PgClient({ connectionString: app.database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await app.close();
  });
  afterEach(() => jest.restoreAllMocks());

  const turns = async (matchId: string): Promise<TurnRow[]> =>
    (
      await db.query<TurnRow>(
        'SELECT seat, user_id, due, version, due_since, deadline FROM match_turns WHERE match_id = $1 ORDER BY seat',
        [matchId],
      )
    ).rows;
  const eventTypes = async (matchId: string): Promise<{ type: string; actor_user_id: string | null }[]> =>
    (await db.query('SELECT type, actor_user_id FROM match_events WHERE match_id = $1 ORDER BY seq', [matchId])).rows;

  it('sets the deadline at the start and moves it with each move, counted from that move', async () => {
    const clock = movableClock(app);
    const players = [alice, bob];
    const started = clock.now().getTime();
    const matchId = await startCorrespondenceMatch(app, players, 2);
    const [first] = await turns(matchId);
    const due = await dueSeat(app, players, matchId);
    expect(first).toMatchObject({ seat: due.seat, user_id: players[due.seat].id, due: 'play', version: 0 });
    expect(first.deadline!.getTime() - first.due_since.getTime()).toBe(2 * DAY_MS);
    expect(Math.abs(first.due_since.getTime() - started)).toBeLessThan(5000);

    clock.advance(DAY_MS + 3600_000);
    const moved = await moveOnce(app, players, matchId);
    const [second] = await turns(matchId);
    const nowDue = await dueSeat(app, players, matchId);
    expect(second).toMatchObject({ seat: nowDue.seat, version: moved.version });
    expect(second.due_since.getTime()).toBeGreaterThanOrEqual(first.due_since.getTime() + DAY_MS + 3600_000);
    expect(second.deadline!.getTime() - second.due_since.getTime()).toBe(2 * DAY_MS);

    clock.advance(DAY_MS);
    await moveOnce(app, players, matchId);
    const [third] = await turns(matchId);
    expect(third.version).toBe(moved.version + 1);
    expect(third.deadline!.getTime()).toBeGreaterThan(second.deadline!.getTime());
  });

  it('keeps a turn without a deadline in a match without a time control, and none once it is over', async () => {
    const players = [alice, bob];
    const matchId = await startCorrespondenceMatch(app, players, null);
    expect(await turns(matchId)).toEqual([expect.objectContaining({ deadline: null, version: 0 })]);
    const claim = await gql(app, CLAIM, { token: alice.token, variables: { m: matchId } });
    expect(claim.errors?.[0].extensions).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'NO_TIME_CONTROL' });
    const resigned = await gql(app, 'mutation($m: ID!) { resign(matchId: $m) { status } }', {
      token: alice.token,
      variables: { m: matchId },
    });
    expect(resigned.errors).toBeUndefined();
    expect(await turns(matchId)).toEqual([]);
  });

  it('refuses a claim before the deadline and by the seat that is due; an opponent wins once it has passed', async () => {
    const clock = movableClock(app);
    const players = [alice, bob];
    const matchId = await startCorrespondenceMatch(app, players, 1);
    const { seat, version } = await dueSeat(app, players, matchId);
    const due = players[seat];
    const opponent = players[1 - seat];

    const early = await gql(app, CLAIM, { token: opponent.token, variables: { m: matchId } });
    expect(early.errors?.[0].extensions).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'TIME_NOT_UP' });

    clock.advance(DAY_MS + 1000);
    const own = await gql(app, CLAIM, { token: due.token, variables: { m: matchId } });
    expect(own.errors?.[0].extensions).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'NOT_AN_OPPONENT' });
    const stranger = await registerUser(app);
    const outsider = await gql(app, CLAIM, { token: stranger.token, variables: { m: matchId } });
    expect(outsider.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });

    const won = await gql<{
      claimTimeout: {
        status: string;
        version: number;
        result: { winner: number; endedBy: string; forfeitedSeat: number };
      };
    }>(app, CLAIM, {
      token: opponent.token,
      variables: { m: matchId },
    });
    expect(won.errors).toBeUndefined();
    expect(won.data!.claimTimeout).toEqual({
      status: 'finished',
      version: version + 1,
      result: { winner: 1 - seat, endedBy: 'timed_out', forfeitedSeat: seat },
    });
    expect((await eventTypes(matchId)).at(-1)).toEqual({ type: 'timed_out', actor_user_id: opponent.id });
    expect(await turns(matchId)).toEqual([]);

    const again = await gql(app, CLAIM, { token: opponent.token, variables: { m: matchId } });
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'GAME_OVER' });
  });

  it('a move made in time beats a claim computed for the version before it (VERSION_CONFLICT)', async () => {
    const players = [alice, bob];
    const matchId = await startCorrespondenceMatch(app, players, 1);
    const [turn] = await turns(matchId);
    await moveOnce(app, players, matchId);
    await expect(
      app.app.get(MatchesService).timeOut({ claimant: null, matchId: matchId, atVersion: turn.version }),
    ).rejects.toMatchObject({
      detail: { code: 'VERSION_CONFLICT' },
    });
  });

  it("myTurn lists the caller's matches by deadline, soonest first, those without one last", async () => {
    const carol = await registerUser(app);
    const dave = await registerUser(app);
    const players = [carol, dave];
    const byDays: Record<string, number | null> = {};
    for (const days of [3, null, 1, 14, 2]) {
      const matchId = await startCorrespondenceMatch(app, players, days);
      await untilDue(app, players, matchId, 0);
      byDays[matchId] = days;
    }
    const entries = await myTurn(app, carol);
    expect(entries.map((e) => byDays[e.matchId])).toEqual([1, 2, 3, 14, null]);
    for (const entry of entries) {
      const { version } = await dueSeat(app, players, entry.matchId);
      expect(entry).toMatchObject({ seat: 0, opponents: [dave.username], due: 'play', version });
      if (entry.deadline)
        expect(Date.parse(entry.deadline) - Date.parse(entry.dueSince)).toBe(byDays[entry.matchId]! * DAY_MS);
    }
    // Dave is due in none of them.
    expect(await myTurn(app, dave)).toEqual([]);
  });

  it('the sweep settles expired matches, and two sweeping processes settle each exactly once', async () => {
    const players = [alice, bob];
    const expired = await Promise.all([1, 1, 2].map((d) => startCorrespondenceMatch(app, players, d)));
    const fresh = await startCorrespondenceMatch(app, players, 14);
    const untimed = await startCorrespondenceMatch(app, players, null);
    const sweeping = { CLAIM_TIMEOUT_SWEEP: '50ms', CLAIM_WEBHOOK_POLL: '0' };
    const [one, two] = await Promise.all(
      [0, 1].map(() => startTestApp({ database: app.database, jwt: app.config.jwt, env: sweeping })),
    );
    try {
      for (const process of [one, two]) movableClock(process).advance(3 * DAY_MS);
      await waitFor('the sweep', async () => {
        const { rows } = await db.query(
          "SELECT count(*)::int AS n FROM match_events WHERE type = 'timed_out' AND match_id = ANY($1)",
          [expired],
        );
        return rows[0].n === expired.length;
      });
      await new Promise((r) => setTimeout(r, 300));
      for (const matchId of expired) {
        const types = (await eventTypes(matchId)).map((e) => e.type);
        expect(types.filter((t) => t === 'timed_out')).toHaveLength(1);
        expect((await eventTypes(matchId)).at(-1)).toEqual({ type: 'timed_out', actor_user_id: null });
        expect((await dueSeat(app, players, matchId)).status).toBe('finished');
      }
      for (const matchId of [fresh, untimed]) expect((await dueSeat(app, players, matchId)).status).toBe('running');
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('deadlines live in the database: a restarted server keeps them and settles them', async () => {
    const database = await createTestDatabase();
    try {
      const before = await startTestApp({ database, env: QUIET });
      const players = await Promise.all([registerUser(before), registerUser(before)]);
      const matchId = await startCorrespondenceMatch(before, players, 1);
      const [entry] = await myTurn(before, players[(await dueSeat(before, players, matchId)).seat]);
      const jwt = before.config.jwt;
      await before.close();

      const after = await startTestApp({
        database,
        jwt,
        env: { CLAIM_TIMEOUT_SWEEP: '50ms', CLAIM_WEBHOOK_POLL: '0' },
      });
      try {
        const due = await dueSeat(after, players, matchId);
        expect(await myTurn(after, players[due.seat])).toEqual([entry]);
        movableClock(after).advance(DAY_MS + 1000);
        await waitFor(
          'the sweep after the restart',
          async () => (await dueSeat(after, players, matchId)).status === 'finished',
        );
      } finally {
        await after.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('myTurn reads match_turns only through its (user_id, deadline, match_id) index among 100,000 turns', async () => {
    // 25,000 matches with 4 due seats each (more than the rules allow, fine for the planner): 2,000
    // users with about 48 turns each, and one user with 5,000.
    const heavy = '00000000-0000-4000-8000-999999999999';
    await db.query(`
      WITH m AS (
        INSERT INTO matches (id, rules, seed, seed_commitment, head_hash, updated_at)
        SELECT gen_random_uuid(), '{}', 'seed', 'commitment', 'head', now() FROM generate_series(1, 25000)
        RETURNING id)
      INSERT INTO match_turns (match_id, seat, user_id, due, version, due_since, deadline)
      SELECT id, seat,
             CASE WHEN n % 20 = 0 THEN '${heavy}'::uuid
                  ELSE ('00000000-0000-4000-8000-' || lpad((n % 2000 + 1)::text, 12, '0'))::uuid END,
             'play', 1, now(), CASE WHEN n % 7 = 0 THEN NULL ELSE now() + (n % 1000) * interval '20 minutes' END
      FROM (SELECT id, seat, row_number() OVER () AS n FROM m, generate_series(0, 3) AS seat) rows`);
    await db.query('ANALYZE match_turns');
    expect((await db.query('SELECT count(*)::int AS n FROM match_turns')).rows[0].n).toBeGreaterThanOrEqual(100_000);

    const planOf = async (userId: string): Promise<string> => {
      const sql = MY_TURN_SQL.replace('$1', `'${userId}'`).replace('$2', '100');
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    };
    // A typical user: the index finds their turns, a few dozen rows are sorted.
    const typical = await planOf('00000000-0000-4000-8000-000000000007');
    expect(typical).toContain('match_turns_user_id_deadline_match_id_idx');
    expect(typical).not.toMatch(/Seq Scan on match_turns/);
    // A user with thousands of turns: read in index order and cut at the limit, nothing sorted.
    const busy = await planOf(heavy);
    expect(busy).toMatch(/Limit[\s\S]*Index Scan using match_turns_user_id_deadline_match_id_idx on match_turns/);
    expect(busy.split('SubPlan')[0]).not.toContain('Sort');

    const started = Date.now();
    const { rows } = await db.query<{ deadline: Date | null }>(MY_TURN_SQL, [heavy, 100]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(rows).toHaveLength(100);
    const deadlines = rows.map((r) => r.deadline?.getTime() ?? Infinity);
    expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
  });
});
