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
    this.hooks.registerSql((write, sql) => this.afterEvent(write, sql));
  }

  private async afterEvent({ after, event }: MatchWrite, sql: Sql): Promise<void> {
    const now = this.clock.now();
    const turn = turnAfter(after, now);
    await this.turns.replace(sql, after.header.id, turn);
    await this.outbox.enqueue(sql, matchNotifications(after, event, turn?.deadline ?? null), now);
  }
}
