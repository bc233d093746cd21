import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { toArchivedMatchModel } from '../archive/api/archive.mapper';
import type { ArchivedMatchModel } from '../archive/api/archive.models';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { RequireScopes } from '../auth/require-scopes.decorator';
import {
  ClubLogEntryModel,
  ClubMemberModel,
  ClubModel,
  ClubPendingModel,
  ClubStandingModel,
  MyClubModel,
} from '../clubs/api/clubs.models';
import { CLUBS_PAGE, CLUB_LOG_PAGE, ClubsService, MEMBERS_PAGE } from '../clubs/clubs.service';
import { FRIENDS_GAMES_DEFAULT, FriendsGamesQuery } from './dto/social-query';
import {
  ClubAnswerBody,
  ClubLogQuery,
  ClubMembersQuery,
  ClubOwnerBody,
  ClubRoleBody,
  ClubsQuery,
  CreateClubBody,
  UpdateClubBody,
} from './dto/club-requests';
import { ApiErrors, graphqlRef } from './openapi-responses';
import { toLobbyModel } from '../lobbies/api/lobby.mapper';
import type { LobbyModel } from '../lobbies/api/lobby.models';
import { LobbiesService } from '../lobbies/lobbies.service';

const ID = ApiParam({ name: 'id', description: 'The club.', format: 'uuid' });
const USERNAME = ApiParam({ name: 'username', description: 'The player (any case).' });
const OK = (type: string, description: string) => ApiOkResponse({ description, schema: graphqlRef(type) });
const LIST = (type: string, description: string) =>
  ApiOkResponse({ description, schema: { type: 'array', items: graphqlRef(type) } });
const STANDING = OK('ClubStanding', 'Where the player stands with the club now.');

/** Clubs (docs/players.md "Clubs"), like GraphQL's: the same service, errors and shapes. */
@ApiTags('clubs')
@Controller('api/clubs')
export class ClubsController {
  constructor(
    private readonly clubs: ClubsService,
    private readonly lobbyService: LobbiesService,
  ) {}

