import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { AuditResolver } from './audit.resolver';
import { AuditService } from './audit.service';

@Module({
  imports: [MatchesModule],
  providers: [AuditService, AuditResolver],
})
export class AuditModule {}
