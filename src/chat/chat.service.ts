import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import { isUuid } from '../common/uuid';
import type { MatchRuntime } from '../matches/match-runtime';
import type { MatchHeader } from '../matches/match.types';
import { Caller, MatchesService, maySpectate } from '../matches/matches.service';
import { Notices } from '../notifications/notices.service';
import { BlocksService } from '../users/blocks.service';
import { ChatFeed } from './chat-feed.service';
import { chatPageSize, isSeq, mustNotBeGuest, messageText, seqCursor } from './chat-rules';
import { chatAudience, chatNotices } from './chat-notices';
import { ChatMessage, ChatRepository } from './chat.repository';

/**
 * A match's chat (docs/players.md "Chat, blocking and reports"). Its players write; who reads follows the
 * match's spectator policy (players always; any signed-in account unless the players chose `nobody`; a
 * visitor without a token where they chose `anyone`, as on the watch page);
 * nobody reads the messages of someone they blocked. The text never goes near the engine or the move log.
 * With 3 or 4 players, partners included, every message goes to the whole table: team talk would be a
 * rules question (R8), which RULES.md does not answer.
 */
@Injectable()
export class ChatService {
  constructor(
    private readonly chat: ChatRepository,
    private readonly feed: ChatFeed,
    private readonly matches: MatchesService,
    private readonly blocks: BlocksService,
    private readonly notices: Notices,
    private readonly clock: Clock,
  ) {}

  /** Writes `text` (trimmed) as the caller's seat; the players who did not block the caller hear of it (CHAT). */
  async send(caller: Caller, matchId: string, text: unknown): Promise<ChatMessage> {
    const body = messageText(text);
    mustNotBeGuest(caller);
    const header = await this.header(matchId);
    const seat = header.seats.find((s) => s.userId === caller.id);
    if (!seat)
      throw new DomainError({ code: 'FORBIDDEN' }, "Only this match's players may write in its chat; spectators read");
    const blockers = await this.blocks.blockersAmong(caller.id, chatAudience(header, caller.id));
    const at = this.clock.now();
    const message = await this.chat.inTransaction(async (sql) => {
      const message = await this.chat.append(sql, { matchId, authorId: caller.id, seat: seat.seat, text: body }, at);
      await this.notices.record(sql, chatNotices(header, message, blockers), at);
      return message;
    });
    // Who writes has read what came before.
    await this.notices.chatRead(caller.id, matchId);
    return message;
  }

  /**
   * The caller has read the match's chat (the web client says so as messages arrive on screen): their
   * CHAT notice for it, coalesced until now, is done, and the next message notifies them again.
   */
  async markRead(caller: Caller, matchId: string): Promise<void> {
    await this.assertCanRead(caller, matchId);
    await this.notices.chatRead(caller.id, matchId);
  }

  /**
   * Messages after seq `after`, oldest first, as the caller (null: a visitor) may read them; a signed-in
   * reader's CHAT notice for the match ends.
   */
  async list(caller: Caller | null, matchId: string, after: number, first: number): Promise<ChatMessage[]> {
    const cursor = seqCursor(after);
    const size = chatPageSize(first);
    await this.assertCanRead(caller, matchId);
    const page = await this.chat.page(matchId, cursor ?? 0, size, await this.hiddenFrom(caller));
    if (caller !== null) await this.notices.chatRead(caller.id, matchId);
    return page;
  }

  /** The chat live: messages after `after` first (null: only new ones), without those of blocked authors. */
  async subscribe(
    caller: Caller | null,
    matchId: string,
    after: number | null,
  ): Promise<AsyncIterableIterator<ChatMessage>> {
    const cursor = seqCursor(after);
    await this.assertCanRead(caller, matchId);
    return this.feed.subscribe(matchId, cursor, () => this.hiddenFrom(caller));
  }

  /** One message, if the caller may read it (reports name messages so). */
  async message(caller: Caller, matchId: string, seq: number): Promise<ChatMessage> {
    await this.assertCanRead(caller, matchId);
    const found = isSeq(seq) ? await this.chat.find(matchId, seq) : null;
    if (!found) throw new DomainError({ code: 'NOT_FOUND', entity: 'ChatMessage' });
    return found;
  }

  async assertCanRead(caller: Caller | null, matchId: string): Promise<void> {
    const runtime = await this.runtime(matchId);
    const header = runtime.header;
    if (!mayRead(header, caller)) {
      // A visitor is told what would help, as on the watch page: sign in, or there is nothing to see.
      if (caller === null && header.importedBy === null && header.spectators === 'signed_in')
        throw new DomainError({ code: 'UNAUTHENTICATED' }, 'Only signed-in accounts may read this chat: sign in');
      throw new DomainError({ code: 'FORBIDDEN' }, 'You do not play in this match, and it has no spectators');
    }
    // A chat names the players: a match withheld by a hidden history keeps it from everyone else.
    await this.matches.assertNotWithheld(runtime, caller);
  }

  /** A visitor has blocked nobody. */
  private async hiddenFrom(caller: Caller | null): Promise<Set<string>> {
    return caller === null ? new Set() : this.blocks.hiddenFrom(caller.id);
  }

  private async header(matchId: string): Promise<MatchHeader> {
    return (await this.runtime(matchId)).header;
  }

  private async runtime(matchId: string): Promise<MatchRuntime> {
    if (typeof matchId !== 'string' || !isUuid(matchId)) throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
    return this.matches.load(matchId);
  }
}

/**
 * Players read their chat; others as the spectator policy lets them watch, and by the same rule once the
 * match is over. A visitor without a token (`caller` null) reads only where the players chose `anyone`,
 * the matches a visitor may watch live: the chat is what that table says aloud in front of its audience
 * (issue 28). An imported record has no public audience.
 */
export function mayRead(header: MatchHeader, caller: Caller | null): boolean {
  if (caller === null) return header.importedBy === null && maySpectate(header, null);
  return header.seats.some((s) => s.userId === caller.id) || maySpectate(header, caller);
}
