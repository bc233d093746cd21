import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { LobbiesModule } from '../lobbies/lobbies.module';
import { MatchesModule } from '../matches/matches.module';
import { ChallengesController, LobbiesController } from './lobbies.controller';
import { MatchesController } from './matches.controller';
import { RestExceptionFilter } from './rest-exception.filter';
import { StoryController } from './story.controller';

/** The REST API under /api: thin controllers over the same services as GraphQL; OpenAPI at /api/docs (openapi.ts). */
@Module({
  imports: [MatchesModule, LobbiesModule],
  controllers: [MatchesController, StoryController, LobbiesController, ChallengesController],
  providers: [{ provide: APP_FILTER, useClass: RestExceptionFilter }],
})
export class RestModule {}
