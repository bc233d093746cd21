import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import type { TurnWithOpponents } from '../turns.repository';

@ObjectType('TurnEntry', { description: 'A match where it is your move.' })
export class TurnEntryModel {
  @Field(() => ID, { description: 'Match id.' })
  matchId!: string;

  @Field(() => Int, { description: 'Your seat.' })
  seat!: number;

  @Field(() => [String], { description: "The other players' names, in seat order." })
  opponents!: string[];

  @Field({
    description:
      'What is due: play (a card), or the decision to make: seer, prize, vampire, smash, cthulhu or skeleton.',
  })
  due!: string;

  @Field(() => Int, { description: 'The match version: send it as expectedVersion.' })
  version!: number;

  @Field(() => GraphQLISODateTime, { description: 'When it became your move.' })
  dueSince!: Date;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When your time runs out; null without a time control.',
  })
  deadline!: Date | null;

  static from(t: TurnWithOpponents): TurnEntryModel {
    return {
      matchId: t.matchId,
      seat: t.seat,
      opponents: t.opponents,
      due: t.due,
      version: t.version,
      dueSince: t.dueSince,
      deadline: t.deadline,
    };
  }
}
