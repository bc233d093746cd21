/**
 * The GraphQL shapes the client reads, as the server's code-first models define them
 * (src/matches/graphql/match.models.ts, src/lobbies/, src/auth/). Cards are strings in
 * RULES.md R1 notation: `goblins:3`, `hero:warlock`.
 */

export type Card = string;

export interface User {
  id: string;
  username: string;
  role: string;
}

export interface HeroValue {
  hero: string;
  value: number;
}

export interface Rules {
  players: number;
  factions: string[];
  heroes: string[];
  heroValues: HeroValue[];
}

export interface Play {
  seat: number;
  card: Card;
}

export interface CompletedTrick {
  plays: Play[];
  prizes: Card[];
  ranking: number[];
  winner: number | null;
  phase: string;
  trickNumber: number;
}

export type ActionKind = 'play' | 'seer' | 'prize' | 'vampire' | 'smash' | 'cthulhu' | 'skeleton';

export interface PendingAction {
  kind: ActionKind;
  seat: number;
  peeked: Card | null;
  prizes: Card[];
  allowTop: boolean;
  collected: Card[];
  giant: Card | null;
}

export interface SeatState {
  seat: number;
  username: string;
  team: number;
  handSize: number;
  followerPileSize: number;
  scorePile: Card[];
  gnomesInFront: Card[];
  activeVampire: Card | null;
  underVampire: Card[];
  knownCards: Card[];
}

export interface RevealedSecrets {
  seed: string;
  hands: Card[][];
  followerPiles: Card[][];
  drawPile: Card[];
  removedFromGame: Card[];
  discardPile: Card[];
}

export interface Table {
  phase: 'one' | 'two' | 'over';
  trickNumber: number;
  leader: number;
  toAct: PendingAction | null;
  trick: Play[];
  prizes: Card[];
  lastTrick: CompletedTrick | null;
  drawPileSize: number;
  discarded: Card[];
  discardPileSize: number;
  skeletonTakes: number;
  removedFromGameCount: number;
  moon: 'none' | 'full';
  setAsideTrolls: Card[];
  cube: { cube: Card; under: Card } | null;
  seats: SeatState[];
  hand: Card[] | null;
  followerPile: Card[] | null;
  myCthulhuDiscard: Card | null;
  revealed: RevealedSecrets | null;
}

export interface MatchResult {
  winner: number | null;
  factions: { faction: string; winner: number | null }[];
  endedBy: string;
  forfeitedSeat: number | null;
}

export interface Match {
  id: string;
  status: 'running' | 'finished' | 'aborted';
  version: number;
  headHash: string;
  seedCommitment: string;
  seed: string | null;
  rules: Rules;
  seats: { seat: number; username: string }[];
  mySeat: number | null;
  table: Table;
  result: MatchResult | null;
  createdAt: string;
}

export type MoveKind = 'play' | 'seer' | 'prize' | 'vampire' | 'smash' | 'discard' | 'skeleton' | 'pass';

export interface Move {
  seat: number;
  kind: MoveKind;
  card: string | null;
  activate: Card | null;
  bury: Card[];
  gnome: Card | null;
  victim: number | null;
}

export interface MatchEvent {
  seq: number;
  type: string;
  seat: number | null;
  move: Move | null;
  hidden: boolean;
  createdAt: string;
}

export interface MatchUpdate {
  event: MatchEvent;
  match: Match;
}

export interface LobbySeat {
  seat: number;
  username: string;
}

export interface Lobby {
  id: string;
  rules: Rules;
  owner: string;
  status: 'open' | 'started' | 'closed';
  players: number;
  seats: LobbySeat[];
  matchId: string | null;
  daysPerMove: number | null;
  createdAt: string;
}

/** A challenge to one named player (or a rematch offer), as myChallenges lists it. */
export interface Challenge {
  id: string;
  rules: Rules;
  challenger: string;
  challenged: string;
  status: 'pending' | 'accepted' | 'declined' | 'cancelled';
  /** Set once accepted: the match it started. */
  matchId: string | null;
  /** A rematch offer: the match it follows. */
  rematchOf: string | null;
  daysPerMove: number | null;
  createdAt: string;
}

export interface CreateLobbyInput {
  preset?: string;
  factions?: string[];
  heroes?: string[];
  heroValues?: HeroValue[];
  players: number;
  daysPerMove?: number;
}

/** A decision as DecisionInput takes it: exactly one field set. */
export type Decision =
  | { seer: 'prize' | 'top' }
  | { prize: string }
  | { vampire: { activate: Card | null; bury: Card[] } }
  | { smash: { gnome: Card; victim: number } }
  | { discard: Card }
  | { skeleton: true }
  | { pass: true };

/** myTurn: a match where it is the caller's move, with its deadline (correspondence play). */
export interface TurnEntry {
  matchId: string;
  seat: number;
  opponents: string[];
  due: string;
  version: number;
  dueSince: string;
  deadline: string | null;
}
