import { Int } from '@nestjs/graphql';
import { CHAT_PAGE } from '../chat-rules';

/** The arguments every chat channel's operations take alike (a match's chat, a club's): one wording, one default. */
export const CHAT_ARGS = {
  /** A page's cursor. */
  after: { type: () => Int, defaultValue: 0, description: 'Messages after this seq; 0 from the first.' },
  first: { type: () => Int, defaultValue: CHAT_PAGE.default, description: `Page size, 1 to ${CHAT_PAGE.max}.` },
  /** A subscription's cursor. */
  liveAfter: { type: () => Int, nullable: true, description: 'The last seq you have; omitted: only new ones.' },
  text: { description: 'What to say.' },
} as const;
