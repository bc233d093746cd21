import {
  CARD_INDEX_SIZE,
  Card,
  CardInfo,
  DEFAULT_HERO_VALUE,
  FactionId,
  HeroId,
  Seat,
  cardAtIndex,
  cardIndex,
  cardValue,
  isFaction,
} from './cards';
import { GameState, Play } from './state';

/**
 * Every faction's and hero's power, one entry each (R5, R7), so "what do Trolls do" has one answer.
 * The trick code (`trick.ts`) asks these hooks at fixed points; an entry without a hook has no say there.
 */

/** Where a card played to a won trick ends up. */
export type Destination =
  | { readonly to: 'score'; readonly seat: Seat }
  | { readonly to: 'front'; readonly seat: Seat }
  | { readonly to: 'follower'; readonly seat: Seat }
  | { readonly to: 'trolls' }
  | { readonly to: 'discard' };

export interface WonTrick {
  readonly state: GameState;
  readonly plays: readonly Play[];
  /** Seats from first to last (R8.2); ranking[0] won. */
  readonly ranking: readonly Seat[];
  readonly winner: Seat;
  readonly winningCard: Card;
}

export interface FactionPower {
  /** R4.1 / R5 Doppelgangers: may follow although the player holds the led faction, and ranks as the led faction. */
  readonly followsAsLed?: true;
  /** R5 Knights: when this faction is led, a card of ours wins whatever the values. */
  readonly beatsWhenLed?: FactionId;
  /** R5 Werewolves: does the lowest card win a trick led in this faction right now? */
  readonly lowestWinsWhenLed?: (state: GameState) => boolean;
  /** Where a card of ours played to a won trick goes (undefined: the phase's default). */
  readonly destination?: (trick: WonTrick, play: Play) => Destination | undefined;
  /** Where the *other* cards of a trick go when a card of ours won it (R5 Zombies). */
  readonly losingCardsTo?: (trick: WonTrick) => Destination | undefined;
  /** Effects when a card of ours wins the trick (R5 Werewolves, Seers). */
  readonly onWin?: (trick: WonTrick) => void;
  /** R5 Dragons: the last player to play one of ours leads next. */
  readonly leadsNextTrick?: true;
}

const phaseOne = (t: WonTrick) => t.state.phase === 'one';
const phaseTwo = (t: WonTrick) => t.state.phase === 'two';

/**
 * An entry with every hook present (undefined where it has none), in one order: all entries then share
 * one object shape, and the trick code's reads of a hook stay fast whichever faction it meets.
 */
const factionPower = (power: FactionPower): FactionPower => ({
  followsAsLed: undefined,
  beatsWhenLed: undefined,
  lowestWinsWhenLed: undefined,
  destination: undefined,
  losingCardsTo: undefined,
  onWin: undefined,
  leadsNextTrick: undefined,
  ...power,
});

const factionPowers = (powers: Record<FactionId, FactionPower>): Readonly<Record<FactionId, FactionPower>> => {
  for (const faction of Object.keys(powers) as FactionId[]) powers[faction] = factionPower(powers[faction]);
  return powers;
};

export const FACTION_POWERS: Readonly<Record<FactionId, FactionPower>> = factionPowers({
  goblins: {},
  knights: { beatsWhenLed: 'goblins' },
  // Played Undead go to the winner's score pile in phase one; a won Undead prize is just a follower.
  undead: { destination: (t) => (phaseOne(t) ? { to: 'score', seat: t.winner } : undefined) },
  // Phase two: Dwarves go to the loser (the last-ranked player with more than two, R8.3).
  dwarves: { destination: (t) => (phaseTwo(t) ? { to: 'score', seat: t.ranking[t.ranking.length - 1] } : undefined) },
  doppelgangers: { followsAsLed: true },
  // Phase two: Gnomes won stand in front of the winner, where Giants can smash them.
  gnomes: { destination: (t) => (phaseTwo(t) ? { to: 'front', seat: t.winner } : undefined) },
  // Giants smash Gnomes after a phase-two trick: see `giantSmashes` in trick.ts, which this entry names.
  giants: {},
  dragons: { leadsNextTrick: true },
  // Phase two: the winner keeps the highest Troll of the trick and the set-aside ones (see `collectTrolls`).
  trolls: { destination: (t) => (phaseTwo(t) ? { to: 'trolls' } : undefined) },
  // Phase one: winning with a Seer gives a choice between the prize and the top card (decisions.ts).
  seers: {},
  // Vampires act when cards are collected in phase two (decisions.ts) and score by strength (scoring.ts).
  vampires: {},
  zombies: {
    losingCardsTo: (t) => (phaseOne(t) ? { to: 'score', seat: t.winner } : undefined),
  },
  werewolves: {
    lowestWinsWhenLed: (s) => s.moon === 'none',
    onWin: (t) => {
      t.state.moon = t.state.moon === 'none' ? 'full' : 'none';
    },
  },
  shadows: {},
});

