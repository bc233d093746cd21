import fc from 'fast-check';
import { Client } from 'pg';
import request from 'supertest';
import { run } from '../../src/cli/main';
import { FairPlayService } from '../../src/fairplay/fair-play.service';
import { SIGNAL_DEFAULTS } from '../../src/fairplay/signals/compute';
import { QUIET } from '../correspondence/correspondence-support';
import type { RegisteredUser } from '../support/graphql-http';
import { registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { playOut, start } from '../social/social-support';

const SIGNAL_FIELDS = 'username kind value baseline games flagged partner details computedAt';
const SIGNALS = `query($u: String!) { fairPlaySignals(username: $u) { ${SIGNAL_FIELDS} } }`;
const FLAGGED = `query($k: FairPlaySignalKind, $f: Int) { flaggedFairPlaySignals(kind: $k, first: $f) { ${SIGNAL_FIELDS} } }`;
const SAME_NETWORK = 'query($m: ID!) { sameNetworkSeats(matchId: $m) { pairs } }';

/** The addresses the test's players come from (TRUST_PROXY=true: X-Forwarded-For is believed). */
const SHARED = '203.0.113.5';
const CAT_AT = '198.51.100.7';
const DAN_AT = '198.51.100.8';

/** Settings of the e2e recomputes: stored reviews only (no search per decision; the unit spec covers assistance). */
const QUICK = { ...SIGNAL_DEFAULTS, botWithoutReview: false };

interface Signal {
  username: string;
  kind: string;
  value: number;
  baseline: number;
  games: number;
  flagged: boolean;
  partner: string | null;
  details: string;
  computedAt: string;
}

/**
 * Issue 35, the fair-play signals, through real PostgreSQL and HTTP: the address record (keyed hashes only),
 * the table warning (the same pairs of seats for every viewer, never an address or hash), the signals from
 * finished matches only (a fast-check property over random running games: nothing of a running match reaches
 * the signals), and moderators alone reach them (a player gets FORBIDDEN, nothing else).
 */
describe('fair-play signals (issue 35)', () => {
  let app: TestApp;
  let db: Client;
  let ann: RegisteredUser;
  let bob: RegisteredUser;
  let cat: RegisteredUser;
  let dan: RegisteredUser;
  let mod: RegisteredUser;
  let running: string;

  /** Where each player's requests come from: every request of theirs says so (X-Forwarded-For). */
  const addressOf = (who: RegisteredUser): string =>
    who === ann || who === bob ? SHARED : who === cat ? CAT_AT : who === dan ? DAN_AT : '192.0.2.99';

  /** GraphQL as `who`, from their address. */
  const gqlAs = async <T>(who: RegisteredUser, query: string, variables: Record<string, unknown> = {}) =>
    (
      await request(app.baseUrl)
        .post('/graphql')
        .set('authorization', `Bearer ${who.token}`)
        .set('x-forwarded-for', addressOf(who))
        .send({ query, variables })
    ).body as { data?: T | null; errors?: { extensions?: { code?: string } }[] };

  /** REST GET as `who`, from their address. */
  const getAs = (who: RegisteredUser, path: string) =>
    request(app.baseUrl).get(path).set('authorization', `Bearer ${who.token}`).set('x-forwarded-for', addressOf(who));

  /** A signed-in request from `address` (and a device id): what records a sighting. */
  const from = async (who: RegisteredUser, address: string, device?: string): Promise<void> => {
    let call = request(app.baseUrl)
      .post('/graphql')
      .set('authorization', `Bearer ${who.token}`)
      .set('x-forwarded-for', address);
    if (device) call = call.set('x-claim-device', device);
    const res = await call.send({ query: '{ me { id } }' });
    expect(res.status).toBe(200);
  };

  /** The recorder writes after the answer: wait (bounded) until every one of `users` has a row. */
  const recorded = async (users: readonly RegisteredUser[]): Promise<void> => {
    for (let i = 0; i < 200; i++) {
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(DISTINCT user_id)::int AS n FROM session_addresses WHERE user_id = ANY($1::uuid[])',
        [users.map((u) => u.id)],
      );
      if (rows[0].n === users.length) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('addresses not recorded');
  };

  const signalsOf = async (who: RegisteredUser): Promise<Signal[]> => {
    const res = await gqlAs<{ fairPlaySignals: Signal[] }>(mod, SIGNALS, { u: who.username });
    expect(res.errors).toBeUndefined();
    const rest = await getAs(mod, `/api/moderation/fair-play/users/${who.username}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(res.data!.fairPlaySignals);
    return res.data!.fairPlaySignals;
  };

  const withoutTime = (signals: readonly Signal[]) => signals.map(({ computedAt: _at, ...s }) => s);

  beforeAll(async () => {
    app = await startTestApp({ env: { ...QUIET, TRUST_PROXY: 'true' } });
    db = new Client({ connectionString: app.database.url });
    await db.connect();
    [ann, bob, cat, dan, mod] = await Promise.all([1, 2, 3, 4, 5].map(() => registerUser(app)));
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [mod.id]);
    await from(ann, SHARED);
    await from(bob, SHARED, 'device-of-bob-0123456789');
    await from(cat, CAT_AT);
    await from(dan, DAN_AT);
    await recorded([ann, bob, cat, dan]);
    for (let i = 0; i < 2; i++)
      await playOut(app, await start(app, [ann, bob, cat], { daysPerMove: null }), [ann, bob, cat], 11 + i);
    running = await start(app, [ann, bob, dan], { daysPerMove: null });
    await playOut(app, running, [ann, bob, dan], 5, 4);
  }, 120_000);
  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it('records keyed hashes of where sessions are used from, never the address or device id itself', async () => {
    const { rows } = await db.query<{ row: string }>('SELECT row_to_json(s)::text AS row FROM session_addresses s');
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const { row } of rows) {
      expect(row).not.toContain('203.0.113');
      expect(row).not.toContain('198.51.100');
      expect(row).not.toContain('device-of-bob');
    }
    const { rows: shared } = await db.query<{ n: number }>(
      'SELECT count(DISTINCT address_hash)::int AS n FROM session_addresses WHERE user_id = ANY($1::uuid[])',
      [[ann.id, bob.id]],
    );
    expect(shared[0].n).toBe(1);
  });

  it('warns at the table which seats share a network: the same answer for every viewer, no address or hash', async () => {
    const { rows } = await db.query<{ a: string; d: string }>(
      'SELECT address_hash AS a, device_hash AS d FROM session_addresses',
    );
    const hashes = rows.flatMap((r) => [r.a, r.d]).filter((h) => h !== '');
    const answers: unknown[] = [];
    for (const viewer of [ann, bob, dan, cat, mod]) {
      const res = await gqlAs<{ sameNetworkSeats: { pairs: number[][] } }>(viewer, SAME_NETWORK, { m: running });
      expect(res.errors).toBeUndefined();
      const rest = await getAs(viewer, `/api/matches/${running}/same-network`);
      expect(rest.status).toBe(200);
      answers.push(res.data!.sameNetworkSeats, rest.body);
      for (const text of [JSON.stringify(res), JSON.stringify(rest.body)]) {
        for (const h of hashes) expect(text).not.toContain(h);
        expect(text).not.toMatch(/203\.0\.113|198\.51\.100/);
      }
    }
    // ann (seat 0) and bob (seat 1) come from one address; dan (seat 2) does not.
    for (const a of answers) expect(a).toEqual({ pairs: [[0, 1]] });
    const other = await start(app, [cat, dan], { daysPerMove: null });
    expect(
      (await gqlAs<{ sameNetworkSeats: { pairs: number[][] } }>(cat, SAME_NETWORK, { m: other })).data
        ?.sameNetworkSeats,
    ).toEqual({ pairs: [] });
    const missing = await getAs(ann, '/api/matches/00000000-0000-4000-8000-000000000000/same-network');
    expect(missing.status).toBe(404);
  });

  it('only moderators reach the signals: a player gets FORBIDDEN and nothing else, a visitor 401', async () => {
    await app.app.get(FairPlayService).recompute(QUICK);
    for (const [query, variables] of [
      [SIGNALS, { u: ann.username }],
      [FLAGGED, {}],
    ] as const) {
      const res = await gqlAs(ann, query, variables);
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(res.data ?? null).toBeNull();
      expect(JSON.stringify(res)).not.toContain(bob.username);
    }
    for (const path of [`/api/moderation/fair-play/users/${bob.username}`, '/api/moderation/fair-play/flagged']) {
      const res = await getAs(ann, path);
      expect(res.status).toBe(403);
      expect(res.body.extensions?.code ?? res.body.code).toBe('FORBIDDEN');
      expect(JSON.stringify(res.body)).not.toContain(bob.username);
      expect((await request(app.baseUrl).get(path)).status).toBe(401);
    }
    expect((await signalsOf(ann)).length).toBeGreaterThan(0);
  });

  it('bad input is a clear error and changes nothing', async () => {
    const before = await signalsOf(ann);
    const bad = await gqlAs(mod, FLAGGED, { f: 0 });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const rest = await getAs(mod, '/api/moderation/fair-play/flagged?first=0&kind=NOPE');
    expect(rest.status).toBe(400);
    const nobody = await gqlAs(mod, SIGNALS, { u: 'nobody-at-all' });
    expect(nobody.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await signalsOf(ann)).toEqual(before);
  });

  it('computes the signals from finished matches only: same address, co-play, and the CLI gives the same', async () => {
    await app.app.get(FairPlayService).recompute(QUICK);
    const annSignals = await signalsOf(ann);
    const same = annSignals.find((s) => s.kind === 'SAME_ADDRESS');
    // Two finished matches with bob from one address; the running one is not counted.
    expect(same).toMatchObject({ value: 2, games: 2, partner: bob.username, flagged: true });
    expect(annSignals.find((s) => s.kind === 'CO_PLAY')).toMatchObject({ games: 2 });
    // dan has played only the running match: no signal about it at all.
    expect(await signalsOf(dan)).toEqual([]);
    const flagged = await gqlAs<{ flaggedFairPlaySignals: Signal[] }>(mod, FLAGGED, { k: 'SAME_ADDRESS' });
    expect(flagged.data?.flaggedFairPlaySignals.map((s) => s.username).sort()).toEqual(
      [ann.username, bob.username].sort(),
    );

    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = app.database.url;
    try {
      const out = await run(['fairplay', '--recompute', '--reviews-only']);
      expect(out.exitCode).toBe(0);
      expect(JSON.parse(out.stdout)).toMatchObject({ matches: 2, accounts: 3 });
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
    expect(withoutTime(await signalsOf(ann))).toEqual(withoutTime(annSignals));
  });

  it('R9: no move of a running match changes any signal (fast-check over random running games)', async () => {
    const service = app.app.get(FairPlayService);
    await service.recompute(QUICK);
    const baseline = await Promise.all([ann, bob, cat, dan].map(signalsOf));
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 24 }), async (seed, moves) => {
        const match = await start(app, [ann, bob, dan], { daysPerMove: null });
        await playOut(app, match, [ann, bob, dan], seed, moves);
        await service.recompute(QUICK);
        const now = await Promise.all([ann, bob, cat, dan].map(signalsOf));
        expect(now.map(withoutTime)).toEqual(baseline.map(withoutTime));
      }),
      { numRuns: 4 },
    );
  }, 120_000);
});
