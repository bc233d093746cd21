import { DomainError } from '../common/errors';
import { ratingRange } from '../lobbies/list-page';
import { isUuid } from '../common/uuid';
import { gameOptionsFrom } from '../lobbies/lobby-rules';
import type { Rules } from '../engine';
import type { TimeBank } from '../matches/match.types';
import type { GameOptions } from '../lobbies/lobby.types';
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
  /** Days per move, or instead a time bank (judged by lobby-rules.ts timeControlFrom, as a lobby's). */
  readonly daysPerMove?: number | null;
  readonly timeBank?: TimeBank | null;
  readonly noVacation?: boolean | null;
  /** Heroes and hero values (judged by gameOptionsFrom, as a lobby's). */
  readonly heroes?: readonly string[] | null;
  readonly heroValues?: readonly { readonly hero: string; readonly value: number }[] | null;
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
  /** Entry needs this finished share of correspondence games, whole percent (as a lobby's minReputation). */
  readonly minReputation?: number | null;
  /** Entry by invitation: the usernames of the only players who may enter. */
  readonly invited?: readonly string[] | null;
  /** Entry limited to the members of this club (its owner or an admin creates it). */
  readonly clubId?: string | null;
  /** Registration window and scheduled start (docs/tournaments.md "Registration window and scheduled start"). */
  readonly registrationOpensAt?: Date | string | null;
  readonly registrationClosesAt?: Date | string | null;
  readonly startsAt?: Date | string | null;
}

/** What the service looked up for a choice: the invited players, by the usernames given (same order). */
export interface ResolvedChoice {
  readonly invited?: readonly { readonly userId: string; readonly username: string }[];
}

export const TOURNAMENT_LIMITS = {
  nameLength: [1, 80],
  rounds: [1, 20],
  maxEntrants: [2, 64],
  withdrawAfterTimeouts: [0, 10],
  seasons: [1, 52],
  seasonDays: [1, 365],
  invited: [1, 64],
  /** How far ahead a registration window or a scheduled start may lie. */
  scheduleDays: [0, 365],
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
export function tournamentSettingsFrom(
  choice: TournamentChoice,
  now: Date = new Date(),
  resolved: ResolvedChoice = {},
): { settings: TournamentSettings; rules: Rules } {
  const name = choice.name.trim();
  if (!inRange(name.length, TOURNAMENT_LIMITS.nameLength)) badInputThrow('name', 'must be 1 to 80 characters');
  const format = FORMATS.find((f) => f === choice.format);
  if (format === undefined) badInputThrow('format', `must be ${FORMATS.join(', ')}`);
  const players = choice.players ?? 2;
  if (!inRange(players, [2, 4])) badInputThrow('players', 'must be 2, 3 or 4');
  if (format === 'knockout' && players !== 2) badInputThrow('players', 'must be 2 in a knockout');
  const hasBank = choice.timeBank !== null && choice.timeBank !== undefined;
  if ((choice.daysPerMove === null || choice.daysPerMove === undefined) && !hasBank)
    badInputThrow('daysPerMove', 'is needed (or a timeBank): tournament games are played by correspondence');
  // The rules, heroes and time control are judged exactly as a lobby's (the same fields and messages).
  const options = gameOptionsFrom({
    preset: choice.preset ?? null,
    factions: choice.factions ?? null,
    heroes: choice.heroes ?? null,
    heroValues: choice.heroValues ?? null,
    players,
    daysPerMove: choice.daysPerMove ?? null,
    timeBank: choice.timeBank ?? null,
    noVacation: choice.noVacation ?? null,
    rated: choice.rated,
    minReputation: choice.minReputation ?? null,
  });
  const control = options.timeControl!;
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
  const entry = entryLimitsFrom(choice, resolved);
  const schedule = scheduleFrom(choice, now);
  const heroValues = Object.entries(options.rules.heroValues).map(([hero, value]) => ({ hero, value: value }));
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
      // Only the fields chosen: a tournament without them logs its settings exactly as before they existed.
      ...(control.bank ? { timeBank: control.bank } : { daysPerMove: control.daysPerMove! }),
      ...(control.noVacation ? { noVacation: true } : {}),
      ...(options.rules.heroes.length > 0 ? { heroes: [...options.rules.heroes] } : {}),
      ...(heroValues.length > 0 ? { heroValues } : {}),
      rated: options.rated,
      rounds,
      double: format === 'round_robin' && choice.double === true,
      maxEntrants: choice.maxEntrants,
      withdrawAfterTimeouts: withdrawAfter,
      // Only the fields of the format: a Swiss's settings stay exactly as they were before these formats.
      ...extra,
      ...entryRating,
      ...(choice.startWhenFull === true ? { startWhenFull: true } : {}),
      ...(options.minReputation === null ? {} : { minReputation: options.minReputation }),
      ...entry,
      ...schedule,
    },
  };
}

