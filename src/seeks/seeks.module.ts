import { UsersModule } from '../users/users.module';
import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { SeatGateModule } from '../seat-gate/seat-gate.module';
import { SeeksResolver } from './graphql/seeks.resolver';
import { SeekStartRepair } from './seek-start-repair';
import { SeeksRepository } from './seeks.repository';
import { SeeksService } from './seeks.service';

/** Automatch seeks (docs/lobbies.md "Automatch", issue 31). */
@Module({
  imports: [MatchesModule, UsersModule, SeatGateModule],
  providers: [SeeksRepository, SeeksService, SeeksResolver, SeekStartRepair],
  exports: [SeeksService],
})
export class SeeksModule {}
