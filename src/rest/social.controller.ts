import { Body, Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { toArchivedMatchModel } from '../archive/api/archive.mapper';
import type { ArchivedMatchModel } from '../archive/api/archive.models';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { RequireScopes } from '../auth/require-scopes.decorator';
import {
  ChallengePolicyModel,
  FollowResultModel,
  FollowedPlayerModel,
  OnlineFriendModel,
  PlayerRelationModel,
  WaitingFriendModel,
} from '../social/api/social.models';
import { MAX_FOLLOWS, SocialService } from '../social/social.service';
import { ChallengePolicyBody, FRIENDS_GAMES_DEFAULT, FriendsGamesQuery } from './dto/social-query';
import { ApiErrors, graphqlRef } from './openapi-responses';

const USERNAME = ApiParam({ name: 'username', description: 'The player (any case).' });
const PLAYERS = (description: string) =>
  ApiOkResponse({ description, schema: { type: 'array', items: graphqlRef('FollowedPlayer') } });

/** Follows and friends (docs/players.md "Friends"), like GraphQL's. */
@ApiTags('social')
@Controller('api')
export class SocialController {
  constructor(private readonly social: SocialService) {}

  @Put('following/:username')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Follow a player',
    description: `Like GraphQL \`follow\`: they see it (a FOLLOWED notice, FRIEND_ADDED when they follow you: friends). 409 BLOCKED across a block either way, 409 TOO_MANY_FOLLOWS past ${MAX_FOLLOWS}; 400 for yourself.`,
  })
  @USERNAME
  @ApiOkResponse({ description: 'The follow.', schema: graphqlRef('FollowResult') })
  @ApiErrors(400, 404, 409)
  async follow(@CurrentUser() user: AuthUser, @Param('username') username: string): Promise<FollowResultModel> {
    return FollowResultModel.fromFollowed(await this.social.follow(user, username));
  }

  @Delete('following/:username')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Stop following a player',
    description: 'Like GraphQL `unfollow`; answers whom you follow now, whether or not you followed them.',
  })
  @USERNAME
  @PLAYERS('Whom you follow now.')
  @ApiErrors(404)
  async unfollow(@CurrentUser() user: AuthUser, @Param('username') username: string): Promise<FollowedPlayerModel[]> {
    await this.social.unfollow(user, username);
    return (await this.social.following(user)).map(FollowedPlayerModel.from);
  }

  @Get('following')
  @RequireScopes('lobby')
  @ApiOperation({ summary: 'Whom I follow', description: 'Newest first, like GraphQL `following`.' })
  @PLAYERS('Whom you follow.')
  @ApiErrors()
  async following(@CurrentUser() user: AuthUser): Promise<FollowedPlayerModel[]> {
    return (await this.social.following(user)).map(FollowedPlayerModel.from);
  }

  @Get('followers')
  @RequireScopes('lobby')
  @ApiOperation({ summary: 'Who follows me', description: 'Newest first, like GraphQL `followers`.' })
  @PLAYERS('Who follows you.')
  @ApiErrors()
  async followers(@CurrentUser() user: AuthUser): Promise<FollowedPlayerModel[]> {
    return (await this.social.followers(user)).map(FollowedPlayerModel.from);
  }

  @Get('friends')
  @RequireScopes('lobby')
  @ApiOperation({ summary: 'My friends', description: 'Players who follow you and whom you follow, by name.' })
  @PLAYERS('Your friends.')
  @ApiErrors()
  async friends(@CurrentUser() user: AuthUser): Promise<FollowedPlayerModel[]> {
    return (await this.social.friends(user)).map(FollowedPlayerModel.from);
  }

  @Get('challenge-policy')
  @RequireScopes('lobby')
  @ApiOperation({ summary: 'Whom I take challenges from', description: 'Like GraphQL `challengePolicy`.' })
  @ApiOkResponse({ description: 'The policy.', schema: graphqlRef('ChallengePolicy') })
  @ApiErrors()
  async challengePolicy(@CurrentUser() user: AuthUser): Promise<ChallengePolicyModel> {
    return ChallengePolicyModel.from(await this.social.challengesFriendsOnly(user));
  }

  @Put('challenge-policy')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Take challenges from friends only, or from anyone',
    description:
      'Like GraphQL `setChallengePolicy`: with `friendsOnly`, a player who is not your friend gets 409 FRIENDS_ONLY when challenging you.',
  })
  @ApiOkResponse({ description: 'The policy now.', schema: graphqlRef('ChallengePolicy') })
  @ApiErrors(400)
  async setChallengePolicy(
    @CurrentUser() user: AuthUser,
    @Body() body: ChallengePolicyBody,
  ): Promise<ChallengePolicyModel> {
    return ChallengePolicyModel.from(await this.social.challengesFriendsOnly(user, body.friendsOnly));
  }

  @Get('friends/online')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Friends online',
    description: 'Like GraphQL `friendsOnline`: friends who used the server in the last 5 minutes.',
  })
  @ApiOkResponse({ description: 'Friends online.', schema: { type: 'array', items: graphqlRef('OnlineFriend') } })
  @ApiErrors()
  async online(@CurrentUser() user: AuthUser): Promise<OnlineFriendModel[]> {
    return (await this.social.friendsOnline(user)).map(OnlineFriendModel.from);
  }

  @Get('friends/waiting')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Friends waiting for a move',
    description: 'Like GraphQL `friendsWaiting`: friends some match waits for, longest waiting first.',
  })
  @ApiOkResponse({ description: 'Friends due.', schema: { type: 'array', items: graphqlRef('WaitingFriend') } })
  @ApiErrors()
  async waiting(@CurrentUser() user: AuthUser): Promise<WaitingFriendModel[]> {
    return (await this.social.friendsWaiting(user)).map(WaitingFriendModel.from);
  }

  @Get('friends/games/:status')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: "Friends' games",
    description:
      "Like GraphQL `friendsGames`: friends' newest `running` or `finished` matches as the live list and the archive would show them to you.",
  })
  @ApiParam({ name: 'status', enum: ['running', 'finished'], description: 'Running or finished.' })
  @ApiOkResponse({ description: 'The games.', schema: { type: 'array', items: graphqlRef('ArchivedMatch') } })
  @ApiErrors(400)
  async games(
    @CurrentUser() user: AuthUser,
    @Param('status') status: string,
    @Query() query: FriendsGamesQuery,
  ): Promise<ArchivedMatchModel[]> {
    return (await this.social.friendsGames(user, status, query.first ?? FRIENDS_GAMES_DEFAULT)).map(
      toArchivedMatchModel,
    );
  }

  @Get('users/:name/relation')
  @RequireScopes('lobby')
  @ApiOperation({ summary: 'Where I stand with a player', description: 'Like GraphQL `playerRelation`.' })
  @ApiParam({ name: 'name', description: 'Username.' })
  @ApiOkResponse({ description: 'The relation.', schema: graphqlRef('PlayerRelation') })
  @ApiErrors(404)
  async relation(@CurrentUser() user: AuthUser, @Param('name') name: string): Promise<PlayerRelationModel> {
    return PlayerRelationModel.from(await this.social.relation(user, name));
  }
}
