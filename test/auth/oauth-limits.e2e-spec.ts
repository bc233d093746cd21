import type { RegisteredUser } from '../support/graphql-http';
import { registerUser } from '../support/graphql-http';
import { rest } from '../api/api-support';
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
describe('OAuth access tokens and the rate limits (issue 34)', () => {
  let app: TestApp;
  let carol: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp({ rateLimits: { api: { limit: LIMIT, windowSeconds: 600 } } });
    carol = await registerUser(app);
  });
  afterAll(async () => app.close());

  async function authorise(clientId: string): Promise<{ access: string; refresh: string }> {
    const pkce = newPkce();
    const back = await authorizeAndApprove(app, carol.token, {
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

  const status = async (token: string) => (await rest(app, token).get('/api/matches')).status;

  it('past the limit an app is refused; a refresh does not reset it; another app and the session count apart', async () => {
    const first = await authorise('limited-app');
    const second = await authorise('other-app');
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
