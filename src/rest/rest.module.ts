import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { MatchesModule } from '../matches/matches.module';
import { MatchesController } from './matches.controller';
import { RestExceptionFilter } from './rest-exception.filter';

/** The REST API under /api: thin controllers over the same services as GraphQL; OpenAPI at /api/docs (openapi.ts). */
@Module({
  imports: [MatchesModule],
  controllers: [MatchesController],
  providers: [{ provide: APP_FILTER, useClass: RestExceptionFilter }],
})
export class RestModule {}
