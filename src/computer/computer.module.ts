import { Module } from '@nestjs/common';
import { CorrespondenceModule } from '../correspondence/correspondence.module';
import { MatchesModule } from '../matches/matches.module';
import { UsersModule } from '../users/users.module';
import { ComputerIdleSweeper } from './computer-idle-sweeper';
import { ComputerMatchesRepository } from './computer-matches.repository';
import { ComputerPlayerService } from './computer-player.service';
import { ComputerService } from './computer.service';
import { ComputerResolver } from './graphql/computer.resolver';
import { ReviewsResolver } from './graphql/reviews.resolver';
import { ReviewKeeper } from './review-keeper';
import { ReviewRunner } from './review-runner';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsService } from './reviews.service';

/**
 * The built-in computer player inside the server: its accounts, its turns, "play the computer" (docs/bots.md),
 * and its reviews of finished matches (issue 33: queued, computed on its threads, served).
 */
@Module({
  imports: [MatchesModule, CorrespondenceModule, UsersModule],
  providers: [
    ComputerPlayerService,
    ComputerService,
    ComputerResolver,
    ComputerMatchesRepository,
    ComputerIdleSweeper,
    ReviewsRepository,
    ReviewKeeper,
    ReviewRunner,
    ReviewsService,
    ReviewsResolver,
  ],
  exports: [ComputerService, ComputerPlayerService, ReviewsService, ReviewsRepository],
})
export class ComputerModule {}
