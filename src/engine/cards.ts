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
 * Every card identity has a small id: faction index × 20 + value (20 Shadows), then the heroes. The
 * engine asks for a card's faction, value or hero on every play, so these are array reads by id, and
 * the id is read from the notation itself (`idOf`) rather than by hashing the string.
 */
const IDS_PER_FACTION = 20;

/**
 * The same string, interned: V8 interns property names, and two interned strings are equal only when
 * they are the same object, so searching a hand for a card never compares characters.
 */
const interned = (text: string): string => Object.keys({ [text]: 0 })[0];

const FIRST_HERO_ID = FACTIONS.length * IDS_PER_FACTION;
const INFO_BY_ID: CardInfo[] = [];
const FACTION_DECKS = {} as Record<FactionId, readonly Card[]>;
FACTIONS.forEach((faction, f) => {
  FACTION_DECKS[faction] = FACTION_VALUES[faction].map((value) => {
    const id = f * IDS_PER_FACTION + value;
    // One string object per card identity: cards entering the engine are swapped for these
    // (`canonicalCard`), so comparisons inside the engine compare pointers, not characters.
    INFO_BY_ID[id] ??= { kind: 'faction', card: interned(`${faction}:${value}`), faction, value };
    return INFO_BY_ID[id].card;
  });
});
HEROES.forEach((hero, h) => {
  INFO_BY_ID[FIRST_HERO_ID + h] = { kind: 'hero', card: interned(`hero:${hero}`), hero };
});

/** The first two letters of a card name its faction (index) or, as `he`, a hero; the letter after `hero:` names the hero. */
const HERO_PREFIX = FACTIONS.length;
const LETTERS = 26;
const letter = (code: number): number => code - 97; // 'a' → 0
const BY_PREFIX = new Int8Array(LETTERS * LETTERS).fill(-1);
FACTIONS.forEach((faction, f) => (BY_PREFIX[letter(faction.charCodeAt(0)) * LETTERS + letter(faction.charCodeAt(1))] = f));
BY_PREFIX[letter(104) * LETTERS + letter(101)] = HERO_PREFIX; // 'he'
const HERO_BY_LETTER = new Int8Array(LETTERS).fill(-1);
HEROES.forEach((hero, h) => (HERO_BY_LETTER[letter(hero.charCodeAt(0))] = h));
const HERO_NAME_AT = 'hero:'.length;

/** The id of the card this string names, or -1 when it names none. */
function idOf(card: string): number {
  const prefix = letter(card.charCodeAt(0)) * LETTERS + letter(card.charCodeAt(1));
  const f = prefix >= 0 && prefix < BY_PREFIX.length ? BY_PREFIX[prefix] : -1;
  let id = -1;
  if (f === HERO_PREFIX) {
    const first = letter(card.charCodeAt(HERO_NAME_AT));
    const h = first >= 0 && first < LETTERS ? HERO_BY_LETTER[first] : -1;
    if (h >= 0) id = FIRST_HERO_ID + h;
  } else if (f >= 0) {
    const colon = FACTIONS[f].length;
    const digits = card.length - colon - 1;
    let value = card.charCodeAt(colon + 1) - 48;
    if (digits === 2) value = value * 10 + card.charCodeAt(colon + 2) - 48;
    if ((digits === 1 || digits === 2) && value >= 0 && value < IDS_PER_FACTION) id = f * IDS_PER_FACTION + value;
  }
  // The characters read above only point at a candidate; the whole string must match it.
  return id >= 0 && INFO_BY_ID[id] !== undefined && INFO_BY_ID[id].card === card ? id : -1;
}

/** How many card ids there are: per-card tables elsewhere in the engine have this length. Not API (see index.ts). */
export const CARD_INDEX_SIZE = FIRST_HERO_ID + HEROES.length;

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

export function heroCard(hero: HeroId): Card {
  return INFO_BY_ID[FIRST_HERO_ID + HEROES.indexOf(hero)].card;
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
