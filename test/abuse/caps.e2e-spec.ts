import { Client as PgClient } from 'pg';
import { MAX_ACTIVE_TOKENS_PER_USER } from '../../src/auth/api-tokens/api-tokens.service';
import { ACCOUNT_CAPS, LIST_PAGE } from '../../src/lobbies/lobby.types';
import type { GraphQLResponse, RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { rest } from '../api/api-support';

/**
 * Per-account caps hold under concurrency (they are counted and written under the account's row lock,
 * src/database/account-lock.ts), and the lists one account could flood are paged.
 */
describe('Abuse: per-account caps hold under concurrent requests', () => {
  let app: TestApp;
  let db: PgClient;

  beforeAll(async () => {
    app = await startTestApp();
    db = new PgClient({ connectionString: app.database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await app.close();
  });

  const count = async (sql: string, id: string): Promise<number> =>
    (await db.query<{ n: number }>(sql, [id])).rows[0].n;
  const codes = (results: { errors?: { extensions?: { code?: string; reason?: string } }[] }[]): string[] =>
    [
      ...new Set(results.map((r) => r.errors?.[0]?.extensions?.reason ?? r.errors?.[0]?.extensions?.code ?? 'ok')),
    ].sort();

  it(`300 concurrent createApiToken: exactly ${MAX_ACTIVE_TOKENS_PER_USER} succeed, the rest BAD_USER_INPUT`, async () => {
    const user = await registerUser(app);
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        gql(app, 'mutation($n: String!) { createApiToken(name: $n, scopes: [LOBBY]) { secret } }', {
          token: user.token,
          variables: { n: `bot ${i}` },
        }),
      ),
    );
    expect(results.filter((r) => r.errors === undefined)).toHaveLength(MAX_ACTIVE_TOKENS_PER_USER);
    expect(codes(results)).toEqual(['BAD_USER_INPUT', 'ok']);
    expect(await count('SELECT count(*)::int AS n FROM api_tokens WHERE user_id = $1', user.id)).toBe(
      MAX_ACTIVE_TOKENS_PER_USER,
    );
  });

  it('60 concurrent createWebhook: exactly 10 succeed', async () => {
    const user = await registerUser(app);
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        gql(app, 'mutation($u: String!) { createWebhook(url: $u, events: [YOUR_TURN]) { secret } }', {
          token: user.token,
          variables: { u: `https://hooks.example.org/claim/${i}` },
        }),
      ),
    );
    expect(results.filter((r) => r.errors === undefined)).toHaveLength(10);
    expect(codes(results)).toEqual(['BAD_USER_INPUT', 'ok']);
    expect(await count('SELECT count(*)::int AS n FROM webhooks WHERE user_id = $1', user.id)).toBe(10);
  });

  it(`40 concurrent createLobby: exactly ${ACCOUNT_CAPS.openLobbies} open, the rest CONFLICT TOO_MANY_OPEN_LOBBIES`, async () => {
    const user = await registerUser(app);
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        gql(app, 'mutation { createLobby(input: { preset: "claim" }) { id } }', { token: user.token }),
      ),
    );
    expect(results.filter((r) => r.errors === undefined)).toHaveLength(ACCOUNT_CAPS.openLobbies);
    expect(codes(results)).toEqual(['TOO_MANY_OPEN_LOBBIES', 'ok']);
    expect(await count(`SELECT count(*)::int AS n FROM lobbies WHERE owner_id = $1 AND status = 'open'`, user.id)).toBe(
      ACCOUNT_CAPS.openLobbies,
    );
    // Over REST too, and leaving one makes room for one more.
    const refused = await rest(app, user.token).post('/api/lobbies', { preset: 'claim' });
    expect([refused.status, refused.body.reason]).toEqual([409, 'TOO_MANY_OPEN_LOBBIES']);
    const { rows } = await db.query<{ id: string }>('SELECT id FROM lobbies WHERE owner_id = $1 LIMIT 1', [user.id]);
    await rest(app, user.token).post(`/api/lobbies/${rows[0].id}/leave`).expect(200);
    await rest(app, user.token).post('/api/lobbies', { preset: 'claim' }).expect(200);
  });

  it(`challenges: at most ${ACCOUNT_CAPS.pendingChallenges} pending per account and ${ACCOUNT_CAPS.pendingChallengesToOnePlayer} to one player, also when sent at once`, async () => {
    const sender = await registerUser(app);
    const victims: RegisteredUser[] = [];
    for (let i = 0; i < 10; i++) victims.push(await registerUser(app));
    const results = await Promise.all(
      victims.flatMap((victim) =>
        Array.from({ length: 5 }, () =>
          gql(app, 'mutation($u: String!) { challenge(username: $u, input: { preset: "claim" }) { id } }', {
            token: sender.token,
            variables: { u: victim.username },
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.errors === undefined)).toHaveLength(ACCOUNT_CAPS.pendingChallenges);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM challenges WHERE challenger_id = $1 AND status = 'pending' GROUP BY challenged_id`,
      [sender.id],
    );
    expect(rows.reduce((sum, r) => sum + r.n, 0)).toBe(ACCOUNT_CAPS.pendingChallenges);
    expect(Math.max(...rows.map((r) => r.n))).toBeLessThanOrEqual(ACCOUNT_CAPS.pendingChallengesToOnePlayer);
    const more = await rest(app, sender.token).post('/api/challenges', {
      username: victims[0].username,
      preset: 'claim',
    });
    expect(more.status).toBe(409);
    expect(['TOO_MANY_PENDING_CHALLENGES', 'TOO_MANY_CHALLENGES_TO_PLAYER']).toContain(more.body.reason);
  });
});

describe('openLobbies and myChallenges are paged (GraphQL and REST)', () => {
  let app: TestApp;
  let owners: RegisteredUser[];
  let victim: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp();
    owners = [];
    for (let i = 0; i < 4; i++) owners.push(await registerUser(app));
    victim = await registerUser(app);
    for (const owner of owners) {
      for (let i = 0; i < 3; i++) {
        await gql(app, 'mutation { createLobby(input: { preset: "claim" }) { id } }', { token: owner.token });
        await gql(app, 'mutation($u: String!) { challenge(username: $u, input: { preset: "claim" }) { id } }', {
          token: owner.token,
          variables: { u: victim.username },
        });
      }
    }
  });
  afterAll(async () => app.close());

  async function allPages(query: string, field: string, token: string, first: number): Promise<string[][]> {
    const pages: string[][] = [];
    let after: string | null = null;
    for (;;) {
      const response: GraphQLResponse<Record<string, { id: string }[]>> = await gql<Record<string, { id: string }[]>>(
        app,
        query,
        {
          token,
          variables: { first, after },
        },
      );
      expect(response.errors).toBeUndefined();
      const page: string[] = response.data![field].map((x: { id: string }) => x.id);
      pages.push(page);
      if (page.length < first) return pages;
      after = page[page.length - 1];
    }
  }

  it('pages through every open lobby once, newest first, over GraphQL and REST alike', async () => {
    const pages = await allPages(
      'query($first: Int!, $after: ID) { openLobbies(first: $first, after: $after) { id } }',
      'openLobbies',
      victim.token,
      5,
    );
    expect(pages.map((p) => p.length)).toEqual([5, 5, 2]);
    const all = (await rest(app, victim.token).get(`/api/lobbies?first=${LIST_PAGE.max}`).expect(200)).body.map(
      (l: { id: string }) => l.id,
    );
    expect(pages.flat()).toEqual(all);
    const second = (await rest(app, victim.token).get(`/api/lobbies?first=5&after=${all[4]}`).expect(200)).body;
    expect(second.map((l: { id: string }) => l.id)).toEqual(pages[1]);
  });

  it("pages through the victim's challenges once each", async () => {
    const pages = await allPages(
      'query($first: Int!, $after: ID) { myChallenges(first: $first, after: $after) { id } }',
      'myChallenges',
      victim.token,
      7,
    );
    expect(pages.map((p) => p.length)).toEqual([7, 5]);
    expect(new Set(pages.flat()).size).toBe(12);
    const rested = (await rest(app, victim.token).get(`/api/challenges?first=7&after=${pages[0][6]}`).expect(200)).body;
    expect(rested.map((c: { id: string }) => c.id)).toEqual(pages[1]);
  });

  it.each([
    ['first 0', '{ openLobbies(first: 0) { id } }'],
    ['first 101', '{ myChallenges(first: 101) { id } }'],
    ['a malformed cursor', '{ openLobbies(after: "zzz") { id } }'],
    ['an unknown cursor', '{ myChallenges(after: "00000000-0000-4000-8000-000000000000") { id } }'],
  ])('refuses %s with BAD_USER_INPUT', async (_name, query) => {
    const response = await gql(app, query, { token: victim.token });
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses bad pages over REST with 400', async () => {
    await rest(app, victim.token).get('/api/lobbies?first=0').expect(400);
    await rest(app, victim.token).get('/api/challenges?after=zzz').expect(400);
  });
});
