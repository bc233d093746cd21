import { ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { inspect } from 'node:util';
import { DomainError } from '../common/errors';
import { requestOf } from '../common/execution-context';
import type { CredentialsCarrier } from '../common/graphql-context';
import { AddressRecorder } from './address-recorder';
import type { AuthUser } from './auth-user';
import { Presence } from './presence';
import { Sessions } from './sessions';

/**
 * Requires `Authorization: Bearer <credential>`, where the credential is a
 * personal API token (`claim_pat_…`, ApiTokenStrategy), an app's OAuth access
 * token (`claim_oat_…`, OAuthTokenStrategy) or a session JWT (JwtStrategy). Serves REST routes and GraphQL operations, including those
 * over graphql-ws, where the credential comes from connectionParams (see
 * buildGraphQLContext).
 */
@Injectable()
export class BearerAuthGuard extends AuthGuard(['api-token', 'oauth-token', 'jwt']) {
  private readonly logger = new Logger(BearerAuthGuard.name);

  constructor(
    private readonly sessions: Sessions,
    private readonly presence: Presence,
    private readonly addresses: AddressRecorder,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const allowed = await this.authenticate(context);
    const user = requestOf(context).user;
    // "Friends online" (src/auth/presence.ts): a credential in use is a player around.
    if (allowed && user) {
      this.presence.seen(user.id);
      // Where the session is used from, as keyed hashes (docs/fair-play.md "Addresses"): never shown to players.
      this.addresses.seen(user, requestOf(context).ip, requestOf(context).headers['x-claim-device']);
    }
    return allowed;
  }

  private async authenticate(context: ExecutionContext): Promise<boolean> {
    const request = requestOf(context);
    // Already authenticated by a class-level guard, or by an earlier root field of the same request.
    if (request.user) return true;
    // A session JWT verified before (the same header again: a bot's next move, the next operation on a
    // graphql-ws connection) is checked for expiry and its session only; anything else, and a session that
    // has ended, takes passport's path, which refuses it as it always did.
    const authorization = request.headers.authorization;
    if (authorization) {
      let user: AuthUser | false | undefined;
      try {
        user = await this.sessions.authenticateVerified(authorization);
      } catch (error) {
        user = this.handleRequest(error, false);
      }
      if (user) {
        request.user = user;
        this.sessions.touch(user, request.headers['user-agent']);
        return true;
      }
    }
    const allowed = (await super.canActivate(context)) as boolean;
    // The session's "last used" and device, for the sessions list (written at most once a minute).
    if (allowed && request.user) this.sessions.touch(request.user, request.headers['user-agent']);
    return allowed;
  }

  override getRequest(context: ExecutionContext): CredentialsCarrier {
    return requestOf(context);
  }

  /**
   * Every failed check (missing, malformed, forged, expired, revoked or unknown credential) looks the same
   * to the client. An error is different: the credential could not be checked at all (the database is
   * unreachable), so the caller is told to retry rather than to sign in again.
   */
  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false | null): TUser {
    if (error) {
      if (error instanceof DomainError) throw error;
      this.logger.warn(`credential check failed: ${error instanceof Error ? error.message : inspect(error)}`);
      throw new DomainError({ code: 'SERVICE_UNAVAILABLE' });
    }
    if (!user) throw new DomainError({ code: 'UNAUTHENTICATED' });
    return user;
  }
}

/** BearerAuthGuard for @AllowVisitors: a request without an Authorization header passes as a visitor. */
@Injectable()
export class VisitorOrBearerGuard extends BearerAuthGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!requestOf(context).headers.authorization) return true;
    return super.canActivate(context);
  }
}
