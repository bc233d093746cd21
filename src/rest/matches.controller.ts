import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser, CurrentUserOrVisitor } from '../auth/current-user.decorator';
import { AllowVisitors, RequireScopes } from '../auth/require-scopes.decorator';
import { ConnectionRegistry } from '../connections/connection-registry';
import { DomainError } from '../common/errors';
import { toEventModel, toMatchModel, toMoveModel } from '../matches/api/match.mapper';
import { decisionCommand, playCommand } from '../matches/api/move-commands';
import { MatchEventModel, MatchModel, MoveModel } from '../matches/api/match.models';
import { requestMeta } from '../api/request-meta';
import { MatchStreams } from '../matches/streams/match-streams.service';
import { MY_MATCHES_PAGE, MatchesService, MoveCommand, RequestMeta } from '../matches/matches.service';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RatingsService } from '../ratings/ratings.service';
import { DecideRequest, EventsQuery, MatchListQuery, PlayCardRequest } from './dto/match-requests';
import { matchStream } from './match-stream';
import { leaseStream, resumeAfter } from './sse';
import { MatchIdPipe } from './match-id.pipe';
import { ApiErrors, graphqlRef } from './openapi-responses';

const MATCH_ID = ApiParam({ name: 'id', description: 'Match id (a UUID).', format: 'uuid' });

const IDEMPOTENCY_KEY = ApiHeader({
  name: 'Idempotency-Key',
  required: false,
  description:
    'Any unique string per intended move (1–100 letters, digits, "_", ".", ":" or "-"). A retry with the same key answers with the first result and never plays twice; the same key with a different move is 400.',
});

const REQUEST_ID = ApiHeader({
  name: 'X-Request-Id',
  required: false,
  description: 'Recorded with the event for audit (same characters as Idempotency-Key); a fresh one otherwise.',
});

const MATCH_VIEW = ApiOkResponse({
  description: 'The match as the caller may see it (R9), after the action.',
  schema: graphqlRef('Match'),
});

/** What every route that appends to a match has in common: scope, rate limit, idempotency, audit id, answer. */
function MatchWrite(...errors: Parameters<typeof ApiErrors>): MethodDecorator {
  return applyDecorators(
    HttpCode(200),
    RequireScopes('match:play'),
    RateLimit('moves'),
    MATCH_ID,
    IDEMPOTENCY_KEY,
    REQUEST_ID,
    MATCH_VIEW,
    ApiErrors(...errors),
  );
}

/**
 * The match API for third-party clients, beside GraphQL: the same service
 * calls and the same JSON shapes (GraphQL's Match, Move and MatchEvent types).
 */
@ApiTags('matches')
@Controller('api/matches')
export class MatchesController {
  constructor(
    private readonly matches: MatchesService,
    private readonly streams: MatchStreams,
    private readonly connections: ConnectionRegistry,
    private readonly ratings: RatingsService,
  ) {}

  @Get()
  @RequireScopes('match:read')
  @ApiOperation({
    summary: 'List my matches',
    description:
      'Matches the caller plays in, newest first, each as the caller may see it; one page at a time (`first`, `after`), like GraphQL `myMatches`.',
  })
  @ApiOkResponse({
    description: 'The page of matches; fewer than `first` on the last page.',
    schema: { type: 'array', items: graphqlRef('Match') },
  })
  @ApiErrors(400)
  async list(@CurrentUser() user: AuthUser, @Query() query: MatchListQuery): Promise<MatchModel[]> {
    const page = await this.matches.matchPage(user, query.first ?? MY_MATCHES_PAGE.default, query.after ?? null);
    return Promise.all(page.map(async (listed) => toMatchModel(await listed.seated())));
  }

