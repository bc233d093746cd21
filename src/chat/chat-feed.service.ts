import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { FeedReader, NotifiedFeed } from '../database/notified-feed';
import { CHAT_CHANNEL, ChatRepository } from './chat.repository';
import type { ChannelMessage, ChannelMessages, ChatMessage, ClubChatMessage } from './chat.types';
import { CLUB_CHAT_CHANNEL, ClubChatRepository } from './club-chat.repository';

/** Messages read per round trip when a reader catches up. */
const PAGE = 100;

/** What a reader must not see: the authors they blocked, asked afresh for each page (a block applies at once). */
export type HiddenAuthors = () => Promise<ReadonlySet<string>>;

class ChannelReader<M extends ChannelMessage> extends FeedReader<M> {
  readonly waiting: M[] = [];

  constructor(
    channelId: string,
    cursor: number,
    readonly hidden: HiddenAuthors,
  ) {
    super(channelId, cursor);
  }

  take(): M | undefined {
    return this.waiting.shift();
  }
}

/**
 * A chat channel, live, for GraphQL's subscriptions and the REST chat streams alike (one implementation for a
 * match's chat and a club's): a reader starts after the seq it names and is fed from the table itself
 * (NotifiedFeed: a NOTIFY only says "channel C has messages up to seq S"), so a reader that resumes with its last
 * seq gets every message it may see, in order, once. Each kind of channel is one provider below, on its own
 * NOTIFY channel: the keys of both are uuids, which one listener could not tell apart.
 */
abstract class ChannelFeed<M extends ChannelMessage>
  extends NotifiedFeed<M, ChannelReader<M>>
  implements OnModuleInit, OnModuleDestroy
{
  protected constructor(
    databaseUrl: string,
    notifyChannel: string,
    private readonly messages: ChannelMessages<M>,
    name: string,
    what: string,
  ) {
    super(databaseUrl, notifyChannel, new Logger(name), what);
  }

  /** The channel's messages after `after` (null: from now on), then live; `return()` stops at once. */
  async subscribe(channelId: string, after: number | null, hidden: HiddenAuthors): Promise<AsyncIterableIterator<M>> {
    // Also without `after`: a message appended between reading the head and following is read (follow).
    return this.follow(new ChannelReader<M>(channelId, after ?? (await this.messages.head(channelId)), hidden));
  }

  protected async read(reader: ChannelReader<M>): Promise<void> {
    for (;;) {
      if (reader.closed) return;
      const head = await this.messages.head(reader.key);
      if (head <= reader.cursor) return;
      const page = await this.messages.page(reader.key, reader.cursor, PAGE, await reader.hidden());
      // Hidden messages move the cursor too: the reader has "seen" them by not being shown them.
      reader.cursor = page.length === PAGE ? page[page.length - 1].seq : head;
      reader.waiting.push(...page.filter((m) => m.seq <= reader.cursor));
      reader.wake?.();
      if (page.length < PAGE) return;
    }
  }
}

/** A match's chat, live (chatMessageAdded, GET /api/matches/{id}/chat/stream). */
@Injectable()
export class ChatFeed extends ChannelFeed<ChatMessage> {
  constructor(@Inject(APP_CONFIG) config: AppConfig, chat: ChatRepository) {
    super(config.databaseUrl, CHAT_CHANNEL, chat, ChatFeed.name, 'a chat');
  }
}

/** A club's chat, live (clubChatMessageAdded, GET /api/clubs/{id}/chat/stream). */
@Injectable()
export class ClubChatFeed extends ChannelFeed<ClubChatMessage> {
  constructor(@Inject(APP_CONFIG) config: AppConfig, chat: ClubChatRepository) {
    super(config.databaseUrl, CLUB_CHAT_CHANNEL, chat, ClubChatFeed.name, 'a club chat');
  }
}
