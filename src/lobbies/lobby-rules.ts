import { DomainError } from '../common/errors';
import { invalidRuleSet as invalid, rulesRejected } from '../common/engine-errors';
import type { PresetName } from '../engine';
import { PRESETS, factionCountFor, isContribution, parseRules, rulesFrom } from '../engine';
import type { TimeBank, TimeControl } from '../matches/match.types';
import type { GameOptions } from './lobby.types';
import type { SpectatorPolicy } from '../matches/match.types';
import { SPECTATOR_POLICIES } from '../matches/match.types';
import { ratingRange } from './list-page';
import { minReputationFrom } from '../reputation/reputation.service';
import { isUuid } from '../common/uuid';

/**
 * An entry rating range belongs to a lobby, which anyone may join; a challenge names its opponent and a game
 * against the computer has none to keep out: BAD_USER_INPUT rather than a range silently dropped.
 */
export function refuseEntryRating(options: GameOptions, what: string): void {
  if (options.friendsOnly)
    throw new DomainError(
      { code: 'BAD_USER_INPUT', fields: { friendsOnly: [`friends-only is for lobbies, not ${what}`] } },
      `Friends-only is for lobbies, not ${what}`,
    );
  if (options.clubId !== null)
    throw new DomainError(
      { code: 'BAD_USER_INPUT', fields: { clubId: [`a club-only game is a lobby, not ${what}`] } },
      `A club-only game is a lobby, not ${what}`,
    );
  if (options.minReputation !== null)
    throw new DomainError(
      { code: 'BAD_USER_INPUT', fields: { minReputation: [`a minimum reputation is for lobbies, not ${what}`] } },
      `A minimum reputation is for lobbies, not ${what}`,
    );
  if (options.entryRating.min === null && options.entryRating.max === null) return;
  const field = options.entryRating.min !== null ? 'minRating' : 'maxRating';
  throw new DomainError(
    { code: 'BAD_USER_INPUT', fields: { [field]: [`an entry rating range is for lobbies, not ${what}`] } },
    `An entry rating range is for lobbies, not ${what}`,
  );
}

/** A rule set as a client chooses it: a preset name or a faction list, plus heroes and the number of players. */
export interface RuleSetChoice {
  readonly preset?: string | null;
  readonly factions?: readonly string[] | null;
  readonly heroes?: readonly string[] | null;
  readonly heroValues?: readonly { readonly hero: string; readonly value: number }[] | null;
  readonly players?: number | null;
  readonly daysPerMove?: number | null;
  readonly timeBank?: TimeBank | null;
  /** Only an opponent's claim ends the match on time, never the sweep. */
  readonly noAutoTimeout?: boolean | null;
  /** Vacations do not pause this match's clocks. */
  readonly noVacation?: boolean | null;
  readonly rated?: boolean | null;
  readonly spectators?: string | null;
  /** A lobby's entry rating range (lobbies only). */
  readonly minRating?: number | null;
  readonly maxRating?: number | null;
  /** The creator's entropy contribution (lobbies and challenges), 64 lowercase hex digits. */
  readonly entropy?: string | null;
  /** Only the owner's friends see the lobby and may join (lobbies only). */
  readonly friendsOnly?: boolean | null;
  /** A lobby's minimum finished share, whole percent (lobbies only). */
  readonly minReputation?: number | null;
  /** Only members of this club see the lobby and may join (lobbies only). */
  readonly clubId?: string | null;
}

/**
 * The one place a client's choice becomes trusted Rules (R2) and time control: the engine decides what is valid, and
 * every rejection is BAD_USER_INPUT on the offending field with the broken rule's section in the message.
 */
export function gameOptionsFrom(choice: RuleSetChoice): GameOptions {
  const players = choice.players ?? 2;
  const heroes = choice.heroes ?? [];
  const heroValues = heroValueRecord(choice.heroValues ?? []);
  const hasFactions = choice.factions !== undefined && choice.factions !== null;
  const preset = choice.preset ?? null;
  if (preset !== null && hasFactions) throw invalid('preset', 'R2.1', 'give a preset or a list of factions, not both');
  if (preset === null && !hasFactions)
    throw invalid('preset', 'R2.1', `give a preset (${presetNames()}) or a list of factions`);

  if (preset !== null) {
    if (!isPreset(preset))
      throw invalid('preset', 'R2.1', `unknown preset ${JSON.stringify(preset)}; known: ${presetNames()}`);
    if (players === 3 || players === 4) {
      // Said here rather than left to the engine's generic faction count, because a preset hides the count.
      throw invalid(
        'players',
        'R8.1',
        `${players} players need ${factionCountFor(players)} factions (the pair plus ${factionCountFor(players) - 2} others); ` +
          `the presets ${presetNames()} have ${PRESETS[preset].length}, so they are for 2 players only: list ${factionCountFor(players)} factions instead`,
      );
    }
  }
  const parsed =
    preset !== null
      ? rulesFrom(preset, heroes, players, heroValues)
      : parseRules({ players, factions: choice.factions, heroes, heroValues });
  if (!parsed.ok) throw rulesRejected(parsed.error);
  const timeControl = timeControlFrom(choice);
  return {
    rules: parsed.value,
    daysPerMove: timeControl?.daysPerMove ?? null,
    timeControl,
    rated: choice.rated ?? false,
    spectators: spectatorsFrom(choice.spectators ?? null),
    entryRating: ratingRange(choice.minRating, choice.maxRating),
    entropy: contributionFrom(choice.entropy ?? null),
    friendsOnly: choice.friendsOnly ?? false,
    minReputation: minReputationFrom(choice.minReputation),
    clubId: clubIdFrom(choice),
  };
}

