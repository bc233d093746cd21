import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { SIGNAL_KINDS } from '../../fairplay/signal-kinds';
import { FLAGGED_PAGE } from '../../fairplay/fair-play.service';
import { QueryInteger } from './strict-query';

export class FlaggedSignalsQuery {
  @ApiPropertyOptional({ description: 'One kind; all when absent.', enum: SIGNAL_KINDS })
  @IsOptional()
  @IsIn(SIGNAL_KINDS)
  kind?: string;

  @ApiPropertyOptional({
    description: `1 to ${FLAGGED_PAGE.max} (default ${FLAGGED_PAGE.default}).`,
    minimum: 1,
    maximum: FLAGGED_PAGE.max,
  })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(1)
  @Max(FLAGGED_PAGE.max)
  first?: number;
}
