import { Inject, Injectable } from '@nestjs/common';
import { PeriodicTask } from '../common/periodic-task';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CORRESPONDENCE_SETTINGS, CorrespondenceSettings } from './correspondence.settings';
import { CorrespondenceService } from './correspondence.service';
import { VacationsService } from './vacations.service';

const INTERVAL_NAME = 'timeout-sweep';

/** Applies booked vacations and runs the time-out sweep every CLAIM_TIMEOUT_SWEEP (default one minute) in every process. */
@Injectable()
export class TimeoutSweeper extends PeriodicTask {
  constructor(
    private readonly correspondence: CorrespondenceService,
    private readonly vacations: VacationsService,
    scheduler: SchedulerRegistry,
    @Inject(CORRESPONDENCE_SETTINGS) private readonly settings: CorrespondenceSettings,
  ) {
    super(scheduler, INTERVAL_NAME);
  }

  protected get intervalMs(): number {
    return this.settings.sweepIntervalMs;
  }

  protected async runOnce(): Promise<void> {
    // Booked vacations first: a seat whose vacation begins now is not timed out in the same pass.
    const applied = await this.vacations.applyDue();
    if (applied > 0) this.logger.log(`applied ${applied} vacation(s)`);
    // Vacations a move or their player ended, whose end some match missed (a crash before it was carried over).
    const ended = await this.vacations.applyEnds();
    if (ended > 0) this.logger.log(`ended ${ended} vacation(s) in every match`);
    const reminded = await this.correspondence.remind();
    if (reminded > 0) this.logger.log(`sent ${reminded} deadline reminder(s)`);
    const settled = await this.correspondence.sweep();
    if (settled > 0) this.logger.log(`settled ${settled} time-out(s)`);
  }
}
