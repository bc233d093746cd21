import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { UsersModule } from '../users/users.module';
import { ChatFeed, ClubChatFeed } from './chat-feed.service';
import { ChatRepository } from './chat.repository';
import { ChatService } from './chat.service';
import { ClubChatRepository } from './club-chat.repository';
import { ClubChatService } from './club-chat.service';
import { ChatResolver } from './graphql/chat.resolver';
import { ClubChatResolver } from './graphql/club-chat.resolver';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';

/**
 * Chat channels: a match's chat and a club's (ClubsModule, global, says who is a member), on the same rules
 * (chat-rules.ts); blocking (kept by src/users, which lobbies also read) and reports (docs/players.md).
 */
@Module({
  imports: [MatchesModule, UsersModule],
  providers: [
    ChatRepository,
    ChatFeed,
    ChatService,
    ClubChatRepository,
    ClubChatFeed,
    ClubChatService,
    ReportsRepository,
    ReportsService,
    ChatResolver,
    ClubChatResolver,
  ],
  exports: [ChatService, ClubChatService, ReportsService],
})
export class ChatModule {}
