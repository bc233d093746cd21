import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { RequireScopes } from '../../auth/require-scopes.decorator';
import { GroupRematchesService } from '../group-rematches.service';
import { GroupRematchModel } from '../api/group-rematch.models';
import { ENTROPY_DESCRIPTION } from '../api/lobby.inputs';

const MATCH_ID = { type: () => ID, description: 'The finished 3- or 4-player match.' } as const;

@Resolver(() => GroupRematchModel)
export class GroupRematchesResolver {
  constructor(private readonly rematches: GroupRematchesService) {}

  @Query(() => GroupRematchModel, {
    nullable: true,
    description:
      'The rematch offer of a 3- or 4-player match you played; null if none was made. FORBIDDEN if you did not play it.',
  })
  @RequireScopes('lobby')
  async groupRematch(
    @CurrentUser() user: AuthUser,
    @Args('matchId', MATCH_ID) matchId: string,
  ): Promise<GroupRematchModel | null> {
    const found = await this.rematches.get(user, matchId);
    return found ? GroupRematchModel.from(found) : null;
  }

  @Mutation(() => GroupRematchModel, {
    description:
      'Offers a rematch of a finished 3- or 4-player match, or accepts the pending offer; when the last seat accepts, the new match starts (same rules and time control, seats rotated by one) and `newMatchId` names it. CONFLICT: MATCH_NOT_FINISHED, REMATCH_ALREADY_OFFERED (declined or cancelled), BLOCKED.',
  })
  @RequireScopes('lobby')
  async acceptGroupRematch(
    @CurrentUser() user: AuthUser,
    @Args('matchId', MATCH_ID) matchId: string,
    @Args('entropy', { type: () => String, nullable: true, description: ENTROPY_DESCRIPTION }) entropy?: string | null,
  ): Promise<GroupRematchModel> {
    return GroupRematchModel.from(await this.rematches.accept(user, matchId, entropy ?? null));
  }

  @Mutation(() => GroupRematchModel, {
    description:
      'Ends the pending rematch offer: `declined`, or `cancelled` by a player who had accepted it; nobody plays it. NOT_FOUND (Rematch) without an offer; CONFLICT CHALLENGE_NOT_PENDING once it ended.',
  })
  @RequireScopes('lobby')
  async declineGroupRematch(
    @CurrentUser() user: AuthUser,
    @Args('matchId', MATCH_ID) matchId: string,
  ): Promise<GroupRematchModel> {
    return GroupRematchModel.from(await this.rematches.decline(user, matchId));
  }
}
