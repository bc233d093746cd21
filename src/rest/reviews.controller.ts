import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser, CurrentUserOrVisitor } from '../auth/current-user.decorator';
import { AllowVisitors, RequireScopes } from '../auth/require-scopes.decorator';
import { toMatchReviewModel } from '../computer/api/review.mapper';
import type { MatchReviewModel } from '../computer/api/review.models';
import { ReviewsService } from '../computer/reviews.service';
import { toMatchModel } from '../matches/api/match.mapper';
import type { MatchModel } from '../matches/api/match.models';
import { ReviewQuery, SeatViewQuery } from './dto/review-queries';
import { MatchIdPipe } from './match-id.pipe';
import { ApiErrors, graphqlRef } from './openapi-responses';

const MATCH_ID = ApiParam({ name: 'id', description: 'Match id (a UUID).', format: 'uuid' });
const RUNNING =
  '409 CONFLICT `MATCH_RUNNING` while the match runs: nothing of a review exists for anyone before the end.';

/** The computer's reviews of finished matches (GraphQL `matchReview`, `requestDeepReview`, `matchAsSeat`). */
@ApiTags('matches')
@Controller('api/matches')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get(':id/review')
  @AllowVisitors('match:read')
  @ApiOperation({
    summary: "A finished match's review",
    description: `Like GraphQL \`matchReview\`: each decision judged from what the seat knew and in hindsight, key moments, accuracy, the winning-chance graph (docs/players.md "Reviews"). ${RUNNING}`,
  })
  @MATCH_ID
  @ApiOkResponse({ description: 'The review, or where it stands.', schema: graphqlRef('MatchReview') })
  @ApiErrors(400, 404, 409)
  async review(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Param('id', MatchIdPipe) id: string,
    @Query() query: ReviewQuery,
  ): Promise<MatchReviewModel> {
    return toMatchReviewModel(await this.reviews.reviewOf(user, id, query.depth ?? null));
  }

  @Post(':id/review/deep')
  @HttpCode(200)
  @RequireScopes('match:play')
  @ApiOperation({
    summary: 'Ask for a deeper review',
    description: `Like GraphQL \`requestDeepReview\`: queues a review with four times the default search, at most 3 a day per account (429 RATE_LIMITED past it). ${RUNNING}`,
  })
  @MATCH_ID
  @ApiOkResponse({ description: 'The deep review, or where it stands.', schema: graphqlRef('MatchReview') })
  @ApiErrors(404, 409)
  async deep(@CurrentUser() user: AuthUser, @Param('id', MatchIdPipe) id: string): Promise<MatchReviewModel> {
    return toMatchReviewModel(await this.reviews.requestDeep(user, id));
  }

  @Get(':id/review/view')
  @AllowVisitors('match:read')
  @ApiOperation({
    summary: 'The table as a seat saw it',
    description: `Like GraphQL \`matchAsSeat\`: a finished match right after event \`seq\` as \`seat\` saw it then (only what it knew, R9), or every hand open without \`seat\`. ${RUNNING}`,
  })
  @MATCH_ID
  @ApiOkResponse({ description: 'The match then.', schema: graphqlRef('Match') })
  @ApiErrors(400, 404, 409)
  async asSeat(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Param('id', MatchIdPipe) id: string,
    @Query() query: SeatViewQuery,
  ): Promise<MatchModel> {
    return toMatchModel(await this.reviews.seatViewAt(user, id, query.seq, query.seat ?? null));
  }
}
