import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/auth-user';
import type { StreamCredentials } from '../auth/stream-credentials';
import type { ChatMessage } from '../chat/chat.types';
import { ChatMessageModel } from '../chat/api/chat.models';
import type { ConnectionRegistry, Lease } from '../connections/connection-registry';
import { type SseMessage, writeServerSentEvents } from './sse';

/**
 * A match's chat as Server-Sent Events: `id` is the message's seq, `data` a ChatMessage as JSON; fed by
 * the same ChatFeed as GraphQL's chatMessageAdded (`source`, already authorized and filtered by the
 * caller's blocks), framed and ended like every other stream (src/rest/sse.ts). The caller's credential is
 * checked again before each message, so a revoked token or ended session ends the stream.
 */
export function chatStream(
  deps: { readonly credentials: StreamCredentials; readonly connections: ConnectionRegistry },
  caller: AuthUser,
  source: AsyncIterableIterator<ChatMessage>,
  lease: Lease,
  request: Request,
  response: Response,
): void {
  async function* messages(): AsyncGenerator<SseMessage> {
    try {
      for await (const message of source) {
        await deps.credentials.assertStillValid(caller);
        yield { id: message.seq, data: ChatMessageModel.from(message) };
      }
    } finally {
      await source.return?.();
    }
  }
  writeServerSentEvents(deps.connections, messages(), lease, caller, request, response);
}
