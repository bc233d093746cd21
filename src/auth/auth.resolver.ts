import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { UserModel } from '../users/user';
import { AuthPayloadModel } from './auth-payload.model';
import { AuthService, Session } from './auth.service';
import { LoginInput, RegisterInput } from './dto/credentials.input';

/** Public, so limited per IP address: guessing passwords takes too long to be worth it. */
@Resolver()
@RateLimit('auth')
@UseGuards(RateLimitGuard)
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Mutation(() => AuthPayloadModel, { description: 'Creates an account and signs in.' })
  async register(@Args('input', { description: 'The new account.' }) input: RegisterInput): Promise<AuthPayloadModel> {
    return toPayload(await this.auth.register(input.username, input.password));
  }

  @Mutation(() => AuthPayloadModel, { description: 'Signs in with a username and password.' })
  async login(@Args('input', { description: 'The credentials.' }) input: LoginInput): Promise<AuthPayloadModel> {
    return toPayload(await this.auth.login(input.username, input.password));
  }
}

function toPayload(session: Session): AuthPayloadModel {
  return Object.assign(new AuthPayloadModel(), {
    accessToken: session.accessToken,
    user: UserModel.from(session.user),
  });
}
