import { graphql } from './gql';
import type { SubscriptionHandlers } from './graphql';
import { request, subscribe } from './graphql';

/**
 * The chat, blocking and reporting operations (docs/players.md "Chat, blocking and reports"), beside
 * operations.ts; generated types come from the same codegen run (`npm run web:codegen`).
 */

graphql(`
  fragment ChatMessageFields on ChatMessage {
    matchId
    seq
    author
    seat
    text
    createdAt
  }
`);

/** One line of a chat channel, a match's or a club's: what the chat panel shows. */
export interface ChatLine {
  seq: number;
  author: string;
  text: string;
  createdAt: string;
}

/**
 * A chat channel as the chat panel uses it (docs/players.md "Chat, blocking and reports", "Club chat"): a
 * match's table talk (matchChannel) or a club's chat (clubChannel), one panel for both.
 */
export interface ChatChannel {
  /** Names the channel (and the panel's field). */
  readonly key: string;
  /** Every line after `after` the caller may read (the server leaves out blocked players'), page by page. */
  fetch(after?: number): Promise<ChatLine[]>;
  /** Every line after `after`, then each new one, once and in order. */
  watch(after: number, handlers: SubscriptionHandlers<ChatLine>): () => void;
  send(text: string): Promise<ChatLine>;
  /** The lines on screen are read (a match's CHAT notice ends); a club's chat notifies nobody. */
  markRead?(): Promise<void>;
  report(seq: number, reason: string): Promise<void>;
  /** The club's admins hide a line; null where nobody may (a match's chat). */
  hide: ((seq: number) => Promise<boolean>) | null;
}

/** The handlers of a subscription whose frames hold a line under `field`, as the panel's handlers of a line. */
function lineHandlers<F extends string>(
  field: F,
  handlers: SubscriptionHandlers<ChatLine>,
): SubscriptionHandlers<Record<F, ChatLine>> {
  return { ...handlers, next: (data) => handlers.next(data[field]) };
}

const CHAT_MESSAGES = graphql(`
  query ChatMessages($m: ID!, $a: Int!, $f: Int!) {
    chatMessages(matchId: $m, after: $a, first: $f) {
      ...ChatMessageFields
    }
  }
`);

const PAGE = 200;

/** A match's table talk as a channel. */
export function matchChannel(matchId: string): ChatChannel {
  return {
    key: `match:${matchId}`,
    fetch: (after) => fetchChat(matchId, after),
    watch: (after, handlers) => watchChat(matchId, after, lineHandlers('chatMessageAdded', handlers)),
    send: (text) => sendChat(matchId, text),
    markRead: () => markChatRead(matchId),
    report: (messageSeq, reason) => report({ matchId, messageSeq, reason }),
    hide: null,
  };
}

/** A club's chat as a channel; `admin`: the caller may hide lines. */
export function clubChannel(clubId: string, admin: boolean): ChatChannel {
  return {
    key: `club:${clubId}:${admin}`,
    fetch: (after = 0) =>
      allPages(
        after,
        async (a) => (await request(CLUB_CHAT_MESSAGES, { c: clubId, a, f: PAGE })).clubChatMessages,
        (last) => last.seq,
      ),
    watch: (after, handlers) =>
      subscribe(CLUB_CHAT_ADDED, { c: clubId, a: after }, lineHandlers('clubChatMessageAdded', handlers)),
    send: async (text) => (await request(SEND_CLUB_CHAT, { c: clubId, t: text })).sendClubChatMessage,
    report: (messageSeq, reason) => report({ clubId, messageSeq, reason }),
    hide: admin ? async (seq) => (await request(HIDE_CLUB_CHAT, { c: clubId, s: seq })).hideClubChatMessage : null,
  };
}

graphql(`
  fragment ClubChatMessageFields on ClubChatMessage {
    clubId
    seq
    author
    text
    createdAt
  }
`);

const CLUB_CHAT_MESSAGES = graphql(`
  query ClubChatMessages($c: ID!, $a: Int!, $f: Int!) {
    clubChatMessages(clubId: $c, after: $a, first: $f) {
      ...ClubChatMessageFields
    }
  }
`);

const SEND_CLUB_CHAT = graphql(`
  mutation SendClubChat($c: ID!, $t: String!) {
    sendClubChatMessage(clubId: $c, text: $t) {
      ...ClubChatMessageFields
    }
  }
`);

const CLUB_CHAT_ADDED = graphql(`
  subscription ClubChatAdded($c: ID!, $a: Int) {
    clubChatMessageAdded(clubId: $c, after: $a) {
      ...ClubChatMessageFields
    }
  }
`);

const HIDE_CLUB_CHAT = graphql(`
  mutation HideClubChat($c: ID!, $s: Int!) {
    hideClubChatMessage(clubId: $c, seq: $s)
  }
`);

