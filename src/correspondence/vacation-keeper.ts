import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Sql } from '../database/sql';
import { MatchNotifier } from '../matches/streams/match-notifier';
import { MatchWrite, MatchWriteHooks } from '../matches/match-write-hooks';
import { EndedByMove, VacationsRepository } from './vacations.repository';
import { VacationsService } from './vacations.service';

/**
 * A player's own move ends their vacation (docs/correspondence.md#vacation): in the match they moved in
 * the move itself does it (clocks.ts), and this keeper carries it to their other running matches, each
 * with a `vacation_ended` event in its own log. The vacation is marked ended and pending in the move's
 * transaction, so the end is never lost; once that transaction's notice comes back (it is sent only on
 * commit) this process appends the other matches' events, and the sweep does what a crash left undone.
 */
@Injectable()
export class VacationKeeper implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(VacationKeeper.name);
  /** Matches whose written move ended a vacation here, with whose: their next notice starts the rest. */
  private readonly waiting = new Map<string, Set<string>>();
  private readonly running = new Set<Promise<unknown>>();
  private stopNotices: (() => void) | null = null;

  constructor(
    private readonly hooks: MatchWriteHooks,
    private readonly repository: VacationsRepository,
    private readonly vacations: VacationsService,
    private readonly notifier: MatchNotifier,
  ) {}

  onModuleInit(): void {
    this.hooks.subscribe('vacations', (writes, sql) => this.afterEvents(writes, sql));
  }

  onApplicationBootstrap(): void {
    this.stopNotices = this.notifier.onAnyNotice(({ matchId }) => {
      const users = this.waiting.get(matchId);
      if (users === undefined) return;
      this.waiting.delete(matchId);
      for (const userId of users) this.track(this.vacations.applyEnds(userId));
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.stopNotices?.();
    await this.settled();
  }

  /** Resolves once the vacation ends this process started have been carried to every match (tests). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  private track(work: Promise<unknown>): void {
    const done = work
      .catch((error: unknown) =>
        this.logger.error('ending a vacation in every match failed', error instanceof Error ? error.stack : error),
      )
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  private async afterEvents(writes: readonly MatchWrite[], sql: Sql): Promise<void> {
    const ended = writes.flatMap(endedByMove);
    if (ended.length === 0) return;
    const users = new Set(
      await this.repository.endByMoves(
        sql,
        ended.map((e) => e.end),
      ),
    );
    // A rolled-back transaction sends no notice; the match's next one then finds nothing pending.
    for (const { matchId, end } of ended) {
      if (!users.has(end.userId)) continue;
      const waiting = this.waiting.get(matchId) ?? new Set<string>();
      this.waiting.set(matchId, waiting.add(end.userId));
    }
  }
}

/** The vacation a player's own move ended in its match (the fold in clocks.ts ends it there), if any. */
function endedByMove({ before, event }: MatchWrite): { matchId: string; end: EndedByMove }[] {
  if (before === null || event.type !== 'move' || event.actorUserId === null) return [];
  const vacation = before.clocks.seats[event.payload.seat]?.vacation ?? null;
  const at = event.createdAt;
  if (vacation === null || vacation.until <= at.getTime()) return [];
  return [{ matchId: event.matchId, end: { userId: event.actorUserId, endsAt: new Date(vacation.until), at } }];
}
