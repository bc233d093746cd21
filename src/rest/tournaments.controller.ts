import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { GuestsWelcome, RequireScopes } from '../auth/require-scopes.decorator';
import { toNdjson, toTournamentModel } from '../tournaments/api/tournament.mapper';
import { TournamentModel } from '../tournaments/api/tournament.models';
import { TournamentsService } from '../tournaments/tournaments.service';
import { EntropyContributionRequest } from './dto/lobby-requests';
import { CreateTournamentBody, TournamentListQuery } from './dto/tournament-requests';
import { IdPipe } from './match-id.pipe';
import { ApiErrors, graphqlRef } from './openapi-responses';

const TournamentIdPipe = new IdPipe('Tournament');
const TOURNAMENT_ID = ApiParam({ name: 'id', description: 'Tournament id (a UUID).', format: 'uuid' });
const TOURNAMENT = ApiOkResponse({ description: 'The tournament.', schema: graphqlRef('Tournament') });

/** Tournaments (docs/tournaments.md): the same operations as GraphQL's, over the same service. */
@ApiTags('tournaments')
@Controller('api/tournaments')
export class TournamentsController {
  constructor(private readonly tournaments: TournamentsService) {}

  @Get()
  @RequireScopes('lobby')
  @GuestsWelcome()
  @ApiOperation({
    summary: 'List tournaments',
    description: 'Newest first, a page at a time, like GraphQL `tournaments`.',
  })
  @ApiOkResponse({ description: 'The tournaments.', schema: { type: 'array', items: graphqlRef('Tournament') } })
  @ApiErrors(400)
  async list(@Query() query: TournamentListQuery): Promise<TournamentModel[]> {
    return (await this.tournaments.list(query.status ?? null, query.first ?? 20, query.after ?? null)).map(
      toTournamentModel,
    );
  }

  @Get(':id')
  @RequireScopes('lobby')
  @GuestsWelcome()
  @ApiOperation({ summary: 'View a tournament', description: 'Settings, entrants, rounds and standings.' })
  @TOURNAMENT_ID
  @TOURNAMENT
  @ApiErrors(404)
  async view(@Param('id', TournamentIdPipe) id: string): Promise<TournamentModel> {
    return toTournamentModel(await this.tournaments.get(id));
  }

  @Get(':id/export')
  @RequireScopes('lobby')
  @GuestsWelcome()
  @ApiOperation({
    summary: 'Export a tournament log',
    description:
      'Its hash-chained event log, one JSON event a line, as `claim tournament verify` reads it (docs/tournaments.md). The seed is in it once the tournament has ended.',
  })
  @TOURNAMENT_ID
  @ApiProduces('application/x-ndjson')
  @ApiOkResponse({
    description: 'The events, one per line.',
    content: { 'application/x-ndjson': { schema: { type: 'string', description: 'One event a line.' } } },
  })
  @ApiErrors(404)
  async export(@Param('id', TournamentIdPipe) id: string, @Res() response: Response): Promise<void> {
    const text = toNdjson(await this.tournaments.events(id));
    response.status(200).type('application/x-ndjson; charset=utf-8').send(text);
  }

  @Post()
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Create a tournament',
    description:
      "Open to entries, the caller its organizer. 400 BAD_USER_INPUT names the setting; 403 FORBIDDEN for a club tournament by one who is not the club's owner or an admin; 404 for an unknown club.",
  })
  @TOURNAMENT
  @ApiErrors(400, 404)
  async create(@CurrentUser() user: AuthUser, @Body() body: CreateTournamentBody): Promise<TournamentModel> {
    return toTournamentModel(await this.tournaments.create(user, body));
  }

  @Post(':id/join')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Enter a tournament',
    description:
      'During registration, or late into a running Swiss while a round is still to be paired. 409 CONFLICT: TOURNAMENT_NOT_OPEN, ALREADY_JOINED, TOURNAMENT_FULL, RATING_OUT_OF_RANGE, REGISTRATION_NOT_OPEN / REGISTRATION_CLOSED (outside its registration window), NOT_INVITED, NOT_A_CLUB_MEMBER, REPUTATION_TOO_LOW, TOO_MANY_RUNNING_GAMES.',
  })
  @TOURNAMENT_ID
  @TOURNAMENT
  @ApiBody({ type: EntropyContributionRequest, required: false })
  @ApiErrors(400, 404, 409)
  async join(
    @CurrentUser() user: AuthUser,
    @Param('id', TournamentIdPipe) id: string,
    @Body() body: EntropyContributionRequest = {},
  ): Promise<TournamentModel> {
    return toTournamentModel(await this.tournaments.join(user, id, body?.entropy ?? null));
  }

  @Post(':id/leave')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Leave or withdraw from a tournament',
    description:
      'Before the start the caller leaves; after it they withdraw (paired no more, still ranked, a game under way played out). 409 CONFLICT: TOURNAMENT_OVER, NOT_JOINED.',
  })
  @TOURNAMENT_ID
  @TOURNAMENT
  @ApiErrors(404, 409)
  async leave(@CurrentUser() user: AuthUser, @Param('id', TournamentIdPipe) id: string): Promise<TournamentModel> {
    return toTournamentModel(await this.tournaments.leave(user, id));
  }

  @Post(':id/start')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Start a tournament',
    description:
      'Organizer only (403 FORBIDDEN otherwise): closes registration, commits the seed, pairs round 1 and starts its matches. 409 CONFLICT: TOURNAMENT_NOT_OPEN, TOO_FEW_ENTRANTS.',
  })
  @TOURNAMENT_ID
  @TOURNAMENT
  @ApiErrors(404, 409)
  async start(@CurrentUser() user: AuthUser, @Param('id', TournamentIdPipe) id: string): Promise<TournamentModel> {
    return toTournamentModel(await this.tournaments.start(user, id));
  }
}

/** A club's tournaments (GraphQL: the `tournaments` field of `club`). */
@ApiTags('tournaments')
@Controller('api/clubs')
export class ClubTournamentsController {
  constructor(private readonly tournaments: TournamentsService) {}

  @Get(':id/tournaments')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: "A club's tournaments",
    description: "Like the `tournaments` field of GraphQL `club`: those limited to the club's members, newest first.",
  })
  @ApiParam({ name: 'id', description: 'Club id (a UUID).', format: 'uuid' })
  @ApiOkResponse({ description: 'The tournaments.', schema: { type: 'array', items: graphqlRef('Tournament') } })
  @ApiErrors(404)
  async ofClub(@Param('id') id: string): Promise<TournamentModel[]> {
    return (await this.tournaments.ofClub(id)).map(toTournamentModel);
  }
}
