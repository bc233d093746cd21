import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature scheme (docs/correspondence.md): the signed content is `<timestamp>.<raw body>`, where
 * the timestamp is the X-Claim-Timestamp header (Unix seconds, set per attempt), and
 * X-Claim-Signature is `sha256=` + the hex HMAC-SHA256 of that content under the webhook's secret.
 * Signing the timestamp lets receivers refuse replays of an old delivery.
 */
export const SIGNATURE_HEADER = 'x-claim-signature';
export const TIMESTAMP_HEADER = 'x-claim-timestamp';
export const DELIVERY_HEADER = 'x-claim-delivery';
export const EVENT_HEADER = 'x-claim-event';

export function signWebhook(secret: string, timestamp: number, rawBody: string): string {
  return 'sha256=' + createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** A receiver's check (also what the docs show): right secret, unmodified body, fresh timestamp. */
export function verifyWebhook(
  secret: string,
  headers: { signature: string; timestamp: string },
  rawBody: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody));
  const given = Buffer.from(headers.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
