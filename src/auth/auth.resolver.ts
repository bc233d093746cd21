import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { UserModel } from '../users/user';
import { AuthPayloadModel } from './auth-payload.model';
import { AuthService, Session } from './auth.service';
import { LoginInput, RegisterInput } from './dto/credentials.input';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Mutation(() => AuthPayloadModel, { description: 'Creates an account and signs in.' })
  async register(@Args('input') input: RegisterInput): Promise<AuthPayloadModel> {
    return toPayload(await this.auth.register(input.username, input.password));
  }

  @Mutation(() => AuthPayloadModel)
  async login(@Args('input') input: LoginInput): Promise<AuthPayloadModel> {
    return toPayload(await this.auth.login(input.username, input.password));
  }
}

function toPayload(session: Session): AuthPayloadModel {
  return Object.assign(new AuthPayloadModel(), { accessToken: session.accessToken, user: UserModel.from(session.user) });
}
