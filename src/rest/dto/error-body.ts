import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

/** The codes a REST client can meet; GraphQL puts the same ones in `extensions.code`. */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'ILLEGAL_MOVE',
  'VERSION_CONFLICT',
  'CONFLICT',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'BAD_REQUEST',
  'INTERNAL_SERVER_ERROR',
] as const;

/** For the OpenAPI document only: what every REST error answers with (src/rest/rest-exception.filter.ts). */
@ApiSchema({
  description: 'What every REST error answers with: a stable code, a message, and the details of that code.',
})
export class ErrorBody {
  @ApiProperty({
    enum: ERROR_CODES,
    description: "Stable error code, the same as GraphQL's `extensions.code`; see docs/api.md.",
  })
  code!: string;

  @ApiProperty({ description: 'What went wrong, for people; may change, so act on `code`.' })
  message!: string;

  @ApiPropertyOptional({ description: 'NOT_FOUND: what was not found, e.g. Match.' })
  entity?: string;

  @ApiPropertyOptional({
    description: "ILLEGAL_MOVE: the rules engine's reason, e.g. MUST_FOLLOW_FACTION; CONFLICT: e.g. LOBBY_FULL.",
  })
  reason?: string;

  @ApiPropertyOptional({
    description: "VERSION_CONFLICT: the match's current version; refetch the match and choose again.",
  })
  currentVersion?: number;

  @ApiPropertyOptional({
    description: 'BAD_USER_INPUT: field name → what is wrong with it.',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  })
  fields?: Record<string, string[]>;

  @ApiPropertyOptional({
    description: 'RATE_LIMITED: seconds to wait before retrying (also in the Retry-After header).',
  })
  retryAfter?: number;
}
