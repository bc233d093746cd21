import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth-user';
import { CurrentUser } from '../current-user.decorator';
import { RequireSession } from '../require-scopes.decorator';
import { AuthorisedAppModel, OAuthAnswerModel, OAuthRequestModel } from './api/oauth.models';
import { OAuthService } from './oauth.service';

/** Consenting to apps and taking their access back: signed-in sessions only, as for personal tokens. */
@Resolver()
export class OAuthResolver {
  constructor(private readonly oauth: OAuthService) {}

  @Query(() => OAuthRequestModel, {
    description:
      "An app's pending OAuth request (the consent page): who asks, for which scopes, where you will be sent back. NOT_FOUND once answered or expired. Signed-in sessions only.",
  })
  @RequireSession()
  async oauthRequest(@Args('uid', { description: 'The request id.' }) uid: string): Promise<OAuthRequestModel> {
    return OAuthRequestModel.from(await this.oauth.request(uid));
  }

  @Mutation(() => OAuthAnswerModel, {
    description:
      'Lets the app act for you with the scopes it asked for, until you revoke it; open redirectTo in the browser that started the request. Signed-in sessions only.',
  })
  @RequireSession()
  async approveOAuthRequest(
    @CurrentUser() user: AuthUser,
    @Args('uid', { description: 'The request id.' }) uid: string,
  ): Promise<OAuthAnswerModel> {
    return { redirectTo: await this.oauth.approve(user, uid) };
  }

  @Mutation(() => OAuthAnswerModel, {
    description:
      'Refuses the app: it is sent back `access_denied`; open redirectTo in the browser that started the request. Signed-in sessions only.',
  })
  @RequireSession()
  async denyOAuthRequest(@Args('uid', { description: 'The request id.' }) uid: string): Promise<OAuthAnswerModel> {
    return { redirectTo: await this.oauth.deny(uid) };
  }

  @Query(() => [AuthorisedAppModel], {
    description: 'The apps you let act for you through OAuth, newest first. Signed-in sessions only.',
  })
  @RequireSession()
  async authorisedApps(@CurrentUser() user: AuthUser): Promise<AuthorisedAppModel[]> {
    return (await this.oauth.apps(user)).map(AuthorisedAppModel.from);
  }

  @Mutation(() => AuthorisedAppModel, {
    description:
      "Revokes an app's access at once: its tokens stop working and its open streams end. Signed-in sessions only.",
  })
  @RequireSession()
  async revokeAuthorisedApp(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'The authorisation id (AuthorisedApp.id).' }) id: string,
  ): Promise<AuthorisedAppModel> {
    return AuthorisedAppModel.from(await this.oauth.revoke(user, id));
  }
}
