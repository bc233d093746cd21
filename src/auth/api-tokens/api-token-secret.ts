import { createHash, randomBytes } from 'node:crypto';

/** Every personal token starts with this, so the server (and secret scanners) can tell one from a JWT. */
export const API_TOKEN_PREFIX = 'claim_pat_';

/** How many characters after the prefix are kept in clear, so a user can tell their tokens apart. */
const HINT_LENGTH = 4;

/** 32 random bytes: guessing one is hopeless, so a fast hash is enough to store it (no argon2 on every request). */
export function newApiTokenSecret(): string {
  return API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** What is stored instead of the secret: SHA-256, hex. */
export function hashApiTokenSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function apiTokenHint(secret: string): string {
  return secret.slice(0, API_TOKEN_PREFIX.length + HINT_LENGTH);
}

export function looksLikeApiToken(credential: string): boolean {
  return credential.startsWith(API_TOKEN_PREFIX);
}
