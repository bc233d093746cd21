import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiTokenModel } from '../auth/api-tokens/api-token.models';
import { ApiTokensService } from '../auth/api-tokens/api-tokens.service';
import { AuthPayloadModel } from '../auth/auth-payload.model';
import type { AuthUser } from '../auth/auth-user';
import { AuthService } from '../auth/auth.service';
import { CurrentUser } from '../auth/current-user.decorator';
import { GuestsWelcome, RequireSession } from '../auth/require-scopes.decorator';
import { SignedInSessionModel } from '../auth/session.models';
import { Sessions } from '../auth/sessions';
import { UserModel } from '../users/user';
import { IdPipe } from './match-id.pipe';
import { ApiErrors, graphqlRef } from './openapi-responses';

const SESSION_ONLY = 'Signed-in sessions only: a personal API token is refused (403).';

/**
 * Your signed-in sessions and personal API tokens (docs/players.md "Sessions and tokens"), like GraphQL's
 * mySessions, revokeSession, revokeMySessions, apiTokens and revokeApiToken.
 */
@ApiTags('settings')
@Controller('api/me')
@RequireSession()
export class SessionsController {
  constructor(
    private readonly sessions: Sessions,
    private readonly auth: AuthService,
    private readonly tokens: ApiTokensService,
  ) {}

  @Get('sessions')
  @GuestsWelcome()
  @ApiOperation({
    summary: 'My signed-in sessions',
    description: `Like GraphQL \`mySessions\`: the sessions that still work, the most recently used first; \`current\` marks this one. ${SESSION_ONLY}`,
  })
  @ApiOkResponse({ description: 'Your sessions.', schema: { type: 'array', items: graphqlRef('SignedInSession') } })
  @ApiErrors()
  async list(@CurrentUser() user: AuthUser): Promise<SignedInSessionModel[]> {
    return (await this.sessions.list(user)).map((s) => SignedInSessionModel.from(s));
  }

  @Delete('sessions/:id')
  @GuestsWelcome()
  @ApiOperation({
    summary: 'End one of my sessions',
    description: `Like GraphQL \`revokeSession\`: its access token is refused from now on and its open streams are closed; this one too, if named. 404 for an id that is not one of your working sessions. ${SESSION_ONLY}`,
  })
  @ApiParam({ name: 'id', description: 'Session id, from GET /api/me/sessions.', format: 'uuid' })
  @ApiOkResponse({
    description: 'Done.',
    schema: { type: 'object', properties: { ok: { type: 'boolean', enum: [true] } }, required: ['ok'] },
  })
  @ApiErrors(404)
  async revoke(@CurrentUser() user: AuthUser, @Param('id', new IdPipe('Session')) id: string): Promise<{ ok: true }> {
    await this.sessions.revoke(user, id);
    return { ok: true };
  }

  @Post('sessions/revoke-all')
  @HttpCode(200)
  @GuestsWelcome()
  @ApiOperation({
    summary: 'Sign out everywhere else',
    description: `Like GraphQL \`revokeMySessions\`: every session of your account ends, this one too, and their open streams are closed, and every app you authorised through OAuth is signed out (its tokens are refused); the answer is a new session for this client. Personal API tokens are not affected. ${SESSION_ONLY}`,
  })
  @ApiOkResponse({ description: 'A new session for this client.', schema: graphqlRef('AuthPayload') })
  @ApiErrors()
  async revokeAll(@CurrentUser() user: AuthUser): Promise<AuthPayloadModel> {
    const session = await this.auth.revokeAllSessions(user);
    return Object.assign(new AuthPayloadModel(), {
      accessToken: session.accessToken,
      user: UserModel.from(session.user),
    });
  }

  @Get('tokens')
  @ApiOperation({
    summary: 'My personal API tokens',
    description: `Like GraphQL \`apiTokens\`: newest first, revoked ones included; never a secret. ${SESSION_ONLY}`,
  })
  @ApiOkResponse({ description: 'Your tokens.', schema: { type: 'array', items: graphqlRef('ApiToken') } })
  @ApiErrors()
  async listTokens(@CurrentUser() user: AuthUser): Promise<ApiTokenModel[]> {
    return (await this.tokens.list(user)).map((t) => ApiTokenModel.from(t));
  }

  @Delete('tokens/:id')
  @ApiOperation({
    summary: 'Revoke one of my personal API tokens',
    description: `Like GraphQL \`revokeApiToken\`: refused from now on, its open streams closed (again is harmless). ${SESSION_ONLY}`,
  })
  @ApiParam({ name: 'id', description: 'Token id, from GET /api/me/tokens.', format: 'uuid' })
  @ApiOkResponse({ description: 'The token, revoked.', schema: graphqlRef('ApiToken') })
  @ApiErrors(404)
  async revokeToken(
    @CurrentUser() user: AuthUser,
    @Param('id', new IdPipe('ApiToken')) id: string,
  ): Promise<ApiTokenModel> {
    return ApiTokenModel.from(await this.tokens.revoke(user, id));
  }
}
