import { Global, Module } from '@nestjs/common';
import { CLUB_MEMBERSHIP } from '../common/club-membership';
import { ArchiveModule } from '../archive/archive.module';
import { UsersModule } from '../users/users.module';
import { ClubsRepository } from './clubs.repository';
import { ClubsService } from './clubs.service';
import { ClubsResolver } from './graphql/clubs.resolver';
import { ClubTournamentsResolver } from './graphql/club-tournaments.resolver';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { MatchesModule } from '../matches/matches.module';
import { SeatGateModule } from '../seat-gate/seat-gate.module';
import { ClubMatchKeeper } from './club-match-keeper';
import { ClubMatchesRepository } from './club-matches.repository';
import { ClubMatchesService } from './club-matches.service';
import { ClubMatchesResolver } from './graphql/club-matches.resolver';

/**
 * Clubs (docs/players.md "Clubs", issue 31). Global: lobbies and tournaments, below clubs in the layer order,
 * ask it who is a member through the one port CLUB_MEMBERSHIP (src/common/club-membership.ts: club-only lobbies,
 * club tournaments) without importing it by name.
 */
@Global()
@Module({
  imports: [UsersModule, ArchiveModule, TournamentsModule, MatchesModule, SeatGateModule],
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
  ],
  exports: [ClubsService, ClubMatchesService, CLUB_MEMBERSHIP],
})
export class ClubsModule {}
