/**
 * The engine's browser-safe entry: card, rule-set and standing helpers that need no Node API
 * (`index.ts` also exports the deal, whose SHA-256 stream needs `node:crypto`). The web client imports
 * this file (as `@claim/engine`), so the browser and the server never disagree about a card's faction,
 * value or which rule sets are valid.
 */
export type { Card, CardInfo, FactionId, HeroId, Seat } from './cards';
export {
  DEFAULT_HERO_VALUE,
  FACTIONS,
  FACTION_VALUES,
  HEROES,
  canonicalCard,
  cardInfo,
  cardValue,
  factionCards,
  factionOf,
  heroCard,
  heroOf,
  isCard,
  isFaction,
  isHero,
} from './cards';
export type { PresetName, Rules, RulesError, RulesErrorCode } from './rules';
export { MAX_HEROES_IN_DECK, PRESETS, factionCountFor, handSizeFor, parseRules } from './rules';
export type { Held, VampireContender } from './standing';
export { addHeld, compareHeld, compareVampires, emptyHeld, strongestVampireSide, uniqueBest } from './standing';
// Rule editions: a match's `edition` (GraphQL, REST, records) tells a client which readings apply.
export type { Edition, Readings } from './editions';
export { CURRENT_EDITION, EDITIONS, EDITION_BEFORE_EDITIONS, isEdition, readingsOf } from './editions';
