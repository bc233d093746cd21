import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { REVIEW_DEPTH_NAMES } from '../../computer/api/review.inputs';
import { QueryInteger } from './strict-query';

export class ReviewQuery {
  @ApiPropertyOptional({
    description: '`default` or `deep`; absent: the deep review when done, else the default one.',
    enum: REVIEW_DEPTH_NAMES,
  })
  @IsOptional()
  @IsIn(REVIEW_DEPTH_NAMES)
  depth?: (typeof REVIEW_DEPTH_NAMES)[number];
}

export class SeatViewQuery {
  @ApiProperty({ description: 'An event seq, 0 to the match version.', minimum: 0 })
  @QueryInteger()
  @IsInt()
  @Min(0)
  seq!: number;

  @ApiPropertyOptional({ description: 'The seat whose knowledge to show; absent: every hand open.', minimum: 0 })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(0)
  seat?: number;
}
