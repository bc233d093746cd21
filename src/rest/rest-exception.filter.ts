import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  IntrinsicException,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { domainErrorOf, extensionsFor, httpStatusFor } from '../common/errors';
import { errorsByCode } from '../common/metrics';
import { allowedMethods } from './method-not-allowed';

/** Codes of REST errors that are no domain error: an unusable HTTP request, and a bug. */
export const TRANSPORT_ERROR_CODES = ['BAD_REQUEST', 'INTERNAL_SERVER_ERROR'] as const;
type TransportErrorCode = (typeof TRANSPORT_ERROR_CODES)[number];

/** What a REST error answers with: its status, its body, and whether it is a bug to log. */
export interface RestError {
  readonly status: number;
  readonly body: Record<string, unknown>;
  /** RATE_LIMITED: seconds for the Retry-After header. */
  readonly retryAfter: number | null;
  readonly unexpected: boolean;
}

/**
 * `{ code, message, ...details }`: the same codes and details as GraphQL's `extensions`, with the
 * status of httpStatusFor. Shared by the filter below and by the SSE stream's last message.
 */
export function restErrorOf(exception: unknown): RestError {
  const domain = domainErrorOf(exception);
  if (domain) {
    const retryAfter = domain.detail.code === 'RATE_LIMITED' ? domain.detail.retryAfter : null;
    return {
      status: httpStatusFor(domain.detail),
      body: { ...extensionsFor(domain.detail), message: domain.message },
      retryAfter,
      unexpected: false,
    };
  }
  if (exception instanceof HttpException && exception.getStatus() < 500) {
    // The transport's own complaints (malformed JSON, body too large, wrong method…).
    return {
      status: exception.getStatus(),
      body: { code: 'BAD_REQUEST' satisfies TransportErrorCode, message: exception.message },
      retryAfter: null,
      unexpected: false,
    };
  }
  return {
    status: 500,
    body: { code: 'INTERNAL_SERVER_ERROR' satisfies TransportErrorCode, message: 'Internal server error' },
    retryAfter: null,
    unexpected: !(exception instanceof IntrinsicException),
  };
}

/** Logs a bug: what `restErrorOf` called unexpected. */
export function logUnexpected(logger: Logger, exception: unknown): void {
  logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
}

/**
 * Answers every failed HTTP request (REST routes, unknown paths) with restErrorOf's status and body.
 * GraphQL operations are left to formatGraphQLError (returning nothing hands them back to Nest).
 */
@Catch()
export class RestExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('RestExceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    // No route took the request (our own code throws DomainError, never NotFoundException): when the path
    // is served with other methods, that is 405 with Allow (RFC 9110 §15.5.6), not 404. TRACE included.
    if (exception instanceof NotFoundException) {
      const allowed = allowedMethods(host.switchToHttp().getRequest<Request>());
      if (allowed.length > 0) {
        errorsByCode.inc({ code: 'BAD_REQUEST', transport: 'rest' });
        response.setHeader('Allow', allowed.join(', '));
        response.status(405).json({
          code: 'BAD_REQUEST' satisfies TransportErrorCode,
          message: `Method not allowed here; allowed: ${allowed.join(', ')}`,
        });
        return;
      }
    }
    const error = restErrorOf(exception);
    errorsByCode.inc({ code: String(error.body.code), transport: 'rest' });
    if (error.unexpected) logUnexpected(this.logger, exception);
    if (error.retryAfter !== null) response.setHeader('Retry-After', String(error.retryAfter));
    response.status(error.status).json(error.body);
  }
}
