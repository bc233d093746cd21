import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { GuestsResolver } from './guests.resolver';
import { GuestsService } from './guests.service';

/** Guest accounts (docs/players.md "Guests"); AuthModule (global) makes and converts them. */
@Module({
  imports: [MatchesModule],
  providers: [GuestsService, GuestsResolver],
})
export class GuestsModule {}
