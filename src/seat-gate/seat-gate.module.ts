import { Module } from '@nestjs/common';
import { SeatGate } from './seat-gate';
import { SeatGateRepository } from './seat-gate.repository';

/** The seat gate (src/seat-gate/seat-gate.ts): imported by every module with a way to take a seat. */
@Module({
  providers: [SeatGateRepository, SeatGate],
  exports: [SeatGate],
})
export class SeatGateModule {}
