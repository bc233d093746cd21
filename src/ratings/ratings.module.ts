import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { MatchRatingResolver } from './graphql/match-rating.resolver';
import { RatingsResolver } from './graphql/ratings.resolver';
import { RatingKeeper } from './rating-keeper';
import { RatingsRepository } from './ratings.repository';
import { RatingsService } from './ratings.service';

/** Ratings per pool, kept by a match write hook when a rated match finishes; leaderboards and histories. */
@Module({
  imports: [MatchesModule],
  providers: [RatingsRepository, RatingsService, RatingKeeper, RatingsResolver, MatchRatingResolver],
  exports: [RatingsService],
})
export class RatingsModule {}
