import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { RequireScopes, RequireSession } from '../auth/require-scopes.decorator';
import { FairPlaySignalModel, SameNetworkSeatsModel } from '../fairplay/api/fair-play.models';
import { FLAGGED_PAGE, FairPlayService } from '../fairplay/fair-play.service';
import { FlaggedSignalsQuery } from './dto/fair-play-requests';
import { MatchIdPipe } from './match-id.pipe';
import { ApiErrors, graphqlRef } from './openapi-responses';

/** Fair-play signals for moderators (docs/fair-play.md); GraphQL `fairPlaySignals`, `flaggedFairPlaySignals`. */
@ApiTags('moderation')
@Controller('api/moderation/fair-play')
export class FairPlayController {
  constructor(private readonly fairPlay: FairPlayService) {}

  @Get('users/:name')
  @RequireSession()
  @ApiOperation({
    summary: 'An account’s fair-play signals (moderators)',
    description: 'Moderators only, signed in (a personal token is refused): 403 FORBIDDEN for everyone else.',
  })
  @ApiParam({ name: 'name', description: 'Username.' })
  @ApiOkResponse({ description: 'The signals.', schema: { type: 'array', items: graphqlRef('FairPlaySignal') } })
  @ApiErrors(404)
  async ofUser(@CurrentUser() user: AuthUser, @Param('name') name: string): Promise<FairPlaySignalModel[]> {
    return (await this.fairPlay.signalsOf(user, name)).map(FairPlaySignalModel.from);
  }

  @Get('flagged')
  @RequireSession()
  @ApiOperation({
    summary: 'Signals over their thresholds (moderators)',
    description: 'Moderators only, signed in: the flagged signals, strongest first per kind.',
  })
  @ApiOkResponse({ description: 'The signals.', schema: { type: 'array', items: graphqlRef('FairPlaySignal') } })
  @ApiErrors(400)
  async flagged(@CurrentUser() user: AuthUser, @Query() query: FlaggedSignalsQuery): Promise<FairPlaySignalModel[]> {
    return (await this.fairPlay.flagged(user, query.kind ?? null, query.first ?? FLAGGED_PAGE.default)).map(
      FairPlaySignalModel.from,
    );
  }
}

/** The table warning (docs/fair-play.md); GraphQL `sameNetworkSeats`. */
@ApiTags('matches')
@Controller('api/matches')
export class SameNetworkController {
  constructor(private readonly fairPlay: FairPlayService) {}

  @Get(':id/same-network')
  @RequireScopes('match:read')
  @ApiOperation({
    summary: 'Seats playing from the same network',
    description:
      'Which seats’ players use the same network address or device now (BGA’s table warning): pairs of seat numbers, the same for everyone who may watch the match, never an address.',
  })
  @ApiParam({ name: 'id', description: 'Match id (a UUID).', format: 'uuid' })
  @ApiOkResponse({ description: 'The pairs.', schema: graphqlRef('SameNetworkSeats') })
  @ApiErrors(404)
  async sameNetwork(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) id: string,
  ): Promise<SameNetworkSeatsModel> {
    return SameNetworkSeatsModel.from(await this.fairPlay.sameNetworkSeats(user, id));
  }
}
