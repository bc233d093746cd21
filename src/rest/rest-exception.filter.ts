import { ArgumentsHost, Catch, ExceptionFilter, HttpException, IntrinsicException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { domainErrorOf, extensionsFor, httpStatusFor } from '../common/errors';

/**
 * Answers every failed HTTP request (REST routes, unknown paths) with
 * `{ code, message, ...details }`: the same codes and details as GraphQL's
 * `extensions`, with the status of httpStatusFor. GraphQL operations are left
 * to formatGraphQLError (returning nothing hands them back to Nest).
 */
@Catch()
export class RestExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('RestExceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;

    const domain = domainErrorOf(exception);
    if (domain) {
      if (domain.detail.code === 'RATE_LIMITED') response.setHeader('Retry-After', String(domain.detail.retryAfter));
      response.status(httpStatusFor(domain.detail)).json({ ...extensionsFor(domain.detail), message: domain.message });
      return;
    }
    if (exception instanceof HttpException && exception.getStatus() < 500) {
      // The transport's own complaints (malformed JSON, body too large, wrong method…).
      response.status(exception.getStatus()).json({ code: 'BAD_REQUEST', message: exception.message });
      return;
    }
    if (!(exception instanceof IntrinsicException)) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    response.status(500).json({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' });
  }
}
