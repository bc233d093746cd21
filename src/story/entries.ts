/**
 * The story of a match: what happened at each event, as structured entries (a kind plus parameters) that
 * a client renders in its own language. Pure data; no engine import, so that a browser can use the types.
 *
 * Every entry is already redacted for one viewer (RULES.md R9): a card the viewer may not see is `null`
 * and the entry says `hidden: true`. Nothing else in an entry depends on hidden information.
 */

export type Seat = number;
export type Card = string;

/** Why the winner of a trick won it (R4.2, R5, R7). */
export type WinReason =
  /** The highest card of the led faction (or counting as it). */
  | 'highest'
  /** Werewolves led under no moon: the lowest Werewolf wins (R5 Werewolves). */
  | 'lowest'
  /** Nobody else played the led faction. */
  | 'onlyLed'
  /** Goblins were led and a Knight was played (R5 Knights). */
  | 'knights'
  /** A hero led: every card compares by value (R7). */
  | 'heroLead'
  /** The Warlock followed an odd card (R7). */
  | 'warlock'
  /** The Mummy followed a card of 7 or more (R7). */
  | 'mummy';

/** What else shaped a win. */
export type WinFlag =
  /** A Doppelganger counted as the led faction (R5 Doppelgangers). */
  | 'doppelganger'
  /** Equal values: the card played first wins (R4.2). */
  | 'tie'
  /** The Lich King led: every later card counted 3 less (R7). */
  | 'lichKing'
  /** A Werewolf-led trick under the full moon: the highest wins. */
  | 'fullMoon';

/** Why phase one or two ended (R6). */
export type PhaseEndReason =
  /** Every hand is played out (the normal end). */
  | 'allPlayed'
  /** A player has no card left, so no trick can start (Cthulhu, Skeleton, Gelatinous Cube, R6.2). */
  | 'handEmpty'
  /** The draw pile cannot supply a prize (R6.2). */
  | 'noPrize';

/** What decided the game (R3.4, R8.4, R8.5). */
export type GameDecider =
  /** More factions won. */
  | 'factions'
  /** Tied on factions: more cards in the factions won (2 and 4 players). */
  | 'cardsInWon'
  /** Tied on factions: the most cards in one won faction (3 players). */
  | 'mostInOne'
  /** Still tied: the higher total value of the cards in the factions won (3 players). */
  | 'valueOfWon'
  /** Tied on everything: a draw. */
  | 'draw';

export interface FactionResult {
  readonly faction: string;
  /** Winning seat (team with 4 players), or null: nobody. */
  readonly winner: number | null;
}

