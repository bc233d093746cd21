import { Field, Float, GraphQLISODateTime, ID, InputType, Int, PickType } from '@nestjs/graphql';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDate,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { CreateLobbyInput } from '../../lobbies/api/lobby.inputs';

/** A new tournament. Only the shape is checked here; tournamentSettingsFrom judges the values. */
@InputType({ description: 'A new tournament (docs/tournaments.md "Organizing").' })
export class CreateTournamentInput extends PickType(
  CreateLobbyInput,
  ['timeBank', 'noVacation', 'heroes', 'heroValues'] as const,
  InputType,
) {
  @Field({ description: 'Its name, 1 to 80 characters.' })
  @IsString()
  @MaxLength(200)
  name!: string;

  @Field({ description: '`swiss`, `round_robin`, `knockout` or `league`.' })
  @IsString()
  @MaxLength(20)
  format!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The rule preset of every match: `claim` or `claim2` (R2.1), for 2 players; or give `factions`.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  preset?: string | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Instead of a preset: the factions (R2.1); tables of 3 or 4 players need 7.',
  })
  @IsOptional()
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  factions?: string[] | null;

  @Field(() => Int, { nullable: true, description: 'Players per match: 2 (the default), 3 or 4 (knockout: 2 only).' })
  @IsOptional()
  @IsInt()
  players?: number | null;

  @Field(() => Int, { nullable: true, description: 'Days per move in every match, 1 to 14; or give `timeBank`.' })
  @IsOptional()
  @IsInt()
  daysPerMove?: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Entry needs at least this share of correspondence games finished, 1 to 100 percent (as a lobby; CONFLICT REPUTATION_TOO_LOW).',
  })
  @IsOptional()
  @IsInt()
  minReputation?: number | null;

  @Field(() => [String], {
    nullable: true,
    description:
      'Entry by invitation: the usernames of the only players who may enter, 1 to 64 (CONFLICT NOT_INVITED).',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(64)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  invited?: string[] | null;

  @Field(() => ID, {
    nullable: true,
    description:
      "Entry limited to this club's members (CONFLICT NOT_A_CLUB_MEMBER); only its owner and admins may create one.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  clubId?: string | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'Registration opens then (CONFLICT REGISTRATION_NOT_OPEN before); at creation if left out.',
  })
  @IsOptional()
  @IsDate()
  registrationOpensAt?: Date | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description:
      'Registration closes then (CONFLICT REGISTRATION_CLOSED from then on); in the future, not after startsAt.',
  })
  @IsOptional()
  @IsDate()
  registrationClosesAt?: Date | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'Scheduled start: the server starts the tournament then if it has enough entrants; within a year.',
  })
  @IsOptional()
  @IsDate()
  startsAt?: Date | null;

  @Field(() => Boolean, { nullable: true, description: 'Rated matches (default false).' })
  @IsOptional()
  @IsBoolean()
  rated?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Swiss: the number of rounds, 1 to 20. Round-robin: leave out.' })
  @IsOptional()
  @IsInt()
  rounds?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Round-robin: every pair meets twice, seats swapped.' })
  @IsOptional()
  @IsBoolean()
  double?: boolean | null;

  @Field(() => Int, { description: 'At most this many entrants, 2 to 64.' })
  @IsInt()
  maxEntrants!: number;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Start as the last place (maxEntrants) is taken, without waiting for the organizer (default false).',
  })
  @IsOptional()
  @IsBoolean()
  startWhenFull?: boolean | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "Entry rating range: the lowest rating (0 to 10000) in the pool of the tournament's players per match (unrated: 1500) that may enter; none if left out.",
  })
  @IsOptional()
  @IsNumber()
  minRating?: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Entry rating range: the highest rating that may enter (0 to 10000, not below minRating); none if left out.',
  })
  @IsOptional()
  @IsNumber()
  maxRating?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Withdraw an entrant who times out of this many games, 0 for never (default 2).',
  })
  @IsOptional()
  @IsInt()
  withdrawAfterTimeouts?: number | null;

  @Field(() => Int, { nullable: true, description: 'Knockout: games per tie, 1, 3, 5 or 7 (default 1).' })
  @IsOptional()
  @IsInt()
  bestOf?: number | null;

  @Field(() => Int, { nullable: true, description: 'League: the number of seasons, 1 to 52.' })
  @IsOptional()
  @IsInt()
  seasons?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'League: entrants per division (3 to 16 at 2 players, players + 1 to 8 at tables of 3 or 4).',
  })
  @IsOptional()
  @IsInt()
  divisionSize?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'League: how many go up and down between neighbouring divisions, 1 to half a division (default 1).',
  })
  @IsOptional()
  @IsInt()
  promotion?: number | null;

  @Field(() => Int, { nullable: true, description: 'League: the length of a season in days, 1 to 365.' })
  @IsOptional()
  @IsInt()
  seasonDays?: number | null;
}

/** A tournament for a given list of players, started at once (the organizer API). */
@InputType({ description: 'A tournament with its entrants, started at once (docs/tournaments.md "Organizer API").' })
export class OrganizeTournamentInput extends CreateTournamentInput {
  @Field(() => [String], { description: "The entrants' usernames: 2 to maxEntrants, each once." })
  @IsArray()
  @ArrayMaxSize(64)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  entrants!: string[];
}
