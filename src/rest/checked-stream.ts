import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/auth-user';
import type { StreamCredentials } from '../auth/stream-credentials';
import type { ConnectionRegistry, Lease } from '../connections/connection-registry';
import { type SseMessage, leaseStream, resumeAfter, writeServerSentEvents } from './sse';

/**
 * A live feed as Server-Sent Events for a signed-in caller (a match's chat, a tournament): `frame` turns each
 * value of `source` (already authorized) into a message, framed and ended like every other stream
 * (src/rest/sse.ts). The caller's credential is checked again before each message, so a revoked token or
 * ended session ends the stream.
 */
export function credentialCheckedStream<T>(
  deps: { readonly credentials: StreamCredentials; readonly connections: ConnectionRegistry },
  caller: AuthUser,
  source: AsyncIterableIterator<T>,
  frame: (value: T) => SseMessage,
  lease: Lease,
  request: Request,
  response: Response,
): void {
  async function* messages(): AsyncGenerator<SseMessage> {
    try {
      for await (const value of source) {
        await deps.credentials.assertStillValid(caller);
        yield frame(value);
      }
    } finally {
      await source.return?.();
    }
  }
  writeServerSentEvents(deps.connections, messages(), lease, caller, request, response);
}

/**
 * A chat channel's stream (a match's chat, a club's): opened after the Last-Event-ID header, else `?after=`
 * (neither: only new messages), each message's `id` its seq and `data` what `data` makes of it, as the
 * channel's GraphQL subscription sends it (the same feed).
 */
export async function chatChannelStream<T extends { readonly seq: number }>(
  deps: { readonly credentials: StreamCredentials; readonly connections: ConnectionRegistry },
  caller: AuthUser,
  after: number | undefined,
  open: (after: number | null) => Promise<AsyncIterableIterator<T>>,
  data: (value: T) => unknown,
  request: Request,
  response: Response,
): Promise<void> {
  const source = await open(resumeAfter(request, after) ?? null);
  const lease = await leaseStream(deps.connections, request, caller.id, source);
  credentialCheckedStream(
    deps,
    caller,
    source,
    (value) => ({ id: value.seq, data: data(value) }),
    lease,
    request,
    response,
  );
}
