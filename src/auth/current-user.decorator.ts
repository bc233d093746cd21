import type { ExecutionContext } from '@nestjs/common';
import { createParamDecorator } from '@nestjs/common';
import { DomainError } from '../common/errors';
import { requestOf } from '../common/execution-context';
import type { AuthUser } from './auth-user';

/** The caller authenticated by @RequireScopes (or BearerAuthGuard); use only behind it. Resolvers and controllers alike. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  const user = requestOf(context).user;
  if (!user) throw new DomainError({ code: 'UNAUTHENTICATED' });
  return user;
});

/** The caller behind @AllowVisitors: null for a visitor who sent no credential. */
export const CurrentUserOrVisitor = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser | null => requestOf(context).user ?? null,
);
