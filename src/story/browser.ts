/**
 * The story module's browser-safe entry (the web client's `@claim/story`): entry types, catalogs and the
 * renderer. `story.ts`, which computes the entries, needs the engine's full entry and stays on the server.
 */
export * from './entries';
export * from './render';
export { STORY_EN } from './messages/en';
export type { StoryMessages } from './messages/en';
export { STORY_NL } from './messages/nl';
export { STORY_KO } from './messages/ko';
