import { Field, ObjectType } from '@nestjs/graphql';
import { UserModel } from '../users/user';

@ObjectType('AuthPayload', { description: 'A session: the access token and whom it signs in.' })
export class AuthPayloadModel {
  @Field({
    description: 'Send as `Authorization: Bearer <token>`, or as connectionParams.authorization over WebSocket.',
  })
  accessToken!: string;

  @Field(() => UserModel, { description: 'The signed-in user.' })
  user!: UserModel;
}
