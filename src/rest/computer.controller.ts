import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { GuestsWelcome, RequireScopes } from '../auth/require-scopes.decorator';
import { ComputerService } from '../computer/computer.service';
import { toBotModel } from '../computer/api/computer.mapper';
import { BotModel } from '../computer/api/computer.models';
import { gameOptionsFrom } from '../lobbies/lobby-rules';
import { toMatchModel } from '../matches/api/match.mapper';
import { MatchModel } from '../matches/api/match.models';
import { requestMeta } from '../api/request-meta';
import { UserModel } from '../users/user';
import { MatchesService } from '../matches/matches.service';
import { PlayComputerRequest } from './dto/computer-requests';
import { MatchIdPipe } from './match-id.pipe';
import { ApiErrors, graphqlRef } from './openapi-responses';

const MATCH = ApiOkResponse({ description: 'The new match as the caller sees it (R9).', schema: graphqlRef('Match') });

/** Playing the computer, and the bot directory (docs/bots.md). */
@ApiTags('computer')
@Controller('api')
export class ComputerController {
  constructor(
    private readonly computer: ComputerService,
    private readonly matches: MatchesService,
  ) {}

  @Post('computer-matches')
  @HttpCode(200)
  @RequireScopes('lobby')
  @GuestsWelcome()
  @ApiOperation({
    summary: 'Play the computer',
    description:
      'Starts a match with the caller in seat 0 and the computer at `level` in the 1–3 other seats; the computer moves as soon as it is due.',
  })
  @MATCH
  @ApiErrors(400)
  async play(
    @CurrentUser() user: AuthUser,
    @Body() body: PlayComputerRequest,
    @Req() req: Request,
  ): Promise<MatchModel> {
    const { level, ...rules } = body;
    return toMatchModel(await this.computer.play(user, gameOptionsFrom(rules), level, requestMeta({ req }, null)));
  }

  @Post('computer-matches/:id/rematch')
  @HttpCode(200)
  @RequireScopes('lobby')
  @GuestsWelcome()
  @ApiOperation({
    summary: 'Rematch the computer',
    description:
      'After a finished match against the computer alone, the same match again (rules, time control, seats). 409 CONFLICT: MATCH_NOT_FINISHED.',
  })
  @ApiParam({ name: 'id', description: 'The finished match (a UUID).', format: 'uuid' })
  @MATCH
  @ApiErrors(400, 404, 409)
  async rematch(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) id: string,
    @Req() req: Request,
  ): Promise<MatchModel> {
    return toMatchModel(await this.computer.rematch(user, id, requestMeta({ req }, null)));
  }

  @Get('bots')
  @RequireScopes('lobby')
  @GuestsWelcome()
  @ApiOperation({
    summary: 'The bot directory',
    description: 'The built-in computer levels first, then third-party bot accounts (at most 200).',
  })
  @ApiOkResponse({ description: 'The bots.', schema: { type: 'array', items: graphqlRef('Bot') } })
  @ApiErrors()
  async bots(): Promise<BotModel[]> {
    return (await this.computer.directory()).map(toBotModel);
  }

  @Post('me/bot')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Become a bot account',
    description: "Marks the caller's account as a bot account, for good: its seats are shown as a bot's everywhere.",
  })
  @ApiOkResponse({ description: 'The account.', schema: graphqlRef('User') })
  @ApiErrors()
  async becomeBot(@CurrentUser() user: AuthUser): Promise<UserModel> {
    return UserModel.from(await this.computer.becomeBot(user));
  }

  @Post('matches/:id/replacement-request')
  @HttpCode(200)
  @RequireScopes('match:play')
  @ApiOperation({
    summary: 'Let the computer take over seats that leave',
    description:
      'A 3–4 player match: asks that the computer take over any other seat that resigns or runs out of time, to the end, instead of the match ending; that seat ranks last (docs/engine.md "Replaced seats"). 422 ILLEGAL_MOVE: REPLACEMENT_NEEDS_MORE_PLAYERS; 409 CONFLICT: ALREADY_REQUESTED.',
  })
  @ApiParam({ name: 'id', description: 'One of your running matches (a UUID).', format: 'uuid' })
  @ApiOkResponse({ description: 'The match as the caller sees it (R9).', schema: graphqlRef('Match') })
  @ApiErrors(404, 409, 422)
  async requestReplacement(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) id: string,
    @Req() req: Request,
  ): Promise<MatchModel> {
    return toMatchModel(await this.matches.requestReplacement(user, id, requestMeta({ req }, null)));
  }
}
