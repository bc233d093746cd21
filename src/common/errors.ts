import { HttpException, IntrinsicException } from '@nestjs/common';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { isMissingAccount } from '../database/missing-account';
import type { MoveErrorCode } from '../engine';
import { errorsByCode } from './metrics';

/**
 * Every `reason` of ILLEGAL_MOVE and who gives it: the engine's move errors (all but MALFORMED_MOVE, which
 * is BAD_USER_INPUT) and the server's own. docs/api.md explains each; a test keeps the two lists the same.
 */
export const ILLEGAL_MOVE_REASONS = {
  GAME_OVER: 'engine, server',
  NOT_YOUR_TURN: 'engine',
  DECISION_PENDING: 'engine',
  NO_DECISION_PENDING: 'engine',
  WRONG_DECISION: 'engine',
  CARD_NOT_IN_HAND: 'engine',
  MUST_FOLLOW_FACTION: 'engine',
  CANNOT_PASS: 'engine',
  ILLEGAL_CHOICE: 'engine',
  // abort after the first move
  ALREADY_STARTED: 'server',
  // claimTimeout (src/correspondence)
  NOTHING_DUE: 'server',
  NO_TIME_CONTROL: 'server',
  NOT_AN_OPPONENT: 'server',
  TIME_NOT_UP: 'server',
  // clocks (src/matches/clocks.ts, docs/correspondence.md)
  TIME_UP: 'server',
  CLOCKS_PAUSED: 'server',
  NO_AUTO_TIMEOUT: 'server',
  SEAT_SKIPPED: 'server',
  SKIP_NEEDS_MORE_PLAYERS: 'server',
  NOT_SKIPPED: 'server',
  NO_PAUSE_PROPOSED: 'server',
  PAUSE_PROPOSED: 'server',
  NOT_PAUSED: 'server',
  ALREADY_PAUSED: 'server',
  VACATION_NOT_ALLOWED: 'server',
  // forced moves and replaced seats (docs/bots.md, docs/engine.md)
  NOT_FORCED: 'server',
  REPLACEMENT_NEEDS_MORE_PLAYERS: 'server',
  NOT_REPLACED: 'server',
} as const satisfies Record<Exclude<MoveErrorCode, 'MALFORMED_MOVE'>, string> & Record<string, string>;

/** Why a well-formed move or claim is against the rules: the engine's reason or one of the server's. */
export type IllegalMoveReason = keyof typeof ILLEGAL_MOVE_REASONS;

/**
 * Every error a client can act on, with what it needs to act. Services throw
 * DomainError; the GraphQL layer turns it into `extensions` below, in one
 * place, so codes stay stable for clients.
 */
export type DomainErrorDetail =
  | { code: 'UNAUTHENTICATED' }
  | { code: 'FORBIDDEN' }
  | { code: 'NOT_FOUND'; entity: string }
  /** `reason` is one of ILLEGAL_MOVE_REASONS: the rules engine's code (e.g. MUST_FOLLOW_FACTION) or the server's. */
  | { code: 'ILLEGAL_MOVE'; reason: IllegalMoveReason }
  /** The client acted on a stale state; it should refetch from this version. */
  | { code: 'VERSION_CONFLICT'; currentVersion: number }
  /** Field name → what is wrong with it. */
  | { code: 'BAD_USER_INPUT'; fields: Record<string, string[]> }
  /**
   * The request is well-formed but the thing it acts on is in the wrong state (a full lobby, an answered
   * challenge). `reason` is a stable upper-case code, e.g. LOBBY_FULL; refetch before retrying.
   */
  | { code: 'CONFLICT'; reason: string }
  /** Too many requests from this caller (user, token, or IP before login); retry after `retryAfter` seconds. */
  | { code: 'RATE_LIMITED'; retryAfter: number }
  /** A dependency (the database) cannot be reached just now; nothing was done, retry later. */
  | { code: 'SERVICE_UNAVAILABLE' };

export type DomainErrorCode = DomainErrorDetail['code'];

// IntrinsicException: an expected outcome, so Nest does not log it as a crash.
export class DomainError extends IntrinsicException {
  constructor(
    readonly detail: DomainErrorDetail,
    message: string = defaultMessage(detail),
  ) {
    super(message);
    this.name = 'DomainError';
  }

  get code(): DomainErrorCode {
    return this.detail.code;
  }
}

function defaultMessage(detail: DomainErrorDetail): string {
  switch (detail.code) {
    case 'UNAUTHENTICATED':
      return 'Authentication required';
    case 'FORBIDDEN':
      return 'Not allowed';
    case 'NOT_FOUND':
      return `${detail.entity} not found`;
    case 'ILLEGAL_MOVE':
      return `Illegal move: ${detail.reason}`;
    case 'VERSION_CONFLICT':
      return `Stale version; the current version is ${detail.currentVersion}`;
    case 'BAD_USER_INPUT':
      return 'Invalid input';
    case 'CONFLICT':
      return `Conflict: ${detail.reason}`;
    case 'RATE_LIMITED':
      return `Too many requests; retry in ${detail.retryAfter} s`;
    case 'SERVICE_UNAVAILABLE':
      return 'Service temporarily unavailable; retry later';
  }
}

