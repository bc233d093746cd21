import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { RequireScopes } from '../../auth/require-scopes.decorator';
import type { GraphQLContext } from '../../common/graphql-context';
import { gameOptionsFrom } from '../../lobbies/lobby-rules';
import { toMatchModel } from '../../matches/graphql/match.mapper';
import { MatchModel } from '../../matches/graphql/match.models';
import { requestMeta } from '../../matches/graphql/matches.resolver';
import { UserModel } from '../../users/user';
import { ComputerService } from '../computer.service';
import { toBotModel } from './computer.mapper';
import { BotModel, PlayComputerInput } from './computer.models';

@Resolver()
export class ComputerResolver {
  constructor(private readonly computer: ComputerService) {}

  @Mutation(() => MatchModel, {
    description:
      'Starts a match against the computer: the caller in seat 0, the computer at `level` in the 1–3 other seats. The computer moves as soon as it is due.',
  })
  @RequireScopes('lobby')
  async playComputer(
    @CurrentUser() user: AuthUser,
    @Args('input', { description: 'Rules, time control and level.' }) input: PlayComputerInput,
    @Context() context: GraphQLContext,
  ): Promise<MatchModel> {
    const { level, ...rules } = input;
    return toMatchModel(await this.computer.play(user, gameOptionsFrom(rules), level, requestMeta(context, null)));
  }

  @Mutation(() => MatchModel, {
    description:
      'After a finished match against the computer alone, starts the same match again (rules, time control, seats). CONFLICT: MATCH_NOT_FINISHED.',
  })
  @RequireScopes('lobby')
  async rematchComputer(
    @CurrentUser() user: AuthUser,
    @Args('matchId', { type: () => ID, description: 'The finished match.' }) matchId: string,
    @Context() context: GraphQLContext,
  ): Promise<MatchModel> {
    return toMatchModel(await this.computer.rematch(user, matchId, requestMeta(context, null)));
  }

  @Query(() => [BotModel], {
    description: 'The bot directory: the built-in computer levels first, then third-party bot accounts (at most 200).',
  })
  @RequireScopes('lobby')
  async bots(): Promise<BotModel[]> {
    return (await this.computer.directory()).map(toBotModel);
  }

  @Mutation(() => UserModel, {
    description:
      "Marks the caller's account as a bot account, for good: its seats are shown as a bot's everywhere (docs/bots.md).",
  })
  @RequireScopes('lobby')
  async becomeBot(@CurrentUser() user: AuthUser): Promise<UserModel> {
    return UserModel.from(await this.computer.becomeBot(user));
  }
}
