import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { CorrespondenceModule } from '../correspondence/correspondence.module';
import { LobbiesModule } from '../lobbies/lobbies.module';
import { MatchesModule } from '../matches/matches.module';
import { CorrespondenceController } from './correspondence.controller';
import { ComputerModule } from '../computer/computer.module';
import { ComputerController } from './computer.controller';
import { ChallengesController, LobbiesController } from './lobbies.controller';
import { MatchesController } from './matches.controller';
import { RestExceptionFilter } from './rest-exception.filter';
import { StoryController } from './story.controller';

/** The REST API under /api: thin controllers over the same services as GraphQL; OpenAPI at /api/docs (openapi.ts). */
@Module({
  imports: [MatchesModule, LobbiesModule, CorrespondenceModule, ComputerModule],
  controllers: [
    MatchesController,
    StoryController,
    LobbiesController,
    ChallengesController,
    CorrespondenceController,
    ComputerController,
  ],
  providers: [{ provide: APP_FILTER, useClass: RestExceptionFilter }],
})
export class RestModule {}
