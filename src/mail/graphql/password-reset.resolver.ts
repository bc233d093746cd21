import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { AuthPayloadModel } from '../../auth/auth-payload.model';
import { AuthService } from '../../auth/auth.service';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { RateLimitGuard } from '../../rate-limit/rate-limit.guard';
import { PasswordResets } from '../password-reset.service';

/** Public, so limited per client address as signing in is (the `auth` category). */
@Resolver()
@RateLimit('auth')
@UseGuards(RateLimitGuard)
export class PasswordResetResolver {
  constructor(
    private readonly resets: PasswordResets,
    private readonly auth: AuthService,
  ) {}

  @Mutation(() => Boolean, {
    description:
      'Asks for a password reset link by e-mail. Always true, whether or not the account exists or has a verified address: the link goes only to a verified address, at most once in 5 minutes per account.',
  })
  async requestPasswordReset(
    @Args('login', { description: 'Your username or e-mail address.' }) login: string,
  ): Promise<boolean> {
    await this.resets.request(login);
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      'Sets a new password with the token of the mailed link (single use, 1 hour). Ends every signed-in session of the account (sign in again); personal API tokens keep working. BAD_USER_INPUT for a bad token or password.',
  })
  async resetPassword(
    @Args('token', { description: 'The token of the mailed link.' }) token: string,
    @Args('newPassword', { description: 'The new password (the same rules as at registration).' }) newPassword: string,
  ): Promise<boolean> {
    await this.resets.complete(token, newPassword);
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      'Asks for a one-time sign-in link by e-mail: for an owner whose network is locked out after failed logins (or who would rather not type a password). Always true, whether or not the account exists or has a verified address: the link goes only to a verified address, at most once in 5 minutes per account, and works once, for 15 minutes.',
  })
  async requestSignInLink(
    @Args('login', { description: 'Your username or e-mail address.' }) login: string,
  ): Promise<boolean> {
    await this.resets.requestSignIn(login);
    return true;
  }

  @Mutation(() => AuthPayloadModel, {
    description:
      'Signs in with the token of a mailed sign-in link (requestSignInLink): once, within 15 minutes. Failed logins do not lock it. BAD_USER_INPUT (`fields.token`) for an unknown, used or expired token.',
  })
  async signInWithLink(
    @Args('token', { description: 'The token of the mailed link.' }) token: string,
  ): Promise<AuthPayloadModel> {
    return AuthPayloadModel.of(await this.auth.signInByLink(await this.resets.useSignIn(token)));
  }
}