/**
 * A lobby's club as sent: a club id, or none. A lobby is for the owner's friends or for a club, not both: the
 * two would leave a joiner guessing which of them keeps them out. Whether the club exists and the caller is a
 * member is the lobby service's (it asks the clubs).
 */
function clubIdFrom(choice: RuleSetChoice): string | null {
  const clubId = choice.clubId ?? null;
  if (clubId === null) return null;
  if (!isUuid(clubId)) throw badInput('clubId', 'must be the id of a club you belong to');
  if (choice.friendsOnly) throw badInput('clubId', 'a lobby is for your friends or for a club, not both');
  return clubId;
}

/**
 * A seat's entropy contribution as sent (docs/auditing.md "A deal no one can choose"): 64 lowercase hex
 * digits, or none. Anything else is BAD_USER_INPUT on `entropy`, before anything is written.
 */
export function contributionFrom(entropy: string | null): string | null {
  if (entropy === null || isContribution(entropy)) return entropy;
  throw badInput('entropy', 'must be 32 random bytes as 64 lowercase hex digits');
}

/**
 * The computer's seat is the server's own: a contribution sent in the request that also draws the server
 * seed would let a dishonest server pick its seed after seeing it, so it would promise what it cannot keep.
 */
export function refuseEntropy(options: GameOptions, what: string): void {
  if (options.entropy === null) return;
  throw badInput('entropy', `is for lobbies and challenges, not ${what}`);
}

export const TIME_BANK_LIMITS = { initialDays: [1, 60], incrementDays: [0, 14], maxDays: [1, 90] } as const;

function badInput(field: string, message: string): DomainError {
  return new DomainError({ code: 'BAD_USER_INPUT', fields: { [field]: [message] } }, `${field} ${message}`);
}

/** Days per move or a time bank (not both), and the switches that need one of them (also a rematch's own choice). */
export function timeControlFrom(choice: RuleSetChoice): TimeControl | null {
  const days = daysPerMoveFrom(choice.daysPerMove ?? null);
  const bank = choice.timeBank ?? null;
  if (days !== null && bank !== null) throw badInput('timeBank', 'is instead of daysPerMove: give one of them');
  if (bank !== null) {
    for (const [field, [min, max]] of Object.entries(TIME_BANK_LIMITS)) {
      const value = bank[field as keyof TimeBank];
      if (!Number.isInteger(value) || value < min || value > max)
        throw badInput(`timeBank.${field}`, `must be a whole number of days, ${min} to ${max}`);
    }
    if (bank.maxDays < bank.initialDays) throw badInput('timeBank.maxDays', 'must be at least initialDays');
  }
  const flags = {
    ...(choice.noAutoTimeout ? { noAutoTimeout: true } : {}),
    ...(choice.noVacation ? { noVacation: true } : {}),
  };
  if (days === null && bank === null) {
    if (Object.keys(flags).length > 0)
      throw badInput(
        choice.noAutoTimeout ? 'noAutoTimeout' : 'noVacation',
        'needs a time control (daysPerMove or timeBank)',
      );
    return null;
  }
  const base: TimeControl =
    bank !== null
      ? { bank: { initialDays: bank.initialDays, incrementDays: bank.incrementDays, maxDays: bank.maxDays } }
      : { daysPerMove: days! };
  return { ...base, ...flags };
}

function spectatorsFrom(policy: string | null): SpectatorPolicy {
  if (policy === null) return 'anyone';
  const known = SPECTATOR_POLICIES.find((p) => p === policy);
  if (known === undefined)
    throw new DomainError({
      code: 'BAD_USER_INPUT',
      fields: { spectators: [`must be ${SPECTATOR_POLICIES.join(', ')}`] },
    });
  return known;
}

export const MIN_DAYS_PER_MOVE = 1;
export const MAX_DAYS_PER_MOVE = 14;

function daysPerMoveFrom(days: number | null): number | null {
  if (days === null) return null;
  if (!Number.isInteger(days) || days < MIN_DAYS_PER_MOVE || days > MAX_DAYS_PER_MOVE) {
    throw new DomainError(
      {
        code: 'BAD_USER_INPUT',
        fields: { daysPerMove: [`must be ${MIN_DAYS_PER_MOVE} to ${MAX_DAYS_PER_MOVE}, or null for no time control`] },
      },
      `daysPerMove must be ${MIN_DAYS_PER_MOVE} to ${MAX_DAYS_PER_MOVE}, or null for no time control`,
    );
  }
  return days;
}

function heroValueRecord(values: readonly { readonly hero: string; readonly value: number }[]): Record<string, number> {
  const record: Record<string, number> = {};
  for (const { hero, value } of values) {
    const name = hero.startsWith('hero:') ? hero.slice(5) : hero;
    if (name in record) throw invalid('heroValues', 'R1', `hero ${name} is given two values`);
    record[name] = value;
  }
  return record;
}

function isPreset(name: string): name is PresetName {
  return Object.prototype.hasOwnProperty.call(PRESETS, name);
}

function presetNames(): string {
  return Object.keys(PRESETS).join(', ');
}
