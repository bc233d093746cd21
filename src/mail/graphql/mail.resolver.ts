import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { RequireSession } from '../../auth/require-scopes.decorator';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { RateLimitGuard } from '../../rate-limit/rate-limit.guard';
import { MailService } from '../mail.service';
import { EmailAddressModel } from '../api/mail.models';

/** Account settings: for a signed-in session only, never a personal API token. */
@Resolver(() => EmailAddressModel)
export class MailResolver {
  constructor(private readonly mail: MailService) {}

  @Query(() => EmailAddressModel, { nullable: true, description: 'Your e-mail address, if you gave one.' })
  @RequireSession()
  myEmail(@CurrentUser() user: AuthUser): Promise<EmailAddressModel | null> {
    return this.mail.myAddress(user.id);
  }

  @Mutation(() => EmailAddressModel, {
    description:
      'Sets or changes your address and mails it a verification link (single use, valid 24 h). Until you follow it, nothing else is mailed.',
  })
  @RequireSession()
  setEmail(
    @CurrentUser() user: AuthUser,
    @Args('address', { description: 'An e-mail address, at most 254 characters.' }) address: string,
  ): Promise<EmailAddressModel> {
    return this.mail.setAddress(user.id, address);
  }

  @Mutation(() => Boolean, {
    description:
      'Verifies an address with the token of the mailed link. Public, so counted per client address like signing in (the `auth` limit, shared with REST).',
  })
  // Public: the same per-address limit as POST /api/email/verify and the mailed link.
  @RateLimit('auth')
  @UseGuards(RateLimitGuard)
  async verifyEmail(
    @Args('token', { description: 'The token of the link in the verification mail.' }) token: string,
  ): Promise<boolean> {
    await this.mail.verify(token);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Removes your address: no more mail.' })
  @RequireSession()
  async removeEmail(@CurrentUser() user: AuthUser): Promise<boolean> {
    await this.mail.removeAddress(user.id);
    return true;
  }
}
