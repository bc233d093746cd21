import type { RegisteredUser } from '../support/graphql-http';
import { registerUser } from '../support/graphql-http';
import { rest } from '../api/api-support';
import { openStream } from '../support/sse-stream';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { authorizeAndApprove, newPkce, tokenRequest } from './oauth-support';

const REDIRECT = 'http://127.0.0.1:9/callback';
const LIMIT = 5;

/**
 * An app's access token meets the rate limits as a personal token does (docs/api.md "Authorise an app": counted
 * per authorisation): past RATE_LIMIT_API it is RATE_LIMITED with Retry-After; a refreshed token is the same
 * authorisation and does not start afresh; another authorisation, and the user's own session, count apart.
 */
async function authorise(
  app: TestApp,
  user: RegisteredUser,
  clientId: string,
): Promise<{ access: string; refresh: string }> {
  const pkce = newPkce();
  const back = await authorizeAndApprove(app, user.token, {
    clientId,
    redirectUri: REDIRECT,
    scope: 'match:read',
    pkce,
  });
  const answer = await tokenRequest(app, {
    grant_type: 'authorization_code',
    code: back.searchParams.get('code')!,
    redirect_uri: REDIRECT,
    client_id: clientId,
    code_verifier: pkce.verifier,
  });
  return { access: String(answer.body.access_token), refresh: String(answer.body.refresh_token) };
}

describe('OAuth access tokens and the rate limits (issue 34)', () => {
  let app: TestApp;
  let carol: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp({ rateLimits: { api: { limit: LIMIT, windowSeconds: 600 } } });
    carol = await registerUser(app);
  });
  afterAll(async () => app.close());

  const status = async (token: string) => (await rest(app, token).get('/api/matches')).status;

  it('past the limit an app is refused; a refresh does not reset it; another app and the session count apart', async () => {
    const first = await authorise(app, carol, 'limited-app');
    const second = await authorise(app, carol, 'other-app');
    for (let call = 0; call < LIMIT; call++) expect(await status(first.access)).toBe(200);
    const refused = await rest(app, first.access).get('/api/matches');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(expect.objectContaining({ code: 'RATE_LIMITED' }));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const refreshed = await tokenRequest(app, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh,
      client_id: 'limited-app',
    });
    expect(refreshed.status).toBe(200);
    expect(await status(String(refreshed.body.access_token))).toBe(429);

    expect(await status(second.access)).toBe(200);
    expect(await status(carol.token)).toBe(200);
  });
});

describe('OAuth access tokens and the connection caps (issue 34)', () => {
  let app: TestApp;
  let dave: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp({ env: { MAX_CONNECTIONS_PER_USER: '2' } });
    dave = await registerUser(app);
  });
  afterAll(async () => app.close());

  it("an app's streams count against the account's cap with its sessions' (MAX_CONNECTIONS_PER_USER)", async () => {
    const tokens = await authorise(app, dave, 'streaming-app');
    const open = [
      await openStream(app, tokens.access, '/api/stream/events'),
      await openStream(app, dave.token, '/api/stream/events'),
    ];
    try {
      expect(open.map((stream) => stream.status)).toEqual([200, 200]);
      for (const token of [tokens.access, dave.token]) {
        const refused = await openStream(app, token, '/api/stream/events');
        refused.close();
        expect(refused.status).toBe(429);
      }
      // One closes: the app may open one again (once the server has counted the close).
      open[0].close();
      let again = await openStream(app, tokens.access, '/api/stream/events');
      for (let tries = 0; again.status !== 200 && tries < 100; tries++) {
        again.close();
        await new Promise((resolve) => setTimeout(resolve, 50));
        again = await openStream(app, tokens.access, '/api/stream/events');
      }
      open.push(again);
      expect(again.status).toBe(200);
    } finally {
      for (const stream of open) stream.close();
    }
  });
});
