/**
 * The GraphQL shapes the client reads: aliases of the types GraphQL Code Generator derives from
 * schema.gql and the documents in operations.ts (./gql, `npm run web:codegen`), so they cannot drift
 * from the server. Cards are strings in RULES.md R1 notation: `goblins:3`, `hero:warlock`.
 */
import type {
  ChallengeFieldsFragment,
  CreateLobbyInput as GeneratedCreateLobbyInput,
  EventFieldsFragment,
  ForcedMovesQuery,
  LobbyFieldsFragment,
  MatchFieldsFragment,
  MatchSummaryFieldsFragment,
  MeQuery,
  MoveFieldsFragment,
  MyEventsSubscription,
  MyTurnQuery,
  RulesFieldsFragment,
  StoryFieldsFragment,
  TableFieldsFragment,
  WatchSubscription,
} from './gql/graphql';

export type Card = string;
export type User = MeQuery['me'];
export type Rules = RulesFieldsFragment;
export type Match = MatchFieldsFragment;
export type MatchSummary = MatchSummaryFieldsFragment;
export type Table = TableFieldsFragment;
export type SeatState = Table['seats'][number];
export type Play = Table['trick'][number];
export type CompletedTrick = NonNullable<Table['lastTrick']>;
export type PendingAction = NonNullable<Table['toAct']>;
export type MatchResult = NonNullable<Match['result']>;
export type Move = MoveFieldsFragment;
export type MatchEvent = EventFieldsFragment;
export type MatchUpdate = WatchSubscription['matchUpdated'];
export type StoryEvent = StoryFieldsFragment;
export type StoryEntryModel = StoryEvent['entries'][number];
export type Lobby = LobbyFieldsFragment;
export type Challenge = ChallengeFieldsFragment;
export type TurnEntry = MyTurnQuery['myTurn'][number];
export type ForcedMovesSetting = ForcedMovesQuery['forcedMoves'];
export type Notice = MyEventsSubscription['myEvents'];
export type CreateLobbyInput = GeneratedCreateLobbyInput;

/** The kinds of `table.toAct` (the schema types it as a string). */
export type ActionKind = 'play' | 'seer' | 'prize' | 'vampire' | 'smash' | 'cthulhu' | 'skeleton';

/** A decision as DecisionInput takes it: exactly one field set. */
export type Decision =
  | { seer: 'prize' | 'top' }
  | { prize: string }
  | { vampire: { activate: Card | null; bury: Card[] } }
  | { smash: { gnome: Card; victim: number } }
  | { discard: Card }
  | { skeleton: true }
  | { pass: true };
