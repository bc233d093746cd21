import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { UsersModule } from '../users/users.module';
import { ChatFeed } from './chat-feed.service';
import { ChatRepository } from './chat.repository';
import { ChatService } from './chat.service';
import { ChatResolver } from './graphql/chat.resolver';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';

/** A match's chat, blocking (kept by src/users, which lobbies also read) and reports (docs/players.md). */
@Module({
  imports: [MatchesModule, UsersModule],
  providers: [ChatRepository, ChatFeed, ChatService, ReportsRepository, ReportsService, ChatResolver],
  exports: [ChatService, ReportsService],
})
export class ChatModule {}
