import { DynamicModule, Module } from '@nestjs/common';
import { APP_PIPE } from '@nestjs/core';
import { ApolloDriverConfig } from '@nestjs/apollo';
import { GraphQLModule } from '@nestjs/graphql';
import { ScheduleModule } from '@nestjs/schedule';
import { AuthModule } from './auth/auth.module';
import { ChatModule } from './chat/chat.module';
import { ClockModule } from './common/clock';
import { createValidationPipe } from './common/validation';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ConnectionRegistry } from './connections/connection-registry';
import { ConnectionsModule } from './connections/connections.module';
import { ComputerModule } from './computer/computer.module';
import { CorrespondenceModule } from './correspondence/correspondence.module';
import { DatabaseModule } from './database/database.module';
import { GuestsModule } from './guests/guests.module';
import { LobbiesModule } from './lobbies/lobbies.module';
import { TournamentsModule } from './tournaments/tournaments.module';
import { MailModule } from './mail/mail.module';
import { graphqlOptions } from './graphql/graphql-options';
import { ArchiveModule } from './archive/archive.module';
import { AuditModule } from './audit/audit.module';
import { MatchesModule } from './matches/matches.module';
import { NotesModule } from './notes/notes.module';
import { SocialModule } from './social/social.module';
import { ClubsModule } from './clubs/clubs.module';
import { OrdersModule } from './orders/orders.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PushModule } from './push/push.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { RatingsModule } from './ratings/ratings.module';
import { FairPlayModule } from './fairplay/fair-play.module';
import { ReputationModule } from './reputation/reputation.module';
import { SeeksModule } from './seeks/seeks.module';
import { RestModule } from './rest/rest.module';
import { UsersModule } from './users/users.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { WebModule } from './web/web.module';
import { OpsModule } from './ops/ops.module';
import { ModerationModule } from './moderation/moderation.module';

@Module({})
export class AppModule {
  /** `connections` is the process's ConnectionRegistry (made by createApp, which hands it to the HTTP adapter too). */
  static register(config: AppConfig, connections = new ConnectionRegistry(config.connectionLimits)): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config),
        DatabaseModule,
        RateLimitModule,
        GraphQLModule.forRoot<ApolloDriverConfig>(graphqlOptions(config, connections)),
        ConnectionsModule.register(connections),
        UsersModule,
        AuthModule,
        MatchesModule,
        AuditModule,
        // Ratings, the public archive, profiles, spectators (issue 18, docs/players.md).
        RatingsModule,
        ModerationModule,
        ReputationModule,
        FairPlayModule,
        SeeksModule,
        ArchiveModule,
        RestModule,
        // Correspondence play: deadlines, time-outs, myTurn; the notification log and its channels: myEvents,
        // webhooks, e-mail, Web Push (docs/correspondence.md).
        ScheduleModule.forRoot(),
        ClockModule,
        CorrespondenceModule,
        NotificationsModule,
        WebhooksModule,
        MailModule,
        PushModule,
        LobbiesModule,
        TournamentsModule,
        // A match's chat, blocking a player, reports to the admins (docs/players.md).
        ChatModule,
        // Private notes on matches and moves (docs/correspondence.md).
        NotesModule,
        // Follows and friends (docs/players.md "Friends").
        SocialModule,
        // Clubs (docs/players.md "Clubs").
        ClubsModule,
        OrdersModule,
        GuestsModule,
        // The built-in computer player: its accounts, its turns, "play the computer" (docs/bots.md).
        ComputerModule,
        // /health/live, /health/ready, /metrics (docs/operations.md).
        OpsModule,
        // The client at /; its index.html fallback never answers the API paths.
        WebModule.register(config.webClientDir),
      ],
      providers: [{ provide: APP_PIPE, useFactory: createValidationPipe }],
    };
  }
}
