import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Sql } from '../database/sql';
import type { LogEntry } from '../notifications/notification-log.repository';
import { Notices } from '../notifications/notices.service';
import { WebhooksRepository } from './webhooks.repository';

/**
 * Webhooks as a sink of the notification log: every entry becomes a delivery for each of the user's
 * webhooks that lists its kind, in the transaction that appended the entry. Preferences are for mail and
 * push; a webhook's own event list is its filter.
 */
@Injectable()
export class WebhookOutbox implements OnModuleInit {
  constructor(
    private readonly notices: Notices,
    private readonly repository: WebhooksRepository,
  ) {}

  onModuleInit(): void {
    this.notices.registerSink({ name: 'webhooks', write: (sql, entries) => this.write(sql, entries) });
  }

  private async write(sql: Sql, entries: readonly LogEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.repository.enqueue(sql, entries, entries[0].createdAt);
  }
}
