import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/auth-user';
import type { StreamCredentials } from '../auth/stream-credentials';
import type { ConnectionRegistry, Lease } from '../connections/connection-registry';
import { toUpdateModel } from '../matches/graphql/match.mapper';
import type { MatchNotifier } from '../matches/match-notifier';
import type { MatchesService } from '../matches/matches.service';
import { logUnexpected, restErrorOf } from './rest-exception.filter';

const logger = new Logger('MatchStream');

/** A comment line now and then keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

/** The last message of a stream the server ends because it is shutting down. */
export const SHUTDOWN_ERROR = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'The server is shutting down; reconnect (with Last-Event-ID) in a moment to resume',
} as const;

export interface MatchStreamDeps {
  readonly matches: MatchesService;
  readonly notifier: MatchNotifier;
  readonly credentials: StreamCredentials;
  readonly connections: ConnectionRegistry;
}

/**
 * The Server-Sent Events of one match for one caller, written straight to the response: a message per
 * committed event, with `id` = the event's seq and `data` = `{ event, match }` (the event and the
 * caller's view right after it, as GraphQL's matchUpdated sends them). Events after `after` are sent
 * first, so a client that passes the version it has (or reconnects with Last-Event-ID) misses nothing;
 * then new events as MatchNotifier announces them, in order, each exactly once. The caller must have
 * been authorized to watch the match (null: a visitor without a token, who has no credential to recheck),
 * and `lease` is its slot in the ConnectionRegistry.
 *
 * Written by hand rather than with Nest's @Sse, which gives every message without an id a made-up one
 * (the error frame got `id: 1`, which a reconnecting EventSource would send back as Last-Event-ID): only
 * event messages carry an id here. When the stream has to end (credential revoked or expired, database
 * away too long, server shutting down) its last message is `event: error` with the usual error body.
 */
export function matchStream(
  deps: MatchStreamDeps,
  caller: AuthUser | null,
  matchId: string,
  after: number,
  lease: Lease,
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
  const unregister = deps.connections.onShutdown(() => end(SHUTDOWN_ERROR));
  stop.signal.addEventListener(
    'abort',
    () => {
      clearInterval(heartbeat);
      unregister();
      lease.release();
    },
    { once: true },
  );
  // The client went away (or the socket was cut): stop listening at once.
  request.once('close', () => end());

  // Listening starts before the first read below, so no commit falls between the two.
  const notices = deps.notifier.watch(matchId, stop.signal);
  const firstNotice = notices.next();
  firstNotice.catch(() => undefined); // awaited below; an abort before then is not an unhandled rejection
  let sent = after;

  const sendUpTo = async (version: number): Promise<void> => {
    while (sent < version && !stop.signal.aborted) {
      const update = await deps.matches.updateFor(caller, matchId, sent + 1);
      if (!update) return;
      if (caller) await deps.credentials.assertStillValid(caller);
      if (stop.signal.aborted) return;
      sent += 1;
      const data = JSON.stringify(toUpdateModel(update));
      if (!response.write(`id: ${sent}\ndata: ${data}\n\n`)) await drained(response, stop.signal);
    }
  };

  void (async () => {
    try {
      await sendUpTo((await deps.matches.load(matchId)).version);
      for (let notice = await firstNotice; !notice.done; notice = await notices.next())
        await sendUpTo(notice.value.seq);
    } catch (error) {
      if (stop.signal.aborted) return;
      const { body, unexpected } = restErrorOf(error);
      if (unexpected) logUnexpected(logger, error);
      end(body);
    }
  })();
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
