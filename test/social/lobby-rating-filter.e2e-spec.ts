import request from 'supertest';
import { PrismaService } from '../../src/database/prisma.service';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { rulesFor } from './social-support';

/**
 * Issue 18: open lobbies filtered by the creator's rating in the lobby's pool (2 players: duel, 3: trio,
 * 4: teams), through GraphQL openLobbies(minRating, maxRating) and GET /api/lobbies?minRating=&maxRating=.
 * A creator without a rating in that pool counts with the starting rating, 1500.
 */
describe('open lobbies by rating range', () => {
  let app: TestApp;
  let strong: RegisteredUser;
  let weak: RegisteredUser;
  let fresh: RegisteredUser;
  const lobby: Record<string, string> = {};

  const rate = async (user: RegisteredUser, pool: 'duel' | 'trio', rating: number) =>
    app.app.get(PrismaService).rating.create({
      data: { userId: user.id, pool, rating, deviation: 60, games: 20, updatedAt: new Date() },
    });
  const create = async (user: RegisteredUser, players: number): Promise<string> => {
    const answer = await gql<{ createLobby: { id: string } }>(
      app,
      'mutation($p: Int!, $f: [String!]) { createLobby(input: { factions: $f, players: $p }) { id } }',
      { token: user.token, variables: { p: players, f: rulesFor(players).factions } },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.createLobby.id;
  };
  const listed = async (min: number | null, max: number | null): Promise<string[]> => {
    const answer = await gql<{ openLobbies: { id: string }[] }>(
      app,
      'query($min: Float, $max: Float) { openLobbies(first: 100, minRating: $min, maxRating: $max) { id } }',
      { token: fresh.token, variables: { min, max } },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.openLobbies.map((l) => l.id);
  };
  const named = (ids: string[]): string[] =>
    ids.map((id) => Object.keys(lobby).find((k) => lobby[k] === id) ?? id).sort();

  beforeAll(async () => {
    app = await startTestApp();
    [strong, weak, fresh] = [await registerUser(app), await registerUser(app), await registerUser(app)];
    await rate(strong, 'duel', 1720);
    await rate(weak, 'duel', 1310);
    // Weak at two players, strong at three: the pool is the lobby's.
    await rate(weak, 'trio', 1810);
    lobby.strongDuel = await create(strong, 2);
    lobby.weakDuel = await create(weak, 2);
    lobby.freshDuel = await create(fresh, 2);
    lobby.weakTrio = await create(weak, 3);
  });
  afterAll(async () => app.close());

  it('keeps the lobbies whose creator is rated in range in the lobby’s pool; an unrated creator counts as 1500', async () => {
    expect(named(await listed(null, null))).toEqual(['freshDuel', 'strongDuel', 'weakDuel', 'weakTrio']);
    expect(named(await listed(1600, null))).toEqual(['strongDuel', 'weakTrio']);
    expect(named(await listed(null, 1400))).toEqual(['weakDuel']);
    expect(named(await listed(1400, 1600))).toEqual(['freshDuel']);
    expect(named(await listed(1720, 1720))).toEqual(['strongDuel']);
    expect(named(await listed(1900, 2500))).toEqual([]);
  });

  it('pages within the filter (after = the last id of the previous page)', async () => {
    const all = await listed(1600, null);
    const page = await gql<{ openLobbies: { id: string }[] }>(
      app,
      'query($a: ID) { first: openLobbies(first: 1, minRating: 1600) { id } next: openLobbies(first: 1, after: $a, minRating: 1600) { id } }',
      { token: fresh.token, variables: { a: all[0] } },
    );
    expect(page.errors).toBeUndefined();
    const data = page.data as unknown as { first: { id: string }[]; next: { id: string }[] };
    expect([...data.first, ...data.next].map((l) => l.id)).toEqual(all);
  });

  it('REST GET /api/lobbies takes the same range as query parameters', async () => {
    const answer = await request(app.baseUrl)
      .get('/api/lobbies?minRating=1600&first=100')
      .set('authorization', `Bearer ${fresh.token}`);
    expect(answer.status).toBe(200);
    expect(named((answer.body as { id: string }[]).map((l) => l.id))).toEqual(['strongDuel', 'weakTrio']);
  });

  it('a bad range is a clear BAD_USER_INPUT (GraphQL) or 400 (REST), and lists nothing', async () => {
    const upsideDown = await gql(app, 'query { openLobbies(minRating: 1800, maxRating: 1200) { id } }', {
      token: fresh.token,
    });
    expect(upsideDown.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(upsideDown.errors?.[0].extensions?.fields).toEqual({ maxRating: ['must not be below minRating'] });
    const negative = await gql(app, 'query { openLobbies(minRating: -5) { id } }', { token: fresh.token });
    expect(negative.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    for (const query of ['minRating=abc', 'minRating=-1', 'maxRating=99999', 'minRating=1800&maxRating=1200']) {
      const answer = await request(app.baseUrl)
        .get(`/api/lobbies?${query}`)
        .set('authorization', `Bearer ${fresh.token}`);
      expect([query, answer.status, (answer.body as { code?: string }).code]).toEqual([query, 400, 'BAD_USER_INPUT']);
    }
  });
});
