import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Rating', {
  description:
    "A player's rating in one pool (docs/players.md#ratings): Glicko-2 for `duel`, OpenSkill (Weng-Lin) shown as 60·mu ± 60·sigma for `trio` and `teams`.",
})
export class RatingModel {
  @Field({ description: 'The player.' })
  username!: string;

  @Field({ description: '`duel` (2 players), `trio` (3) or `teams` (4, two teams of partners).' })
  pool!: string;

  @Field(() => Float, { description: 'The rating (1500 to start).' })
  rating!: number;

  @Field(() => Float, { description: 'Its deviation: Glicko-2 RD, or 60·sigma.' })
  deviation!: number;

  @Field(() => Float, { nullable: true, description: 'Glicko-2 volatility (duel only).' })
  volatility!: number | null;

  @Field({ description: 'True while the deviation is above 110 (duel) or 150 (trio, teams).' })
  provisional!: boolean;

  @Field(() => Int, { description: 'Rated games played in this pool.' })
  games!: number;

  @Field(() => Int, { description: 'Rated wins in this pool.' })
  wins!: number;

  @Field(() => Int, { description: 'Rated draws in this pool.' })
  draws!: number;

  @Field(() => Int, { description: 'Rated losses in this pool, resignations and time-outs included.' })
  losses!: number;

  @Field(() => GraphQLISODateTime, { description: 'When it last changed.' })
  updatedAt!: Date;
}

@ObjectType('RatingChange', { description: 'One rating change, from one finished rated match.' })
export class RatingChangeModel {
  @Field(() => ID, {
    nullable: true,
    description:
      'The match that changed it; null when a player of that match hides their history and you did not play it (docs/players.md#hiding-ones-history).',
  })
  matchId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The match's head hash the change was computed from (its last event's hash); null as `matchId` is.",
  })
  headHash!: string | null;

  @Field({ description: '`duel`, `trio` or `teams`.' })
  pool!: string;

  @Field({ description: '`win`, `loss` or `draw`.' })
  result!: string;

  @Field(() => Float, { description: 'The rating before the match.' })
  ratingBefore!: number;

  @Field(() => Float, { description: 'The rating after it.' })
  ratingAfter!: number;

  @Field(() => Float, { description: 'The deviation before the match.' })
  deviationBefore!: number;

  @Field(() => Float, { description: 'The deviation after it.' })
  deviationAfter!: number;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the match finished; null as `matchId` is.' })
  createdAt!: Date | null;
}
