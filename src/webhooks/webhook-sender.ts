import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { BlockedAddressError, guardedLookup, isPrivateAddress } from './address-guard';
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, signWebhook } from './webhook-signature';

export interface SendResult {
  /** The HTTP status, or null when no response came (refused, timed out, blocked). */
  readonly statusCode: number | null;
  /** 2xx counts as delivered; anything else (redirects included) is retried. */
  readonly ok: boolean;
  readonly error: string | null;
}

export interface Delivery {
  readonly id: string;
  readonly event: string;
  readonly body: string;
  readonly url: string;
  readonly secret: string;
}

export interface SendOptions {
  readonly timeoutMs: number;
  readonly allowPrivateAddresses: boolean;
  /** Unix seconds for X-Claim-Timestamp (from the injected clock). */
  readonly timestamp: number;
}

/** One signed POST of a delivery's body; never throws. */
export function sendWebhook(delivery: Delivery, options: SendOptions): Promise<SendResult> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(delivery.url);
    } catch {
      return resolve({ statusCode: null, ok: false, error: 'invalid URL' });
    }
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    // An IP literal is connected to without a lookup, so it is checked here.
    if (!options.allowPrivateAddresses && isIP(host) && isPrivateAddress(host)) {
      return resolve({ statusCode: null, ok: false, error: new BlockedAddressError(host).message });
    }
    const body = Buffer.from(delivery.body, 'utf8');
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(options.allowPrivateAddresses),
        timeout: options.timeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          'user-agent': 'claim-server-webhooks',
          [EVENT_HEADER]: delivery.event,
          [DELIVERY_HEADER]: delivery.id,
          [TIMESTAMP_HEADER]: String(options.timestamp),
          [SIGNATURE_HEADER]: signWebhook(delivery.secret, options.timestamp, delivery.body),
        },
      },
      (response) => {
        // The body is not used; reading it frees the socket.
        response.resume();
        response.on('end', () => {
          const statusCode = response.statusCode ?? null;
          const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
          resolve({ statusCode, ok, error: ok ? null : `HTTP ${statusCode}` });
        });
        response.on('error', (error) =>
          resolve({ statusCode: response.statusCode ?? null, ok: false, error: error.message }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no response within ${options.timeoutMs} ms`)));
    request.on('error', (error) => resolve({ statusCode: null, ok: false, error: error.message }));
    request.end(body);
  });
}
