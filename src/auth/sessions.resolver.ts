import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { GraphQLContext } from '../common/graphql-context';
import { UserModel } from '../users/user';
import type { AuthUser } from './auth-user';
import { AuthPayloadModel } from './auth-payload.model';
import { AuthService, Session } from './auth.service';
import { CurrentUser } from './current-user.decorator';
import { GuestsWelcome, RequireSession } from './require-scopes.decorator';

/** Ending sessions: signed-in sessions only (a personal token is revoked with revokeApiToken). */
@Resolver()
export class SessionsResolver {
  constructor(private readonly auth: AuthService) {}

  @Mutation(() => Boolean, {
    description:
      'Signs out: the session (access token) this is sent with stops working, at once on this server and within seconds on the others; its open streams end.',
  })
  @RequireSession()
  @GuestsWelcome()
  async logout(@CurrentUser() user: AuthUser): Promise<boolean> {
    await this.auth.logout(user);
    return true;
  }

  @Mutation(() => AuthPayloadModel, {
    description:
      'Changes your password: give the current one (BAD_USER_INPUT `fields.currentPassword` when wrong, `fields.newPassword` when the new one breaks the rules of registration). Ends every session of your account, this one too, as revokeMySessions does; the answer is a new session for this client. Personal API tokens keep working.',
  })
  @RequireSession()
  async changePassword(
    @CurrentUser() user: AuthUser,
    @Args('currentPassword', { description: 'Your password now.' }) currentPassword: string,
    @Args('newPassword', { description: 'The new password (the same rules as at registration).' }) newPassword: string,
    @Context() context: GraphQLContext,
  ): Promise<AuthPayloadModel> {
    return toPayload(await this.auth.changePassword(user, currentPassword, newPassword, context.req.ip));
  }

  @Mutation(() => AuthPayloadModel, {
    description:
      'Signs out everywhere: every session of your account stops working, this one too, and their streams end; the answer is a new session for this client. Personal API tokens are not affected (revoke those with revokeApiToken).',
  })
  @RequireSession()
  @GuestsWelcome()
  async revokeMySessions(@CurrentUser() user: AuthUser): Promise<AuthPayloadModel> {
    return toPayload(await this.auth.revokeAllSessions(user));
  }
}

function toPayload(session: Session): AuthPayloadModel {
  return Object.assign(new AuthPayloadModel(), {
    accessToken: session.accessToken,
    user: UserModel.from(session.user),
  });
}
