import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { AllowVisitors, RequireScopes } from '../auth/require-scopes.decorator';
import { ReputationModel, RunningGamesModel } from '../reputation/api/reputation.models';
import { RunningGamesLimit } from '../reputation/running-games';
import { ReputationService } from '../reputation/reputation.service';
import { ApiErrors, PublicErrors, graphqlRef } from './openapi-responses';

/** Reputation (docs/players.md "Reputation"), public like profiles; GraphQL `reputation`. */
@ApiTags('archive')
@Controller('api')
@AllowVisitors()
export class ReputationController {
  constructor(private readonly reputations: ReputationService) {}

  @Get('users/:name/reputation')
  @ApiOperation({
    summary: 'A player’s reputation',
    description:
      'Like GraphQL `reputation(username)`: how their finished correspondence matches ended for their seat (finished, timed out, without clock penalty, abandoned 3–4 player seats).',
  })
  @ApiParam({ name: 'name', description: 'Username.' })
  @ApiOkResponse({ description: 'The reputation.', schema: graphqlRef('Reputation') })
  @PublicErrors(404, 'optionalBearer')
  async reputation(@Param('name') name: string): Promise<ReputationModel> {
    const found = await this.reputations.of(name);
    return ReputationModel.from(found.username, found.reputation);
  }
}

/** The caller's running-games limit (docs/players.md "Running games"); GraphQL `myRunningGames`. */
@ApiTags('lobbies')
@Controller('api/me')
export class RunningGamesController {
  constructor(private readonly runningGames: RunningGamesLimit) {}

  @Get('running-games')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'My running games and their limit',
    description:
      'Like GraphQL `myRunningGames`. At the limit, opening or joining a lobby and sending or accepting a challenge answer 409 TOO_MANY_RUNNING_GAMES.',
  })
  @ApiOkResponse({ description: 'Running games and limit.', schema: graphqlRef('RunningGames') })
  @ApiErrors()
  async mine(@CurrentUser() user: AuthUser): Promise<RunningGamesModel> {
    return RunningGamesModel.from(await this.runningGames.of(user.id));
  }
}
