import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { RequireScopes } from '../../auth/require-scopes.decorator';
import { toArchivedMatchModel } from '../../archive/api/archive.mapper';
import { ArchivedMatchModel } from '../../archive/api/archive.models';
import { ARCHIVE_PAGE } from '../../archive/archive.service';
import {
  ChallengePolicyModel,
  FollowResultModel,
  FollowedPlayerModel,
  OnlineFriendModel,
  PlayerRelationModel,
  WaitingFriendModel,
} from '../api/social.models';
import { MAX_FOLLOWS, SocialService } from '../social.service';

const USERNAME = { description: 'Their username (any case).' } as const;

/** Follows and friends (docs/players.md "Friends"). */
@Resolver(() => FollowedPlayerModel)
export class SocialResolver {
  constructor(private readonly social: SocialService) {}

  @Mutation(() => FollowResultModel, {
    description: `Follows a player. They see it (a FOLLOWED notice, or FRIEND_ADDED if they follow you: then you are friends, and your \`followers\`). Following twice keeps the first date and tells nobody again. CONFLICT BLOCKED across a block (either way), TOO_MANY_FOLLOWS past ${MAX_FOLLOWS}; BAD_USER_INPUT for yourself; NOT_FOUND User.`,
  })
  @RequireScopes('lobby')
  async follow(
    @CurrentUser() user: AuthUser,
    @Args('username', USERNAME) username: string,
  ): Promise<FollowResultModel> {
    return FollowResultModel.fromFollowed(await this.social.follow(user, username));
  }

  @Mutation(() => Boolean, {
    description:
      'Stops following a player (a friendship ends with it); false if you did not follow them. Nobody is told.',
  })
  @RequireScopes('lobby')
  async unfollow(@CurrentUser() user: AuthUser, @Args('username', USERNAME) username: string): Promise<boolean> {
    return this.social.unfollow(user, username);
  }

  @Query(() => [FollowedPlayerModel], { description: 'The players you follow, newest first.' })
  @RequireScopes('lobby')
  async following(@CurrentUser() user: AuthUser): Promise<FollowedPlayerModel[]> {
    return (await this.social.following(user)).map(FollowedPlayerModel.from);
  }

  @Query(() => [FollowedPlayerModel], { description: 'The players who follow you, newest first.' })
  @RequireScopes('lobby')
  async followers(@CurrentUser() user: AuthUser): Promise<FollowedPlayerModel[]> {
    return (await this.social.followers(user)).map(FollowedPlayerModel.from);
  }

  @Query(() => [FollowedPlayerModel], { description: 'Your friends (you follow each other), by name.' })
  @RequireScopes('lobby')
  async friends(@CurrentUser() user: AuthUser): Promise<FollowedPlayerModel[]> {
    return (await this.social.friends(user)).map(FollowedPlayerModel.from);
  }

  @Query(() => PlayerRelationModel, { description: 'Whether you follow a player and they follow you.' })
  @RequireScopes('lobby')
  async playerRelation(
    @CurrentUser() user: AuthUser,
    @Args('username', USERNAME) username: string,
  ): Promise<PlayerRelationModel> {
    return PlayerRelationModel.from(await this.social.relation(user, username));
  }

  @Query(() => ChallengePolicyModel, { description: 'Whom you take challenges and rematch offers from.' })
  @RequireScopes('lobby')
  async challengePolicy(@CurrentUser() user: AuthUser): Promise<ChallengePolicyModel> {
    return ChallengePolicyModel.from(await this.social.challengesFriendsOnly(user));
  }

  @Mutation(() => ChallengePolicyModel, {
    description:
      'Takes challenges and rematch offers from friends only (true) or from anyone (false, the default). Challenges already pending stay.',
  })
  @RequireScopes('lobby')
  async setChallengePolicy(
    @CurrentUser() user: AuthUser,
    @Args('friendsOnly', { description: 'Friends only.' }) friendsOnly: boolean,
  ): Promise<ChallengePolicyModel> {
    return ChallengePolicyModel.from(await this.social.challengesFriendsOnly(user, friendsOnly));
  }

  @Query(() => [OnlineFriendModel], {
    description: 'Your friends who used the server in the last 5 minutes, most recent first.',
  })
  @RequireScopes('lobby')
  async friendsOnline(@CurrentUser() user: AuthUser): Promise<OnlineFriendModel[]> {
    return (await this.social.friendsOnline(user)).map(OnlineFriendModel.from);
  }

  @Query(() => [WaitingFriendModel], {
    description: 'Your friends some match waits for, longest waiting first (how many matches; no match ids).',
  })
  @RequireScopes('lobby')
  async friendsWaiting(@CurrentUser() user: AuthUser): Promise<WaitingFriendModel[]> {
    return (await this.social.friendsWaiting(user)).map(WaitingFriendModel.from);
  }

  @Query(() => [ArchivedMatchModel], {
    description:
      "Your friends' newest `running` or `finished` matches, exactly as the live list and the archive would show them to you: nothing a friend's hidden history withholds, no match its players keep from spectators.",
  })
  @RequireScopes('lobby')
  async friendsGames(
    @CurrentUser() user: AuthUser,
    @Args('status', { description: '`running` or `finished`.' }) status: string,
    @Args('first', { type: () => Int, defaultValue: 20, description: `How many, 1 to ${ARCHIVE_PAGE.max}.` })
    first: number,
  ): Promise<ArchivedMatchModel[]> {
    return (await this.social.friendsGames(user, status, first)).map(toArchivedMatchModel);
  }
}
