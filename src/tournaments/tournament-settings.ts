import { DomainError } from '../common/errors';
import { ratingRange } from '../lobbies/list-page';
import { gameOptionsFrom } from '../lobbies/lobby-rules';
import type { Rules } from '../engine';
import type { TournamentFormat, TournamentSettings } from './core/log';
import { TABLE_ROUND_ROBIN_MAX } from './core/tables';

/** A tournament as an organizer asks for it, unchecked (GraphQL input and REST body alike). */
export interface TournamentChoice {
  readonly name: string;
  readonly format: string;
  readonly preset?: string | null;
  /** Instead of a preset: the factions (R2.1), as 3–4 player tables need 7 of them. */
  readonly factions?: readonly string[] | null;
  readonly players?: number | null;
  readonly daysPerMove: number;
  readonly rated?: boolean | null;
  readonly rounds?: number | null;
  readonly double?: boolean | null;
  readonly maxEntrants: number;
  readonly withdrawAfterTimeouts?: number | null;
  readonly bestOf?: number | null;
  readonly seasons?: number | null;
  readonly divisionSize?: number | null;
  readonly promotion?: number | null;
  readonly seasonDays?: number | null;
  /** Entry rating range (docs/tournaments.md "Entry rating range"). */
  readonly minRating?: number | null;
  readonly maxRating?: number | null;
  /** Start as the last place is taken. */
  readonly startWhenFull?: boolean | null;
}

export const TOURNAMENT_LIMITS = {
  nameLength: [1, 80],
  rounds: [1, 20],
  maxEntrants: [2, 64],
  withdrawAfterTimeouts: [0, 10],
  seasons: [1, 52],
  seasonDays: [1, 365],
} as const;

const FORMATS: readonly TournamentFormat[] = ['swiss', 'round_robin', 'knockout', 'league'];
const BEST_OF = [1, 3, 5, 7];

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
  if (format === undefined) badInputThrow('format', `must be ${FORMATS.join(', ')}`);
  const players = choice.players ?? 2;
  if (!inRange(players, [2, 4])) badInputThrow('players', 'must be 2, 3 or 4');
  if (format === 'knockout' && players !== 2) badInputThrow('players', 'must be 2 in a knockout');
  if (choice.daysPerMove === null || choice.daysPerMove === undefined)
    badInputThrow('daysPerMove', 'is needed: tournament games are played by correspondence');
  const options = gameOptionsFrom({
    preset: choice.preset ?? null,
    factions: choice.factions ?? null,
    players,
    daysPerMove: choice.daysPerMove,
    rated: choice.rated,
  });
  if (!inRange(choice.maxEntrants, TOURNAMENT_LIMITS.maxEntrants)) badInputThrow('maxEntrants', 'must be 2 to 64');
  if (format === 'round_robin' && players > 2 && choice.maxEntrants > TABLE_ROUND_ROBIN_MAX)
    badInputThrow('maxEntrants', `must be at most ${TABLE_ROUND_ROBIN_MAX} in a round-robin of tables`);
  const given = (field: keyof TournamentChoice) => choice[field] !== null && choice[field] !== undefined;
  for (const field of ['bestOf'] as const)
    if (format !== 'knockout' && given(field)) badInputThrow(field, 'is for a knockout only');
  for (const field of ['seasons', 'divisionSize', 'promotion', 'seasonDays'] as const)
    if (format !== 'league' && given(field)) badInputThrow(field, 'is for a league only');
  if (format !== 'round_robin' && choice.double) badInputThrow('double', 'is for a round-robin only');
  const extra: { bestOf?: number; divisionSize?: number; promotion?: number; seasonDays?: number } = {};
  let rounds = 0;
  if (format === 'knockout') {
    const bestOf = choice.bestOf ?? 1;
    if (!BEST_OF.includes(bestOf)) badInputThrow('bestOf', 'must be 1, 3, 5 or 7');
    if (given('rounds')) badInputThrow('rounds', 'is set by the entrants in a knockout: leave it out');
    extra.bestOf = bestOf;
  } else if (format === 'league') {
    if (given('rounds')) badInputThrow('rounds', 'is not for a league: give seasons');
    if (!given('seasons') || !inRange(choice.seasons!, TOURNAMENT_LIMITS.seasons))
      badInputThrow('seasons', 'must be 1 to 52');
    rounds = choice.seasons!;
    const largest = players === 2 ? 16 : TABLE_ROUND_ROBIN_MAX / 2;
    if (!given('divisionSize') || !inRange(choice.divisionSize!, [Math.max(players + 1, 3), largest]))
      badInputThrow('divisionSize', `must be ${Math.max(players + 1, 3)} to ${largest}`);
    const promotion = choice.promotion ?? 1;
    if (!inRange(promotion, [1, Math.floor(choice.divisionSize! / 2)]))
      badInputThrow('promotion', `must be 1 to ${Math.floor(choice.divisionSize! / 2)}`);
    if (!given('seasonDays') || !inRange(choice.seasonDays!, TOURNAMENT_LIMITS.seasonDays))
      badInputThrow('seasonDays', 'must be 1 to 365');
    if (choice.maxEntrants < choice.divisionSize!) badInputThrow('maxEntrants', 'must hold at least one division');
    Object.assign(extra, { divisionSize: choice.divisionSize!, promotion, seasonDays: choice.seasonDays! });
  } else if (format === 'swiss') {
    if (choice.rounds === null || choice.rounds === undefined || !inRange(choice.rounds, TOURNAMENT_LIMITS.rounds))
      badInputThrow('rounds', 'must be 1 to 20 for a Swiss');
    rounds = choice.rounds!;
  } else if (choice.rounds !== null && choice.rounds !== undefined)
    badInputThrow('rounds', 'is set by the entrants in a round-robin: leave it out');
  // Judged as a lobby's entry range is (the same bounds and messages).
  const range = ratingRange(choice.minRating, choice.maxRating);
  const entryRating = {
    ...(range.min === null ? {} : { minRating: range.min }),
    ...(range.max === null ? {} : { maxRating: range.max }),
  };
  const withdrawAfter = choice.withdrawAfterTimeouts ?? 2;
  if (!inRange(withdrawAfter, TOURNAMENT_LIMITS.withdrawAfterTimeouts))
    badInputThrow('withdrawAfterTimeouts', 'must be 0 (never) to 10');
  return {
    rules: options.rules,
    settings: {
      name,
      format: format,
      // A faction list is logged as such; `preset` then says `custom`.
      preset: choice.factions ? 'custom' : choice.preset!,
      ...(choice.factions ? { factions: [...options.rules.factions] } : {}),
      players,
      daysPerMove: choice.daysPerMove,
      rated: options.rated,
      rounds,
      double: format === 'round_robin' && choice.double === true,
      maxEntrants: choice.maxEntrants,
      withdrawAfterTimeouts: withdrawAfter,
      // Only the fields of the format: a Swiss's settings stay exactly as they were before these formats.
      ...extra,
      ...entryRating,
      ...(choice.startWhenFull === true ? { startWhenFull: true } : {}),
    },
  };
}

function badInputThrow(field: string, message: string): never {
  throw badInput(field, message);
}
