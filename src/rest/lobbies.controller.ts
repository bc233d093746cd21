import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { GuestsWelcome, RequireScopes } from '../auth/require-scopes.decorator';
import { ChallengesService } from '../lobbies/challenges.service';
import { GroupRematchesService } from '../lobbies/group-rematches.service';
import { GroupRematchModel } from '../lobbies/api/group-rematch.models';
import { toChallengeModel, toLobbyModel } from '../lobbies/api/lobby.mapper';
import { ChallengeModel, LobbyModel } from '../lobbies/api/lobby.models';
import { LobbiesService } from '../lobbies/lobbies.service';
import { gameOptionsFrom } from '../lobbies/lobby-rules';
import { pageRequest, ratingRange } from '../lobbies/list-page';
import {
  ChallengeRequest,
  GameRulesBody,
  EntropyContributionRequest,
  JoinLobbyRequest,
  OpenLobbiesQuery,
  PageQuery,
  RematchRequest,
} from './dto/lobby-requests';
import { IdPipe, MatchIdPipe } from './match-id.pipe';
import { ApiErrors, graphqlRef } from './openapi-responses';

const LobbyIdPipe = new IdPipe('Lobby');
const ChallengeIdPipe = new IdPipe('Challenge');
const LOBBY_ID = ApiParam({ name: 'id', description: 'Lobby id (a UUID).', format: 'uuid' });
const CHALLENGE_ID = ApiParam({ name: 'id', description: 'Challenge id (a UUID).', format: 'uuid' });
const LOBBY = ApiOkResponse({ description: 'The lobby.', schema: graphqlRef('Lobby') });
const LOBBIES = ApiOkResponse({
  description: 'The lobbies, newest first.',
  schema: { type: 'array', items: graphqlRef('Lobby') },
});
const CHALLENGE = ApiOkResponse({ description: 'The challenge.', schema: graphqlRef('Challenge') });

/** Lobbies: the way to a match with strangers; a filled lobby starts its match (`matchId`). */
@ApiTags('lobbies')
@Controller('api/lobbies')
export class LobbiesController {
  constructor(private readonly lobbies: LobbiesService) {}

  @Get()
  @RequireScopes('lobby')
  @GuestsWelcome()
  @ApiOperation({
    summary: 'List open lobbies',
    description:
      'Lobbies waiting for players, newest first, one page at a time (`first`, `after`), like GraphQL `openLobbies`; `minRating`/`maxRating` keep those whose creator is rated in that range in the lobby’s pool.',
  })
  @LOBBIES
  @ApiErrors(400)
  async open(@CurrentUser() user: AuthUser, @Query() query: OpenLobbiesQuery): Promise<LobbyModel[]> {
    const range = ratingRange(query.minRating, query.maxRating);
    return (await this.lobbies.listOpen(user, pageRequest(query.first, query.after), range)).map(toLobbyModel);
  }

  @Get('mine')
  @RequireScopes('lobby')
  @GuestsWelcome()
  @ApiOperation({
    summary: 'List my lobbies',
    description: 'Lobbies the caller owns or sits in, any status, newest first (at most 200).',
  })
  @LOBBIES
  @ApiErrors()
  async mine(@CurrentUser() user: AuthUser): Promise<LobbyModel[]> {
    return (await this.lobbies.listMine(user)).map(toLobbyModel);
  }

  @Get(':id')
  @RequireScopes('lobby')
  @GuestsWelcome()
  @ApiOperation({
    summary: 'View a lobby',
    description: 'One lobby; once `status` is `started`, `matchId` names its match.',
  })
  @LOBBY_ID
  @LOBBY
  @ApiErrors(404)
  async view(@Param('id', LobbyIdPipe) id: string): Promise<LobbyModel> {
    return toLobbyModel(await this.lobbies.get(id));
  }

