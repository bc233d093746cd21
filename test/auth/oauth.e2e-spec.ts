import { Admin } from '../../src/cli/admin';
import { Clock } from '../../src/common/clock';
import { PrismaService } from '../../src/database/prisma.service';
import { OAuthService } from '../../src/auth/oauth/oauth.service';
import { OAuthSweeper } from '../../src/auth/oauth/oauth-sweeper';
import type { RegisteredClient } from '../../src/auth/oauth/oauth-client-registration';
import { createApiToken, rest, waitFor } from '../api/api-support';
import { startMatch } from '../matches/match-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import { connectWs, wsFirstResult } from '../support/graphql-ws';
import { openStream } from '../support/sse-stream';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import {
  authorizeAndApprove,
  authorizeUrl,
  browserGet,
  consentUid,
  CookieJar,
  newPkce,
  type AuthorizeParams,
  type Pkce,
  tokenRequest,
} from './oauth-support';

const REDIRECT = 'http://127.0.0.1:9/callback';
const CLIENT = 'my-bot';

interface Tokens {
  access_token: string;
  refresh_token: string;
  scope: string;
  token_type: string;
  expires_in: number;
}

describe('OAuth 2.0 authorization server (issue 34)', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp();
    alice = await registerUser(app);
    bob = await registerUser(app);
  });
  afterAll(async () => app.close());

  /** A code for CLIENT at REDIRECT, approved by `user`, with its PKCE verifier. */
  async function codeFor(
    user: RegisteredUser,
    scope = 'match:read match:play',
    params: Partial<AuthorizeParams> = {},
  ): Promise<{ code: string; pkce: Pkce }> {
    const pkce = newPkce();
    const back = await authorizeAndApprove(app, user.token, {
      clientId: CLIENT,
      redirectUri: REDIRECT,
      scope,
      state: 'st',
      pkce,
      ...params,
    });
    const code = back.searchParams.get('code');
    if (!code) throw new Error(`no code: ${back.href}`);
    return { code, pkce };
  }

  function exchange(code: string, verifier: string, extra: Record<string, string> = {}) {
    return tokenRequest(app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: CLIENT,
      code_verifier: verifier,
      ...extra,
    });
  }

  async function tokensFor(user: RegisteredUser, scope = 'match:read match:play'): Promise<Tokens> {
    const { code, pkce } = await codeFor(user, scope);
    const answer = await exchange(code, pkce.verifier);
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
    return answer.body as unknown as Tokens;
  }

  async function meWith(token: string): Promise<string | undefined> {
    const answer = await gql<{ me: { id: string } }>(app, '{ me { id } }', { token });
    return answer.data?.me.id ?? String(answer.errors?.[0]?.extensions?.code);
  }

  async function appsOf(user: RegisteredUser): Promise<{ id: string; clientId: string; scopes: string[] }[]> {
    const answer = await gql<{ authorisedApps: { id: string; clientId: string; scopes: string[] }[] }>(
      app,
      '{ authorisedApps { id clientId scopes } }',
      { token: user.token },
    );
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.authorisedApps;
  }

  /** The authorization request's answer without following it: where the browser would be sent. */
  async function authorize(params: Partial<AuthorizeParams> & { pkce?: Pkce }) {
    return browserGet(
      authorizeUrl(app, { clientId: CLIENT, redirectUri: REDIRECT, scope: 'match:read', state: 'st', ...params }),
      new CookieJar(),
    );
  }

  describe('the whole flow', () => {
    it('authorize → consent → token → API calls → refresh rotation → revoke → refused', async () => {
      const before = (await appsOf(alice)).length;
      const { code, pkce } = await codeFor(alice, 'match:read match:play');
      const first = await exchange(code, pkce.verifier);
      expect(first.status).toBe(200);
      const tokens = first.body as unknown as Tokens;
      expect(tokens).toEqual({
        access_token: expect.stringMatching(/^claim_oat_/),
        refresh_token: expect.stringMatching(/^claim_ort_/),
        scope: 'match:read match:play',
        token_type: 'Bearer',
        expires_in: 3600,
      });

      // As a personal token with these scopes: GraphQL, REST, and FORBIDDEN past its scopes.
      expect(await meWith(tokens.access_token)).toBe(alice.id);
      await rest(app, tokens.access_token)
        .get('/api/matches/mine')
        .expect((response) => {
          expect(response.status).not.toBe(401);
        });
      const lobby = await gql(app, 'mutation { createApiToken(name: "x", scopes: [LOBBY]) { secret } }', {
        token: tokens.access_token,
      });
      expect(lobby.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const apps = await appsOf(alice);
      expect(apps).toHaveLength(before + 1);
      expect(apps[0]).toEqual({ id: expect.any(String), clientId: CLIENT, scopes: ['MATCH_READ', 'MATCH_PLAY'] });

      // Refresh rotation: a new pair; the old refresh token is used up.
      const refreshed = await tokenRequest(app, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: CLIENT,
      });
      expect(refreshed.status).toBe(200);
      const next = refreshed.body as unknown as Tokens;
      expect(next.refresh_token).not.toBe(tokens.refresh_token);
      expect(next.access_token).not.toBe(tokens.access_token);
      expect(await meWith(next.access_token)).toBe(alice.id);

      // Revocation (RFC 7009): 200 whatever the token; the app's grant ends, all its tokens with it.
      const revoked = await tokenRequest(
        app,
        { token: next.access_token, client_id: CLIENT },
        '/oauth/token/revocation',
      );
      expect(revoked.status).toBe(200);
      expect(await meWith(next.access_token)).toBe('UNAUTHENTICATED');
      expect(await meWith(tokens.access_token)).toBe('UNAUTHENTICATED');
      const afterRevoke = await tokenRequest(app, {
        grant_type: 'refresh_token',
        refresh_token: next.refresh_token,
        client_id: CLIENT,
      });
      expect(afterRevoke).toEqual({ status: 400, body: expect.objectContaining({ error: 'invalid_grant' }) });
      expect(await appsOf(alice)).toHaveLength(before);
    });

    it('a used refresh token, presented again, is refused and ends the grant (rotation reuse detection)', async () => {
      const tokens = await tokensFor(alice);
      const refresh = { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: CLIENT };
      const next = (await tokenRequest(app, refresh)).body as unknown as Tokens;
      const again = await tokenRequest(app, refresh);
      expect(again).toEqual({ status: 400, body: expect.objectContaining({ error: 'invalid_grant' }) });
      expect(await meWith(next.access_token)).toBe('UNAUTHENTICATED');
    });

    it('the user says no: the app is sent back access_denied, and nothing is granted', async () => {
      const before = await appsOf(bob);
      const jar = new CookieJar();
      const start = await browserGet(
        authorizeUrl(app, {
          clientId: CLIENT,
          redirectUri: REDIRECT,
          scope: 'match:read',
          state: 'no',
          pkce: newPkce(),
        }),
        jar,
      );
      const uid = consentUid(start.location);
      const request = await gql<{ oauthRequest: Record<string, unknown> }>(
        app,
        'query($uid: String!) { oauthRequest(uid: $uid) { clientId clientName registered redirectUri scopes } }',
        { token: bob.token, variables: { uid } },
      );
      expect(request.data?.oauthRequest).toEqual({
        clientId: CLIENT,
        clientName: null,
        registered: false,
        redirectUri: REDIRECT,
        scopes: ['MATCH_READ'],
      });
      const denied = await gql<{ denyOAuthRequest: { redirectTo: string } }>(
        app,
        'mutation($uid: String!) { denyOAuthRequest(uid: $uid) { redirectTo } }',
        { token: bob.token, variables: { uid } },
      );
      const back = await browserGet(new URL(denied.data!.denyOAuthRequest.redirectTo, app.baseUrl).href, jar);
      const target = new URL(back.location!);
      expect(target.origin + target.pathname).toBe(REDIRECT);
      expect(target.searchParams.get('error')).toBe('access_denied');
      expect(target.searchParams.get('state')).toBe('no');
      expect(target.searchParams.get('code')).toBeNull();
      expect(await appsOf(bob)).toEqual(before);
      // Answered: the request cannot be answered again.
      const again = await gql(app, 'mutation($uid: String!) { approveOAuthRequest(uid: $uid) { redirectTo } }', {
        token: bob.token,
        variables: { uid },
      });
      expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('the REST mirror lists and revokes authorised apps, as GraphQL does', async () => {
      const tokens = await tokensFor(bob, 'match:read');
      const listed = (await rest(app, bob.token).get('/api/oauth/apps').expect(200)).body as {
        id: string;
        clientId: string;
        scopes: string[];
      }[];
      expect(listed[0]).toEqual(expect.objectContaining({ clientId: CLIENT, scopes: ['match:read'] }));
      await rest(app, tokens.access_token).get('/api/oauth/apps').expect(403);
      await rest(app, bob.token).post('/api/oauth/apps/nope/revoke').expect(404);
      await rest(app, bob.token).post(`/api/oauth/apps/${listed[0].id}/revoke`).expect(200);
      expect(await meWith(tokens.access_token)).toBe('UNAUTHENTICATED');
      const after = (await rest(app, bob.token).get('/api/oauth/apps').expect(200)).body as { id: string }[];
      expect(after.map((entry) => entry.id)).not.toContain(listed[0].id);
    });

    it('consent and the authorised apps need a signed-in session, not a token', async () => {
      const tokens = await tokensFor(bob);
      const answer = await gql(app, '{ authorisedApps { id } }', { token: tokens.access_token });
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('revoking the app in Settings ends its open SSE stream and its graphql-ws operations', async () => {
      const tokens = await tokensFor(bob, 'match:read');
      const [app0] = await appsOf(bob);
      const matchId = await startMatch(app, [alice, bob]);
      const stream = await openStream(app, tokens.access_token, `/api/matches/${matchId}/stream`);
      expect(stream.status).toBe(200);
      const ws = connectWs(app, { token: tokens.access_token });
      try {
        const before = await wsFirstResult<{ me: { id: string } }>(ws, '{ me { id } }');
        expect(before.data?.me.id).toBe(bob.id);
        await new Promise((resolve) => setTimeout(resolve, 100)); // the stream listens once its headers are out
        await playOne(matchId);
        await waitFor(() => stream.received.length === 1);
        const revoked = await gql(app, 'mutation($id: ID!) { revokeAuthorisedApp(id: $id) { id } }', {
          token: bob.token,
          variables: { id: app0.id },
        });
        expect(revoked.errors).toBeUndefined();
        await playOne(matchId);
        await waitFor(() => stream.ended);
        expect(stream.received.map((m) => m.event)).toEqual(['message', 'error']);
        expect(JSON.parse(stream.received[1].data).code).toBe('UNAUTHENTICATED');
        const after = await wsFirstResult(ws, '{ me { id } }');
        expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
        expect(await meWith(tokens.access_token)).toBe('UNAUTHENTICATED');
      } finally {
        stream.close();
        await ws.dispose();
      }
    });
  });

  /** One move of whoever is to move, through each player's session. */
  async function playOne(matchId: string): Promise<void> {
    for (const user of [alice, bob]) {
      const moves = (await rest(app, user.token).get(`/api/matches/${matchId}/legal-moves`).expect(200)).body as {
        card: string;
      }[];
      if (moves.length === 0) continue;
      const match = (await rest(app, user.token).get(`/api/matches/${matchId}`).expect(200)).body as {
        version: number;
      };
      await rest(app, user.token)
        .post(`/api/matches/${matchId}/play`, { card: moves[0].card, expectedVersion: match.version })
        .expect(200);
      return;
    }
  }

  describe('every error the RFCs name: the RFC error, and nothing changes', () => {
    it('a wrong code_verifier: invalid_grant, no token', async () => {
      const { code, pkce } = await codeFor(alice);
      const wrong = await exchange(code, newPkce().verifier);
      expect(wrong).toEqual({ status: 400, body: expect.objectContaining({ error: 'invalid_grant' }) });
      expect(wrong.body.access_token).toBeUndefined();
      const missing = await tokenRequest(app, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        client_id: CLIENT,
      });
      expect(missing.status).toBe(400);
      expect(missing.body.access_token).toBeUndefined();
      void pkce;
    });

    it('a code used twice: invalid_grant, and the tokens of its first use stop working (RFC 6749 4.1.2)', async () => {
      const { code, pkce } = await codeFor(alice);
      const first = await exchange(code, pkce.verifier);
      expect(first.status).toBe(200);
      const second = await exchange(code, pkce.verifier);
      expect(second).toEqual({ status: 400, body: expect.objectContaining({ error: 'invalid_grant' }) });
      expect(await meWith(String(first.body.access_token))).toBe('UNAUTHENTICATED');
    });

    it('a redirect_uri at the token endpoint other than the authorization request’s: invalid_grant', async () => {
      const { code, pkce } = await codeFor(alice);
      const other = await exchange(code, pkce.verifier, { redirect_uri: 'http://127.0.0.1:9/other' });
      expect(other).toEqual({ status: 400, body: expect.objectContaining({ error: 'invalid_grant' }) });
      expect(other.body.access_token).toBeUndefined();
    });

    it('a code for another client id: invalid_grant', async () => {
      const { code, pkce } = await codeFor(alice);
      const other = await exchange(code, pkce.verifier, { client_id: 'someone-else' });
      expect(other).toEqual({ status: 400, body: expect.objectContaining({ error: 'invalid_grant' }) });
    });

    it('an expired code (a minute): invalid_grant', async () => {
      const { code, pkce } = await codeFor(alice);
      const clock = app.app.get(Clock);
      const spy = jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + 2 * 60_000));
      try {
        const late = await exchange(code, pkce.verifier);
        expect(late).toEqual({ status: 400, body: expect.objectContaining({ error: 'invalid_grant' }) });
      } finally {
        spy.mockRestore();
      }
    });

    it('an unknown scope: the app is sent back invalid_scope with its state', async () => {
      const answer = await authorize({ scope: 'match:read admin', pkce: newPkce() });
      expect(answer.status).toBe(303);
      const target = new URL(answer.location!);
      expect(target.origin + target.pathname).toBe(REDIRECT);
      expect(target.searchParams.get('error')).toBe('invalid_scope');
      expect(target.searchParams.get('state')).toBe('st');
    });

    it('PKCE plain, or no PKCE: the app is sent back invalid_request', async () => {
      const pkce = newPkce();
      const plain = await authorize({
        extra: { code_challenge: pkce.verifier, code_challenge_method: 'plain' },
      });
      const none = await authorize({});
      for (const answer of [plain, none]) {
        expect(answer.status).toBe(303);
        const target = new URL(answer.location!);
        expect(target.origin + target.pathname).toBe(REDIRECT);
        expect(target.searchParams.get('error')).toBe('invalid_request');
        expect(target.searchParams.get('code')).toBeNull();
      }
    });

    it.each([
      ['javascript:', 'javascript:alert(1)'],
      ['data:', 'data:text/html,hi'],
      ['plain http to another host', 'http://evil.example/cb'],
      ['a fragment', 'https://app.example/cb#x'],
      ['credentials in the URI', 'https://user:pw@app.example/cb'],
      ['not a URI', 'not a uri'],
    ])('an open-redirect attempt (%s): an error page, never a redirect', async (_name, redirectUri) => {
      const answer = await authorize({ redirectUri, pkce: newPkce() });
      expect(answer.status).toBe(400);
      expect(answer.location).toBeNull();
      expect(answer.body).toContain('invalid_redirect_uri');
      expect(answer.body).not.toContain('<script');
    });

    it('a registered client with a redirect URI it did not register: an error page, never a redirect', async () => {
      const client = await register();
      const answer = await authorize({
        clientId: client.clientId,
        redirectUri: 'https://evil.example/cb',
        pkce: newPkce(),
      });
      expect(answer.status).toBe(400);
      expect(answer.location).toBeNull();
    });

    it('an unusable client id: an error page, never a redirect', async () => {
      const answer = await authorize({ clientId: ' <bad>', pkce: newPkce() });
      expect(answer.status).toBe(400);
      expect(answer.location).toBeNull();
      expect(answer.body).not.toContain('<bad>');
    });

    it('token endpoint: unsupported_grant_type, invalid_request, invalid_grant for nonsense', async () => {
      expect((await tokenRequest(app, { grant_type: 'password', client_id: CLIENT })).body.error).toBe(
        'unsupported_grant_type',
      );
      expect((await tokenRequest(app, { grant_type: 'authorization_code', client_id: CLIENT })).body.error).toBe(
        'invalid_request',
      );
      const bogus = await exchange('not-a-code', newPkce().verifier);
      expect(bogus).toEqual({ status: 400, body: expect.objectContaining({ error: 'invalid_grant' }) });
    });

    it('an answer to a request that does not exist: NOT_FOUND, nothing granted', async () => {
      const before = await appsOf(alice);
      const answer = await gql(app, 'mutation { approveOAuthRequest(uid: "nope") { redirectTo } }', {
        token: alice.token,
      });
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const revoke = await gql(app, 'mutation { revokeAuthorisedApp(id: "nope") { id } }', { token: alice.token });
      expect(revoke.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await appsOf(alice)).toEqual(before);
    });
  });

  describe("the end of an account's apps", () => {
    /** What an app holding `tokens` can still do: its API call, its refresh, its open event stream. */
    async function appAccess(tokens: Tokens) {
      const refreshed = await tokenRequest(app, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: CLIENT,
      });
      return {
        graphql: await meWith(tokens.access_token),
        rest: (await rest(app, tokens.access_token).get('/api/matches/mine')).status,
        refresh: refreshed.status === 200 ? 'refreshed' : refreshed.body.error,
      };
    }

    it('"sign out everywhere" ends every app\'s authorisation: tokens refused, refresh refused, stream closed', async () => {
      const carol = await registerUser(app);
      const first = await tokensFor(carol, 'match:read match:play');
      const second = await tokensFor(carol, 'match:read');
      const personal = await createApiToken(app, carol.token, ['MATCH_READ']);
      const stream = await openStream(app, first.access_token, '/api/stream/events');
      expect(stream.status).toBe(200);
      // Another user's app is not touched.
      const others = await tokensFor(alice, 'match:read');
      try {
        const answer = await rest(app, carol.token).post('/api/me/sessions/revoke-all').expect(200);
        const session = (answer.body as { accessToken: string }).accessToken;
        await waitFor(() => stream.ended);
        expect(stream.received.at(-1)?.event).toBe('error');
        for (const tokens of [first, second])
          expect(await appAccess(tokens)).toEqual({ graphql: 'UNAUTHENTICATED', rest: 401, refresh: 'invalid_grant' });
        const apps = await gql<{ authorisedApps: unknown[] }>(app, '{ authorisedApps { id } }', { token: session });
        expect(apps.data?.authorisedApps).toEqual([]);
        // Personal tokens stay, as before (docs/api.md "Ending sessions").
        expect(await meWith(personal.secret)).toBe(carol.id);
        expect(await meWith(others.access_token)).toBe(alice.id);
      } finally {
        stream.close();
      }
    });

    it('suspending the account (claim suspend) and claim revoke end its apps through the database', async () => {
      const admin = new Admin(app.database.url);
      try {
        const dave = await registerUser(app);
        const tokens = await tokensFor(dave, 'match:read');
        expect(await meWith(tokens.access_token)).toBe(dave.id);
        expect(await admin.setSuspended(dave.username, true)).toMatchObject({ appsRevoked: 1 });
        expect(await appAccess(tokens)).toEqual({ graphql: 'UNAUTHENTICATED', rest: 401, refresh: 'invalid_grant' });
        await admin.setSuspended(dave.username, false);

        const erin = await registerUser(app);
        const kept = await tokensFor(erin, 'match:read');
        expect(await admin.revokeCredentials(erin.username)).toMatchObject({ tokensRevoked: 0, appsRevoked: 1 });
        expect(await appAccess(kept)).toEqual({ graphql: 'UNAUTHENTICATED', rest: 401, refresh: 'invalid_grant' });
      } finally {
        await admin.close();
      }
    });

    it('a token whose grant is gone is refused, though its own row is left (a refresh that raced a revocation)', async () => {
      const tokens = await tokensFor(bob, 'match:read');
      const [grant] = await appsOf(bob);
      // Not used before: no process has the grant's state cached (StreamCredentials keeps it two seconds).
      await app.app.get(PrismaService).oAuthRecord.deleteMany({ where: { kind: 'Grant', grantId: grant.id } });
      expect(await meWith(tokens.access_token)).toBe('UNAUTHENTICATED');
    });

    it('expired rows are swept (code, access token), the live ones kept (grant, refresh token)', async () => {
      const tokens = await tokensFor(bob, 'match:read');
      const [grant] = await appsOf(bob);
      const prisma = app.app.get(PrismaService);
      const kinds = async () =>
        (await prisma.oAuthRecord.findMany({ where: { grantId: grant.id }, select: { kind: true } }))
          .map((row) => row.kind)
          .sort();
      expect(await kinds()).toEqual(['AccessToken', 'AuthorizationCode', 'Grant', 'RefreshToken']);
      const sweeper = app.app.get(OAuthSweeper);
      // Nothing has expired yet: nothing of this grant goes.
      await sweeper.sweep();
      expect(await kinds()).toEqual(['AccessToken', 'AuthorizationCode', 'Grant', 'RefreshToken']);
      const clock = app.app.get(Clock);
      const spy = jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + 2 * 60 * 60_000));
      try {
        expect(await sweeper.sweep()).toBeGreaterThanOrEqual(2);
      } finally {
        spy.mockRestore();
      }
      expect(await kinds()).toEqual(['Grant', 'RefreshToken']);
      // What is left still works: the app refreshes, and the new token is good.
      const refreshed = await tokenRequest(app, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: CLIENT,
      });
      expect(refreshed.status).toBe(200);
      expect(await meWith(String(refreshed.body.access_token))).toBe(bob.id);
    });
  });

  async function register(): Promise<RegisteredClient> {
    return app.app.get(OAuthService).registerClient('Registered app', ['https://app.example/cb']);
  }

  describe('registered confidential clients, introspection, metadata', () => {
    it('a registered client authenticates with its secret, and may introspect; a public client may not', async () => {
      const client = await register();
      const pkce = newPkce();
      const back = await authorizeAndApprove(app, alice.token, {
        clientId: client.clientId,
        redirectUri: 'https://app.example/cb',
        scope: 'match:read',
        pkce,
      });
      const basic = `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`;
      const form = {
        grant_type: 'authorization_code',
        code: back.searchParams.get('code')!,
        redirect_uri: 'https://app.example/cb',
        code_verifier: pkce.verifier,
      };
      const wrongSecret = await tokenRequest(app, form, '/oauth/token', {
        authorization: `Basic ${Buffer.from(`${client.clientId}:nope`).toString('base64')}`,
      });
      expect(wrongSecret).toEqual({ status: 401, body: expect.objectContaining({ error: 'invalid_client' }) });
      const tokens = await tokenRequest(app, form, '/oauth/token', { authorization: basic });
      expect(tokens.status).toBe(200);
      const access = String(tokens.body.access_token);
      const seen = await tokenRequest(app, { token: access }, '/oauth/token/introspection', { authorization: basic });
      expect(seen.body).toEqual(
        expect.objectContaining({ active: true, scope: 'match:read', sub: alice.id, client_id: client.clientId }),
      );
      const byPublic = await tokenRequest(app, { token: access, client_id: CLIENT }, '/oauth/token/introspection');
      expect(byPublic.body.active).not.toBe(true);
    });

    it('serves RFC 8414 metadata at the well-known addresses', async () => {
      for (const path of ['/.well-known/oauth-authorization-server', '/.well-known/oauth-authorization-server/oauth']) {
        const response = await fetch(app.baseUrl + path);
        expect(response.status).toBe(200);
        const metadata = (await response.json()) as Record<string, unknown>;
        expect(metadata).toEqual(
          expect.objectContaining({
            issuer: expect.stringMatching(/\/oauth$/),
            authorization_endpoint: `${app.baseUrl}/oauth/auth`,
            token_endpoint: `${app.baseUrl}/oauth/token`,
            revocation_endpoint: `${app.baseUrl}/oauth/token/revocation`,
            introspection_endpoint: `${app.baseUrl}/oauth/token/introspection`,
            code_challenge_methods_supported: ['S256'],
            response_types_supported: ['code'],
            scopes_supported: expect.arrayContaining(['match:read', 'match:play', 'lobby']),
          }),
        );
      }
    });
  });
});
