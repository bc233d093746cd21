import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { BlockedAddressError, NOT_PUBLIC, guardedLookup, isPrivateAddress } from './address-guard';
import { EVENT_HEADER, ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, signWebhook } from './webhook-signature';

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
  /** The whole attempt, from the lookup to the status line, must fit in this. */
  readonly timeoutMs: number;
  readonly allowPrivateAddresses: boolean;
  /** Unix seconds for webhook-timestamp (from the injected clock). */
  readonly timestamp: number;
  /** Aborts the attempt (the worker is stopping): resolves at once, without a result to record. */
  readonly signal?: AbortSignal;
}

/** The attempt was aborted before it had a result (shutdown): nothing should be recorded for it. */
export const ABORTED: SendResult = { statusCode: null, ok: false, error: 'aborted' };

/**
 * One signed POST of a delivery's body; never throws. The attempt has one deadline for everything
 * (`timeoutMs`): http.request's own `timeout` fires only while the socket is idle, so a receiver sending a
 * byte now and then could hold an attempt, the worker's batch and the shutdown for ever. The answer is
 * the status line: the response body is never read, and the connection is dropped as soon as the status
 * is known. Errors are stated without addresses (errorText).
 */
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
      return resolve({ statusCode: null, ok: false, error: NOT_PUBLIC });
    }
    if (options.signal?.aborted) return resolve(ABORTED);
    const body = Buffer.from(delivery.body, 'utf8');
    const client = url.protocol === 'https:' ? https : http;
    let settled = false;
    const finish = (result: SendResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      options.signal?.removeEventListener('abort', onAbort);
      request.destroy();
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        // A fresh connection per attempt: a kept-alive one could be held by the receiver.
        agent: false,
        lookup: guardedLookup(options.allowPrivateAddresses),
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          'user-agent': 'claim-server-webhooks',
          connection: 'close',
          [EVENT_HEADER]: delivery.event,
          [ID_HEADER]: delivery.id,
          [TIMESTAMP_HEADER]: String(options.timestamp),
          [SIGNATURE_HEADER]: signWebhook(delivery.secret, delivery.id, options.timestamp, delivery.body),
        },
      },
      (response) => {
        const statusCode = response.statusCode ?? null;
        const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
        // The body is not wanted: the status decides. Dropping the connection also stops a trickling body.
        response.destroy();
        finish({ statusCode, ok, error: ok ? null : `HTTP ${statusCode}` });
      },
    );
    const deadline = setTimeout(
      () => finish({ statusCode: null, ok: false, error: `no response within ${options.timeoutMs} ms` }),
      options.timeoutMs,
    );
    const onAbort = (): void => finish(ABORTED);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    request.on('error', (error) => finish({ statusCode: null, ok: false, error: errorText(error) }));
    request.end(body);
  });
}

/** Why an attempt failed, without the resolved addresses or host names Node puts in its messages. */
export function errorText(error: Error): string {
  if (error instanceof BlockedAddressError) return NOT_PUBLIC;
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NODATA':
      // Said the same way as a private address, so that the two cannot be told apart.
      return NOT_PUBLIC;
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ECONNRESET':
    case 'EPIPE':
      return 'connection reset';
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'host unreachable';
    default:
      if (code?.startsWith('ERR_TLS') || code?.includes('CERT') || code?.startsWith('ERR_SSL'))
        return `TLS error (${code})`;
      if (code === 'HPE_INVALID_CONSTANT' || code?.startsWith('HPE_')) return 'invalid HTTP response';
      return code ? `request failed (${code})` : 'request failed';
  }
}
