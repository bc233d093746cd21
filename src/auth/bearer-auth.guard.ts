import { ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { inspect } from 'node:util';
import { DomainError } from '../common/errors';
import { requestOf } from '../common/execution-context';
import type { CredentialsCarrier } from '../common/graphql-context';
import type { AuthUser } from './auth-user';

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

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    // Already authenticated by a class-level guard, or by an earlier root field of the same request.
    if (requestOf(context).user) return true;
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
