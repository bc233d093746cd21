import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { RequireSession } from '../auth/require-scopes.decorator';
import {
  AppealModel,
  ModerationAccountModel,
  ModerationEntryModel,
  MyModerationModel,
} from '../moderation/api/moderation.models';
import { APPEAL_PAGE, ModerationService } from '../moderation/moderation.service';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import {
  AnswerAppealRequest,
  AppealPageQuery,
  AppealRequest,
  ModerateRequest,
  ModerationReasonRequest,
  SetModeratorRequest,
  SuspendedAppealRequest,
} from './dto/moderation-requests';
import { IdPipe } from './match-id.pipe';
import { ApiErrors, PublicErrors, graphqlRef } from './openapi-responses';

const USERNAME = ApiParam({ name: 'username', description: 'The account.' });
const ENTRY = { description: 'The log entry.', schema: graphqlRef('ModerationEntry') };
const APPEAL = { description: 'The appeal.', schema: graphqlRef('Appeal') };

/**
 * Moderation over REST (docs/fair-play.md "Moderation"), as GraphQL's: the moderators' routes under
 * /api/moderation (signed in, moderators and admins: 403 otherwise), the account's own under /api/me/moderation.
 */
@ApiTags('moderation')
@Controller('api')
@RequireSession()
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @Post('moderation/accounts/:username/actions')
  @HttpCode(200)
  @USERNAME
  @ApiOperation({
    summary: 'Act on an account (moderators)',
    description:
      'warn, mark/unmark, exclude/include (rated play), suspend/unsuspend, close/reopen, with a reason; logged. 409 when done already (ALREADY_MARKED, NOT_MARKED, ALREADY_SUSPENDED, ACCOUNT_CLOSED…).',
  })
  @ApiOkResponse(ENTRY)
  @ApiErrors(400, 404, 409)
  async moderate(
    @CurrentUser() user: AuthUser,
    @Param('username') username: string,
    @Body() body: ModerateRequest,
  ): Promise<ModerationEntryModel> {
    return ModerationEntryModel.from(await this.moderation.moderate(user, username, body.action, body.reason));
  }

  @Post('moderation/accounts/:username/annul')
  @HttpCode(200)
  @USERNAME
  @ApiOperation({
    summary: "Annul a marked account's rated results (moderators)",
    description:
      'Every counted rated result, then every rating recomputed from the log without them. 409 NOT_MARKED, NOTHING_TO_ANNUL.',
  })
  @ApiOkResponse(ENTRY)
  @ApiErrors(400, 404, 409)
  async annul(
    @CurrentUser() user: AuthUser,
    @Param('username') username: string,
    @Body() body: ModerationReasonRequest,
  ): Promise<ModerationEntryModel> {
    return ModerationEntryModel.from(await this.moderation.annul(user, username, body.reason));
  }

  @Post('moderation/accounts/:username/moderator')
  @HttpCode(200)
  @USERNAME
  @ApiOperation({ summary: 'Grant or revoke the moderator role (admins)', description: 'With a reason; logged.' })
  @ApiOkResponse(ENTRY)
  @ApiErrors(400, 404, 409)
  async setModerator(
    @CurrentUser() user: AuthUser,
    @Param('username') username: string,
    @Body() body: SetModeratorRequest,
  ): Promise<ModerationEntryModel> {
    return ModerationEntryModel.from(await this.moderation.setModerator(user, username, body.grant, body.reason));
  }

  @Get('moderation/accounts/:username')
  @USERNAME
  @ApiOperation({
    summary: "An account's history (moderators)",
    description: 'Standing, moderation log, reports, finished matches, co-players (finished matches only), appeals.',
  })
  @ApiOkResponse({ description: 'The account.', schema: graphqlRef('ModerationAccount') })
  @ApiErrors(404)
  async account(@CurrentUser() user: AuthUser, @Param('username') username: string): Promise<ModerationAccountModel> {
    return ModerationAccountModel.from(await this.moderation.account(user, username));
  }

  @Get('moderation/appeals')
  @ApiOperation({ summary: 'Open appeals (moderators)', description: 'Oldest first.' })
  @ApiOkResponse({ description: 'The appeals.', schema: { type: 'array', items: graphqlRef('Appeal') } })
  @ApiErrors(400)
  async openAppeals(@CurrentUser() user: AuthUser, @Query() query: AppealPageQuery): Promise<AppealModel[]> {
    return (await this.moderation.openAppeals(user, query.first ?? APPEAL_PAGE.default)).map(AppealModel.from);
  }

  @Post('moderation/appeals/:id/answer')
  @HttpCode(200)
  @ApiParam({ name: 'id', description: 'Appeal id.', format: 'uuid' })
  @ApiOperation({
    summary: 'Answer an appeal (moderators)',
    description: 'upheld or lifted, with a reason; once (409 APPEAL_ANSWERED).',
  })
  @ApiOkResponse(APPEAL)
  @ApiErrors(400, 404, 409)
  async answerAppeal(
    @CurrentUser() user: AuthUser,
    @Param('id', new IdPipe('Appeal')) id: string,
    @Body() body: AnswerAppealRequest,
  ): Promise<AppealModel> {
    return AppealModel.from(await this.moderation.answerAppeal(user, id, body.verdict, body.reason));
  }

  @Get('me/moderation')
  @ApiOperation({
    summary: 'Your moderation',
    description: 'Your mark, warnings to acknowledge, what you may appeal, your appeals.',
  })
  @ApiOkResponse({ description: 'Yours.', schema: graphqlRef('MyModeration') })
  @ApiErrors()
  async mine(@CurrentUser() user: AuthUser): Promise<MyModerationModel> {
    return MyModerationModel.from(await this.moderation.mine(user));
  }

  @Post('me/moderation/warnings/:id/acknowledge')
  @HttpCode(200)
  @ApiParam({ name: 'id', description: 'The warning (its entry id).', format: 'uuid' })
  @ApiOperation({ summary: 'Acknowledge a warning', description: '409 NOT_PENDING when acknowledged already.' })
  @ApiOkResponse(ENTRY)
  @ApiErrors(404, 409)
  async acknowledge(
    @CurrentUser() user: AuthUser,
    @Param('id', new IdPipe('Warning')) id: string,
  ): Promise<ModerationEntryModel> {
    return ModerationEntryModel.from(await this.moderation.acknowledgeWarning(user, id));
  }

  @Post('me/moderation/appeals')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Appeal an action taken on your account',
    description: 'Once per action (409 ALREADY_APPEALED).',
  })
  @ApiOkResponse(APPEAL)
  @ApiErrors(400, 404, 409)
  async appeal(@CurrentUser() user: AuthUser, @Body() body: AppealRequest): Promise<AppealModel> {
    return AppealModel.from(await this.moderation.appeal(user, body.entryId, body.text));
  }
}

/** A suspended account's appeal: public (it cannot sign in), with its password, limited per address like sign-in. */
@ApiTags('moderation')
@Controller('api/appeals')
@RateLimit('auth')
@UseGuards(RateLimitGuard)
export class SuspendedAppealController {
  constructor(private readonly moderation: ModerationService) {}

  @Post('suspended')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Appeal a suspension (signed out)',
    description:
      "With the suspended account's username and password (docs/fair-play.md#appeals): 401 as for sign-in when wrong or not suspended. Gives no session.",
  })
  @ApiOkResponse(APPEAL)
  @PublicErrors(400, 401, 409)
  async appeal(@Body() body: SuspendedAppealRequest, @Req() req: Request): Promise<AppealModel> {
    return AppealModel.from(await this.moderation.appealSignedOut(body.username, body.password, body.text, req.ip));
  }
}
