import { createHash } from 'node:crypto';

/**
 * The tamper-evident chain over a match's events (audit): each event stores
 * hash = SHA-256(prevHash ‖ canonicalJson(content)), hex, with prevHash of the first event = GENESIS.
 * An auditor recomputes it from an export with any JSON library and SHA-256 (README "Auditing a game").
 */
export const GENESIS_HASH = '0'.repeat(64);

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

/** What the hash covers: everything stored about the event except the hashes themselves. */
export interface ChainedContent {
  readonly matchId: string;
  readonly seq: number;
  readonly type: string;
  readonly payload: Json;
  readonly actorUserId: string | null;
  readonly requestId: string | null;
  readonly createdAt: string;
}

export function eventHash(prevHash: string, content: ChainedContent): string {
  return createHash('sha256')
    .update(prevHash)
    .update(canonicalJson(content as unknown as Json))
    .digest('hex');
}

export function seedCommitment(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}
