import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { PeriodicTask } from '../common/periodic-task';
import { SeeksRepository } from './seeks.repository';
import { SeeksService } from './seeks.service';

/** How often every process looks for matched seeks without their match (as MatchStartRepair for lobbies). */
export const SEEK_START_REPAIR_INTERVAL_MS = 30_000;
const BATCH = 50;

/**
 * The automatch sweep, at start-up and then every SEEK_START_REPAIR_INTERVAL_MS on every process. A post stores its
 * seek, then a wave matches it: a process killed (or a database outage, or a failed wave) in between leaves a seek
 * no wave looked at, which the sweep's wave matches (SeeksService.sweep). And a table an earlier version left
 * matched without its match (it marked the seeks and started the match in two transactions) is started under its
 * recorded id, its players told. Several processes may do it at once: waves take turns on their lock, and the first
 * creation of a match wins while the others find it there (MatchesService.start).
 */
@Injectable()
export class SeekStartRepair extends PeriodicTask {
  constructor(
    scheduler: SchedulerRegistry,
    private readonly seeks: SeeksService,
    private readonly repository: SeeksRepository,
  ) {
    super(scheduler, 'seek-start-repair');
  }

  protected get intervalMs(): number {
    return SEEK_START_REPAIR_INTERVAL_MS;
  }

  /** A restart is when an interrupted start is most likely: repair at once rather than after the first interval. */
  override onApplicationBootstrap(): void {
    super.onApplicationBootstrap();
    void this.tick();
  }

  protected async runOnce(): Promise<void> {
    // A wave that fails (and is run again next time) does not keep the interrupted starts below waiting.
    try {
      await this.seeks.sweep();
    } catch (error) {
      this.logger.warn(`the seek sweep's wave failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    let started = 0;
    for (const matchId of await this.repository.matchedWithoutMatch(BATCH)) {
      try {
        await this.seeks.startMatchOf(matchId);
        started++;
      } catch (error) {
        this.logger.warn(
          `could not start automatch match ${matchId}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    if (started > 0) this.logger.log(`started ${started} automatch match(es) whose start had been interrupted`);
  }
}
