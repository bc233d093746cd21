import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { TournamentsResolver } from './graphql/tournaments.resolver';
import { TournamentKeeper } from './tournament-keeper';
import { TournamentsRepository } from './tournaments.repository';
import { TournamentsService } from './tournaments.service';

/** Swiss and round-robin tournaments of 2-player matches (docs/tournaments.md). */
@Module({
  imports: [MatchesModule],
  providers: [TournamentsRepository, TournamentsService, TournamentsResolver, TournamentKeeper],
  exports: [TournamentsService],
})
export class TournamentsModule {}
