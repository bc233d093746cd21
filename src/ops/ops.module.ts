import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { MatchesModule } from '../matches/matches.module';
import { OpsController } from './ops.controller';
import { OpsRepository } from './ops.repository';
import { OpsService } from './ops.service';

/** Health, readiness and metrics (docs/operations.md). */
@Module({
  // Down checks are answered with what is down; terminus's own error log of each would only repeat it.
  imports: [TerminusModule.forRoot({ logger: false }), MatchesModule],
  controllers: [OpsController],
  providers: [OpsService, OpsRepository],
  exports: [OpsService],
})
export class OpsModule {}
