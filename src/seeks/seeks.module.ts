import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { RatingsModule } from '../ratings/ratings.module';
import { ReputationModule } from '../reputation/reputation.module';
import { SeeksResolver } from './graphql/seeks.resolver';
import { SeeksRepository } from './seeks.repository';
import { SeeksService } from './seeks.service';

/** Automatch seeks (docs/lobbies.md "Automatch", issue 31). */
@Module({
  imports: [MatchesModule, RatingsModule, ReputationModule],
  providers: [SeeksRepository, SeeksService, SeeksResolver],
  exports: [SeeksService],
})
export class SeeksModule {}
