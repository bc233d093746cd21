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
  /** The account whose turns a replaced seat's are (src/computer hands it over at start-up). */
  private computer: string | null = null;

  constructor(
    private readonly hooks: MatchWriteHooks,
    private readonly turns: TurnsRepository,
    private readonly notices: NoticeKeeper,
  ) {}

  onModuleInit(): void {
    this.hooks.subscribe('turns', (writes, sql) => this.afterEvents(writes, sql));
    this.notices.useDeadlines((after) => turnAfter(after)?.deadline ?? null);
  }

  /**
   * Names the account that plays replaced seats (docs/engine.md "Replaced seats"): their turns are written
   * as its turns, so the computer's sweep finds them and their former players' myTurn does not.
   */
  playReplacedSeatsAs(userId: string): void {
    this.computer = userId;
  }

  /** Every event of one transaction at once: one statement for the turns (deadlines from the clocks folded from the log). */
  private async afterEvents(writes: readonly MatchWrite[], sql: Sql): Promise<void> {
    await this.turns.replace(
      sql,
      writes.map(({ after }) => ({ matchId: after.header.id, turn: turnAfter(after, this.computer) })),
    );
  }
}
