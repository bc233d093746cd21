import http from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';
import type { ConnectionLimits } from '../config/app-config';

/** How often Node checks its header and request time-outs (its default, 30 s, let a slow client stay 95 s). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** What this file reads of a layer of Express 5's router (the `router` package, 2.x). */
interface RouterLayer {
  /** Set for a route (`app.get(path, …)`), absent for middleware (`app.use(path, …)`). */
  readonly route?: unknown;
  /** The path the layer was mounted at. */
  readonly rawPath?: unknown;
}

/**
 * Moves the middleware mounted at exactly `path` that sits after the first route to just before it, every
 * such layer in its order. Express tries a request against every layer in order, one regular expression per
 * route: @nestjs/apollo mounts GraphQL once Nest has added every REST route (about 160), so each GraphQL
 * request was matched against all of them first (about 4 % of the server's CPU per move over HTTP, issue 36).
 * The driver mounts two layers there (one that defaults `req.body`, then Apollo's): moving only the first
 * left Apollo's behind the routes, and each request still walked them all after it (router and
 * path-to-regexp, ~6 % of a GraphQL move's CPU). No REST route lies under `path`, so none of them could have
 * answered such a request: the order of answers is unchanged. Returns how many layers moved.
 */
export function hoistMountBeforeRoutes(stack: RouterLayer[], path: string): number {
  const firstRoute = stack.findIndex((layer) => layer.route !== undefined);
  if (firstRoute === -1) return 0;
  const mounted = stack.filter((layer, i) => i > firstRoute && layer.route === undefined && layer.rawPath === path);
  if (mounted.length === 0) return 0;
  const rest = stack.filter((layer) => !mounted.includes(layer));
  rest.splice(firstRoute, 0, ...mounted);
  stack.splice(0, stack.length, ...rest);
  return mounted.length;
}

/**
 * Nest's Express adapter with bounded connections:
 * - a client must send its headers within headersTimeoutMs and its whole request within
 *   requestTimeoutMs (Node answers 408 and closes), checked every second: before, a client trickling a
 *   byte at a time held its socket for 95 s (headers) or 335 s (body);
 * - closing first ends the open SSE streams with a last message (`onClosing`: ConnectionRegistry.endStreams),
 *   then stops accepting, closes idle keep-alive sockets as they appear and cuts whatever is still open
 *   after shutdownGraceMs, so a slow or stuck client cannot hold the shutdown.
 */
export class BoundedExpressAdapter extends ExpressAdapter {
  /** `onClosing` runs when the server starts closing, whoever closes it (Apollo's drain plugin does, first). */
  constructor(
    private readonly limits: ConnectionLimits,
    private readonly onClosing: () => void,
    /** Mounts to try before the REST routes (hoistMountBeforeRoutes): GraphQL's path. */
    private readonly earlyMounts: readonly string[] = [],
  ) {
    super();
  }

  /**
   * Nest sets its not-found handler once every route and the GraphQL driver's middleware are in place, and
   * before the application listens: the moment to reorder them.
   */
  override setNotFoundHandler(...args: Parameters<ExpressAdapter['setNotFoundHandler']>): unknown {
    const stack = (this.getInstance<Express>().router as unknown as { stack: RouterLayer[] }).stack;
    for (const path of this.earlyMounts) hoistMountBeforeRoutes(stack, path);
    return super.setNotFoundHandler(...args);
  }

  override initHttpServer(options: NestApplicationOptions): void {
    if (options.httpsOptions) throw new Error('BoundedExpressAdapter serves plain HTTP (TLS ends at the proxy)');
    this.httpServer = http.createServer(
      {
        headersTimeout: this.limits.headersTimeoutMs,
        requestTimeout: this.limits.requestTimeoutMs,
        connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
      },
      this.getInstance(),
    );
    const server = this.httpServer;
    const close = server.close.bind(server);
    let closing = false;
    server.close = (callback?: (error?: Error) => void): http.Server => {
      if (!closing) {
        closing = true;
        this.onClosing();
        // Responses that end during the grace period leave keep-alive sockets: close those as they appear,
        // and cut whatever is left at its end.
        const idle = setInterval(() => server.closeIdleConnections(), 100).unref();
        const cut = setTimeout(() => server.closeAllConnections(), this.limits.shutdownGraceMs).unref();
        server.once('close', () => {
          clearInterval(idle);
          clearTimeout(cut);
        });
      }
      return close(callback);
    };
  }

  override close(): Promise<void> | undefined {
    const server = this.httpServer as http.Server | undefined;
    if (!server) return undefined;
    // Already closed by Apollo's drain plugin, usually: then the callback reports "not running", which is fine.
    return new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
