import http from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { ConnectionLimits } from '../config/app-config';

/** How often Node checks its header and request time-outs (its default, 30 s, let a slow client stay 95 s). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

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
  ) {
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
