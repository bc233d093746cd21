import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/auth-user';
import type { ConnectionRegistry, Lease } from '../connections/connection-registry';
import { framed } from '../common/streams';
import { toUpdateModel } from '../matches/api/match.mapper';
import type { MatchUpdate } from '../matches/matches.service';
import type { SseMessage } from './sse';
import { writeServerSentEvents } from './sse';

/**
 * The Server-Sent Events of one match for one caller: the protocol is MatchStreams' (as GraphQL's
 * matchUpdated), framed as a message per event with `id` = the event's seq and `data` = `{ event,
 * match, revealed }`, exactly as matchUpdated sends them.
 */
export function matchStream(
  connections: ConnectionRegistry,
  updates: AsyncIterableIterator<MatchUpdate>,
  lease: Lease,
  caller: AuthUser | null,
  request: Request,
  response: Response,
): void {
  const messages = framed<MatchUpdate, SseMessage>(updates, (update) => ({
    id: update.event.seq,
    data: toUpdateModel(update),
  }));
  writeServerSentEvents(connections, messages, lease, caller, request, response);
}
