import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CORRESPONDENCE_SETTINGS, CorrespondenceSettings } from './correspondence.settings';
import { CorrespondenceService } from './correspondence.service';

const INTERVAL_NAME = 'timeout-sweep';

/** Runs the time-out sweep every CLAIM_TIMEOUT_SWEEP (default one minute) in every process. */
@Injectable()
export class TimeoutSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(TimeoutSweeper.name);
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly correspondence: CorrespondenceService,
    private readonly scheduler: SchedulerRegistry,
    @Inject(CORRESPONDENCE_SETTINGS) private readonly settings: CorrespondenceSettings,
  ) {}

  onApplicationBootstrap(): void {
    if (this.settings.sweepIntervalMs <= 0) return;
    this.scheduler.addInterval(INTERVAL_NAME, setInterval(() => void this.tick(), this.settings.sweepIntervalMs));
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.scheduler.doesExist('interval', INTERVAL_NAME)) this.scheduler.deleteInterval(INTERVAL_NAME);
    await this.running;
  }

  /** One sweep unless the last one is still going. */
  tick(): Promise<void> {
    if (this.running || this.stopped) return this.running ?? Promise.resolve();
    this.running = this.correspondence
      .sweep()
      .then((settled) => {
        if (settled > 0) this.logger.log(`settled ${settled} time-out(s)`);
      })
      .catch((error: unknown) => this.logger.error('time-out sweep failed', error instanceof Error ? error.stack : String(error)))
      .finally(() => {
        this.running = null;
      });
    return this.running ?? Promise.resolve();
  }
}
