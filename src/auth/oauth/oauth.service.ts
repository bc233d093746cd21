import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/errors';
import { UsersRepository } from '../../users/users.repository';
import { API_SCOPES, isApiScope, type ApiScope } from '../api-scope';
import type { AuthUser } from '../auth-user';
import { OAUTH_GRANT_PREFIX, StreamCredentials } from '../stream-credentials';
import { PUBLIC_CLIENT_REDIRECT_PLACEHOLDER } from './oauth-clients';
import { registerOAuthClient, type RegisteredClient } from './oauth-client-registration';
import { OAuthRecordsRepository } from './oauth-records.repository';
import { OAUTH_ACCESS_TOKEN_PREFIX, OAuthServer } from './oauth-server';

/** What the consent page shows: who asks, for what, and where the user will be sent back. */
export interface OAuthRequestDetails {
  readonly uid: string;
  readonly clientId: string;
  /** A registered client's name; null for a public client, whose id is its only name (and unverified). */
  readonly clientName: string | null;
  readonly registered: boolean;
  readonly redirectUri: string;
  readonly scopes: readonly ApiScope[];
}

/** An app the user has authorised, for "authorised apps" in Settings. */
export interface AuthorisedApp {
  /** The grant's id: revoke it with revokeAuthorisedApp. */
  readonly id: string;
  readonly clientId: string;
  readonly scopes: readonly ApiScope[];
  readonly createdAt: Date;
  readonly expiresAt: Date | null;
}

const INTERACTION_UID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Apps acting for a user through OAuth 2.0: the consent step of the authorization server (oidc-provider
 * asks, the user answers in the web client with their own session), the authorised apps and their
 * revocation, and the access tokens apps send, which stand for the user with the granted scopes exactly
 * as a personal token with those scopes would (authenticate).
 */
@Injectable()
export class OAuthService {
  constructor(
    private readonly server: OAuthServer,
    private readonly records: OAuthRecordsRepository,
    private readonly users: UsersRepository,
    private readonly streams: StreamCredentials,
    private readonly clock: Clock,
  ) {}

  /** The pending request `uid` (the consent page's address), as the user is to see it. */
  async request(uid: string): Promise<OAuthRequestDetails> {
    const interaction = await this.findInteraction(uid);
    const params = interaction.params;
    const clientId = String(params.client_id);
    const client = await (await this.server.provider()).Client.find(clientId);
    if (!client) throw notFound();
    const registered = !(
      client.redirectUris?.length === 1 && client.redirectUris[0] === PUBLIC_CLIENT_REDIRECT_PLACEHOLDER
    );
    return {
      uid,
      clientId,
      clientName: registered ? (client.clientName ?? null) : null,
      registered,
      redirectUri: String(params.redirect_uri),
      scopes: requestedScopes(params.scope),
    };
  }

  /**
   * The user says yes: a grant of the requested scopes (and a refresh token) for the app, and the address
   * the browser goes on to, where oidc-provider sends the code to the app's redirect URI.
   */
  async approve(user: AuthUser, uid: string): Promise<string> {
    const interaction = await this.findInteraction(uid);
    const provider = await this.server.provider();
    const grant = new provider.Grant({ accountId: user.id, clientId: String(interaction.params.client_id) });
    grant.addOIDCScope([...requestedScopes(interaction.params.scope), 'offline_access'].join(' '));
    const grantId = await grant.save();
    return this.finish(interaction, { login: { accountId: user.id }, consent: { grantId } });
  }

  /** The user says no: the app gets `access_denied` (RFC 6749 4.1.2.1). */
  async deny(uid: string): Promise<string> {
    const interaction = await this.findInteraction(uid);
    return this.finish(interaction, {
      error: 'access_denied',
      error_description: 'The user did not authorise this app',
    });
  }

  async apps(user: AuthUser): Promise<AuthorisedApp[]> {
    const grants = await this.records.grantsOf(user.id, this.clock.now());
    return grants.map((grant) => ({
      id: grant.grantId,
      clientId: grant.clientId,
      scopes: requestedScopes(grant.scope),
      createdAt: grant.createdAt,
      expiresAt: grant.expiresAt,
    }));
  }

  /** Ends the app's access at once: its tokens stop working, its open streams end (StreamCredentials). */
  async revoke(user: AuthUser, id: string): Promise<AuthorisedApp> {
    const app = (await this.apps(user)).find((candidate) => candidate.id === id);
    if (!app) throw new DomainError({ code: 'NOT_FOUND', entity: 'AuthorisedApp' });
    await this.records.destroyGrant(id);
    this.streams.revoked(OAUTH_GRANT_PREFIX + id);
    return app;
  }

  /**
   * Ends the access of every app the user authorised, as revoking each in Settings does: "sign out
   * everywhere" (AuthService.revokeAllSessions) and suspension (`claim suspend`, src/cli/admin.ts, which
   * calls the repository itself: it runs without the server). How many authorisations ended.
   */
  async revokeAll(userId: string): Promise<number> {
    const grantIds = await this.records.destroyAccount(userId);
    for (const grantId of grantIds) this.streams.revoked(OAUTH_GRANT_PREFIX + grantId);
    return grantIds.length;
  }

  /** Registers a confidential client (registerOAuthClient; `claim oauth-client`). */
  registerClient(name: string, redirectUris: readonly string[]): Promise<RegisteredClient> {
    return registerOAuthClient(this.server, this.records, name, redirectUris);
  }

  /** The caller an OAuth access token stands for, or null for an unknown, expired or revoked one. */
  async authenticate(secret: string): Promise<AuthUser | null> {
    if (!secret.startsWith(OAUTH_ACCESS_TOKEN_PREFIX)) return null;
    const token = await (await this.server.provider()).AccessToken.find(secret);
    if (!token || !token.accountId || !token.grantId || token.isExpired) return null;
    const user = await this.users.findById(token.accountId);
    if (!user) return null;
    const caller: AuthUser = {
      id: user.id,
      username: user.username,
      role: user.role,
      guest: user.isGuest,
      scopes: requestedScopes(token.scope),
      tokenId: OAUTH_GRANT_PREFIX + token.grantId,
      expiresAt: (token.exp ?? 0) * 1000,
      session: null,
    };
    // A token minted by a refresh that raced the revocation of its grant outlives the grant by a row: the grant
    // decides (StreamCredentials' check, cached for two seconds and set at once by a revocation here).
    return (await this.streams.check(caller)) === null ? caller : null;
  }

  private async findInteraction(uid: string) {
    if (!INTERACTION_UID.test(uid)) throw notFound();
    const interaction = await (await this.server.provider()).Interaction.find(uid);
    if (!interaction || interaction.result) throw notFound();
    return interaction;
  }

  private async finish(
    interaction: Awaited<ReturnType<OAuthService['findInteraction']>>,
    result: Record<string, unknown>,
  ): Promise<string> {
    interaction.result = result;
    const now = Math.floor(this.clock.now().getTime() / 1000);
    await interaction.save(Math.max(1, (interaction.exp ?? now) - now));
    return interaction.returnTo;
  }
}

function notFound(): DomainError {
  return new DomainError(
    { code: 'NOT_FOUND', entity: 'OAuthRequest' },
    'This sign-in request does not exist, has expired or has been answered; start again from the app',
  );
}

/** The API scopes of a scope string, in the canonical order; offline_access and anything else left out. */
function requestedScopes(scope: unknown): ApiScope[] {
  const names = typeof scope === 'string' ? scope.split(' ') : [];
  return API_SCOPES.filter((name) => names.includes(name) && isApiScope(name));
}
