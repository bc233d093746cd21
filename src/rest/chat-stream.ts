import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/auth-user';
import type { StreamCredentials } from '../auth/stream-credentials';
import type { ChatMessage } from '../chat/chat.types';
import { ChatMessageModel } from '../chat/graphql/chat.models';
import type { ConnectionRegistry, Lease } from '../connections/connection-registry';
import { HEARTBEAT_MS, SHUTDOWN_ERROR } from './match-stream';
import { logUnexpected, restErrorOf } from './rest-exception.filter';

const logger = new Logger('ChatStream');

/**
 * A match's chat as Server-Sent Events: `id` is the message's seq, `data` a ChatMessage as JSON; fed by
 * the same ChatFeed as GraphQL's chatMessageAdded (`source`, already authorized and filtered by the
 * caller's blocks). Ends like the match stream: a last `event: error` message when the server must end it.
 */
export function chatStream(
  deps: { readonly credentials: StreamCredentials; readonly connections: ConnectionRegistry },
  caller: AuthUser,
  source: AsyncIterableIterator<ChatMessage>,
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
      void source.return?.();
    },
    { once: true },
  );
  request.once('close', () => end());

  void (async () => {
    try {
      for (let next = await source.next(); !next.done && !stop.signal.aborted; next = await source.next()) {
        await deps.credentials.assertStillValid(caller);
        response.write(`id: ${next.value.seq}\ndata: ${JSON.stringify(ChatMessageModel.from(next.value))}\n\n`);
      }
    } catch (error) {
      if (stop.signal.aborted) return;
      const { body, unexpected } = restErrorOf(error);
      if (unexpected) logUnexpected(logger, error);
      end(body);
    }
  })();
}
