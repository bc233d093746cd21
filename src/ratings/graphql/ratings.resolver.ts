import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUserOrVisitor } from '../../auth/current-user.decorator';
import { AllowVisitors } from '../../auth/require-scopes.decorator';
import { HISTORY_PAGE, LEADERBOARD_PAGE, RatingsService } from '../ratings.service';
import { RatingChangeModel, RatingModel } from '../api/rating.models';
import { toRatingChangeModel, toRatingModel } from '../api/rating.mapper';

/** Leaderboards and rating histories: public, like lichess's (counted per address). */
@Resolver(() => RatingModel)
// A credential is optional (and refused when bad): it lets a player see their own withheld matches.
@AllowVisitors()
export class RatingsResolver {
  constructor(private readonly ratings: RatingsService) {}

  @Query(() => [RatingModel], {
    description: 'A pool’s leaderboard, best first: established ratings only, unless `provisional` is true.',
  })
  async leaderboard(
    @Args('pool', { description: '`duel`, `trio` or `teams`.' }) pool: string,
    @Args('first', {
      type: () => Int,
      defaultValue: LEADERBOARD_PAGE.default,
      description: `1 to ${LEADERBOARD_PAGE.max}.`,
    })
    first: number,
    @Args('offset', { type: () => Int, defaultValue: 0, description: 'Places to skip, 0 to 10,000.' }) offset: number,
    @Args('provisional', { defaultValue: false, description: 'Include provisional ratings.' }) provisional: boolean,
  ): Promise<RatingModel[]> {
    return (await this.ratings.leaderboard(pool, first, offset, provisional)).map(toRatingModel);
  }

  @Query(() => [RatingChangeModel], { description: "A player's rating changes in one pool, newest first." })
  async ratingHistory(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Args('username', { description: 'Their username (any case).' }) username: string,
    @Args('pool', { description: '`duel`, `trio` or `teams`.' }) pool: string,
    @Args('first', { type: () => Int, defaultValue: HISTORY_PAGE.default, description: `1 to ${HISTORY_PAGE.max}.` })
    first: number,
  ): Promise<RatingChangeModel[]> {
    return (await this.ratings.historyOf(username, pool, first, user)).map(toRatingChangeModel);
  }
}
