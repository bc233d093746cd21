import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { Sql } from '../database/sql';
import type { LogEntry } from '../notifications/notification-log.repository';
import { Notices } from '../notifications/notices.service';
import type { Preferences } from '../notifications/preferences.repository';
import { pushBody } from './push-message';
import { PushRepository } from './push.repository';

/** Web Push as a sink of the notification log: a push per wanted entry and subscription, in its transaction. */
@Injectable()
export class PushOutbox implements OnModuleInit {
  constructor(
    private readonly notices: Notices,
    private readonly repository: PushRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.notices.registerSink({ name: 'push', write: (sql, entries, prefs) => this.write(sql, entries, prefs) });
  }

  private async write(sql: Sql, entries: readonly LogEntry[], prefs: ReadonlyMap<string, Preferences>): Promise<void> {
    const wanted = entries.filter((e) => prefs.get(e.userId)?.pushKinds.includes(e.notification.kind));
    if (wanted.length === 0) return;
    await this.repository.enqueue(
      sql,
      wanted.map((e) => ({
        userId: e.userId,
        kind: e.notification.kind,
        body: pushBody(e, this.config.mail.publicUrl),
      })),
      wanted[0].createdAt,
    );
  }
}
