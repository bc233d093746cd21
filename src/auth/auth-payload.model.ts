import { Field, ObjectType } from '@nestjs/graphql';
import { UserModel } from '../users/user';
import type { Session } from './auth.service';

@ObjectType('AuthPayload', { description: 'A session: the access token and whom it signs in.' })
export class AuthPayloadModel {
  @Field({
    description: 'Send as `Authorization: Bearer <token>`, or as connectionParams.authorization over WebSocket.',
  })
  accessToken!: string;

  @Field(() => UserModel, { description: 'The signed-in user.' })
  user!: UserModel;

  static of(session: Session): AuthPayloadModel {
    return Object.assign(new AuthPayloadModel(), {
      accessToken: session.accessToken,
      user: UserModel.from(session.user),
    });
  }
}
