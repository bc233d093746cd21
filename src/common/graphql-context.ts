import type { Request, Response } from 'express';

/**
 * What resolvers and guards see as the GraphQL context, whether the
 * operation came over HTTP or over graphql-ws. For WebSocket operations
 * `req` is a minimal stand-in carrying the connection's credentials, so the
 * same passport guard authenticates both.
 */
export interface GraphQLContext {
  req: CredentialsCarrier;
  res?: Response;
}

export interface CredentialsCarrier {
  headers: { authorization?: string };
  /**
   * Set by passport once the bearer token is verified: src/auth/auth-user.ts makes Express.User its
   * AuthUser, so that this folder, below auth, need not import it.
   */
  user?: Express.User;
}

export interface HttpContextArgs {
  req: Request;
  res: Response;
}

export interface WsContextArgs {
  connectionParams?: Readonly<Record<string, unknown>>;
  extra: unknown;
}

export function buildGraphQLContext(args: HttpContextArgs | WsContextArgs): GraphQLContext {
  if ('extra' in args) {
    // graphql-ws: clients send `{ authorization: 'Bearer …' }` as connectionParams.
    const authorization = args.connectionParams?.authorization;
    return { req: { headers: { authorization: typeof authorization === 'string' ? authorization : undefined } } };
  }
  return { req: args.req, res: args.res };
}
