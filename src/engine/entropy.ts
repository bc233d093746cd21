import { isSeedHex, sha256Hex } from './rng';

/**
 * Player-contributed entropy (docs/auditing.md "A deal no one can choose"). The server draws a secret
 * `serverSeed` and publishes SHA-256 of it before any seat contributes; each seat may send 32 random
 * bytes; the match's seed, which R2.4 then turns into a deal unchanged, is
 *
 *   seed = SHA-256(serverSeed ‖ ASCII "claim-entropy" ‖ for each seat in order: 0x00, or 0x01 ‖ contribution)
 *
 * The presence byte keeps "no contribution" apart from any contribution, and seat order fixes whose is
 * whose. Matches without entropy (every match before it, and imports of their records) use their seed as
 * it is.
 */
export interface Entropy {
  /** 64 lowercase hex digits; secret until the match ends, like the seed. */
  readonly serverSeed: string;
  /** One per seat, in seat order: 64 lowercase hex digits, or null for a seat that sent none. */
  readonly contributions: readonly (string | null)[];
}

const DOMAIN = Buffer.from('claim-entropy', 'ascii');

/** The match seed the server seed and the seats' contributions give (see above), hex. */
export function deriveSeed(entropy: Entropy): string {
  const parts: Buffer[] = [Buffer.from(entropy.serverSeed, 'hex'), DOMAIN];
  for (const contribution of entropy.contributions) {
    parts.push(contribution === null ? Buffer.of(0) : Buffer.concat([Buffer.of(1), Buffer.from(contribution, 'hex')]));
  }
  return sha256Hex(Buffer.concat(parts));
}

/** A contribution's form: 32 bytes as 64 lowercase hex digits, like a seed. */
export function isContribution(value: unknown): value is string {
  return isSeedHex(value);
}

/** Why `raw` is no well-formed entropy for `players` seats, or null when it is. */
export function entropyProblem(raw: unknown, players: number): string | null {
  if (typeof raw !== 'object' || raw === null) return 'entropy must be an object';
  const { serverSeed, contributions } = raw as Record<string, unknown>;
  if (!isSeedHex(serverSeed)) return 'entropy.serverSeed must be 64 lowercase hex digits';
  if (!Array.isArray(contributions) || contributions.length !== players)
    return `entropy.contributions must list ${players} entries, one per seat`;
  if (!contributions.every((c) => c === null || isContribution(c)))
    return 'each of entropy.contributions must be 64 lowercase hex digits or null';
  return null;
}
