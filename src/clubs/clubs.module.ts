import { Global, Module } from '@nestjs/common';
import { CLUB_MEMBERSHIP } from '../lobbies/club-membership';
import { ArchiveModule } from '../archive/archive.module';
import { UsersModule } from '../users/users.module';
import { ClubsRepository } from './clubs.repository';
import { ClubsService } from './clubs.service';
import { ClubsResolver } from './graphql/clubs.resolver';

/**
 * Clubs (docs/players.md "Clubs", issue 31). Global: lobbies, below clubs in the layer order, ask it who is a
 * member (CLUB_MEMBERSHIP, for club-only lobbies) without importing it by name.
 */
@Global()
@Module({
  imports: [UsersModule, ArchiveModule],
  providers: [ClubsRepository, ClubsService, ClubsResolver, { provide: CLUB_MEMBERSHIP, useExisting: ClubsService }],
  exports: [ClubsService, CLUB_MEMBERSHIP],
})
export class ClubsModule {}
