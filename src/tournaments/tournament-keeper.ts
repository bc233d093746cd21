import { Injectable, OnApplicationBootstrap, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { PeriodicTask } from '../common/periodic-task';
import type { Sql } from '../database/sql';
import type { MatchRuntime } from '../matches/match-runtime';
import { seatResults } from '../matches/match-runtime';
import type { GameResult } from './core/pairing';
import { MatchNotifier } from '../matches/streams/match-notifier';
import type { MatchWrite } from '../matches/match-write-hooks';
import { MatchWriteHooks } from '../matches/match-write-hooks';
import { TournamentsRepository } from './tournaments.repository';
import type { FinishedGame } from './tournaments.service';
import { TournamentsService } from './tournaments.service';

/** How often every process looks for paired tournament games whose match was not created. */
export const TOURNAMENT_START_REPAIR_INTERVAL_MS = 30_000;

/**
 * How a tournament learns that its matches finished, as ratings and the archive do: a match write hook, in
 * the transaction of the event that finishes the match, records the result in the tournament's log and, when
 * that completes the round, pairs the next one (or ends the tournament). The next round's matches are created
 * once that commits: when this process hears the commit notice of the finishing match, or else by the
 * periodic repair (a crash in between, another process's write).
 */
@Injectable()
export class TournamentKeeper extends PeriodicTask implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  /** Finishing matches written by this process whose tournament paired a round: match id → tournament id. */
  private readonly toStart = new Map<string, string>();
  private stopNotices: (() => void) | null = null;

  constructor(
    scheduler: SchedulerRegistry,
    private readonly hooks: MatchWriteHooks,
    private readonly notifier: MatchNotifier,
    private readonly tournaments: TournamentsService,
    private readonly games: TournamentsRepository,
  ) {
    super(scheduler, 'tournament-match-starts');
  }

  onModuleInit(): void {
    this.hooks.subscribe('tournaments', (writes, sql) => this.afterEvents(writes, sql));
  }

  override onApplicationBootstrap(): void {
    super.onApplicationBootstrap();
    this.stopNotices = this.notifier.onAnyNotice(({ matchId }) => {
      const tournamentId = this.toStart.get(matchId);
      if (tournamentId === undefined) return;
      this.toStart.delete(matchId);
      void this.tournaments
        .startMatches(tournamentId)
        .catch((error: unknown) =>
          this.logger.warn(
            `could not start the matches of tournament ${tournamentId}: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
    });
  }

  override async onModuleDestroy(): Promise<void> {
    this.stopNotices?.();
    await super.onModuleDestroy();
  }

  protected get intervalMs(): number {
    return TOURNAMENT_START_REPAIR_INTERVAL_MS;
  }

  protected async runOnce(): Promise<void> {
    const seasons = await this.tournaments.sweepSeasons();
    if (seasons.length > 0) this.logger.log(`ended the season of ${seasons.length} league(s) at its deadline`);
    const started = await this.tournaments.startMatches(null, 50);
    if (started > 0) this.logger.log(`started ${started} tournament match(es) whose start had been interrupted`);
  }

  private async afterEvents(writes: readonly MatchWrite[], sql: Sql): Promise<void> {
    const finishing = writes.filter((write) => write.finishes);
    if (finishing.length === 0) return;
    const taken = await this.games.takeFinished(
      sql,
      finishing.map((w) => w.after.header.id),
    );
    if (taken.length === 0) return;
    const tournamentOf = new Map(taken.map((t) => [t.matchId, t.tournamentId]));
    const finished: FinishedGame[] = finishing.flatMap(({ after }) => {
      const tournamentId = tournamentOf.get(after.header.id);
      return tournamentId === undefined
        ? []
        : [{ matchId: after.header.id, tournamentId, results: tournamentResults(after) }];
    });
    const paired = new Set(await this.tournaments.takeResults(sql, finished));
    for (const f of finished) if (paired.has(f.tournamentId)) this.toStart.set(f.matchId, f.tournamentId);
  }
}

/**
 * Every seat's result (docs/tournaments.md "Results"): the match's own, time-outs, resignations and replaced
 * seats included (a replaced seat loses); an aborted game (before the first move) is lost by whoever aborted
 * it, the others drawing.
 */
function tournamentResults(after: MatchRuntime): GameResult[] {
  const results = seatResults(after);
  if (results) return [...results];
  const players = after.header.rules.players;
  const aborter = after.forfeit?.kind === 'aborted' ? after.forfeit.seat : null;
  return Array.from({ length: players }, (_, seat): GameResult => {
    if (aborter === null) return 'draw';
    if (players === 2) return seat === aborter ? 'loss' : 'win';
    return seat === aborter ? 'loss' : 'draw';
  });
}
