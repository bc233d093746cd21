import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { Sql } from '../database/sql';
import type { LogEntry } from '../notifications/notification-log.repository';
import { Notices } from '../notifications/notices.service';
import type { Preferences } from '../notifications/preferences.repository';
import { pushBody } from './push-message';
import { PushRepository } from './push.repository';

/**
 * Web Push as a sink of the notification log: a push per wanted entry and subscription, in its transaction.
 * A chat push goes to a player at most once per CLAIM_CHAT_PUSH_GAP for a match (a phone is no chat window).
 */
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
    const kindWanted = entries.filter((e) => prefs.get(e.userId)?.pushKinds.includes(e.notification.kind));
    const wanted = await this.withinChatGap(sql, kindWanted);
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

  /** The entries without the CHAT ones whose player had a chat push for that match within the gap. */
  private async withinChatGap(sql: Sql, entries: readonly LogEntry[]): Promise<LogEntry[]> {
    const chat = entries.filter((e) => e.notification.kind === 'CHAT');
    if (chat.length === 0) return [...entries];
    const at = chat[0].createdAt;
    const allowed = new Set(
      (
        await this.repository.takeChatPushTurns(
          sql,
          chat.map((e) => ({ userId: e.userId, matchId: e.notification.matchId ?? '' })),
          at,
          new Date(at.getTime() - this.config.push.chatGapMs),
        )
      ).map((p) => `${p.userId} ${p.matchId}`),
    );
    return entries.filter(
      (e) => e.notification.kind !== 'CHAT' || allowed.has(`${e.userId} ${e.notification.matchId ?? ''}`),
    );
  }
}
