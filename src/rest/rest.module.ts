import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ChatModule } from '../chat/chat.module';
import { UsersModule } from '../users/users.module';
import { ChatController } from './chat.controller';
import { NotesModule } from '../notes/notes.module';
import { SocialModule } from '../social/social.module';
import { NotesController } from './notes.controller';
import { SocialController } from './social.controller';
import { ClubsModule } from '../clubs/clubs.module';
import { ClubChatController } from './club-chat.controller';
import { ClubsController } from './clubs.controller';
import { ClubMatchesController } from './club-matches.controller';
import { FairPlayModule } from '../fairplay/fair-play.module';
import { ReputationModule } from '../reputation/reputation.module';
import { FairPlayController, SameNetworkController } from './fair-play.controller';
import { ReputationController, RunningGamesController } from './reputation.controller';
import { SeeksModule } from '../seeks/seeks.module';
import { SeeksController } from './seeks.controller';
import { OrdersModule } from '../orders/orders.module';
import { OrdersController } from './orders.controller';
import { ConfirmMovesController } from './confirm-moves.controller';
import { SessionsController } from './sessions.controller';
import { CorrespondenceModule } from '../correspondence/correspondence.module';
import { ArchiveModule } from '../archive/archive.module';
import { LobbiesModule } from '../lobbies/lobbies.module';
import { MailModule } from '../mail/mail.module';
import { PushModule } from '../push/push.module';
import { RatingsModule } from '../ratings/ratings.module';
import { AccountStreamController } from './account-stream.controller';
import { ArchiveController } from './archive.controller';
import { MatchesModule } from '../matches/matches.module';
import { CorrespondenceController } from './correspondence.controller';
import { ComputerModule } from '../computer/computer.module';
import { ComputerController } from './computer.controller';
import { ForcedMovesController } from './forced-moves.controller';
import { ChallengesController, GroupRematchesController, LobbiesController } from './lobbies.controller';
import { MatchesController } from './matches.controller';
import { NotificationsController } from './notifications.controller';
import { PasswordResetController } from './password-reset.controller';
import { SignInLinkController } from './sign-in-link.controller';
import { OAuthController } from './oauth.controller';
import { RestExceptionFilter } from './rest-exception.filter';
import { StoryController } from './story.controller';
import { ModerationController, SuspendedAppealController } from './moderation.controller';
import { ModerationModule } from '../moderation/moderation.module';
import { ReviewsController } from './reviews.controller';
import { TournamentOrganizerController } from './tournament-organizer.controller';
import { ClubTournamentsController, TournamentsController } from './tournaments.controller';
import { TournamentsModule } from '../tournaments/tournaments.module';

/** The REST API under /api: thin controllers over the same services as GraphQL; OpenAPI at /api/docs (openapi.ts). */
@Module({
  imports: [
    MatchesModule,
    LobbiesModule,
    TournamentsModule,
    CorrespondenceModule,
    ComputerModule,
    ArchiveModule,
    RatingsModule,
    ChatModule,
    NotesModule,
    SocialModule,
    ClubsModule,
    ReputationModule,
    FairPlayModule,
    SeeksModule,
    OrdersModule,
    UsersModule,
    MailModule,
    PushModule,
    ModerationModule,
  ],
  // The archive first: its /api/matches/export must not be taken for a match id by MatchesController.
  controllers: [
    FairPlayController,
    SameNetworkController,
    ArchiveController,
    MatchesController,
    StoryController,
    ReviewsController,
    ModerationController,
    SuspendedAppealController,
    LobbiesController,
    ChallengesController,
    GroupRematchesController,
    TournamentOrganizerController,
    TournamentsController,
    ClubTournamentsController,
    CorrespondenceController,
    ComputerController,
    ForcedMovesController,
    ChatController,
    NotesController,
    SocialController,
    ClubsController,
    ClubChatController,
    ClubMatchesController,
    ReputationController,
    RunningGamesController,
    SeeksController,
    OrdersController,
    ConfirmMovesController,
    SessionsController,
    AccountStreamController,
    PasswordResetController,
    SignInLinkController,
    NotificationsController,
    OAuthController,
  ],
  providers: [{ provide: APP_FILTER, useClass: RestExceptionFilter }],
})
export class RestModule {}
