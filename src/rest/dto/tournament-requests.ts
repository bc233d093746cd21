import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { QueryInteger } from './strict-query';

/** The same choices as GraphQL's CreateTournamentInput; tournamentSettingsFrom judges the values. */
@ApiSchema({ description: 'A new tournament (docs/tournaments.md "Organizing").' })
export class CreateTournamentBody {
  @ApiProperty({ description: 'Its name, 1 to 80 characters.', maxLength: 200 })
  @IsString()
  @MaxLength(200)
  name!: string;

  @ApiProperty({ description: '`swiss` or `round_robin`.', maxLength: 20, example: 'swiss' })
  @IsString()
  @MaxLength(20)
  format!: string;

  @ApiProperty({
    description: 'The rule preset of every match: `claim` or `claim2` (R2.1).',
    maxLength: 40,
    example: 'claim',
  })
  @IsString()
  @MaxLength(40)
  preset!: string;

  @ApiPropertyOptional({
    description: 'Players per match: 2 (the default; the only choice for now).',
    type: Number,
    nullable: true,
  })
  @IsOptional()
  @IsInt()
  players?: number | null;

  @ApiProperty({ description: 'Days per move in every match, 1 to 14.', type: Number })
  @IsInt()
  daysPerMove!: number;

  @ApiPropertyOptional({ description: 'Rated matches (default false).', type: Boolean, nullable: true })
  @IsOptional()
  @IsBoolean()
  rated?: boolean | null;

  @ApiPropertyOptional({
    description: 'Swiss: the number of rounds, 1 to 20. Round-robin: leave out.',
    type: Number,
    nullable: true,
  })
  @IsOptional()
  @IsInt()
  rounds?: number | null;

  @ApiPropertyOptional({
    description: 'Round-robin: every pair meets twice, seats swapped.',
    type: Boolean,
    nullable: true,
  })
  @IsOptional()
  @IsBoolean()
  double?: boolean | null;

  @ApiProperty({ description: 'At most this many entrants, 2 to 64.', type: Number })
  @IsInt()
  maxEntrants!: number;

  @ApiPropertyOptional({
    description: 'Withdraw an entrant who times out of this many games, 0 for never (default 2).',
    type: Number,
    nullable: true,
  })
  @IsOptional()
  @IsInt()
  withdrawAfterTimeouts?: number | null;
}

export class TournamentListQuery {
  @ApiPropertyOptional({
    description: '`registration`, `running` or `finished`; any if left out.',
    enum: ['registration', 'running', 'finished'],
  })
  @IsOptional()
  @IsIn(['registration', 'running', 'finished'])
  status?: string;

  @ApiPropertyOptional({ description: 'Page size, 1 to 50.', minimum: 1, maximum: 50, default: 20 })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(1)
  @Max(50)
  first?: number;

  @ApiPropertyOptional({ description: 'The id of the last tournament of the previous page.', format: 'uuid' })
  @IsOptional()
  @IsUUID()
  after?: string;
}

@ApiSchema({ description: 'A tournament with its entrants, started at once (docs/tournaments.md "Organizer API").' })
export class OrganizeTournamentBody extends CreateTournamentBody {
  @ApiProperty({ description: "The entrants' usernames: 2 to maxEntrants, each once.", type: [String], maxItems: 64 })
  @IsArray()
  @ArrayMaxSize(64)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  entrants!: string[];
}

@ApiSchema({ description: 'A player, by username.' })
export class TournamentUsernameBody {
  @ApiProperty({ description: 'The player.', maxLength: 100 })
  @IsString()
  @MaxLength(100)
  username!: string;
}

export class TournamentStreamQuery {
  @ApiPropertyOptional({
    description: 'The version you have: a newer state comes at once (Last-Event-ID wins).',
    minimum: 0,
  })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(0)
  after?: number;
}
