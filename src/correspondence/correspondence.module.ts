import { Module } from '@nestjs/common';
import { LobbiesModule } from '../lobbies/lobbies.module';
import { MatchesModule } from '../matches/matches.module';
import { AccountStreams } from './account-streams.service';
import { correspondenceSettingsProvider } from './correspondence.settings';
import { CorrespondenceService } from './correspondence.service';
import { CorrespondenceResolver } from './graphql/correspondence.resolver';
import { TimeoutSweeper } from './timeout-sweeper';
import { TurnKeeper } from './turn-keeper';
import { TurnsRepository } from './turns.repository';
import { VacationKeeper } from './vacation-keeper';
import { VacationsRepository } from './vacations.repository';
import { VacationsService } from './vacations.service';

/** Correspondence play: deadlines per move, claiming and sweeping time-outs, myTurn. */
@Module({
  imports: [MatchesModule, LobbiesModule],
  providers: [
    TurnsRepository,
    VacationsRepository,
    VacationsService,
    VacationKeeper,
    TurnKeeper,
    AccountStreams,
    CorrespondenceService,
    CorrespondenceResolver,
    TimeoutSweeper,
    correspondenceSettingsProvider,
  ],
  exports: [TurnsRepository, TurnKeeper, CorrespondenceService, VacationsService, AccountStreams],
})
export class CorrespondenceModule {}
