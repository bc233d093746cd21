import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { ErrorBody } from './dto/error-body';

/** Where the GraphQL-derived schemas live in the OpenAPI document (see openapi.ts). */
export function graphqlRef(typeName: string): { $ref: string } {
  return { $ref: `#/components/schemas/${typeName}` };
}

const ERRORS: Record<number, string> = {
  400: 'BAD_USER_INPUT: the request is malformed; `fields` says what is wrong.',
  401: 'UNAUTHENTICATED: no bearer credential, or an expired, revoked or unknown one.',
  403: 'FORBIDDEN: the token lacks the scope this needs, or the caller may not act on this match.',
  404: 'NOT_FOUND: no such match (`entity` says what was not found).',
  409: "VERSION_CONFLICT: `expectedVersion` is stale; `currentVersion` is the match's version now.",
  422: "ILLEGAL_MOVE: against the rules; `reason` says why, e.g. the engine's MUST_FOLLOW_FACTION or NOT_YOUR_TURN (docs/api.md lists them all).",
  429: 'RATE_LIMITED: too many requests; wait `retryAfter` seconds (also the Retry-After header).',
  503: 'SERVICE_UNAVAILABLE: the database cannot be reached just now; nothing was done, retry after a moment.',
};

/**
 * Documents the error answers of an authenticated route: always 400, 401, 403, 429 and 503, plus the given
 * ones. 400 on every route: any request may carry a malformed or too deeply nested JSON body, or a bad query
 * value, whether or not the route reads one (issue 27 P13: the document must name every status it answers).
 */
export function ApiErrors(...statuses: (400 | 404 | 409 | 422)[]): MethodDecorator & ClassDecorator {
  const all = [...new Set([400, 401, 403, ...statuses, 429, 503])].sort((a, b) => a - b);
  // JSON whatever the route produces otherwise: the event stream and the story refuse with an error body too.
  const content = { 'application/json': { schema: { $ref: getSchemaPath(ErrorBody) } } };
  return applyDecorators(
    ApiBearerAuth(),
    ApiExtraModels(ErrorBody),
    ...all.map((status) => ApiResponse({ status, description: ERRORS[status], content })),
  );
}

/**
 * The error answers of a route that needs no credential, so never 403; always 400 (as above), as JSON even
 * where the route answers something else (the NDJSON export), as for ApiErrors. The archive's routes take
 * a credential if sent (a player who hides their history still finds their own matches): their handlers
 * pass `optionalBearer`, and a bad credential is 401, never taken for a visitor.
 */
export function PublicErrors(...statuses: (400 | 401 | 404 | 409 | 'optionalBearer')[]): MethodDecorator {
  const content = { 'application/json': { schema: { $ref: getSchemaPath(ErrorBody) } } };
  return (target, key, descriptor) => {
    ApiExtraModels(ErrorBody)(target, key, descriptor);
    const optionalBearer = statuses.includes('optionalBearer');
    const codes = statuses.filter((s): s is 400 | 401 | 404 | 409 => s !== 'optionalBearer');
    for (const status of [...new Set([400, ...codes, ...(optionalBearer ? [401] : []), 429, 503])].sort(
      (a, b) => a - b,
    ))
      ApiResponse({ status, description: PUBLIC_ERRORS[status], content })(target, key, descriptor);
  };
}

const PUBLIC_ERRORS: Record<number, string> = {
  400: 'BAD_USER_INPUT: the request is malformed; `fields` says what is wrong.',
  401: 'UNAUTHENTICATED: an Authorization header was sent and does not check out (send none to read as a visitor).',
  404: "NOT_FOUND: no such public match or user (a match whose players do not let anyone watch, or withheld by a player's hidden history, is not found).",
  409: 'CONFLICT: the thing acted on is in the wrong state; `reason` says how.',
  429: 'RATE_LIMITED: too many requests from this address; wait `retryAfter` seconds.',
  503: 'SERVICE_UNAVAILABLE: the database cannot be reached just now; retry after a moment.',
};
