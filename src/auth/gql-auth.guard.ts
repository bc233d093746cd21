import { ExecutionContext, Injectable } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '../common/errors';
import type { CredentialsCarrier, GraphQLContext } from '../common/graphql-context';
import type { AuthUser } from './auth-user';

/**
 * Requires a valid access token for a query, mutation or subscription. Works
 * over graphql-ws too: there the token comes from connectionParams (see
 * buildGraphQLContext).
 */
@Injectable()
export class GqlAuthGuard extends AuthGuard('jwt') {
  override getRequest(context: ExecutionContext): CredentialsCarrier {
    return GqlExecutionContext.create(context).getContext<GraphQLContext>().req;
  }

  // Every failure (missing, malformed, forged, expired token) looks the same to the client.
  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false | null): TUser {
    if (error || !user) throw new DomainError({ code: 'UNAUTHENTICATED' });
    return user;
  }
}
