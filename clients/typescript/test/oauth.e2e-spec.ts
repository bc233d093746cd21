import { approveAt } from '../../../test/auth/oauth-support';
import type { RegisteredUser } from '../../../test/support/graphql-http';
import { registerUser } from '../../../test/support/graphql-http';
import type { TestApp } from '../../../test/support/test-app';
import { startTestApp } from '../../../test/support/test-app';
import { ClaimApiError, ClaimClient, ClaimOAuth, OAUTH_SCOPES, OAuthError, createPkce, createState } from '../src';

/** The client's OAuth helper against the real server: PKCE, the code, API calls, refresh, revoke. */
describe('@claim/client OAuth PKCE helper', () => {
  let app: TestApp;
  let alice: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp();
    alice = await registerUser(app);
  });
  afterAll(async () => app.close());

  it('signs in with PKCE, calls the API, refreshes, revokes, and is then refused', async () => {
    const oauth = new ClaimOAuth({
      server: app.baseUrl,
      clientId: 'ts-client-test',
      redirectUri: 'http://127.0.0.1:9/cb',
    });
    const pkce = await createPkce();
    expect(pkce.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const state = createState();
    const back = await approveAt(app, alice.token, oauth.authorizationUrl(['match:read'], pkce, state));
    expect(() => oauth.codeFrom(back.href, 'another state')).toThrow(OAuthError);
    const code = oauth.codeFrom(back.href, state);

    const tokens = await oauth.exchangeCode(code, pkce);
    expect(tokens.scopes).toEqual(['match:read']);
    const claim = new ClaimClient({ baseUrl: app.baseUrl, token: tokens.accessToken });
    expect(await claim.myMatches()).toEqual([]);

    const fresh = await oauth.refresh(tokens.refreshToken);
    expect(fresh.refreshToken).not.toBe(tokens.refreshToken);
    await oauth.revoke(fresh.accessToken);
    const after = new ClaimClient({ baseUrl: app.baseUrl, token: fresh.accessToken });
    await expect(after.myMatches()).rejects.toBeInstanceOf(ClaimApiError);
    await expect(oauth.refresh(fresh.refreshToken)).rejects.toMatchObject({ error: 'invalid_grant' });
    // A code is good once (and using it again would have ended the grant: RFC 6749 4.1.2).
    await expect(oauth.exchangeCode(code, pkce)).rejects.toMatchObject({ error: 'invalid_grant', status: 400 });
  });

  it("knows every scope the server offers (the server's RFC 8414 metadata)", async () => {
    const metadata = (await (await fetch(`${app.baseUrl}/.well-known/oauth-authorization-server`)).json()) as {
      scopes_supported: string[];
    };
    expect([...OAUTH_SCOPES, 'offline_access'].sort()).toEqual([...metadata.scopes_supported].sort());
  });
});
