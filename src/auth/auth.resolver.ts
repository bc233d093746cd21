import { UseGuards } from '@nestjs/common';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { GraphQLContext } from '../common/graphql-context';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { AuthPayloadModel } from './auth-payload.model';
import { AuthService } from './auth.service';
import { LoginInput, RegisterInput } from './dto/credentials.input';

/** Public, so limited per IP address: guessing passwords takes too long to be worth it. */
@Resolver()
@RateLimit('auth')
@UseGuards(RateLimitGuard)
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Mutation(() => AuthPayloadModel, { description: 'Creates an account and signs in.' })
  async register(@Args('input', { description: 'The new account.' }) input: RegisterInput): Promise<AuthPayloadModel> {
    return AuthPayloadModel.of(await this.auth.register(input.username, input.password));
  }

  @Mutation(() => AuthPayloadModel, {
    description:
      'Signs in with a username and password. After RATE_LIMIT_LOGIN_FAILURES failures for a username from one network (IPv4 /24, IPv6 /64), that network gets RATE_LIMITED for the name until the window ends; other networks are not affected. Locked out? requestSignInLink mails a one-time link.',
  })
  async login(
    @Args('input', { description: 'The credentials.' }) input: LoginInput,
    @Context() context: GraphQLContext,
  ): Promise<AuthPayloadModel> {
    return AuthPayloadModel.of(await this.auth.login(input.username, input.password, context.req.ip));
  }
}
