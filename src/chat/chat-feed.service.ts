import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { FeedReader, NotifiedFeed } from '../database/notified-feed';
import { CHAT_CHANNEL, ChatMessage, ChatRepository } from './chat.repository';

/** Messages read per round trip when a reader catches up. */
const PAGE = 100;

/** What a reader must not see: the authors they blocked, asked afresh for each page (a block applies at once). */
export type HiddenAuthors = () => Promise<ReadonlySet<string>>;

class ChatReader extends FeedReader<ChatMessage> {
  readonly waiting: ChatMessage[] = [];

  constructor(
    matchId: string,
    cursor: number,
    readonly hidden: HiddenAuthors,
  ) {
    super(matchId, cursor);
  }

  take(): ChatMessage | undefined {
    return this.waiting.shift();
  }
}

/**
 * A match's chat, live, for GraphQL's chatMessageAdded and the REST chat stream alike (one implementation):
 * a reader starts after the seq it names and is fed from the table itself (NotifiedFeed: a NOTIFY only says
 * "match M has messages up to seq S"), so a reader that resumes with its last seq gets every message it may
 * see, in order, once.
 */
@Injectable()
export class ChatFeed extends NotifiedFeed<ChatMessage, ChatReader> implements OnModuleInit, OnModuleDestroy {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly chat: ChatRepository,
  ) {
    super(config.databaseUrl, CHAT_CHANNEL, new Logger(ChatFeed.name), 'a chat');
  }

  /** The match's messages after `after` (null: from now on), then live; `return()` stops at once. */
  async subscribe(
    matchId: string,
    after: number | null,
    hidden: HiddenAuthors,
  ): Promise<AsyncIterableIterator<ChatMessage>> {
    // Also without `after`: a message appended between reading the head and following is read (follow).
    return this.follow(new ChatReader(matchId, after ?? (await this.chat.head(matchId)), hidden));
  }

  protected async read(reader: ChatReader): Promise<void> {
    for (;;) {
      if (reader.closed) return;
      const head = await this.chat.head(reader.key);
      if (head <= reader.cursor) return;
      const page = await this.chat.page(reader.key, reader.cursor, PAGE, await reader.hidden());
      // Hidden messages move the cursor too: the reader has "seen" them by not being shown them.
      reader.cursor = page.length === PAGE ? page[page.length - 1].seq : head;
      reader.waiting.push(...page.filter((m) => m.seq <= reader.cursor));
      reader.wake?.();
      if (page.length < PAGE) return;
    }
  }
}
