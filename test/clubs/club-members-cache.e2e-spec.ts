import { PrismaService } from '../../src/database/prisma.service';
import { MEMBERS_CACHE } from '../../src/clubs/members-cache';
import type { RegisteredUser } from '../support/graphql-http';
import { registerUser } from '../support/graphql-http';
import { restCall } from '../support/rest-call';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

/**
 * A large club's ratings table is kept between reads (src/clubs/members-cache.ts, issue 31's club page at
 * 5,000 members). What it must never do: show a member who left, miss one who joined, or show an old role —
 * whichever server process made the change. Real PostgreSQL, two server processes, HTTP.
 */
describe('a large club page kept between reads (issue 31)', () => {
  let app: TestApp;
  let second: TestApp;
  let owner: RegisteredUser;
  let clubId: string;
  const size = MEMBERS_CACHE.minMembers + 10;

  /** Every member's name and role, page by page, as `from` reads them. */
  const everyone = async (from: TestApp, who: RegisteredUser): Promise<Map<string, string>> => {
    const seen = new Map<string, string>();
    for (let offset = 0; ; offset += 500) {
      const res = await restCall(from, 'get', `/api/clubs/${clubId}/members?first=500&offset=${offset}`, who.token);
      expect(res.status).toBe(200);
      const page = res.body as { username: string; role: string }[];
      for (const m of page) seen.set(m.username, m.role);
      if (page.length < 500) return seen;
    }
  };

  beforeAll(async () => {
    app = await startTestApp({ env: { CLAIM_TIMEOUT_SWEEP: '0' } });
    second = await startTestApp({ database: app.database, jwt: app.config.jwt, env: { CLAIM_TIMEOUT_SWEEP: '0' } });
    owner = await registerUser(app);
    const made = await restCall(app, 'post', '/api/clubs', owner.token, { name: 'Large club', admission: 'open' });
    expect(made.status).toBe(200);
    clubId = made.body.id as string;
    // The many members are written as the bench does (one statement), not joined one by one.
    const prisma = app.app.get(PrismaService);
    await prisma.$executeRawUnsafe(
      `WITH made AS (INSERT INTO users (id, username, password_hash, role, created_at)
         SELECT gen_random_uuid(), 'many' || g, 'not-a-password-hash', 'player', now() FROM generate_series(1, $2::int) g
         RETURNING id)
       INSERT INTO club_members (club_id, user_id, role, joined_at) SELECT $1::uuid, id, 'member', now() FROM made`,
      clubId,
      size - 1,
    );
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await app?.close();
  });

  it('a join, a role and a leave on either process show at the next read of the other', async () => {
    const before = await everyone(app, owner);
    expect(before.size).toBe(size);
    expect(before.get(owner.username)).toBe('owner');

    const joiner = await registerUser(app);
    expect((await restCall(second, 'post', `/api/clubs/${clubId}/join`, joiner.token)).status).toBe(200);
    expect((await everyone(app, owner)).get(joiner.username)).toBe('member');

    const role = await restCall(second, 'put', `/api/clubs/${clubId}/members/${joiner.username}/role`, owner.token, {
      role: 'admin',
    });
    expect(role.status).toBe(200);
    expect((await everyone(app, owner)).get(joiner.username)).toBe('admin');

    expect((await restCall(app, 'post', `/api/clubs/${clubId}/leave`, joiner.token)).status).toBe(200);
    const after = await everyone(second, owner);
    expect(after.has(joiner.username)).toBe(false);
    expect(after.size).toBe(size);
    // Paging a kept table: the same members, each once, in the same order as one page of all.
    const whole = (await restCall(app, 'get', `/api/clubs/${clubId}/members?first=500`, owner.token)).body as {
      username: string;
    }[];
    const paged: string[] = [];
    for (let offset = 0; offset < 500; offset += 100)
      paged.push(
        ...(
          (await restCall(app, 'get', `/api/clubs/${clubId}/members?first=100&offset=${offset}`, owner.token)).body as {
            username: string;
          }[]
        ).map((m) => m.username),
      );
    expect(paged).toEqual(whole.map((m) => m.username));
  }, 120_000);
});
