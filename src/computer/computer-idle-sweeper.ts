import { Inject, Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import { PeriodicTask } from '../common/periodic-task';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MatchesService } from '../matches/matches.service';
import { ComputerMatchesRepository } from './computer-matches.repository';

const INTERVAL_NAME = 'computer-idle-end';
/** Idle is counted in days: an hourly look is plenty. */
const INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 100;

/**
 * Ends untimed matches against the computer alone that their person left (issue 27, P7): due for longer
 * than CLAIM_COMPUTER_IDLE_END (14 days), the match ends as if they resigned, by the server (no actor), so
 * abandoned matches neither run for ever nor count against the account's cap. Timed matches end by their
 * clock instead. Every process runs it; the write's version check lets one of them through per match.
 */
@Injectable()
export class ComputerIdleSweeper extends PeriodicTask {
  constructor(
    private readonly repository: ComputerMatchesRepository,
    private readonly matches: MatchesService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    scheduler: SchedulerRegistry,
  ) {
    super(scheduler, INTERVAL_NAME);
  }

  protected get intervalMs(): number {
    return this.config.computer.idleEndMs > 0 ? INTERVAL_MS : 0;
  }

  protected async runOnce(): Promise<void> {
    const ended = await this.endIdle();
    if (ended > 0) this.logger.log(`ended ${ended} idle match(es) against the computer`);
  }

  /** One pass: how many matches it ended. */
  async endIdle(): Promise<number> {
    const idleMs = this.config.computer.idleEndMs;
    if (idleMs <= 0) return 0;
    const idle = await this.repository.idle(new Date(this.clock.now().getTime() - idleMs), BATCH);
    let ended = 0;
    for (const { matchId, seat, version } of idle) {
      try {
        if (await this.matches.resignIdle(matchId, seat, version)) ended++;
      } catch (error) {
        // The player moved meanwhile, or another process ended it first.
        if (!(error instanceof DomainError)) throw error;
      }
    }
    return ended;
  }
}
