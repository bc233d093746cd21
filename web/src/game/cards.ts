/**
 * Cards in RULES.md R1 notation, for display: `goblins:3` is the Goblin 3, `hero:lich-king` the
 * Lich King. Pure functions, no DOM, so tests can import them.
 */

import {
  DEFAULT_HERO_VALUE,
  HEROES,
  PRESETS,
  cardInfo,
  parseRules,
  cardValue as engineCardValue,
  type HeroId,
} from '@claim/engine';

// The card data, the values and the R2.1 check are the engine's own (its browser-safe entry), so the
// browser and the server can never disagree about a card or about which rule sets are valid.
export { FACTIONS, HEROES, PRESETS, factionCountFor } from '@claim/engine';

/** What each faction does, in a line (R5), for tooltips and the lobby form. */
export const FACTION_POWERS: Record<string, string> = {
  goblins: 'No power.',
  knights: 'Beat any Goblin when Goblins are led.',
  undead: 'Phase one: Undead played go to the trick winner’s score pile.',
  dwarves: 'Phase two: Dwarves played go to the loser’s score pile.',
  doppelgangers: 'May always follow; count as the led faction.',
  gnomes: 'Phase two: won Gnomes stand in front of the winner.',
  giants: 'Phase two: smash an opponent’s Gnome of the same value.',
  dragons: 'The last Dragon played leads the next trick.',
  trolls: 'Phase two: only the highest Troll scores; others are set aside.',
  seers: 'Phase one: a Seer winner peeks and picks prize or top card.',
  vampires: 'Phase two: an active Vampire collects cards under it.',
  zombies: 'Phase one: a Zombie winner keeps the losing card.',
  werewolves: 'The lowest wins with no moon, the highest with a full moon.',
  shadows: 'Values 0–19; only 10 of 20 are in the game.',
};

export const HERO_POWERS: Record<string, string> = {
  'lich-king': 'Cards played after it count 3 less.',
  skeleton: 'Its winner may take a random card from the discard pile.',
  warlock: 'Wins when it follows an odd card.',
  cthulhu: 'Phase one: 2 draw-pile cards leave; phase two: everyone discards one.',
  mummy: 'Wins when it follows a card of 7 or more.',
  'gelatinous-cube': 'Following, it swallows the led card; nobody wins the trick.',
};

export interface CardParts {
  /** Faction id, or null for a hero. */
  faction: string | null;
  hero: string | null;
  /** Printed value; heroes have none printed (their value comes from the rules). */
  value: number | null;
}

export function parseCard(card: string): CardParts {
  const info = cardInfo(card);
  if (!info) return { faction: null, hero: null, value: null };
  return info.kind === 'hero'
    ? { faction: null, hero: info.hero, value: null }
    : { faction: info.faction, hero: null, value: info.value };
}

/** The faction a card scores for; null for a hero (R3.4) or a string that names no card. */
export function factionOf(card: string): string | null {
  const info = cardInfo(card);
  return info?.kind === 'faction' ? info.faction : null;
}

const capitalize = (word: string): string => (word ? word[0].toUpperCase() + word.slice(1) : word);

/** `goblins` → `Goblins`. */
export function factionName(faction: string): string {
  return capitalize(faction);
}

/** `lich-king` → `Lich King`. */
export function heroName(hero: string): string {
  return hero.split('-').map(capitalize).join(' ');
}

/** One card's name, short enough for the face of a card: `Goblin`, `Doppel`, `Cube`. */
const SHORT_NAMES: Record<string, string> = {
  goblins: 'Goblin',
  knights: 'Knight',
  undead: 'Undead',
  dwarves: 'Dwarf',
  doppelgangers: 'Doppel',
  gnomes: 'Gnome',
  giants: 'Giant',
  dragons: 'Dragon',
  trolls: 'Troll',
  seers: 'Seer',
  vampires: 'Vampire',
  zombies: 'Zombie',
  werewolves: 'Werewolf',
  shadows: 'Shadow',
  'lich-king': 'Lich King',
  'gelatinous-cube': 'Cube',
};

export function shortName(card: string): string {
  const { faction, hero } = parseCard(card);
  const id = hero ?? faction ?? '?';
  return SHORT_NAMES[id] ?? (hero !== null ? heroName(hero) : factionName(id));
}

/** A card in words: `Goblins 3`, `Lich King`. */
export function cardLabel(card: string): string {
  const { faction, hero, value } = parseCard(card);
  if (hero !== null) return heroName(hero);
  return `${factionName(faction ?? '?')} ${value ?? '?'}`;
}

/** The API's list of hero values as the engine's table. */
function heroValueTable(heroValues: readonly { hero: string; value: number }[]): Partial<Record<HeroId, number>> {
  const table: Partial<Record<HeroId, number>> = {};
  for (const { hero, value } of heroValues)
    if ((HEROES as readonly string[]).includes(hero)) table[hero as HeroId] = value;
  return table;
}

/** A hero's value under these rules (R1 ruling: the engine's default unless heroValues says otherwise). */
export function heroValue(hero: string, heroValues: readonly { hero: string; value: number }[]): number {
  return heroValues.find((h) => h.hero === hero)?.value ?? DEFAULT_HERO_VALUE;
}

/** The value a card counts for (R1; heroes from the rules); 0 for a string that names no card. */
export function cardValue(card: string, heroValues: readonly { hero: string; value: number }[] = []): number {
  return cardInfo(card) ? engineCardValue(card, heroValueTable(heroValues)) : 0;
}

/** Hand order: by faction in the rules' order, heroes last, then by value. */
export function sortCards(cards: readonly string[], factions: readonly string[]): string[] {
  const rank = (card: string): number => {
    const f = factionOf(card);
    const i = f === null ? -1 : factions.indexOf(f);
    return i < 0 ? factions.length + (f === null ? 1 : 0) : i;
  };
  return [...cards].sort((a, b) => rank(a) - rank(b) || cardValue(a) - cardValue(b) || a.localeCompare(b));
}

/** A rule set in a line: "Claim: Goblins, Knights, … + Warlock" (R2). */
export function rulesSummary(rules: {
  players: number;
  factions: readonly string[];
  heroes: readonly string[];
}): string {
  const preset = Object.entries(PRESETS).find(
    ([, fs]) => fs.length === rules.factions.length && fs.every((f) => rules.factions.includes(f)),
  );
  const factions = rules.factions.map(factionName).join(', ');
  const name = preset ? `${preset[0] === 'claim' ? 'Claim' : 'Claim 2'} (${factions})` : factions;
  const heroes = rules.heroes.length ? ` + ${rules.heroes.map(heroName).join(', ')}` : '';
  return `${name}${heroes}`;
}

/** Why a custom faction list breaks R2.1, or null when it is valid (the engine decides). */
export function factionChoiceProblem(factions: readonly string[], players: number): string | null {
  const checked = parseRules({ players, factions, heroes: [] });
  return checked.ok ? null : `${capitalize(checked.error.message)} (${checked.error.rule}).`;
}
