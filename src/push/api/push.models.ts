import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('PushSubscription', { description: 'A browser that gets your notices by Web Push.' })
export class PushSubscriptionModel {
  @Field(() => ID, { description: 'The subscription, for removePushSubscription.' })
  id!: string;

  @Field(() => String, { description: "The push service's endpoint for that browser." })
  endpoint!: string;

  @Field(() => GraphQLISODateTime, { description: 'When the browser subscribed.' })
  createdAt!: Date;
}
