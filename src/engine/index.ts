/**
 * The Claim rules engine: pure, deterministic, no I/O. `newGame` + `apply` form a reducer
 * (replay = moves.reduce(apply, newGame(rules, seed))); `viewFor` is the only way a player sees state.
 */
export * from './cards';
export * from './result';
export * from './rules';
export * from './state';
export * from './setup';
export * from './moves';
export { seatToPlay } from './flow';
export * from './record';
export * from './view';
export * from './random-play';
