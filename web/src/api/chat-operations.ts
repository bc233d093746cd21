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

/** Every message after `after` the caller may read (the server leaves out blocked players'), page by page. */
export async function fetchChat(matchId: string, after = 0): Promise<ChatLine[]> {
  const all: ChatLine[] = [];
  for (let cursor = after; ;) {
    const page = (await request(CHAT_MESSAGES, { m: matchId, a: cursor, f: PAGE })).chatMessages;
    all.push(...page);
    if (page.length < PAGE) return all;
    cursor = page[page.length - 1].seq;
  }
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
