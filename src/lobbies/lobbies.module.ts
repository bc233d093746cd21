import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { CHALLENGE_EVENTS, NoChallengeEvents } from './challenge-events';
import { ChallengesRepository } from './challenges.repository';
import { ChallengesService } from './challenges.service';
import { ChallengesResolver } from './graphql/challenges.resolver';
import { LobbiesResolver } from './graphql/lobbies.resolver';
import { LobbiesRepository } from './lobbies.repository';
import { LobbiesService } from './lobbies.service';

@Module({
  imports: [MatchesModule],
  providers: [
    LobbiesRepository,
    LobbiesService,
    LobbiesResolver,
    ChallengesRepository,
    ChallengesService,
    ChallengesResolver,
    // Notifications replace this binding (see challenge-events.ts).
    { provide: CHALLENGE_EVENTS, useClass: NoChallengeEvents },
  ],
  exports: [LobbiesService, ChallengesService, CHALLENGE_EVENTS],
})
export class LobbiesModule {}
