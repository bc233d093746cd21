import type { components } from './schema';

/** The server's error body: `code` is stable (docs/api.md), the other fields depend on it. */
export type ErrorBody = components['schemas']['ErrorBody'];

/** An error answer of the server (a 4xx or 5xx with its body), or an event stream ended by `event: error`. */
export class ClaimApiError extends Error {
  constructor(
    /** The HTTP status; 200 for an error that ended an open event stream. */
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(`${status} ${body.code}: ${body.message}`);
    this.name = 'ClaimApiError';
  }

  get code(): ErrorBody['code'] {
    return this.body.code;
  }

  /** Seconds to wait before trying again, for RATE_LIMITED (the body's retryAfter; 1 if it has none). */
  get retryAfter(): number {
    return this.body.retryAfter ?? 1;
  }
}

/** An error body from whatever a failed response held: a proxy's HTML page still becomes a ClaimApiError. */
export function errorBodyOf(status: number, parsed: unknown): ErrorBody {
  if (parsed && typeof parsed === 'object' && typeof (parsed as ErrorBody).code === 'string') {
    const body = parsed as ErrorBody;
    return { ...body, message: typeof body.message === 'string' ? body.message : '' };
  }
  return { code: status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST', message: `HTTP ${status}` };
}
