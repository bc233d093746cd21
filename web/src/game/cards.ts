/**
 * Cards in RULES.md R1 notation, for display: `goblins:3` is the Goblin 3, `hero:lich-king` the
 * Lich King. Pure functions, no DOM, so tests can import them. Names come through i18n (`t`).
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
import { cardWords, type Translate } from '@claim/story';

// The card data, the values and the R2.1 check are the engine's own (its browser-safe entry), so the
// browser and the server can never disagree about a card or about which rule sets are valid.
export { FACTIONS, HEROES, PRESETS, factionCountFor } from '@claim/engine';

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

/** The faction's or hero's id: what its emblem, colour and rules text are keyed by. */
export function powerId(card: string): string {
  const { faction, hero } = parseCard(card);
  return hero ?? faction ?? 'shadows';
}

/** `goblins` → "Goblins" (or "Ridders", "기사"…). */
export function factionName(faction: string, t: Translate): string {
  return t(`faction.${faction}`);
}

export function heroName(hero: string, t: Translate): string {
  return t(`hero.${hero}`);
}

/** A faction's or hero's name from its id. */
export function powerName(id: string, t: Translate): string {
  return (HEROES as readonly string[]).includes(id) ? heroName(id, t) : factionName(id, t);
}

/** One card's name on its face: "Goblin", "Lich King". */
export function shortName(card: string, t: Translate): string {
  return t(`cardName.${powerId(card)}`);
}

/** A card in words: "Goblins 3", "Lich King". */
export function cardLabel(card: string, t: Translate): string {
  return cardWords(card, t);
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

interface RulesLike {
  players: number;
  factions: readonly string[];
  heroes: readonly string[];
  heroValues?: readonly { hero: string; value: number }[];
}

/** A rule set in a line: "Claim: Goblins, Knights, … + Warlock (5)" (R2); hero values always shown. */
export function rulesSummary(rules: RulesLike, t: Translate): string {
  const preset = Object.entries(PRESETS).find(
    ([, fs]) => fs.length === rules.factions.length && fs.every((f) => rules.factions.includes(f)),
  );
  const factions = rules.factions.map((f) => factionName(f, t)).join(', ');
  const name = preset ? `${t(`rules.preset.${preset[0]}`)} (${factions})` : factions;
  const heroes = rules.heroes.length
    ? ` + ${rules.heroes.map((h) => `${heroName(h, t)} (${heroValue(h, rules.heroValues ?? [])})`).join(', ')}`
    : '';
  return `${name}${heroes}`;
}

/** Why a custom faction list breaks R2.1 (in the player's words, no rule codes), or null when it is valid. */
export function factionChoiceProblem(factions: readonly string[], players: number, t: Translate): string | null {
  const checked = parseRules({ players, factions, heroes: [] });
  return checked.ok ? null : t(`rules.problem.${checked.error.code}`, { players, count: players === 2 ? 3 : 5 });
}
