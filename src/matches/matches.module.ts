import { Module } from '@nestjs/common';
import { MatchesResolver } from './graphql/matches.resolver';
import { MatchDatabase } from './match-database';
import { MatchNotifier } from './match-notifier';
import { MatchWriteHooks } from './match-write-hooks';
import { MatchesRepository } from './matches.repository';
import { MatchesService } from './matches.service';
import { MatchStreams } from './match-streams.service';
import { MatchStoryService } from './story/match-story.service';
import { StoryResolver } from './story/story.resolver';

@Module({
  providers: [
    MatchDatabase,
    MatchesRepository,
    MatchesService,
    MatchStreams,
    MatchNotifier,
    MatchesResolver,
    MatchWriteHooks,
    MatchStoryService,
    StoryResolver,
  ],
  exports: [
    MatchDatabase,
    MatchesService,
    MatchStreams,
    MatchesRepository,
    MatchNotifier,
    MatchWriteHooks,
    MatchStoryService,
  ],
})
export class MatchesModule {}
