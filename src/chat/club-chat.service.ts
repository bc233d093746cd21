import { Injectable } from '@nestjs/common';
import type { Caller } from '../matches/matches.service';
import { ClubsService } from '../clubs/clubs.service';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import { BlocksService } from '../users/blocks.service';
import { ClubChatFeed } from './chat-feed.service';
import { SEQ_MAX, chatPageSize, isSeq, messageText, mustNotBeGuest, seqCursor } from './chat-rules';
import type { ClubChatMessage } from './chat.types';
import { ClubChatRepository } from './club-chat.repository';

const NO_MESSAGE = (): DomainError => new DomainError({ code: 'NOT_FOUND', entity: 'ClubChatMessage' });

/**
 * A club's chat (docs/players.md "Club chat", issue 31): its members write and read, nobody else (CONFLICT
 * NOT_A_CLUB_MEMBER, as for a club-only lobby; NOT_FOUND Club for none). The rules are the match chat's
 * (chat-rules.ts): the same length limit, page and cursor, the same `chat` rate limit, a reader never sees the
 * lines of someone they blocked, and a member reports a line to the same queue (ReportsService). Unlike a
 * table's talk, its admins hide a line (logged in the club's log), and nobody is notified of a message: a club of
 * thousands would notify thousands; members read it on the club page.
 */
@Injectable()
export class ClubChatService {
  constructor(
    private readonly chat: ClubChatRepository,
    private readonly feed: ClubChatFeed,
    private readonly clubs: ClubsService,
    private readonly blocks: BlocksService,
    private readonly clock: Clock,
  ) {}

  /** Writes `text` (trimmed) in the club's chat as the caller, a member. */
  async send(caller: Caller, clubId: string, text: unknown): Promise<ClubChatMessage> {
    const body = messageText(text);
    mustNotBeGuest(caller);
    await this.clubs.requireMember(clubId, caller.id);
    return this.chat.append({ clubId, authorId: caller.id, text: body }, this.clock.now());
  }

  /** Messages after seq `after`, oldest first, without those of the authors the caller blocked or hidden ones. */
  async list(caller: Caller, clubId: string, after: number, first: number): Promise<ClubChatMessage[]> {
    const cursor = seqCursor(after) ?? 0;
    const size = chatPageSize(first);
    await this.clubs.requireMember(clubId, caller.id);
    return this.chat.page(clubId, cursor, size, await this.blocks.hiddenFrom(caller.id));
  }

  /** The chat live: messages after `after` first (null: only new ones), without those of blocked authors. */
  async subscribe(
    caller: Caller,
    clubId: string,
    after: number | null,
  ): Promise<AsyncIterableIterator<ClubChatMessage>> {
    const cursor = seqCursor(after);
    await this.clubs.requireMember(clubId, caller.id);
    const source = await this.feed.subscribe(clubId, cursor, () => this.blocks.hiddenFrom(caller.id));
    return whileMember(source, () => this.isMember(clubId, caller.id));
  }

  /** Whether the player is (still) a member: false too once the club is deleted. */
  private async isMember(clubId: string, userId: string): Promise<boolean> {
    return (await this.clubs.roleOf(clubId, userId).catch(() => null)) !== null;
  }

  /** One message, if the caller, a member, may read it (reports name messages so). */
  async message(caller: Caller, clubId: string, seq: number): Promise<ClubChatMessage> {
    await this.clubs.requireMember(clubId, caller.id);
    const found = isSeq(seq) ? await this.chat.find(clubId, seq) : null;
    if (!found) throw NO_MESSAGE();
    return found;
  }

  /**
   * Hides a message (the club's admins, the owner included; FORBIDDEN for others): nobody reads it again, and the
   * club's log says who hid whose line. True if it was hidden now, false if it was hidden already.
   */
  async hide(caller: Caller, clubId: string, seq: number): Promise<boolean> {
    if (!isSeq(seq))
      throw new DomainError({
        code: 'BAD_USER_INPUT',
        fields: { seq: [`must be a seq: an integer, 1 to ${SEQ_MAX}`] },
      });
    return this.clubs.moderateChat(caller, clubId, async (sql, at) => {
      const outcome = await this.chat.hide(sql, clubId, seq, caller.id, at);
      if (outcome === null) throw NO_MESSAGE();
      return outcome.kind === 'hidden' ? { value: true, authorId: outcome.authorId } : { value: false, authorId: null };
    });
  }
}

/**
 * `source` for as long as its reader is a member: a member who leaves, is removed, or whose club is deleted reads
 * nothing more on a subscription opened before; the stream ends at the next message instead (asked before each
 * one, as a credential is: StreamCredentials).
 */
function whileMember<M>(source: AsyncIterableIterator<M>, isMember: () => Promise<boolean>): AsyncIterableIterator<M> {
  const iterator: AsyncIterableIterator<M> = {
    next: async () => {
      const next = await source.next();
      if (next.done || (await isMember())) return next;
      await source.return?.();
      return { done: true, value: undefined };
    },
    return: async () => {
      await source.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
