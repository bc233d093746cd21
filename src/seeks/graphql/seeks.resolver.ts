import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { RequireScopes } from '../../auth/require-scopes.decorator';
import { CreateLobbyInput } from '../../lobbies/api/lobby.inputs';
import { gameOptionsFrom } from '../../lobbies/lobby-rules';
import { SeekModel } from '../api/seek.models';
import { SEEK_CAPS, SEEK_HOURS, SeeksService } from '../seeks.service';

/** Automatch seeks (docs/lobbies.md "Automatch"). */
@Resolver(() => SeekModel)
export class SeeksResolver {
  constructor(private readonly seeks: SeeksService) {}

  @Mutation(() => SeekModel, {
    description: `Posts a seek, and answers after the next matching wave: \`matched\` (\`matchId\` names the new match) when compatible seeks complete a table, else \`open\`: it waits until \`expiresAt\`, and a later wave that matches it sends a SEEK_MATCHED notice. \`minRating\`/\`maxRating\` and \`minReputation\` say whom it may be matched with. CONFLICT TOO_MANY_SEEKS (${SEEK_CAPS.open} open), TOO_MANY_RUNNING_GAMES; BAD_USER_INPUT as for a lobby.`,
  })
  @RequireScopes('lobby')
  async postSeek(
    @CurrentUser() user: AuthUser,
    @Args('input', { description: 'Rules, time control, rated, rating range and minimum reputation.' })
    input: CreateLobbyInput,
    @Args('expiresInHours', {
      type: () => Int,
      nullable: true,
      description: `How long it waits unmatched, ${SEEK_HOURS.min} to ${SEEK_HOURS.max} hours (default ${SEEK_HOURS.default}).`,
    })
    expiresInHours?: number | null,
  ): Promise<SeekModel> {
    return SeekModel.from(await this.seeks.post(user, gameOptionsFrom(input), expiresInHours ?? null));
  }

  @Mutation(() => SeekModel, { description: 'Cancels your open seek; a matched or expired one stays as it is.' })
  @RequireScopes('lobby')
  async cancelSeek(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'Seek id.' }) id: string,
  ): Promise<SeekModel> {
    return SeekModel.from(await this.seeks.cancel(user, id));
  }

  @Query(() => [SeekModel], { description: `Your seeks, newest first (at most ${SEEK_CAPS.listed}).` })
  @RequireScopes('lobby')
  async mySeeks(@CurrentUser() user: AuthUser): Promise<SeekModel[]> {
    return (await this.seeks.listMine(user)).map(SeekModel.from);
  }
}
