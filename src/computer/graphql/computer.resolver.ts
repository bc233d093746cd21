import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { MatchesService } from '../../matches/matches.service';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { GuestsWelcome, RequireScopes } from '../../auth/require-scopes.decorator';
import type { GraphQLContext } from '../../common/graphql-context';
import { gameOptionsFrom } from '../../lobbies/lobby-rules';
import { toMatchModel } from '../../matches/api/match.mapper';
import { MatchModel } from '../../matches/api/match.models';
import { requestMeta } from '../../api/request-meta';
import { UserModel } from '../../users/user';
import { ComputerService } from '../computer.service';
import { toBotModel } from '../api/computer.mapper';
import { BotModel, PlayComputerInput } from '../api/computer.models';

@Resolver()
export class ComputerResolver {
  constructor(
    private readonly computer: ComputerService,
    private readonly matches: MatchesService,
  ) {}

  @Mutation(() => MatchModel, {
    description:
      'Starts a match against the computer: the caller in seat 0, the computer at `level` in the 1–3 other seats. The computer moves as soon as it is due.',
  })
  @RequireScopes('lobby')
  @GuestsWelcome()
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
  @GuestsWelcome()
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
  @GuestsWelcome()
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

  @Mutation(() => MatchModel, {
    description:
      'A 3–4 player match: asks that the computer take over any other seat that resigns or runs out of time, to the end, instead of the match ending; that seat ranks last (docs/engine.md "Replaced seats"). ILLEGAL_MOVE: REPLACEMENT_NEEDS_MORE_PLAYERS; CONFLICT: ALREADY_REQUESTED.',
  })
  @RequireScopes('match:play')
  async requestReplacement(
    @CurrentUser() user: AuthUser,
    @Args('matchId', { type: () => ID, description: 'One of your running matches.' }) matchId: string,
    @Context() context: GraphQLContext,
  ): Promise<MatchModel> {
    return toMatchModel(await this.matches.requestReplacement(user, matchId, requestMeta(context, null)));
  }
}
