import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { UsersModule } from '../users/users.module';
import { AuditResolver } from './audit.resolver';
import { AuditService } from './audit.service';

@Module({
  imports: [MatchesModule, UsersModule],
  providers: [AuditService, AuditResolver],
})
export class AuditModule {}
