import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Sql } from '../database/sql';
import { MatchWrite, MatchWriteHooks } from '../matches/match-write-hooks';
import { NoticeKeeper } from '../notifications/notice-keeper';
import { turnAfter } from './turns';
import { TurnsRepository } from './turns.repository';

/**
 * Keeps `match_turns` in step with the log: runs inside the transaction of every appended event (the
 * start included), so a deadline exists exactly when its event committed, whatever crashes or restarts.
 * Who hears about the event is NoticeKeeper's (src/notifications); it gets its deadlines from turnAfter,
 * the rule match_turns is written by, at the same timestamp.
 */
@Injectable()
export class TurnKeeper implements OnModuleInit {
  constructor(
    private readonly hooks: MatchWriteHooks,
    private readonly turns: TurnsRepository,
    private readonly notices: NoticeKeeper,
  ) {}

  onModuleInit(): void {
    this.hooks.register((writes, sql, at) => this.afterEvents(writes, sql, at));
    this.notices.useDeadlines((after, at) => turnAfter(after, at)?.deadline ?? null);
  }

  /** Every event of one transaction at once: one statement for the turns. */
  private async afterEvents(writes: readonly MatchWrite[], sql: Sql, at: Date): Promise<void> {
    await this.turns.replace(
      sql,
      writes.map(({ after }) => ({ matchId: after.header.id, turn: turnAfter(after, at) })),
    );
  }
}
