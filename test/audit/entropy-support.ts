import { createHash, randomBytes } from 'node:crypto';

/** Helpers of the entropy suites (docs/auditing.md "A deal no one can choose"), written from the docs' text. */

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
export const contribution = (): string => randomBytes(32).toString('hex');

/** The derivation as docs/auditing.md states it, written here from the text, not imported from the server. */
export function derived(serverSeed: string, contributions: (string | null)[]): string {
  const parts = [Buffer.from(serverSeed, 'hex'), Buffer.from('claim-entropy', 'ascii')];
  for (const c of contributions)
    parts.push(c === null ? Buffer.of(0) : Buffer.concat([Buffer.of(1), Buffer.from(c, 'hex')]));
  return sha256(Buffer.concat(parts));
}
