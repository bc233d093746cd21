import { Module } from '@nestjs/common';
import { MatchesResolver } from './graphql/matches.resolver';
import { MatchDatabase } from './match-database';
import { MatchNotifier } from './match-notifier';
import { MatchWriteHooks } from './match-write-hooks';
import { MatchesRepository } from './matches.repository';
import { MatchesService } from './matches.service';

@Module({
  providers: [MatchDatabase, MatchesRepository, MatchesService, MatchNotifier, MatchesResolver, MatchWriteHooks],
  exports: [MatchesService, MatchesRepository, MatchNotifier, MatchWriteHooks],
})
export class MatchesModule {}
