import { Module } from '@nestjs/common';
import { ComputerModule } from '../computer/computer.module';
import { MatchesModule } from '../matches/matches.module';
import { UsersModule } from '../users/users.module';
import { FairPlayRepository } from './fair-play.repository';
import { FairPlayService } from './fair-play.service';
import { FairPlayResolver } from './graphql/fair-play.resolver';

/** Fair-play signals (docs/fair-play.md, issue 35); the address record itself is auth's (session-addresses). */
@Module({
  imports: [MatchesModule, UsersModule, ComputerModule],
  providers: [FairPlayRepository, FairPlayService, FairPlayResolver],
  exports: [FairPlayService],
})
export class FairPlayModule {}
