import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser, CurrentUserOrVisitor } from '../../auth/current-user.decorator';
import { AllowVisitors, RequireScopes } from '../../auth/require-scopes.decorator';
import { toMatchModel } from '../../matches/api/match.mapper';
import { MatchModel } from '../../matches/api/match.models';
import { toMatchReviewModel } from '../api/review.mapper';
import { MatchReviewModel } from '../api/review.models';
import { parseReviewDepth } from '../api/review.inputs';
import { ReviewsService } from '../reviews.service';

@Resolver(() => MatchReviewModel)
export class ReviewsResolver {
  constructor(private readonly reviews: ReviewsService) {}

  @Query(() => MatchReviewModel, {
    description:
      'The computer’s review of a finished match (docs/players.md "Reviews"), for whoever may read the match; CONFLICT MATCH_RUNNING while it runs.',
  })
  @AllowVisitors('match:read')
  async matchReview(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Args('matchId', { type: () => ID, description: 'Match id.' }) matchId: string,
    @Args('depth', {
      type: () => String,
      nullable: true,
      description: '`default` or `deep`; absent: the deep review when done, else the default one.',
    })
    depth?: string | null,
  ): Promise<MatchReviewModel> {
    return toMatchReviewModel(await this.reviews.reviewOf(user, matchId, parseReviewDepth(depth ?? null)));
  }

  @Mutation(() => MatchReviewModel, {
    description:
      'Asks for a deeper review of a finished match (four times the default search), at most 3 a day per account (RATE_LIMITED past it).',
  })
  @RequireScopes('match:play')
  async requestDeepReview(
    @CurrentUser() user: AuthUser,
    @Args('matchId', { type: () => ID, description: 'Match id.' }) matchId: string,
  ): Promise<MatchReviewModel> {
    return toMatchReviewModel(await this.reviews.requestDeep(user, matchId));
  }

  @Query(() => MatchModel, {
    description:
      'A finished match right after event `seq` as seat `seat` saw it then (only what it knew, R9), or with every hand open without `seat`. CONFLICT MATCH_RUNNING while it runs.',
  })
  @AllowVisitors('match:read')
  async matchAsSeat(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Args('matchId', { type: () => ID, description: 'Match id.' }) matchId: string,
    @Args('seq', { type: () => Int, description: 'An event seq, 0 to the match version.' }) seq: number,
    @Args('seat', {
      type: () => Int,
      nullable: true,
      description: 'The seat whose knowledge to show; absent: all hands open.',
    })
    seat?: number | null,
  ): Promise<MatchModel> {
    return toMatchModel(await this.reviews.seatViewAt(user, matchId, seq, seat ?? null));
  }
}
