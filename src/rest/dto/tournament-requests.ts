import { ApiProperty, ApiPropertyOptional, ApiSchema, PickType } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDateString,
  IsNumber,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { GameRulesBody } from './lobby-requests';
import { QueryInteger } from './strict-query';

/** The same choices as GraphQL's CreateTournamentInput; tournamentSettingsFrom judges the values. */
@ApiSchema({ description: 'A new tournament (docs/tournaments.md "Organizing").' })
export class CreateTournamentBody extends PickType(GameRulesBody, [
  'timeBank',
  'noVacation',
  'heroes',
  'heroValues',
] as const) {
  @ApiProperty({ description: 'Its name, 1 to 80 characters.', maxLength: 200 })
  @IsString()
  @MaxLength(200)
  name!: string;

  @ApiProperty({ description: '`swiss`, `round_robin`, `knockout` or `league`.', maxLength: 20, example: 'swiss' })
  @IsString()
  @MaxLength(20)
  format!: string;

  @ApiPropertyOptional({
    description: 'The rule preset of every match: `claim` or `claim2` (R2.1), for 2 players; or give `factions`.',
    maxLength: 40,
    example: 'claim',
    nullable: true,
    type: String,
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  preset?: string | null;

  @ApiPropertyOptional({
    description: 'Instead of a preset: the factions (R2.1); tables of 3 or 4 players need 7.',
    type: [String],
    nullable: true,
  })
  @IsOptional()
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  factions?: string[] | null;

  @ApiPropertyOptional({
    description: 'Players per match: 2 (the default), 3 or 4 (knockout: 2 only).',
    type: Number,
    nullable: true,
  })
  @IsOptional()
  @IsInt()
  players?: number | null;

  @ApiPropertyOptional({
    description: 'Days per move in every match, 1 to 14; or give `timeBank`.',
    type: Number,
    nullable: true,
  })
  @IsOptional()
  @IsInt()
  daysPerMove?: number | null;

  @ApiPropertyOptional({
    description:
      'Entry needs at least this share of correspondence games finished, 1 to 100 percent (as a lobby; 409 REPUTATION_TOO_LOW).',
    type: Number,
    nullable: true,
  })
  @IsOptional()
  @IsInt()
  minReputation?: number | null;

  @ApiPropertyOptional({
    description: 'Entry by invitation: the usernames of the only players who may enter, 1 to 64 (409 NOT_INVITED).',
    type: [String],
    nullable: true,
    maxItems: 64,
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(64)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  invited?: string[] | null;

  @ApiPropertyOptional({
    description:
      "Entry limited to this club's members (409 NOT_A_CLUB_MEMBER); only its owner and admins may create one.",
    type: String,
    nullable: true,
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  clubId?: string | null;

  @ApiPropertyOptional({
    description: 'Registration opens then (409 REGISTRATION_NOT_OPEN before); at creation if left out.',
    type: String,
    format: 'date-time',
    nullable: true,
  })
  @IsOptional()
  @IsDateString()
  registrationOpensAt?: string | null;

  @ApiPropertyOptional({
    description: 'Registration closes then (409 REGISTRATION_CLOSED from then on); in the future, not after startsAt.',
    type: String,
    format: 'date-time',
    nullable: true,
  })
  @IsOptional()
  @IsDateString()
  registrationClosesAt?: string | null;

  @ApiPropertyOptional({
    description: 'Scheduled start: the server starts the tournament then if it has enough entrants; within a year.',
    type: String,
    format: 'date-time',
    nullable: true,
  })
  @IsOptional()
  @IsDateString()
  startsAt?: string | null;

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
    description: 'Start as the last place (maxEntrants) is taken, without waiting for the organizer (default false).',
    type: Boolean,
    nullable: true,
  })
  @IsOptional()
  @IsBoolean()
  startWhenFull?: boolean | null;

  @ApiPropertyOptional({
    description:
      "Entry rating range: the lowest rating (0 to 10000) in the pool of the tournament's players per match (unrated: 1500) that may enter; none if left out.",
    type: Number,
    nullable: true,
  })
  @IsOptional()
  @IsNumber()
  minRating?: number | null;

  @ApiPropertyOptional({
    description:
      'Entry rating range: the highest rating that may enter (0 to 10000, not below minRating); none if left out.',
    type: Number,
    nullable: true,
  })
  @IsOptional()
  @IsNumber()
  maxRating?: number | null;

  @ApiPropertyOptional({
    description: 'Knockout: games per tie, 1, 3, 5 or 7 (default 1).',
    type: Number,
    nullable: true,
  })
  @IsOptional()
  @IsInt()
  bestOf?: number | null;

  @ApiPropertyOptional({ description: 'League: the number of seasons, 1 to 52.', type: Number, nullable: true })
  @IsOptional()
  @IsInt()
  seasons?: number | null;

  @ApiPropertyOptional({
    description: 'League: entrants per division (3 to 16 at 2 players, players + 1 to 8 at tables of 3 or 4).',
    type: Number,
    nullable: true,
  })
  @IsOptional()
  @IsInt()
  divisionSize?: number | null;

  @ApiPropertyOptional({
    description: 'League: how many go up and down between neighbouring divisions, 1 to half a division (default 1).',
    type: Number,
    nullable: true,
  })
  @IsOptional()
  @IsInt()
  promotion?: number | null;

  @ApiPropertyOptional({
    description: 'League: the length of a season in days, 1 to 365.',
    type: Number,
    nullable: true,
  })
  @IsOptional()
  @IsInt()
  seasonDays?: number | null;

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
