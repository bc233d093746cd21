import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { LEADERBOARD_PAGE } from '../../ratings/ratings.service';
import { QueryInteger } from './strict-query';

@ApiSchema({ description: 'Which part of a leaderboard.' })
export class LeaderboardQuery {
  @ApiPropertyOptional({ description: `1 to ${LEADERBOARD_PAGE.max}.`, default: LEADERBOARD_PAGE.default })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(1)
  @Max(LEADERBOARD_PAGE.max)
  first?: number;

  @ApiPropertyOptional({ description: 'Places to skip, 0 to 10,000.', default: 0 })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(0)
  @Max(10_000)
  offset?: number;

  @ApiPropertyOptional({ description: 'Include provisional ratings (`true`).', type: Boolean })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  provisional?: boolean;
}
