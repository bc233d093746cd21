import { FACTIONS, HEROES } from '../../src/engine';

/**
 * Any card identity, however written: a faction or hero name as a word (`goblins:3`, "Goblins 3",
 * `lich-king`). Notices name no card at all, so a channel's output must never match, whatever the
 * recipient may or may not see (R9).
 */
export const CARD_PATTERN = new RegExp(`\\b(${[...FACTIONS, ...HEROES].join('|')})\\b`, 'i');
