import http from 'node:http';
import { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { ConnectionLimits } from '../config/app-config';

/** How often Node checks its header and request time-outs (its default, 30 s, let a slow client stay 95 s). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/**
 * Nest's Express adapter with bounded connections:
 * - a client must send its headers within headersTimeoutMs and its whole request within
 *   requestTimeoutMs (Node answers 408 and closes), checked every second: before, a client trickling a
 *   byte at a time held its socket for 95 s (headers) or 335 s (body);
 * - closing stops accepting, closes idle keep-alive sockets at once and cuts whatever is still open
 *   after shutdownGraceMs, so a slow or stuck client cannot hold the shutdown (open SSE streams have
 *   been ended with a last message before: ConnectionRegistry.beforeApplicationShutdown).
 */
export class BoundedExpressAdapter extends ExpressAdapter {
  constructor(private readonly limits: ConnectionLimits) {
    super();
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
  }

  override close(): Promise<void> | undefined {
    const server = this.httpServer as http.Server | undefined;
    if (!server) return undefined;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Responses that end during the grace period leave keep-alive sockets behind: close those as they appear.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => server.closeAllConnections(), this.limits.shutdownGraceMs);
    server.closeIdleConnections();
    return closed.finally(() => {
      clearInterval(idle);
      clearTimeout(cut);
    });
  }
}
