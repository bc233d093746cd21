import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { Sql } from '../database/sql';
import type { LogEntry } from '../notifications/notification-log.repository';
import { toPayload } from '../notifications/notification';
import { Notices } from '../notifications/notices.service';
import type { Preferences } from '../notifications/preferences.repository';
import { MailRepository } from './mail.repository';

const HOUR_MS = 60 * 60 * 1000;

/** The next digest time after `at`: today's digest hour (UTC) if still ahead, else tomorrow's. */
export function nextDigestAt(at: Date, hourUtc: number): Date {
  const today = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), hourUtc);
  return new Date(today > at.getTime() ? today : today + 24 * HOUR_MS);
}

/**
 * E-mail as a sink of the notification log: an entry becomes a mail for its user when they have a
 * verified address and want its kind by mail, in the transaction that appended the entry; with the
 * daily digest on, it waits for the next digest hour.
 */
@Injectable()
export class MailOutbox implements OnModuleInit {
  constructor(
    private readonly notices: Notices,
    private readonly repository: MailRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.notices.registerSink({ name: 'email', write: (sql, entries, prefs) => this.write(sql, entries, prefs) });
  }

  private async write(sql: Sql, entries: readonly LogEntry[], prefs: ReadonlyMap<string, Preferences>): Promise<void> {
    const wanted = entries.filter((e) => prefs.get(e.userId)?.emailKinds.includes(e.notification.kind));
    if (wanted.length === 0) return;
    const verified = await this.repository.verifiedUsers(sql, [...new Set(wanted.map((e) => e.userId))]);
    await this.repository.enqueue(
      sql,
      wanted
        .filter((e) => verified.has(e.userId))
        .map((e) => {
          const digest = prefs.get(e.userId)!.emailDigest;
          return {
            userId: e.userId,
            logSeq: e.seq,
            kind: e.notification.kind,
            payload: toPayload(e.notification),
            createdAt: e.createdAt,
            digest,
            sendAt: digest ? nextDigestAt(e.createdAt, this.config.mail.digestHourUtc) : e.createdAt,
          };
        }),
    );
  }
}
