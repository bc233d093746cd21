import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('AuditReport', {
  description: 'The result of recomputing a stored match: seed commitment, hash chain, replay and head.',
})
export class AuditReportModel {
  @Field(() => ID, { description: 'Match id.' })
  matchId!: string;

  @Field({ description: 'True when every check passed.' })
  ok!: boolean;

  @Field(() => Int, { description: 'Events checked before stopping.' })
  eventsChecked!: number;

  @Field(() => Int, { nullable: true, description: 'The first event whose stored data and recomputation disagree.' })
  firstBadSeq!: number | null;

  @Field(() => String, { nullable: true, description: 'What disagrees.' })
  reason!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The head hash recomputed from the events (compare it with your receipts).',
  })
  headHash!: string | null;
}

@ObjectType('UserAction', { description: 'One event a user caused (admin audit).' })
export class UserActionModel {
  @Field(() => ID, { description: 'Match id.' })
  matchId!: string;

  @Field(() => Int, { description: 'Event sequence number.' })
  seq!: number;

  @Field({ description: 'Event type.' })
  type!: string;

  @Field(() => String, { nullable: true, description: 'The request that caused it.' })
  requestId!: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When.' })
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: 'The move (R10 JSON), once its match is over.' })
  move!: string | null;
}