  @Post()
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Open a lobby',
    description:
      'Opens a lobby with the caller in seat 0. Invalid rule sets fail with 400 BAD_USER_INPUT naming the rule (R2.1, R8.1); ' +
      'an account may own 10 open lobbies (409 CONFLICT TOO_MANY_OPEN_LOBBIES) and play as many matches as its running-games limit allows (409 TOO_MANY_RUNNING_GAMES).',
  })
  @LOBBY
  @ApiErrors(400, 409)
  async create(@CurrentUser() user: AuthUser, @Body() body: GameRulesBody): Promise<LobbyModel> {
    return toLobbyModel(await this.lobbies.create(user, gameOptionsFrom(body)));
  }

  @Post(':id/join')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Join a lobby',
    description:
      'Takes the next seat; filling the last one starts the match (`matchId`). 409 CONFLICT: LOBBY_NOT_OPEN, ALREADY_JOINED, LOBBY_FULL, RATING_OUT_OF_RANGE, NOT_A_FRIEND (a friends-only lobby), REPUTATION_TOO_LOW (below its minReputation), TOO_MANY_RUNNING_GAMES.',
  })
  @LOBBY_ID
  @LOBBY
  @ApiBody({ type: JoinLobbyRequest, required: false })
  @ApiErrors(400, 404, 409)
  async join(
    @CurrentUser() user: AuthUser,
    @Param('id', LobbyIdPipe) id: string,
    @Body() body: JoinLobbyRequest = {},
  ): Promise<LobbyModel> {
    return toLobbyModel(await this.lobbies.join(user, id, body?.entropy ?? null));
  }

  @Post(':id/leave')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Leave a lobby',
    description: 'Gives up the seat; the owner leaving closes the lobby. 409 CONFLICT: LOBBY_NOT_OPEN, NOT_JOINED.',
  })
  @LOBBY_ID
  @LOBBY
  @ApiErrors(404, 409)
  async leave(@CurrentUser() user: AuthUser, @Param('id', LobbyIdPipe) id: string): Promise<LobbyModel> {
    return toLobbyModel(await this.lobbies.leave(user, id));
  }
}

/** Challenges: a direct invitation to a 2-player match, and rematches. */
@ApiTags('challenges')
@Controller('api')
export class ChallengesController {
  constructor(private readonly challenges: ChallengesService) {}

  @Get('challenges')
  @RequireScopes('lobby')
  @GuestsWelcome()
  @ApiOperation({
    summary: 'List my challenges',
    description:
      'Challenges the caller sent or received, any status, newest first, one page at a time (`first`, `after`), like GraphQL `myChallenges`.',
  })
  @ApiOkResponse({ description: 'The challenges.', schema: { type: 'array', items: graphqlRef('Challenge') } })
  @ApiErrors(400)
  async mine(@CurrentUser() user: AuthUser, @Query() query: PageQuery): Promise<ChallengeModel[]> {
    return (await this.challenges.listMine(user, pageRequest(query.first, query.after))).map(toChallengeModel);
  }

  @Post('challenges')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Challenge a player',
    description:
      'Invites a player by name to a 2-player match with these rules; the caller will have seat 0. ' +
      'At most 20 pending challenges per account and 3 to one player (409 CONFLICT TOO_MANY_PENDING_CHALLENGES, TOO_MANY_CHALLENGES_TO_PLAYER; BLOCKED; FRIENDS_ONLY when they take challenges from friends only; TOO_MANY_RUNNING_GAMES).',
  })
  @CHALLENGE
  @ApiErrors(400, 404, 409)
  async challenge(@CurrentUser() user: AuthUser, @Body() body: ChallengeRequest): Promise<ChallengeModel> {
    const { username, ...rules } = body;
    return toChallengeModel(await this.challenges.challenge(user, username, gameOptionsFrom(rules)));
  }

  @Post('challenges/:id/accept')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Accept a challenge',
    description:
      'Accepts a challenge sent to the caller and starts the match (`matchId`). 409 CONFLICT: CHALLENGE_NOT_PENDING, REPUTATION_TOO_LOW (below its minReputation), TOO_MANY_RUNNING_GAMES, OPPONENT_TOO_MANY_RUNNING_GAMES.',
  })
  @CHALLENGE_ID
  @CHALLENGE
  @ApiBody({ type: JoinLobbyRequest, required: false })
  @ApiErrors(400, 404, 409)
  async accept(
    @CurrentUser() user: AuthUser,
    @Param('id', ChallengeIdPipe) id: string,
    @Body() body: JoinLobbyRequest = {},
  ): Promise<ChallengeModel> {
    return toChallengeModel(await this.challenges.accept(user, id, body?.entropy ?? null));
  }

  @Post('challenges/:id/decline')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Decline a challenge',
    description: 'Declines a challenge sent to the caller. 409 CONFLICT: CHALLENGE_NOT_PENDING.',
  })
  @CHALLENGE_ID
  @CHALLENGE
  @ApiErrors(404, 409)
  async decline(@CurrentUser() user: AuthUser, @Param('id', ChallengeIdPipe) id: string): Promise<ChallengeModel> {
    return toChallengeModel(await this.challenges.decline(user, id));
  }

  @Post('challenges/:id/cancel')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Withdraw a challenge',
    description: 'Withdraws a challenge the caller sent. 409 CONFLICT: CHALLENGE_NOT_PENDING.',
  })
  @CHALLENGE_ID
  @CHALLENGE
  @ApiErrors(404, 409)
  async cancel(@CurrentUser() user: AuthUser, @Param('id', ChallengeIdPipe) id: string): Promise<ChallengeModel> {
    return toChallengeModel(await this.challenges.cancel(user, id));
  }

  @Post('matches/:id/rematch')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Offer a rematch',
    description:
      'After a finished 2-player match, challenges the opponent with the same rules and the same time control, or the one the body names (days per move or a time bank, and the switches; an empty body keeps the match’s); if the opponent offered first, this accepts their offer. 409 CONFLICT: MATCH_NOT_FINISHED, REMATCH_ALREADY_OFFERED.',
  })
  @ApiParam({ name: 'id', description: 'The finished match (a UUID).', format: 'uuid' })
  @CHALLENGE
  @ApiErrors(404, 409)
  async rematch(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) matchId: string,
    @Body() body: RematchRequest,
  ): Promise<ChallengeModel> {
    return toChallengeModel(await this.challenges.rematch(user, matchId, body));
  }
}

