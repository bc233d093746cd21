import type { Card, FactionId, HeroId } from './cards';
import { CARD_INDEX_SIZE, DEFAULT_HERO_VALUE, FACTIONS, HEROES, cardAtIndex, cardIndex, cardValue } from './cards';
import { PRIZE_CHOICE } from './prizes';
import type { Rules } from './rules';
import type { GameState } from './state';
import { CTHULHU, CTHULHU_DISCARD } from './powers/cthulhu';
import { GELATINOUS_CUBE } from './powers/gelatinous-cube';
import { GIANTS, SMASH } from './powers/giants';
import { SEERS, SEER_CHOICE } from './powers/seers';
import { SKELETON, SKELETON_TAKE } from './powers/skeleton';
import { TROLLS } from './powers/trolls';
import { VAMPIRES, VAMPIRE_DECISION } from './powers/vampires';
import type { CardRules, DecisionRules, FactionPower, HeroPower } from './powers/types';

/**
 * Every faction's and hero's power, one entry each (R5, R7), so "what do Trolls do" has one answer:
 * small powers are written here, the others in their own file under powers/ (Giants, Seers, Trolls,
 * Vampires, Cthulhu, the Skeleton, the Gelatinous Cube). The trick code (flow.ts) asks the hooks
 * (powers/types.ts) at fixed points and the reducer (moves.ts) finds each decision's rules by kind in
 * DECISIONS; an entry without a hook has no say there.
 */
export type { CardRules, Destination, FactionWin, TrickEnd, WonTrick } from './powers/types';

const phaseOne = (state: GameState) => state.phase === 'one';
const phaseTwo = (state: GameState) => state.phase === 'two';

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
  handsOutPrizes: undefined,
  afterCardsPlaced: undefined,
  readsCollected: undefined,
  queueDecisions: undefined,
  atGameEnd: undefined,
  scoreFaction: undefined,
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
  undead: { destination: (t) => (phaseOne(t.state) ? { to: 'score', seat: t.winner } : undefined) },
  // Phase two: Dwarves go to the loser (the last-ranked player with more than two, R8.3, also a partner).
  dwarves: {
    destination: (t) => (phaseTwo(t.state) ? { to: 'score', seat: t.ranking[t.ranking.length - 1] } : undefined),
  },
  // Counts as the led faction, without its powers (R4.1, R5); it scores as a Doppelganger.
  doppelgangers: { followsAsLed: true },
  // Phase two: Gnomes won stand in front of the winner, where Giants can smash them; the survivors
  // join the score pile at the end of the game.
  gnomes: {
    destination: (t) => (phaseTwo(t.state) ? { to: 'front', seat: t.winner } : undefined),
    atGameEnd: (s) => {
      s.gnomesInFront.forEach((front, seat) => s.scorePiles[seat].push(...front));
      s.gnomesInFront = s.gnomesInFront.map(() => []);
    },
  },
  giants: GIANTS,
  dragons: { leadsNextTrick: true },
  trolls: TROLLS,
  seers: SEERS,
  vampires: VAMPIRES,
  // Phase one: winning with a Zombie puts the losing cards (all of them, R8.2) into the winner's score pile.
  zombies: { losingCardsTo: (t) => (phaseOne(t.state) ? { to: 'score', seat: t.winner } : undefined) },
  // The Moon (set once, at setup) decides a Werewolf-led trick; only a Werewolf card's win turns it.
  werewolves: {
    lowestWinsWhenLed: (s) => s.moon === 'none',
    onWin: (t) => {
      t.state.moon = t.state.moon === 'none' ? 'full' : 'none';
    },
  },
  shadows: {},
});

/** As `factionPower`: one shape for every hero's entry. */
const heroPower = (power: HeroPower): HeroPower => ({
  laterCardsModifier: undefined,
  winsFollowing: undefined,
  stopsTrick: undefined,
  onPlay: undefined,
  queueDecisions: undefined,
  discardsAfterTrick: undefined,
  ...power,
});

