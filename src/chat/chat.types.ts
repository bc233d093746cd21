/**
 * One line of a chat channel, whatever the channel (a match's table talk, a club's chat): what the shared rules
 * (chat-rules.ts), the live feed (chat-feed.service.ts) and blocks work on.
 */
export interface ChannelMessage {
  /** 1, 2, 3… per channel. */
  readonly seq: number;
  readonly authorId: string;
  readonly author: string;
  readonly text: string;
  readonly createdAt: Date;
}

/** One line of a match's chat. */
export interface ChatMessage extends ChannelMessage {
  readonly matchId: string;
  readonly seat: number;
}

/** One line of a club's chat (docs/players.md "Club chat"). */
export interface ClubChatMessage extends ChannelMessage {
  readonly clubId: string;
}

/** Where a channel's messages are read from: its repository (ChatRepository, ClubChatRepository). */
export interface ChannelMessages<M extends ChannelMessage> {
  /** The channel's last seq (0 for an empty chat). */
  head(channelId: string): Promise<number>;
  /** Up to `first` messages after seq `after`, oldest first, leaving out those of `hiddenAuthors`. */
  page(channelId: string, after: number, first: number, hiddenAuthors: ReadonlySet<string>): Promise<M[]>;
}
