/**
 * The Claim rules engine: pure, deterministic, no I/O. `newGame` + `apply` form a reducer
 * (replay = moves.reduce(apply, newGame(rules, seed))); `viewFor` is the only way a player sees state.
 */
// cards.ts also holds the engine's own card ids (cardIndex…), which are not API: hence the list.
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
export * from './result';
export * from './rules';
export * from './state';
export * from './setup';
// moves.ts also holds readMove, parseMove's form for records, which is not API.
export type { Move, MoveError, MoveErrorCode } from './moves';
export { apply, applyAllInPlace, legalMoves, moveKind, parseMove } from './moves';
export type { Due } from './flow';
export { dueNow, seatToAct, seatToPlay } from './flow';
export * from './editions';
export * from './record';
export type { Entropy } from './entropy';
export { deriveSeed, isContribution } from './entropy';
export * from './view';
export * from './random-play';
