import { Field, ObjectType } from '@nestjs/graphql';
import { UserModel } from '../users/user';

@ObjectType('AuthPayload')
export class AuthPayloadModel {
  @Field({ description: 'Send as `Authorization: Bearer <token>`, or as connectionParams.authorization over WebSocket.' })
  accessToken!: string;

  @Field(() => UserModel)
  user!: UserModel;
}
