import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { PeriodicTask } from '../common/periodic-task';
import { SeeksRepository } from './seeks.repository';
import { SeeksService } from './seeks.service';

/** How often every process looks for matched seeks without their match (as MatchStartRepair for lobbies). */
export const SEEK_START_REPAIR_INTERVAL_MS = 30_000;
const BATCH = 50;

/**
 * Finishes automatch starts that were interrupted. The post that completes a table marks its seeks matched under
 * a new match id in one transaction and starts the match just after: a process killed (or a database outage) in
 * between leaves matched seeks and no match, and the players waiting for nothing. This task, at start-up and then
 * every SEEK_START_REPAIR_INTERVAL_MS, starts such a match under its recorded id and tells its players. Several
 * processes may do it at once: the first creation wins and the others find the match there (MatchesService.start).
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
