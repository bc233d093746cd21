/**
 * R1 Cards: the factions, the heroes and the `faction:value` notation.
 * Identical cards (five `goblins:0`) are interchangeable, so a card is just its string.
 */
export type Card = string;
export type Seat = number;

export const FACTIONS = [
  'goblins',
  'knights',
  'undead',
  'dwarves',
  'doppelgangers',
  'gnomes',
  'giants',
  'dragons',
  'trolls',
  'seers',
  'vampires',
  'zombies',
  'werewolves',
  'shadows',
] as const;
export type FactionId = (typeof FACTIONS)[number];

export const HEROES = ['lich-king', 'skeleton', 'warlock', 'cthulhu', 'mummy', 'gelatinous-cube'] as const;
export type HeroId = (typeof HEROES)[number];

/** Card values of each faction's deck, ascending, duplicates adjacent (R1, R2.4 canonical order). */
const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const FACTION_VALUES: Readonly<Record<FactionId, readonly number[]>> = {
  goblins: [0, 0, 0, 0, 0, ...range(1, 9)],
  knights: range(2, 9),
  undead: range(0, 9),
  dwarves: range(0, 9),
  doppelgangers: range(0, 9),
  gnomes: [1, 1, 1, 3, 3, 3, 5, 5, 5, 7, 7, 7, 9],
  giants: [1, 1, 3, 3, 5, 5, 7, 7, 9],
  dragons: range(0, 9),
  trolls: range(0, 9),
  seers: range(0, 9),
  vampires: range(0, 9),
  zombies: range(0, 9),
  werewolves: range(0, 9),
  // R2.3: 20 Shadows exist; only 10 of them are used in a game.
  shadows: range(0, 19),
};

/** R1 Ruling: a hero's value is 5 unless the rules set `heroValues`. */
export const DEFAULT_HERO_VALUE = 5;

export type CardInfo =
  | { readonly kind: 'faction'; readonly card: Card; readonly faction: FactionId; readonly value: number }
  | { readonly kind: 'hero'; readonly card: Card; readonly hero: HeroId };

/**
 * One string object per card identity: cards entering the engine are swapped for these (`canonicalCard`),
 * so lookups and comparisons inside the engine compare pointers, not characters.
 */
const CARD_INFO = new Map<string, CardInfo>();
const FACTION_DECKS = {} as Record<FactionId, readonly Card[]>;
for (const faction of FACTIONS) {
  FACTION_DECKS[faction] = FACTION_VALUES[faction].map((value) => {
    const card = `${faction}:${value}`;
    if (!CARD_INFO.has(card)) CARD_INFO.set(card, { kind: 'faction', card, faction, value });
    return CARD_INFO.get(card)!.card;
  });
}
for (const hero of HEROES) {
  const card = `hero:${hero}`;
  CARD_INFO.set(card, { kind: 'hero', card, hero });
}

export function heroCard(hero: HeroId): Card {
  return CARD_INFO.get(`hero:${hero}`)!.card;
}

/** The engine's own string for a card named by untrusted input, or undefined when it names no card. */
export function canonicalCard(card: unknown): Card | undefined {
  return typeof card === 'string' ? CARD_INFO.get(card)?.card : undefined;
}

/** The card's identity, or undefined when the string names no card of the game (checked at the edge). */
export function cardInfo(card: string): CardInfo | undefined {
  return CARD_INFO.get(card);
}

export function isCard(card: unknown): card is Card {
  return typeof card === 'string' && CARD_INFO.has(card);
}

/** Trusted lookup for cards already inside a game. */
function info(card: Card): CardInfo {
  const found = CARD_INFO.get(card);
  if (!found) throw new Error(`not a card: ${card}`);
  return found;
}

/** The faction a card scores for; heroes count for no faction (R3.4). */
export function factionOf(card: Card): FactionId | null {
  const i = info(card);
  return i.kind === 'faction' ? i.faction : null;
}

export function heroOf(card: Card): HeroId | null {
  const i = info(card);
  return i.kind === 'hero' ? i.hero : null;
}

export function isFaction(card: Card, faction: FactionId): boolean {
  const i = info(card);
  return i.kind === 'faction' && i.faction === faction;
}

export function isHero(card: Card, hero?: HeroId): boolean {
  const i = info(card);
  return i.kind === 'hero' && (hero === undefined || i.hero === hero);
}

export function cardValue(card: Card, heroValues: Readonly<Partial<Record<HeroId, number>>>): number {
  const i = info(card);
  return i.kind === 'faction' ? i.value : (heroValues[i.hero] ?? DEFAULT_HERO_VALUE);
}

/** Every card of a faction in canonical order (R2.4). */
export function factionCards(faction: FactionId): Card[] {
  return FACTION_DECKS[faction].slice();
}
