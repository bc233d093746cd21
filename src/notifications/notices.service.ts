import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import type { Sql } from '../database/sql';
import { Addressed } from './notification';
import { LogEntry, NotificationLogRepository, pendingChatKey } from './notification-log.repository';
import { Preferences, PreferencesRepository } from './preferences.repository';

/**
 * A channel that delivers the log's entries (webhooks, e-mail, Web Push): it writes its outbox rows in
 * the transaction that appended the entries, so a notice is in every outbox exactly when it is in the
 * log, whatever crashes. Each channel's worker then sends and retries from its own outbox.
 */
export interface NoticeSink {
  readonly name: string;
  /** `preferences` holds every user of `entries`. */
  write(sql: Sql, entries: readonly LogEntry[], preferences: ReadonlyMap<string, Preferences>): Promise<void>;
}

/**
 * The typed notification-intent API: the one way anything tells a player something. Match events reach
 * it through NoticeKeeper (inside the event's transaction); other domains call `record` inside their own
 * transaction (challenges: ChallengeNotifications; a deadline reminder), or `publish` when they have none. Each notice is
 * appended to the user's log, then handed to every sink, in the same transaction.
 */
@Injectable()
export class Notices {
  private readonly sinks: NoticeSink[] = [];

  constructor(
    private readonly log: NotificationLogRepository,
    private readonly preferences: PreferencesRepository,
    private readonly clock: Clock,
  ) {}

  /** Channels register at start-up (onModuleInit). */
  registerSink(sink: NoticeSink): void {
    this.sinks.push(sink);
  }

  /**
   * Appends `notices` in the caller's transaction `sql`, all stamped `at`. CHAT notices are coalesced: an
   * addressee with an unread CHAT notice for the match has it updated instead (no new entry, so no new
   * mail, push or webhook call) until they read the chat (`chatRead`).
   */
  async record(sql: Sql, notices: readonly Addressed[], at: Date): Promise<LogEntry[]> {
    const refreshed = await this.log.refreshPendingChat(sql, notices);
    const fresh = notices.filter(
      ({ userId, notification: n }) => !(n.kind === 'CHAT' && refreshed.has(pendingChatKey(userId, n.matchId))),
    );
    const entries = await this.log.append(sql, fresh, at);
    await this.log.markPendingChat(sql, entries);
    if (entries.length === 0 || this.sinks.length === 0) return entries;
    const prefs = await this.preferences.forUsers(sql, [...new Set(entries.map((e) => e.userId))]);
    for (const sink of this.sinks) await sink.write(sql, entries, prefs);
    return entries;
  }

  /** The user read (or wrote in) the match's chat: its next message notifies them again. */
  chatRead(userId: string, matchId: string): Promise<void> {
    return this.log.clearPendingChat(userId, matchId);
  }

  /** `record` in a transaction of its own, stamped now. */
  publish(notices: readonly Addressed[]): Promise<LogEntry[]> {
    if (notices.length === 0) return Promise.resolve([]);
    const at = this.clock.now();
    return this.log.inTransaction((sql) => this.record(sql, notices, at));
  }
}
