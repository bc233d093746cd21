import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { GuestsWelcome, RequireScopes } from '../../auth/require-scopes.decorator';
import { ChallengesService } from '../challenges.service';
import { gameOptionsFrom } from '../lobby-rules';
import { pageRequest } from '../list-page';
import { CreateLobbyInput, ENTROPY_DESCRIPTION, PAGE_SIZE_ARG, RematchTimeControlInput } from '../api/lobby.inputs';
import { toChallengeModel } from '../api/lobby.mapper';
import { ChallengeModel } from '../api/lobby.models';

@Resolver(() => ChallengeModel)
export class ChallengesResolver {
  constructor(private readonly challenges: ChallengesService) {}

  @Query(() => [ChallengeModel], {
    description:
      'Challenges the caller sent or received, any status, newest first, a page at a time: the `first` after the challenge `after`.',
  })
  @RequireScopes('lobby')
  @GuestsWelcome()
  async myChallenges(
    @CurrentUser() user: AuthUser,
    @Args('first', PAGE_SIZE_ARG) first: number,
    @Args('after', {
      type: () => ID,
      nullable: true,
      description: 'The id of the last challenge of the previous page.',
    })
    after?: string | null,
  ): Promise<ChallengeModel[]> {
    return (await this.challenges.listMine(user, pageRequest(first, after))).map(toChallengeModel);
  }

  @Mutation(() => ChallengeModel, {
    description:
      'Invites a player by name to a 2-player match with these rules; the caller will have seat 0. CONFLICT: BLOCKED, FRIENDS_ONLY (they take challenges from friends only), TOO_MANY_RUNNING_GAMES.',
  })
  @RequireScopes('lobby')
  async challenge(
    @CurrentUser() user: AuthUser,
    @Args('username', { description: 'Who to challenge.' }) username: string,
    @Args('input', { description: 'The rules and time control of the match.' }) input: CreateLobbyInput,
  ): Promise<ChallengeModel> {
    return toChallengeModel(await this.challenges.challenge(user, username, gameOptionsFrom(input)));
  }

  @Mutation(() => ChallengeModel, {
    description:
      'Accepts a challenge sent to the caller and starts the match (`matchId`). CONFLICT: CHALLENGE_NOT_PENDING, REPUTATION_TOO_LOW (below its minReputation), TOO_MANY_RUNNING_GAMES, OPPONENT_TOO_MANY_RUNNING_GAMES.',
  })
  @RequireScopes('lobby')
  async acceptChallenge(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'Challenge id.' }) id: string,
    @Args('entropy', { type: () => String, nullable: true, description: ENTROPY_DESCRIPTION }) entropy?: string | null,
  ): Promise<ChallengeModel> {
    return toChallengeModel(await this.challenges.accept(user, id, entropy ?? null));
  }

  @Mutation(() => ChallengeModel, {
    description: 'Declines a challenge sent to the caller. CONFLICT: CHALLENGE_NOT_PENDING.',
  })
  @RequireScopes('lobby')
  async declineChallenge(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'Challenge id.' }) id: string,
  ): Promise<ChallengeModel> {
    return toChallengeModel(await this.challenges.decline(user, id));
  }

  @Mutation(() => ChallengeModel, {
    description: 'Withdraws a challenge the caller sent. CONFLICT: CHALLENGE_NOT_PENDING.',
  })
  @RequireScopes('lobby')
  async cancelChallenge(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'Challenge id.' }) id: string,
  ): Promise<ChallengeModel> {
    return toChallengeModel(await this.challenges.cancel(user, id));
  }

  @Mutation(() => ChallengeModel, {
    description:
      'After a finished 2-player match, challenges the opponent with the same rules and time control (or `timeControl`). One offer per match; if the opponent offered first, this accepts their offer. ' +
      'CONFLICT: MATCH_NOT_FINISHED, REMATCH_ALREADY_OFFERED.',
  })
  @RequireScopes('lobby')
  async rematch(
    @CurrentUser() user: AuthUser,
    @Args('matchId', { type: () => ID, description: 'The finished match.' }) matchId: string,
    @Args('timeControl', {
      type: () => RematchTimeControlInput,
      nullable: true,
      description: 'Another time control for the rematch; without one it keeps the finished match’s.',
    })
    timeControl?: RematchTimeControlInput | null,
  ): Promise<ChallengeModel> {
    return toChallengeModel(await this.challenges.rematch(user, matchId, timeControl ?? null));
  }
}
