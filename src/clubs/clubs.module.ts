import { Global, Module } from '@nestjs/common';
import { CLUB_MEMBERSHIP } from '../lobbies/club-membership';
import { ArchiveModule } from '../archive/archive.module';
import { UsersModule } from '../users/users.module';
import { ClubsRepository } from './clubs.repository';
import { ClubsService } from './clubs.service';
import { ClubsResolver } from './graphql/clubs.resolver';
import { ClubTournamentsResolver } from './graphql/club-tournaments.resolver';
import { TOURNAMENT_CLUBS } from '../tournaments/tournament-clubs';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { MatchesModule } from '../matches/matches.module';
import { ReputationModule } from '../reputation/reputation.module';
import { ClubMatchKeeper } from './club-match-keeper';
import { ClubMatchesRepository } from './club-matches.repository';
import { ClubMatchesService } from './club-matches.service';
import { ClubMatchesResolver } from './graphql/club-matches.resolver';

/**
 * Clubs (docs/players.md "Clubs", issue 31). Global: lobbies and tournaments, below clubs in the layer order,
 * ask it who is a member (CLUB_MEMBERSHIP for club-only lobbies, TOURNAMENT_CLUBS for club tournaments) without
 * importing it by name.
 */
@Global()
@Module({
  imports: [UsersModule, ArchiveModule, TournamentsModule, MatchesModule, ReputationModule],
  providers: [
    ClubsRepository,
    ClubsService,
    ClubsResolver,
    ClubTournamentsResolver,
    ClubMatchesRepository,
    ClubMatchesService,
    ClubMatchKeeper,
    ClubMatchesResolver,
    { provide: CLUB_MEMBERSHIP, useExisting: ClubsService },
    { provide: TOURNAMENT_CLUBS, useExisting: ClubsService },
  ],
  exports: [ClubsService, ClubMatchesService, CLUB_MEMBERSHIP, TOURNAMENT_CLUBS],
})
export class ClubsModule {}
