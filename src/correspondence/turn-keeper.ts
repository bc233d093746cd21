import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../common/clock';
import type { Sql } from '../database/sql';
import { MatchWrite, MatchWriteHooks } from '../matches/match-write-hooks';
import { matchNotifications } from '../notifications/notification';
import { WebhooksRepository } from '../webhooks/webhooks.repository';
import { turnAfter } from './turns';
import { TurnsRepository } from './turns.repository';

/**
 * Keeps `match_turns` and the webhook outbox in step with the log: runs inside the transaction of
 * every appended event (the start included), so a deadline or a webhook exists exactly when its
 * event committed, whatever crashes or restarts.
 */
@Injectable()
export class TurnKeeper implements OnModuleInit {
  constructor(
    private readonly hooks: MatchWriteHooks,
    private readonly turns: TurnsRepository,
    private readonly outbox: WebhooksRepository,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.hooks.register((writes, sql) => this.afterEvents(writes, sql));
  }

  /** Every event of one transaction at once: one statement for the turns, one read (and one insert) for the outbox. */
  private async afterEvents(writes: readonly MatchWrite[], sql: Sql): Promise<void> {
    const now = this.clock.now();
    const changes = writes.map(({ after }) => ({ matchId: after.header.id, turn: turnAfter(after) }));
    await this.turns.replace(sql, changes);
    const notifications = writes.flatMap(({ after, event }, i) =>
      matchNotifications(after, event, changes[i].turn?.deadline ?? null),
    );
    await this.outbox.enqueue(sql, notifications, now);
  }
}
