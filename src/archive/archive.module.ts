import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { RatingsModule } from '../ratings/ratings.module';
import { ArchiveKeeper } from './archive-keeper';
import { ArchiveRepository } from './archive.repository';
import { ArchiveService } from './archive.service';
import { ArchiveResolver } from './graphql/archive.resolver';

/** The public archive of finished matches, the live list, profiles (docs/players.md). */
@Module({
  imports: [MatchesModule, RatingsModule],
  providers: [ArchiveRepository, ArchiveService, ArchiveKeeper, ArchiveResolver],
  exports: [ArchiveService],
})
export class ArchiveModule {}
