/**
 * The story of a match (issue 16): structured, per-viewer entries computed from the engine's states
 * (`story.ts`), and their words (`render.ts`, catalogs in `messages/`). Pure: no NestJS, Prisma or I/O.
 * The web client imports only `entries`, `render` and `messages` (browser-safe); `story.ts` needs the
 * engine's full entry.
 */
export * from './entries';
export { storyOf, winReason, gameOver } from './story';
export type { StoryOptions, StorySourceEvent } from './story';
export * from './render';
export { STORY_EN } from './messages/en';
export type { StoryMessages } from './messages/en';
export { STORY_NL } from './messages/nl';
export { STORY_KO } from './messages/ko';
