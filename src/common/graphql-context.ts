import type { IncomingMessage } from 'node:http';
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
  /**
   * Over graphql-ws: the connection's authorization, and the upgrade request's X-Request-Id and User-Agent.
   * X-Claim-Device: the web client's random device id (docs/fair-play.md "Addresses"), over HTTP only.
   */
  headers: { authorization?: string; 'x-request-id'?: string; 'user-agent'?: string; 'x-claim-device'?: string };
  /** The client's address (with TRUST_PROXY applied): what login throttling counts by before sign-in. */
  ip?: string;
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

/**
 * `addressOf` reads a graphql-ws connection's client address from its upgrade request, so that login and
 * registration over the socket count against the same per-address budget as over HTTP.
 */
export function buildGraphQLContext(
  args: HttpContextArgs | WsContextArgs,
  addressOf?: (request: IncomingMessage) => string,
): GraphQLContext {
  if ('extra' in args) {
    // graphql-ws: clients send `{ authorization: 'Bearer …' }` as connectionParams. The upgrade request's
    // X-Request-Id is the id of every operation on the connection (requestMeta checks it as over HTTP).
    const authorization = args.connectionParams?.authorization;
    const request = (args.extra as { request?: IncomingMessage } | undefined)?.request;
    const requestId = request?.headers['x-request-id'];
    return {
      req: {
        headers: {
          authorization: typeof authorization === 'string' ? authorization : undefined,
          'x-request-id': Array.isArray(requestId) ? requestId[0] : requestId,
          // The device a session is used from, for the sessions list (Sessions.touch).
          'user-agent': request?.headers['user-agent'],
        },
        ip: request && addressOf ? addressOf(request) : undefined,
      },
    };
  }
  return { req: args.req, res: args.res };
}
