import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { IsBoolean, IsDate, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { RulesModel } from '../../matches/api/match.models';
import { RatingModel } from '../../ratings/api/rating.models';

@ObjectType('ArchivedSeat', { description: 'A seat of an archived match and how it ended for it.' })
export class ArchivedSeatModel {
  @Field(() => Int, { description: 'Seat number, 0 first.' })
  seat!: number;

  @Field({ description: 'Who played it.' })
  username!: string;

  @Field(() => String, { nullable: true, description: '`win`, `loss` or `draw`; null while the match runs.' })
  result!: string | null;
}

@ObjectType('ArchivedMatch', {
  description:
    'A match as the archive and the live list show it. Read the whole match with `publicMatch` (or `match`), its record with `GET /api/matches/{id}/record`.',
})
export class ArchivedMatchModel {
  @Field(() => ID, { description: 'Match id.' })
  id!: string;

  @Field({ description: '`running` (the live list) or `finished` (the archive).' })
  status!: string;

  @Field(() => RulesModel, { description: 'The rule set (R2).' })
  rules!: RulesModel;

  @Field(() => [ArchivedSeatModel], { description: 'The seats in order, with their results.' })
  seats!: ArchivedSeatModel[];

  @Field({ description: "Rated: it changed its players' ratings." })
  rated!: boolean;

  @Field(() => Int, { description: 'Events after the start.' })
  version!: number;

  @Field({ description: 'Hash of the last event (docs/auditing.md).' })
  headHash!: string;

  @Field({ description: 'SHA-256 of the seed, published at the start (docs/auditing.md).' })
  seedCommitment!: string;

  @Field(() => GraphQLISODateTime, { description: 'When it started.' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it finished; null while it runs.' })
  finishedAt!: Date | null;
}

@ObjectType('PlayedCounts', { description: 'Finished games of one number of players.' })
export class PlayedCountsModel {
  @Field(() => Int, { description: '2, 3 or 4.' })
  players!: number;

  @Field(() => Int, { description: 'Finished games.' })
  played!: number;

  @Field(() => Int, { description: 'Won (with 4 players: their team won).' })
  won!: number;

  @Field(() => Int, { description: 'Drawn (with 3 players also: another player resigned or ran out of time).' })
  drawn!: number;

  @Field(() => Int, { description: 'Lost, resignations and time-outs included.' })
  lost!: number;
}

@ObjectType('FactionCount', { description: 'How often a faction was in the rule set of a player’s games.' })
export class FactionCountModel {
  @Field({ description: 'Faction id (R2.1).' })
  faction!: string;

  @Field(() => Int, { description: 'Finished games with this faction in the rule set.' })
  games!: number;
}

@ObjectType('Profile', { description: 'A player as anyone may see them (docs/players.md#profiles).' })
export class ProfileModel {
  @Field({ description: 'Their username.' })
  username!: string;

  @Field(() => GraphQLISODateTime, { description: 'When the account was made.' })
  memberSince!: Date;

  @Field({ description: 'They hide their history: counts and lists hold only the matches they chose to show.' })
  historyHidden!: boolean;

  @Field({
    description:
      'A moderator marked the account as having broken the rules (docs/fair-play.md#moderation); lifted on appeal or undone.',
  })
  rulesBroken!: boolean;

  @Field(() => [PlayedCountsModel], { description: 'Games played, won, drawn and lost, per number of players.' })
  games!: PlayedCountsModel[];

  @Field(() => [RatingModel], { description: 'Current ratings, one per pool played.' })
  ratings!: RatingModel[];

  @Field(() => [FactionCountModel], { description: 'The factions of their rule sets, most played first (three).' })
  favouriteFactions!: FactionCountModel[];

  @Field(() => [ArchivedMatchModel], { description: 'Their newest finished public matches.' })
  recentMatches!: ArchivedMatchModel[];
}

@InputType({ description: 'What to search the archive of finished public matches by; every field may be left out.' })
export class ArchiveFilterInput {
  @Field(() => String, { nullable: true, description: 'Matches this player played.' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  player?: string | null;

  @Field(() => String, { nullable: true, description: 'Matches against (or with) this player.' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  opponent?: string | null;

  @Field(() => String, { nullable: true, description: "`win`, `loss` or `draw`: `player`'s result." })
  @IsOptional()
  @IsIn(['win', 'loss', 'draw'])
  result?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Rated only (true) or casual only (false).' })
  @IsOptional()
  @IsBoolean()
  rated?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Number of players, 2 to 4.' })
  @IsOptional()
  @IsInt()
  @Min(2)
  @Max(4)
  players?: number | null;

  @Field(() => String, { nullable: true, description: 'A faction the rule set has (R2.1), e.g. `goblins`.' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  faction?: string | null;

  @Field(() => String, { nullable: true, description: 'A hero the rule set has (R2.2), e.g. `cthulhu`.' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  hero?: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Finished at or after.' })
  @IsOptional()
  @IsDate()
  from?: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Finished before.' })
  @IsOptional()
  @IsDate()
  to?: Date | null;
}