/** The `extensions` a client sees for each domain error. */
export function extensionsFor(detail: DomainErrorDetail): Record<string, unknown> {
  switch (detail.code) {
    case 'UNAUTHENTICATED':
    case 'FORBIDDEN':
    case 'SERVICE_UNAVAILABLE':
      return { code: detail.code };
    case 'NOT_FOUND':
      return { code: detail.code, entity: detail.entity };
    case 'ILLEGAL_MOVE':
      return { code: detail.code, reason: detail.reason };
    case 'VERSION_CONFLICT':
      return { code: detail.code, currentVersion: detail.currentVersion };
    case 'BAD_USER_INPUT':
      return { code: detail.code, fields: detail.fields };
    case 'CONFLICT':
      return { code: detail.code, reason: detail.reason };
    case 'RATE_LIMITED':
      return { code: detail.code, retryAfter: detail.retryAfter };
  }
}

/** The status the REST API answers each domain error with (GraphQL answers 200 with `errors`); one entry per code. */
const HTTP_STATUS: Record<DomainErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  // Well-formed and understood, but against the rules: 422, so that 400 stays "fix your request".
  ILLEGAL_MOVE: 422,
  VERSION_CONFLICT: 409,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
};

/** Every domain error code, in the order of the table above. */
export const DOMAIN_ERROR_CODES = Object.keys(HTTP_STATUS) as DomainErrorCode[];

export function httpStatusFor(detail: DomainErrorDetail): number {
  return HTTP_STATUS[detail.code];
}

/** ILLEGAL_MOVE with one of its reasons. */
export function illegalMove(reason: IllegalMoveReason, message?: string): DomainError {
  return new DomainError({ code: 'ILLEGAL_MOVE', reason }, message);
}

/**
 * The domain error a thrown value stands for: itself, a framework exception
 * (guards, pipes, unknown routes) with a status we map, or SERVICE_UNAVAILABLE
 * when the database could not be reached; undefined for anything else, which
 * is a bug.
 */
export function domainErrorOf(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error;
  // Nest wraps what Express's middleware passes on (the body parser's verify hook: json-depth.ts) in an
  // HttpException with the original as its cause.
  if (error instanceof HttpException && error.cause instanceof DomainError) return error.cause;
  if (isDatabaseUnavailable(error)) return new DomainError({ code: 'SERVICE_UNAVAILABLE' });
  if (isMissingAccount(error)) return new DomainError({ code: 'UNAUTHENTICATED' }, 'This account no longer exists');
  if (error instanceof HttpException) {
    const detail = detailForHttpStatus(error.getStatus());
    if (detail) return new DomainError(detail);
  }
  return undefined;
}

/** Framework exceptions (guards, pipes) that reach us as HTTP statuses. */
function detailForHttpStatus(status: number): DomainErrorDetail | undefined {
  switch (status) {
    case 400:
      return { code: 'BAD_USER_INPUT', fields: {} };
    case 401:
      return { code: 'UNAUTHENTICATED' };
    case 403:
      return { code: 'FORBIDDEN' };
    case 404:
      return { code: 'NOT_FOUND', entity: 'Resource' };
    default:
      return undefined;
  }
}

/** Codes that graphql-js and Apollo assign themselves, safe to pass on. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * Shapes every error sent to a client, over HTTP (Apollo's formatError) and
 * over WebSocket (graphql-ws). Domain errors get their stable extensions;
 * request errors keep graphql-js's message; anything else is a bug (Nest's
 * exception handler has logged it) and is reported as INTERNAL_SERVER_ERROR
 * without details or stack.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const shaped = shapeGraphQLError(formatted, error);
  const code = shaped.extensions?.code;
  errorsByCode.inc({ code: typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR', transport: 'graphql' });
  return shaped;
}

function shapeGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const base = { message: formatted.message, locations: formatted.locations, path: formatted.path };

  const domain = domainErrorOf(original);
  if (domain) return { ...base, message: domain.message, extensions: extensionsFor(domain.detail) };
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) {
    return { ...base, extensions: { code } };
  }
  // Apollo's own complaints about the request may carry no code, only an HTTP 400 (a persisted query whose
  // hash does not match its text); Apollo would call them INTERNAL_SERVER_ERROR.
  if (
    original instanceof GraphQLError &&
    original.originalError === undefined &&
    original.extensions.code === undefined &&
    (original.extensions.http as { status?: number } | undefined)?.status === 400
  )
    return { ...base, extensions: { code: 'BAD_REQUEST' } };
  if (original instanceof GraphQLError && original.originalError === undefined && code === undefined) {
    // graphql-js's own execution errors (e.g. a non-null field resolved to null).
    return { ...base, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return {
    message: 'Internal server error',
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
