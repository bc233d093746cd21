import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { PeriodicTask } from '../common/periodic-task';
import { ChallengesRepository } from './challenges.repository';
import { ChallengesService } from './challenges.service';
import { LobbiesRepository } from './lobbies.repository';
import { LobbiesService } from './lobbies.service';

/** How often every process looks for started lobbies and accepted challenges without their match. */
export const MATCH_START_REPAIR_INTERVAL_MS = 30_000;
const BATCH = 50;

/**
 * Finishes starts that were interrupted. A lobby that filled up (or a challenge that was accepted)
 * records its match's id in the same transaction; the match itself is written just after. A crash or
 * a database outage in between leaves a started lobby with no match: this task creates the match under
 * the recorded id. Several processes may do it at once, and the player whose join was interrupted may
 * retry meanwhile: the first creation wins and the others find the match there (MatchesService.start).
 */
@Injectable()
export class MatchStartRepair extends PeriodicTask {
  constructor(
    scheduler: SchedulerRegistry,
    private readonly lobbies: LobbiesService,
    private readonly lobbyRows: LobbiesRepository,
    private readonly challenges: ChallengesService,
    private readonly challengeRows: ChallengesRepository,
  ) {
    super(scheduler, 'match-start-repair');
  }

  protected get intervalMs(): number {
    return MATCH_START_REPAIR_INTERVAL_MS;
  }

  protected async runOnce(): Promise<void> {
    const started = await this.finish(
      await this.lobbyRows.startedWithoutMatch(BATCH),
      (id) => this.lobbies.startMatchOf(id),
      'lobby',
    );
    const accepted = await this.finish(
      await this.challengeRows.acceptedWithoutMatch(BATCH),
      (id) => this.challenges.startMatchOf(id),
      'challenge',
    );
    if (started + accepted > 0)
      this.logger.log(`started ${started} lobby and ${accepted} challenge match(es) whose start had been interrupted`);
  }

  /** Starts each one's match; one that fails again is logged and tried in the next round. */
  private async finish(ids: readonly string[], start: (id: string) => Promise<void>, what: string): Promise<number> {
    let done = 0;
    for (const id of ids) {
      try {
        await start(id);
        done++;
      } catch (error) {
        this.logger.warn(
          `could not start the match of ${what} ${id}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return done;
  }
}
