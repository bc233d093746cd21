import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { DomainError } from '../common/errors';
import type { GraphQLContext } from '../common/graphql-context';
import type { AuthUser } from './auth-user';

/** The caller authenticated by GqlAuthGuard; use only behind that guard. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  const user = GqlExecutionContext.create(context).getContext<GraphQLContext>().req.user;
  if (!user) throw new DomainError({ code: 'UNAUTHENTICATED' });
  return user;
});
