import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { RequireScopes, RequireSession } from '../../auth/require-scopes.decorator';
import { FairPlaySignalKind, FairPlaySignalModel, SameNetworkSeatsModel } from '../api/fair-play.models';
import { FLAGGED_PAGE, FairPlayService } from '../fair-play.service';

@Resolver(() => FairPlaySignalModel)
export class FairPlayResolver {
  constructor(private readonly fairPlay: FairPlayService) {}

  @Query(() => [FairPlaySignalModel], {
    description:
      'Moderators only (signed in, not with a token): an account’s fair-play signals (docs/fair-play.md). FORBIDDEN otherwise; NOT_FOUND User.',
  })
  @RequireSession()
  async fairPlaySignals(
    @CurrentUser() user: AuthUser,
    @Args('username', { description: 'The account (any case).' }) username: string,
  ): Promise<FairPlaySignalModel[]> {
    return (await this.fairPlay.signalsOf(user, username)).map(FairPlaySignalModel.from);
  }

  @Query(() => [FairPlaySignalModel], {
    description: 'Moderators only (signed in): the signals over their thresholds, strongest first per kind.',
  })
  @RequireSession()
  async flaggedFairPlaySignals(
    @CurrentUser() user: AuthUser,
    @Args('kind', { type: () => FairPlaySignalKind, nullable: true, description: 'One kind; all when absent.' })
    kind: FairPlaySignalKind | null | undefined,
    @Args('first', { type: () => Int, defaultValue: FLAGGED_PAGE.default, description: `1 to ${FLAGGED_PAGE.max}.` })
    first: number,
  ): Promise<FairPlaySignalModel[]> {
    return (await this.fairPlay.flagged(user, kind ?? null, first)).map(FairPlaySignalModel.from);
  }

  @Query(() => SameNetworkSeatsModel, {
    description:
      'The table warning (docs/fair-play.md): which seats’ players use the same network address or device now. The same for everyone who may watch the match; never an address.',
  })
  @RequireScopes('match:read')
  async sameNetworkSeats(
    @CurrentUser() user: AuthUser,
    @Args('matchId', { type: () => ID, description: 'Match id.' }) matchId: string,
  ): Promise<SameNetworkSeatsModel> {
    return SameNetworkSeatsModel.from(await this.fairPlay.sameNetworkSeats(user, matchId));
  }
}
