import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDate, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { ARCHIVE_PAGE, EXPORT_MAX } from '../../archive/archive.service';
import { QueryInteger, IsoDate } from './strict-query';

/** `true`/`false` in a query string; anything else stays as it is and fails @IsBoolean. */
const queryBoolean = Transform(({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value,
);

@ApiSchema({ description: 'What to search the archive of finished public matches by; every field may be left out.' })
export class ArchiveFilterQuery {
  @ApiPropertyOptional({ description: 'Matches against (or with) this player.', maxLength: 64 })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  opponent?: string;

  @ApiPropertyOptional({ description: "The player's result (needs a player).", enum: ['win', 'loss', 'draw'] })
  @IsOptional()
  @IsIn(['win', 'loss', 'draw'])
  result?: string;

  @ApiPropertyOptional({ description: 'Rated only (`true`) or casual only (`false`).', type: Boolean })
  @IsOptional()
  @queryBoolean
  @IsBoolean()
  rated?: boolean;

  @ApiPropertyOptional({ description: 'Number of players, 2 to 4.', minimum: 2, maximum: 4 })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(2)
  @Max(4)
  players?: number;

  @ApiPropertyOptional({ description: 'A faction the rule set has (R2.1), e.g. `goblins`.', maxLength: 40 })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  faction?: string;

  @ApiPropertyOptional({ description: 'A hero the rule set has (R2.2), e.g. `cthulhu`.', maxLength: 40 })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  hero?: string;

  @ApiPropertyOptional({ description: 'Finished at or after (ISO 8601).', format: 'date-time' })
  @IsOptional()
  @IsoDate()
  @IsDate()
  from?: Date;

  @ApiPropertyOptional({ description: 'Finished before (ISO 8601).', format: 'date-time' })
  @IsOptional()
  @IsoDate()
  @IsDate()
  to?: Date;
}

/** `first` of a page of listed matches in a query string: 1 to ARCHIVE_PAGE.max, `defaultValue` when left out. */
export function MatchPageSize(defaultValue: number): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: 'integer',
      description: `Page size, 1 to ${ARCHIVE_PAGE.max}.`,
      default: defaultValue,
    }),
    IsOptional(),
    QueryInteger(),
    IsInt(),
    Min(1),
    Max(ARCHIVE_PAGE.max),
  );
}

@ApiSchema({ description: 'A page of a player’s finished public matches.' })
export class UserMatchesQuery extends ArchiveFilterQuery {
  @MatchPageSize(ARCHIVE_PAGE.default)
  first?: number;

  @ApiPropertyOptional({ description: 'The id of the last match of the previous page.', format: 'uuid' })
  @IsOptional()
  @IsUUID()
  after?: string;
}

@ApiSchema({ description: 'Which finished public matches to export.' })
export class ExportQuery extends ArchiveFilterQuery {
  @ApiPropertyOptional({ description: 'Matches this player played.', maxLength: 64 })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  player?: string;

  @ApiPropertyOptional({
    description: `Records at most, 1 to ${EXPORT_MAX}; continue with \`before\` = the last matchId.`,
    default: EXPORT_MAX,
  })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(1)
  @Max(EXPORT_MAX)
  limit?: number;

  @ApiPropertyOptional({
    description: 'Start after this match (the last line of the previous export).',
    format: 'uuid',
  })
  @IsOptional()
  @IsUUID()
  before?: string;
}
