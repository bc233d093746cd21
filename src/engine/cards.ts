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
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

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
 * Every card identity has a small id (its index in INFO_BY_ID), so that the engine's per-card tables
 * (powers.ts) are arrays: one Map lookup per question about a card, then array reads.
 */
const INFO_BY_ID: CardInfo[] = [];
const ID_BY_CARD = new Map<string, number>();

/**
 * The same string, interned: V8 interns property names, and two interned strings are equal only when
 * they are the same object, so searching a hand for a card never compares characters.
 */
const interned = (text: string): string => Object.keys({ [text]: 0 })[0];

function addCard(info: CardInfo): Card {
  if (!ID_BY_CARD.has(info.card)) {
    ID_BY_CARD.set(info.card, INFO_BY_ID.length);
    INFO_BY_ID.push(info);
  }
  // One string object per card identity: cards entering the engine are swapped for these
  // (`canonicalCard`), so comparisons inside the engine compare pointers, not characters.
  return INFO_BY_ID[ID_BY_CARD.get(info.card)!].card;
}

const FACTION_DECKS = {} as Record<FactionId, readonly Card[]>;
for (const faction of FACTIONS) {
  FACTION_DECKS[faction] = FACTION_VALUES[faction].map((value) =>
    addCard({ kind: 'faction', card: interned(`${faction}:${value}`), faction, value }),
  );
}
for (const hero of HEROES) addCard({ kind: 'hero', card: interned(`hero:${hero}`), hero });

/** The id of the card this string names, or -1 when it names none. */
function idOf(card: string): number {
  return ID_BY_CARD.get(card) ?? -1;
}

/** How many card ids there are: per-card tables elsewhere in the engine have this length. Not API (see index.ts). */
export const CARD_INDEX_SIZE = INFO_BY_ID.length;

/** The identity with this id, or undefined for an id no card has. Not API. */
export function cardAtIndex(id: number): CardInfo | undefined {
  return INFO_BY_ID[id];
}

/** A card's id, to read per-card tables; trusted: cards inside a game are cards. Not API. */
export function cardIndex(card: Card): number {
  const id = idOf(card);
  if (id < 0) throw new Error(`not a card: ${card}`);
  return id;
}

const HERO_CARDS = {} as Record<HeroId, Card>;
for (const hero of HEROES) HERO_CARDS[hero] = INFO_BY_ID[idOf(`hero:${hero}`)].card;

export function heroCard(hero: HeroId): Card {
  return HERO_CARDS[hero];
}

/** The engine's own string for a card named by untrusted input, or undefined when it names no card. */
export function canonicalCard(card: unknown): Card | undefined {
  return typeof card === 'string' ? cardInfo(card)?.card : undefined;
}

/** The card's identity, or undefined when the string names no card of the game (checked at the edge). */
export function cardInfo(card: string): CardInfo | undefined {
  const id = idOf(card);
  return id < 0 ? undefined : INFO_BY_ID[id];
}

export function isCard(card: unknown): card is Card {
  return typeof card === 'string' && idOf(card) >= 0;
}

/** Trusted lookup for cards already inside a game. */
function info(card: Card): CardInfo {
  return INFO_BY_ID[cardIndex(card)];
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
