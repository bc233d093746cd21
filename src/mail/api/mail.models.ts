import { Field, GraphQLISODateTime, ObjectType } from '@nestjs/graphql';

@ObjectType('EmailAddress', { description: 'Your e-mail address; notices are mailed only once it is verified.' })
export class EmailAddressModel {
  @Field(() => String, { description: 'The address, as you gave it.' })
  address!: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Null until you follow the link mailed to it.' })
  verifiedAt!: Date | null;
}
