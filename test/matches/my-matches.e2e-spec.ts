import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { fetchMatch, startMatch, TABLE_FIELDS } from './match-support';

const PAGE =
  'query($first: Int, $after: ID) { myMatches(first: $first, after: $after) { id status version mySeat seats { username } } }';

describe('myMatches pages', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let carol: RegisteredUser;
  let newestFirst: string[];

  beforeAll(async () => {
    app = await startTestApp();
    [alice, bob, carol] = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push(await startMatch(app, i % 2 ? [bob, alice] : [alice, bob]));
    await startMatch(app, [bob, carol]);
    newestFirst = ids.reverse();
  });
  afterAll(async () => app.close());

  const page = async (user: RegisteredUser, variables: Record<string, unknown>) =>
    gql<{ myMatches: { id: string; mySeat: number }[] }>(app, PAGE, { token: user.token, variables });

  it('without arguments answers as before: every match (up to 50), newest first', async () => {
    const all = await gql<{ myMatches: { id: string }[] }>(app, '{ myMatches { id } }', { token: alice.token });
    expect(all.data!.myMatches.map((m) => m.id)).toEqual(newestFirst);
  });

  it('walks the pages with first/after, each match once, in order', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const response = await page(alice, { first: 3, after });
      const ids = response.data!.myMatches.map((m) => m.id);
      if (ids.length === 0) break;
      expect(ids.length).toBeLessThanOrEqual(3);
      seen.push(...ids);
      after = ids[ids.length - 1];
    }
    expect(seen).toEqual(newestFirst);
  });

  it('answers the full view of each listed match on request, the same as `match`', async () => {
    const listed = await gql<{ myMatches: { id: string; table: unknown; result: unknown }[] }>(
      app,
      `{ myMatches(first: 2) { id result { winner } table { ${TABLE_FIELDS} } } }`,
      {
        token: bob.token,
      },
    );
    for (const m of listed.data!.myMatches) {
      const one = await fetchMatch<{ table: unknown }>(app, bob.token, m.id, `table { ${TABLE_FIELDS} }`);
      expect(m.table).toEqual(one.data!.match.table);
      expect(m.result).toBeNull();
    }
  });

  it.each([
    ['first 0', { first: 0 }, 'first'],
    ['first 101', { first: 101 }, 'first'],
    ['first -5', { first: -5 }, 'first'],
    ['after a malformed id', { after: 'not-an-id' }, 'after'],
    ['after an unknown match', { after: '00000000-0000-4000-8000-000000000000' }, 'after'],
  ])('refuses %s with BAD_USER_INPUT', async (_name, variables, field) => {
    const response = await page(alice, variables);
    expect(response.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { [field]: expect.any(Array) },
    });
  });

  it("refuses a cursor from someone else's match", async () => {
    const carolsMatch = (await page(carol, {})).data!.myMatches[0].id;
    const response = await page(alice, { after: carolsMatch });
    expect(response.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