export type StoryEntry =
  | { readonly kind: 'matchStarted'; readonly count: number; readonly seat: Seat }
  /** A trick starts; in phase one with its prize(s), face up. `reason: 'cube'` when the prize stayed. */
  | {
      readonly kind: 'trickStarted';
      readonly phase: 'one' | 'two';
      readonly trick: number;
      readonly seat: Seat;
      readonly cards: readonly Card[];
    }
  | { readonly kind: 'played'; readonly seat: Seat; readonly card: Card; readonly lead: boolean }
  /** R7 Cthulhu in phase one: the top cards of the draw pile leave the game unseen. */
  | { readonly kind: 'cthulhuRemoved'; readonly seat: Seat; readonly count: number }
  | {
      readonly kind: 'trickWon';
      readonly seat: Seat;
      readonly card: Card;
      /** The led faction, or null after a hero lead. */
      readonly faction: string | null;
      readonly reason: WinReason;
      readonly flags: readonly WinFlag[];
      /** Seats from first to last (R8.2). */
      readonly seats: readonly Seat[];
      readonly phase: 'one' | 'two';
      readonly trick: number;
    }
  /** R7 Gelatinous Cube: nobody wins; the led card goes under the Cube; the leader leads again. */
  | { readonly kind: 'cubeStopped'; readonly seat: Seat; readonly card: Card; readonly other: Seat }
  | { readonly kind: 'cubeTaken'; readonly seat: Seat; readonly cards: readonly Card[] }
  | { readonly kind: 'moonTurned'; readonly moon: 'none' | 'full' }
  | { readonly kind: 'undeadScored'; readonly seat: Seat; readonly cards: readonly Card[] }
  | { readonly kind: 'zombiesCaught'; readonly seat: Seat; readonly cards: readonly Card[] }
  | { readonly kind: 'dwarvesToLoser'; readonly seat: Seat; readonly cards: readonly Card[] }
  | { readonly kind: 'gnomesInFront'; readonly seat: Seat; readonly cards: readonly Card[] }
  | { readonly kind: 'trollsSetAside'; readonly cards: readonly Card[] }
  | { readonly kind: 'trollKept'; readonly seat: Seat; readonly card: Card }
  /** Phase two: the winner's score pile takes these cards of the trick. */
  | { readonly kind: 'scored'; readonly seat: Seat; readonly cards: readonly Card[] }
  | { readonly kind: 'dragonLeads'; readonly seat: Seat; readonly card: Card }
  | { readonly kind: 'prizeTaken'; readonly seat: Seat; readonly card: Card }
  /** The seat drew the top card of the draw pile; `card` only for those who may see it. */
  | { readonly kind: 'drew'; readonly seat: Seat; readonly card: Card | null; readonly hidden: boolean }
  | { readonly kind: 'drewNothing'; readonly seat: Seat }
  | { readonly kind: 'seerPeeked'; readonly seat: Seat; readonly card: Card | null; readonly hidden: boolean }
  | { readonly kind: 'seerChose'; readonly seat: Seat; readonly choice: 'prize' | 'top' }
  /** A Seer winner took the (peeked) top card instead of a prize. */
  | { readonly kind: 'seerTookTop'; readonly seat: Seat; readonly card: Card | null; readonly hidden: boolean }
  | { readonly kind: 'prizeDecision'; readonly seat: Seat }
  | {
      readonly kind: 'gnomeSmashed';
      readonly seat: Seat;
      readonly other: Seat;
      readonly card: Card;
      readonly cards: readonly Card[];
    }
  | { readonly kind: 'giantIdle'; readonly seat: Seat; readonly card: Card }
  | { readonly kind: 'smashDecision'; readonly seat: Seat; readonly card: Card }
  | { readonly kind: 'vampireDecision'; readonly seat: Seat }
  | { readonly kind: 'vampireActivated'; readonly seat: Seat; readonly card: Card; readonly cards: readonly Card[] }
  | { readonly kind: 'vampireBuried'; readonly seat: Seat; readonly cards: readonly Card[] }
  | { readonly kind: 'vampirePassed'; readonly seat: Seat }
  | { readonly kind: 'cthulhuDiscards' }
  | { readonly kind: 'cthulhuDiscarded'; readonly seat: Seat; readonly card: Card | null; readonly hidden: boolean }
  | { readonly kind: 'cthulhuRevealed'; readonly seats: readonly Seat[]; readonly cards: readonly Card[] }
  | { readonly kind: 'skeletonDecision'; readonly seat: Seat }
  | { readonly kind: 'skeletonTook'; readonly seat: Seat; readonly card: Card | null; readonly hidden: boolean }
  | { readonly kind: 'skeletonPassed'; readonly seat: Seat }
  | { readonly kind: 'phaseOneEnded'; readonly reason: PhaseEndReason; readonly count: number }
  | { readonly kind: 'phaseTwoBegan'; readonly seat: Seat }
  | { readonly kind: 'phaseTwoEnded'; readonly reason: PhaseEndReason; readonly count: number }
  | { readonly kind: 'trollsToLastWinner'; readonly seat: Seat; readonly cards: readonly Card[] }
  | { readonly kind: 'gnomesScored'; readonly seat: Seat; readonly cards: readonly Card[] }
  | {
      readonly kind: 'gameOver';
      /** Winning seat (team with 4 players), or null for a draw. */
      readonly side: number | null;
      readonly reason: GameDecider;
      readonly results: readonly FactionResult[];
      /** Factions won, per side. */
      readonly counts: readonly number[];
      /** The measure that broke the tie, per side (empty when factions decided or for a draw on factions alone). */
      readonly values: readonly number[];
    }
  /** Resigned or ran out of time: `side` wins (null: with 3 players the two others share a draw). */
  | { readonly kind: 'resigned'; readonly seat: Seat; readonly side: number | null }
  | {
      readonly kind: 'timedOut';
      readonly seat: Seat;
      readonly side: number | null;
      /** The deadline the time-out enforced (ISO 8601); null in logs from before it was recorded. */
      readonly deadline: string | null;
      /** The opponent who claimed the win on time, or null: the server's sweep ended the match. */
      readonly by: Seat | null;
    }
  | { readonly kind: 'aborted' }
  /** The server played the seat's only legal move for its player, who opted in (docs/bots.md). */
  | { readonly kind: 'forcedMove'; readonly seat: Seat }
  /** 3–4 players: the seat resigned or ran out of time and the computer plays it to the end; it ranks last (docs/engine.md). */
  | { readonly kind: 'replacedResigned'; readonly seat: Seat }
  | { readonly kind: 'replacedTimedOut'; readonly seat: Seat }
  /*
   * Clock events (docs/correspondence.md): public, like every clock (nothing here depends on a card).
   */
  /** The seat's vacation pauses its clock in this match until `until` (ISO 8601). */
  | { readonly kind: 'vacationStarted'; readonly seat: Seat; readonly until: string }
  /** The seat's vacation ended early (they moved or ended it): its clock runs again. */
  | { readonly kind: 'vacationEnded'; readonly seat: Seat }
  | { readonly kind: 'pauseProposed'; readonly seat: Seat }
  | { readonly kind: 'pauseDeclined'; readonly seat: Seat }
  /** `seat` accepted a pause: every clock stands still. */
  | { readonly kind: 'paused'; readonly seat: Seat }
  | { readonly kind: 'resumed'; readonly seat: Seat }
  /** 3–4 players: `seat` ran out of time at `deadline` and `by` chose to skip it; the server plays its turns. */
  | { readonly kind: 'seatSkipped'; readonly seat: Seat; readonly deadline: string | null; readonly by: Seat | null }
  | { readonly kind: 'seatReturned'; readonly seat: Seat }
  /** The server made the next move for the skipped `seat` (the move's own entries follow). */
  | { readonly kind: 'playedForSkipped'; readonly seat: Seat };

export type StoryKind = StoryEntry['kind'];

/** The entries of one event of the match log, in the order things happened. */
export interface StoryEvent {
  readonly seq: number;
  readonly entries: readonly StoryEntry[];
}
