import { createHash, randomBytes } from 'node:crypto';
import { gql } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';

/** A browser's cookies for one server, as far as these tests need them (name → value). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function newPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizeParams {
  clientId: string;
  redirectUri: string;
  scope: string;
  state?: string;
  pkce?: Pkce;
  extra?: Record<string, string>;
}

export function authorizeUrl(app: TestApp, params: AuthorizeParams): string {
  const url = new URL(`${app.baseUrl}/oauth/auth`);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', params.clientId);
  url.searchParams.set('redirect_uri', params.redirectUri);
  url.searchParams.set('scope', params.scope);
  if (params.state !== undefined) url.searchParams.set('state', params.state);
  if (params.pkce) {
    url.searchParams.set('code_challenge', params.pkce.challenge);
    url.searchParams.set('code_challenge_method', 'S256');
  }
  for (const [key, value] of Object.entries(params.extra ?? {})) url.searchParams.set(key, value);
  return url.href;
}

/** One GET as a browser makes it, following no redirect: the status, the Location and the body. */
export async function browserGet(
  url: string,
  jar: CookieJar,
): Promise<{ status: number; location: string | null; body: string }> {
  const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
  jar.take(response);
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

/** The consent page's uid from the authorization endpoint's redirect to /authorize/<uid>. */
export function consentUid(location: string | null): string {
  const match = /\/authorize\/([^/?#]+)$/.exec(location ?? '');
  if (!match) throw new Error(`not a consent page: ${location}`);
  return match[1];
}

/**
 * The whole browser side of a consent: the app's authorization request, the user's approval with their
 * session, and the redirect back to the app. Returns the app's redirect URI with its query.
 */
export async function authorizeAndApprove(app: TestApp, sessionToken: string, params: AuthorizeParams): Promise<URL> {
  return approveAt(app, sessionToken, authorizeUrl(app, params));
}

/** authorizeAndApprove for an authorization request the app built itself. */
export async function approveAt(app: TestApp, sessionToken: string, requestUrl: string): Promise<URL> {
  const jar = new CookieJar();
  const start = await browserGet(requestUrl, jar);
  if (start.status !== 303) throw new Error(`authorization request: ${start.status} ${start.body}`);
  const uid = consentUid(start.location);
  const approved = await gql<{ approveOAuthRequest: { redirectTo: string } }>(
    app,
    'mutation($uid: String!) { approveOAuthRequest(uid: $uid) { redirectTo } }',
    { token: sessionToken, variables: { uid } },
  );
  const redirectTo = approved.data?.approveOAuthRequest.redirectTo;
  if (!redirectTo) throw new Error(`approve failed: ${JSON.stringify(approved.errors)}`);
  let next = new URL(redirectTo, app.baseUrl).href;
  // The resume step may go through the provider more than once before it sends the browser back to the app.
  for (let hop = 0; hop < 5; hop++) {
    const step = await browserGet(next, jar);
    if (!step.location) throw new Error(`resume: ${step.status} ${step.body}`);
    const target = new URL(step.location, next);
    if (target.origin !== app.baseUrl || !target.pathname.startsWith('/oauth/')) return target;
    next = target.href;
  }
  throw new Error('too many redirects');
}

export interface TokenAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** A POST to the token (or revocation, introspection) endpoint, form-encoded as RFC 6749 says. */
export async function tokenRequest(
  app: TestApp,
  form: Record<string, string>,
  path = '/oauth/token',
  headers: Record<string, string> = {},
): Promise<TokenAnswer> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}
