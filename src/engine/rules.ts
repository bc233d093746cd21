import type { FactionId, HeroId } from './cards';
import { FACTIONS, HEROES } from './cards';
import type { Result } from './result';
import { err, ok } from './result';

/** A validated rule set (R2). Only `parseRules` makes one; inside the engine it is trusted. */
export interface Rules {
  readonly players: number;
  readonly factions: readonly FactionId[];
  readonly heroes: readonly HeroId[];
  readonly heroValues: Readonly<Partial<Record<HeroId, number>>>;
}

export const PRESETS = {
  claim: ['goblins', 'knights', 'undead', 'dwarves', 'doppelgangers'],
  claim2: ['gnomes', 'giants', 'dragons', 'trolls', 'seers'],
} as const satisfies Record<string, readonly FactionId[]>;
export type PresetName = keyof typeof PRESETS;

const PAIRS: readonly (readonly [FactionId, FactionId])[] = [
  ['goblins', 'knights'],
  ['gnomes', 'giants'],
];
const PAIR_FACTIONS = new Set<FactionId>(PAIRS.flat());
export const MAX_HEROES_IN_DECK = 5;

export type RulesErrorCode =
  | 'BAD_PLAYERS'
  | 'UNKNOWN_FACTION'
  | 'DUPLICATE_FACTION'
  | 'NEEDS_ONE_PAIR'
  | 'BOTH_PAIRS'
  | 'WRONG_FACTION_COUNT'
  | 'UNKNOWN_HERO'
  | 'DUPLICATE_HERO'
  | 'BAD_HERO_VALUE';

export interface RulesError {
  readonly code: RulesErrorCode;
  /** The RULES.md section that the input breaks, e.g. `R2.1`. */
  readonly rule: string;
  readonly message: string;
}

const fail = (code: RulesErrorCode, rule: string, message: string) => err<RulesError>({ code, rule, message });

/** Factions a game of this many players needs: the pair plus 3 others (2 players) or 5 (3–4). */
export function factionCountFor(players: number): number {
  return players === 2 ? 5 : 7;
}

/** Cards dealt to each player (R2.4, R8.1). */
export function handSizeFor(players: number): number {
  return players === 2 ? 13 : players === 3 ? 12 : 9;
}

/** Validates untrusted input (API, records, CLI) into trusted Rules, naming the rule it breaks. */
export function parseRules(input: unknown): Result<Rules, RulesError> {
  if (typeof input !== 'object' || input === null)
    return fail('WRONG_FACTION_COUNT', 'R2.1', 'rules must be an object');
  const raw = input as Record<string, unknown>;
  const players = raw.players ?? 2;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 4) {
    return fail('BAD_PLAYERS', 'R2.1', 'players must be 2, 3 or 4');
  }
  const factionsRaw = raw.factions;
  if (!Array.isArray(factionsRaw)) return fail('WRONG_FACTION_COUNT', 'R2.1', 'factions must be a list');
  // The engine's own strings replace the input's (as cards do, R1): they are compared and used as keys
  // throughout a game, which is cheapest with the very strings the engine's tables were built from.
  const factions: FactionId[] = [];
  for (const f of factionsRaw) {
    const known = typeof f === 'string' ? (FACTIONS as readonly string[]).indexOf(f) : -1;
    if (known < 0)
      return fail('UNKNOWN_FACTION', 'R1', `unknown faction ${JSON.stringify(f)}; known: ${FACTIONS.join(', ')}`);
    if (factions.includes(FACTIONS[known])) return fail('DUPLICATE_FACTION', 'R2.1', `faction ${f} is listed twice`);
    factions.push(FACTIONS[known]);
  }
  const pairs = PAIRS.filter(([a, b]) => factions.includes(a) && factions.includes(b));
  if (pairs.length > 1)
    return fail('BOTH_PAIRS', 'R2.1', 'a game uses {goblins, knights} or {gnomes, giants}, never both');
  if (pairs.length === 0) {
    return fail(
      'NEEDS_ONE_PAIR',
      'R2.1',
      'a game needs exactly one complete pair: {goblins, knights} or {gnomes, giants}',
    );
  }
  const [pairA, pairB] = pairs[0];
  const lonePairFaction = factions.find((f) => PAIR_FACTIONS.has(f) && f !== pairA && f !== pairB);
  if (lonePairFaction) {
    return fail('BOTH_PAIRS', 'R2.1', `${lonePairFaction} belongs to the other pair and cannot join this one`);
  }
  const needed = factionCountFor(players);
  if (factions.length !== needed) {
    return fail(
      'WRONG_FACTION_COUNT',
      'R2.1',
      `${players} players need the pair plus ${needed - 2} other factions (${needed} in all), got ${factions.length}`,
    );
  }

  const heroesRaw = raw.heroes ?? [];
  if (!Array.isArray(heroesRaw)) return fail('UNKNOWN_HERO', 'R2.2', 'heroes must be a list');
  const heroes: HeroId[] = [];
  for (const h of heroesRaw as unknown[]) {
    const name = typeof h === 'string' && h.startsWith('hero:') ? h.slice(5) : h;
    const known = typeof name === 'string' ? (HEROES as readonly string[]).indexOf(name) : -1;
    if (known < 0)
      return fail('UNKNOWN_HERO', 'R2.2', `unknown hero ${JSON.stringify(h)}; known: ${HEROES.join(', ')}`);
    if (heroes.includes(HEROES[known])) return fail('DUPLICATE_HERO', 'R2.2', `hero ${String(name)} is listed twice`);
    heroes.push(HEROES[known]);
  }

  const valuesRaw = raw.heroValues ?? {};
  if (typeof valuesRaw !== 'object' || valuesRaw === null || Array.isArray(valuesRaw)) {
    return fail('BAD_HERO_VALUE', 'R1', 'heroValues must be an object of hero → value');
  }
  const heroValues: Partial<Record<HeroId, number>> = {};
  for (const [key, value] of Object.entries(valuesRaw)) {
    const name = key.startsWith('hero:') ? key.slice(5) : key;
    const known = (HEROES as readonly string[]).indexOf(name);
    if (known < 0) return fail('UNKNOWN_HERO', 'R1', `heroValues names unknown hero ${key}`);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 19) {
      return fail('BAD_HERO_VALUE', 'R1', `hero value for ${name} must be an integer from 0 to 19`);
    }
    heroValues[HEROES[known]] = value;
  }
  return ok({ players, factions, heroes, heroValues });
}

/** Rules from a preset name or a comma list of factions (CLI and lobby convenience). */
export function rulesFrom(
  factionsOrPreset: string | readonly string[],
  heroes: readonly string[] = [],
  players = 2,
  heroValues: Record<string, number> = {},
): Result<Rules, RulesError> {
  const factions =
    typeof factionsOrPreset === 'string'
      ? factionsOrPreset in PRESETS
        ? [...PRESETS[factionsOrPreset as PresetName]]
        : factionsOrPreset
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
      : [...factionsOrPreset];
  return parseRules({ players, factions, heroes, heroValues });
}
