import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { GuestsWelcome, RequireScopes } from '../auth/require-scopes.decorator';
import { StreamCredentials } from '../auth/stream-credentials';
import { ConnectionRegistry } from '../connections/connection-registry';
import { toTournamentModel } from '../tournaments/api/tournament.mapper';
import { TournamentModel } from '../tournaments/api/tournament.models';
import { TournamentFeed } from '../tournaments/tournament-feed.service';
import { TournamentOrganizer } from '../tournaments/tournament-organizer.service';
import { OrganizeTournamentBody, TournamentStreamQuery, TournamentUsernameBody } from './dto/tournament-requests';
import { IdPipe } from './match-id.pipe';
import { ApiErrors, graphqlRef } from './openapi-responses';
import { credentialCheckedStream } from './checked-stream';
import { leaseStream, resumeAfter } from './sse';

const TournamentIdPipe = new IdPipe('Tournament');
const TOURNAMENT_ID = ApiParam({ name: 'id', description: 'Tournament id (a UUID).', format: 'uuid' });
const TOURNAMENT = ApiOkResponse({ description: 'The tournament after the action.', schema: graphqlRef('Tournament') });
const ORGANIZER_ONLY =
  'Organizer only (403 FORBIDDEN otherwise, nothing changed); logged in the tournament log and checked by `claim tournament verify`. Scope `tournament:write`.';

/** The organizer's actions, the organizer API and the live tournament, as GraphQL's (docs/tournaments.md). */
@ApiTags('tournaments')
@Controller('api/tournaments')
export class TournamentOrganizerController {
  constructor(
    private readonly organizer: TournamentOrganizer,
    private readonly feed: TournamentFeed,
    private readonly credentials: StreamCredentials,
    private readonly connections: ConnectionRegistry,
  ) {}

  @Post('organize')
  @HttpCode(200)
  @RequireScopes('tournament:write')
  @ApiOperation({
    summary: 'Create and start a tournament for given players (bulk pairing)',
    description:
      'The caller its organizer; round 1 is paired and its matches begin at once. 400 BAD_USER_INPUT names `entrants` or the setting; nothing is written then. Scope `tournament:write`.',
  })
  @TOURNAMENT
  @ApiErrors(400)
  async organize(@CurrentUser() user: AuthUser, @Body() body: OrganizeTournamentBody): Promise<TournamentModel> {
    return toTournamentModel(await this.organizer.organize(user, body));
  }

  @Post(':id/pause')
  @HttpCode(200)
  @RequireScopes('tournament:write')
  @ApiOperation({
    summary: 'Pause a tournament',
    description: `No round is paired until it is resumed. ${ORGANIZER_ONLY} 409: TOURNAMENT_NOT_RUNNING, ALREADY_PAUSED.`,
  })
  @TOURNAMENT_ID
  @TOURNAMENT
  @ApiErrors(404, 409)
  async pause(@CurrentUser() user: AuthUser, @Param('id', TournamentIdPipe) id: string): Promise<TournamentModel> {
    return toTournamentModel(await this.organizer.pause(user, id));
  }

  @Post(':id/resume')
  @HttpCode(200)
  @RequireScopes('tournament:write')
  @ApiOperation({
    summary: 'Resume a tournament',
    description: `A round that finished meanwhile is followed by the next at once. ${ORGANIZER_ONLY} 409: NOT_PAUSED.`,
  })
  @TOURNAMENT_ID
  @TOURNAMENT
  @ApiErrors(404, 409)
  async resume(@CurrentUser() user: AuthUser, @Param('id', TournamentIdPipe) id: string): Promise<TournamentModel> {
    return toTournamentModel(await this.organizer.resume(user, id));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @RequireScopes('tournament:write')
  @ApiOperation({
    summary: 'Cancel a tournament',
    description: `No winner, no more rounds; the seed is revealed. ${ORGANIZER_ONLY} 409: TOURNAMENT_OVER.`,
  })
  @TOURNAMENT_ID
  @TOURNAMENT
  @ApiErrors(404, 409)
  async cancel(@CurrentUser() user: AuthUser, @Param('id', TournamentIdPipe) id: string): Promise<TournamentModel> {
    return toTournamentModel(await this.organizer.cancel(user, id));
  }

  @Post(':id/remove')
  @HttpCode(200)
  @RequireScopes('tournament:write')
  @ApiOperation({
    summary: 'Remove an entrant',
    description: `Before the start they are out; after it they are paired no more and keep their standing. ${ORGANIZER_ONLY} 409: NOT_JOINED, TOURNAMENT_OVER; 404 (User).`,
  })
  @TOURNAMENT_ID
  @TOURNAMENT
  @ApiErrors(400, 404, 409)
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('id', TournamentIdPipe) id: string,
    @Body() body: TournamentUsernameBody,
  ): Promise<TournamentModel> {
    return toTournamentModel(await this.organizer.removeEntrant(user, id, body.username));
  }

  @Post(':id/hand-over')
  @HttpCode(200)
  @RequireScopes('tournament:write')
  @ApiOperation({
    summary: 'Hand a tournament to another organizer',
    description: `The player named becomes its organizer. ${ORGANIZER_ONLY} 400 (a guest, a bot, the organizer); 409: TOURNAMENT_OVER; 404 (User).`,
  })
  @TOURNAMENT_ID
  @TOURNAMENT
  @ApiErrors(400, 404, 409)
  async handOver(
    @CurrentUser() user: AuthUser,
    @Param('id', TournamentIdPipe) id: string,
    @Body() body: TournamentUsernameBody,
  ): Promise<TournamentModel> {
    return toTournamentModel(await this.organizer.handOver(user, id, body.username));
  }

  @Get(':id/stream')
  @RequireScopes('lobby')
  @GuestsWelcome()
  @ApiOperation({
    summary: 'Stream a tournament (Server-Sent Events)',
    description:
      "A `text/event-stream` with the tournament's whole state each time its log grows, as GraphQL `tournamentUpdated`: `id` is its version, `data` a Tournament as JSON. With `after` (or Last-Event-ID) a newer state comes at once. Counts against the same connection caps as the match stream.",
  })
  @TOURNAMENT_ID
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'The version last received.' })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description: 'The event stream.',
    content: { 'text/event-stream': { schema: { type: 'string', description: 'Each `data` is a Tournament.' } } },
  })
  @ApiErrors(400, 404)
  async stream(
    @CurrentUser() user: AuthUser,
    @Param('id', TournamentIdPipe) id: string,
    @Query() query: TournamentStreamQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const source = await this.feed.open(id, resumeAfter(request, query.after) ?? null);
    const lease = await leaseStream(this.connections, request, user.id, source);
    credentialCheckedStream(
      { credentials: this.credentials, connections: this.connections },
      user,
      source,
      (state) => ({ id: state.version, data: toTournamentModel(state) }),
      lease,
      request,
      response,
    );
  }
}
