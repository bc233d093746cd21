import { Module } from '@nestjs/common';
import { CorrespondenceModule } from '../correspondence/correspondence.module';
import { MatchesModule } from '../matches/matches.module';
import { UsersModule } from '../users/users.module';
import { ComputerIdleSweeper } from './computer-idle-sweeper';
import { ComputerMatchesRepository } from './computer-matches.repository';
import { ComputerPlayerService } from './computer-player.service';
import { ComputerService } from './computer.service';
import { ForcedMovesService } from './forced-moves.service';
import { ComputerResolver } from './graphql/computer.resolver';

/** The built-in computer player inside the server: its accounts, its turns, "play the computer" (docs/bots.md). */
@Module({
  imports: [MatchesModule, CorrespondenceModule, UsersModule],
  providers: [
    ComputerPlayerService,
    ComputerService,
    ForcedMovesService,
    ComputerResolver,
    ComputerMatchesRepository,
    ComputerIdleSweeper,
  ],
  exports: [ComputerService, ComputerPlayerService, ForcedMovesService],
})
export class ComputerModule {}
