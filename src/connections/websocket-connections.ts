import type { IncomingMessage } from 'node:http';
import type { Context } from 'graphql-ws';
import type { WebSocket } from 'ws';
import type { ConnectionLimits } from '../config/app-config';
import { identifyBearer } from './bearer-identity';
import type { ConnectionRegistry, Lease } from './connection-registry';
import { refusalMessage } from './connection-registry';

/** "Try Again Later": the standard close code for a server over capacity; graphql-ws clients retry it. */
export const CLOSE_TOO_MANY = 1013;
/** graphql-ws's Unauthorized. */
export const CLOSE_UNAUTHORIZED = 4401;

/**
 * The graphql-ws side of ConnectionRegistry. Every accepted socket takes a slot of its client address at
 * once (a flood of sockets that never send connection_init is bounded too, and those are closed after
 * connectionInitTimeoutMs by graphql-ws); at connection_init its credential is checked and the socket
 * also takes a slot of the account. A socket without a valid credential can only log in, register or
 * watch public matches, so it is closed after anonymousLifetimeMs without an open subscription instead of
 * staying open for ever (its address slot still bounds how many a visitor holds).
 */
export class WebSocketConnections {
  private readonly leases = new WeakMap<WebSocket, Lease>();

  constructor(
    private readonly registry: ConnectionRegistry,
    private readonly addressOf: (request: IncomingMessage) => string,
  ) {}

  get limits(): ConnectionLimits {
    return this.registry.limits;
  }

  opened(socket: WebSocket, request: IncomingMessage): void {
    const lease = this.registry.open(this.addressOf(request));
    if (typeof lease === 'string') {
      socket.close(CLOSE_TOO_MANY, refusalMessage(lease, this.limits));
      return;
    }
    this.leases.set(socket, lease);
    socket.once('close', () => lease.release());
  }

  /** graphql-ws's onConnect: false refuses the connection (graphql-ws then closes it, if we have not). */
  async identify(ctx: Context): Promise<boolean> {
    const socket = (ctx.extra as { socket: WebSocket }).socket;
    const authorization = ctx.connectionParams?.authorization;
    const user = await identifyBearer(typeof authorization === 'string' ? authorization : undefined);
    if (!user) {
      // A visitor watching public matches (matchUpdated without a token) keeps the socket while a
      // subscription is open; one that only logs in or registers is closed after its lifetime.
      let timer: NodeJS.Timeout;
      const expire = (): void => {
        if (Object.keys(ctx.subscriptions).length > 0) {
          timer = setTimeout(expire, this.limits.anonymousLifetimeMs);
          timer.unref();
        } else socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized: reconnect with a credential in connectionParams');
      };
      timer = setTimeout(expire, this.limits.anonymousLifetimeMs);
      timer.unref();
      socket.once('close', () => clearTimeout(timer));
      return true;
    }
    const lease = this.leases.get(socket);
    if (lease && !lease.attachUser(user.id)) {
      socket.close(CLOSE_TOO_MANY, refusalMessage('USER', this.limits));
      return false;
    }
    // Ending the session (or revoking the token) this socket signed in with closes it at once, its
    // subscriptions with it: every operation on it would be refused from then on anyway.
    const forget = this.registry.credentials.add(user, () =>
      socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized: the credential of this connection has ended; sign in again'),
    );
    socket.once('close', forget);
    return true;
  }
}
