import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { MatchModel } from '../../matches/api/match.models';
import { RatingsService } from '../ratings.service';

/** What a finished rated match did to ratings, on the match itself: read only when a query asks for it. */
@Resolver(() => MatchModel)
export class MatchRatingResolver {
  constructor(private readonly ratings: RatingsService) {}

  @ResolveField('ratedOutcome', () => String, {
    nullable: true,
    description:
      'A finished rated match: `counted` (it changed ratings), or why it did not: `too_few_moves`, `repeated_opponents`, `computer_opponent`, `annulled` (by a moderator, docs/fair-play.md#moderation; docs/players.md#when-a-rated-game-does-not-count). Null for casual, running and aborted matches.',
  })
  async ratedOutcome(@Parent() match: Pick<MatchModel, 'id' | 'rated' | 'status'>): Promise<string | null> {
    if (!match.rated || match.status !== 'finished') return null;
    return this.ratings.outcomeOf(match.id);
  }
}