const GROUP_REMATCH = ApiOkResponse({ description: 'The rematch offer now.', schema: graphqlRef('GroupRematch') });
const FINISHED_MATCH = ApiParam({
  name: 'id',
  description: 'The finished 3- or 4-player match (a UUID).',
  format: 'uuid',
});

/** Rematches of 3- and 4-player matches (docs/correspondence.md "Rematch"), like GraphQL's. */
@ApiTags('challenges')
@Controller('api')
export class GroupRematchesController {
  constructor(private readonly rematches: GroupRematchesService) {}

  @Get('matches/:id/group-rematch')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'The rematch offer of a 3- or 4-player match',
    description: 'Like GraphQL `groupRematch`: for its players; `null` when none was made.',
  })
  @FINISHED_MATCH
  @ApiOkResponse({
    description: 'The offer, or null.',
    schema: { type: 'object', allOf: [graphqlRef('GroupRematch')], nullable: true },
  })
  @ApiErrors(400, 404)
  async get(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) matchId: string,
  ): Promise<GroupRematchModel | null> {
    const found = await this.rematches.get(user, matchId);
    return found ? GroupRematchModel.from(found) : null;
  }

  @Post('matches/:id/group-rematch')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Offer or accept the rematch of a 3- or 4-player match',
    description:
      'Like GraphQL `acceptGroupRematch`: when the last seat accepts, the new match starts with the seats rotated by one (`newMatchId`). 409 CONFLICT: MATCH_NOT_FINISHED, REMATCH_ALREADY_OFFERED, BLOCKED.',
  })
  @FINISHED_MATCH
  @GROUP_REMATCH
  @ApiBody({ type: EntropyContributionRequest, required: false })
  @ApiErrors(400, 404, 409)
  async accept(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) matchId: string,
    @Body() body: EntropyContributionRequest = {},
  ): Promise<GroupRematchModel> {
    return GroupRematchModel.from(await this.rematches.accept(user, matchId, body?.entropy ?? null));
  }

  @Post('matches/:id/group-rematch/decline')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Decline or cancel the rematch of a 3- or 4-player match',
    description: 'Like GraphQL `declineGroupRematch`: nobody plays it. 409 CONFLICT: CHALLENGE_NOT_PENDING.',
  })
  @FINISHED_MATCH
  @GROUP_REMATCH
  @ApiErrors(400, 404, 409)
  async decline(@CurrentUser() user: AuthUser, @Param('id', MatchIdPipe) matchId: string): Promise<GroupRematchModel> {
    return GroupRematchModel.from(await this.rematches.decline(user, matchId));
  }
}
