import { DomainError } from '../common/errors';
import { gameOptionsFrom } from '../lobbies/lobby-rules';
import type { Rules } from '../engine';
import type { TournamentFormat, TournamentSettings } from './core/log';

/** A tournament as an organizer asks for it, unchecked (GraphQL input and REST body alike). */
export interface TournamentChoice {
  readonly name: string;
  readonly format: string;
  readonly preset: string;
  readonly players?: number | null;
  readonly daysPerMove: number;
  readonly rated?: boolean | null;
  readonly rounds?: number | null;
  readonly double?: boolean | null;
  readonly maxEntrants: number;
  readonly withdrawAfterTimeouts?: number | null;
}

export const TOURNAMENT_LIMITS = {
  nameLength: [1, 80],
  rounds: [1, 20],
  maxEntrants: [2, 64],
  withdrawAfterTimeouts: [0, 10],
} as const;

const FORMATS: readonly TournamentFormat[] = ['swiss', 'round_robin'];

function badInput(field: string, message: string): DomainError {
  return new DomainError({ code: 'BAD_USER_INPUT', fields: { [field]: [message] } }, `${field} ${message}`);
}

function inRange(value: number, [min, max]: readonly [number, number]): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/**
 * The one place an organizer's choice becomes trusted settings: every rejection is BAD_USER_INPUT on the
 * offending field, and nothing is stored. The rule preset and the days per move are judged as a lobby's are.
 */
export function tournamentSettingsFrom(choice: TournamentChoice): { settings: TournamentSettings; rules: Rules } {
  const name = choice.name.trim();
  if (!inRange(name.length, TOURNAMENT_LIMITS.nameLength)) badInputThrow('name', 'must be 1 to 80 characters');
  const format = FORMATS.find((f) => f === choice.format);
  if (format === undefined) badInputThrow('format', `must be ${FORMATS.join(' or ')}`);
  const players = choice.players ?? 2;
  if (players !== 2) badInputThrow('players', 'must be 2: tournaments of 3–4 player tables are not offered yet');
  if (choice.daysPerMove === null || choice.daysPerMove === undefined)
    badInputThrow('daysPerMove', 'is needed: tournament games are played by correspondence');
  const options = gameOptionsFrom({
    preset: choice.preset,
    players,
    daysPerMove: choice.daysPerMove,
    rated: choice.rated,
  });
  if (!inRange(choice.maxEntrants, TOURNAMENT_LIMITS.maxEntrants)) badInputThrow('maxEntrants', 'must be 2 to 64');
  let rounds = 0;
  if (format === 'swiss') {
    if (choice.rounds === null || choice.rounds === undefined || !inRange(choice.rounds, TOURNAMENT_LIMITS.rounds))
      badInputThrow('rounds', 'must be 1 to 20 for a Swiss');
    rounds = choice.rounds!;
    if (choice.double) badInputThrow('double', 'is for a round-robin only');
  } else if (choice.rounds !== null && choice.rounds !== undefined)
    badInputThrow('rounds', 'is set by the entrants in a round-robin: leave it out');
  const withdrawAfter = choice.withdrawAfterTimeouts ?? 2;
  if (!inRange(withdrawAfter, TOURNAMENT_LIMITS.withdrawAfterTimeouts))
    badInputThrow('withdrawAfterTimeouts', 'must be 0 (never) to 10');
  return {
    rules: options.rules,
    settings: {
      name,
      format: format,
      preset: choice.preset,
      players,
      daysPerMove: choice.daysPerMove,
      rated: options.rated,
      rounds,
      double: format === 'round_robin' && choice.double === true,
      maxEntrants: choice.maxEntrants,
      withdrawAfterTimeouts: withdrawAfter,
    },
  };
}

function badInputThrow(field: string, message: string): never {
  throw badInput(field, message);
}
