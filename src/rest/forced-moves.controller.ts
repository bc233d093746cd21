import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { RequireScopes } from '../auth/require-scopes.decorator';
import { ForcedMovesSettingModel } from '../matches/api/forced-moves.models';
import { ForcedMovesService } from '../matches/forced-moves.service';
import { ForcedMovesRequest, MatchForcedMovesRequest } from './dto/computer-requests';
import { MatchIdPipe } from './match-id.pipe';
import { ApiErrors, graphqlRef } from './openapi-responses';

const SETTING = ApiOkResponse({ description: 'The setting now.', schema: graphqlRef('ForcedMovesSetting') });

/** Forced moves played for you (docs/bots.md); listed with the computer player in the API reference. */
@ApiTags('computer')
@Controller('api')
export class ForcedMovesController {
  constructor(private readonly forcedMoves: ForcedMovesService) {}

  @Get('me/forced-moves')
  @RequireScopes('match:read')
  @ApiOperation({
    summary: 'Forced moves played for you: your account',
    description: "Whether the server plays your seat's only legal move for you, by default (docs/bots.md).",
  })
  @SETTING
  @ApiErrors()
  async accountForcedMoves(@CurrentUser() user: AuthUser): Promise<ForcedMovesSettingModel> {
    return this.forcedMoves.ofAccount(user);
  }

  @Put('me/forced-moves')
  @RequireScopes('match:play')
  @ApiOperation({
    summary: 'Set forced moves played for you: your account',
    description: "Your account's setting; takes effect at each match's next event (docs/bots.md).",
  })
  @SETTING
  @ApiErrors(400)
  async setAccountForcedMoves(
    @CurrentUser() user: AuthUser,
    @Body() body: ForcedMovesRequest,
  ): Promise<ForcedMovesSettingModel> {
    return this.forcedMoves.ofAccount(user, body.on);
  }

  @Get('matches/:id/forced-moves')
  @RequireScopes('match:read')
  @ApiOperation({
    summary: 'Forced moves played for you: one match',
    description: 'The setting in effect for your seat in this match, and whether the seat chose it.',
  })
  @ApiParam({ name: 'id', description: 'One of your matches (a UUID).', format: 'uuid' })
  @SETTING
  @ApiErrors(404)
  async matchForcedMoves(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) id: string,
  ): Promise<ForcedMovesSettingModel> {
    return this.forcedMoves.ofMatch(user, id);
  }

  @Put('matches/:id/forced-moves')
  @RequireScopes('match:play')
  @ApiOperation({
    summary: 'Set forced moves played for you: one match',
    description:
      "Your seat's choice for this match (null: the account's setting). Turned on while a forced move of yours is due, the server plays it at once.",
  })
  @ApiParam({ name: 'id', description: 'One of your matches (a UUID).', format: 'uuid' })
  @SETTING
  @ApiErrors(400, 404)
  async setMatchForcedMoves(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) id: string,
    @Body() body: MatchForcedMovesRequest,
  ): Promise<ForcedMovesSettingModel> {
    return this.forcedMoves.setForMatch(user, id, body.on);
  }
}
