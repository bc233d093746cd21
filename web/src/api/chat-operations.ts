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

export interface ChatLine {
  matchId: string;
  seq: number;
  author: string;
  seat: number;
  text: string;
  createdAt: string;
}

const CHAT_MESSAGES = graphql(`
  query ChatMessages($m: ID!, $a: Int!, $f: Int!) {
    chatMessages(matchId: $m, after: $a, first: $f) {
      ...ChatMessageFields
    }
  }
`);

const PAGE = 200;

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

/** Reports a message (matchId and messageSeq) or a player (username) to the admins. */
export async function report(input: {
  username?: string;
  matchId?: string;
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
