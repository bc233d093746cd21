import { Injectable, OnModuleInit } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { PeriodicTask } from '../common/periodic-task';
import type { Sql } from '../database/sql';
import type { MatchRuntime } from '../matches/match-runtime';
import { timedOutOf, tournamentResults } from './core/match-records';
import type { AfterFollowup } from '../matches/match-followups';
import { MatchFollowups } from '../matches/match-followups';
import { TournamentsRepository } from './tournaments.repository';
import type { FinishedGame } from './tournaments.service';
import { TournamentsService } from './tournaments.service';

/** How often every process looks for paired tournament games whose match was not created, and scheduled starts. */
export const TOURNAMENT_START_REPAIR_INTERVAL_MS = 30_000;

/**
 * How a tournament learns that its matches finished, as ratings and the archive do: a side job that follows
 * the finishing move after it commits (match-followups.ts) records the result in the tournament's log and,
 * when that completes the round, pairs the next one (or ends the tournament), in its own transaction, so a
 * failure here never rolls back the move (it is retried until done, once). The next round's matches are
 * created once that commits, or else by the periodic repair (a crash in between).
 */
@Injectable()
export class TournamentKeeper extends PeriodicTask implements OnModuleInit {
  constructor(
    scheduler: SchedulerRegistry,
    private readonly followups: MatchFollowups,
    private readonly tournaments: TournamentsService,
    private readonly games: TournamentsRepository,
  ) {
    super(scheduler, 'tournament-match-starts');
  }

  onModuleInit(): void {
    this.followups.subscribe('tournaments', { run: (matches, sql) => this.takeResults(matches, sql) });
  }

  protected get intervalMs(): number {
    return TOURNAMENT_START_REPAIR_INTERVAL_MS;
  }

  protected async runOnce(): Promise<void> {
    const scheduled = await this.tournaments.startScheduled();
    if (scheduled.length > 0) this.logger.log(`started ${scheduled.length} tournament(s) at their scheduled time`);
    const seasons = await this.tournaments.sweepSeasons();
    if (seasons.length > 0) this.logger.log(`ended the season of ${seasons.length} league(s) at its deadline`);
    const started = await this.tournaments.startMatches(null, 50);
    if (started > 0) this.logger.log(`started ${started} tournament match(es) whose start had been interrupted`);
  }

  /** These finished matches' results in their tournaments' logs; starting the rounds they paired follows the commit. */
  private async takeResults(matches: readonly MatchRuntime[], sql: Sql): Promise<AfterFollowup | void> {
    const taken = await this.games.takeFinished(
      sql,
      matches.map((after) => after.header.id),
    );
    if (taken.length === 0) return;
    const tournamentOf = new Map(taken.map((t) => [t.matchId, t.tournamentId]));
    const finished: FinishedGame[] = matches.flatMap((after) => {
      const tournamentId = tournamentOf.get(after.header.id);
      return tournamentId === undefined
        ? []
        : [{ matchId: after.header.id, tournamentId, results: tournamentResults(after), ...timedOutOf(after) }];
    });
    const paired = [...new Set(await this.tournaments.takeResults(sql, finished))];
    if (paired.length === 0) return;
    return () => {
      for (const tournamentId of paired)
        void this.tournaments
          .startMatches(tournamentId)
          .catch((error: unknown) =>
            this.logger.warn(
              `could not start the matches of tournament ${tournamentId}: ${error instanceof Error ? error.message : String(error)}`,
            ),
          );
    };
  }
}
