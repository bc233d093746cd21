import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { SeatGateModule } from '../seat-gate/seat-gate.module';
import { TournamentsResolver } from './graphql/tournaments.resolver';
import { UsersModule } from '../users/users.module';
import { TournamentOrganizerResolver } from './graphql/tournament-organizer.resolver';
import { TournamentFeed } from './tournament-feed.service';
import { TournamentKeeper } from './tournament-keeper';
import { TournamentOrganizer } from './tournament-organizer.service';
import { TournamentsRepository } from './tournaments.repository';
import { TournamentsService } from './tournaments.service';
import { TournamentStates } from './tournament-states';

/** Swiss and round-robin tournaments of 2-player matches (docs/tournaments.md). */
@Module({
  imports: [MatchesModule, UsersModule, SeatGateModule],
  providers: [
    TournamentsRepository,
    TournamentStates,
    TournamentsService,
    TournamentsResolver,
    TournamentKeeper,
    TournamentOrganizer,
    TournamentOrganizerResolver,
    TournamentFeed,
  ],
  exports: [TournamentsService, TournamentOrganizer, TournamentFeed],
})
export class TournamentsModule {}
