import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { ChallengeNotifications } from '../notifications/challenge-notifications';
import { NotificationsModule } from '../notifications/notifications.module';
import { CHALLENGE_EVENTS } from './challenge-events';
import { ChallengesRepository } from './challenges.repository';
import { ChallengesService } from './challenges.service';
import { ChallengesResolver } from './graphql/challenges.resolver';
import { LobbiesResolver } from './graphql/lobbies.resolver';
import { LobbiesRepository } from './lobbies.repository';
import { LobbiesService } from './lobbies.service';
import { MatchStartRepair } from './match-start-repair';

@Module({
  imports: [MatchesModule, NotificationsModule],
  providers: [
    LobbiesRepository,
    LobbiesService,
    LobbiesResolver,
    ChallengesRepository,
    ChallengesService,
    ChallengesResolver,
    MatchStartRepair,
    // Challenges notify their players through myEvents and webhooks (src/notifications).
    { provide: CHALLENGE_EVENTS, useExisting: ChallengeNotifications },
  ],
  exports: [LobbiesService, ChallengesService, CHALLENGE_EVENTS],
})
export class LobbiesModule {}
