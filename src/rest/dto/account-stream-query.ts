import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class AccountStreamQuery {
  @ApiPropertyOptional({
    description:
      'Resume after this notification seq (for clients that cannot send Last-Event-ID, which wins when both are given); 0: the whole log still kept.',
    minimum: 0,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(Number.MAX_SAFE_INTEGER)
  after?: number;
}
