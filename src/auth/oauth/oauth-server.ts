import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHmac, generateKeyPairSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Configuration, default as Provider, KoaContextWithOIDC } from 'oidc-provider';
import { Clock } from '../../common/clock';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { UsersRepository } from '../../users/users.repository';
import { API_SCOPES } from '../api-scope';
import { OAuthAdapter } from './oauth-adapter';
import { PUBLIC_CLIENT_REDIRECT_PLACEHOLDER, publicRedirectUriAllowed } from './oauth-clients';
import { OAuthRecordsRepository } from './oauth-records.repository';

/** Where the authorization server is mounted (app.factory.ts); its issuer is the public URL plus this. */
export const OAUTH_PATH = '/oauth';

/** The web client's consent page (web/src/screens/AuthorizeScreen.tsx): `/authorize/<interaction uid>`. */
export const CONSENT_PATH = '/authorize';

/** Bearer secrets the server issues say what they are, so the bearer guard tells them apart without a read. */
export const OAUTH_ACCESS_TOKEN_PREFIX = 'claim_oat_';
export const OAUTH_REFRESH_TOKEN_PREFIX = 'claim_ort_';

/** Scopes an app may ask for: the personal-token scopes, and offline_access (a refresh token; always given). */
export const OAUTH_SCOPES: readonly string[] = [...API_SCOPES, 'offline_access'];

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The OAuth 2.0 authorization server: oidc-provider (an OpenID Certified implementation, kept by the author
 * of `jose`; docs/api.md "Authorise an app" says why this one), configured for the authorization code flow
 * with PKCE (S256) only, lichess-style public clients and registered confidential ones, refresh tokens
 * with rotation, revocation (RFC 7009), introspection (registered clients only) and RFC 8414 metadata.
 * Its state lives in oauth_records (OAuthAdapter). Logging in and consenting happen in the web client, with
 * the user's own session (OAuthService.approve), not in pages of the provider's.
 */
