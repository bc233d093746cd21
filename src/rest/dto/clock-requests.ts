import { ApiPropertyOptional, ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsDate, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { QueryInteger, IsoDate } from './strict-query';

@ApiSchema({ description: 'What a claim on time asks for.' })
export class ClaimTimeoutRequest {
  @ApiPropertyOptional({
    description:
      '`end` (default): the match ends, the other side wins. `skip` (3–4 players): the server plays the seat’s turns until it returns.',
    enum: ['end', 'skip'],
  })
  @IsOptional()
  @IsIn(['end', 'skip'])
  claim?: 'end' | 'skip';
}

@ApiSchema({ description: 'An answer to a proposed pause.' })
export class AnswerPauseRequest {
  @ApiProperty({ description: 'true pauses every clock; false declines.' })
  @IsBoolean()
  accept!: boolean;
}

@ApiSchema({ description: 'A vacation to book.' })
export class StartVacationRequest {
  @ApiProperty({ description: 'Whole days, 1 to the yearly allowance.', type: Number })
  @IsInt()
  @Min(1)
  @Max(365)
  days!: number;

  @ApiPropertyOptional({
    description: 'A later start (ISO 8601); now when left out.',
    type: String,
    format: 'date-time',
  })
  @IsOptional()
  @IsoDate()
  @IsDate()
  startsAt?: Date;
}

@ApiSchema({ description: 'A page size.' })
export class TurnsQuery {
  @ApiPropertyOptional({ description: 'At most 500 (default 100).', type: Number })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(1)
  @Max(500)
  first?: number;
}
