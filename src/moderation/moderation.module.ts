import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ChatModule } from '../chat/chat.module';
import { RatingsModule } from '../ratings/ratings.module';
import { UsersModule } from '../users/users.module';
import { ModerationResolver, SuspendedAppealResolver } from './graphql/moderation.resolver';
import { ModerationRepository } from './moderation.repository';
import { ModerationService } from './moderation.service';

/** Moderation (docs/fair-play.md "Moderation", issue 35): the moderators' actions, log, annulments and appeals. */
@Module({
  imports: [UsersModule, AuthModule, ChatModule, RatingsModule],
  providers: [ModerationRepository, ModerationService, ModerationResolver, SuspendedAppealResolver],
  exports: [ModerationService],
})
export class ModerationModule {}
