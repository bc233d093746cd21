import { Module } from '@nestjs/common';
import { ArchiveModule } from '../archive/archive.module';
import { CorrespondenceModule } from '../correspondence/correspondence.module';
import { UsersModule } from '../users/users.module';
import { SocialResolver } from './graphql/social.resolver';
import { SocialService } from './social.service';

/** Follows and friends (docs/players.md "Friends", issue 31). */
@Module({
  imports: [UsersModule, ArchiveModule, CorrespondenceModule],
  providers: [SocialService, SocialResolver],
  exports: [SocialService],
})
export class SocialModule {}
