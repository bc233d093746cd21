import { Module } from '@nestjs/common';
import { ArchiveModule } from '../archive/archive.module';
import { UsersModule } from '../users/users.module';
import { ClubsRepository } from './clubs.repository';
import { ClubsService } from './clubs.service';
import { ClubsResolver } from './graphql/clubs.resolver';

/** Clubs (docs/players.md "Clubs", issue 31). */
@Module({
  imports: [UsersModule, ArchiveModule],
  providers: [ClubsRepository, ClubsService, ClubsResolver],
  exports: [ClubsService],
})
export class ClubsModule {}