  @Get(':id')
  @RequireScopes('match:read')
  @ApiOperation({
    summary: 'View a match',
    description:
      'The match as the caller may see it (R9): the table, whose turn it is (`table.toAct`), and `version` to send back with a move.',
  })
  @MATCH_ID
  @ApiOkResponse({ description: 'The match.', schema: graphqlRef('Match') })
  @ApiErrors(404)
  async view(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) id: string,
  ): Promise<MatchModel & { ratedOutcome: string | null }> {
    const match = toMatchModel(await this.matches.viewOf(user, id));
    // GraphQL resolves `ratedOutcome` on demand (MatchRatingResolver); the REST view always carries it.
    const ratedOutcome = match.rated && match.status === 'finished' ? await this.ratings.outcomeOf(id) : null;
    return { ...match, ratedOutcome };
  }

  @Get(':id/legal-moves')
  @RequireScopes('match:read')
  @ApiOperation({
    summary: 'List my legal moves',
    description:
      'Every move the caller may make now; empty when it is not their turn or the match is over. `kind` says whether to play or decide.',
  })
  @MATCH_ID
  @ApiOkResponse({ description: 'The legal moves.', schema: { type: 'array', items: graphqlRef('Move') } })
  @ApiErrors(404)
  async legalMoves(@CurrentUser() user: AuthUser, @Param('id', MatchIdPipe) id: string): Promise<MoveModel[]> {
    return (await this.matches.legalMovesOf(user, id)).map(toMoveModel);
  }

  @Get(':id/events')
  @RequireScopes('match:read')
  @ApiOperation({
    summary: 'List match events',
    description: 'The match log after event `after`, as the caller may see it (R9), oldest first.',
  })
  @MATCH_ID
  @ApiOkResponse({ description: 'The events.', schema: { type: 'array', items: graphqlRef('MatchEvent') } })
  @ApiErrors(400, 404)
  async events(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) id: string,
    @Query() query: EventsQuery,
  ): Promise<MatchEventModel[]> {
    return (await this.matches.eventsOf(user, id, query.after ?? -1)).map(toEventModel);
  }

  @Post(':id/play')
  @MatchWrite(400, 404, 409, 422)
  @ApiOperation({ summary: 'Play a card', description: 'Plays a card from your hand (R3, R4).' })
  async play(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) id: string,
    @Body() body: PlayCardRequest,
    @Req() request: Request,
  ): Promise<MatchModel> {
    return this.move(user, id, playCommand(body.card), body.expectedVersion, request);
  }

  @Post(':id/decide')
  @MatchWrite(400, 404, 409, 422)
  @ApiOperation({
    summary: 'Make a decision',
    description: 'Makes the pending decision (Seer, prize, Vampire, smash, Cthulhu discard, Skeleton, pass).',
  })
  async decide(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) id: string,
    @Body() body: DecideRequest,
    @Req() request: Request,
  ): Promise<MatchModel> {
    return this.move(user, id, decisionCommand(body.decision), body.expectedVersion, request);
  }

  /** The command was parsed from the body at the edge (api/move-commands.ts), as GraphQL does. */
  private async move(
    caller: AuthUser,
    matchId: string,
    command: MoveCommand,
    expectedVersion: number,
    request: Request,
  ): Promise<MatchModel> {
    return toMatchModel(
      await this.matches.move({ caller, matchId, command, expectedVersion, request: metaOf(request) }),
    );
  }

  @Post(':id/resign')
  @MatchWrite(400, 404, 422)
  @ApiOperation({
    summary: 'Resign',
    description: 'Ends the match at once: the other side wins (with 3 players the others share a draw).',
  })
  async resign(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) id: string,
    @Req() request: Request,
  ): Promise<MatchModel> {
    return toMatchModel(await this.matches.resign(user, id, metaOf(request)));
  }

  @Post(':id/abort')
  @MatchWrite(400, 404, 422)
  @ApiOperation({
    summary: 'Abort',
    description: 'Calls the match off before the first move; nobody wins. 422 ILLEGAL_MOVE (ALREADY_STARTED) after it.',
  })
  async abort(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) id: string,
    @Req() request: Request,
  ): Promise<MatchModel> {
    return toMatchModel(await this.matches.abort(user, id, metaOf(request)));
  }

  @Get(':id/stream')
  @AllowVisitors('match:read')
  @ApiOperation({
    summary: 'Stream match events (Server-Sent Events)',
    description: [
      'A `text/event-stream` with one message per committed event: `id` is the event\'s seq, `data` is JSON `{ "event": MatchEvent, "match": Match, "revealed": [MatchEvent] }`,',
      'the match as the caller sees it right after that event, and the events hidden from the caller until this one (`revealed`, as in matchUpdated). Events after `after` (or after the Last-Event-ID header, which EventSource sends when it reconnects) come first;',
      'without either, only new events are sent. A comment line every 25 s keeps the connection open; it stays open until the client closes it,',
      'unless it has to end (its API token was revoked, the session expired, the database stayed away, the server is shutting down): then its last message is `event: error` (without an id) with the error body.',
      'An address may hold 100 and an account 20 open streams and graphql-ws connections together (429 RATE_LIMITED beyond).',
      'Without a token (a visitor), a match whose players let anyone watch streams the public view of R9; `signed_in` is 401 UNAUTHENTICATED, `nobody` 403 FORBIDDEN.',
    ].join(' '),
  })
  @MATCH_ID
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description: 'The seq of the last event received; later events are sent first.',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description: 'The event stream.',
    content: {
      'text/event-stream': {
        schema: {
          type: 'string',
          description:
            'Server-Sent Events; each `data` is `{ event: MatchEvent, match: Match, revealed: MatchEvent[] }` as JSON.',
        },
      },
    },
  })
  @ApiErrors(400, 404)
  async stream(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Param('id', MatchIdPipe) id: string,
    @Query() query: EventsQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const updates = await this.streams.open(user, id, resumeAfter(request, query.after) ?? null);
    const lease = await leaseStream(this.connections, request, user?.id ?? null, updates);
    matchStream(this.connections, updates, lease, user, request, response);
  }
}

/** Headers are read here rather than with @Headers, which would list them twice in the OpenAPI document. */
function metaOf(request: Request): RequestMeta {
  const idempotencyKey = request.header('idempotency-key');
  if (idempotencyKey === '')
    throw new DomainError({ code: 'BAD_USER_INPUT', fields: { idempotencyKey: ['must not be empty'] } });
  return requestMeta({ req: request }, idempotencyKey);
}
