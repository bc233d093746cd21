import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { EventEmitter, on } from 'node:events';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PgListener } from '../database/pg-listener';
import { TurnsRepository } from '../correspondence/turns.repository';
import { MatchEventNotice, MatchNotifier } from '../matches/match-notifier';
import { runtimeAt } from '../matches/match-runtime';
import { MatchesService } from '../matches/matches.service';
import { Addressed, Notification, matchNotifications } from './notification';
import { USER_NOTICES_CHANNEL } from './user-notices.repository';

/**
 * `myEvents` for this process's subscribers. Match notifications are derived from MatchNotifier's
 * committed-event notices (every process hears every match), challenge notifications arrive on
 * USER_NOTICES_CHANNEL: either way a notification reaches its user whichever process they are
 * connected to, and only after its change committed.
 */
@Injectable()
export class MyEventsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(MyEventsService.name);
  /** Keyed by user id. */
  private readonly local = new EventEmitter();
  private listener: PgListener | null = null;
  private stopWatching: () => void = () => undefined;
  /** Notices are handled one at a time, so each user hears a match's events in order. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notifier: MatchNotifier,
    private readonly matches: MatchesService,
    private readonly turns: TurnsRepository,
  ) {
    this.local.setMaxListeners(0);
  }

  async onModuleInit(): Promise<void> {
    this.stopWatching = this.notifier.onAnyNotice((notice) => {
      this.queue = this.queue
        .then(() => this.fromMatchEvent(notice))
        .catch((error: unknown) =>
          this.logger.error(
            `notifications for match ${notice.matchId} failed`,
            error instanceof Error ? error.stack : String(error),
          ),
        );
    });
    // Notices lost while the connection was down stay lost: clients re-read myTurn and myChallenges (docs/correspondence.md).
    this.listener = new PgListener(
      this.config.databaseUrl,
      USER_NOTICES_CHANNEL,
      { notification: (payload) => this.fromUserNotice(payload), listening: () => undefined },
      this.logger,
    );
    await this.listener.start();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopWatching();
    await this.queue;
    await this.listener?.stop();
    this.listener = null;
  }

  /** The user's notifications from now on; `return()` (the client unsubscribing) stops at once. */
  subscribe(userId: string): AsyncIterableIterator<Notification> {
    const source = on(this.local, userId);
    return {
      next: async () => {
        const next = await source.next();
        return next.done ? { done: true, value: undefined } : { done: false, value: (next.value as [Notification])[0] };
      },
      return: async () => {
        await source.return?.();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  private listening(userId: string | null): boolean {
    return userId !== null && this.local.listenerCount(userId) > 0;
  }

  private async fromMatchEvent({ matchId, seq }: MatchEventNotice): Promise<void> {
    if (this.local.eventNames().length === 0) return;
    const runtime = await this.matches.load(matchId);
    if (seq > runtime.version || !runtime.header.seats.some((s) => this.listening(s.userId))) return;
    const after = runtimeAt(runtime, seq);
    const event = after.events[after.events.length - 1];
    let notices = matchNotifications(after, event, null);
    if (notices.some((n) => n.notification.kind === 'YOUR_TURN')) {
      // The deadline is the one stored with the event; a turn that has moved on since has another.
      const turn = (await this.turns.forMatch(matchId)).find((t) => t.version === seq);
      notices = matchNotifications(after, event, turn?.deadline ?? null);
    }
    for (const { userId, notification } of notices) if (this.listening(userId)) this.local.emit(userId, notification);
  }

  private fromUserNotice(payload: string): void {
    try {
      const { userId, notification } = JSON.parse(payload) as Addressed;
      if (typeof userId === 'string' && typeof notification?.kind === 'string') this.local.emit(userId, notification);
    } catch {
      this.logger.warn('ignored a malformed user notice');
    }
  }
}
