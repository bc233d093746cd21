import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { DomainError } from '../common/errors';
import type { ConnectionRegistry, Lease } from '../connections/connection-registry';
import { refusalMessage } from '../connections/connection-registry';
import { logUnexpected, restErrorOf } from './rest-exception.filter';
import { lastEventIdOf } from './dto/strict-query';

const logger = new Logger('ServerSentEvents');

/** A comment line now and then keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

/** The last message of a stream the server ends because it is shutting down. */
export const SHUTDOWN_ERROR = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'The server is shutting down; reconnect (with Last-Event-ID) in a moment to resume',
} as const;

/** The last message of a stream whose session ended or whose personal token was revoked (closed at once). */
export const CREDENTIAL_ENDED_ERROR = {
  code: 'UNAUTHENTICATED',
  message: 'The session or API token this stream was opened with has ended; sign in again',
} as const;

/** How long a client refused by a connection cap is asked to wait before it opens the stream again. */
const STREAM_RETRY_AFTER_S = 5;

/**
 * The stream's slot in the ConnectionRegistry for this request. When a connection cap is reached: RATE_LIMITED
 * (with `retryAfter`), after closing `source`, which the caller opened first so that a stream of something that
 * does not exist is NOT_FOUND rather than refused. One place for every SSE route.
 */
export async function leaseStream(
  connections: ConnectionRegistry,
  request: Request,
  userId: string | null,
  source: AsyncIterator<unknown>,
): Promise<Lease> {
  const lease = connections.open(request.ip ?? 'unknown', userId);
  if (typeof lease !== 'string') return lease;
  await source.return?.();
  throw new DomainError(
    { code: 'RATE_LIMITED', retryAfter: STREAM_RETRY_AFTER_S },
    refusalMessage(lease, connections.limits),
  );
}

/** One message of an event stream. */
export interface SseMessage {
  /** What EventSource sends back as Last-Event-ID; only messages a client can resume after carry one. */
  readonly id?: number;
  /** The message's `event:` name; none is EventSource's default, "message". */
  readonly event?: string;
  /** Sent as JSON. */
  readonly data: unknown;
}

/**
 * Writes `messages` to the response as Server-Sent Events until the source ends, the client goes away or
 * the server shuts down; `lease` is the stream's slot in the ConnectionRegistry. Written by hand rather
 * than with Nest's @Sse, which gives every message without an id a made-up one (an error frame got
 * `id: 1`, which a reconnecting EventSource would send back as Last-Event-ID). When the stream has to end
 * (the source threw: credential revoked or expired, database away too long; or shutdown) its last
 * message is `event: error` with the usual error body, without an id. A slow reader is waited for, so a
 * stream never buffers more than one message beyond what the socket took. `caller` is the credential the
 * stream was opened with (null for a visitor): ending that session or revoking that token ends the stream
 * at once (OpenStreams), with CREDENTIAL_ENDED_ERROR.
 */
export function writeServerSentEvents(
  connections: ConnectionRegistry,
  messages: AsyncIterableIterator<SseMessage>,
  lease: Lease,
  caller: AuthUser | null,
  request: Request,
  response: Response,
): void {
  const stop = new AbortController();
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  response.flushHeaders();

  const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const end = (last?: Record<string, unknown>): void => {
    if (stop.signal.aborted) return;
    stop.abort();
    if (last) response.write(`event: error\ndata: ${JSON.stringify(last)}\n\n`);
    response.end();
  };
  const unregister = connections.onShutdown(() => end(SHUTDOWN_ERROR));
  const forget = caller ? connections.credentials.add(caller, () => end(CREDENTIAL_ENDED_ERROR)) : () => false;
  stop.signal.addEventListener(
    'abort',
    () => {
      clearInterval(heartbeat);
      unregister();
      forget();
      lease.release();
      // Stops listening at once, also while the source waits for its next message.
      void messages.return?.();
    },
    { once: true },
  );
  // The client went away (or the socket was cut).
  request.once('close', () => end());

  void (async () => {
    try {
      for (let next = await messages.next(); !next.done && !stop.signal.aborted; next = await messages.next()) {
        if (!response.write(serverSentEvent(next.value))) await drained(response, stop.signal);
      }
      end();
    } catch (error) {
      if (stop.signal.aborted) return;
      const { body, unexpected } = restErrorOf(error);
      if (unexpected) logUnexpected(logger, error);
      end(body);
    }
  })();
}

/** A message as written on the wire. */
export function serverSentEvent({ id, event, data }: SseMessage): string {
  return `${id === undefined ? '' : `id: ${id}\n`}${event === undefined ? '' : `event: ${event}\n`}data: ${JSON.stringify(data)}\n\n`;
}

/** Waits until a slow reader has taken what was written (or the stream ended). */
function drained(response: Response, stopped: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      response.off('drain', done);
      stopped.removeEventListener('abort', done);
      resolve();
    };
    response.once('drain', done);
    stopped.addEventListener('abort', done, { once: true });
  });
}

/**
 * The event id a client resumes after: the Last-Event-ID header (which EventSource sends when it
 * reconnects), else the query's fallback (for clients that cannot set headers); undefined without either.
 * A header that is no seq is 400 BAD_USER_INPUT, as a bad `after` is (it used to be ignored).
 */
export function resumeAfter(request: Request, fallback: number | undefined): number | undefined {
  return lastEventIdOf(request.header('last-event-id')) ?? fallback;
}
