import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ConfirmMovesInput, ConfirmMovesSettingModel } from '../users/confirm-moves';
import { UserModel } from '../users/user';
import { UsersService } from '../users/users.service';
import type { AuthUser } from './auth-user';
import { CurrentUser } from './current-user.decorator';
import { RequireScopes } from './require-scopes.decorator';

/** The caller's own account. Here rather than in users/: accounts know nothing of authentication. */
@Resolver(() => UserModel)
export class MeResolver {
  constructor(private readonly users: UsersService) {}

  @Query(() => UserModel, { description: 'The authenticated user.' })
  // Any credential may ask whose it is: no particular scope, but authenticated and rate-limited (`api`).
  @RequireScopes()
  async me(@CurrentUser() caller: AuthUser): Promise<UserModel> {
    return UserModel.from(await this.users.getById(caller.id));
  }

  @Query(() => ConfirmMovesSettingModel, {
    description:
      'Confirm before a card is sent (docs/correspondence.md): whether the web client asks for a Send after choosing a card, in days-per-move and in live matches.',
  })
  @RequireScopes('match:read')
  async confirmMoves(@CurrentUser() caller: AuthUser): Promise<ConfirmMovesSettingModel> {
    return this.users.confirmMoves(caller.id);
  }

  @Mutation(() => ConfirmMovesSettingModel, {
    description: 'Changes the confirm step: what `input` names; the rest stays.',
  })
  @RequireScopes('match:play')
  async setConfirmMoves(
    @CurrentUser() caller: AuthUser,
    @Args('input', { type: () => ConfirmMovesInput, description: 'What to change; an omitted field stays.' })
    input: ConfirmMovesInput,
  ): Promise<ConfirmMovesSettingModel> {
    return this.users.confirmMoves(caller.id, {
      ...(input.correspondence == null ? {} : { correspondence: input.correspondence }),
      ...(input.live == null ? {} : { live: input.live }),
    });
  }
}
