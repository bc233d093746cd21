import { AsyncLocalStorage } from 'async_hooks';
import { randomUUID } from 'crypto';
import type { IncomingMessage, Server, ServerResponse } from 'http';
import { Client } from 'pg';
import request from 'supertest';
import { rulesFrom } from '../../src/engine';
import { MatchesService } from '../../src/matches/matches.service';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { playOut, start } from './social-support';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Issue 18: an archive page is one statement (seats, usernames and results in it, the `after` position
 * found in it), plus one for the names a search gives, whatever the page's size: a regression to a query
 * per match (N+1) or per name fails here. Counts the statements PostgreSQL receives while one HTTP request
 * is served, through every pool of the app (Prisma's adapter and node-postgres both send them with pg's
 * Client.query), by the request's async context, so that background work in the same process does not
 * count. The rate limiter's counter upserts are left out: they come once per reservation, not per request.
 */
describe('archive search: statements per page (issue 18)', () => {
  let app: TestApp;
  let ann: RegisteredUser;
  let bob: RegisteredUser;
  let cat: RegisteredUser;
  const finished: string[] = [];
  let heroMatch: string;
  const context = new AsyncLocalStorage<string[]>();
  /** Each request served, with its statements. */
  const served: string[][] = [];
  const originalQuery = Client.prototype.query;

  beforeAll(async () => {
    app = await startTestApp();
    [ann, bob, cat] = [await registerUser(app), await registerUser(app), await registerUser(app)];
    const pairs: [RegisteredUser, RegisteredUser, boolean][] = [
      [ann, bob, true],
      [ann, cat, false],
      [bob, ann, true],
      [ann, bob, false],
      [cat, ann, true],
      [ann, bob, true],
    ];
    for (const [i, [a, b, rated]] of pairs.entries()) {
      const id = await start(app, [a, b], { rated });
      await playOut(app, id, [a, b], 30 + i);
      finished.push(id);
    }
    // One with a hero (R2.2), for the rule set's `hero` filter.
    const withHero = rulesFrom('claim', ['cthulhu']);
    if (!withHero.ok) throw new Error(withHero.error.message);
    heroMatch = await app.app.get(MatchesService).start(withHero.value, [bob, cat], bob.id, { spectators: 'anyone' });
    await playOut(app, heroMatch, [bob, cat], 40);
    // Every request the server serves runs in a context of its own that collects its statements.
    const server = app.app.getHttpServer() as Server;
    const listeners = server.listeners('request') as Listener[];
    server.removeAllListeners('request');
    server.on('request', (req, res) => {
      const statements: string[] = [];
      served.push(statements);
      context.run(statements, () => {
        for (const listener of listeners) listener(req, res);
      });
    });
    Client.prototype.query = function (this: Client, ...args: unknown[]) {
      const first = args[0];
      const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text;
      if (text !== undefined && !text.includes('rate_limit_counters')) context.getStore()?.push(text);
      return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof Client.prototype.query;
  }, 120_000);

  afterAll(async () => {
    Client.prototype.query = originalQuery;
    await app.close();
  });

  /** The statements of the one request that `send` makes. */
  const statementsOf = async (send: () => Promise<unknown>): Promise<string[]> => {
    const from = served.length;
    await send();
    const requests = served.slice(from);
    expect(requests).toHaveLength(1);
    return requests[0];
  };

  const page = async (filter: Record<string, unknown>, first: number, after?: string) => {
    let ids: string[] = [];
    const statements = await statementsOf(async () => {
      const answer = await gql<{ archivedMatches: { id: string; seats: { username: string; result: string }[] }[] }>(
        app,
        'query($f: ArchiveFilterInput, $n: Int!, $a: ID) { archivedMatches(filter: $f, first: $n, after: $a) { id rated seats { seat username result } rules { players } } }',
        { variables: { f: filter, n: first, a: after } },
      );
      expect(answer.errors).toBeUndefined();
      ids = answer.data!.archivedMatches.map((m) => m.id);
    });
    return { ids, statements };
  };

  it('sees the statements sent through Prisma too (a profile reads its counts through it)', async () => {
    const statements = await statementsOf(() =>
      gql(app, 'query($u: String!) { user(username: $u) { games { played } recentMatches { id } } }', {
        variables: { u: ann.username },
      }),
    );
    expect(statements.some((text) => text.includes("FILTER (WHERE s.result = 'win')"))).toBe(true);
  });

  it('one statement for a page of the archive, with or without `after`, of any size', async () => {
    const newest = [heroMatch, ...[...finished].reverse()];
    for (const first of [1, 3, 6]) {
      const { ids, statements } = await page({}, first);
      expect(ids).toEqual(newest.slice(0, first));
      expect(statements).toHaveLength(1);
    }
    const next = await page({}, 3, newest[1]);
    expect(next.ids).toEqual(newest.slice(2, 5));
    expect(next.statements).toHaveLength(1);
  });

  it('filters by the rule set: players, faction and hero (R2), in the one statement', async () => {
    const hero = await page({ hero: 'cthulhu' }, 10);
    expect(hero).toEqual({ ids: [heroMatch], statements: [expect.any(String)] });
    expect((await page({ hero: 'mummy' }, 10)).ids).toEqual([]);
    expect((await page({ players: 2, faction: 'goblins' }, 10)).ids).toHaveLength(finished.length + 1);
    expect((await page({ players: 3 }, 10)).ids).toEqual([]);
  });

  it('two for a search by player and opponent (their names, then the page), with every filter', async () => {
    const byAnn = await page({ player: ann.username }, 6);
    expect(byAnn.ids).toHaveLength(6);
    expect(byAnn.statements).toHaveLength(2);
    const filtered = await page(
      { player: ann.username, opponent: bob.username, rated: true, players: 2, faction: 'goblins', to: new Date() },
      2,
    );
    expect(filtered.ids).toEqual([finished[5], finished[2]]);
    expect(filtered.statements).toHaveLength(2);
    const after = await page({ player: ann.username, opponent: bob.username }, 2, finished[5]);
    expect(after.ids).toEqual([finished[3], finished[2]]);
    expect(after.statements).toHaveLength(2);
  });

  it('an unknown name costs its one lookup; an `after` that is no finished match is told from the end of the archive', async () => {
    const nobody = await page({ player: 'nobody-by-this-name' }, 5);
    expect(nobody).toEqual({ ids: [], statements: [expect.any(String)] });
    // The last page is empty too, and no error.
    expect((await page({ player: cat.username }, 5, finished[1])).ids).toEqual([]);
    for (const after of [randomUUID(), 'not-a-uuid']) {
      const answer = await gql(
        app,
        'query($f: ArchiveFilterInput, $a: ID) { archivedMatches(filter: $f, first: 5, after: $a) { id } }',
        { variables: { f: { player: ann.username }, a: after } },
      );
      expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('GET /api/users/{name}/matches: the same two statements; 404 for an unknown player, even with an opponent', async () => {
    let status = 0;
    let body: { id: string }[] = [];
    const statements = await statementsOf(async () => {
      const response = await request(app.baseUrl).get(`/api/users/${ann.username}/matches?first=6`);
      status = response.status;
      body = response.body as { id: string }[];
    });
    expect(status).toBe(200);
    expect(body.map((m) => m.id)).toEqual([...finished].reverse());
    const hero = await request(app.baseUrl).get(`/api/users/${cat.username}/matches?hero=cthulhu`);
    expect((hero.body as { id: string }[]).map((m) => m.id)).toEqual([heroMatch]);
    expect(statements).toHaveLength(2);
    expect(
      (await request(app.baseUrl).get(`/api/users/${ann.username}/matches?opponent=nobody-by-this-name`)).body,
    ).toEqual([]);
    expect(
      (await request(app.baseUrl).get(`/api/users/nobody-by-this-name/matches?opponent=${ann.username}`)).status,
    ).toBe(404);
  });
});