@Injectable()
export class OAuthServer {
  private readonly logger = new Logger(OAuthServer.name);
  private readonly issuer: string;
  private readonly configuration: Configuration;
  private readonly trustProxy: boolean;
  private loading: Promise<Provider> | null = null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    records: OAuthRecordsRepository,
    users: UsersRepository,
    clock: Clock,
  ) {
    const configuration: Configuration = {
      adapter: (name: string) => new OAuthAdapter(name, records, clock),
      findAccount: async (_ctx, sub) => {
        const user = await users.findById(sub);
        return user ? { accountId: user.id, claims: () => ({ sub: user.id }) } : undefined;
      },
      // Signed cookies tie the browser to its interaction; the keys derive from the JWT secret, so every
      // process of one deployment agrees on them without another setting.
      cookies: { keys: [createHmac('sha256', config.jwt.secret).update('claim oauth cookies').digest('base64url')] },
      // Only id tokens would be signed with these, and no app gets one (there is no `openid` scope); a key per
      // process keeps oidc-provider from falling back to its development keys.
      jwks: { keys: [generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' })] },
      enabledJWA: { idTokenSigningAlgValues: ['ES256'] },
      clientDefaults: { id_token_signed_response_alg: 'ES256' },
      scopes: [...OAUTH_SCOPES],
      claims: { openid: ['sub'] },
      responseTypes: ['code'],
      pkce: { required: () => true },
      allowOmittingSingleRegisteredRedirectUri: false,
      features: {
        devInteractions: { enabled: false },
        // RFC 7009 2.1: a client revokes only its own tokens (another's are answered 200 and left alone).
        revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
        // For our own services and registered clients: a public client cannot authenticate, so it cannot ask.
        introspection: { enabled: true, allowedPolicy: async (_ctx, client) => client.clientAuthMethod !== 'none' },
        userinfo: { enabled: false },
        rpInitiatedLogout: { enabled: false },
      },
      // Any app may call the token endpoint from a browser page: its tokens are bound to its PKCE verifier.
      clientBasedCORS: () => true,
      // A public client's id is anyone's to claim: the user is asked every time, never "remembered", so a
      // second app calling itself by the first's name cannot be let through on the first's consent.
      loadExistingGrant: async (ctx) => {
        const grantId = ctx.oidc.result?.consent?.grantId;
        return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
      },
      issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
      rotateRefreshToken: true,
      // Revoking any of an app's tokens (RFC 7009) ends its whole grant, like revoking a personal token.
      revokeGrantPolicy: () => true,
      // Tokens do not end with the provider's own browser session: an app keeps working until revoked.
      expiresWithSession: async () => false,
      ttl: {
        AccessToken: HOUR,
        AuthorizationCode: MINUTE,
        RefreshToken: 30 * DAY,
        Grant: 365 * DAY,
        Interaction: HOUR,
        Session: DAY,
        IdToken: HOUR,
      },
      interactions: { url: async (_ctx, interaction) => `${CONSENT_PATH}/${interaction.uid}` },
      renderError: async (ctx, out) => {
        ctx.type = 'html';
        ctx.body = errorPage(out);
      },
    };
    this.issuer = `${config.mail.publicUrl}${OAUTH_PATH}`;
    this.configuration = configuration;
    this.trustProxy = config.trustProxy !== false;
  }

  /**
   * The provider, made on first use: oidc-provider and what it loads (Koa, jose and the rest: some 5 MiB of
   * heap) stay out of a server until an app is authorised or an app's token is checked (issue 36,
   * docs/SCALING.md "Memory at rest"). A load that fails is tried again by the next caller.
   */
  provider(): Promise<Provider> {
    this.loading ??= import('oidc-provider').then(
      ({ default: OidcProvider }) => {
        const provider = new OidcProvider(this.issuer, this.configuration);
        provider.proxy = this.trustProxy;
        this.customise(provider);
        return provider;
      },
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  private customise(provider: Provider): void {
    const defaultAllowed = provider.Client.prototype.redirectUriAllowed;
    // A public client's redirect URI is the request's own (checked for shape, shown to the user); a
    // registered client's must be one it registered.
    provider.Client.prototype.redirectUriAllowed = function (this: InstanceType<Provider['Client']>, value: string) {
      if (this.redirectUris?.length === 1 && this.redirectUris[0] === PUBLIC_CLIENT_REDIRECT_PLACEHOLDER)
        return publicRedirectUriAllowed(value);
      return defaultAllowed.call(this, value);
    };
    prefixTokenIds(provider.AccessToken.prototype, OAUTH_ACCESS_TOKEN_PREFIX);
    prefixTokenIds(provider.RefreshToken.prototype, OAUTH_REFRESH_TOKEN_PREFIX);
    provider.use(refuseUnknownScopes(provider));
    provider.use(advertiseOwnScopes);
    provider.on('server_error', (_ctx: KoaContextWithOIDC, error: Error) =>
      this.logger.error(`OAuth server error: ${error.message}`),
    );
  }
}

/** The models' generateTokenId (oidc-provider's documented hook for token values) is not in its types. */
interface TokenIdSource {
  generateTokenId(): string;
}

function prefixTokenIds(prototype: object, prefix: string): void {
  const source = prototype as TokenIdSource;
  const generate = source.generateTokenId;
  source.generateTokenId = function (this: unknown) {
    return prefix + generate.call(this);
  };
}

/**
 * oidc-provider leaves out scopes it does not know and goes on; RFC 6749 4.1.2.1 says such a request is
 * `invalid_scope`. When the client and its redirect URI are good (else the provider's own checks refuse
 * the request without redirecting), the app is sent back with that error, and nothing is stored.
 */
function refuseUnknownScopes(provider: Provider) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> => {
    if (ctx.path !== '/auth' || ctx.method !== 'GET') return next();
    const { scope, client_id: clientId, redirect_uri: redirectUri, state } = ctx.query;
    if (typeof scope !== 'string' || typeof clientId !== 'string' || typeof redirectUri !== 'string') return next();
    const unknown = scope.split(' ').filter((name) => name !== '' && !OAUTH_SCOPES.includes(name));
    if (unknown.length === 0) return next();
    const client = await provider.Client.find(clientId);
    if (!client || !client.redirectUriAllowed(redirectUri)) return next();
    const target = new URL(redirectUri);
    target.searchParams.set('error', 'invalid_scope');
    target.searchParams.set(
      'error_description',
      `unknown scope: ${unknown.join(' ')}; known: ${OAUTH_SCOPES.join(' ')}`,
    );
    if (typeof state === 'string') target.searchParams.set('state', state);
    target.searchParams.set('iss', provider.issuer);
    ctx.status = 303;
    ctx.redirect(target.href);
  };
}

/**
 * oidc-provider always lists `openid` in its metadata, but no app may ask for it here (refuseUnknownScopes:
 * there are no id tokens); RFC 8414's `scopes_supported` says what a request may hold, so it is left out.
 */
async function advertiseOwnScopes(ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> {
  await next();
  const body: unknown = ctx.body;
  if (ctx.path !== '/.well-known/openid-configuration' || !body || typeof body !== 'object') return;
  (body as { scopes_supported?: string[] }).scopes_supported = [...OAUTH_SCOPES];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** A request that cannot be sent back to its app (RFC 6749 4.1.2.1: unknown client, bad redirect URI). */
function errorPage(out: object): string {
  const rows = Object.entries(out)
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Claim: this sign-in request cannot be used</title></head><body><h1>This sign-in request cannot be used</h1><p>The app that sent you here made a request Claim will not answer. You have not been sent back to it.</p><dl>${rows}</dl></body></html>`;
}

type Handler = (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: () => void) => void;

/**
 * The Express handlers of the authorization server: everything under OAUTH_PATH, and its metadata at the
 * RFC 8414 addresses, `/.well-known/oauth-authorization-server` and (the issuer has a path) the same
 * followed by `/oauth`; both answer what the provider's own discovery document says.
 */
export function oauthHandlers(server: OAuthServer): { mounted: Handler; metadata: Handler } {
  const logger = new Logger('OAuthServer');
  let callback: ReturnType<Provider['callback']> | null = null;
  // The provider is loaded by the first request that needs it (OAuthServer.provider).
  const handle = (req: IncomingMessage, res: ServerResponse): void =>
    void server
      .provider()
      .then((provider) => (callback ??= provider.callback())(req, res))
      .catch((error: unknown) => {
        logger.error(`OAuth server unavailable: ${error instanceof Error ? error.message : String(error)}`);
        if (!res.headersSent) res.writeHead(503, { 'content-type': 'text/plain' });
        res.end('the authorization server is unavailable');
      });
  return {
    mounted: (req, res) => handle(req, res),
    metadata: (req, res, next) => {
      const rest = (req.url ?? '').split('?')[0];
      if ((req.method !== 'GET' && req.method !== 'HEAD') || (rest !== '/' && rest !== '' && rest !== OAUTH_PATH))
        return next();
      req.originalUrl = `${OAUTH_PATH}/.well-known/openid-configuration`;
      req.url = '/.well-known/openid-configuration';
      handle(req, res);
    },
  };
}
