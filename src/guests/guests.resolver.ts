import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { AuthPayloadModel } from '../auth/auth-payload.model';
import type { Session } from '../auth/auth.service';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { RegisterInput } from '../auth/dto/credentials.input';
import { GuestsWelcome, RequireSession } from '../auth/require-scopes.decorator';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { UserModel } from '../users/user';
import { GuestsService } from './guests.service';

@Resolver()
export class GuestsResolver {
  constructor(private readonly guests: GuestsService) {}

  @Mutation(() => AuthPayloadModel, {
    description:
      'Makes a guest account and signs it in (docs/players.md "Guests"): named `guest-` and six letters or digits, no password, ' +
      'a session of 30 days. A guest plays the computer (casual games) and watches; it cannot write in chats, play rated, ' +
      'use lobbies or challenges, block, report or mint tokens until `convertGuest`. Counted per address (`guests` rate limit).',
  })
  @RateLimit('guests')
  @UseGuards(RateLimitGuard)
  async createGuest(): Promise<AuthPayloadModel> {
    return toPayload(await this.guests.create());
  }

  @Mutation(() => AuthPayloadModel, {
    description:
      'Turns the signed-in guest into an account with this username and password (checked as `register` checks them), ' +
      'keeping its matches; a new session for it. CONFLICT (NOT_A_GUEST) for an account that is no guest.',
  })
  @RequireSession()
  @GuestsWelcome()
  async convertGuest(
    @CurrentUser() user: AuthUser,
    @Args('input', { description: 'The name and password to keep.' }) input: RegisterInput,
  ): Promise<AuthPayloadModel> {
    return toPayload(await this.guests.convert(user, input.username, input.password));
  }
}

function toPayload(session: Session): AuthPayloadModel {
  return Object.assign(new AuthPayloadModel(), {
    accessToken: session.accessToken,
    user: UserModel.from(session.user),
  });
}
