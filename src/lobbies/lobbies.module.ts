import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { UsersModule } from '../users/users.module';
import { SeatGateModule } from '../seat-gate/seat-gate.module';
import { ChallengesRepository } from './challenges.repository';
import { ChallengesService } from './challenges.service';
import { ChallengesResolver } from './graphql/challenges.resolver';
import { GroupRematchesResolver } from './graphql/group-rematches.resolver';
import { GroupRematchesRepository } from './group-rematches.repository';
import { GroupRematchesService } from './group-rematches.service';
import { LobbiesResolver } from './graphql/lobbies.resolver';
import { LobbiesRepository } from './lobbies.repository';
import { LobbiesService } from './lobbies.service';
import { MatchStartRepair } from './match-start-repair';

@Module({
  imports: [MatchesModule, UsersModule, SeatGateModule],
  providers: [
    LobbiesRepository,
    LobbiesService,
    LobbiesResolver,
    ChallengesRepository,
    ChallengesService,
    ChallengesResolver,
    MatchStartRepair,
    GroupRematchesRepository,
    GroupRematchesService,
    GroupRematchesResolver,
  ],
  // CHALLENGE_EVENTS comes from the global NotificationsModule (src/lobbies/challenge-events.ts), CLUB_MEMBERSHIP
  // from the global ClubsModule (src/common/club-membership.ts).
  exports: [LobbiesService, ChallengesService, GroupRematchesService],
})
export class LobbiesModule {}
