/**
 * The computer player (issue 17): determinized Monte-Carlo search over the pure engine, at three
 * levels, fed only what one seat sees (docs/bots.md). Pure: no I/O, no clock but the optional time cap.
 */
export type { SeatHistory } from './history';
export type { BotDecision, BotInput } from './bot';
export { chooseMove, chooseMoveAsync, think } from './bot';
export type { BotLevel, LevelConfig } from './levels';
export { BOT_LEVELS, LEVELS } from './levels';
export type { Budget, CandidateStats } from './search';
export type { BaselineInput } from './baselines';
export { greedyMove, randomMove } from './baselines';
export { BotRandom } from './rng';
export { TableLog, seatHistory } from './table';
