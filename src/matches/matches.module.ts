import { Module } from '@nestjs/common';
import { MatchesResolver } from './graphql/matches.resolver';
import { MatchNotifier } from './match-notifier';
import { MatchesRepository } from './matches.repository';
import { MatchesService } from './matches.service';

@Module({
  providers: [MatchesRepository, MatchesService, MatchNotifier, MatchesResolver],
  exports: [MatchesService, MatchesRepository],
})
export class MatchesModule {}
