import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Standard Webhooks (https://www.standardwebhooks.com, docs/correspondence.md), so receivers can verify
 * with the published libraries: `webhook-id` (the delivery id, the same on every retry: deduplicate by
 * it), `webhook-timestamp` (Unix seconds of this attempt) and `webhook-signature`, `v1,` + the base64
 * HMAC-SHA256 of `<id>.<timestamp>.<raw body>`. The key is the secret's bytes: for a `whsec_…` secret
 * (what the server generates) the base64 after the prefix, for any other secret its UTF-8 bytes (verify
 * those with the libraries' raw format). Signing id and timestamp lets receivers refuse replays.
 */
export const ID_HEADER = 'webhook-id';
export const TIMESTAMP_HEADER = 'webhook-timestamp';
export const SIGNATURE_HEADER = 'webhook-signature';
/** Not part of the standard: the notification kind, so a receiver can route before parsing. */
export const EVENT_HEADER = 'x-claim-event';

export const SECRET_PREFIX = 'whsec_';

/** The HMAC key of a webhook secret. */
export function signingKey(secret: string): Buffer {
  return secret.startsWith(SECRET_PREFIX)
    ? Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64')
    : Buffer.from(secret, 'utf8');
}

export function signWebhook(secret: string, id: string, timestamp: number, rawBody: string): string {
  return 'v1,' + createHmac('sha256', signingKey(secret)).update(`${id}.${timestamp}.${rawBody}`).digest('base64');
}

/** A receiver's check (also what the docs show): right secret, unmodified body, fresh timestamp. */
export function verifyWebhook(
  secret: string,
  headers: { id: string; signature: string; timestamp: string },
  rawBody: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, headers.id, timestamp, rawBody));
  // The header may carry several space-separated signatures (during a secret rotation); one must match.
  return headers.signature.split(' ').some((given) => {
    const bytes = Buffer.from(given);
    return bytes.length === expected.length && timingSafeEqual(bytes, expected);
  });
}
