/**
 * The shapes of the powers (R5, R7): the hooks a power may fill in and the decisions it may give. The
 * trick code (flow.ts) asks these hooks at fixed points and the reducer (moves.ts) dispatches decisions
 * by kind; neither knows any faction or hero by name.
 */
import type { Card, CardInfo, FactionId, Seat } from '../cards';
import type { Move, MoveError } from '../move';
import type { DecisionKind, GameState, PendingDecision, Play } from '../state';

/** Where a card played to a won trick ends up. */
export type Destination =
  | { readonly to: 'score'; readonly seat: Seat }
  | { readonly to: 'front'; readonly seat: Seat }
  | { readonly to: 'follower'; readonly seat: Seat }
  /** R5 Trolls: set aside, where the Trolls' power picks it up (powers/trolls.ts). */
  | { readonly to: 'aside' }
  | { readonly to: 'discard' };

export interface WonTrick {
  readonly state: GameState;
  readonly plays: readonly Play[];
  /** Seats from first to last (R8.2); ranking[0] won. */
  readonly ranking: readonly Seat[];
  readonly winner: Seat;
  readonly winningCard: Card;
}

/**
 * Per seat, the cards a phase-two trick put into its score pile or in front of it, in order: "collected
 * in that trick" (R5 Vampires); `front` are those of them put in front (Gnomes). Kept only when a power
 * in the game reads it.
 */
export interface Collected {
  readonly cards: Card[][];
  readonly front: Card[][];
}

/** A finished trick, when the decisions it gives are queued (R3.5). */
export interface TrickEnd {
  readonly state: GameState;
  readonly phase: 'one' | 'two';
  readonly plays: readonly Play[];
  /** What the rules say about each card played, in the order of `plays`. */
  readonly cards: readonly CardRules[];
  /** Null when nobody won (R7 Gelatinous Cube). */
  readonly winner: Seat | null;
  /** Seats from first to last (R8.2); empty when nobody won. */
  readonly ranking: readonly Seat[];
  /** The rules of the winning card; null when nobody won. */
  readonly winning: CardRules | null;
  /** Who leads the next trick (R3.3, R5 Dragons, R7 Cube). */
  readonly nextLeader: Seat;
  readonly collected: Collected | null;
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
  /** Effects when a card of ours wins the trick (R5 Werewolves). */
  readonly onWin?: (trick: WonTrick) => void;
  /** R5 Dragons: the last player to play one of ours leads next. */
  readonly leadsNextTrick?: true;
  /**
   * Phase one, a card of ours won: the power takes over handing out the prizes (R5 Seers); false leaves
   * it to the table (prizes.ts).
   */
  readonly handsOutPrizes?: (trick: TrickEnd) => boolean;
  /**
   * Every trick of a game with this faction, once its cards lie where they went (before decisions are
   * queued): R5 Trolls collect the highest set-aside Troll.
   */
  readonly afterCardsPlaced?: (trick: TrickEnd) => void;
  /** Does `queueDecisions` read what each seat collected (R5 Vampires)? */
  readonly readsCollected?: true;
  /** Every trick of a game with this faction: queue the decisions it gives (R3.5). */
  readonly queueDecisions?: (trick: TrickEnd) => void;
  /** When phase two ends, before scoring (R5 Gnomes, Trolls). */
  readonly atGameEnd?: (state: GameState) => void;
  /** Scores this faction its own way (R5 Vampires); without it, most cards wins (R3.4). */
  readonly scoreFaction?: (state: GameState, sides: number) => FactionWin;
}

export interface HeroPower {
  /** R7 Lich King: cards played after it (when it led) count this much less. */
  readonly laterCardsModifier?: number;
  /** R7 Warlock, Mummy: following this led card, the hero wins (ranks first). */
  readonly winsFollowing?: (ledValue: number) => boolean;
  /** R7 Gelatinous Cube (following, two players): stops the trick if it may; true when it did. */
  readonly stopsTrick?: (state: GameState, plays: readonly Play[], cards: readonly CardRules[]) => boolean;
  /** As soon as the card is played (R7 Cthulhu in phase one). */
  readonly onPlay?: (state: GameState) => void;
  /** Every trick of a game with this hero: queue the decisions it gives (R3.5). */
  readonly queueDecisions?: (trick: TrickEnd) => void;
  /** R7 Cthulhu: how many cards it takes from each hand after a phase-two trick it was played in. */
  readonly discardsAfterTrick?: number;
}

/**
 * What the rules say about one card: its identity, its faction and its faction's or hero's power.
 * Built once per card identity (powers.ts), so code handling a played card makes one lookup.
 */
export interface CardRules {
  readonly info: CardInfo;
  /** Null for a hero: heroes count for no faction (R3.4) and have no led faction (R7). */
  readonly faction: FactionId | null;
  readonly factionPower: FactionPower | null;
  readonly heroPower: HeroPower | null;
}

/** Who wins one faction at the end (R3.4, R5 Vampires), and what the tie-breaks of the game count. */
export interface FactionWin {
  readonly side: number | null;
  /** Cards each side holds in this faction (R3.4 tie-break; Vampires: the active ones and those under them). */
  readonly cards: readonly number[];
  /** Their total value (R8.4 last tie-break). */
  readonly values: readonly number[];
}

export type PendingOf<K extends DecisionKind> = Extract<PendingDecision, { readonly kind: K }>;

/** The move that answers a decision of each kind (R10). */
export interface DecisionMoves {
  seer: Extract<Move, { seer: unknown }>;
  prize: Extract<Move, { prize: unknown }>;
  vampire: Extract<Move, { vampire: unknown }>;
  smash: Extract<Move, { smash: unknown }>;
  cthulhu: Extract<Move, { discard: unknown }>;
  skeleton: Extract<Move, { skeleton: unknown }>;
}

/** One kind of decision (R3.5, R10): whether it is still open, its legal answers, their check and effect. */
export interface DecisionRules<K extends DecisionKind> {
  /** Optional decisions can be passed (R10). */
  readonly passable: boolean;
  /**
   * Is this queued decision still a real choice when it comes up? It may resolve itself on the way
   * (R8.3: a Giant with one possible victim smashes at once). Undefined: always.
   */
  readonly stillOpen?: (state: GameState, decision: PendingOf<K>) => boolean;
  /** Every legal answer but `pass` (R10: each distinct decision once). */
  readonly legal: (state: GameState, decision: PendingOf<K>) => Move[];
  /** Null when the answer is legal. Never mutates. */
  readonly check: (state: GameState, decision: PendingOf<K>, move: DecisionMoves[K]) => MoveError | null;
  /** Applies a checked answer to the copy `apply` made. */
  readonly apply: (state: GameState, decision: PendingOf<K>, move: DecisionMoves[K]) => void;
}