export const HERO_POWERS: Readonly<Record<HeroId, HeroPower>> = {
  // Only when it leads (R7): later cards count 3 less for winning and ranking, never for scoring.
  'lich-king': heroPower({ laterCardsModifier: -3 }),
  skeleton: heroPower(SKELETON),
  warlock: heroPower({ winsFollowing: (v) => v % 2 === 1 }),
  cthulhu: heroPower(CTHULHU),
  mummy: heroPower({ winsFollowing: (v) => v >= 7 }),
  'gelatinous-cube': heroPower(GELATINOUS_CUBE),
};

/** Each kind of decision's rules (R3.5, R10), found by the pending decision's kind. */
export const DECISIONS: { readonly [K in keyof DecisionRulesByKind]: DecisionRulesByKind[K] } = {
  seer: SEER_CHOICE,
  prize: PRIZE_CHOICE,
  smash: SMASH,
  vampire: VAMPIRE_DECISION,
  cthulhu: CTHULHU_DISCARD,
  skeleton: SKELETON_TAKE,
};

interface DecisionRulesByKind {
  seer: DecisionRules<'seer'>;
  prize: DecisionRules<'prize'>;
  smash: DecisionRules<'smash'>;
  vampire: DecisionRules<'vampire'>;
  cthulhu: DecisionRules<'cthulhu'>;
  skeleton: DecisionRules<'skeleton'>;
}

/**
 * Which powers a game has: a bit per faction (in FACTIONS order) and per hero (after them). newGame
 * keeps it in the state (plain data), so the trick code asks only the hooks of the powers in play.
 */
export function powersInPlay(rules: Rules): number {
  let mask = 0;
  for (const f of rules.factions) mask |= bitOf(f);
  for (const h of rules.heroes) mask |= bitOf(h);
  return mask;
}

const BIT = new Map<string, number>([...FACTIONS, ...HEROES].map((name, i) => [name, 1 << i]));
const bitOf = (name: FactionId | HeroId): number => BIT.get(name)!;

/** A hook of one power, with that power's bit of `powersInPlay`. */
export interface PowerHook<F> {
  readonly bit: number;
  readonly hook: F;
}

const hooks = <F>(names: readonly (FactionId | HeroId)[], hookOf: (power: FactionPower & HeroPower) => F | undefined) =>
  names.flatMap((name): PowerHook<F>[] => {
    const power = ((FACTION_POWERS as Record<string, FactionPower>)[name] ??
      HERO_POWERS[name as HeroId]) as FactionPower & HeroPower;
    const hook = hookOf(power);
    return hook ? [{ bit: bitOf(name), hook }] : [];
  });

/** Once a trick's cards lie where they went (R5 Trolls). */
export const AFTER_CARDS_PLACED = hooks(FACTIONS, (p) => p.afterCardsPlaced);
/** R3.5: the order in which the powers queue a trick's decisions, after the prize choice (phase one). */
export const QUEUE_DECISIONS = hooks(['giants', 'vampires', 'cthulhu', 'skeleton'], (p) => p.queueDecisions);
/** R5: when phase two ends, the set-aside Trolls go to the last winner, then the Gnomes in front join the score piles. */
export const AT_GAME_END = hooks(['trolls', 'gnomes'], (p) => p.atGameEnd);
/** The powers that read what each seat collected in a trick (R5 Vampires). */
export const READS_COLLECTED = hooks(FACTIONS, (p) => p.readsCollected).reduce((mask, h) => mask | h.bit, 0);
/** The cards that act as soon as they are played (R7 Cthulhu). */
export const ACTS_ON_PLAY = hooks(HEROES, (p) => p.onPlay).reduce((mask, h) => mask | h.bit, 0);

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

/** What the rules say about one card: one lookup, then plain property reads. */
export function rulesOf(card: Card): CardRules {
  return RULES_BY_CARD[cardIndex(card)];
}

/** The card's value in this game (R1: a hero's comes from the rules). */
export function valueOf(state: GameState, card: CardRules): number {
  return card.info.kind === 'faction'
    ? card.info.value
    : (state.rules.heroValues[card.info.hero] ?? DEFAULT_HERO_VALUE);
}

export function valueIn(state: GameState, card: Card): number {
  return cardValue(card, state.rules.heroValues);
}