  @Post()
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Create a club',
    description: 'Like GraphQL `createClub`: you own it. 409 NAME_TAKEN, TOO_MANY_CLUBS; 400 for a bad field.',
  })
  @OK('Club', 'The new club.')
  @ApiErrors(400, 409)
  async create(@CurrentUser() user: AuthUser, @Body() body: CreateClubBody): Promise<ClubModel> {
    return ClubModel.from(await this.clubs.create(user, body));
  }

  @Get()
  @RequireScopes('lobby')
  @ApiOperation({ summary: 'List clubs', description: 'Like GraphQL `clubs`: the largest first.' })
  @LIST('Club', 'The clubs.')
  @ApiErrors(400)
  async list(@Query() query: ClubsQuery): Promise<ClubModel[]> {
    return (await this.clubs.list(query.search ?? null, query.first ?? CLUBS_PAGE.default, query.offset ?? 0)).map(
      ClubModel.from,
    );
  }

  @Get('mine')
  @RequireScopes('lobby')
  @ApiOperation({ summary: 'My clubs', description: 'Like GraphQL `myClubs`.' })
  @LIST('MyClub', 'Your clubs and your role in each.')
  @ApiErrors()
  async mine(@CurrentUser() user: AuthUser): Promise<MyClubModel[]> {
    return (await this.clubs.mine(user)).map(MyClubModel.from);
  }

  @Get('invitations')
  @RequireScopes('lobby')
  @ApiOperation({ summary: 'My club invitations and requests', description: 'Like GraphQL `myClubInvitations`.' })
  @LIST('ClubPending', 'Your invitations and requests, oldest first.')
  @ApiErrors()
  async invitations(@CurrentUser() user: AuthUser): Promise<ClubPendingModel[]> {
    return (await this.clubs.myPending(user)).map(ClubPendingModel.from);
  }

  @Get(':id')
  @RequireScopes('lobby')
  @ApiOperation({ summary: 'A club', description: 'Like GraphQL `club`.' })
  @ID
  @OK('Club', 'The club.')
  @ApiErrors(404)
  async club(@Param('id') id: string): Promise<ClubModel> {
    return ClubModel.from(await this.clubs.club(id));
  }

  @Patch(':id')
  @RequireScopes('lobby')
  @ApiOperation({ summary: 'Edit a club', description: 'Like GraphQL `updateClub` (its admins; 403 otherwise).' })
  @ID
  @OK('Club', 'The club now.')
  @ApiErrors(400, 404)
  async update(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateClubBody,
  ): Promise<ClubModel> {
    return ClubModel.from(await this.clubs.update(user, id, body));
  }

  @Delete(':id')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Delete a club',
    description: 'Like GraphQL `deleteClub` (the owner alone; 403 otherwise).',
  })
  @ID
  @ApiOkResponse({ description: 'Deleted.', schema: { type: 'boolean' } })
  @ApiErrors(404)
  async delete(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<boolean> {
    return this.clubs.delete(user, id);
  }

  @Get(':id/standing')
  @RequireScopes('lobby')
  @ApiOperation({ summary: 'My standing with a club', description: 'Like GraphQL `clubStanding`.' })
  @ID
  @STANDING
  @ApiErrors(404)
  async standing(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<ClubStandingModel> {
    return ClubStandingModel.from(await this.clubs.standing(user, id));
  }

  @Post(':id/join')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Join a club',
    description:
      'Like GraphQL `joinClub`: at once if open or invited, a request if by request. 409 INVITATION_ONLY, CLUB_FULL, TOO_MANY_CLUBS.',
  })
  @ID
  @STANDING
  @ApiErrors(404, 409)
  async join(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<ClubStandingModel> {
    return ClubStandingModel.from(await this.clubs.join(user, id));
  }

  @Post(':id/leave')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Leave a club',
    description:
      'Like GraphQL `leaveClub`: leaves, withdraws a request or declines an invitation. 409 OWNER_CANNOT_LEAVE.',
  })
  @ID
  @ApiOkResponse({ description: 'Whether there was anything to leave.', schema: { type: 'boolean' } })
  @ApiErrors(404, 409)
  async leave(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<boolean> {
    return this.clubs.leave(user, id);
  }

  @Get(':id/members')
  @RequireScopes('lobby')
  @ApiOperation({ summary: "A club's members", description: 'Like GraphQL `clubMembers`: by rating in `pool`.' })
  @ID
  @LIST('ClubMember', 'A page of members.')
  @ApiErrors(400, 404)
  async members(@Param('id') id: string, @Query() query: ClubMembersQuery): Promise<ClubMemberModel[]> {
    return (
      await this.clubs.members(id, query.pool ?? 'duel', query.first ?? MEMBERS_PAGE.default, query.offset ?? 0)
    ).map(ClubMemberModel.from);
  }

  @Get(':id/games/:status')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: "A club's games",
    description: "Like GraphQL `clubGames`: the members' matches as the live list and the archive show them to you.",
  })
  @ID
  @ApiParam({ name: 'status', enum: ['running', 'finished'], description: 'Running or finished.' })
  @LIST('ArchivedMatch', 'The games.')
  @ApiErrors(400, 404)
  async games(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('status') status: string,
    @Query() query: FriendsGamesQuery,
  ): Promise<ArchivedMatchModel[]> {
    return (await this.clubs.games(user, id, status, query.first ?? FRIENDS_GAMES_DEFAULT)).map(toArchivedMatchModel);
  }

  @Get(':id/lobbies')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: "A club's open lobbies",
    description: 'Like GraphQL `clubLobbies`: newest first, for its members alone (409 NOT_A_CLUB_MEMBER).',
  })
  @ID
  @LIST('Lobby', 'The open lobbies of the club.')
  @ApiErrors(404, 409)
  async lobbies(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<LobbyModel[]> {
    return (await this.lobbyService.openOfClub(user, id)).map(toLobbyModel);
  }

  @Get(':id/pending')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: "A club's invitations and requests",
    description: 'Like GraphQL `clubPending` (its admins).',
  })
  @ID
  @LIST('ClubPending', 'What waits, oldest first.')
  @ApiErrors(404)
  async pending(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<ClubPendingModel[]> {
    return (await this.clubs.pendingOfClub(user, id)).map(ClubPendingModel.from);
  }

  @Get(':id/log')
  @RequireScopes('lobby')
  @ApiOperation({ summary: "A club's log", description: 'Like GraphQL `clubLog` (its members), newest first.' })
  @ID
  @LIST('ClubLogEntry', 'A page of the log.')
  @ApiErrors(400, 404)
  async log(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Query() query: ClubLogQuery,
  ): Promise<ClubLogEntryModel[]> {
    return (await this.clubs.log(user, id, query.first ?? CLUB_LOG_PAGE.default, query.before ?? null)).map(
      ClubLogEntryModel.from,
    );
  }

  @Put(':id/invitations/:username')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Invite a player',
    description: 'Like GraphQL `inviteToClub` (its admins). 409 ALREADY_MEMBER, BLOCKED.',
  })
  @ID
  @USERNAME
  @STANDING
  @ApiErrors(400, 404, 409)
  async invite(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('username') username: string,
  ): Promise<ClubStandingModel> {
    return ClubStandingModel.from(await this.clubs.invite(user, id, username));
  }

  @Post(':id/requests/:username')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Answer a request to join',
    description: 'Like GraphQL `answerClubRequest` (its admins). 409 NO_REQUEST.',
  })
  @ID
  @USERNAME
  @STANDING
  @ApiErrors(400, 404, 409)
  async answer(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('username') username: string,
    @Body() body: ClubAnswerBody,
  ): Promise<ClubStandingModel> {
    return ClubStandingModel.from(await this.clubs.answerRequest(user, id, username, body.accept));
  }

  @Delete(':id/members/:username')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Remove a member',
    description:
      'Like GraphQL `removeClubMember`: a member, or an invitation (its admins; an admin by the owner alone).',
  })
  @ID
  @USERNAME
  @ApiOkResponse({ description: 'Whether anyone was removed.', schema: { type: 'boolean' } })
  @ApiErrors(400, 404)
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('username') username: string,
  ): Promise<boolean> {
    return this.clubs.remove(user, id, username);
  }

  @Put(':id/members/:username/role')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: "Set a member's role",
    description: 'Like GraphQL `setClubRole` (the owner alone). 409 NOT_A_MEMBER.',
  })
  @ID
  @USERNAME
  @STANDING
  @ApiErrors(400, 404, 409)
  async role(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('username') username: string,
    @Body() body: ClubRoleBody,
  ): Promise<ClubStandingModel> {
    return ClubStandingModel.from(await this.clubs.setRole(user, id, username, body.role));
  }

  @Put(':id/owner')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Hand the club on',
    description: 'Like GraphQL `transferClub` (the owner alone). 409 NOT_A_MEMBER.',
  })
  @ID
  @OK('Club', 'The club, with its new owner.')
  @ApiErrors(400, 404, 409)
  async transfer(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: ClubOwnerBody,
  ): Promise<ClubModel> {
    return ClubModel.from(await this.clubs.transfer(user, id, body.username));
  }
}
