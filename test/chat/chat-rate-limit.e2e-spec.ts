import { dataOf, errorOf } from '../lobbies/lobby-support';
import { createApiToken, rest } from '../api/api-support';
import { start } from '../social/social-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

const SEND = 'mutation($m: ID!, $t: String!) { sendChatMessage(matchId: $m, text: $t) { seq } }';

async function send(app: TestApp, user: RegisteredUser, matchId: string, text: string): Promise<void> {
  dataOf(await gql(app, SEND, { token: user.token, variables: { m: matchId, t: text } }));
}

/** Its own file: an app with its own limits (passport's JWT strategy is one per process). */
describe('chat rate limit (RATE_LIMIT_CHAT)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ rateLimits: { chat: { limit: 2, windowSeconds: 60 } } });
  });
  afterAll(async () => limited.close());

  it('counts messages against their own rate-limit category, not moves or the rest of the API', async () => {
    const [a, b] = [await registerUser(limited), await registerUser(limited)];
    const matchId = await start(limited, [a, b], {});
    await send(limited, a, matchId, 'one');
    await rest(limited, a.token).post(`/api/matches/${matchId}/chat`, { text: 'two' }).expect(200);
    const third = errorOf(
      await gql(limited, SEND, { token: a.token, variables: { m: matchId, t: 'three' } }),
    ).extensions;
    expect(third).toEqual({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    const viaRest = await rest(limited, a.token).post(`/api/matches/${matchId}/chat`, { text: 'three' }).expect(429);
    expect(Number(viaRest.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Reading and the other player's chat are not held up.
    const read = await rest(limited, a.token).get(`/api/matches/${matchId}/chat`).expect(200);
    expect(read.body).toHaveLength(2);
    await send(limited, b, matchId, 'mine');
  });

  it('keeps one bucket per account: personal tokens add nothing to what the session spent (issue 27, P6)', async () => {
    const [a, b] = [await registerUser(limited), await registerUser(limited)];
    const matchId = await start(limited, [a, b], {});
    const tokens = await Promise.all([1, 2, 3].map((n) => createApiToken(limited, a.token, ['MATCH_PLAY'], `t${n}`)));
    await send(limited, a, matchId, 'one');
    await rest(limited, tokens[0].secret).post(`/api/matches/${matchId}/chat`, { text: 'two' }).expect(200);
    // The account's 2 are spent: neither the session nor any token, old or new, by either door, says more.
    const refused = await Promise.all(
      tokens.map((token) => gql(limited, SEND, { token: token.secret, variables: { m: matchId, t: 'more' } })),
    );
    expect(refused.map((r) => errorOf(r).extensions?.code)).toEqual(['RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED']);
    await rest(limited, tokens[2].secret).post(`/api/matches/${matchId}/chat`, { text: 'more' }).expect(429);
    expect(
      errorOf(await gql(limited, SEND, { token: a.token, variables: { m: matchId, t: 'more' } })).extensions?.code,
    ).toBe('RATE_LIMITED');
    const read = await rest(limited, b.token).get(`/api/matches/${matchId}/chat`).expect(200);
    expect(read.body).toHaveLength(2);
  });

  it("counts a club's chat against the same bucket as a match's (one chat budget per account, issue 31)", async () => {
    const [a, b] = [await registerUser(limited), await registerUser(limited)];
    const matchId = await start(limited, [a, b], {});
    const club = dataOf(
      await gql<{ createClub: { id: string } }>(
        limited,
        'mutation($n: String!) { createClub(input: { name: $n, admission: open }) { id } }',
        { token: a.token, variables: { n: `Limited ${process.pid}` } },
      ),
    ).createClub.id;
    const CLUB_SEND = 'mutation($c: ID!, $t: String!) { sendClubChatMessage(clubId: $c, text: $t) { seq } }';
    await send(limited, a, matchId, 'one');
    dataOf(await gql(limited, CLUB_SEND, { token: a.token, variables: { c: club, t: 'two' } }));
    // The account's 2 are spent, whichever chat they went to: the club's refuses the third, by either door.
    expect(
      errorOf(await gql(limited, CLUB_SEND, { token: a.token, variables: { c: club, t: 'three' } })).extensions,
    ).toEqual({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    await rest(limited, a.token).post(`/api/clubs/${club}/chat`, { text: 'three' }).expect(429);
    const read = await rest(limited, a.token).get(`/api/clubs/${club}/chat`).expect(200);
    expect(read.body.map((m: { text: string }) => m.text)).toEqual(['two']);
  });
});
