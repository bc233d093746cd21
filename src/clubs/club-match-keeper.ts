import { Injectable, OnModuleInit } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { PeriodicTask } from '../common/periodic-task';
import type { Sql } from '../database/sql';
import type { AfterFollowup } from '../matches/match-followups';
import { MatchFollowups } from '../matches/match-followups';
import type { MatchRuntime } from '../matches/match-runtime';
import { tournamentResults } from '../tournaments/core/match-records';
import { boardPoints } from './club-match';
import { ClubMatchesService } from './club-matches.service';

/**
 * How often every process looks for club matches whose sign-up deadline passed (to close their sign-up) and for
 * club match boards whose match was not created (a start a crash cut short).
 */
export const CLUB_MATCH_START_REPAIR_INTERVAL_MS = 30_000;

/**
 * How a club match learns that a board finished, as tournaments do (tournament-keeper.ts): a side job that
 * follows the finishing move after it commits records the board's points (read with the tournaments' own
 * tournamentResults: time-outs, resignations, aborts and replaced seats count the same) and finishes the club
 * match with its last board, in its own transaction, retried until done, once. Its periodic round closes the
 * sign-up of club matches whose deadline passed and repairs interrupted starts.
 */
@Injectable()
export class ClubMatchKeeper extends PeriodicTask implements OnModuleInit {
  constructor(
    scheduler: SchedulerRegistry,
    private readonly followups: MatchFollowups,
    private readonly clubMatches: ClubMatchesService,
  ) {
    super(scheduler, 'club-match-starts');
  }

  onModuleInit(): void {
    this.followups.subscribe('club-matches', {
      // Only 2-player matches can be boards: the rest never queue a row.
      follows: (after) => after.header.rules.players === 2,
      run: (matches, sql) => this.takeResults(matches, sql),
    });
  }

  protected get intervalMs(): number {
    return CLUB_MATCH_START_REPAIR_INTERVAL_MS;
  }

  protected async runOnce(): Promise<void> {
    // The deadlines are read from club_matches each round: a restart, or another process, loses none.
    const closed = await this.clubMatches.closeDueSignUps(50);
    if (closed > 0) this.logger.log(`closed the sign-up of ${closed} club match(es) at their deadline`);
    const started = await this.clubMatches.repairStarts(50);
    if (started > 0)
      this.logger.log(`started the boards of ${started} club match(es) whose start had been interrupted`);
  }

  private async takeResults(matches: readonly MatchRuntime[], sql: Sql): Promise<AfterFollowup | void> {
    await this.clubMatches.takeResults(
      sql,
      matches.map((after) => {
        const [home, away] = tournamentResults(after);
        return { matchId: after.header.id, homePoints: boardPoints(home), awayPoints: boardPoints(away) };
      }),
    );
  }
}
