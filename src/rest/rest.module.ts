import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ArchiveModule } from '../archive/archive.module';
import { LobbiesModule } from '../lobbies/lobbies.module';
import { RatingsModule } from '../ratings/ratings.module';
import { ArchiveController } from './archive.controller';
import { MatchesModule } from '../matches/matches.module';
import { ChallengesController, LobbiesController } from './lobbies.controller';
import { MatchesController } from './matches.controller';
import { RestExceptionFilter } from './rest-exception.filter';
import { StoryController } from './story.controller';

/** The REST API under /api: thin controllers over the same services as GraphQL; OpenAPI at /api/docs (openapi.ts). */
@Module({
  imports: [MatchesModule, LobbiesModule, ArchiveModule, RatingsModule],
  // The archive first: its /api/matches/export must not be taken for a match id by MatchesController.
  controllers: [ArchiveController, MatchesController, StoryController, LobbiesController, ChallengesController],
  providers: [{ provide: APP_FILTER, useClass: RestExceptionFilter }],
})
export class RestModule {}
