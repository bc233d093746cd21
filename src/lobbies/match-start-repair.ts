import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { PeriodicTask } from '../common/periodic-task';
import { SeeksService } from '../seeks/seeks.service';
import { ChallengesRepository } from './challenges.repository';
import { ChallengesService } from './challenges.service';
import { LobbiesRepository } from './lobbies.repository';
import { LobbiesService } from './lobbies.service';

/** How often every process looks for started lobbies, accepted challenges and matched seeks without their match. */
export const MATCH_START_REPAIR_INTERVAL_MS = 30_000;
const BATCH = 50;

/**
 * Finishes starts that were interrupted. A lobby that filled up (or a challenge that was accepted, or an
 * automatch table whose seeks were matched) records its match's id in the same transaction; the match itself
 * is written just after. A crash or a database outage in between leaves a started lobby with no match: this
 * task creates the match under the recorded id, at start-up (when an interrupted start is most likely) and
 * then every MATCH_START_REPAIR_INTERVAL_MS. Several processes may do it at once, and the player whose join was
 * interrupted may retry meanwhile: the first creation wins and the others find the match there
 * (MatchesService.start).
 */
@Injectable()
export class MatchStartRepair extends PeriodicTask {
  constructor(
    scheduler: SchedulerRegistry,
    private readonly lobbies: LobbiesService,
    private readonly lobbyRows: LobbiesRepository,
    private readonly challenges: ChallengesService,
    private readonly challengeRows: ChallengesRepository,
    private readonly seeks: SeeksService,
  ) {
    super(scheduler, 'match-start-repair');
  }

  protected get intervalMs(): number {
    return MATCH_START_REPAIR_INTERVAL_MS;
  }

  override onApplicationBootstrap(): void {
    super.onApplicationBootstrap();
    void this.tick();
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
    const matched = await this.finish(
      await this.seeks.matchedWithoutMatch(BATCH),
      (id) => this.seeks.startMatchOf(id),
      'automatch table',
    );
    if (started + accepted + matched > 0)
      this.logger.log(
        `started ${started} lobby, ${accepted} challenge and ${matched} automatch match(es) whose start had been interrupted`,
      );
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
