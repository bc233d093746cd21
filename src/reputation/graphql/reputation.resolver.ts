import { Args, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { AllowVisitors, RequireScopes } from '../../auth/require-scopes.decorator';
import { ReputationModel, RunningGamesModel } from '../api/reputation.models';
import { RunningGamesLimit } from '../running-games';
import { ReputationService } from '../reputation.service';

@Resolver(() => ReputationModel)
export class ReputationResolver {
  constructor(
    private readonly reputations: ReputationService,
    private readonly runningGames: RunningGamesLimit,
  ) {}

  @Query(() => ReputationModel, {
    description: 'A player’s reputation (docs/players.md "Reputation"), as their profile shows it. NOT_FOUND User.',
  })
  @AllowVisitors()
  async reputation(
    @Args('username', { description: 'Their username (any case).' }) username: string,
  ): Promise<ReputationModel> {
    const found = await this.reputations.of(username);
    return ReputationModel.from(found.username, found.reputation);
  }

  @Query(() => RunningGamesModel, {
    description:
      'Your running matches against people and your limit (docs/players.md "Running games"); at the limit, opening or joining a lobby, sending or accepting a challenge fail with CONFLICT TOO_MANY_RUNNING_GAMES.',
  })
  @RequireScopes('lobby')
  async myRunningGames(@CurrentUser() user: AuthUser): Promise<RunningGamesModel> {
    return RunningGamesModel.from(await this.runningGames.of(user.id));
  }
}
