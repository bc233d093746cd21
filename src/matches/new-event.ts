import { eventHash, newSalt } from './event-chain';
import type { EventStamp, MatchEventBody, StoredEvent } from './match.types';
import { isAutomatic, payloadJson } from './match.types';

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
  return eventHash(
    prevHash,
    {
      matchId,
      seq: event.seq,
      type: event.body.type,
      payload: payloadJson(event.body),
      actorUserId: event.actorUserId,
      requestId: event.requestId,
      createdAt: event.createdAt.toISOString(),
      ...(isAutomatic(event.body) ? { auto: true as const } : {}),
    },
    event.salt,
  );
}

/**
 * Every event is salted (chain format 2) except a start: it is public, and it names the format, so an
 * auditor reads it before anything else.
 */
export function saltFor(body: MatchEventBody): string | null {
  return body.type === 'match_started' ? null : newSalt();
}

/**
 * Builds the next event of a match's chain, stamped `createdAt` (the server's Clock: event times are its
 * deadlines' times). Also in a match started before chain format 2: its later events are salted too
 * (docs/auditing.md "Chain formats" says why).
 */
export function chainEvent(
  matchId: string,
  seq: number,
  prevHash: string,
  body: MatchEventBody,
  actorUserId: string | null,
  requestId: string | null,
  idempotencyKey: string | null = null,
  salt: string | null = saltFor(body),
  createdAt: Date = new Date(),
): NewEvent {
  const unhashed = { body, seq, actorUserId, requestId, idempotencyKey, salt, createdAt };
  return { ...unhashed, prevHash, hash: hashEvent(matchId, prevHash, unhashed) };
}

/** The event as the log stores it, once written. */
export function toStoredEvent(matchId: string, e: NewEvent): StoredEvent {
  const { body, ...fields } = e;
  return { ...body, ...fields, matchId };
}
