import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../common/clock';
import { Prisma } from '../generated/prisma/client';
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
    this.hooks.register((write, tx) => this.afterEvent(write, tx));
  }

  private async afterEvent({ after, event }: MatchWrite, tx: Prisma.TransactionClient): Promise<void> {
    const now = this.clock.now();
    const turn = turnAfter(after, now);
    await this.turns.replace(tx, after.header.id, turn);
    await this.outbox.enqueue(matchNotifications(after, event, turn?.deadline ?? null), now, tx);
  }
}
