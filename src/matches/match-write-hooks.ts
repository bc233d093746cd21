import { Injectable, Optional } from '@nestjs/common';
import { Clock } from '../common/clock';
import type { Sql } from '../database/sql';
import { MatchRuntime } from './match-runtime';
import { StoredEvent } from './match.types';

/** One event being written, with the match before (null for a new match) and after it. */
export interface MatchWrite {
  readonly before: MatchRuntime | null;
  readonly after: MatchRuntime;
  readonly event: StoredEvent;
}

/**
 * Work that must commit or roll back together with events (deadlines, notification outboxes). Runs
 * inside the appending transaction, after the event rows are written, once per transaction with every
 * event of it: group commit puts the events of several matches (at most one per match) in one
 * transaction, and a hook that writes them set-wise costs its round trips once per batch, not per move.
 * `at` is the transaction's one timestamp: every hook dates what it writes (deadlines, notices) by it.
 */
export type MatchWriteHook = (writes: readonly MatchWrite[], sql: Sql, at: Date) => Promise<void>;

/** Other modules register hooks here at start-up instead of being called by name from the match flow. */
@Injectable()
export class MatchWriteHooks {
  private readonly hooks: MatchWriteHook[] = [];

  constructor(@Optional() private readonly clock: Clock = new Clock()) {}

  register(hook: MatchWriteHook): void {
    this.hooks.push(hook);
  }

  async run(writes: readonly MatchWrite[], sql: Sql): Promise<void> {
    if (writes.length === 0) return;
    const at = this.clock.now();
    for (const hook of this.hooks) await hook(writes, sql, at);
  }
}
