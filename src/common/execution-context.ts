import type { ExecutionContext } from '@nestjs/common';
import type { GqlContextType } from '@nestjs/graphql';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Response } from 'express';
import type { CredentialsCarrier, GraphQLContext } from './graphql-context';

/**
 * The request behind a REST call or a GraphQL operation (over HTTP, or the
 * stand-in carrying a graphql-ws connection's credentials), so that one guard
 * serves controllers and resolvers alike.
 */
export function requestOf(context: ExecutionContext): CredentialsCarrier & { ip?: string } {
  if (context.getType<GqlContextType>() === 'graphql')
    return GqlExecutionContext.create(context).getContext<GraphQLContext>().req;
  return context.switchToHttp().getRequest();
}

/** The HTTP response, or undefined for an operation over graphql-ws. */
export function responseOf(context: ExecutionContext): Response | undefined {
  if (context.getType<GqlContextType>() === 'graphql')
    return GqlExecutionContext.create(context).getContext<GraphQLContext>().res;
  return context.switchToHttp().getResponse();
}
