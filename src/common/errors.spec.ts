import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import { readFileSync } from 'fs';
import path from 'path';
import type { DomainErrorDetail } from './errors';
import { DOMAIN_ERROR_CODES, DomainError, ILLEGAL_MOVE_REASONS, formatGraphQLError, httpStatusFor } from './errors';

/** What Apollo hands formatError for an error thrown in a resolver. */
function fromResolver(
  error: Error,
): [{ message: string; path: string[]; extensions: Record<string, unknown> }, GraphQLError] {
  const wrapped = new GraphQLError(error.message, { path: ['field'], originalError: error });
  return [
    { message: error.message, path: ['field'], extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['secret'] } },
    wrapped,
  ];
}

describe('formatGraphQLError', () => {
  const domainCases: [DomainErrorDetail, Record<string, unknown>][] = [
    [{ code: 'UNAUTHENTICATED' }, { code: 'UNAUTHENTICATED' }],
    [{ code: 'FORBIDDEN' }, { code: 'FORBIDDEN' }],
    [
      { code: 'NOT_FOUND', entity: 'Match' },
      { code: 'NOT_FOUND', entity: 'Match' },
    ],
    [
      { code: 'ILLEGAL_MOVE', reason: 'MUST_FOLLOW_FACTION' },
      { code: 'ILLEGAL_MOVE', reason: 'MUST_FOLLOW_FACTION' },
    ],
    [
      { code: 'VERSION_CONFLICT', currentVersion: 7 },
      { code: 'VERSION_CONFLICT', currentVersion: 7 },
    ],
    [
      { code: 'BAD_USER_INPUT', fields: { seat: ['must be 0 or 1'] } },
      { code: 'BAD_USER_INPUT', fields: { seat: ['must be 0 or 1'] } },
    ],
    [
      { code: 'CONFLICT', reason: 'LOBBY_FULL' },
      { code: 'CONFLICT', reason: 'LOBBY_FULL' },
    ],
    [
      { code: 'RATE_LIMITED', retryAfter: 12 },
      { code: 'RATE_LIMITED', retryAfter: 12 },
    ],
    [{ code: 'SERVICE_UNAVAILABLE' }, { code: 'SERVICE_UNAVAILABLE' }],
  ];

  it.each(domainCases)('maps %j to stable extensions', (detail, extensions) => {
    const formatted = formatGraphQLError(...fromResolver(new DomainError(detail)));
    expect(formatted.extensions).toEqual(extensions);
    expect(formatted.path).toEqual(['field']);
  });

  it.each([
    [new UnauthorizedException(), 'UNAUTHENTICATED'],
    [new ForbiddenException(), 'FORBIDDEN'],
  ])('maps framework exception %p to %s', (exception, code) => {
    expect(formatGraphQLError(...fromResolver(exception)).extensions).toEqual({ code });
  });

  it('hides unexpected errors: generic message, no stack trace', () => {
    const formatted = formatGraphQLError(...fromResolver(new Error('connection string postgres://secret')));
    expect(formatted).toEqual({
      message: 'Internal server error',
      path: ['field'],
      locations: undefined,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it('passes request errors from graphql-js and Apollo through with their code only', () => {
    const error = new GraphQLError('Cannot query field "x"', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    const formatted = formatGraphQLError(
      { message: error.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED', stacktrace: ['x'] } },
      error,
    );
    expect(formatted.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
    expect(formatted.message).toBe('Cannot query field "x"');
  });
});

describe('httpStatusFor (REST)', () => {
  it.each([
    [{ code: 'BAD_USER_INPUT', fields: {} }, 400],
    [{ code: 'UNAUTHENTICATED' }, 401],
    [{ code: 'FORBIDDEN' }, 403],
    [{ code: 'NOT_FOUND', entity: 'Match' }, 404],
    [{ code: 'VERSION_CONFLICT', currentVersion: 3 }, 409],
    [{ code: 'CONFLICT', reason: 'LOBBY_FULL' }, 409],
    [{ code: 'ILLEGAL_MOVE', reason: 'NOT_YOUR_TURN' }, 422],
    [{ code: 'RATE_LIMITED', retryAfter: 1 }, 429],
    [{ code: 'SERVICE_UNAVAILABLE' }, 503],
  ] as [DomainErrorDetail, number][])('answers %j with %i', (detail, status) => {
    expect(httpStatusFor(detail)).toBe(status);
  });
});

describe('ILLEGAL_MOVE reasons', () => {
  it('docs/api.md lists exactly the reasons the server can give', () => {
    const doc = readFileSync(path.join(__dirname, '..', '..', 'docs', 'api.md'), 'utf8');
    const table = doc.slice(doc.indexOf('### Illegal-move reasons'));
    const documented = Object.fromEntries(
      [...table.matchAll(/^\| `([A-Z_]+)` \| ([a-z, ]+) \|/gm)].map((m) => [m[1], m[2]]),
    );
    expect(documented).toEqual(ILLEGAL_MOVE_REASONS);
  });
});

describe('DOMAIN_ERROR_CODES', () => {
  it('holds every code once, each with a REST status', () => {
    expect(new Set(DOMAIN_ERROR_CODES).size).toBe(DOMAIN_ERROR_CODES.length);
    expect(DOMAIN_ERROR_CODES).toEqual(expect.arrayContaining(['ILLEGAL_MOVE', 'SERVICE_UNAVAILABLE']));
  });
});
