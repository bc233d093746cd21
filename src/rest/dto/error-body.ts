import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { DOMAIN_ERROR_CODES, ILLEGAL_MOVE_REASONS } from '../../common/errors';
import { TRANSPORT_ERROR_CODES } from '../rest-exception.filter';

/** The codes a REST client can meet: every domain error's (GraphQL's `extensions.code`) and the transport's own. */
export const ERROR_CODES = [...DOMAIN_ERROR_CODES, ...TRANSPORT_ERROR_CODES];

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
    description: `ILLEGAL_MOVE: one of ${Object.keys(ILLEGAL_MOVE_REASONS).join(', ')} (docs/api.md); CONFLICT: e.g. LOBBY_FULL.`,
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
