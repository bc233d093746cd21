import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { authorizeAndApprove, newPkce, tokenRequest } from './oauth-support';

const REDIRECT = 'http://127.0.0.1:9/callback';

describe('OAuth 2.0 authorization server (issue 34)', () => {
  let app: TestApp;
  let alice: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp();
    alice = await registerUser(app);
  });
  afterAll(async () => app.close());

  it('authorize → consent → token → API call', async () => {
    const pkce = newPkce();
    const back = await authorizeAndApprove(app, alice.token, {
      clientId: 'my-bot',
      redirectUri: REDIRECT,
      scope: 'match:read match:play',
      state: 's1',
      pkce,
    });
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('s1');
    const code = back.searchParams.get('code');
    expect(code).toEqual(expect.any(String));
    const token = await tokenRequest(app, {
      grant_type: 'authorization_code',
      code: code!,
      redirect_uri: REDIRECT,
      client_id: 'my-bot',
      code_verifier: pkce.verifier,
    });
    expect(token.status).toBe(200);
    console.log(token.body);
    const me = await gql(app, '{ me { id } myMatches { id } }', { token: String(token.body.access_token) });
    console.log(JSON.stringify(me));
  });
});
