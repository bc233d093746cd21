import { Args, Query, Resolver } from '@nestjs/graphql';
import { AllowVisitors } from '../../auth/require-scopes.decorator';
import { ReputationModel } from '../api/reputation.models';
import { ReputationService } from '../reputation.service';

@Resolver(() => ReputationModel)
export class ReputationResolver {
  constructor(private readonly reputations: ReputationService) {}

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
}
