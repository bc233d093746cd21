import { eventHash } from './event-chain';
import type { EventStamp, MatchEventBody } from './match.types';
import { payloadJson } from './match.types';

/** An event ready to store: its body, its place in the log and its link in the hash chain. */
export interface NewEvent extends EventStamp {
  readonly body: MatchEventBody;
}

/** The chain hash of an event of `matchId` (see event-chain.ts for what an auditor recomputes). */
export function hashEvent(
  matchId: string,
  prevHash: string,
  event: Omit<NewEvent, 'hash' | 'prevHash' | 'idempotencyKey'>,
): string {
  return eventHash(prevHash, {
    matchId,
    seq: event.seq,
    type: event.body.type,
    payload: payloadJson(event.body),
    actorUserId: event.actorUserId,
    requestId: event.requestId,
    createdAt: event.createdAt.toISOString(),
  });
}

/** Builds the next event of a match's chain, stamped now. */
export function chainEvent(
  matchId: string,
  seq: number,
  prevHash: string,
  body: MatchEventBody,
  actorUserId: string | null,
  requestId: string | null,
  idempotencyKey: string | null = null,
): NewEvent {
  const unhashed = { body, seq, actorUserId, requestId, idempotencyKey, createdAt: new Date() };
  return { ...unhashed, prevHash, hash: hashEvent(matchId, prevHash, unhashed) };
}
