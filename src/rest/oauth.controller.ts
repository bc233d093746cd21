import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { AuthorisedAppModel, OAuthAnswerModel, OAuthRequestModel } from '../auth/oauth/api/oauth.models';
import { OAuthService } from '../auth/oauth/oauth.service';
import { RequireSession } from '../auth/require-scopes.decorator';
import { ApiErrors, graphqlRef } from './openapi-responses';

const UID = ApiParam({ name: 'uid', description: 'The request id (the consent page address /authorize/<uid>).' });
const ANSWER = ApiOkResponse({ description: 'Where the browser goes next.', schema: graphqlRef('OAuthAnswer') });
const SESSION_ONLY = 'Signed-in sessions only: a token, personal or an app’s, cannot do this (403).';

/**
 * Consenting to apps (OAuth, docs/api.md "Authorise an app") and the authorised apps, like GraphQL's. The
 * protocol's own endpoints (authorize, token, revocation, introspection) are the authorization server's
 * under /oauth, not this controller's.
 */
@ApiTags('oauth')
@Controller('api/oauth')
export class OAuthController {
  constructor(private readonly oauth: OAuthService) {}

  @Get('requests/:uid')
  @RequireSession()
  @ApiOperation({
    summary: "An app's pending request",
    description: `Like GraphQL \`oauthRequest\`: who asks, for which scopes, where you will be sent back; 404 once answered or expired. ${SESSION_ONLY}`,
  })
  @UID
  @ApiOkResponse({ description: 'The request.', schema: graphqlRef('OAuthRequest') })
  @ApiErrors(404)
  async request(@Param('uid') uid: string): Promise<OAuthRequestModel> {
    return OAuthRequestModel.from(await this.oauth.request(uid));
  }

  @Post('requests/:uid/approve')
  @HttpCode(200)
  @RequireSession()
  @ApiOperation({
    summary: 'Let the app act for you',
    description: `Like GraphQL \`approveOAuthRequest\`: open \`redirectTo\` in the browser that started the request. ${SESSION_ONLY}`,
  })
  @UID
  @ANSWER
  @ApiErrors(404)
  async approve(@CurrentUser() user: AuthUser, @Param('uid') uid: string): Promise<OAuthAnswerModel> {
    return { redirectTo: await this.oauth.approve(user, uid) };
  }

  @Post('requests/:uid/deny')
  @HttpCode(200)
  @RequireSession()
  @ApiOperation({
    summary: 'Refuse the app',
    description: `Like GraphQL \`denyOAuthRequest\`: the app is sent back \`access_denied\`. ${SESSION_ONLY}`,
  })
  @UID
  @ANSWER
  @ApiErrors(404)
  async deny(@Param('uid') uid: string): Promise<OAuthAnswerModel> {
    return { redirectTo: await this.oauth.deny(uid) };
  }

  @Get('apps')
  @RequireSession()
  @ApiOperation({
    summary: 'Your authorised apps',
    description: `Like GraphQL \`authorisedApps\`: the apps you let act for you, newest first. ${SESSION_ONLY}`,
  })
  @ApiOkResponse({ description: 'The apps.', schema: { type: 'array', items: graphqlRef('AuthorisedApp') } })
  @ApiErrors()
  async apps(@CurrentUser() user: AuthUser): Promise<AuthorisedAppModel[]> {
    return (await this.oauth.apps(user)).map(AuthorisedAppModel.from);
  }

  @Post('apps/:id/revoke')
  @HttpCode(200)
  @RequireSession()
  @ApiOperation({
    summary: "Revoke an app's access",
    description: `Like GraphQL \`revokeAuthorisedApp\`: its tokens stop working at once and its open streams end. ${SESSION_ONLY}`,
  })
  @ApiParam({ name: 'id', description: 'The authorisation id (AuthorisedApp.id).' })
  @ApiOkResponse({ description: 'The app, as it was.', schema: graphqlRef('AuthorisedApp') })
  @ApiErrors(404)
  async revoke(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<AuthorisedAppModel> {
    return AuthorisedAppModel.from(await this.oauth.revoke(user, id));
  }
}
