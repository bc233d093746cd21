import { Global, Module } from '@nestjs/common';
import { CHALLENGE_EVENTS } from '../lobbies/challenge-events';
import { MatchesModule } from '../matches/matches.module';
import { TOURNAMENT_EVENTS } from '../tournaments/tournament-events';
import { TournamentNotifications } from './tournament-notifications';
import { ChallengeNotifications } from './challenge-notifications';
import { MyEventsResolver } from './graphql/my-events.resolver';
import { LogRetention } from './log-retention';
import { MyEventsService } from './my-events.service';
import { NoticeKeeper } from './notice-keeper';
import { Notices } from './notices.service';
import { NotificationLogRepository } from './notification-log.repository';
import { NotificationsService } from './notifications.service';
import { PreferencesRepository } from './preferences.repository';

/**
 * Who hears about what, and the per-user notification log every channel reads (docs/correspondence.md).
 * Global: the domains below it in the layer order never import it by name, and the ones above it
 * (correspondence, webhooks, mail, push) find Notices and NoticeKeeper without a module cycle.
 */
@Global()
@Module({
  imports: [MatchesModule],
  providers: [
    NotificationLogRepository,
    PreferencesRepository,
    Notices,
    NoticeKeeper,
    NotificationsService,
    MyEventsService,
    MyEventsResolver,
    LogRetention,
    ChallengeNotifications,
    // Challenges notify their players through the log (src/lobbies/challenge-events.ts).
    { provide: CHALLENGE_EVENTS, useExisting: ChallengeNotifications },
    TournamentNotifications,
    // Tournaments notify their entrants the same way (src/tournaments/tournament-events.ts).
    { provide: TOURNAMENT_EVENTS, useExisting: TournamentNotifications },
  ],
  exports: [Notices, NoticeKeeper, NotificationsService, MyEventsService, CHALLENGE_EVENTS, TOURNAMENT_EVENTS],
})
export class NotificationsModule {}
