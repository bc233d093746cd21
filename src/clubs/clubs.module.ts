import { Global, Module } from '@nestjs/common';
import { ArchiveModule } from '../archive/archive.module';
import { UsersModule } from '../users/users.module';
import { ClubsRepository } from './clubs.repository';
import { ClubsService } from './clubs.service';
import { ClubsResolver } from './graphql/clubs.resolver';
import { ClubTournamentsResolver } from './graphql/club-tournaments.resolver';
import { TOURNAMENT_CLUBS } from '../tournaments/tournament-clubs';
import { TournamentsModule } from '../tournaments/tournaments.module';

/**
 * Clubs (docs/players.md "Clubs", issue 31). Global for TOURNAMENT_CLUBS alone: tournaments, below clubs in the
 * layers, reach a club's members through it without importing this module (src/tournaments/tournament-clubs.ts).
 */
@Global()
@Module({
  imports: [UsersModule, ArchiveModule, TournamentsModule],
  providers: [
    ClubsRepository,
    ClubsService,
    ClubsResolver,
    ClubTournamentsResolver,
    { provide: TOURNAMENT_CLUBS, useExisting: ClubsService },
  ],
  exports: [ClubsService, TOURNAMENT_CLUBS],
})
export class ClubsModule {}
