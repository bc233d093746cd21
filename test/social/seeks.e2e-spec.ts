import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { PrismaService } from '../../src/database/prisma.service';
import { MatchesService } from '../../src/matches/matches.service';
import { movableClock } from '../correspondence/correspondence-support';
import { SeekStartRepair } from '../../src/seeks/seek-start-repair';
import { WAVE_SIZE } from '../../src/seeks/seeks.service';
import { SEVEN_FACTIONS as SEVEN, dataOf } from '../lobbies/lobby-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import { NOTIFICATION_FIELDS } from '../support/schema-fields';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

interface SeekShape {
  id: string;
  username: string;
  status: string;
  matchId: string | null;
}

/**
 * Issue 31, automatch seeks (docs/lobbies.md "Automatch"), through real PostgreSQL and HTTP: compatible seeks
 * make a match as soon as a table is full, incompatible ones wait, bad input and caps change nothing, seeks
 * expire; and two server instances on one database, fed concurrent seeks, put every seek in at most one match.
 */
describe('automatch seeks (issue 31)', () => {
  let app: TestApp;

  const post = (app: TestApp, who: RegisteredUser, body: object) =>
    request(app.baseUrl).post('/api/seeks').set('authorization', `Bearer ${who.token}`).send(body);
  const mine = async (who: RegisteredUser): Promise<SeekShape[]> =>
    (await request(app.baseUrl).get('/api/seeks/mine').set('authorization', `Bearer ${who.token}`)).body;
  const seekMatchedOf = async (app: TestApp, who: RegisteredUser) =>
    dataOf(
      await gql<{ myNotifications: { kind: string; matchId: string | null; from: string | null }[] }>(
        app,
        `{ myNotifications(first: 500) { ${NOTIFICATION_FIELDS} } }`,
        { token: who.token },
      ),
    ).myNotifications.filter((n) => n.kind === 'SEEK_MATCHED');

  beforeAll(async () => {
    app = await startTestApp({ env: { CLAIM_TIMEOUT_SWEEP: '0' } });
  }, 60_000);
  afterAll(async () => app.close());

  it('matches two compatible seeks into a match at once; others wait', async () => {
    const [ann, bob, cat, dan] = await Promise.all([1, 2, 3, 4].map(() => registerUser(app)));
    const first = await post(app, ann, { preset: 'claim', daysPerMove: 2 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'open', matchId: null, username: ann.username });
    // Another time control, or a rating range that leaves ann out: no table.
    expect((await post(app, cat, { preset: 'claim', daysPerMove: 3 })).body).toMatchObject({ status: 'open' });
    expect((await post(app, dan, { preset: 'claim', daysPerMove: 2, minRating: 1600 })).body).toMatchObject({
      status: 'open',
    });
    const second = await gql<{ postSeek: SeekShape }>(
      app,
      'mutation { postSeek(input: { preset: "claim", daysPerMove: 2 }) { id username status matchId } }',
      { token: bob.token },
    );
    expect(second.errors).toBeUndefined();
    const matched = second.data!.postSeek;
    expect(matched).toMatchObject({ status: 'matched', matchId: expect.any(String) });
    expect(await mine(ann)).toEqual([expect.objectContaining({ status: 'matched', matchId: matched.matchId })]);
    const match = await request(app.baseUrl)
      .get(`/api/matches/${matched.matchId}`)
      .set('authorization', `Bearer ${ann.token}`);
    expect(match.status).toBe(200);
    expect((match.body.seats as { username: string }[]).map((s) => s.username)).toEqual([ann.username, bob.username]);
    expect((await mine(cat))[0]).toMatchObject({ status: 'open' });
    expect((await mine(dan))[0]).toMatchObject({ status: 'open' });
  });

  it('two instances, concurrent seeks: every seek in at most one match, every full table started once', async () => {
    const other = await startTestApp({
      database: app.database,
      jwt: app.config.jwt,
      env: { CLAIM_TIMEOUT_SWEEP: '0' },
    });
    try {
      const duel = await Promise.all(Array.from({ length: 20 }, () => registerUser(app)));
      const trio = await Promise.all(Array.from({ length: 9 }, () => registerUser(app)));
      const answers = await Promise.all([
        ...duel.map((u, i) => post(i % 2 ? other : app, u, { preset: 'claim', daysPerMove: 5 })),
        ...trio.map((u, i) => post(i % 2 ? app : other, u, { factions: SEVEN, players: 3, daysPerMove: 5 })),
      ]);
      for (const a of answers) expect(a.status).toBe(200);
      const prisma = app.app.get(PrismaService);
      for (const [players, group] of [
        [2, duel],
        [3, trio],
      ] as const) {
        const seeks = await prisma.seek.findMany({ where: { userId: { in: group.map((u) => u.id) } } });
        expect(seeks).toHaveLength(group.length);
        // Every seek matched (the tables come out full), each in exactly one table of distinct players.
        expect(seeks.every((s) => s.status === 'matched' && s.matchId !== null)).toBe(true);
        const tables = new Map<string, string[]>();
        for (const s of seeks) tables.set(s.matchId!, [...(tables.get(s.matchId!) ?? []), s.userId]);
        expect(tables.size).toBe(group.length / players);
        for (const users of tables.values()) {
          expect(users).toHaveLength(players);
          expect(new Set(users).size).toBe(players);
        }
        // Each table's match exists once, with exactly its seekers.
        const seats = await prisma.matchSeat.findMany({ where: { matchId: { in: [...tables.keys()] } } });
        expect(seats).toHaveLength(group.length);
        for (const [matchId, users] of tables)
          expect(
            seats
              .filter((s) => s.matchId === matchId)
              .map((s) => s.userId)
              .sort(),
          ).toEqual([...users].sort());
      }
    } finally {
      await other.close();
    }
  }, 120_000);
  it("a post's wave (on Citus, the post) waits for the wave lock (held as another process's wave holds it), then matches", async () => {
    const [kim, lou] = await Promise.all([1, 2].map(() => registerUser(app)));
    const waiting = (await post(app, kim, { preset: 'claim', daysPerMove: 9 })).body as SeekShape;
    const other = new Client({ connectionString: app.database.url });
    await other.connect();
    try {
      await other.query(`SELECT pg_advisory_lock(hashtextextended('seek-wave', 0))`);
      let answered = false;
      const posted = post(app, lou, { preset: 'claim', daysPerMove: 9 }).then((r) => {
        answered = true;
        return r;
      });
      const waiters = async () =>
        Number(
          (
            await other.query<{ n: string }>(
              "SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
            )
          ).rows[0].n,
        );
      for (let i = 0; i < 200 && (await waiters()) === 0; i++) await new Promise((r) => setTimeout(r, 25));
      expect(await waiters()).toBe(1);
      expect(answered).toBe(false);
      const stored = await app.app.get(PrismaService).seek.findMany({ where: { userId: lou.id } });
      const citus = (await other.query("SELECT 1 FROM pg_extension WHERE extname = 'citus'")).rowCount === 1;
      // On Citus a post writes no seek while a wave writes seeks (it takes the wave lock shared): lou's is not stored
      // yet. On one PostgreSQL it is stored (acknowledged) and waits, unsettled, for the wave.
      if (citus) expect(stored).toEqual([]);
      else expect(stored).toEqual([expect.objectContaining({ status: 'open', settled: false })]);
      await other.query(`SELECT pg_advisory_unlock(hashtextextended('seek-wave', 0))`);
      expect((await posted).body).toMatchObject({ status: 'matched' });
      expect(await mine(kim)).toEqual([expect.objectContaining({ id: waiting.id, status: 'matched' })]);
    } finally {
      await other.end();
    }
  });

  it('a seek cancelled while a compatible post arrives is in no match: either both match or the cancel wins', async () => {
    const prisma = app.app.get(PrismaService);
    // Each round races a cancel with the post that would complete the table; whichever wins, the outcome is whole.
    for (let round = 0; round < 6; round++) {
      const [ann, bob] = await Promise.all([1, 2].map(() => registerUser(app)));
      const waiting = await post(app, ann, { preset: 'claim', daysPerMove: 7 });
      expect(waiting.body).toMatchObject({ status: 'open' });
      const [posted, cancelled] = await Promise.all([
        post(app, bob, { preset: 'claim', daysPerMove: 7 }),
        request(app.baseUrl)
          .post(`/api/seeks/${waiting.body.id as string}/cancel`)
          .set('authorization', `Bearer ${ann.token}`),
      ]);
      expect([posted.status, cancelled.status]).toEqual([200, 200]);
      const annSeek = await prisma.seek.findUniqueOrThrow({ where: { id: waiting.body.id as string } });
      if (posted.body.status === 'matched') {
        expect(cancelled.body).toMatchObject({ status: 'matched', matchId: posted.body.matchId });
        expect(annSeek).toMatchObject({ status: 'matched', matchId: posted.body.matchId });
        const seats = await prisma.matchSeat.findMany({ where: { matchId: posted.body.matchId as string } });
        expect(seats.map((s) => s.userId).sort()).toEqual([ann.id, bob.id].sort());
      } else {
        // The cancel came first: bob waits alone, and no match names ann's seek.
        expect(posted.body).toMatchObject({ status: 'open', matchId: null });
        expect(annSeek).toMatchObject({ status: 'cancelled', matchId: null });
        const own = await request(app.baseUrl)
          .post(`/api/seeks/${posted.body.id as string}/cancel`)
          .set('authorization', `Bearer ${bob.token}`);
        expect(own.body).toMatchObject({ status: 'cancelled' });
      }
    }
  }, 60_000);

  it('refuses bad input and a sixth open seek, changing nothing; cancels and expires', async () => {
    const [eve, fay] = await Promise.all([1, 2].map(() => registerUser(app)));
    for (const bad of [
      { preset: 'claim', expiresInHours: 0 },
      { preset: 'claim', expiresInHours: 169 },
      { preset: 'claim', friendsOnly: true },
      { preset: 'claim', minReputation: 0 },
      { preset: 'nope' },
    ]) {
      const res = await post(app, eve, bad);
      expect([JSON.stringify(bad), res.status, res.body.code]).toEqual([JSON.stringify(bad), 400, 'BAD_USER_INPUT']);
    }
    expect(await mine(eve)).toEqual([]);
    // Five open seeks, each alone in its pool (a faction list of its own), then the cap.
    for (let days = 1; days <= 5; days++)
      expect((await post(app, eve, { preset: 'claim2', daysPerMove: days + 8 })).status).toBe(200);
    const sixth = await post(app, eve, { preset: 'claim2', daysPerMove: 14 });
    expect(sixth.status).toBe(409);
    expect(sixth.body).toMatchObject({ code: 'CONFLICT', reason: 'TOO_MANY_SEEKS' });
    expect(await mine(eve)).toHaveLength(5);

    const [open] = await mine(eve);
    const byOther = await request(app.baseUrl)
      .post(`/api/seeks/${open.id}/cancel`)
      .set('authorization', `Bearer ${fay.token}`);
    expect(byOther.status).toBe(404);
    const cancelled = await request(app.baseUrl)
      .post(`/api/seeks/${open.id}/cancel`)
      .set('authorization', `Bearer ${eve.token}`);
    expect(cancelled.body).toMatchObject({ id: open.id, status: 'cancelled' });

    // A day and more later the rest have expired: shown so, and passed over by a compatible seek.
    movableClock(app).advance(25 * 3_600_000);
    expect((await mine(eve)).filter((s) => s.status === 'expired')).toHaveLength(4);
    expect((await post(app, fay, { preset: 'claim2', daysPerMove: 10 })).body).toMatchObject({ status: 'open' });
  });

  it('a wave that fails is rolled back whole (no seek marked, no match, no notice); the post answers open, and the sweep matches it', async () => {
    const [ida, jon] = await Promise.all([1, 2].map(() => registerUser(app)));
    const waiting = (await post(app, ida, { preset: 'claim', daysPerMove: 12 })).body as SeekShape;
    expect(waiting).toMatchObject({ status: 'open' });
    // The database goes away while the wave writes the table's match.
    const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const start = jest.spyOn(app.app.get(MatchesService), 'startManyIn').mockRejectedValueOnce(outage);
    const answered = await post(app, jon, { preset: 'claim', daysPerMove: 12 });
    expect(start).toHaveBeenCalledTimes(1);
    start.mockRestore();
    // The seek was stored before the wave: acknowledged, and waiting for the next wave.
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ status: 'open', matchId: null, username: jon.username });
    expect(await mine(ida)).toEqual([expect.objectContaining({ id: waiting.id, status: 'open', matchId: null })]);
    expect(await mine(jon)).toEqual([expect.objectContaining({ id: answered.body.id, status: 'open' })]);
    expect(await seekMatchedOf(app, ida)).toEqual([]);
    expect(
      await app.app
        .get(PrismaService)
        .seek.count({ where: { id: { in: [waiting.id, answered.body.id] }, settled: true } }),
    ).toBe(1);

    await app.app.get(SeekStartRepair).tick();
    const [matched] = await mine(jon);
    expect(matched).toMatchObject({ id: answered.body.id, status: 'matched', matchId: expect.any(String) });
    expect(await mine(ida)).toEqual([expect.objectContaining({ status: 'matched', matchId: matched.matchId })]);
    const match = await request(app.baseUrl)
      .get(`/api/matches/${matched.matchId}`)
      .set('authorization', `Bearer ${ida.token}`);
    expect((match.body.seats as { username: string }[]).map((s) => s.username)).toEqual([ida.username, jon.username]);
    for (const who of [ida, jon])
      expect(await seekMatchedOf(app, who)).toEqual([expect.objectContaining({ matchId: matched.matchId })]);
  });

  it('a backlog of seeks no wave looked at (as a process killed after storing them leaves them) is matched by one wave: the oldest first, each seek in at most one table, blocks and ranges kept', async () => {
    const prisma = app.app.get(PrismaService);
    const users = await Promise.all(Array.from({ length: 12 }, () => registerUser(app)));
    // Twelve seekers of one pool, stored straight into the table as unsettled seeks, a minute apart: users[3]
    // blocks users[4], users[10] only takes ratings of 1600 and up (every seeker is unrated, 1500).
    const template = (await post(app, users[0], { preset: 'claim', daysPerMove: 13 })).body as SeekShape;
    const row = await prisma.seek.findUniqueOrThrow({ where: { id: template.id } });
    await prisma.seek.delete({ where: { id: template.id } });
    const block = await request(app.baseUrl)
      .put(`/api/blocks/${users[4].username}`)
      .set('authorization', `Bearer ${users[3].token}`);
    expect(block.status).toBe(200);
    const base = Date.now() - 3_600_000;
    const ids = users.map(() => randomUUID());
    await prisma.seek.createMany({
      data: users.map((u, i) => ({
        ...row,
        id: ids[i],
        userId: u.id,
        rules: row.rules as object,
        timeControl: row.timeControl as object,
        minRating: i === 10 ? 1600 : null,
        status: 'open',
        settled: false,
        matchId: null,
        createdAt: new Date(base + i * 60_000),
      })),
    });
    await app.app.get(SeekStartRepair).tick();
    const seeks = await prisma.seek.findMany({ where: { id: { in: ids } } });
    const byIndex = ids.map((id) => seeks.find((s) => s.id === id)!);
    expect(byIndex.every((s) => s.settled)).toBe(true);
    // 0+1, 2+3, then 4 may not sit with 3: 4+5, 6+7, 8+9; 10 accepts nobody; 11 waits alone.
    const tables = [
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 7],
      [8, 9],
    ];
    for (const [a, b] of tables) {
      expect(byIndex[a]).toMatchObject({ status: 'matched' });
      expect(byIndex[b].matchId).toBe(byIndex[a].matchId);
      const seats = await prisma.matchSeat.findMany({
        where: { matchId: byIndex[a].matchId! },
        orderBy: { seat: 'asc' },
      });
      expect(seats.map((s) => s.userId)).toEqual([users[a].id, users[b].id]);
    }
    expect(new Set(tables.map(([a]) => byIndex[a].matchId)).size).toBe(tables.length);
    expect([byIndex[10].status, byIndex[11].status]).toEqual(['open', 'open']);
    // The next post of the pool completes 11's table, not 10's (whose range leaves it out).
    const late = await registerUser(app);
    const answered = (await post(app, late, { preset: 'claim', daysPerMove: 13 })).body as SeekShape;
    expect(answered).toMatchObject({ status: 'matched' });
    expect(await prisma.seek.findUniqueOrThrow({ where: { id: ids[11] } })).toMatchObject({
      status: 'matched',
      matchId: answered.matchId,
    });
    for (const [a] of tables) expect(await seekMatchedOf(app, users[a])).toHaveLength(1);
  }, 60_000);

  it('a backlog larger than one wave (2,000 seeks) is matched by the waves that follow it on their own', async () => {
    const prisma = app.app.get(PrismaService);
    const template = await registerUser(app);
    const first = (await post(app, template, { preset: 'claim', daysPerMove: 14 })).body as SeekShape;
    const row = await prisma.seek.findUniqueOrThrow({ where: { id: first.id } });
    const count = WAVE_SIZE + 3;
    const users = await prisma.$queryRaw<{ id: string }[]>`
      INSERT INTO users (username, password_hash)
      SELECT 'wave' || n || '-' || substr(md5(random()::text), 1, 6), '!' FROM generate_series(1, ${count}) n
      RETURNING id::text AS id`;
    await prisma.$executeRaw`
      INSERT INTO seeks (id, user_id, pool_key, rules, time_control, rated, rating, status, settled, created_at, expires_at)
      SELECT gen_random_uuid(), u.id, s.pool_key, s.rules, s.time_control, s.rated, s.rating, 'open', false,
             s.created_at + u.n * interval '1 millisecond', s.expires_at
      FROM seeks s, unnest(${users.map((u) => u.id)}::uuid[]) WITH ORDINALITY AS u(id, n) WHERE s.id = ${first.id}::uuid`;
    // One wave (the sweep's) takes the oldest WAVE_SIZE; the rest need no post: the next wave is run for them.
    await app.app.get(SeekStartRepair).tick();
    const open = () => prisma.seek.count({ where: { poolKey: row.poolKey, status: 'open' } });
    for (let i = 0; i < 300 && (await open()) > 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await open()).toBe(0);
    const tables = await prisma.seek.groupBy({ by: ['matchId'], where: { poolKey: row.poolKey }, _count: true });
    expect(tables).toHaveLength((count + 1) / 2);
    expect(tables.every((t) => t._count === 2)).toBe(true);
    expect(await prisma.match.count({ where: { id: { in: tables.map((t) => t.matchId!) } } })).toBe(tables.length);
  }, 60_000);

  it('a table left matched without its match (a start interrupted before seeks and match committed together) is started by the next instance at start-up; every seeker hears SEEK_MATCHED once', async () => {
    const [gus, hal] = await Promise.all([1, 2].map(() => registerUser(app)));
    const seekMatched = (who: RegisteredUser) => seekMatchedOf(app, who);
    // Two waiting seeks (hal's rating range leaves gus out), then marked as an earlier version marked a table
    // whose process died before it created the match: matched under one match id, no match.
    expect((await post(app, gus, { preset: 'claim', daysPerMove: 11 })).body).toMatchObject({ status: 'open' });
    const narrow = { preset: 'claim', daysPerMove: 11, minRating: 1600, maxRating: 1700 };
    expect((await post(app, hal, narrow)).body).toMatchObject({ status: 'open' });
    const prisma = app.app.get(PrismaService);
    const matchId = randomUUID();
    await prisma.seek.updateMany({
      where: { userId: { in: [gus.id, hal.id] } },
      data: { status: 'matched', matchId },
    });
    const table = await prisma.seek.findMany({ where: { userId: { in: [gus.id, hal.id] } } });
    expect(table.map((s) => s.status)).toEqual(['matched', 'matched']);
    expect(await prisma.match.count({ where: { id: matchId } })).toBe(0);
    expect(await seekMatched(gus)).toEqual([]);

    // A restarted server (a second instance on the same database) repairs it as it starts.
    const restarted = await startTestApp({
      database: app.database,
      jwt: app.config.jwt,
      env: { CLAIM_TIMEOUT_SWEEP: '0' },
    });
    try {
      for (let i = 0; i < 300 && (await prisma.match.count({ where: { id: matchId } })) === 0; i++)
        await new Promise((r) => setTimeout(r, 100));
      const match = await request(restarted.baseUrl)
        .get(`/api/matches/${matchId}`)
        .set('authorization', `Bearer ${gus.token}`);
      expect(match.status).toBe(200);
      expect((match.body.seats as { username: string }[]).map((s) => s.username)).toEqual([gus.username, hal.username]);
      for (const who of [gus, hal]) {
        for (let i = 0; i < 100 && (await seekMatched(who)).length === 0; i++)
          await new Promise((r) => setTimeout(r, 100));
        expect(await seekMatched(who)).toEqual([expect.objectContaining({ matchId, from: null })]);
      }
      // Repairing again (the first instance's sweep) finds the match there: no second match, no second notice.
      await app.app.get(SeekStartRepair).tick();
      expect(await prisma.match.count({ where: { id: matchId } })).toBe(1);
      expect(await seekMatched(hal)).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  }, 120_000);
});
