import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { GraphQLContext } from '../common/graphql-context';
import { UserModel } from '../users/user';
import type { AuthUser } from './auth-user';
import { AuthPayloadModel } from './auth-payload.model';
import { AuthService, Session } from './auth.service';
import { CurrentUser } from './current-user.decorator';
import { GuestsWelcome, RequireSession } from './require-scopes.decorator';
import { SignedInSessionModel } from './session.models';
import { Sessions } from './sessions';

/** Listing and ending sessions: signed-in sessions only (a personal token is revoked with revokeApiToken). */
@Resolver()
export class SessionsResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: Sessions,
  ) {}

  @Query(() => [SignedInSessionModel], {
    description:
      'Your signed-in sessions that still work (each browser or device you signed in on), the most recently used first; `current` marks this one. Signed-in sessions only (a personal token is FORBIDDEN); your personal tokens are apiTokens.',
  })
  @RequireSession()
  @GuestsWelcome()
  async mySessions(@CurrentUser() user: AuthUser): Promise<SignedInSessionModel[]> {
    return (await this.sessions.list(user)).map((s) => SignedInSessionModel.from(s));
  }

  @Mutation(() => Boolean, {
    description:
      'Ends one of your sessions (this one too: that is signing out): its access token is refused from now on, at once on this server and within seconds on the others, and its open streams (graphql-ws connections, SSE streams) are closed. NOT_FOUND for an id that is not one of your working sessions. To end every other session at once, use revokeMySessions.',
  })
  @RequireSession()
  @GuestsWelcome()
  async revokeSession(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'The session id, from mySessions.' }) id: string,
  ): Promise<boolean> {
    await this.sessions.revoke(user, id);
    return true;
  }

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
      'Changes your password: give the current one (BAD_USER_INPUT `fields.currentPassword` when wrong, `fields.newPassword` when the new one breaks the rules of registration). Ends every session of your account, this one too, as revokeMySessions does; the answer is a new session for this client. Personal API tokens and authorised apps keep working.',
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
      'Signs out everywhere else: every session of your account stops working, this one too, and their open streams are closed; every app you authorised through OAuth is signed out too (its tokens are refused, its streams closed); the answer is a new session for this client (so only this client stays signed in). Personal API tokens are not affected (revoke those with revokeApiToken).',
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
