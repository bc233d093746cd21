import { Field, InputType, Int } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';

/** A new tournament. Only the shape is checked here; tournamentSettingsFrom judges the values. */
@InputType({ description: 'A new tournament (docs/tournaments.md "Organizing").' })
export class CreateTournamentInput {
  @Field({ description: 'Its name, 1 to 80 characters.' })
  @IsString()
  @MaxLength(200)
  name!: string;

  @Field({ description: '`swiss` or `round_robin`.' })
  @IsString()
  @MaxLength(20)
  format!: string;

  @Field({ description: 'The rule preset of every match: `claim` or `claim2` (R2.1).' })
  @IsString()
  @MaxLength(40)
  preset!: string;

  @Field(() => Int, { nullable: true, description: 'Players per match: 2 (the default; the only choice for now).' })
  @IsOptional()
  @IsInt()
  players?: number | null;

  @Field(() => Int, { description: 'Days per move in every match, 1 to 14.' })
  @IsInt()
  daysPerMove!: number;

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

  @Field(() => Int, {
    nullable: true,
    description: 'Withdraw an entrant who times out of this many games, 0 for never (default 2).',
  })
  @IsOptional()
  @IsInt()
  withdrawAfterTimeouts?: number | null;
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
