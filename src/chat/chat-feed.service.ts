import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PgListener } from '../database/pg-listener';
import { CHAT_CHANNEL, ChatMessage, ChatRepository } from './chat.repository';

/** Messages read per round trip when a reader catches up. */
const PAGE = 100;

/** What a reader must not see: the authors they blocked, asked afresh for each page (a block applies at once). */
export type HiddenAuthors = () => Promise<ReadonlySet<string>>;

class Reader {
  readonly waiting: ChatMessage[] = [];
  wake: (() => void) | null = null;
  closed = false;
  pulling: Promise<void> = Promise.resolve();

  constructor(
    readonly matchId: string,
    public cursor: number,
    readonly hidden: HiddenAuthors,
  ) {}
}

/**
 * A match's chat, live, for GraphQL's chatMessageAdded and the REST chat stream alike (one implementation):
 * a reader starts after the seq it names and is fed from the table itself, never from a NOTIFY's payload,
 * which only says "match M has messages up to seq S". After a lost LISTEN connection every reader reads
 * again, so a reader that resumes with its last seq gets every message it may see, in order, once.
 */
@Injectable()
export class ChatFeed implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ChatFeed.name);
  private readonly readers = new Map<string, Set<Reader>>();
  private listener: PgListener | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly chat: ChatRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    this.listener = new PgListener(
      this.config.databaseUrl,
      CHAT_CHANNEL,
      {
        notification: (payload) => this.onAppended(payload),
        listening: (again) => {
          if (again) for (const set of this.readers.values()) for (const r of set) this.pull(r);
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

  /** The match's messages after `after` (null: from now on), then live; `return()` stops at once. */
  async subscribe(
    matchId: string,
    after: number | null,
    hidden: HiddenAuthors,
  ): Promise<AsyncIterableIterator<ChatMessage>> {
    const reader = new Reader(matchId, after ?? (await this.chat.head(matchId)), hidden);
    let set = this.readers.get(matchId);
    if (!set) this.readers.set(matchId, (set = new Set()));
    set.add(reader);
    // Also without `after`: a message appended between reading the head and joining the set is read here.
    this.pull(reader);
    const close = (): void => {
      reader.closed = true;
      reader.wake?.();
      const current = this.readers.get(matchId);
      current?.delete(reader);
      if (current?.size === 0) this.readers.delete(matchId);
    };
    const iterator: AsyncIterableIterator<ChatMessage> = {
      next: async () => {
        while (!reader.closed && reader.waiting.length === 0)
          await new Promise<void>((resolve) => (reader.wake = resolve));
        reader.wake = null;
        if (reader.closed) return { done: true, value: undefined };
        return { done: false, value: reader.waiting.shift()! };
      },
      return: async () => {
        close();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  private onAppended(payload: string): void {
    const [matchId, seq] = payload.split(':');
    for (const reader of this.readers.get(matchId) ?? []) if (reader.cursor < Number(seq)) this.pull(reader);
  }

  private pull(reader: Reader): void {
    reader.pulling = reader.pulling
      .then(async () => {
        for (;;) {
          if (reader.closed) return;
          const head = await this.chat.head(reader.matchId);
          if (head <= reader.cursor) return;
          const page = await this.chat.page(reader.matchId, reader.cursor, PAGE, await reader.hidden());
          // Hidden messages move the cursor too: the reader has "seen" them by not being shown them.
          reader.cursor = page.length === PAGE ? page[page.length - 1].seq : head;
          reader.waiting.push(...page.filter((m) => m.seq <= reader.cursor));
          reader.wake?.();
          if (page.length < PAGE) return;
        }
      })
      .catch((error: unknown) =>
        // The next NOTIFY (or reconnection) for this match reads again from the same cursor.
        this.logger.warn(`reading a chat failed: ${error instanceof Error ? error.message : String(error)}`),
      );
  }
}
