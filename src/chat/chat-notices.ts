import type { MatchHeader } from '../matches/match.types';
import type { Addressed } from '../notifications/notification';
import type { ChatMessage } from './chat.types';

/**
 * Who hears of a chat message (CHAT): every other seated player of the match, partners and opponents
 * alike, but not bots, and not those who blocked the author. The notice names the message, never its
 * text, so nothing a player typed reaches a mail, a push or a webhook.
 */
export function chatNotices(header: MatchHeader, message: ChatMessage, blockers: ReadonlySet<string>): Addressed[] {
  return chatAudience(header, message.authorId)
    .filter((userId) => !blockers.has(userId))
    .map((userId) => ({
      userId,
      notification: {
        kind: 'CHAT',
        matchId: message.matchId,
        seat: message.seat,
        from: message.author,
        messageSeq: message.seq,
      },
    }));
}

/** The players a message may notify, before blocks: the other seated humans. */
export function chatAudience(header: MatchHeader, authorId: string): string[] {
  return header.seats.flatMap((s) => (s.userId !== null && s.userId !== authorId && !s.isBot ? [s.userId] : []));
}
