import { ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { inspect } from 'node:util';
import { DomainError } from '../common/errors';
import { requestOf } from '../common/execution-context';
import type { CredentialsCarrier } from '../common/graphql-context';
import type { AuthUser } from './auth-user';
import { StreamCredentials } from './stream-credentials';

/**
 * Requires `Authorization: Bearer <credential>`, where the credential is a
 * personal API token (`claim_pat_…`, ApiTokenStrategy) or a session JWT
 * (JwtStrategy). Serves REST routes and GraphQL operations, including those
 * over graphql-ws, where the credential comes from connectionParams (see
 * buildGraphQLContext).
 */
@Injectable()
export class BearerAuthGuard extends AuthGuard(['api-token', 'jwt']) {
  private readonly logger = new Logger(BearerAuthGuard.name);

  constructor(private readonly credentials: StreamCredentials) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = requestOf(context);
    // Already authenticated by a class-level guard, or by an earlier root field of the same request.
    if (request.user) return true;
    // A graphql-ws connection signed in with a session JWT at connection_init: its signature, issuer and
    // audience cannot have changed since, so what is left to check is what passport's JwtStrategy would
    // check again, expiry and the session (Sessions, the same cache), without passport and jsonwebtoken per
    // move. Personal tokens take the full path (a token's lookup also records its use). A failed check
    // falls through to it too, which refuses as for any other bad credential.
    const signedIn = request.connectionUser;
    if (signedIn && signedIn.tokenId === null && (await this.credentials.check(signedIn)) === null) {
      request.user = signedIn;
      return true;
    }
    return (await super.canActivate(context)) as boolean;
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
