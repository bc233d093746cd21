import { createHash, randomBytes } from 'node:crypto';

/**
 * The tamper-evident chain over a match's events (docs/auditing.md "The tamper-evident log"): each event
 * stores hash = SHA-256(prevHash ‖ canonicalJson(content)), hex, with prevHash of the first event = GENESIS.
 * An auditor recomputes it from matchEvents with any JSON library and SHA-256.
 *
 * Two formats of `content`, chosen per event by whether it has a salt:
 * - format 1 (every event stored before chain format 2, never rewritten): the payload itself;
 * - format 2: instead of the payload, `payloadHash` = SHA-256(salt ‖ canonicalJson(payload)) with a secret
 *   random salt, revealed with the payload. A hidden payload (a pending Cthulhu discard, R9) is otherwise
 *   the only unknown in its content and has a few dozen possible values: hashing each candidate would
 *   find it (issue 13). With the salt, nothing a viewer gets is a function of the hidden payload alone.
 */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * The chain format a match's `match_started` payload names as `chainFormat`; a start without it is from
 * before, format 1, and such a match switched to salted events at its first event stored since.
 */
export const CHAIN_FORMAT = 2;

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * RFC 8785 (JCS) for the JSON we store: objects with keys sorted by UTF-16 code units, no spaces,
 * integers only (no floats reach an event). Hand-written because it is ten lines and the npm package
 * is ESM-only.
 */
export function canonicalJson(value: Json): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value)
    .filter((k) => value[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
}

/** What the hash covers: everything stored about the event except the hashes (and the salt) themselves. */
export interface ChainedContent {
  readonly matchId: string;
  readonly seq: number;
  readonly type: string;
  readonly payload: Json;
  readonly actorUserId: string | null;
  readonly requestId: string | null;
  readonly createdAt: string;
  /**
   * A forced move the server played for its player (docs/bots.md): `true`, and absent otherwise, so the
   * hashes of every event stored before the mark existed are unchanged.
   */
  readonly auto?: true;
}

/** A salt: 32 bytes of the OS's CSPRNG as 64 lowercase hex digits. */
export const SALT_PATTERN = /^[0-9a-f]{64}$/;

export function newSalt(): string {
  return randomBytes(32).toString('hex');
}

/** Format 2's commitment to a payload: SHA-256(salt ‖ canonicalJson(payload)), both as text, hex. */
export function payloadCommitment(salt: string, payload: Json): string {
  return sha256(salt + canonicalJson(payload));
}

/** The event's hash: format 1 when `salt` is null, format 2 (the payload replaced by its commitment) otherwise. */
export function eventHash(prevHash: string, content: ChainedContent, salt: string | null): string {
  const { payload, ...rest } = content;
  const chained = salt === null ? content : { ...rest, payloadHash: payloadCommitment(salt, payload) };
  return sha256(prevHash + canonicalJson(chained as unknown as Json));
}

/**
 * A server seed for a lobby or challenge to commit to (docs/auditing.md "A deal no one can choose"): 32
 * bytes of the OS's CSPRNG, hex, like a seed drawn at a match's start.
 */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function seedCommitment(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
