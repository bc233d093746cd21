import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { QueryInteger } from './strict-query';

export class AccountStreamQuery {
  @ApiPropertyOptional({
    description:
      'Resume after this notification seq (for clients that cannot send Last-Event-ID, which wins when both are given); 0: the whole log still kept.',
    minimum: 0,
  })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(0)
  @Max(Number.MAX_SAFE_INTEGER)
  after?: number;
}