/** The invitation list (as resolved by the service) or the club; not both. */
function entryLimitsFrom(
  choice: TournamentChoice,
  resolved: ResolvedChoice,
): Pick<TournamentSettings, 'invited' | 'clubId'> {
  const names = choice.invited ?? null;
  const club = choice.clubId ?? null;
  if (names !== null && club !== null) badInputThrow('invited', 'give an invitation list or a club, not both');
  if (club !== null) {
    if (!isUuid(club)) badInputThrow('clubId', 'must be a club id');
    return { clubId: club };
  }
  if (names === null) return {};
  if (!inRange(names.length, TOURNAMENT_LIMITS.invited)) badInputThrow('invited', 'must name 1 to 64 players');
  const keys = names.map((n) => n.trim().toLowerCase());
  if (keys.some((k) => k === '')) badInputThrow('invited', 'must name players');
  if (new Set(keys).size !== keys.length) badInputThrow('invited', 'must name each player once');
  if (resolved.invited === undefined || resolved.invited.length !== names.length)
    badInputThrow('invited', 'could not be looked up');
  return { invited: resolved.invited.map((u) => ({ userId: u.userId, username: u.username })) };
}

/**
 * The registration window and the scheduled start, as ISO instants: each in the future (an opening may have
 * passed: registration is then open at once), at most a year ahead, in order opens < closes ≤ starts.
 */
function scheduleFrom(
  choice: TournamentChoice,
  now: Date,
): Pick<TournamentSettings, 'registrationOpensAt' | 'registrationClosesAt' | 'startsAt'> {
  const latest = now.getTime() + TOURNAMENT_LIMITS.scheduleDays[1] * 86_400_000;
  const instant = (field: 'registrationOpensAt' | 'registrationClosesAt' | 'startsAt'): Date | null => {
    const value = choice[field];
    if (value === null || value === undefined) return null;
    const at = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(at.getTime())) badInputThrow(field, 'must be a date and time (ISO 8601)');
    if (at.getTime() > latest) badInputThrow(field, 'must be within a year');
    if (field !== 'registrationOpensAt' && at.getTime() <= now.getTime()) badInputThrow(field, 'must be in the future');
    return at;
  };
  const opens = instant('registrationOpensAt');
  const closes = instant('registrationClosesAt');
  const starts = instant('startsAt');
  if (opens !== null && closes !== null && opens >= closes)
    badInputThrow('registrationClosesAt', 'must be after registrationOpensAt');
  if (opens !== null && starts !== null && opens >= starts)
    badInputThrow('startsAt', 'must be after registrationOpensAt');
  if (closes !== null && starts !== null && closes > starts)
    badInputThrow('registrationClosesAt', 'must not be after startsAt');
  return {
    ...(opens === null ? {} : { registrationOpensAt: opens.toISOString() }),
    ...(closes === null ? {} : { registrationClosesAt: closes.toISOString() }),
    ...(starts === null ? {} : { startsAt: starts.toISOString() }),
  };
}

/** The rules and time control of a tournament's matches, from its logged settings (judged as a lobby's). */
export function tournamentGameOptions(settings: TournamentSettings): GameOptions {
  return gameOptionsFrom({
    preset: settings.factions ? null : settings.preset,
    factions: settings.factions ?? null,
    heroes: settings.heroes ?? null,
    heroValues: settings.heroValues ?? null,
    players: settings.players,
    daysPerMove: settings.daysPerMove ?? null,
    timeBank: settings.timeBank ?? null,
    noVacation: settings.noVacation ?? null,
  });
}

function badInputThrow(field: string, message: string): never {
  throw badInput(field, message);
}
