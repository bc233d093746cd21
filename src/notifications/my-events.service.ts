import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PgListener } from '../database/pg-listener';
import { LogEntry, NOTIFICATION_LOG_CHANNEL, NotificationLogRepository } from './notification-log.repository';

/** Entries read from the log per round trip when a subscriber catches up. */
const PAGE = 200;

/** One open `myEvents` (or event stream): its cursor in the user's log and what is waiting to be taken. */
class Subscriber {
  readonly waiting: LogEntry[] = [];
  /** Set while a `next()` waits for an entry. */
  wake: (() => void) | null = null;
  closed = false;
  /** Catching up runs one at a time, so entries go out once and in order. */
  pulling: Promise<void> = Promise.resolve();

  constructor(
    readonly userId: string,
    public cursor: number,
  ) {}
}

/**
 * The user's notification log, live: a subscriber starts after the seq it names (or at the log's head)
 * and is then fed from the log itself, never from a message's payload. A NOTIFY on
 * NOTIFICATION_LOG_CHANNEL only says "user U has entries up to seq S", whichever process appended them;
 * when the LISTEN connection was lost (a database restart), every subscriber reads the log again on
 * reconnection. So a client that reconnects with its last seq gets every notice it missed, in order, once.
 */
@Injectable()
export class MyEventsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(MyEventsService.name);
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private listener: PgListener | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly log: NotificationLogRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    this.listener = new PgListener(
      this.config.databaseUrl,
      NOTIFICATION_LOG_CHANNEL,
      {
        notification: (payload) => this.onAppended(payload),
        listening: (again) => {
          if (again) for (const set of this.subscribers.values()) for (const s of set) this.pull(s);
        },
      },
      this.logger,
    );
    await this.listener.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.stop();
    this.listener = null;
  }

  /**
   * The user's notices after `after` (replayed from the log), then live; without `after`, from now on.
   * `return()` (the client unsubscribing) stops at once.
   */
  async subscribe(userId: string, after: number | null): Promise<AsyncIterableIterator<LogEntry>> {
    const subscriber = new Subscriber(userId, after ?? (await this.log.head(userId)));
    let set = this.subscribers.get(userId);
    if (!set) this.subscribers.set(userId, (set = new Set()));
    set.add(subscriber);
    // Also without `after`: an entry appended between reading the head and joining the set is read here.
    this.pull(subscriber);
    const close = (): void => {
      subscriber.closed = true;
      subscriber.wake?.();
      const current = this.subscribers.get(userId);
      current?.delete(subscriber);
      if (current?.size === 0) this.subscribers.delete(userId);
    };
    const iterator: AsyncIterableIterator<LogEntry> = {
      next: async () => {
        while (!subscriber.closed && subscriber.waiting.length === 0)
          await new Promise<void>((resolve) => (subscriber.wake = resolve));
        subscriber.wake = null;
        if (subscriber.closed) return { done: true, value: undefined };
        return { done: false, value: subscriber.waiting.shift()! };
      },
      return: async () => {
        close();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  /** The last seq given to the user (0 before the first). */
  head(userId: string): Promise<number> {
    return this.log.head(userId);
  }

  private onAppended(payload: string): void {
    const [userId, seq] = payload.split(':');
    const set = this.subscribers.get(userId);
    if (!set) return;
    for (const subscriber of set) if (subscriber.cursor < Number(seq)) this.pull(subscriber);
  }

  private pull(subscriber: Subscriber): void {
    subscriber.pulling = subscriber.pulling
      .then(async () => {
        for (;;) {
          if (subscriber.closed) return;
          const page = await this.log.read(subscriber.userId, subscriber.cursor, PAGE);
          if (page.length === 0) return;
          subscriber.cursor = page[page.length - 1].seq;
          subscriber.waiting.push(...page);
          subscriber.wake?.();
          if (page.length < PAGE) return;
        }
      })
      .catch((error: unknown) =>
        // The next NOTIFY (or reconnection) for this user reads again from the same cursor.
        this.logger.warn(
          `reading the notification log failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
  }
}