export interface HeroPower {
  /** R7 Lich King: cards played after it (when it led) count this much less. */
  readonly laterCardsModifier?: number;
  /** R7 Warlock, Mummy: following this led card, the hero wins (ranks first). */
  readonly winsFollowing?: (ledValue: number) => boolean;
  /** R7 Gelatinous Cube: following stops the trick (two players only). */
  readonly stopsTrickWhenFollowing?: true;
  /** R7 Cthulhu: phase-one removal on play, phase-two discards after the trick. */
  readonly cthulhu?: true;
  /** R7 Skeleton: winning with it gives a random card from the discard pile. */
  readonly skeleton?: true;
}

/** As `factionPower`: one shape for every hero's entry. */
const heroPower = (power: HeroPower): HeroPower => ({
  laterCardsModifier: undefined,
  winsFollowing: undefined,
  stopsTrickWhenFollowing: undefined,
  cthulhu: undefined,
  skeleton: undefined,
  ...power,
});

export const HERO_POWERS: Readonly<Record<HeroId, HeroPower>> = {
  'lich-king': heroPower({ laterCardsModifier: -3 }),
  skeleton: heroPower({ skeleton: true }),
  warlock: heroPower({ winsFollowing: (v) => v % 2 === 1 }),
  cthulhu: heroPower({ cthulhu: true }),
  mummy: heroPower({ winsFollowing: (v) => v >= 7 }),
  'gelatinous-cube': heroPower({ stopsTrickWhenFollowing: true }),
};

/**
 * What the rules say about one card: its identity, its faction and its faction's or hero's power.
 * Built once per card identity, so code handling a played card makes one lookup (`rulesOf`) rather
 * than one per question; every played card is asked several.
 */
export interface CardRules {
  readonly info: CardInfo;
  /** Null for a hero: heroes count for no faction (R3.4) and have no led faction (R7). */
  readonly faction: FactionId | null;
  readonly factionPower: FactionPower | null;
  readonly heroPower: HeroPower | null;
}

const RULES_BY_CARD: CardRules[] = [];
for (let id = 0; id < CARD_INDEX_SIZE; id++) {
  const info = cardAtIndex(id)!;
  RULES_BY_CARD.push({
    info,
    faction: info.kind === 'faction' ? info.faction : null,
    factionPower: info.kind === 'faction' ? FACTION_POWERS[info.faction] : null,
    heroPower: info.kind === 'hero' ? HERO_POWERS[info.hero] : null,
  });
}

export function rulesOf(card: Card): CardRules {
  return RULES_BY_CARD[cardIndex(card)];
}

/** The card's value in this game (R1: a hero's comes from the rules). */
export function valueOf(state: GameState, card: CardRules): number {
  return card.info.kind === 'faction'
    ? card.info.value
    : (state.rules.heroValues[card.info.hero] ?? DEFAULT_HERO_VALUE);
}

/** R7 Cthulhu in phase one: as soon as it is played, the top two cards of the draw pile leave the game. */
export const CTHULHU_REMOVES = 2;

export function isTroll(card: Card): boolean {
  return isFaction(card, 'trolls');
}

export function valueIn(state: GameState, card: Card): number {
  return cardValue(card, state.rules.heroValues);
}
