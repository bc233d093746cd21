import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { UsersModule } from '../users/users.module';
import { ReputationResolver } from './graphql/reputation.resolver';
import { ReputationKeeper } from './reputation-keeper';
import { ReputationRepository } from './reputation.repository';
import { ReputationService } from './reputation.service';
import { RunningGamesLimit } from './running-games';

/** Reputation from the match logs (docs/players.md "Reputation", issue 31). */
@Module({
  imports: [MatchesModule, UsersModule],
  providers: [ReputationRepository, ReputationService, ReputationKeeper, ReputationResolver, RunningGamesLimit],
  exports: [ReputationService, RunningGamesLimit],
})
export class ReputationModule {}
