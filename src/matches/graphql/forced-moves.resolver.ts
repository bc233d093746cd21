import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { RequireScopes } from '../../auth/require-scopes.decorator';
import { ForcedMovesSettingModel } from '../api/forced-moves.models';
import { ForcedMovesService } from '../forced-moves.service';

/** Forced moves played for you (docs/bots.md): the account's setting and a seat's choice for one match. */
@Resolver()
export class ForcedMovesResolver {
  constructor(private readonly forcedMovesService: ForcedMovesService) {}

  @Query(() => ForcedMovesSettingModel, {
    description:
      "Whether the server plays your forced moves (docs/bots.md): your account's setting, or with `matchId` the one in effect for your seat there.",
  })
  @RequireScopes('match:read')
  async forcedMoves(
    @CurrentUser() user: AuthUser,
    @Args('matchId', { type: () => ID, nullable: true, description: 'One of your matches.' }) matchId?: string | null,
  ): Promise<ForcedMovesSettingModel> {
    return matchId ? this.forcedMovesService.ofMatch(user, matchId) : this.forcedMovesService.ofAccount(user);
  }

  @Mutation(() => ForcedMovesSettingModel, {
    description:
      "Your account's setting: the server plays your seat's forced moves in every match where your seat does not choose otherwise. Takes effect at each match's next event.",
  })
  @RequireScopes('match:play')
  async setForcedMoves(
    @CurrentUser() user: AuthUser,
    @Args('on', { description: 'Play my forced moves for me.' }) on: boolean,
  ): Promise<ForcedMovesSettingModel> {
    return this.forcedMovesService.ofAccount(user, on);
  }

  @Mutation(() => ForcedMovesSettingModel, {
    description:
      "Your seat's choice for one match, overriding your account's setting (null: follow it again). Turned on while a forced move of yours is due, the server plays it at once.",
  })
  @RequireScopes('match:play')
  async setMatchForcedMoves(
    @CurrentUser() user: AuthUser,
    @Args('matchId', { type: () => ID, description: 'One of your matches.' }) matchId: string,
    @Args('on', { type: () => Boolean, nullable: true, description: "On, off, or null for the account's setting." })
    on: boolean | null,
  ): Promise<ForcedMovesSettingModel> {
    return this.forcedMovesService.setForMatch(user, matchId, on ?? null);
  }
}
