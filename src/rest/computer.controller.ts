import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { RequireScopes } from '../auth/require-scopes.decorator';
import { ComputerService } from '../computer/computer.service';
import { toBotModel } from '../computer/graphql/computer.mapper';
import { BotModel } from '../computer/graphql/computer.models';
import { gameOptionsFrom } from '../lobbies/lobby-rules';
import { toMatchModel } from '../matches/graphql/match.mapper';
import { MatchModel } from '../matches/graphql/match.models';
import { requestMeta } from '../matches/graphql/matches.resolver';
import { UserModel } from '../users/user';
import { PlayComputerRequest } from './dto/computer-requests';
import { MatchIdPipe } from './match-id.pipe';
import { ApiErrors, graphqlRef } from './openapi-responses';

const MATCH = ApiOkResponse({ description: 'The new match as the caller sees it (R9).', schema: graphqlRef('Match') });

/** Playing the computer, and the bot directory (docs/bots.md). */
@ApiTags('computer')
@Controller('api')
export class ComputerController {
  constructor(private readonly computer: ComputerService) {}

  @Post('computer-matches')
  @HttpCode(200)
  @RequireScopes('lobby')
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
}
