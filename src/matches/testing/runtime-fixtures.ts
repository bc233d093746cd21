import type { Rules } from '../../engine';
import type { MatchRuntime } from '../match-runtime';
import type { MatchEventBody, MatchHeader, StoredEvent } from '../match.types';

/** Tests' header of a match with seats u0…, named p0…, and no stored row behind it. */
export function fixtureHeader(rules: Rules, seed: string): MatchHeader {
  return {
    id: '00000000-0000-4000-8000-000000000000',
    rules,
    seed,
    seedCommitment: '',
    seats: Array.from({ length: rules.players }, (_, seat) => ({ seat, userId: `u${seat}`, username: `p${seat}` })),
    createdAt: new Date(0),
    importedBy: null,
  };
}

/** `body` as the next stored event of `runtime`, with made-up hashes (tests that fold events, not chain them). */
export function storedAfter(runtime: MatchRuntime, body: MatchEventBody): StoredEvent {
  const seq = runtime.version + 1;
  return {
    ...body,
    matchId: runtime.header.id,
    seq,
    actorUserId: null,
    requestId: null,
    idempotencyKey: null,
    salt: null,
    prevHash: runtime.headHash,
    hash: `hash-${seq}`,
    createdAt: new Date(seq),
  };
}
