import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Sql } from '../database/sql';
import type { MatchRuntime } from '../matches/match-runtime';
import { MatchWrite, MatchWriteHooks } from '../matches/match-write-hooks';
import { matchNotifications, seekMatchedNotifications } from './notification';
import { Notices } from './notices.service';

/** When the seat due after `after` must have moved, given that it became due at `at` (null: no deadline). */
export type DeadlineRule = (after: MatchRuntime, at: Date) => Date | null;

/**
 * The one owner of "who hears about a move": a match write hook that computes each event's notices once,
 * in the event's transaction and with its timestamp, and records them (log and every channel's outbox).
 * Deadlines are correspondence's to know: it hands its rule over at start-up (`useDeadlines`), so that
 * YOUR_TURN carries the very deadline match_turns stores, without this folder importing correspondence.
 */
@Injectable()
export class NoticeKeeper implements OnModuleInit {
  private deadline: DeadlineRule = () => null;

  constructor(
    private readonly hooks: MatchWriteHooks,
    private readonly notices: Notices,
  ) {}

  onModuleInit(): void {
    this.hooks.subscribe('notices', (writes, sql, at) => this.afterEvents(writes, sql, at));
  }

  useDeadlines(rule: DeadlineRule): void {
    this.deadline = rule;
  }

  private async afterEvents(writes: readonly MatchWrite[], sql: Sql, at: Date): Promise<void> {
    const notices = writes.flatMap(({ after, event, origin }) => [
      ...matchNotifications(after, event, this.deadline(after, at)),
      ...(origin === 'automatch' ? seekMatchedNotifications(after) : []),
    ]);
    await this.notices.record(sql, notices, at);
  }
}
