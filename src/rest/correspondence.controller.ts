import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { RequireScopes } from '../auth/require-scopes.decorator';
import { CorrespondenceService } from '../correspondence/correspondence.service';
import { TurnEntryModel, VacationStatusModel } from '../correspondence/api/turn.models';
import { VacationsService } from '../correspondence/vacations.service';
import { toMatchModel } from '../matches/api/match.mapper';
import { MatchModel } from '../matches/api/match.models';
import { requestMeta } from '../api/request-meta';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { AnswerPauseRequest, ClaimTimeoutRequest, StartVacationRequest, TurnsQuery } from './dto/clock-requests';
import { MatchIdPipe } from './match-id.pipe';
import { ApiErrors, graphqlRef } from './openapi-responses';

/** A clock action on a match: scope, rate limit, the match view in answer. */
function ClockWrite(summary: string, description: string): MethodDecorator {
  return applyDecorators(
    HttpCode(200),
    RequireScopes('match:play'),
    RateLimit('moves'),
    ApiOperation({ summary, description }),
    ApiParam({ name: 'id', description: 'Match id (a UUID).', format: 'uuid' }),
    ApiOkResponse({ description: 'The match after the action.', schema: graphqlRef('Match') }),
    ApiErrors(400, 404, 409, 422),
  );
}

/** Correspondence clocks over REST: the same service calls and JSON shapes as GraphQL. */
@ApiTags('correspondence')
@Controller('api')
export class CorrespondenceController {
  constructor(
    private readonly correspondence: CorrespondenceService,
    private readonly vacations: VacationsService,
  ) {}

  @Get('turns')
  @RequireScopes('match:read')
  @ApiOperation({ summary: 'Matches where it is my move', description: 'As GraphQL `myTurn`: soonest deadline first.' })
  @ApiOkResponse({ description: 'The turns.', schema: { type: 'array', items: graphqlRef('TurnEntry') } })
  @ApiErrors(400)
  async turns(@CurrentUser() user: AuthUser, @Query() query: TurnsQuery): Promise<TurnEntryModel[]> {
    return (await this.correspondence.myTurn(user, query.first ?? 100)).map(TurnEntryModel.from);
  }

  @Post('matches/:id/claim-timeout')
  @ClockWrite(
    'Claim the win on time (or skip the seat)',
    'As GraphQL `claimTimeout`; body `{ "claim": "end" | "skip" }`.',
  )
  async claimTimeout(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) id: string,
    @Body() body: ClaimTimeoutRequest,
    @Req() request: Request,
  ): Promise<MatchModel> {
    return toMatchModel(
      await this.correspondence.claimTimeout(user, id, requestMeta({ req: request }, null), body.claim ?? 'end'),
    );
  }

  @Post('matches/:id/pause')
  @ClockWrite('Propose a pause', 'As GraphQL `proposePause`.')
  async proposePause(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) id: string,
    @Req() request: Request,
  ): Promise<MatchModel> {
    return toMatchModel(await this.correspondence.proposePause(user, id, requestMeta({ req: request }, null)));
  }

  @Post('matches/:id/pause/answer')
  @ClockWrite('Accept or decline a proposed pause', 'As GraphQL `answerPause`; body `{ "accept": true }`.')
  async answerPause(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) id: string,
    @Body() body: AnswerPauseRequest,
    @Req() request: Request,
  ): Promise<MatchModel> {
    return toMatchModel(
      await this.correspondence.answerPause(user, id, body.accept, requestMeta({ req: request }, null)),
    );
  }

  @Post('matches/:id/resume')
  @ClockWrite('End an agreed pause', 'As GraphQL `resumeMatch`.')
  async resume(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) id: string,
    @Req() request: Request,
  ): Promise<MatchModel> {
    return toMatchModel(await this.correspondence.resume(user, id, requestMeta({ req: request }, null)));
  }

  @Post('matches/:id/return')
  @ClockWrite('Come back after being skipped', 'As GraphQL `returnToMatch`.')
  async returnToMatch(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) id: string,
    @Req() request: Request,
  ): Promise<MatchModel> {
    return toMatchModel(await this.correspondence.returnToMatch(user, id, requestMeta({ req: request }, null)));
  }

  @Get('vacation')
  @RequireScopes('match:read')
  @ApiOperation({ summary: 'My vacation and allowance', description: 'As GraphQL `myVacation`.' })
  @ApiOkResponse({ description: 'The status.', schema: graphqlRef('VacationStatus') })
  @ApiErrors()
  async vacation(@CurrentUser() user: AuthUser): Promise<VacationStatusModel> {
    return VacationStatusModel.from(await this.vacations.status(user));
  }

  @Post('vacation')
  @HttpCode(200)
  @RequireScopes('match:play')
  @RateLimit('moves')
  @ApiOperation({ summary: 'Book a vacation', description: 'As GraphQL `startVacation`.' })
  @ApiOkResponse({ description: 'The status.', schema: graphqlRef('VacationStatus') })
  @ApiErrors(400, 409)
  async startVacation(@CurrentUser() user: AuthUser, @Body() body: StartVacationRequest): Promise<VacationStatusModel> {
    return VacationStatusModel.from(await this.vacations.start(user, body.days, body.startsAt ?? null));
  }

  @Delete('vacation')
  @RequireScopes('match:play')
  @RateLimit('moves')
  @ApiOperation({ summary: 'End or cancel my vacation', description: 'As GraphQL `endVacation`.' })
  @ApiOkResponse({ description: 'The status.', schema: graphqlRef('VacationStatus') })
  @ApiErrors(404)
  async endVacation(@CurrentUser() user: AuthUser): Promise<VacationStatusModel> {
    return VacationStatusModel.from(await this.vacations.end(user));
  }
}
