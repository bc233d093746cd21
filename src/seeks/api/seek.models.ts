import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { toRulesModel, toTimeControlModel } from '../../matches/api/match.mapper';
import { RulesModel, TimeControlModel } from '../../matches/api/match.models';
import type { Seek } from '../seek-matching';

@ObjectType('Seek', {
  description:
    'An automatch seek (docs/lobbies.md "Automatch"): matched with compatible seeks into a match as soon as a table is full.',
})
export class SeekModel {
  @Field(() => ID, { description: 'Seek id.' })
  id!: string;

  @Field({ description: 'Who posted it.' })
  username!: string;

  @Field(() => RulesModel, { description: 'The rule set (players included); only seeks with the same one match.' })
  rules!: RulesModel;

  @Field(() => TimeControlModel, { nullable: true, description: 'The time control; only equal ones match.' })
  timeControl!: TimeControlModel | null;

  @Field({ description: 'Rated; only seeks alike match.' })
  rated!: boolean;

  @Field(() => Float, { nullable: true, description: 'Lowest rating (in the pool) of a player it is matched with.' })
  minRating!: number | null;

  @Field(() => Float, { nullable: true, description: 'Highest rating (in the pool) of a player it is matched with.' })
  maxRating!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Least finished share (whole percent) of a player it is matched with; players without games pass.',
  })
  minReputation!: number | null;

  @Field({ description: '`open`, `matched` (see `matchId`), `cancelled` or `expired`.' })
  status!: string;

  @Field(() => ID, { nullable: true, description: 'The match it joined, once matched.' })
  matchId!: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When it was posted.' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { description: 'When it stops waiting, unmatched.' })
  expiresAt!: Date;

  static from(s: Seek): SeekModel {
    return {
      id: s.id,
      username: s.username,
      rules: toRulesModel(s.rules),
      timeControl:
        s.timeControl &&
        toTimeControlModel(s.timeControl, s.rules.players === 2 && s.timeControl.noAutoTimeout !== true),
      rated: s.rated,
      minRating: s.minRating,
      maxRating: s.maxRating,
      minReputation: s.minReputation,
      status: s.status,
      matchId: s.matchId,
      createdAt: s.createdAt,
      expiresAt: s.expiresAt,
    };
  }
}
