/**
 * Signing in with Claim from an app (OAuth 2.0 authorization code with PKCE, docs/api.md "Authorise an
 * app"), in browsers and Node.js alike: Web Crypto and fetch only. A public app needs no registration: its
 * client id is any name it chooses, and the user sees it, and the redirect URI, on the consent page.
 */

/**
 * The scopes an app may ask for: the personal-token scopes, as REST writes them (docs/api.md "Scopes"). The
 * server's metadata lists the same (`scopes_supported`, with `offline_access`); a test compares them.
 */
export const OAUTH_SCOPES = ['match:read', 'match:play', 'lobby', 'tournament:write'] as const;
export type OAuthScope = (typeof OAUTH_SCOPES)[number];

export interface Pkce {
  /** Keep it (in sessionStorage, say) until the code comes back; never send it before the token request. */
  readonly verifier: string;
  readonly challenge: string;
  readonly method: 'S256';
}

export interface OAuthTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** When the access token stops working (ms since the epoch): refresh before. */
  readonly expiresAt: number;
  readonly scopes: OAuthScope[];
}

export interface OAuthAppOptions {
  /** The server, e.g. `http://localhost:3000`. */
  readonly server: string;
  /** Any name for your app (1–100 of `A–Z a–z 0–9 . _ ~ : @ / + -`): shown to the user as who asks. */
  readonly clientId: string;
  /** Where the user's browser comes back with `?code=…&state=…`: https, a loopback http address, or `org.example.app:/cb`. */
  readonly redirectUri: string;
  readonly fetch?: typeof globalThis.fetch;
}

/** An error answer of the token endpoint: `error` is the RFC 6749 code (`invalid_grant`, …). */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string | undefined,
  ) {
    super(description ? `${error}: ${description}` : error);
    this.name = 'OAuthError';
  }
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A fresh PKCE pair (RFC 7636, S256): 32 random bytes as the verifier. */
export async function createPkce(): Promise<Pkce> {
  const verifier = base64url(globalThis.crypto.getRandomValues(new Uint8Array(32)));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64url(new Uint8Array(digest)), method: 'S256' };
}

/** A random `state` to match the answer to the request (and refuse answers the app did not ask for). */
export function createState(): string {
  return base64url(globalThis.crypto.getRandomValues(new Uint8Array(16)));
}

/**
 * Signing in with Claim for one app: the address to send the user to, then the code traded for tokens,
 * refreshed (each refresh gives a new refresh token; keep the newest) and revoked.
 */
export class ClaimOAuth {
  private readonly fetch: typeof globalThis.fetch;

  constructor(private readonly options: OAuthAppOptions) {
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  /** Where to send the user's browser to ask them. */
  authorizationUrl(scopes: readonly OAuthScope[], pkce: Pkce, state: string): string {
    const url = new URL('/oauth/auth', this.options.server);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.options.clientId);
    url.searchParams.set('redirect_uri', this.options.redirectUri);
    url.searchParams.set('scope', scopes.join(' '));
    url.searchParams.set('state', state);
    url.searchParams.set('code_challenge', pkce.challenge);
    url.searchParams.set('code_challenge_method', pkce.method);
    return url.href;
  }

  /**
   * The redirect URI's query, checked: the code when `state` is the one sent, an OAuthError when the user
   * refused (`access_denied`) or the request was refused (`invalid_scope`, …).
   */
  codeFrom(callbackUrl: string, expectedState: string): string {
    const params = new URL(callbackUrl).searchParams;
    if (params.get('state') !== expectedState)
      throw new OAuthError(0, 'state_mismatch', 'not the answer to our request');
    const error = params.get('error');
    if (error) throw new OAuthError(0, error, params.get('error_description') ?? undefined);
    const code = params.get('code');
    if (!code) throw new OAuthError(0, 'invalid_response', 'no code in the answer');
    return code;
  }

  /** The code (valid for a minute, once) and the PKCE verifier of its request, traded for tokens. */
  exchangeCode(code: string, pkce: Pkce): Promise<OAuthTokens> {
    return this.tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.options.redirectUri,
      code_verifier: pkce.verifier,
    });
  }

  /** New tokens for a refresh token, which is used up: keep the new one. */
  refresh(refreshToken: string): Promise<OAuthTokens> {
    return this.tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /** Signs the app out (RFC 7009): the whole authorisation ends, both tokens with it. */
  async revoke(token: string): Promise<void> {
    const response = await this.post('/oauth/token/revocation', { token });
    if (!response.ok) throw await oauthError(response);
  }

  private async tokenRequest(form: Record<string, string>): Promise<OAuthTokens> {
    const response = await this.post('/oauth/token', form);
    if (!response.ok) throw await oauthError(response);
    const body = (await response.json()) as {
      access_token: string;
      refresh_token: string;
      expires_in: number;
      scope?: string;
    };
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token,
      expiresAt: Date.now() + body.expires_in * 1000,
      scopes: (body.scope ?? '').split(' ').filter(isOAuthScope),
    };
  }

  private post(path: string, form: Record<string, string>): Promise<Response> {
    return this.fetch(new URL(path, this.options.server).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...form, client_id: this.options.clientId }).toString(),
    });
  }
}

function isOAuthScope(name: string): name is OAuthScope {
  return (OAUTH_SCOPES as readonly string[]).includes(name);
}

async function oauthError(response: Response): Promise<OAuthError> {
  const body = (await response.json().catch(() => ({}))) as { error?: string; error_description?: string };
  return new OAuthError(response.status, body.error ?? 'server_error', body.error_description);
}
