import { Module } from '@nestjs/common';
import { CorrespondenceModule } from '../correspondence/correspondence.module';
import { MatchesModule } from '../matches/matches.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { ChallengeNotifications } from './challenge-notifications';
import { MyEventsResolver } from './graphql/my-events.resolver';
import { MyEventsService } from './my-events.service';
import { UserNoticesRepository } from './user-notices.repository';

/** myEvents, and challenge notifications (bound to lobbies' CHALLENGE_EVENTS). */
@Module({
  imports: [MatchesModule, CorrespondenceModule, WebhooksModule],
  providers: [MyEventsService, MyEventsResolver, UserNoticesRepository, ChallengeNotifications],
  exports: [ChallengeNotifications],
})
export class NotificationsModule {}