/** A whole list read PAGE items at a time, each page after the last item of the one before, from `start`. */
async function allPages<T, C>(start: C, read: (cursor: C) => Promise<T[]>, cursorOf: (last: T) => C): Promise<T[]> {
  const all: T[] = [];
  for (let cursor = start; ;) {
    const page = await read(cursor);
    all.push(...page);
    if (page.length < PAGE) return all;
    cursor = cursorOf(page[page.length - 1]);
  }
}

/** Every message after `after` the caller may read (the server leaves out blocked players'), page by page. */
export function fetchChat(matchId: string, after = 0): Promise<ChatLine[]> {
  return allPages(
    after,
    async (a) => (await request(CHAT_MESSAGES, { m: matchId, a, f: PAGE })).chatMessages,
    (last) => last.seq,
  );
}

const SEND_CHAT = graphql(`
  mutation SendChat($m: ID!, $t: String!) {
    sendChatMessage(matchId: $m, text: $t) {
      ...ChatMessageFields
    }
  }
`);

export async function sendChat(matchId: string, text: string): Promise<ChatLine> {
  return (await request(SEND_CHAT, { m: matchId, t: text })).sendChatMessage;
}

const MARK_CHAT_READ = graphql(`
  mutation MarkChatRead($m: ID!) {
    markChatRead(matchId: $m)
  }
`);

/** The player has seen the match's chat: their CHAT notice for it is done, and the next message notifies again. */
export async function markChatRead(matchId: string): Promise<void> {
  await request(MARK_CHAT_READ, { m: matchId });
}

const CHAT_ADDED = graphql(`
  subscription ChatAdded($m: ID!, $a: Int) {
    chatMessageAdded(matchId: $m, after: $a) {
      ...ChatMessageFields
    }
  }
`);

/** Every message after `after`, then each new one, once and in order. */
export function watchChat(
  matchId: string,
  after: number,
  handlers: SubscriptionHandlers<{ chatMessageAdded: ChatLine }>,
): () => void {
  return subscribe(CHAT_ADDED, { m: matchId, a: after }, handlers);
}

const BLOCKED = graphql(`
  query BlockedUsers {
    blockedUsers {
      username
    }
  }
`);

export async function blockedUsers(): Promise<string[]> {
  return (await request(BLOCKED, {})).blockedUsers.map((b) => b.username);
}

const BLOCK = graphql(`
  mutation BlockUser($u: String!) {
    blockUser(username: $u) {
      username
    }
  }
`);

export async function blockUser(username: string): Promise<void> {
  await request(BLOCK, { u: username });
}

const UNBLOCK = graphql(`
  mutation UnblockUser($u: String!) {
    unblockUser(username: $u)
  }
`);

export async function unblockUser(username: string): Promise<void> {
  await request(UNBLOCK, { u: username });
}

const REPORT = graphql(`
  mutation Report($i: ReportInput!) {
    report(input: $i) {
      id
    }
  }
`);

/** Reports a message (matchId or clubId, and messageSeq) or a player (username) to the admins. */
export async function report(input: {
  username?: string;
  matchId?: string;
  clubId?: string;
  messageSeq?: number;
  reason: string;
}): Promise<void> {
  await request(REPORT, { i: input });
}

graphql(`
  fragment ReportFields on Report {
    id
    reporter
    reported
    matchId
    clubId
    messageSeq
    messageText
    reason
    status
    createdAt
  }
`);

export interface ReportEntry {
  id: string;
  reporter: string;
  reported: string;
  matchId?: string | null;
  clubId?: string | null;
  messageSeq?: number | null;
  messageText?: string | null;
  reason: string;
  status: string;
  createdAt: string;
}

const OPEN_REPORTS = graphql(`
  query OpenReports($f: Int!, $a: ID) {
    openReports(first: $f, after: $a) {
      ...ReportFields
    }
  }
`);

/** Admins only: every open report, oldest first, page by page (the server refuses anyone else, FORBIDDEN). */
export function openReports(): Promise<ReportEntry[]> {
  return allPages<ReportEntry, string | null>(
    null,
    async (a) => (await request(OPEN_REPORTS, { f: PAGE, a })).openReports,
    (last) => last.id,
  );
}

const RESOLVE_REPORT = graphql(`
  mutation ResolveReport($id: ID!, $n: String!) {
    resolveReport(id: $id, note: $n) {
      ...ReportFields
    }
  }
`);

/** Admins only: closes an open report with a note of what was done. */
export async function resolveReport(id: string, note: string): Promise<ReportEntry> {
  return (await request(RESOLVE_REPORT, { id, n: note })).resolveReport;
}
