/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What a personal API token may do. Signed-in sessions (JWT) have every scope. */
export type ApiScope =
  /** `lobby`: create, join and leave lobbies; send and answer challenges. */
  | 'LOBBY'
  /** `match:play`: play cards, make decisions and resign (give `match:read` too to see the table). */
  | 'MATCH_PLAY'
  /** `match:read`: look at matches, their legal moves and events, and subscribe to them. */
  | 'MATCH_READ'
  /** `tournament:write`: organize tournaments: pause, resume, cancel, remove entrants, hand over, and create one for a given list of players whose matches start at once (bulk pairing). */
  | 'TOURNAMENT_WRITE';

/** How a player becomes a member (docs/players.md "Clubs"). */
export type ClubAdmission =
  /** Only players an admin invited join. */
  | 'invitation'
  /** Anyone joins at once. */
  | 'open'
  /** A player asks; an admin accepts or declines. */
  | 'request';

/** What waits for the other side. */
export type ClubPendingKind =
  /** An admin invited the player: they join (joinClub) or decline (leaveClub). */
  | 'invited'
  /** The player asked to join: an admin accepts or declines (answerClubRequest). */
  | 'requested';

/** A member's place in a club. */
export type ClubRole =
  /** Invites, answers requests, removes members, edits the description. */
  | 'admin'
  /** A member. */
  | 'member'
  /** Owns the club (one per club): gives and takes roles, hands the club on, deletes it. */
  | 'owner';

/** What to change of the confirm step; an omitted field stays. */
export type ConfirmMovesInput = {
  /** In days-per-move matches. */
  correspondence?: boolean | null | undefined;
  /** In live matches. */
  live?: boolean | null | undefined;
};

/** A new club. */
export type CreateClubInput = {
  /** open, request, invitation. */
  admission: ClubAdmission;
  /** Up to 500 characters. */
  description?: string | null | undefined;
  /** 3 to 40 letters, digits, spaces and . ' & -. */
  name: string;
};

/** Rules for a new game: a preset or a custom faction list (R2.1), heroes (R2.2), players (R8.1), time control. */
export type CreateLobbyInput = {
  /** Club only: the id of a club you belong to; only its members see the lobby in openLobbies (and on the club page) and may join it (others: CONFLICT NOT_A_CLUB_MEMBER; not a member yourself: the same; no such club: NOT_FOUND Club). Not together with friendsOnly. Lobbies only. Null for anyone. */
  clubId?: string | number | null | undefined;
  /** Correspondence time control: 1 to 14 days per move; null for none. */
  daysPerMove?: number | null | undefined;
  /** Your entropy contribution: 32 random bytes as 64 lowercase hex digits (docs/auditing.md "A deal no one can choose"). The match seed is derived from the server seed committed to before (`seedCommitment` of the lobby, challenge or group rematch; a tournament's `entropyCommitment`) and every seat's contribution; clients send one by default. Games against the computer refuse it. */
  entropy?: string | null | undefined;
  /** Custom faction ids: one pair plus 3 others for 2 players, plus 5 others for 3–4 (R2.1). */
  factions?: Array<string> | null | undefined;
  /** Friends only: only the owner's friends (players who follow the owner and whom the owner follows, no block between them) see the lobby in openLobbies and may join it (others: CONFLICT NOT_A_FRIEND). Lobbies only (challenges and games against the computer refuse it; a player chooses whom challenges come from instead). Default false. */
  friendsOnly?: boolean | null | undefined;
  /** Hero values other than 5 (R1). */
  heroValues?: Array<HeroValueInput> | null | undefined;
  /** Heroes to shuffle in (R2.2), e.g. `warlock`. */
  heroes?: Array<string> | null | undefined;
  /** Entry rating range, upper end: a player whose rating in the lobby's pool (2 players: duel, 3: trio, 4: teams; unrated: the pool's starting rating) is above it may not join (CONFLICT RATING_OUT_OF_RANGE). 0 to 10000; null for no bound. Lobbies only (challenges and games against the computer refuse it). */
  maxRating?: number | null | undefined;
  /** Entry rating range, lower end: a player whose rating in the lobby's pool (2 players: duel, 3: trio, 4: teams; unrated: the pool's starting rating) is below it may not join (CONFLICT RATING_OUT_OF_RANGE). 0 to 10000; null for no bound. Lobbies only (challenges and games against the computer refuse it). */
  minRating?: number | null | undefined;
  /** Minimum reputation: the share of their finished correspondence games a joiner (of a lobby; the challenged player accepting a challenge; the other seekers of a seek) must have seen to the end, whole percent 1 to 100 (a player with none counted passes); below it, CONFLICT REPUTATION_TOO_LOW (a seek just waits). Null for anyone. */
  minReputation?: number | null | undefined;
  /** No automatic time-out: the sweep never ends the match, only an opponent’s claim does. */
  noAutoTimeout?: boolean | null | undefined;
  /** Vacations do not pause this match’s clocks (tournaments). */
  noVacation?: boolean | null | undefined;
  /** Number of players, 2 to 4 (R8.1). Challenges are for 2. */
  players?: number | null | undefined;
  /** `claim` or `claim2` (5 factions: 2 players only). Give this or `factions`. */
  preset?: string | null | undefined;
  /** Rated: the players' ratings change when the match finishes (docs/players.md#ratings). Casual by default. */
  rated?: boolean | null | undefined;
  /** Who may watch: `anyone` (default, also without a token), `signed_in` accounts, or `nobody`. */
  spectators?: string | null | undefined;
  /** A time bank instead of days per move. */
  timeBank?: TimeBankInput | null | undefined;
};

/** A new tournament (docs/tournaments.md "Organizing"). */
export type CreateTournamentInput = {
  /** Knockout: games per tie, 1, 3, 5 or 7 (default 1). */
  bestOf?: number | null | undefined;
  /** Entry limited to this club's members (CONFLICT NOT_A_CLUB_MEMBER); only its owner and admins may create one. */
  clubId?: string | number | null | undefined;
  /** Days per move in every match, 1 to 14; or give `timeBank`. */
  daysPerMove?: number | null | undefined;
  /** League: entrants per division (3 to 16 at 2 players, players + 1 to 8 at tables of 3 or 4). */
  divisionSize?: number | null | undefined;
  /** Round-robin: every pair meets twice, seats swapped. */
  double?: boolean | null | undefined;
  /** Instead of a preset: the factions (R2.1); tables of 3 or 4 players need 7. */
  factions?: Array<string> | null | undefined;
  /** `swiss`, `round_robin`, `knockout` or `league`. */
  format: string;
  /** Hero values other than 5 (R1). */
  heroValues?: Array<HeroValueInput> | null | undefined;
  /** Heroes to shuffle in (R2.2), e.g. `warlock`. */
  heroes?: Array<string> | null | undefined;
  /** Entry by invitation: the usernames of the only players who may enter, 1 to 64 (CONFLICT NOT_INVITED). */
  invited?: Array<string> | null | undefined;
  /** At most this many entrants, 2 to 64. */
  maxEntrants: number;
  /** Entry rating range: the highest rating that may enter (0 to 10000, not below minRating); none if left out. */
  maxRating?: number | null | undefined;
  /** Entry rating range: the lowest rating (0 to 10000) in the pool of the tournament's players per match (unrated: 1500) that may enter; none if left out. */
  minRating?: number | null | undefined;
  /** Entry needs at least this share of correspondence games finished, 1 to 100 percent (as a lobby; CONFLICT REPUTATION_TOO_LOW). */
  minReputation?: number | null | undefined;
  /** Its name, 1 to 80 characters. */
  name: string;
  /** Vacations do not pause this match’s clocks (tournaments). */
  noVacation?: boolean | null | undefined;
  /** Players per match: 2 (the default), 3 or 4 (knockout: 2 only). */
  players?: number | null | undefined;
  /** The rule preset of every match: `claim` or `claim2` (R2.1), for 2 players; or give `factions`. */
  preset?: string | null | undefined;
  /** League: how many go up and down between neighbouring divisions, 1 to half a division (default 1). */
  promotion?: number | null | undefined;
  /** Rated matches (default false). */
  rated?: boolean | null | undefined;
  /** Registration closes then (CONFLICT REGISTRATION_CLOSED from then on); in the future, not after startsAt. */
  registrationClosesAt?: string | null | undefined;
  /** Registration opens then (CONFLICT REGISTRATION_NOT_OPEN before); at creation if left out. */
  registrationOpensAt?: string | null | undefined;
  /** Swiss: the number of rounds, 1 to 20. Round-robin: leave out. */
  rounds?: number | null | undefined;
  /** League: the length of a season in days, 1 to 365. */
  seasonDays?: number | null | undefined;
  /** League: the number of seasons, 1 to 52. */
  seasons?: number | null | undefined;
  /** Start as the last place (maxEntrants) is taken, without waiting for the organizer (default false). */
  startWhenFull?: boolean | null | undefined;
  /** Scheduled start: the server starts the tournament then if it has enough entrants; within a year. */
  startsAt?: string | null | undefined;
  /** A time bank instead of days per move. */
  timeBank?: TimeBankInput | null | undefined;
  /** Withdraw an entrant who times out of this many games, 0 for never (default 2). */
  withdrawAfterTimeouts?: number | null | undefined;
};

/** A decision (R3.5, R10). Set exactly one field. */
export type DecisionInput = {
  /** Cthulhu discard (phase two): a card from your hand. */
  discard?: string | null | undefined;
  /** Pass an optional decision (Vampire, Skeleton). */
  pass?: boolean | null | undefined;
  /** Prize choice, 3–4 players: a prize card, or `top` after a Seer win. */
  prize?: string | null | undefined;
  /** Seer choice, 2 players: `prize` or `top`. */
  seer?: string | null | undefined;
  /** Skeleton: take a random card from the discard pile. */
  skeleton?: boolean | null | undefined;
  /** Smash decision. */
  smash?: SmashDecisionInput | null | undefined;
  /** Vampire decision. */
  vampire?: VampireDecisionInput | null | undefined;
};

/** A hero value other than the default 5 (R1). */
export type HeroValueInput = {
  /** Hero name, e.g. `warlock` (the `hero:` prefix is optional). */
  hero: string;
  /** Its value, 0 to 19. */
  value: number;
};

/** Credentials to sign in with. */
export type LoginInput = {
  /** The password. */
  password: string;
  /** The username, in any case. */
  username: string;
};

/** What a notification (myEvents, webhooks, e-mail, Web Push) reports. */
export type NotificationKind =
  /** A moderator answered your appeal `appealId`: `appealVerdict` is upheld (the action stands) or lifted. The answer itself is in myModeration. */
  | 'APPEAL_ANSWERED'
  /** A challenge between you and `from` was accepted (then `matchId` is set), declined or cancelled. */
  | 'CHALLENGE_ANSWERED'
  /** `from` (seat `seat`) wrote message `messageSeq` in the chat of `matchId` (never its text: read `chatMessages`). Not sent for players you blocked. */
  | 'CHAT'
  /** Something in club `clubId` (`clubEvent`) done by `from`: INVITED (you are invited), REQUESTED (as its admin: `from` asks to join), ACCEPTED (you are a member now), REMOVED (you were removed), OWNER (it was handed to you), MATCH_CHALLENGE (as its admin: `from`, an admin of another club, challenges it to a club match; see clubMatches). */
  | 'CLUB'
  /** The sign-up of club match `clubMatchId` closed at its deadline (to every player signed up and the admins of both clubs, once): `clubId` is your club in it; `boardsPlayed` boards with a player of each club started (0: the club match did not go ahead); your board is `board` (null if you did not sign up), its game `matchId`, or `forfeit` when nobody of the other club took it and you win it 1 – 0. With `unanswered` true, the challenge itself was never accepted and is called off at that deadline (to the admins of both clubs; boardsPlayed 0). */
  | 'CLUB_MATCH_SIGNUP_CLOSED'
  /** It is still your move in `matchId` and `deadline` is near (sent 24 h and 2 h before, by default). */
  | 'DEADLINE_APPROACHING'
  /** `from` follows you (you do not follow them): follow them back to be friends. */
  | 'FOLLOWED'
  /** `from` followed you back: you are friends. */
  | 'FRIEND_ADDED'
  /** `matchId` ended: played out, resigned, timed out or aborted. */
  | 'GAME_OVER'
  /** `from` challenged you (`challengeId`). */
  | 'INVITATION'
  /** Another seat (`seat`) acted in `matchId`; it is not your move yet. */
  | 'OPPONENT_MOVED'
  /** One of your standing orders in `matchId` (your seat `seat`) applied at version `version` but its answer was not a legal move, so it was dropped and played nothing: `orderId`; its reason is in `myStandingOrders`. Only you hear of it. */
  | 'ORDER_DROPPED'
  /** One of your automatch seeks found its table: match `matchId` has started with you in it (see mySeeks). */
  | 'SEEK_MATCHED'
  /** Something in tournament `tournamentId` (`tournamentEvent`): PAIRED (round `round` started; your game is `matchId`, null for a bye), FINISHED, CANCELLED, PAUSED, RESUMED, REMOVED (you were withdrawn), ORGANIZER (it was handed to you), INVITED (you are on its invitation list). */
  | 'TOURNAMENT'
  /** It is your move (a card or a decision) in `matchId`, due by `deadline` if the match has a time control. */
  | 'YOUR_TURN';

/** What reaches you by e-mail and by push. */
export type NotificationPreferencesInput = {
  /** One daily digest mail instead of a mail per notice. */
  emailDigest: boolean;
  /** Kinds to mail (to your verified address). */
  emailKinds: Array<NotificationKind>;
  /** Kinds to push (to your subscribed browsers). */
  pushKinds: Array<NotificationKind>;
};

/** What a standing order plays: CARD (`card`), LOWEST/HIGHEST (of `faction`; for MUST_FOLLOW, of the led faction), TAKE_PRIZE/TAKE_TOP (SEER), BURY_NOTHING (VAMPIRE: pass), TAKE/LEAVE (SKELETON). */
export type OrderAnswer =
  /** Vampire: keep the active Vampire, bury nothing (pass). */
  | 'BURY_NOTHING'
  /** Play (or discard) `card`. */
  | 'CARD'
  /** Your highest card of `faction` (MUST_FOLLOW: of the led faction). */
  | 'HIGHEST'
  /** Skeleton: leave it (pass). */
  | 'LEAVE'
  /** Your lowest card of `faction` (MUST_FOLLOW: of the led faction). */
  | 'LOWEST'
  /** Skeleton: take a random card of the discard pile. */
  | 'TAKE'
  /** Seer: take the prize. */
  | 'TAKE_PRIZE'
  /** Seer: take the top card. */
  | 'TAKE_TOP';

/** When a standing order applies (docs/correspondence.md "Standing orders"): LED (another seat led `whenCard`, or a card of `whenFaction`), MUST_FOLLOW (the trick is led in `whenFaction` and you hold one), I_LEAD (you lead the trick), SEER, VAMPIRE, SKELETON, CTHULHU (that decision is yours). */
export type OrderCondition =
  /** Your Cthulhu discard (R7). */
  | 'CTHULHU'
  /** You lead the trick. */
  | 'I_LEAD'
  /** Another seat led `whenCard` (or a card of `whenFaction`) and you are to play. */
  | 'LED'
  /** The trick is led in `whenFaction` and you hold a card of it. */
  | 'MUST_FOLLOW'
  /** Your Seer choice (R5). */
  | 'SEER'
  /** Your Skeleton take (R7). */
  | 'SKELETON'
  /** Your Vampire decision (R5). */
  | 'VAMPIRE';

/** ACTIVE (waiting), FIRED (played; `firedSeq`), DROPPED (its answer became illegal; `reason`). */
export type OrderStatus =
  /** Waiting for its condition. */
  | 'ACTIVE'
  /** Its answer became illegal; `reason` says why. */
  | 'DROPPED'
  /** Played; `firedSeq` names the move. */
  | 'FIRED';

/** A match against the computer: the rules and time control as for a lobby (`players` 2–4: the caller and 1–3 computer seats), and its level. */
export type PlayComputerInput = {
  /** Club only: the id of a club you belong to; only its members see the lobby in openLobbies (and on the club page) and may join it (others: CONFLICT NOT_A_CLUB_MEMBER; not a member yourself: the same; no such club: NOT_FOUND Club). Not together with friendsOnly. Lobbies only. Null for anyone. */
  clubId?: string | number | null | undefined;
  /** Correspondence time control: 1 to 14 days per move; null for none. */
  daysPerMove?: number | null | undefined;
  /** Your entropy contribution: 32 random bytes as 64 lowercase hex digits (docs/auditing.md "A deal no one can choose"). The match seed is derived from the server seed committed to before (`seedCommitment` of the lobby, challenge or group rematch; a tournament's `entropyCommitment`) and every seat's contribution; clients send one by default. Games against the computer refuse it. */
  entropy?: string | null | undefined;
  /** Custom faction ids: one pair plus 3 others for 2 players, plus 5 others for 3–4 (R2.1). */
  factions?: Array<string> | null | undefined;
  /** Friends only: only the owner's friends (players who follow the owner and whom the owner follows, no block between them) see the lobby in openLobbies and may join it (others: CONFLICT NOT_A_FRIEND). Lobbies only (challenges and games against the computer refuse it; a player chooses whom challenges come from instead). Default false. */
  friendsOnly?: boolean | null | undefined;
  /** Hero values other than 5 (R1). */
  heroValues?: Array<HeroValueInput> | null | undefined;
  /** Heroes to shuffle in (R2.2), e.g. `warlock`. */
  heroes?: Array<string> | null | undefined;
  /** `easy`, `medium` or `hard` (docs/bots.md). */
  level: string;
  /** Entry rating range, upper end: a player whose rating in the lobby's pool (2 players: duel, 3: trio, 4: teams; unrated: the pool's starting rating) is above it may not join (CONFLICT RATING_OUT_OF_RANGE). 0 to 10000; null for no bound. Lobbies only (challenges and games against the computer refuse it). */
  maxRating?: number | null | undefined;
  /** Entry rating range, lower end: a player whose rating in the lobby's pool (2 players: duel, 3: trio, 4: teams; unrated: the pool's starting rating) is below it may not join (CONFLICT RATING_OUT_OF_RANGE). 0 to 10000; null for no bound. Lobbies only (challenges and games against the computer refuse it). */
  minRating?: number | null | undefined;
  /** Minimum reputation: the share of their finished correspondence games a joiner (of a lobby; the challenged player accepting a challenge; the other seekers of a seek) must have seen to the end, whole percent 1 to 100 (a player with none counted passes); below it, CONFLICT REPUTATION_TOO_LOW (a seek just waits). Null for anyone. */
  minReputation?: number | null | undefined;
  /** No automatic time-out: the sweep never ends the match, only an opponent’s claim does. */
  noAutoTimeout?: boolean | null | undefined;
  /** Vacations do not pause this match’s clocks (tournaments). */
  noVacation?: boolean | null | undefined;
  /** Number of players, 2 to 4 (R8.1). Challenges are for 2. */
  players?: number | null | undefined;
  /** `claim` or `claim2` (5 factions: 2 players only). Give this or `factions`. */
  preset?: string | null | undefined;
  /** Rated: the players' ratings change when the match finishes (docs/players.md#ratings). Casual by default. */
  rated?: boolean | null | undefined;
  /** Who may watch: `anyone` (default, also without a token), `signed_in` accounts, or `nobody`. */
  spectators?: string | null | undefined;
  /** A time bank instead of days per move. */
  timeBank?: TimeBankInput | null | undefined;
};

/** A new account. */
export type RegisterInput = {
  /** 15–256 characters, not a common or easily guessed one (NIST SP 800-63B); spaces and Unicode welcome. */
  password: string;
  /** 3–32 letters, digits, "_" or "-" after Unicode NFKC normalisation (ASCII only); case-insensitive; not reserved, nor confusable with an existing name. */
  username: string;
};

/** A rematch’s own time control instead of the finished match’s: days per move or a time bank, and the switches (docs/correspondence.md#time-controls). */
export type RematchTimeControlInput = {
  /** Correspondence time control: 1 to 14 days per move; null for none. */
  daysPerMove?: number | null | undefined;
  /** No automatic time-out: the sweep never ends the match, only an opponent’s claim does. */
  noAutoTimeout?: boolean | null | undefined;
  /** Vacations do not pause this match’s clocks (tournaments). */
  noVacation?: boolean | null | undefined;
  /** A time bank instead of days per move. */
  timeBank?: TimeBankInput | null | undefined;
};

/** What to report: a player (`username`), or one chat message (`matchId`, or `clubId` for a club chat, and `messageSeq`); and why. */
export type ReportInput = {
  /** The reported club chat message's club (instead of `matchId`). */
  clubId?: string | number | null | undefined;
  /** The reported message's match. */
  matchId?: string | number | null | undefined;
  /** The reported message's seq. */
  messageSeq?: number | null | undefined;
  /** Why: 1 to 1000 characters. */
  reason: string;
  /** The player to report. */
  username?: string | null | undefined;
};

/** A smash decision (R8.3). */
export type SmashDecisionInput = {
  /** The Gnome to smash (same value as the Giant). */
  gnome: string;
  /** The seat whose Gnome is smashed. */
  victim: number;
};

/** One standing order: a condition and an answer. */
export type StandingOrderInput = {
  /** What it plays. */
  answer: OrderAnswer;
  /** CARD: the card to play or discard. */
  card?: string | null | undefined;
  /** LOWEST/HIGHEST (not MUST_FOLLOW): the faction. */
  faction?: string | null | undefined;
  /** When it applies. */
  when: OrderCondition;
  /** LED: the led card, e.g. `goblins:3`. */
  whenCard?: string | null | undefined;
  /** LED (instead of a card) and MUST_FOLLOW: the faction. */
  whenFaction?: string | null | undefined;
};

/** A time bank: an allowance, extra days after each of your moves, and a cap (whole days). */
export type TimeBankInput = {
  /** Days added after each of your moves, 0 to 14. */
  incrementDays: number;
  /** Days each player starts with, 1 to 60. */
  initialDays: number;
  /** The most a bank can hold, initialDays to 90. */
  maxDays: number;
};

/** What a claim on time asks for. */
export type TimeoutClaim =
  /** The match ends: the other side wins, as when the late seat resigns. */
  | 'END'
  /** 3–4 players: the server plays the late seat’s turns until its player returns. */
  | 'SKIP';

/** What a user may do beyond playing. */
export type UserRole =
  /** A player who may also audit other users (userActions). */
  | 'admin'
  /** A player who may also moderate (docs/fair-play.md "Moderation"); admins moderate too. */
  | 'moderator'
  /** A player. */
  | 'player';

/** A Vampire decision (R5 Vampires). */
export type VampireDecisionInput = {
  /** A Vampire collected in this trick to make active, or null to keep the current one. */
  activate?: string | null | undefined;
  /** Cards collected in this trick to put under the active Vampire. */
  bury?: Array<string>;
};

export type ChatMessageFieldsFragment = { matchId: string, seq: number, author: string, seat: number, text: string, createdAt: string };

export type ChatMessagesQueryVariables = Exact<{
  m: string | number;
  a: number;
  f: number;
}>;


export type ChatMessagesQuery = { chatMessages: Array<{ matchId: string, seq: number, author: string, seat: number, text: string, createdAt: string }> };

export type ClubChatMessageFieldsFragment = { clubId: string, seq: number, author: string, text: string, createdAt: string };

export type ClubChatMessagesQueryVariables = Exact<{
  c: string | number;
  a: number;
  f: number;
}>;


export type ClubChatMessagesQuery = { clubChatMessages: Array<{ clubId: string, seq: number, author: string, text: string, createdAt: string }> };

export type SendClubChatMutationVariables = Exact<{
  c: string | number;
  t: string;
}>;


export type SendClubChatMutation = { sendClubChatMessage: { clubId: string, seq: number, author: string, text: string, createdAt: string } };

export type ClubChatAddedSubscriptionVariables = Exact<{
  c: string | number;
  a?: number | null | undefined;
}>;


export type ClubChatAddedSubscription = { clubChatMessageAdded: { clubId: string, seq: number, author: string, text: string, createdAt: string } };

export type HideClubChatMutationVariables = Exact<{
  c: string | number;
  s: number;
}>;


export type HideClubChatMutation = { hideClubChatMessage: boolean };

export type SendChatMutationVariables = Exact<{
  m: string | number;
  t: string;
}>;


export type SendChatMutation = { sendChatMessage: { matchId: string, seq: number, author: string, seat: number, text: string, createdAt: string } };

export type MarkChatReadMutationVariables = Exact<{
  m: string | number;
}>;


export type MarkChatReadMutation = { markChatRead: boolean };

export type ChatAddedSubscriptionVariables = Exact<{
  m: string | number;
  a?: number | null | undefined;
}>;


export type ChatAddedSubscription = { chatMessageAdded: { matchId: string, seq: number, author: string, seat: number, text: string, createdAt: string } };

export type BlockedUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type BlockedUsersQuery = { blockedUsers: Array<{ username: string }> };

export type BlockUserMutationVariables = Exact<{
  u: string;
}>;


export type BlockUserMutation = { blockUser: { username: string } };

export type UnblockUserMutationVariables = Exact<{
  u: string;
}>;


export type UnblockUserMutation = { unblockUser: boolean };

export type ReportMutationVariables = Exact<{
  i: ReportInput;
}>;


export type ReportMutation = { report: { id: string } };

export type ReportFieldsFragment = { id: string, reporter: string, reported: string, matchId: string | null, clubId: string | null, messageSeq: number | null, messageText: string | null, reason: string, status: string, createdAt: string };

export type OpenReportsQueryVariables = Exact<{
  f: number;
  a?: string | number | null | undefined;
}>;


export type OpenReportsQuery = { openReports: Array<{ id: string, reporter: string, reported: string, matchId: string | null, clubId: string | null, messageSeq: number | null, messageText: string | null, reason: string, status: string, createdAt: string }> };

export type ResolveReportMutationVariables = Exact<{
  id: string | number;
  n: string;
}>;


export type ResolveReportMutation = { resolveReport: { id: string, reporter: string, reported: string, matchId: string | null, clubId: string | null, messageSeq: number | null, messageText: string | null, reason: string, status: string, createdAt: string } };

export type ClubSummaryFieldsFragment = { id: string, name: string, description: string, admission: ClubAdmission, owner: string, members: number };

export type ClubsPageQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type ClubsPageQuery = { myClubs: Array<{ role: ClubRole, club: { id: string, name: string, description: string, admission: ClubAdmission, owner: string, members: number } }>, myClubInvitations: Array<{ kind: ClubPendingKind, by: string | null, club: { id: string, name: string, description: string, admission: ClubAdmission, owner: string, members: number } }>, clubs: Array<{ id: string, name: string, description: string, admission: ClubAdmission, owner: string, members: number }> };

export type ClubPageQueryVariables = Exact<{
  c: string | number;
}>;


export type ClubPageQuery = { club: { id: string, name: string, description: string, admission: ClubAdmission, owner: string, members: number }, clubStanding: { role: ClubRole | null, pending: ClubPendingKind | null }, clubMembers: Array<{ username: string, role: ClubRole, rating: number | null, games: number }>, live: Array<{ id: string, status: string, rated: boolean, finishedAt: string | null, seats: Array<{ seat: number, username: string, result: string | null }> }>, finished: Array<{ id: string, status: string, rated: boolean, finishedAt: string | null, seats: Array<{ seat: number, username: string, result: string | null }> }>, clubTournaments: { tournaments: Array<{ id: string, name: string, format: string, status: string }>, clubMatches: Array<{ id: string, clubId: string, clubName: string, opponentClubId: string, opponentName: string, boards: number, status: string, rated: boolean, score: number, opponentScore: number, finishedBoards: number, signUpClosesAt: string | null, board: Array<{ board: number, home: string | null, away: string | null, matchId: string | null, homePoints: number | null, awayPoints: number | null, forfeit: boolean }> }> } };

export type ClubLobbiesQueryVariables = Exact<{
  c: string | number;
}>;


export type ClubLobbiesQuery = { clubLobbies: Array<{ id: string, owner: string, players: number, seats: Array<{ username: string }> }> };

export type MyClubNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyClubNamesQuery = { myClubs: Array<{ club: { id: string, name: string } }> };

export type ClubAdminQueryVariables = Exact<{
  c: string | number;
}>;


export type ClubAdminQuery = { clubPending: Array<{ username: string, kind: ClubPendingKind, by: string | null }>, clubLog: Array<{ id: string, at: string, action: string, actor: string | null, target: string | null }> };

export type CreateClubMutationVariables = Exact<{
  i: CreateClubInput;
}>;


export type CreateClubMutation = { createClub: { id: string } };

export type JoinClubMutationVariables = Exact<{
  c: string | number;
}>;


export type JoinClubMutation = { joinClub: { role: ClubRole | null, pending: ClubPendingKind | null } };

export type LeaveClubMutationVariables = Exact<{
  c: string | number;
}>;


export type LeaveClubMutation = { leaveClub: boolean };

export type InviteToClubMutationVariables = Exact<{
  c: string | number;
  u: string;
}>;


export type InviteToClubMutation = { inviteToClub: { role: ClubRole | null, pending: ClubPendingKind | null } };

export type AnswerClubRequestMutationVariables = Exact<{
  c: string | number;
  u: string;
  a: boolean;
}>;


export type AnswerClubRequestMutation = { answerClubRequest: { role: ClubRole | null } };

export type RemoveClubMemberMutationVariables = Exact<{
  c: string | number;
  u: string;
}>;


export type RemoveClubMemberMutation = { removeClubMember: boolean };

export type SetClubRoleMutationVariables = Exact<{
  c: string | number;
  u: string;
  r: ClubRole;
}>;


export type SetClubRoleMutation = { setClubRole: { role: ClubRole | null } };

export type DeleteClubMutationVariables = Exact<{
  c: string | number;
}>;


export type DeleteClubMutation = { deleteClub: boolean };

export type FindClubQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type FindClubQuery = { clubs: Array<{ id: string, name: string }> };

export type ChallengeClubMutationVariables = Exact<{
  c: string | number;
  o: string | number;
  n: number;
  i: CreateLobbyInput;
  d?: string | null | undefined;
}>;


export type ChallengeClubMutation = { challengeClub: { id: string } };

export type AnswerClubMatchMutationVariables = Exact<{
  id: string | number;
  a: boolean;
}>;


export type AnswerClubMatchMutation = { answerClubMatch: { id: string } };

export type CancelClubMatchMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelClubMatchMutation = { cancelClubMatch: { id: string } };

export type SignUpForClubMatchMutationVariables = Exact<{
  id: string | number;
  u?: string | null | undefined;
}>;


export type SignUpForClubMatchMutation = { signUpForClubMatch: { id: string } };

export type WithdrawFromClubMatchMutationVariables = Exact<{
  id: string | number;
  u?: string | null | undefined;
}>;


export type WithdrawFromClubMatchMutation = { withdrawFromClubMatch: { id: string } };

export type NoteFieldsFragment = { id: string, matchId: string, moveSeq: number | null, body: string, shared: boolean, author: string, updatedAt: string };

export type GroupRematchFieldsFragment = { matchId: string, status: string, offeredBy: string, newMatchId: string | null, seedCommitment: string | null, seats: Array<{ seat: number, username: string, accepted: boolean }> };

export type MyNotesQueryVariables = Exact<{
  m: string | number;
}>;


export type MyNotesQuery = { myNotes: Array<{ id: string, matchId: string, moveSeq: number | null, body: string, shared: boolean, author: string, updatedAt: string }> };

export type SharedNotesQueryVariables = Exact<{
  m: string | number;
}>;


export type SharedNotesQuery = { sharedNotes: Array<{ id: string, matchId: string, moveSeq: number | null, body: string, shared: boolean, author: string, updatedAt: string }> };

export type SearchMyNotesQueryVariables = Exact<{
  text: string;
}>;


export type SearchMyNotesQuery = { searchMyNotes: Array<{ id: string, matchId: string, moveSeq: number | null, body: string, shared: boolean, author: string, updatedAt: string }> };

export type AddNoteMutationVariables = Exact<{
  m: string | number;
  body: string;
  seq?: number | null | undefined;
}>;


export type AddNoteMutation = { addNote: { id: string, matchId: string, moveSeq: number | null, body: string, shared: boolean, author: string, updatedAt: string } };

export type EditNoteMutationVariables = Exact<{
  id: string | number;
  body: string;
}>;


export type EditNoteMutation = { editNote: { id: string, matchId: string, moveSeq: number | null, body: string, shared: boolean, author: string, updatedAt: string } };

export type ShareNoteMutationVariables = Exact<{
  id: string | number;
  shared: boolean;
}>;


export type ShareNoteMutation = { shareNote: { id: string, matchId: string, moveSeq: number | null, body: string, shared: boolean, author: string, updatedAt: string } };

export type DeleteNoteMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteNoteMutation = { deleteNote: boolean };

export type ConfirmMovesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfirmMovesQuery = { confirmMoves: { correspondence: boolean, live: boolean } };

export type SetConfirmMovesMutationVariables = Exact<{
  input: ConfirmMovesInput;
}>;


export type SetConfirmMovesMutation = { setConfirmMoves: { correspondence: boolean, live: boolean } };

export type GroupRematchQueryVariables = Exact<{
  m: string | number;
}>;


export type GroupRematchQuery = { groupRematch: { matchId: string, status: string, offeredBy: string, newMatchId: string | null, seedCommitment: string | null, seats: Array<{ seat: number, username: string, accepted: boolean }> } | null };

export type AcceptGroupRematchMutationVariables = Exact<{
  m: string | number;
  entropy?: string | null | undefined;
}>;


export type AcceptGroupRematchMutation = { acceptGroupRematch: { matchId: string, status: string, offeredBy: string, newMatchId: string | null, seedCommitment: string | null, seats: Array<{ seat: number, username: string, accepted: boolean }> } };

export type DeclineGroupRematchMutationVariables = Exact<{
  m: string | number;
}>;


export type DeclineGroupRematchMutation = { declineGroupRematch: { matchId: string, status: string, offeredBy: string, newMatchId: string | null, seedCommitment: string | null, seats: Array<{ seat: number, username: string, accepted: boolean }> } };

export type SameNetworkSeatsQueryVariables = Exact<{
  m: string | number;
}>;


export type SameNetworkSeatsQuery = { sameNetworkSeats: { pairs: Array<Array<number>> } };

export type CreateGuestMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateGuestMutation = { createGuest: { accessToken: string, user: { id: string, username: string, role: UserRole, isGuest: boolean } } };

export type ConvertGuestMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type ConvertGuestMutation = { convertGuest: { accessToken: string, user: { id: string, username: string, role: UserRole, isGuest: boolean } } };

export type ModerationEntryFieldsFragment = { id: string, username: string, actor: string | null, action: string, reason: string, refId: string | null, matchIds: Array<string>, createdAt: string };

export type AppealFieldsFragment = { id: string, username: string, text: string, status: string, createdAt: string, answeredBy: string | null, answer: string | null, answeredAt: string | null, entry: { id: string, username: string, actor: string | null, action: string, reason: string, refId: string | null, matchIds: Array<string>, createdAt: string } };

export type MyModerationQueryVariables = Exact<{ [key: string]: never; }>;


export type MyModerationQuery = { myModeration: { rulesBroken: boolean, ratedExcluded: boolean, warnings: Array<{ id: string, username: string, actor: string | null, action: string, reason: string, refId: string | null, matchIds: Array<string>, createdAt: string }>, appealable: Array<{ id: string, username: string, actor: string | null, action: string, reason: string, refId: string | null, matchIds: Array<string>, createdAt: string }>, appeals: Array<{ id: string, username: string, text: string, status: string, createdAt: string, answeredBy: string | null, answer: string | null, answeredAt: string | null, entry: { id: string, username: string, actor: string | null, action: string, reason: string, refId: string | null, matchIds: Array<string>, createdAt: string } }> } };

export type AcknowledgeWarningMutationVariables = Exact<{
  id: string;
}>;


export type AcknowledgeWarningMutation = { acknowledgeWarning: { id: string } };

export type AppealMutationVariables = Exact<{
  entryId: string;
  text: string;
}>;


export type AppealMutation = { appeal: { id: string, username: string, text: string, status: string, createdAt: string, answeredBy: string | null, answer: string | null, answeredAt: string | null, entry: { id: string, username: string, actor: string | null, action: string, reason: string, refId: string | null, matchIds: Array<string>, createdAt: string } } };

export type AppealSuspensionMutationVariables = Exact<{
  username: string;
  password: string;
  text: string;
}>;


export type AppealSuspensionMutation = { appealSuspension: { id: string, username: string, text: string, status: string, createdAt: string, answeredBy: string | null, answer: string | null, answeredAt: string | null, entry: { id: string, username: string, actor: string | null, action: string, reason: string, refId: string | null, matchIds: Array<string>, createdAt: string } } };

export type ModerationAccountQueryVariables = Exact<{
  username: string;
}>;


export type ModerationAccountQuery = { moderationAccount: { username: string, role: string, suspended: boolean, closed: boolean, rulesBroken: boolean, ratedExcluded: boolean, log: Array<{ id: string, username: string, actor: string | null, action: string, reason: string, refId: string | null, matchIds: Array<string>, createdAt: string }>, reports: Array<{ id: string, reporter: string, reason: string, status: string, createdAt: string, resolution: string | null }>, matches: Array<{ matchId: string, finishedAt: string, rated: boolean, ratingOutcome: string | null, result: string | null, players: Array<string> }>, coPlayers: Array<{ username: string, matches: number, ratedMatches: number }>, appeals: Array<{ id: string, username: string, text: string, status: string, createdAt: string, answeredBy: string | null, answer: string | null, answeredAt: string | null, entry: { id: string, username: string, actor: string | null, action: string, reason: string, refId: string | null, matchIds: Array<string>, createdAt: string } }> } };

export type ModerateMutationVariables = Exact<{
  username: string;
  action: string;
  reason: string;
}>;


export type ModerateMutation = { moderate: { id: string, username: string, actor: string | null, action: string, reason: string, refId: string | null, matchIds: Array<string>, createdAt: string } };

export type AnnulRatedResultsMutationVariables = Exact<{
  username: string;
  reason: string;
}>;


export type AnnulRatedResultsMutation = { annulRatedResults: { id: string, username: string, actor: string | null, action: string, reason: string, refId: string | null, matchIds: Array<string>, createdAt: string } };

export type OpenAppealsQueryVariables = Exact<{ [key: string]: never; }>;


export type OpenAppealsQuery = { openAppeals: Array<{ id: string, username: string, text: string, status: string, createdAt: string, answeredBy: string | null, answer: string | null, answeredAt: string | null, entry: { id: string, username: string, actor: string | null, action: string, reason: string, refId: string | null, matchIds: Array<string>, createdAt: string } }> };

export type AnswerAppealMutationVariables = Exact<{
  id: string;
  verdict: string;
  reason: string;
}>;


export type AnswerAppealMutation = { answerAppeal: { id: string, username: string, text: string, status: string, createdAt: string, answeredBy: string | null, answer: string | null, answeredAt: string | null, entry: { id: string, username: string, actor: string | null, action: string, reason: string, refId: string | null, matchIds: Array<string>, createdAt: string } } };

export type RulesFieldsFragment = { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> };

export type TableFieldsFragment = { phase: string, trickNumber: number, leader: number, drawPileSize: number, discarded: Array<string>, discardPileSize: number, skeletonTakes: number, removedFromGameCount: number, moon: string, setAsideTrolls: Array<string>, prizes: Array<string>, hand: Array<string> | null, followerPile: Array<string> | null, myCthulhuDiscard: string | null, toAct: { kind: string, seat: number, peeked: string | null, prizes: Array<string>, allowTop: boolean, collected: Array<string>, giant: string | null } | null, trick: Array<{ seat: number, card: string }>, lastTrick: { prizes: Array<string>, ranking: Array<number>, winner: number | null, phase: string, trickNumber: number, plays: Array<{ seat: number, card: string }> } | null, cube: { cube: string, under: string } | null, seats: Array<{ seat: number, username: string, isBot: boolean, team: number, handSize: number, followerPileSize: number, scorePile: Array<string>, gnomesInFront: Array<string>, activeVampire: string | null, underVampire: Array<string>, knownCards: Array<string> }>, revealed: { seed: string, hands: Array<Array<string>>, followerPiles: Array<Array<string>>, drawPile: Array<string>, removedFromGame: Array<string>, discardPile: Array<string> } | null };

export type MatchFieldsFragment = { id: string, status: string, version: number, headHash: string, seedCommitment: string, seed: string | null, mySeat: number | null, replacedSeats: Array<number>, replacementRequestedBy: Array<number>, createdAt: string, rated: boolean, ratedOutcome: string | null, canClaimTimeoutAt: string | null, paused: boolean, pauseProposedBy: number | null, entropy: { serverSeedCommitment: string, contributions: Array<string | null>, serverSeed: string | null } | null, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string, isBot: boolean }>, result: { winner: number | null, endedBy: string, forfeitedSeat: number | null, factions: Array<{ faction: string, winner: number | null }> } | null, table: { phase: string, trickNumber: number, leader: number, drawPileSize: number, discarded: Array<string>, discardPileSize: number, skeletonTakes: number, removedFromGameCount: number, moon: string, setAsideTrolls: Array<string>, prizes: Array<string>, hand: Array<string> | null, followerPile: Array<string> | null, myCthulhuDiscard: string | null, toAct: { kind: string, seat: number, peeked: string | null, prizes: Array<string>, allowTop: boolean, collected: Array<string>, giant: string | null } | null, trick: Array<{ seat: number, card: string }>, lastTrick: { prizes: Array<string>, ranking: Array<number>, winner: number | null, phase: string, trickNumber: number, plays: Array<{ seat: number, card: string }> } | null, cube: { cube: string, under: string } | null, seats: Array<{ seat: number, username: string, isBot: boolean, team: number, handSize: number, followerPileSize: number, scorePile: Array<string>, gnomesInFront: Array<string>, activeVampire: string | null, underVampire: Array<string>, knownCards: Array<string> }>, revealed: { seed: string, hands: Array<Array<string>>, followerPiles: Array<Array<string>>, drawPile: Array<string>, removedFromGame: Array<string>, discardPile: Array<string> } | null }, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null, clocks: Array<{ seat: number, username: string, due: boolean, dueSince: string | null, deadline: string | null, bankSeconds: number | null, vacationUntil: string | null, skipped: boolean }> };

export type MatchSummaryFieldsFragment = { id: string, status: string, version: number, mySeat: number | null, createdAt: string, canClaimTimeoutAt: string | null, paused: boolean, pauseProposedBy: number | null, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string }>, result: { winner: number | null, endedBy: string, forfeitedSeat: number | null } | null, table: { phase: string, trickNumber: number, toAct: { kind: string, seat: number } | null }, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null, clocks: Array<{ seat: number, username: string, due: boolean, dueSince: string | null, deadline: string | null, bankSeconds: number | null, vacationUntil: string | null, skipped: boolean }> };

export type MoveFieldsFragment = { seat: number, kind: string, card: string | null, activate: string | null, bury: Array<string>, gnome: string | null, victim: number | null };

export type EventFieldsFragment = { seq: number, type: string, seat: number | null, hidden: boolean, createdAt: string, move: { seat: number, kind: string, card: string | null, activate: string | null, bury: Array<string>, gnome: string | null, victim: number | null } | null };

export type StoryFieldsFragment = { seq: number, at: string | null, entries: Array<{ kind: string, seat: number | null, other: number | null, card: string | null, cards: Array<string>, seats: Array<number>, hidden: boolean, count: number | null, reason: string | null, flags: Array<string>, faction: string | null, moon: string | null, phase: string | null, trick: number | null, choice: string | null, lead: boolean, side: number | null, counts: Array<number>, values: Array<number>, deadline: string | null, by: number | null, until: string | null, results: Array<{ faction: string, winner: number | null }> }> };

export type LobbyFieldsFragment = { id: string, owner: string, status: string, players: number, matchId: string | null, rated: boolean, seedCommitment: string | null, minRating: number | null, maxRating: number | null, friendsOnly: boolean, clubId: string | null, minReputation: number | null, daysPerMove: number | null, createdAt: string, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string }>, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null };

export type ChallengeFieldsFragment = { rated: boolean, id: string, challenger: string, challenged: string, status: string, matchId: string | null, rematchOf: string | null, seedCommitment: string | null, daysPerMove: number | null, createdAt: string, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null };

export type AuthPayloadFieldsFragment = { accessToken: string, user: { id: string, username: string, role: UserRole, isGuest: boolean } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { accessToken: string, user: { id: string, username: string, role: UserRole, isGuest: boolean } } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { accessToken: string, user: { id: string, username: string, role: UserRole, isGuest: boolean } } };

export type RequestSignInLinkMutationVariables = Exact<{
  login: string;
}>;


export type RequestSignInLinkMutation = { requestSignInLink: boolean };

export type SignInWithLinkMutationVariables = Exact<{
  token: string;
}>;


export type SignInWithLinkMutation = { signInWithLink: { accessToken: string, user: { id: string, username: string, role: UserRole, isGuest: boolean } } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, username: string, role: UserRole, isGuest: boolean } };

export type MatchQueryVariables = Exact<{
  id: string | number;
}>;


export type MatchQuery = { match: { id: string, status: string, version: number, headHash: string, seedCommitment: string, seed: string | null, mySeat: number | null, replacedSeats: Array<number>, replacementRequestedBy: Array<number>, createdAt: string, rated: boolean, ratedOutcome: string | null, canClaimTimeoutAt: string | null, paused: boolean, pauseProposedBy: number | null, entropy: { serverSeedCommitment: string, contributions: Array<string | null>, serverSeed: string | null } | null, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string, isBot: boolean }>, result: { winner: number | null, endedBy: string, forfeitedSeat: number | null, factions: Array<{ faction: string, winner: number | null }> } | null, table: { phase: string, trickNumber: number, leader: number, drawPileSize: number, discarded: Array<string>, discardPileSize: number, skeletonTakes: number, removedFromGameCount: number, moon: string, setAsideTrolls: Array<string>, prizes: Array<string>, hand: Array<string> | null, followerPile: Array<string> | null, myCthulhuDiscard: string | null, toAct: { kind: string, seat: number, peeked: string | null, prizes: Array<string>, allowTop: boolean, collected: Array<string>, giant: string | null } | null, trick: Array<{ seat: number, card: string }>, lastTrick: { prizes: Array<string>, ranking: Array<number>, winner: number | null, phase: string, trickNumber: number, plays: Array<{ seat: number, card: string }> } | null, cube: { cube: string, under: string } | null, seats: Array<{ seat: number, username: string, isBot: boolean, team: number, handSize: number, followerPileSize: number, scorePile: Array<string>, gnomesInFront: Array<string>, activeVampire: string | null, underVampire: Array<string>, knownCards: Array<string> }>, revealed: { seed: string, hands: Array<Array<string>>, followerPiles: Array<Array<string>>, drawPile: Array<string>, removedFromGame: Array<string>, discardPile: Array<string> } | null }, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null, clocks: Array<{ seat: number, username: string, due: boolean, dueSince: string | null, deadline: string | null, bankSeconds: number | null, vacationUntil: string | null, skipped: boolean }> } };

export type MatchAtQueryVariables = Exact<{
  id: string | number;
  v: number;
}>;


export type MatchAtQuery = { matchAt: { id: string, status: string, version: number, headHash: string, seedCommitment: string, seed: string | null, mySeat: number | null, replacedSeats: Array<number>, replacementRequestedBy: Array<number>, createdAt: string, rated: boolean, ratedOutcome: string | null, canClaimTimeoutAt: string | null, paused: boolean, pauseProposedBy: number | null, entropy: { serverSeedCommitment: string, contributions: Array<string | null>, serverSeed: string | null } | null, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string, isBot: boolean }>, result: { winner: number | null, endedBy: string, forfeitedSeat: number | null, factions: Array<{ faction: string, winner: number | null }> } | null, table: { phase: string, trickNumber: number, leader: number, drawPileSize: number, discarded: Array<string>, discardPileSize: number, skeletonTakes: number, removedFromGameCount: number, moon: string, setAsideTrolls: Array<string>, prizes: Array<string>, hand: Array<string> | null, followerPile: Array<string> | null, myCthulhuDiscard: string | null, toAct: { kind: string, seat: number, peeked: string | null, prizes: Array<string>, allowTop: boolean, collected: Array<string>, giant: string | null } | null, trick: Array<{ seat: number, card: string }>, lastTrick: { prizes: Array<string>, ranking: Array<number>, winner: number | null, phase: string, trickNumber: number, plays: Array<{ seat: number, card: string }> } | null, cube: { cube: string, under: string } | null, seats: Array<{ seat: number, username: string, isBot: boolean, team: number, handSize: number, followerPileSize: number, scorePile: Array<string>, gnomesInFront: Array<string>, activeVampire: string | null, underVampire: Array<string>, knownCards: Array<string> }>, revealed: { seed: string, hands: Array<Array<string>>, followerPiles: Array<Array<string>>, drawPile: Array<string>, removedFromGame: Array<string>, discardPile: Array<string> } | null }, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null, clocks: Array<{ seat: number, username: string, due: boolean, dueSince: string | null, deadline: string | null, bankSeconds: number | null, vacationUntil: string | null, skipped: boolean }> } };

export type MyMatchesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMatchesQuery = { myMatches: Array<{ id: string, status: string, version: number, mySeat: number | null, createdAt: string, canClaimTimeoutAt: string | null, paused: boolean, pauseProposedBy: number | null, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string }>, result: { winner: number | null, endedBy: string, forfeitedSeat: number | null } | null, table: { phase: string, trickNumber: number, toAct: { kind: string, seat: number } | null }, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null, clocks: Array<{ seat: number, username: string, due: boolean, dueSince: string | null, deadline: string | null, bankSeconds: number | null, vacationUntil: string | null, skipped: boolean }> }> };

export type MyTurnQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTurnQuery = { myTurn: Array<{ matchId: string, seat: number, opponents: Array<string>, due: string, version: number, dueSince: string, deadline: string | null }> };

export type LegalQueryVariables = Exact<{
  m: string | number;
}>;


export type LegalQuery = { legalMoves: Array<{ seat: number, kind: string, card: string | null, activate: string | null, bury: Array<string>, gnome: string | null, victim: number | null }> };

export type EventsQueryVariables = Exact<{
  m: string | number;
  a: number;
}>;


export type EventsQuery = { matchEvents: Array<{ seq: number, type: string, seat: number | null, hidden: boolean, createdAt: string, move: { seat: number, kind: string, card: string | null, activate: string | null, bury: Array<string>, gnome: string | null, victim: number | null } | null }> };

export type StoryQueryVariables = Exact<{
  m: string | number;
  a: number;
}>;


export type StoryQuery = { matchStory: Array<{ seq: number, at: string | null, entries: Array<{ kind: string, seat: number | null, other: number | null, card: string | null, cards: Array<string>, seats: Array<number>, hidden: boolean, count: number | null, reason: string | null, flags: Array<string>, faction: string | null, moon: string | null, phase: string | null, trick: number | null, choice: string | null, lead: boolean, side: number | null, counts: Array<number>, values: Array<number>, deadline: string | null, by: number | null, until: string | null, results: Array<{ faction: string, winner: number | null }> }> }> };

export type PlayMutationVariables = Exact<{
  m: string | number;
  c: string;
  v: number;
  k?: string | null | undefined;
}>;


export type PlayMutation = { playCard: { id: string, status: string, version: number, headHash: string, seedCommitment: string, seed: string | null, mySeat: number | null, replacedSeats: Array<number>, replacementRequestedBy: Array<number>, createdAt: string, rated: boolean, ratedOutcome: string | null, canClaimTimeoutAt: string | null, paused: boolean, pauseProposedBy: number | null, entropy: { serverSeedCommitment: string, contributions: Array<string | null>, serverSeed: string | null } | null, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string, isBot: boolean }>, result: { winner: number | null, endedBy: string, forfeitedSeat: number | null, factions: Array<{ faction: string, winner: number | null }> } | null, table: { phase: string, trickNumber: number, leader: number, drawPileSize: number, discarded: Array<string>, discardPileSize: number, skeletonTakes: number, removedFromGameCount: number, moon: string, setAsideTrolls: Array<string>, prizes: Array<string>, hand: Array<string> | null, followerPile: Array<string> | null, myCthulhuDiscard: string | null, toAct: { kind: string, seat: number, peeked: string | null, prizes: Array<string>, allowTop: boolean, collected: Array<string>, giant: string | null } | null, trick: Array<{ seat: number, card: string }>, lastTrick: { prizes: Array<string>, ranking: Array<number>, winner: number | null, phase: string, trickNumber: number, plays: Array<{ seat: number, card: string }> } | null, cube: { cube: string, under: string } | null, seats: Array<{ seat: number, username: string, isBot: boolean, team: number, handSize: number, followerPileSize: number, scorePile: Array<string>, gnomesInFront: Array<string>, activeVampire: string | null, underVampire: Array<string>, knownCards: Array<string> }>, revealed: { seed: string, hands: Array<Array<string>>, followerPiles: Array<Array<string>>, drawPile: Array<string>, removedFromGame: Array<string>, discardPile: Array<string> } | null }, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null, clocks: Array<{ seat: number, username: string, due: boolean, dueSince: string | null, deadline: string | null, bankSeconds: number | null, vacationUntil: string | null, skipped: boolean }> } };

export type DecideMutationVariables = Exact<{
  m: string | number;
  d: DecisionInput;
  v: number;
  k?: string | null | undefined;
}>;


export type DecideMutation = { decide: { id: string, status: string, version: number, headHash: string, seedCommitment: string, seed: string | null, mySeat: number | null, replacedSeats: Array<number>, replacementRequestedBy: Array<number>, createdAt: string, rated: boolean, ratedOutcome: string | null, canClaimTimeoutAt: string | null, paused: boolean, pauseProposedBy: number | null, entropy: { serverSeedCommitment: string, contributions: Array<string | null>, serverSeed: string | null } | null, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string, isBot: boolean }>, result: { winner: number | null, endedBy: string, forfeitedSeat: number | null, factions: Array<{ faction: string, winner: number | null }> } | null, table: { phase: string, trickNumber: number, leader: number, drawPileSize: number, discarded: Array<string>, discardPileSize: number, skeletonTakes: number, removedFromGameCount: number, moon: string, setAsideTrolls: Array<string>, prizes: Array<string>, hand: Array<string> | null, followerPile: Array<string> | null, myCthulhuDiscard: string | null, toAct: { kind: string, seat: number, peeked: string | null, prizes: Array<string>, allowTop: boolean, collected: Array<string>, giant: string | null } | null, trick: Array<{ seat: number, card: string }>, lastTrick: { prizes: Array<string>, ranking: Array<number>, winner: number | null, phase: string, trickNumber: number, plays: Array<{ seat: number, card: string }> } | null, cube: { cube: string, under: string } | null, seats: Array<{ seat: number, username: string, isBot: boolean, team: number, handSize: number, followerPileSize: number, scorePile: Array<string>, gnomesInFront: Array<string>, activeVampire: string | null, underVampire: Array<string>, knownCards: Array<string> }>, revealed: { seed: string, hands: Array<Array<string>>, followerPiles: Array<Array<string>>, drawPile: Array<string>, removedFromGame: Array<string>, discardPile: Array<string> } | null }, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null, clocks: Array<{ seat: number, username: string, due: boolean, dueSince: string | null, deadline: string | null, bankSeconds: number | null, vacationUntil: string | null, skipped: boolean }> } };

export type ResignMutationVariables = Exact<{
  m: string | number;
}>;


export type ResignMutation = { resign: { id: string, status: string, version: number, headHash: string, seedCommitment: string, seed: string | null, mySeat: number | null, replacedSeats: Array<number>, replacementRequestedBy: Array<number>, createdAt: string, rated: boolean, ratedOutcome: string | null, canClaimTimeoutAt: string | null, paused: boolean, pauseProposedBy: number | null, entropy: { serverSeedCommitment: string, contributions: Array<string | null>, serverSeed: string | null } | null, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string, isBot: boolean }>, result: { winner: number | null, endedBy: string, forfeitedSeat: number | null, factions: Array<{ faction: string, winner: number | null }> } | null, table: { phase: string, trickNumber: number, leader: number, drawPileSize: number, discarded: Array<string>, discardPileSize: number, skeletonTakes: number, removedFromGameCount: number, moon: string, setAsideTrolls: Array<string>, prizes: Array<string>, hand: Array<string> | null, followerPile: Array<string> | null, myCthulhuDiscard: string | null, toAct: { kind: string, seat: number, peeked: string | null, prizes: Array<string>, allowTop: boolean, collected: Array<string>, giant: string | null } | null, trick: Array<{ seat: number, card: string }>, lastTrick: { prizes: Array<string>, ranking: Array<number>, winner: number | null, phase: string, trickNumber: number, plays: Array<{ seat: number, card: string }> } | null, cube: { cube: string, under: string } | null, seats: Array<{ seat: number, username: string, isBot: boolean, team: number, handSize: number, followerPileSize: number, scorePile: Array<string>, gnomesInFront: Array<string>, activeVampire: string | null, underVampire: Array<string>, knownCards: Array<string> }>, revealed: { seed: string, hands: Array<Array<string>>, followerPiles: Array<Array<string>>, drawPile: Array<string>, removedFromGame: Array<string>, discardPile: Array<string> } | null }, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null, clocks: Array<{ seat: number, username: string, due: boolean, dueSince: string | null, deadline: string | null, bankSeconds: number | null, vacationUntil: string | null, skipped: boolean }> } };

export type RequestReplacementMutationVariables = Exact<{
  m: string | number;
}>;


export type RequestReplacementMutation = { requestReplacement: { id: string, status: string, version: number, headHash: string, seedCommitment: string, seed: string | null, mySeat: number | null, replacedSeats: Array<number>, replacementRequestedBy: Array<number>, createdAt: string, rated: boolean, ratedOutcome: string | null, canClaimTimeoutAt: string | null, paused: boolean, pauseProposedBy: number | null, entropy: { serverSeedCommitment: string, contributions: Array<string | null>, serverSeed: string | null } | null, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string, isBot: boolean }>, result: { winner: number | null, endedBy: string, forfeitedSeat: number | null, factions: Array<{ faction: string, winner: number | null }> } | null, table: { phase: string, trickNumber: number, leader: number, drawPileSize: number, discarded: Array<string>, discardPileSize: number, skeletonTakes: number, removedFromGameCount: number, moon: string, setAsideTrolls: Array<string>, prizes: Array<string>, hand: Array<string> | null, followerPile: Array<string> | null, myCthulhuDiscard: string | null, toAct: { kind: string, seat: number, peeked: string | null, prizes: Array<string>, allowTop: boolean, collected: Array<string>, giant: string | null } | null, trick: Array<{ seat: number, card: string }>, lastTrick: { prizes: Array<string>, ranking: Array<number>, winner: number | null, phase: string, trickNumber: number, plays: Array<{ seat: number, card: string }> } | null, cube: { cube: string, under: string } | null, seats: Array<{ seat: number, username: string, isBot: boolean, team: number, handSize: number, followerPileSize: number, scorePile: Array<string>, gnomesInFront: Array<string>, activeVampire: string | null, underVampire: Array<string>, knownCards: Array<string> }>, revealed: { seed: string, hands: Array<Array<string>>, followerPiles: Array<Array<string>>, drawPile: Array<string>, removedFromGame: Array<string>, discardPile: Array<string> } | null }, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null, clocks: Array<{ seat: number, username: string, due: boolean, dueSince: string | null, deadline: string | null, bankSeconds: number | null, vacationUntil: string | null, skipped: boolean }> } };

export type ForcedMovesQueryVariables = Exact<{
  m?: string | number | null | undefined;
}>;


export type ForcedMovesQuery = { forcedMoves: { on: boolean, overridden: boolean } };

export type SetForcedMovesMutationVariables = Exact<{
  on: boolean;
}>;


export type SetForcedMovesMutation = { setForcedMoves: { on: boolean, overridden: boolean } };

export type SetMatchForcedMovesMutationVariables = Exact<{
  m: string | number;
  on?: boolean | null | undefined;
}>;


export type SetMatchForcedMovesMutation = { setMatchForcedMoves: { on: boolean, overridden: boolean } };

export type SetHistoryHiddenMutationVariables = Exact<{
  hidden: boolean;
}>;


export type SetHistoryHiddenMutation = { setHistoryHidden: boolean };

export type AbortMutationVariables = Exact<{
  m: string | number;
}>;


export type AbortMutation = { abort: { id: string, status: string, version: number, headHash: string, seedCommitment: string, seed: string | null, mySeat: number | null, replacedSeats: Array<number>, replacementRequestedBy: Array<number>, createdAt: string, rated: boolean, ratedOutcome: string | null, canClaimTimeoutAt: string | null, paused: boolean, pauseProposedBy: number | null, entropy: { serverSeedCommitment: string, contributions: Array<string | null>, serverSeed: string | null } | null, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string, isBot: boolean }>, result: { winner: number | null, endedBy: string, forfeitedSeat: number | null, factions: Array<{ faction: string, winner: number | null }> } | null, table: { phase: string, trickNumber: number, leader: number, drawPileSize: number, discarded: Array<string>, discardPileSize: number, skeletonTakes: number, removedFromGameCount: number, moon: string, setAsideTrolls: Array<string>, prizes: Array<string>, hand: Array<string> | null, followerPile: Array<string> | null, myCthulhuDiscard: string | null, toAct: { kind: string, seat: number, peeked: string | null, prizes: Array<string>, allowTop: boolean, collected: Array<string>, giant: string | null } | null, trick: Array<{ seat: number, card: string }>, lastTrick: { prizes: Array<string>, ranking: Array<number>, winner: number | null, phase: string, trickNumber: number, plays: Array<{ seat: number, card: string }> } | null, cube: { cube: string, under: string } | null, seats: Array<{ seat: number, username: string, isBot: boolean, team: number, handSize: number, followerPileSize: number, scorePile: Array<string>, gnomesInFront: Array<string>, activeVampire: string | null, underVampire: Array<string>, knownCards: Array<string> }>, revealed: { seed: string, hands: Array<Array<string>>, followerPiles: Array<Array<string>>, drawPile: Array<string>, removedFromGame: Array<string>, discardPile: Array<string> } | null }, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null, clocks: Array<{ seat: number, username: string, due: boolean, dueSince: string | null, deadline: string | null, bankSeconds: number | null, vacationUntil: string | null, skipped: boolean }> } };

export type ClaimTimeoutMutationVariables = Exact<{
  m: string | number;
  c?: TimeoutClaim | null | undefined;
}>;


export type ClaimTimeoutMutation = { claimTimeout: { id: string, status: string, version: number, headHash: string, seedCommitment: string, seed: string | null, mySeat: number | null, replacedSeats: Array<number>, replacementRequestedBy: Array<number>, createdAt: string, rated: boolean, ratedOutcome: string | null, canClaimTimeoutAt: string | null, paused: boolean, pauseProposedBy: number | null, entropy: { serverSeedCommitment: string, contributions: Array<string | null>, serverSeed: string | null } | null, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string, isBot: boolean }>, result: { winner: number | null, endedBy: string, forfeitedSeat: number | null, factions: Array<{ faction: string, winner: number | null }> } | null, table: { phase: string, trickNumber: number, leader: number, drawPileSize: number, discarded: Array<string>, discardPileSize: number, skeletonTakes: number, removedFromGameCount: number, moon: string, setAsideTrolls: Array<string>, prizes: Array<string>, hand: Array<string> | null, followerPile: Array<string> | null, myCthulhuDiscard: string | null, toAct: { kind: string, seat: number, peeked: string | null, prizes: Array<string>, allowTop: boolean, collected: Array<string>, giant: string | null } | null, trick: Array<{ seat: number, card: string }>, lastTrick: { prizes: Array<string>, ranking: Array<number>, winner: number | null, phase: string, trickNumber: number, plays: Array<{ seat: number, card: string }> } | null, cube: { cube: string, under: string } | null, seats: Array<{ seat: number, username: string, isBot: boolean, team: number, handSize: number, followerPileSize: number, scorePile: Array<string>, gnomesInFront: Array<string>, activeVampire: string | null, underVampire: Array<string>, knownCards: Array<string> }>, revealed: { seed: string, hands: Array<Array<string>>, followerPiles: Array<Array<string>>, drawPile: Array<string>, removedFromGame: Array<string>, discardPile: Array<string> } | null }, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null, clocks: Array<{ seat: number, username: string, due: boolean, dueSince: string | null, deadline: string | null, bankSeconds: number | null, vacationUntil: string | null, skipped: boolean }> } };

export type WatchSubscriptionVariables = Exact<{
  m: string | number;
  a?: number | null | undefined;
}>;


export type WatchSubscription = { matchUpdated: { event: { seq: number, type: string, seat: number | null, hidden: boolean, createdAt: string, move: { seat: number, kind: string, card: string | null, activate: string | null, bury: Array<string>, gnome: string | null, victim: number | null } | null }, match: { id: string, status: string, version: number, headHash: string, seedCommitment: string, seed: string | null, mySeat: number | null, replacedSeats: Array<number>, replacementRequestedBy: Array<number>, createdAt: string, rated: boolean, ratedOutcome: string | null, canClaimTimeoutAt: string | null, paused: boolean, pauseProposedBy: number | null, entropy: { serverSeedCommitment: string, contributions: Array<string | null>, serverSeed: string | null } | null, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string, isBot: boolean }>, result: { winner: number | null, endedBy: string, forfeitedSeat: number | null, factions: Array<{ faction: string, winner: number | null }> } | null, table: { phase: string, trickNumber: number, leader: number, drawPileSize: number, discarded: Array<string>, discardPileSize: number, skeletonTakes: number, removedFromGameCount: number, moon: string, setAsideTrolls: Array<string>, prizes: Array<string>, hand: Array<string> | null, followerPile: Array<string> | null, myCthulhuDiscard: string | null, toAct: { kind: string, seat: number, peeked: string | null, prizes: Array<string>, allowTop: boolean, collected: Array<string>, giant: string | null } | null, trick: Array<{ seat: number, card: string }>, lastTrick: { prizes: Array<string>, ranking: Array<number>, winner: number | null, phase: string, trickNumber: number, plays: Array<{ seat: number, card: string }> } | null, cube: { cube: string, under: string } | null, seats: Array<{ seat: number, username: string, isBot: boolean, team: number, handSize: number, followerPileSize: number, scorePile: Array<string>, gnomesInFront: Array<string>, activeVampire: string | null, underVampire: Array<string>, knownCards: Array<string> }>, revealed: { seed: string, hands: Array<Array<string>>, followerPiles: Array<Array<string>>, drawPile: Array<string>, removedFromGame: Array<string>, discardPile: Array<string> } | null }, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null, clocks: Array<{ seat: number, username: string, due: boolean, dueSince: string | null, deadline: string | null, bankSeconds: number | null, vacationUntil: string | null, skipped: boolean }> } } };

export type MyEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MyEventsSubscription = { myEvents: { kind: NotificationKind, matchId: string | null, seat: number | null, version: number | null, deadline: string | null, challengeId: string | null, challengeStatus: string | null, from: string | null, appealVerdict: string | null, clubId: string | null, clubMatchId: string | null, boardsPlayed: number | null, board: number | null, forfeit: boolean | null, unanswered: boolean | null } };

export type OpenLobbiesQueryVariables = Exact<{
  min?: number | null | undefined;
  max?: number | null | undefined;
}>;


export type OpenLobbiesQuery = { openLobbies: Array<{ id: string, owner: string, status: string, players: number, matchId: string | null, rated: boolean, seedCommitment: string | null, minRating: number | null, maxRating: number | null, friendsOnly: boolean, clubId: string | null, minReputation: number | null, daysPerMove: number | null, createdAt: string, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string }>, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null }> };

export type MyLobbiesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLobbiesQuery = { myLobbies: Array<{ id: string, owner: string, status: string, players: number, matchId: string | null, rated: boolean, seedCommitment: string | null, minRating: number | null, maxRating: number | null, friendsOnly: boolean, clubId: string | null, minReputation: number | null, daysPerMove: number | null, createdAt: string, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string }>, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null }> };

export type LobbyQueryVariables = Exact<{
  id: string | number;
}>;


export type LobbyQuery = { lobby: { id: string, owner: string, status: string, players: number, matchId: string | null, rated: boolean, seedCommitment: string | null, minRating: number | null, maxRating: number | null, friendsOnly: boolean, clubId: string | null, minReputation: number | null, daysPerMove: number | null, createdAt: string, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string }>, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null } };

export type CreateLobbyMutationVariables = Exact<{
  input: CreateLobbyInput;
}>;


export type CreateLobbyMutation = { createLobby: { id: string, owner: string, status: string, players: number, matchId: string | null, rated: boolean, seedCommitment: string | null, minRating: number | null, maxRating: number | null, friendsOnly: boolean, clubId: string | null, minReputation: number | null, daysPerMove: number | null, createdAt: string, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string }>, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null } };

export type JoinLobbyMutationVariables = Exact<{
  id: string | number;
  entropy?: string | null | undefined;
}>;


export type JoinLobbyMutation = { joinLobby: { id: string, owner: string, status: string, players: number, matchId: string | null, rated: boolean, seedCommitment: string | null, minRating: number | null, maxRating: number | null, friendsOnly: boolean, clubId: string | null, minReputation: number | null, daysPerMove: number | null, createdAt: string, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string }>, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null } };

export type LeaveLobbyMutationVariables = Exact<{
  id: string | number;
}>;


export type LeaveLobbyMutation = { leaveLobby: { id: string } };

export type PlayComputerMutationVariables = Exact<{
  input: PlayComputerInput;
}>;


export type PlayComputerMutation = { playComputer: { id: string } };

export type RematchComputerMutationVariables = Exact<{
  matchId: string | number;
}>;


export type RematchComputerMutation = { rematchComputer: { id: string } };

export type PushPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type PushPublicKeyQuery = { pushPublicKey: string };

export type AddPushSubscriptionMutationVariables = Exact<{
  endpoint: string;
  p256dh: string;
  auth: string;
}>;


export type AddPushSubscriptionMutation = { addPushSubscription: { id: string, endpoint: string } };

export type MyPushSubscriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPushSubscriptionsQuery = { myPushSubscriptions: Array<{ id: string, endpoint: string }> };

export type RemovePushSubscriptionMutationVariables = Exact<{
  id: string | number;
}>;


export type RemovePushSubscriptionMutation = { removePushSubscription: boolean };

export type MyChallengesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyChallengesQuery = { myChallenges: Array<{ rated: boolean, id: string, challenger: string, challenged: string, status: string, matchId: string | null, rematchOf: string | null, seedCommitment: string | null, daysPerMove: number | null, createdAt: string, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null }> };

export type ChallengeMutationVariables = Exact<{
  u: string;
  input: CreateLobbyInput;
}>;


export type ChallengeMutation = { challenge: { rated: boolean, id: string, challenger: string, challenged: string, status: string, matchId: string | null, rematchOf: string | null, seedCommitment: string | null, daysPerMove: number | null, createdAt: string, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null } };

export type AcceptMutationVariables = Exact<{
  id: string | number;
  entropy?: string | null | undefined;
}>;


export type AcceptMutation = { acceptChallenge: { rated: boolean, id: string, challenger: string, challenged: string, status: string, matchId: string | null, rematchOf: string | null, seedCommitment: string | null, daysPerMove: number | null, createdAt: string, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null } };

export type DeclineMutationVariables = Exact<{
  id: string | number;
}>;


export type DeclineMutation = { declineChallenge: { rated: boolean, id: string, challenger: string, challenged: string, status: string, matchId: string | null, rematchOf: string | null, seedCommitment: string | null, daysPerMove: number | null, createdAt: string, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null } };

export type CancelMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelMutation = { cancelChallenge: { rated: boolean, id: string, challenger: string, challenged: string, status: string, matchId: string | null, rematchOf: string | null, seedCommitment: string | null, daysPerMove: number | null, createdAt: string, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null } };

export type RematchMutationVariables = Exact<{
  m: string | number;
  tc?: RematchTimeControlInput | null | undefined;
}>;


export type RematchMutation = { rematch: { rated: boolean, id: string, challenger: string, challenged: string, status: string, matchId: string | null, rematchOf: string | null, seedCommitment: string | null, daysPerMove: number | null, createdAt: string, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null } };

export type StandingOrderFieldsFragment = { id: string, position: number, when: OrderCondition, whenCard: string | null, whenFaction: string | null, answer: OrderAnswer, card: string | null, faction: string | null, status: OrderStatus, reason: string | null, firedSeq: number | null };

export type MyStandingOrdersQueryVariables = Exact<{
  m: string | number;
}>;


export type MyStandingOrdersQuery = { myStandingOrders: Array<{ id: string, position: number, when: OrderCondition, whenCard: string | null, whenFaction: string | null, answer: OrderAnswer, card: string | null, faction: string | null, status: OrderStatus, reason: string | null, firedSeq: number | null }> };

export type AddStandingOrderMutationVariables = Exact<{
  m: string | number;
  order: StandingOrderInput;
}>;


export type AddStandingOrderMutation = { addStandingOrder: { id: string, position: number, when: OrderCondition, whenCard: string | null, whenFaction: string | null, answer: OrderAnswer, card: string | null, faction: string | null, status: OrderStatus, reason: string | null, firedSeq: number | null } };

export type RemoveStandingOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveStandingOrderMutation = { removeStandingOrder: boolean };

export type ExportMatchRecordQueryVariables = Exact<{
  id: string | number;
}>;


export type ExportMatchRecordQuery = { exportMatch: string };

export type ArchivedMatchFieldsFragment = { id: string, rated: boolean, createdAt: string, finishedAt: string | null, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string, result: string | null }> };

export type LiveMatchesQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveMatchesQuery = { liveMatches: Array<{ id: string, rated: boolean, createdAt: string, finishedAt: string | null, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string, result: string | null }> }> };

export type PublicMatchQueryVariables = Exact<{
  id: string | number;
}>;


export type PublicMatchQuery = { publicMatch: { id: string, status: string, version: number, headHash: string, seedCommitment: string, seed: string | null, mySeat: number | null, replacedSeats: Array<number>, replacementRequestedBy: Array<number>, createdAt: string, rated: boolean, ratedOutcome: string | null, canClaimTimeoutAt: string | null, paused: boolean, pauseProposedBy: number | null, entropy: { serverSeedCommitment: string, contributions: Array<string | null>, serverSeed: string | null } | null, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string, isBot: boolean }>, result: { winner: number | null, endedBy: string, forfeitedSeat: number | null, factions: Array<{ faction: string, winner: number | null }> } | null, table: { phase: string, trickNumber: number, leader: number, drawPileSize: number, discarded: Array<string>, discardPileSize: number, skeletonTakes: number, removedFromGameCount: number, moon: string, setAsideTrolls: Array<string>, prizes: Array<string>, hand: Array<string> | null, followerPile: Array<string> | null, myCthulhuDiscard: string | null, toAct: { kind: string, seat: number, peeked: string | null, prizes: Array<string>, allowTop: boolean, collected: Array<string>, giant: string | null } | null, trick: Array<{ seat: number, card: string }>, lastTrick: { prizes: Array<string>, ranking: Array<number>, winner: number | null, phase: string, trickNumber: number, plays: Array<{ seat: number, card: string }> } | null, cube: { cube: string, under: string } | null, seats: Array<{ seat: number, username: string, isBot: boolean, team: number, handSize: number, followerPileSize: number, scorePile: Array<string>, gnomesInFront: Array<string>, activeVampire: string | null, underVampire: Array<string>, knownCards: Array<string> }>, revealed: { seed: string, hands: Array<Array<string>>, followerPiles: Array<Array<string>>, drawPile: Array<string>, removedFromGame: Array<string>, discardPile: Array<string> } | null }, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null, clocks: Array<{ seat: number, username: string, due: boolean, dueSince: string | null, deadline: string | null, bankSeconds: number | null, vacationUntil: string | null, skipped: boolean }> } };

export type WatchPublicSubscriptionVariables = Exact<{
  m: string | number;
  a?: number | null | undefined;
}>;


export type WatchPublicSubscription = { matchUpdated: { event: { seq: number, createdAt: string }, match: { id: string, status: string, version: number, headHash: string, seedCommitment: string, seed: string | null, mySeat: number | null, replacedSeats: Array<number>, replacementRequestedBy: Array<number>, createdAt: string, rated: boolean, ratedOutcome: string | null, canClaimTimeoutAt: string | null, paused: boolean, pauseProposedBy: number | null, entropy: { serverSeedCommitment: string, contributions: Array<string | null>, serverSeed: string | null } | null, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string, isBot: boolean }>, result: { winner: number | null, endedBy: string, forfeitedSeat: number | null, factions: Array<{ faction: string, winner: number | null }> } | null, table: { phase: string, trickNumber: number, leader: number, drawPileSize: number, discarded: Array<string>, discardPileSize: number, skeletonTakes: number, removedFromGameCount: number, moon: string, setAsideTrolls: Array<string>, prizes: Array<string>, hand: Array<string> | null, followerPile: Array<string> | null, myCthulhuDiscard: string | null, toAct: { kind: string, seat: number, peeked: string | null, prizes: Array<string>, allowTop: boolean, collected: Array<string>, giant: string | null } | null, trick: Array<{ seat: number, card: string }>, lastTrick: { prizes: Array<string>, ranking: Array<number>, winner: number | null, phase: string, trickNumber: number, plays: Array<{ seat: number, card: string }> } | null, cube: { cube: string, under: string } | null, seats: Array<{ seat: number, username: string, isBot: boolean, team: number, handSize: number, followerPileSize: number, scorePile: Array<string>, gnomesInFront: Array<string>, activeVampire: string | null, underVampire: Array<string>, knownCards: Array<string> }>, revealed: { seed: string, hands: Array<Array<string>>, followerPiles: Array<Array<string>>, drawPile: Array<string>, removedFromGame: Array<string>, discardPile: Array<string> } | null }, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null, clocks: Array<{ seat: number, username: string, due: boolean, dueSince: string | null, deadline: string | null, bankSeconds: number | null, vacationUntil: string | null, skipped: boolean }> } } };

export type ProfileQueryVariables = Exact<{
  name: string;
}>;


export type ProfileQuery = { user: { username: string, memberSince: string, historyHidden: boolean, rulesBroken: boolean, games: Array<{ players: number, played: number, won: number, drawn: number, lost: number }>, ratings: Array<{ pool: string, rating: number, deviation: number, provisional: boolean, games: number }>, favouriteFactions: Array<{ faction: string, games: number }>, recentMatches: Array<{ id: string, rated: boolean, createdAt: string, finishedAt: string | null, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string, result: string | null }> }> } };

export type RatingHistoryQueryVariables = Exact<{
  name: string;
  pool: string;
}>;


export type RatingHistoryQuery = { ratingHistory: Array<{ matchId: string | null, result: string, ratingBefore: number, ratingAfter: number, createdAt: string | null }> };

export type LeaderboardQueryVariables = Exact<{
  pool: string;
}>;


export type LeaderboardQuery = { leaderboard: Array<{ username: string, rating: number, deviation: number, provisional: boolean, games: number, wins: number, draws: number, losses: number }> };

export type ReviewMoveFieldsFragment = { seat: number, kind: string, card: string | null, notation: string };

export type MatchReviewFieldsFragment = { matchId: string, depth: string, status: string, seed: string | null, keyMoments: Array<number>, decisions: Array<{ seq: number, moveIndex: number, seat: number, playedValue: number, bestValue: number, loss: number, hindsightMethod: string, hindsightPlayedValue: number, hindsightBestValue: number, played: { seat: number, kind: string, card: string | null, notation: string }, bestMove: { seat: number, kind: string, card: string | null, notation: string }, hindsightBestMove: { seat: number, kind: string, card: string | null, notation: string } }>, seats: Array<{ seat: number, decisions: number, accuracy: number, averageLoss: number, chances: Array<{ seq: number, chance: number }> }> };

export type MatchReviewQueryVariables = Exact<{
  m: string | number;
}>;


export type MatchReviewQuery = { matchReview: { matchId: string, depth: string, status: string, seed: string | null, keyMoments: Array<number>, decisions: Array<{ seq: number, moveIndex: number, seat: number, playedValue: number, bestValue: number, loss: number, hindsightMethod: string, hindsightPlayedValue: number, hindsightBestValue: number, played: { seat: number, kind: string, card: string | null, notation: string }, bestMove: { seat: number, kind: string, card: string | null, notation: string }, hindsightBestMove: { seat: number, kind: string, card: string | null, notation: string } }>, seats: Array<{ seat: number, decisions: number, accuracy: number, averageLoss: number, chances: Array<{ seq: number, chance: number }> }> } };

export type RequestDeepReviewMutationVariables = Exact<{
  m: string | number;
}>;


export type RequestDeepReviewMutation = { requestDeepReview: { matchId: string, depth: string, status: string, seed: string | null, keyMoments: Array<number>, decisions: Array<{ seq: number, moveIndex: number, seat: number, playedValue: number, bestValue: number, loss: number, hindsightMethod: string, hindsightPlayedValue: number, hindsightBestValue: number, played: { seat: number, kind: string, card: string | null, notation: string }, bestMove: { seat: number, kind: string, card: string | null, notation: string }, hindsightBestMove: { seat: number, kind: string, card: string | null, notation: string } }>, seats: Array<{ seat: number, decisions: number, accuracy: number, averageLoss: number, chances: Array<{ seq: number, chance: number }> }> } };

export type MatchAsSeatQueryVariables = Exact<{
  m: string | number;
  s: number;
  seat?: number | null | undefined;
}>;


export type MatchAsSeatQuery = { matchAsSeat: { id: string, status: string, version: number, headHash: string, seedCommitment: string, seed: string | null, mySeat: number | null, replacedSeats: Array<number>, replacementRequestedBy: Array<number>, createdAt: string, rated: boolean, ratedOutcome: string | null, canClaimTimeoutAt: string | null, paused: boolean, pauseProposedBy: number | null, entropy: { serverSeedCommitment: string, contributions: Array<string | null>, serverSeed: string | null } | null, rules: { players: number, factions: Array<string>, heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, seats: Array<{ seat: number, username: string, isBot: boolean }>, result: { winner: number | null, endedBy: string, forfeitedSeat: number | null, factions: Array<{ faction: string, winner: number | null }> } | null, table: { phase: string, trickNumber: number, leader: number, drawPileSize: number, discarded: Array<string>, discardPileSize: number, skeletonTakes: number, removedFromGameCount: number, moon: string, setAsideTrolls: Array<string>, prizes: Array<string>, hand: Array<string> | null, followerPile: Array<string> | null, myCthulhuDiscard: string | null, toAct: { kind: string, seat: number, peeked: string | null, prizes: Array<string>, allowTop: boolean, collected: Array<string>, giant: string | null } | null, trick: Array<{ seat: number, card: string }>, lastTrick: { prizes: Array<string>, ranking: Array<number>, winner: number | null, phase: string, trickNumber: number, plays: Array<{ seat: number, card: string }> } | null, cube: { cube: string, under: string } | null, seats: Array<{ seat: number, username: string, isBot: boolean, team: number, handSize: number, followerPileSize: number, scorePile: Array<string>, gnomesInFront: Array<string>, activeVampire: string | null, underVampire: Array<string>, knownCards: Array<string> }>, revealed: { seed: string, hands: Array<Array<string>>, followerPiles: Array<Array<string>>, drawPile: Array<string>, removedFromGame: Array<string>, discardPile: Array<string> } | null }, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null } | null, clocks: Array<{ seat: number, username: string, due: boolean, dueSince: string | null, deadline: string | null, bankSeconds: number | null, vacationUntil: string | null, skipped: boolean }> } };

export type ApiTokenFieldsFragment = { id: string, name: string, hint: string, scopes: Array<ApiScope>, createdAt: string, lastUsedAt: string | null, revokedAt: string | null };

export type SignedInSessionFieldsFragment = { id: string, current: boolean, userAgent: string | null, createdAt: string, lastUsedAt: string, expiresAt: string };

export type VacationFieldsFragment = { allowanceDays: number, usedDays: number, vacation: { id: string, active: boolean, startsAt: string, endsAt: string } | null };

export type SettingsQueryVariables = Exact<{
  me: string;
}>;


export type SettingsQuery = { myEmail: { address: string, verifiedAt: string | null } | null, notificationPreferences: { emailDigest: boolean, emailKinds: Array<NotificationKind>, pushKinds: Array<NotificationKind> }, myVacation: { allowanceDays: number, usedDays: number, vacation: { id: string, active: boolean, startsAt: string, endsAt: string } | null }, apiTokens: Array<{ id: string, name: string, hint: string, scopes: Array<ApiScope>, createdAt: string, lastUsedAt: string | null, revokedAt: string | null }>, mySessions: Array<{ id: string, current: boolean, userAgent: string | null, createdAt: string, lastUsedAt: string, expiresAt: string }>, authorisedApps: Array<{ id: string, clientId: string, scopes: Array<ApiScope>, createdAt: string }>, blockedUsers: Array<{ username: string, since: string, isBot: boolean }>, forcedMoves: { on: boolean }, confirmMoves: { correspondence: boolean, live: boolean }, user: { historyHidden: boolean } };

export type SetEmailMutationVariables = Exact<{
  address: string;
}>;


export type SetEmailMutation = { setEmail: { address: string, verifiedAt: string | null } };

export type RemoveEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveEmailMutation = { removeEmail: boolean };

export type SetNotificationPreferencesMutationVariables = Exact<{
  p: NotificationPreferencesInput;
}>;


export type SetNotificationPreferencesMutation = { setNotificationPreferences: { emailDigest: boolean, emailKinds: Array<NotificationKind>, pushKinds: Array<NotificationKind> } };

export type StartVacationMutationVariables = Exact<{
  days: number;
  startsAt?: string | null | undefined;
}>;


export type StartVacationMutation = { startVacation: { allowanceDays: number, usedDays: number, vacation: { id: string, active: boolean, startsAt: string, endsAt: string } | null } };

export type EndVacationMutationVariables = Exact<{ [key: string]: never; }>;


export type EndVacationMutation = { endVacation: { allowanceDays: number, usedDays: number, vacation: { id: string, active: boolean, startsAt: string, endsAt: string } | null } };

export type ChangePasswordMutationVariables = Exact<{
  current: string;
  next: string;
}>;


export type ChangePasswordMutation = { changePassword: { accessToken: string, user: { id: string, username: string, role: UserRole, isGuest: boolean } } };

export type RevokeMySessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeMySessionsMutation = { revokeMySessions: { accessToken: string, user: { id: string, username: string, role: UserRole, isGuest: boolean } } };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { mySessions: Array<{ id: string, current: boolean, userAgent: string | null, createdAt: string, lastUsedAt: string, expiresAt: string }> };

export type RevokeSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeSessionMutation = { revokeSession: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  login: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type CreateApiTokenMutationVariables = Exact<{
  name: string;
  scopes: Array<ApiScope> | ApiScope;
}>;


export type CreateApiTokenMutation = { createApiToken: { secret: string, token: { id: string, name: string, hint: string, scopes: Array<ApiScope>, createdAt: string, lastUsedAt: string | null, revokedAt: string | null } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: { id: string, name: string, hint: string, scopes: Array<ApiScope>, createdAt: string, lastUsedAt: string | null, revokedAt: string | null } };

export type ProposePauseMutationVariables = Exact<{
  m: string | number;
}>;


export type ProposePauseMutation = { proposePause: { id: string, paused: boolean, pauseProposedBy: number | null } };

export type AnswerPauseMutationVariables = Exact<{
  m: string | number;
  accept: boolean;
}>;


export type AnswerPauseMutation = { answerPause: { id: string, paused: boolean, pauseProposedBy: number | null } };

export type ResumeMatchMutationVariables = Exact<{
  m: string | number;
}>;


export type ResumeMatchMutation = { resumeMatch: { id: string, paused: boolean, pauseProposedBy: number | null } };

export type RevokeAuthorisedAppMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeAuthorisedAppMutation = { revokeAuthorisedApp: { id: string } };

export type OAuthRequestQueryVariables = Exact<{
  uid: string;
}>;


export type OAuthRequestQuery = { oauthRequest: { uid: string, clientId: string, clientName: string | null, registered: boolean, redirectUri: string, scopes: Array<ApiScope> } };

export type ApproveOAuthRequestMutationVariables = Exact<{
  uid: string;
}>;


export type ApproveOAuthRequestMutation = { approveOAuthRequest: { redirectTo: string } };

export type DenyOAuthRequestMutationVariables = Exact<{
  uid: string;
}>;


export type DenyOAuthRequestMutation = { denyOAuthRequest: { redirectTo: string } };

export type FriendGameFieldsFragment = { id: string, status: string, rated: boolean, finishedAt: string | null, seats: Array<{ seat: number, username: string, result: string | null }> };

export type FriendsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type FriendsPageQuery = { friends: Array<{ username: string, since: string }>, following: Array<{ username: string, since: string }>, followers: Array<{ username: string, since: string }>, friendsOnline: Array<{ username: string, seenAt: string }>, friendsWaiting: Array<{ username: string, matches: number, since: string }>, live: Array<{ id: string, status: string, rated: boolean, finishedAt: string | null, seats: Array<{ seat: number, username: string, result: string | null }> }>, finished: Array<{ id: string, status: string, rated: boolean, finishedAt: string | null, seats: Array<{ seat: number, username: string, result: string | null }> }> };

export type PlayerRelationQueryVariables = Exact<{
  u: string;
}>;


export type PlayerRelationQuery = { playerRelation: { following: boolean, followedBy: boolean, friends: boolean } };

export type FollowMutationVariables = Exact<{
  u: string;
}>;


export type FollowMutation = { follow: { username: string, friends: boolean } };

export type UnfollowMutationVariables = Exact<{
  u: string;
}>;


export type UnfollowMutation = { unfollow: boolean };

export type ChallengePolicyQueryVariables = Exact<{ [key: string]: never; }>;


export type ChallengePolicyQuery = { challengePolicy: { friendsOnly: boolean } };

export type SetChallengePolicyMutationVariables = Exact<{
  friendsOnly: boolean;
}>;


export type SetChallengePolicyMutation = { setChallengePolicy: { friendsOnly: boolean } };

export type ReputationQueryVariables = Exact<{
  u: string;
}>;


export type ReputationQuery = { reputation: { games: number, finished: number, timedOut: number, abandoned: number, finishedPercent: number | null, timedOutPercent: number | null, cleanPercent: number | null } };

export type MyRunningGamesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRunningGamesQuery = { myRunningGames: { running: number, limit: number | null, finished: number } };

export type PostSeekMutationVariables = Exact<{
  input: CreateLobbyInput;
}>;


export type PostSeekMutation = { postSeek: { id: string, status: string, matchId: string | null } };

export type MySeeksQueryVariables = Exact<{ [key: string]: never; }>;


export type MySeeksQuery = { mySeeks: Array<{ id: string, status: string, matchId: string | null, expiresAt: string, rules: { players: number } }> };

export type CancelSeekMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelSeekMutation = { cancelSeek: { id: string, status: string } };

export type TournamentFieldsFragment = { id: string, name: string, format: string, status: string, organizer: string, preset: string, players: number, daysPerMove: number | null, rated: boolean, rounds: number, double: boolean, bestOf: number | null, divisionSize: number | null, promotion: number | null, seasonDays: number | null, seasonEndsAt: string | null, maxEntrants: number, entryOpen: boolean, startWhenFull: boolean, minRating: number | null, maxRating: number | null, minReputation: number | null, invited: Array<string> | null, clubId: string | null, registrationOpensAt: string | null, registrationClosesAt: string | null, startsAt: string | null, withdrawn: Array<string>, currentRound: number, seedCommitment: string | null, entropyCommitment: string | null, seed: string | null, version: number, createdAt: string, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null }, rules: { heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, entrants: Array<{ userId: string, username: string }>, standings: Array<{ rank: number, username: string, points: number, buchholz: number, sonnebornBerger: number, played: number, wins: number, draws: number, losses: number, byes: number, division: number | null }>, bracket: Array<{ round: number, ties: Array<{ players: Array<string>, points: Array<number>, games: number, winner: string | null }> }>, roundList: Array<{ round: number, boards: Array<{ board: number, matchId: string | null, players: Array<string>, result: string | null, results: Array<string> | null, adjudicated: boolean }> }> };

export type TournamentsQueryVariables = Exact<{
  status?: string | null | undefined;
}>;


export type TournamentsQuery = { tournaments: Array<{ id: string, name: string, format: string, status: string, organizer: string, preset: string, players: number, daysPerMove: number | null, rated: boolean, rounds: number, double: boolean, bestOf: number | null, divisionSize: number | null, promotion: number | null, seasonDays: number | null, seasonEndsAt: string | null, maxEntrants: number, entryOpen: boolean, startWhenFull: boolean, minRating: number | null, maxRating: number | null, minReputation: number | null, invited: Array<string> | null, clubId: string | null, registrationOpensAt: string | null, registrationClosesAt: string | null, startsAt: string | null, withdrawn: Array<string>, currentRound: number, seedCommitment: string | null, entropyCommitment: string | null, seed: string | null, version: number, createdAt: string, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null }, rules: { heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, entrants: Array<{ userId: string, username: string }>, standings: Array<{ rank: number, username: string, points: number, buchholz: number, sonnebornBerger: number, played: number, wins: number, draws: number, losses: number, byes: number, division: number | null }>, bracket: Array<{ round: number, ties: Array<{ players: Array<string>, points: Array<number>, games: number, winner: string | null }> }>, roundList: Array<{ round: number, boards: Array<{ board: number, matchId: string | null, players: Array<string>, result: string | null, results: Array<string> | null, adjudicated: boolean }> }> }> };

export type TournamentQueryVariables = Exact<{
  id: string | number;
}>;


export type TournamentQuery = { tournament: { id: string, name: string, format: string, status: string, organizer: string, preset: string, players: number, daysPerMove: number | null, rated: boolean, rounds: number, double: boolean, bestOf: number | null, divisionSize: number | null, promotion: number | null, seasonDays: number | null, seasonEndsAt: string | null, maxEntrants: number, entryOpen: boolean, startWhenFull: boolean, minRating: number | null, maxRating: number | null, minReputation: number | null, invited: Array<string> | null, clubId: string | null, registrationOpensAt: string | null, registrationClosesAt: string | null, startsAt: string | null, withdrawn: Array<string>, currentRound: number, seedCommitment: string | null, entropyCommitment: string | null, seed: string | null, version: number, createdAt: string, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null }, rules: { heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, entrants: Array<{ userId: string, username: string }>, standings: Array<{ rank: number, username: string, points: number, buchholz: number, sonnebornBerger: number, played: number, wins: number, draws: number, losses: number, byes: number, division: number | null }>, bracket: Array<{ round: number, ties: Array<{ players: Array<string>, points: Array<number>, games: number, winner: string | null }> }>, roundList: Array<{ round: number, boards: Array<{ board: number, matchId: string | null, players: Array<string>, result: string | null, results: Array<string> | null, adjudicated: boolean }> }> } };

export type CreateTournamentMutationVariables = Exact<{
  input: CreateTournamentInput;
}>;


export type CreateTournamentMutation = { createTournament: { id: string, name: string, format: string, status: string, organizer: string, preset: string, players: number, daysPerMove: number | null, rated: boolean, rounds: number, double: boolean, bestOf: number | null, divisionSize: number | null, promotion: number | null, seasonDays: number | null, seasonEndsAt: string | null, maxEntrants: number, entryOpen: boolean, startWhenFull: boolean, minRating: number | null, maxRating: number | null, minReputation: number | null, invited: Array<string> | null, clubId: string | null, registrationOpensAt: string | null, registrationClosesAt: string | null, startsAt: string | null, withdrawn: Array<string>, currentRound: number, seedCommitment: string | null, entropyCommitment: string | null, seed: string | null, version: number, createdAt: string, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null }, rules: { heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, entrants: Array<{ userId: string, username: string }>, standings: Array<{ rank: number, username: string, points: number, buchholz: number, sonnebornBerger: number, played: number, wins: number, draws: number, losses: number, byes: number, division: number | null }>, bracket: Array<{ round: number, ties: Array<{ players: Array<string>, points: Array<number>, games: number, winner: string | null }> }>, roundList: Array<{ round: number, boards: Array<{ board: number, matchId: string | null, players: Array<string>, result: string | null, results: Array<string> | null, adjudicated: boolean }> }> } };

export type JoinTournamentMutationVariables = Exact<{
  id: string | number;
  entropy?: string | null | undefined;
}>;


export type JoinTournamentMutation = { joinTournament: { id: string, name: string, format: string, status: string, organizer: string, preset: string, players: number, daysPerMove: number | null, rated: boolean, rounds: number, double: boolean, bestOf: number | null, divisionSize: number | null, promotion: number | null, seasonDays: number | null, seasonEndsAt: string | null, maxEntrants: number, entryOpen: boolean, startWhenFull: boolean, minRating: number | null, maxRating: number | null, minReputation: number | null, invited: Array<string> | null, clubId: string | null, registrationOpensAt: string | null, registrationClosesAt: string | null, startsAt: string | null, withdrawn: Array<string>, currentRound: number, seedCommitment: string | null, entropyCommitment: string | null, seed: string | null, version: number, createdAt: string, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null }, rules: { heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, entrants: Array<{ userId: string, username: string }>, standings: Array<{ rank: number, username: string, points: number, buchholz: number, sonnebornBerger: number, played: number, wins: number, draws: number, losses: number, byes: number, division: number | null }>, bracket: Array<{ round: number, ties: Array<{ players: Array<string>, points: Array<number>, games: number, winner: string | null }> }>, roundList: Array<{ round: number, boards: Array<{ board: number, matchId: string | null, players: Array<string>, result: string | null, results: Array<string> | null, adjudicated: boolean }> }> } };

export type LeaveTournamentMutationVariables = Exact<{
  id: string | number;
}>;


export type LeaveTournamentMutation = { leaveTournament: { id: string, name: string, format: string, status: string, organizer: string, preset: string, players: number, daysPerMove: number | null, rated: boolean, rounds: number, double: boolean, bestOf: number | null, divisionSize: number | null, promotion: number | null, seasonDays: number | null, seasonEndsAt: string | null, maxEntrants: number, entryOpen: boolean, startWhenFull: boolean, minRating: number | null, maxRating: number | null, minReputation: number | null, invited: Array<string> | null, clubId: string | null, registrationOpensAt: string | null, registrationClosesAt: string | null, startsAt: string | null, withdrawn: Array<string>, currentRound: number, seedCommitment: string | null, entropyCommitment: string | null, seed: string | null, version: number, createdAt: string, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null }, rules: { heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, entrants: Array<{ userId: string, username: string }>, standings: Array<{ rank: number, username: string, points: number, buchholz: number, sonnebornBerger: number, played: number, wins: number, draws: number, losses: number, byes: number, division: number | null }>, bracket: Array<{ round: number, ties: Array<{ players: Array<string>, points: Array<number>, games: number, winner: string | null }> }>, roundList: Array<{ round: number, boards: Array<{ board: number, matchId: string | null, players: Array<string>, result: string | null, results: Array<string> | null, adjudicated: boolean }> }> } };

export type StartTournamentMutationVariables = Exact<{
  id: string | number;
}>;


export type StartTournamentMutation = { startTournament: { id: string, name: string, format: string, status: string, organizer: string, preset: string, players: number, daysPerMove: number | null, rated: boolean, rounds: number, double: boolean, bestOf: number | null, divisionSize: number | null, promotion: number | null, seasonDays: number | null, seasonEndsAt: string | null, maxEntrants: number, entryOpen: boolean, startWhenFull: boolean, minRating: number | null, maxRating: number | null, minReputation: number | null, invited: Array<string> | null, clubId: string | null, registrationOpensAt: string | null, registrationClosesAt: string | null, startsAt: string | null, withdrawn: Array<string>, currentRound: number, seedCommitment: string | null, entropyCommitment: string | null, seed: string | null, version: number, createdAt: string, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null }, rules: { heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, entrants: Array<{ userId: string, username: string }>, standings: Array<{ rank: number, username: string, points: number, buchholz: number, sonnebornBerger: number, played: number, wins: number, draws: number, losses: number, byes: number, division: number | null }>, bracket: Array<{ round: number, ties: Array<{ players: Array<string>, points: Array<number>, games: number, winner: string | null }> }>, roundList: Array<{ round: number, boards: Array<{ board: number, matchId: string | null, players: Array<string>, result: string | null, results: Array<string> | null, adjudicated: boolean }> }> } };

export type TournamentOrganizerFieldsFragment = { paused: boolean, withdrawAfterTimeouts: number, withdrawn: Array<string>, actions: Array<{ seq: number, at: string, type: string, by: string | null, username: string | null, reason: string | null }> };

export type TournamentOrganizerViewQueryVariables = Exact<{
  id: string | number;
}>;


export type TournamentOrganizerViewQuery = { tournament: { id: string, name: string, format: string, status: string, organizer: string, preset: string, players: number, daysPerMove: number | null, rated: boolean, rounds: number, double: boolean, bestOf: number | null, divisionSize: number | null, promotion: number | null, seasonDays: number | null, seasonEndsAt: string | null, maxEntrants: number, entryOpen: boolean, startWhenFull: boolean, minRating: number | null, maxRating: number | null, minReputation: number | null, invited: Array<string> | null, clubId: string | null, registrationOpensAt: string | null, registrationClosesAt: string | null, startsAt: string | null, withdrawn: Array<string>, currentRound: number, seedCommitment: string | null, entropyCommitment: string | null, seed: string | null, version: number, createdAt: string, paused: boolean, withdrawAfterTimeouts: number, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null }, rules: { heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, entrants: Array<{ userId: string, username: string }>, standings: Array<{ rank: number, username: string, points: number, buchholz: number, sonnebornBerger: number, played: number, wins: number, draws: number, losses: number, byes: number, division: number | null }>, bracket: Array<{ round: number, ties: Array<{ players: Array<string>, points: Array<number>, games: number, winner: string | null }> }>, roundList: Array<{ round: number, boards: Array<{ board: number, matchId: string | null, players: Array<string>, result: string | null, results: Array<string> | null, adjudicated: boolean }> }>, actions: Array<{ seq: number, at: string, type: string, by: string | null, username: string | null, reason: string | null }> } };

export type PauseTournamentMutationVariables = Exact<{
  id: string | number;
}>;


export type PauseTournamentMutation = { pauseTournament: { id: string, name: string, format: string, status: string, organizer: string, preset: string, players: number, daysPerMove: number | null, rated: boolean, rounds: number, double: boolean, bestOf: number | null, divisionSize: number | null, promotion: number | null, seasonDays: number | null, seasonEndsAt: string | null, maxEntrants: number, entryOpen: boolean, startWhenFull: boolean, minRating: number | null, maxRating: number | null, minReputation: number | null, invited: Array<string> | null, clubId: string | null, registrationOpensAt: string | null, registrationClosesAt: string | null, startsAt: string | null, withdrawn: Array<string>, currentRound: number, seedCommitment: string | null, entropyCommitment: string | null, seed: string | null, version: number, createdAt: string, paused: boolean, withdrawAfterTimeouts: number, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null }, rules: { heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, entrants: Array<{ userId: string, username: string }>, standings: Array<{ rank: number, username: string, points: number, buchholz: number, sonnebornBerger: number, played: number, wins: number, draws: number, losses: number, byes: number, division: number | null }>, bracket: Array<{ round: number, ties: Array<{ players: Array<string>, points: Array<number>, games: number, winner: string | null }> }>, roundList: Array<{ round: number, boards: Array<{ board: number, matchId: string | null, players: Array<string>, result: string | null, results: Array<string> | null, adjudicated: boolean }> }>, actions: Array<{ seq: number, at: string, type: string, by: string | null, username: string | null, reason: string | null }> } };

export type ResumeTournamentMutationVariables = Exact<{
  id: string | number;
}>;


export type ResumeTournamentMutation = { resumeTournament: { id: string, name: string, format: string, status: string, organizer: string, preset: string, players: number, daysPerMove: number | null, rated: boolean, rounds: number, double: boolean, bestOf: number | null, divisionSize: number | null, promotion: number | null, seasonDays: number | null, seasonEndsAt: string | null, maxEntrants: number, entryOpen: boolean, startWhenFull: boolean, minRating: number | null, maxRating: number | null, minReputation: number | null, invited: Array<string> | null, clubId: string | null, registrationOpensAt: string | null, registrationClosesAt: string | null, startsAt: string | null, withdrawn: Array<string>, currentRound: number, seedCommitment: string | null, entropyCommitment: string | null, seed: string | null, version: number, createdAt: string, paused: boolean, withdrawAfterTimeouts: number, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null }, rules: { heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, entrants: Array<{ userId: string, username: string }>, standings: Array<{ rank: number, username: string, points: number, buchholz: number, sonnebornBerger: number, played: number, wins: number, draws: number, losses: number, byes: number, division: number | null }>, bracket: Array<{ round: number, ties: Array<{ players: Array<string>, points: Array<number>, games: number, winner: string | null }> }>, roundList: Array<{ round: number, boards: Array<{ board: number, matchId: string | null, players: Array<string>, result: string | null, results: Array<string> | null, adjudicated: boolean }> }>, actions: Array<{ seq: number, at: string, type: string, by: string | null, username: string | null, reason: string | null }> } };

export type CancelTournamentMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelTournamentMutation = { cancelTournament: { id: string, name: string, format: string, status: string, organizer: string, preset: string, players: number, daysPerMove: number | null, rated: boolean, rounds: number, double: boolean, bestOf: number | null, divisionSize: number | null, promotion: number | null, seasonDays: number | null, seasonEndsAt: string | null, maxEntrants: number, entryOpen: boolean, startWhenFull: boolean, minRating: number | null, maxRating: number | null, minReputation: number | null, invited: Array<string> | null, clubId: string | null, registrationOpensAt: string | null, registrationClosesAt: string | null, startsAt: string | null, withdrawn: Array<string>, currentRound: number, seedCommitment: string | null, entropyCommitment: string | null, seed: string | null, version: number, createdAt: string, paused: boolean, withdrawAfterTimeouts: number, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null }, rules: { heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, entrants: Array<{ userId: string, username: string }>, standings: Array<{ rank: number, username: string, points: number, buchholz: number, sonnebornBerger: number, played: number, wins: number, draws: number, losses: number, byes: number, division: number | null }>, bracket: Array<{ round: number, ties: Array<{ players: Array<string>, points: Array<number>, games: number, winner: string | null }> }>, roundList: Array<{ round: number, boards: Array<{ board: number, matchId: string | null, players: Array<string>, result: string | null, results: Array<string> | null, adjudicated: boolean }> }>, actions: Array<{ seq: number, at: string, type: string, by: string | null, username: string | null, reason: string | null }> } };

export type RemoveTournamentEntrantMutationVariables = Exact<{
  id: string | number;
  u: string;
}>;


export type RemoveTournamentEntrantMutation = { removeTournamentEntrant: { id: string, name: string, format: string, status: string, organizer: string, preset: string, players: number, daysPerMove: number | null, rated: boolean, rounds: number, double: boolean, bestOf: number | null, divisionSize: number | null, promotion: number | null, seasonDays: number | null, seasonEndsAt: string | null, maxEntrants: number, entryOpen: boolean, startWhenFull: boolean, minRating: number | null, maxRating: number | null, minReputation: number | null, invited: Array<string> | null, clubId: string | null, registrationOpensAt: string | null, registrationClosesAt: string | null, startsAt: string | null, withdrawn: Array<string>, currentRound: number, seedCommitment: string | null, entropyCommitment: string | null, seed: string | null, version: number, createdAt: string, paused: boolean, withdrawAfterTimeouts: number, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null }, rules: { heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, entrants: Array<{ userId: string, username: string }>, standings: Array<{ rank: number, username: string, points: number, buchholz: number, sonnebornBerger: number, played: number, wins: number, draws: number, losses: number, byes: number, division: number | null }>, bracket: Array<{ round: number, ties: Array<{ players: Array<string>, points: Array<number>, games: number, winner: string | null }> }>, roundList: Array<{ round: number, boards: Array<{ board: number, matchId: string | null, players: Array<string>, result: string | null, results: Array<string> | null, adjudicated: boolean }> }>, actions: Array<{ seq: number, at: string, type: string, by: string | null, username: string | null, reason: string | null }> } };

export type HandOverTournamentMutationVariables = Exact<{
  id: string | number;
  u: string;
}>;


export type HandOverTournamentMutation = { handOverTournament: { id: string, name: string, format: string, status: string, organizer: string, preset: string, players: number, daysPerMove: number | null, rated: boolean, rounds: number, double: boolean, bestOf: number | null, divisionSize: number | null, promotion: number | null, seasonDays: number | null, seasonEndsAt: string | null, maxEntrants: number, entryOpen: boolean, startWhenFull: boolean, minRating: number | null, maxRating: number | null, minReputation: number | null, invited: Array<string> | null, clubId: string | null, registrationOpensAt: string | null, registrationClosesAt: string | null, startsAt: string | null, withdrawn: Array<string>, currentRound: number, seedCommitment: string | null, entropyCommitment: string | null, seed: string | null, version: number, createdAt: string, paused: boolean, withdrawAfterTimeouts: number, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null }, rules: { heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, entrants: Array<{ userId: string, username: string }>, standings: Array<{ rank: number, username: string, points: number, buchholz: number, sonnebornBerger: number, played: number, wins: number, draws: number, losses: number, byes: number, division: number | null }>, bracket: Array<{ round: number, ties: Array<{ players: Array<string>, points: Array<number>, games: number, winner: string | null }> }>, roundList: Array<{ round: number, boards: Array<{ board: number, matchId: string | null, players: Array<string>, result: string | null, results: Array<string> | null, adjudicated: boolean }> }>, actions: Array<{ seq: number, at: string, type: string, by: string | null, username: string | null, reason: string | null }> } };

export type TournamentLiveSubscriptionVariables = Exact<{
  id: string | number;
  after?: number | null | undefined;
}>;


export type TournamentLiveSubscription = { tournamentUpdated: { id: string, name: string, format: string, status: string, organizer: string, preset: string, players: number, daysPerMove: number | null, rated: boolean, rounds: number, double: boolean, bestOf: number | null, divisionSize: number | null, promotion: number | null, seasonDays: number | null, seasonEndsAt: string | null, maxEntrants: number, entryOpen: boolean, startWhenFull: boolean, minRating: number | null, maxRating: number | null, minReputation: number | null, invited: Array<string> | null, clubId: string | null, registrationOpensAt: string | null, registrationClosesAt: string | null, startsAt: string | null, withdrawn: Array<string>, currentRound: number, seedCommitment: string | null, entropyCommitment: string | null, seed: string | null, version: number, createdAt: string, paused: boolean, withdrawAfterTimeouts: number, timeControl: { daysPerMove: number | null, noAutoTimeout: boolean, noVacation: boolean, automaticTimeout: boolean, bank: { initialDays: number, incrementDays: number, maxDays: number } | null }, rules: { heroes: Array<string>, heroValues: Array<{ hero: string, value: number }> }, entrants: Array<{ userId: string, username: string }>, standings: Array<{ rank: number, username: string, points: number, buchholz: number, sonnebornBerger: number, played: number, wins: number, draws: number, losses: number, byes: number, division: number | null }>, bracket: Array<{ round: number, ties: Array<{ players: Array<string>, points: Array<number>, games: number, winner: string | null }> }>, roundList: Array<{ round: number, boards: Array<{ board: number, matchId: string | null, players: Array<string>, result: string | null, results: Array<string> | null, adjudicated: boolean }> }>, actions: Array<{ seq: number, at: string, type: string, by: string | null, username: string | null, reason: string | null }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ChatMessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ChatMessageFields on ChatMessage {
  matchId
  seq
  author
  seat
  text
  createdAt
}
    `, {"fragmentName":"ChatMessageFields"}) as unknown as TypedDocumentString<ChatMessageFieldsFragment, unknown>;
export const ClubChatMessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClubChatMessageFields on ClubChatMessage {
  clubId
  seq
  author
  text
  createdAt
}
    `, {"fragmentName":"ClubChatMessageFields"}) as unknown as TypedDocumentString<ClubChatMessageFieldsFragment, unknown>;
export const ReportFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReportFields on Report {
  id
  reporter
  reported
  matchId
  clubId
  messageSeq
  messageText
  reason
  status
  createdAt
}
    `, {"fragmentName":"ReportFields"}) as unknown as TypedDocumentString<ReportFieldsFragment, unknown>;
export const ClubSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClubSummaryFields on Club {
  id
  name
  description
  admission
  owner
  members
}
    `, {"fragmentName":"ClubSummaryFields"}) as unknown as TypedDocumentString<ClubSummaryFieldsFragment, unknown>;
export const NoteFieldsFragmentDoc = new TypedDocumentString(`
    fragment NoteFields on Note {
  id
  matchId
  moveSeq
  body
  shared
  author
  updatedAt
}
    `, {"fragmentName":"NoteFields"}) as unknown as TypedDocumentString<NoteFieldsFragment, unknown>;
export const GroupRematchFieldsFragmentDoc = new TypedDocumentString(`
    fragment GroupRematchFields on GroupRematch {
  matchId
  status
  offeredBy
  newMatchId
  seedCommitment
  seats {
    seat
    username
    accepted
  }
}
    `, {"fragmentName":"GroupRematchFields"}) as unknown as TypedDocumentString<GroupRematchFieldsFragment, unknown>;
export const ModerationEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment ModerationEntryFields on ModerationEntry {
  id
  username
  actor
  action
  reason
  refId
  matchIds
  createdAt
}
    `, {"fragmentName":"ModerationEntryFields"}) as unknown as TypedDocumentString<ModerationEntryFieldsFragment, unknown>;
export const AppealFieldsFragmentDoc = new TypedDocumentString(`
    fragment AppealFields on Appeal {
  id
  username
  text
  status
  createdAt
  answeredBy
  answer
  answeredAt
  entry {
    ...ModerationEntryFields
  }
}
    fragment ModerationEntryFields on ModerationEntry {
  id
  username
  actor
  action
  reason
  refId
  matchIds
  createdAt
}`, {"fragmentName":"AppealFields"}) as unknown as TypedDocumentString<AppealFieldsFragment, unknown>;
export const RulesFieldsFragmentDoc = new TypedDocumentString(`
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
    `, {"fragmentName":"RulesFields"}) as unknown as TypedDocumentString<RulesFieldsFragment, unknown>;
export const TableFieldsFragmentDoc = new TypedDocumentString(`
    fragment TableFields on Table {
  phase
  trickNumber
  leader
  drawPileSize
  discarded
  discardPileSize
  skeletonTakes
  removedFromGameCount
  moon
  setAsideTrolls
  prizes
  hand
  followerPile
  myCthulhuDiscard
  toAct {
    kind
    seat
    peeked
    prizes
    allowTop
    collected
    giant
  }
  trick {
    seat
    card
  }
  lastTrick {
    plays {
      seat
      card
    }
    prizes
    ranking
    winner
    phase
    trickNumber
  }
  cube {
    cube
    under
  }
  seats {
    seat
    username
    isBot
    team
    handSize
    followerPileSize
    scorePile
    gnomesInFront
    activeVampire
    underVampire
    knownCards
  }
  revealed {
    seed
    hands
    followerPiles
    drawPile
    removedFromGame
    discardPile
  }
}
    `, {"fragmentName":"TableFields"}) as unknown as TypedDocumentString<TableFieldsFragment, unknown>;
export const MatchFieldsFragmentDoc = new TypedDocumentString(`
    fragment MatchFields on Match {
  id
  status
  version
  headHash
  seedCommitment
  seed
  entropy {
    serverSeedCommitment
    contributions
    serverSeed
  }
  mySeat
  replacedSeats
  replacementRequestedBy
  createdAt
  rated
  ratedOutcome
  rules {
    ...RulesFields
  }
  seats {
    seat
    username
    isBot
  }
  result {
    winner
    endedBy
    forfeitedSeat
    factions {
      faction
      winner
    }
  }
  table {
    ...TableFields
  }
  canClaimTimeoutAt
  paused
  pauseProposedBy
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  clocks {
    seat
    username
    due
    dueSince
    deadline
    bankSeconds
    vacationUntil
    skipped
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment TableFields on Table {
  phase
  trickNumber
  leader
  drawPileSize
  discarded
  discardPileSize
  skeletonTakes
  removedFromGameCount
  moon
  setAsideTrolls
  prizes
  hand
  followerPile
  myCthulhuDiscard
  toAct {
    kind
    seat
    peeked
    prizes
    allowTop
    collected
    giant
  }
  trick {
    seat
    card
  }
  lastTrick {
    plays {
      seat
      card
    }
    prizes
    ranking
    winner
    phase
    trickNumber
  }
  cube {
    cube
    under
  }
  seats {
    seat
    username
    isBot
    team
    handSize
    followerPileSize
    scorePile
    gnomesInFront
    activeVampire
    underVampire
    knownCards
  }
  revealed {
    seed
    hands
    followerPiles
    drawPile
    removedFromGame
    discardPile
  }
}`, {"fragmentName":"MatchFields"}) as unknown as TypedDocumentString<MatchFieldsFragment, unknown>;
export const MatchSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment MatchSummaryFields on Match {
  id
  status
  version
  mySeat
  createdAt
  rules {
    ...RulesFields
  }
  seats {
    seat
    username
  }
  result {
    winner
    endedBy
    forfeitedSeat
  }
  table {
    phase
    trickNumber
    toAct {
      kind
      seat
    }
  }
  canClaimTimeoutAt
  paused
  pauseProposedBy
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  clocks {
    seat
    username
    due
    dueSince
    deadline
    bankSeconds
    vacationUntil
    skipped
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}`, {"fragmentName":"MatchSummaryFields"}) as unknown as TypedDocumentString<MatchSummaryFieldsFragment, unknown>;
export const MoveFieldsFragmentDoc = new TypedDocumentString(`
    fragment MoveFields on Move {
  seat
  kind
  card
  activate
  bury
  gnome
  victim
}
    `, {"fragmentName":"MoveFields"}) as unknown as TypedDocumentString<MoveFieldsFragment, unknown>;
export const EventFieldsFragmentDoc = new TypedDocumentString(`
    fragment EventFields on MatchEvent {
  seq
  type
  seat
  hidden
  createdAt
  move {
    ...MoveFields
  }
}
    fragment MoveFields on Move {
  seat
  kind
  card
  activate
  bury
  gnome
  victim
}`, {"fragmentName":"EventFields"}) as unknown as TypedDocumentString<EventFieldsFragment, unknown>;
export const StoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment StoryFields on StoryEvent {
  seq
  at
  entries {
    kind
    seat
    other
    card
    cards
    seats
    hidden
    count
    reason
    flags
    faction
    moon
    phase
    trick
    choice
    lead
    side
    results {
      faction
      winner
    }
    counts
    values
    deadline
    by
    until
  }
}
    `, {"fragmentName":"StoryFields"}) as unknown as TypedDocumentString<StoryFieldsFragment, unknown>;
export const LobbyFieldsFragmentDoc = new TypedDocumentString(`
    fragment LobbyFields on Lobby {
  id
  rules {
    ...RulesFields
  }
  owner
  status
  players
  seats {
    seat
    username
  }
  matchId
  rated
  seedCommitment
  minRating
  maxRating
  friendsOnly
  clubId
  minReputation
  daysPerMove
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  createdAt
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}`, {"fragmentName":"LobbyFields"}) as unknown as TypedDocumentString<LobbyFieldsFragment, unknown>;
export const ChallengeFieldsFragmentDoc = new TypedDocumentString(`
    fragment ChallengeFields on Challenge {
  rated
  id
  rules {
    ...RulesFields
  }
  challenger
  challenged
  status
  matchId
  rematchOf
  seedCommitment
  daysPerMove
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  createdAt
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}`, {"fragmentName":"ChallengeFields"}) as unknown as TypedDocumentString<ChallengeFieldsFragment, unknown>;
export const AuthPayloadFieldsFragmentDoc = new TypedDocumentString(`
    fragment AuthPayloadFields on AuthPayload {
  accessToken
  user {
    id
    username
    role
    isGuest
  }
}
    `, {"fragmentName":"AuthPayloadFields"}) as unknown as TypedDocumentString<AuthPayloadFieldsFragment, unknown>;
export const StandingOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment StandingOrderFields on StandingOrder {
  id
  position
  when
  whenCard
  whenFaction
  answer
  card
  faction
  status
  reason
  firedSeq
}
    `, {"fragmentName":"StandingOrderFields"}) as unknown as TypedDocumentString<StandingOrderFieldsFragment, unknown>;
export const ArchivedMatchFieldsFragmentDoc = new TypedDocumentString(`
    fragment ArchivedMatchFields on ArchivedMatch {
  id
  rated
  createdAt
  finishedAt
  rules {
    ...RulesFields
  }
  seats {
    seat
    username
    result
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}`, {"fragmentName":"ArchivedMatchFields"}) as unknown as TypedDocumentString<ArchivedMatchFieldsFragment, unknown>;
export const ReviewMoveFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReviewMoveFields on Move {
  seat
  kind
  card
  notation
}
    `, {"fragmentName":"ReviewMoveFields"}) as unknown as TypedDocumentString<ReviewMoveFieldsFragment, unknown>;
export const MatchReviewFieldsFragmentDoc = new TypedDocumentString(`
    fragment MatchReviewFields on MatchReview {
  matchId
  depth
  status
  seed
  decisions {
    seq
    moveIndex
    seat
    played {
      ...ReviewMoveFields
    }
    playedValue
    bestValue
    bestMove {
      ...ReviewMoveFields
    }
    loss
    hindsightMethod
    hindsightPlayedValue
    hindsightBestValue
    hindsightBestMove {
      ...ReviewMoveFields
    }
  }
  keyMoments
  seats {
    seat
    decisions
    accuracy
    averageLoss
    chances {
      seq
      chance
    }
  }
}
    fragment ReviewMoveFields on Move {
  seat
  kind
  card
  notation
}`, {"fragmentName":"MatchReviewFields"}) as unknown as TypedDocumentString<MatchReviewFieldsFragment, unknown>;
export const ApiTokenFieldsFragmentDoc = new TypedDocumentString(`
    fragment ApiTokenFields on ApiToken {
  id
  name
  hint
  scopes
  createdAt
  lastUsedAt
  revokedAt
}
    `, {"fragmentName":"ApiTokenFields"}) as unknown as TypedDocumentString<ApiTokenFieldsFragment, unknown>;
export const SignedInSessionFieldsFragmentDoc = new TypedDocumentString(`
    fragment SignedInSessionFields on SignedInSession {
  id
  current
  userAgent
  createdAt
  lastUsedAt
  expiresAt
}
    `, {"fragmentName":"SignedInSessionFields"}) as unknown as TypedDocumentString<SignedInSessionFieldsFragment, unknown>;
export const VacationFieldsFragmentDoc = new TypedDocumentString(`
    fragment VacationFields on VacationStatus {
  allowanceDays
  usedDays
  vacation {
    id
    active
    startsAt
    endsAt
  }
}
    `, {"fragmentName":"VacationFields"}) as unknown as TypedDocumentString<VacationFieldsFragment, unknown>;
export const FriendGameFieldsFragmentDoc = new TypedDocumentString(`
    fragment FriendGameFields on ArchivedMatch {
  id
  status
  rated
  finishedAt
  seats {
    seat
    username
    result
  }
}
    `, {"fragmentName":"FriendGameFields"}) as unknown as TypedDocumentString<FriendGameFieldsFragment, unknown>;
export const TournamentFieldsFragmentDoc = new TypedDocumentString(`
    fragment TournamentFields on Tournament {
  id
  name
  format
  status
  organizer
  preset
  players
  daysPerMove
  rated
  rounds
  double
  bestOf
  divisionSize
  promotion
  seasonDays
  seasonEndsAt
  maxEntrants
  entryOpen
  startWhenFull
  minRating
  maxRating
  minReputation
  invited
  clubId
  registrationOpensAt
  registrationClosesAt
  startsAt
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  rules {
    heroes
    heroValues {
      hero
      value
    }
  }
  withdrawn
  currentRound
  seedCommitment
  entropyCommitment
  seed
  version
  createdAt
  entrants {
    userId
    username
  }
  standings {
    rank
    username
    points
    buchholz
    sonnebornBerger
    played
    wins
    draws
    losses
    byes
    division
  }
  bracket {
    round
    ties {
      players
      points
      games
      winner
    }
  }
  roundList {
    round
    boards {
      board
      matchId
      players
      result
      results
      adjudicated
    }
  }
}
    `, {"fragmentName":"TournamentFields"}) as unknown as TypedDocumentString<TournamentFieldsFragment, unknown>;
export const TournamentOrganizerFieldsFragmentDoc = new TypedDocumentString(`
    fragment TournamentOrganizerFields on Tournament {
  paused
  withdrawAfterTimeouts
  withdrawn
  actions {
    seq
    at
    type
    by
    username
    reason
  }
}
    `, {"fragmentName":"TournamentOrganizerFields"}) as unknown as TypedDocumentString<TournamentOrganizerFieldsFragment, unknown>;
export const ChatMessagesDocument = new TypedDocumentString(`
    query ChatMessages($m: ID!, $a: Int!, $f: Int!) {
  chatMessages(matchId: $m, after: $a, first: $f) {
    ...ChatMessageFields
  }
}
    fragment ChatMessageFields on ChatMessage {
  matchId
  seq
  author
  seat
  text
  createdAt
}`) as unknown as TypedDocumentString<ChatMessagesQuery, ChatMessagesQueryVariables>;
export const ClubChatMessagesDocument = new TypedDocumentString(`
    query ClubChatMessages($c: ID!, $a: Int!, $f: Int!) {
  clubChatMessages(clubId: $c, after: $a, first: $f) {
    ...ClubChatMessageFields
  }
}
    fragment ClubChatMessageFields on ClubChatMessage {
  clubId
  seq
  author
  text
  createdAt
}`) as unknown as TypedDocumentString<ClubChatMessagesQuery, ClubChatMessagesQueryVariables>;
export const SendClubChatDocument = new TypedDocumentString(`
    mutation SendClubChat($c: ID!, $t: String!) {
  sendClubChatMessage(clubId: $c, text: $t) {
    ...ClubChatMessageFields
  }
}
    fragment ClubChatMessageFields on ClubChatMessage {
  clubId
  seq
  author
  text
  createdAt
}`) as unknown as TypedDocumentString<SendClubChatMutation, SendClubChatMutationVariables>;
export const ClubChatAddedDocument = new TypedDocumentString(`
    subscription ClubChatAdded($c: ID!, $a: Int) {
  clubChatMessageAdded(clubId: $c, after: $a) {
    ...ClubChatMessageFields
  }
}
    fragment ClubChatMessageFields on ClubChatMessage {
  clubId
  seq
  author
  text
  createdAt
}`) as unknown as TypedDocumentString<ClubChatAddedSubscription, ClubChatAddedSubscriptionVariables>;
export const HideClubChatDocument = new TypedDocumentString(`
    mutation HideClubChat($c: ID!, $s: Int!) {
  hideClubChatMessage(clubId: $c, seq: $s)
}
    `) as unknown as TypedDocumentString<HideClubChatMutation, HideClubChatMutationVariables>;
export const SendChatDocument = new TypedDocumentString(`
    mutation SendChat($m: ID!, $t: String!) {
  sendChatMessage(matchId: $m, text: $t) {
    ...ChatMessageFields
  }
}
    fragment ChatMessageFields on ChatMessage {
  matchId
  seq
  author
  seat
  text
  createdAt
}`) as unknown as TypedDocumentString<SendChatMutation, SendChatMutationVariables>;
export const MarkChatReadDocument = new TypedDocumentString(`
    mutation MarkChatRead($m: ID!) {
  markChatRead(matchId: $m)
}
    `) as unknown as TypedDocumentString<MarkChatReadMutation, MarkChatReadMutationVariables>;
export const ChatAddedDocument = new TypedDocumentString(`
    subscription ChatAdded($m: ID!, $a: Int) {
  chatMessageAdded(matchId: $m, after: $a) {
    ...ChatMessageFields
  }
}
    fragment ChatMessageFields on ChatMessage {
  matchId
  seq
  author
  seat
  text
  createdAt
}`) as unknown as TypedDocumentString<ChatAddedSubscription, ChatAddedSubscriptionVariables>;
export const BlockedUsersDocument = new TypedDocumentString(`
    query BlockedUsers {
  blockedUsers {
    username
  }
}
    `) as unknown as TypedDocumentString<BlockedUsersQuery, BlockedUsersQueryVariables>;
export const BlockUserDocument = new TypedDocumentString(`
    mutation BlockUser($u: String!) {
  blockUser(username: $u) {
    username
  }
}
    `) as unknown as TypedDocumentString<BlockUserMutation, BlockUserMutationVariables>;
export const UnblockUserDocument = new TypedDocumentString(`
    mutation UnblockUser($u: String!) {
  unblockUser(username: $u)
}
    `) as unknown as TypedDocumentString<UnblockUserMutation, UnblockUserMutationVariables>;
export const ReportDocument = new TypedDocumentString(`
    mutation Report($i: ReportInput!) {
  report(input: $i) {
    id
  }
}
    `) as unknown as TypedDocumentString<ReportMutation, ReportMutationVariables>;
export const OpenReportsDocument = new TypedDocumentString(`
    query OpenReports($f: Int!, $a: ID) {
  openReports(first: $f, after: $a) {
    ...ReportFields
  }
}
    fragment ReportFields on Report {
  id
  reporter
  reported
  matchId
  clubId
  messageSeq
  messageText
  reason
  status
  createdAt
}`) as unknown as TypedDocumentString<OpenReportsQuery, OpenReportsQueryVariables>;
export const ResolveReportDocument = new TypedDocumentString(`
    mutation ResolveReport($id: ID!, $n: String!) {
  resolveReport(id: $id, note: $n) {
    ...ReportFields
  }
}
    fragment ReportFields on Report {
  id
  reporter
  reported
  matchId
  clubId
  messageSeq
  messageText
  reason
  status
  createdAt
}`) as unknown as TypedDocumentString<ResolveReportMutation, ResolveReportMutationVariables>;
export const ClubsPageDocument = new TypedDocumentString(`
    query ClubsPage($search: String) {
  myClubs {
    role
    club {
      ...ClubSummaryFields
    }
  }
  myClubInvitations {
    kind
    by
    club {
      ...ClubSummaryFields
    }
  }
  clubs(search: $search, first: 50) {
    ...ClubSummaryFields
  }
}
    fragment ClubSummaryFields on Club {
  id
  name
  description
  admission
  owner
  members
}`) as unknown as TypedDocumentString<ClubsPageQuery, ClubsPageQueryVariables>;
export const ClubPageDocument = new TypedDocumentString(`
    query ClubPage($c: ID!) {
  club(clubId: $c) {
    ...ClubSummaryFields
  }
  clubStanding(clubId: $c) {
    role
    pending
  }
  clubMembers(clubId: $c, pool: "duel", first: 100) {
    username
    role
    rating
    games
  }
  live: clubGames(clubId: $c, status: "running", first: 20) {
    ...FriendGameFields
  }
  finished: clubGames(clubId: $c, status: "finished", first: 20) {
    ...FriendGameFields
  }
  clubTournaments: club(clubId: $c) {
    tournaments {
      id
      name
      format
      status
    }
    clubMatches {
      id
      clubId
      clubName
      opponentClubId
      opponentName
      boards
      status
      rated
      score
      opponentScore
      finishedBoards
      signUpClosesAt
      board {
        board
        home
        away
        matchId
        homePoints
        awayPoints
        forfeit
      }
    }
  }
}
    fragment ClubSummaryFields on Club {
  id
  name
  description
  admission
  owner
  members
}
fragment FriendGameFields on ArchivedMatch {
  id
  status
  rated
  finishedAt
  seats {
    seat
    username
    result
  }
}`) as unknown as TypedDocumentString<ClubPageQuery, ClubPageQueryVariables>;
export const ClubLobbiesDocument = new TypedDocumentString(`
    query ClubLobbies($c: ID!) {
  clubLobbies(clubId: $c) {
    id
    owner
    players
    seats {
      username
    }
  }
}
    `) as unknown as TypedDocumentString<ClubLobbiesQuery, ClubLobbiesQueryVariables>;
export const MyClubNamesDocument = new TypedDocumentString(`
    query MyClubNames {
  myClubs {
    club {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<MyClubNamesQuery, MyClubNamesQueryVariables>;
export const ClubAdminDocument = new TypedDocumentString(`
    query ClubAdmin($c: ID!) {
  clubPending(clubId: $c) {
    username
    kind
    by
  }
  clubLog(clubId: $c, first: 20) {
    id
    at
    action
    actor
    target
  }
}
    `) as unknown as TypedDocumentString<ClubAdminQuery, ClubAdminQueryVariables>;
export const CreateClubDocument = new TypedDocumentString(`
    mutation CreateClub($i: CreateClubInput!) {
  createClub(input: $i) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateClubMutation, CreateClubMutationVariables>;
export const JoinClubDocument = new TypedDocumentString(`
    mutation JoinClub($c: ID!) {
  joinClub(clubId: $c) {
    role
    pending
  }
}
    `) as unknown as TypedDocumentString<JoinClubMutation, JoinClubMutationVariables>;
export const LeaveClubDocument = new TypedDocumentString(`
    mutation LeaveClub($c: ID!) {
  leaveClub(clubId: $c)
}
    `) as unknown as TypedDocumentString<LeaveClubMutation, LeaveClubMutationVariables>;
export const InviteToClubDocument = new TypedDocumentString(`
    mutation InviteToClub($c: ID!, $u: String!) {
  inviteToClub(clubId: $c, username: $u) {
    role
    pending
  }
}
    `) as unknown as TypedDocumentString<InviteToClubMutation, InviteToClubMutationVariables>;
export const AnswerClubRequestDocument = new TypedDocumentString(`
    mutation AnswerClubRequest($c: ID!, $u: String!, $a: Boolean!) {
  answerClubRequest(clubId: $c, username: $u, accept: $a) {
    role
  }
}
    `) as unknown as TypedDocumentString<AnswerClubRequestMutation, AnswerClubRequestMutationVariables>;
export const RemoveClubMemberDocument = new TypedDocumentString(`
    mutation RemoveClubMember($c: ID!, $u: String!) {
  removeClubMember(clubId: $c, username: $u)
}
    `) as unknown as TypedDocumentString<RemoveClubMemberMutation, RemoveClubMemberMutationVariables>;
export const SetClubRoleDocument = new TypedDocumentString(`
    mutation SetClubRole($c: ID!, $u: String!, $r: ClubRole!) {
  setClubRole(clubId: $c, username: $u, role: $r) {
    role
  }
}
    `) as unknown as TypedDocumentString<SetClubRoleMutation, SetClubRoleMutationVariables>;
export const DeleteClubDocument = new TypedDocumentString(`
    mutation DeleteClub($c: ID!) {
  deleteClub(clubId: $c)
}
    `) as unknown as TypedDocumentString<DeleteClubMutation, DeleteClubMutationVariables>;
export const FindClubDocument = new TypedDocumentString(`
    query FindClub($search: String) {
  clubs(search: $search, first: 100) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<FindClubQuery, FindClubQueryVariables>;
export const ChallengeClubDocument = new TypedDocumentString(`
    mutation ChallengeClub($c: ID!, $o: ID!, $n: Int!, $i: CreateLobbyInput!, $d: DateTime) {
  challengeClub(
    clubId: $c
    opponentClubId: $o
    boards: $n
    input: $i
    signUpClosesAt: $d
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<ChallengeClubMutation, ChallengeClubMutationVariables>;
export const AnswerClubMatchDocument = new TypedDocumentString(`
    mutation AnswerClubMatch($id: ID!, $a: Boolean!) {
  answerClubMatch(id: $id, accept: $a) {
    id
  }
}
    `) as unknown as TypedDocumentString<AnswerClubMatchMutation, AnswerClubMatchMutationVariables>;
export const CancelClubMatchDocument = new TypedDocumentString(`
    mutation CancelClubMatch($id: ID!) {
  cancelClubMatch(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<CancelClubMatchMutation, CancelClubMatchMutationVariables>;
export const SignUpForClubMatchDocument = new TypedDocumentString(`
    mutation SignUpForClubMatch($id: ID!, $u: String) {
  signUpForClubMatch(id: $id, username: $u) {
    id
  }
}
    `) as unknown as TypedDocumentString<SignUpForClubMatchMutation, SignUpForClubMatchMutationVariables>;
export const WithdrawFromClubMatchDocument = new TypedDocumentString(`
    mutation WithdrawFromClubMatch($id: ID!, $u: String) {
  withdrawFromClubMatch(id: $id, username: $u) {
    id
  }
}
    `) as unknown as TypedDocumentString<WithdrawFromClubMatchMutation, WithdrawFromClubMatchMutationVariables>;
export const MyNotesDocument = new TypedDocumentString(`
    query MyNotes($m: ID!) {
  myNotes(matchId: $m) {
    ...NoteFields
  }
}
    fragment NoteFields on Note {
  id
  matchId
  moveSeq
  body
  shared
  author
  updatedAt
}`) as unknown as TypedDocumentString<MyNotesQuery, MyNotesQueryVariables>;
export const SharedNotesDocument = new TypedDocumentString(`
    query SharedNotes($m: ID!) {
  sharedNotes(matchId: $m) {
    ...NoteFields
  }
}
    fragment NoteFields on Note {
  id
  matchId
  moveSeq
  body
  shared
  author
  updatedAt
}`) as unknown as TypedDocumentString<SharedNotesQuery, SharedNotesQueryVariables>;
export const SearchMyNotesDocument = new TypedDocumentString(`
    query SearchMyNotes($text: String!) {
  searchMyNotes(text: $text) {
    ...NoteFields
  }
}
    fragment NoteFields on Note {
  id
  matchId
  moveSeq
  body
  shared
  author
  updatedAt
}`) as unknown as TypedDocumentString<SearchMyNotesQuery, SearchMyNotesQueryVariables>;
export const AddNoteDocument = new TypedDocumentString(`
    mutation AddNote($m: ID!, $body: String!, $seq: Int) {
  addNote(matchId: $m, body: $body, moveSeq: $seq) {
    ...NoteFields
  }
}
    fragment NoteFields on Note {
  id
  matchId
  moveSeq
  body
  shared
  author
  updatedAt
}`) as unknown as TypedDocumentString<AddNoteMutation, AddNoteMutationVariables>;
export const EditNoteDocument = new TypedDocumentString(`
    mutation EditNote($id: ID!, $body: String!) {
  editNote(id: $id, body: $body) {
    ...NoteFields
  }
}
    fragment NoteFields on Note {
  id
  matchId
  moveSeq
  body
  shared
  author
  updatedAt
}`) as unknown as TypedDocumentString<EditNoteMutation, EditNoteMutationVariables>;
export const ShareNoteDocument = new TypedDocumentString(`
    mutation ShareNote($id: ID!, $shared: Boolean!) {
  shareNote(id: $id, shared: $shared) {
    ...NoteFields
  }
}
    fragment NoteFields on Note {
  id
  matchId
  moveSeq
  body
  shared
  author
  updatedAt
}`) as unknown as TypedDocumentString<ShareNoteMutation, ShareNoteMutationVariables>;
export const DeleteNoteDocument = new TypedDocumentString(`
    mutation DeleteNote($id: ID!) {
  deleteNote(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteNoteMutation, DeleteNoteMutationVariables>;
export const ConfirmMovesDocument = new TypedDocumentString(`
    query ConfirmMoves {
  confirmMoves {
    correspondence
    live
  }
}
    `) as unknown as TypedDocumentString<ConfirmMovesQuery, ConfirmMovesQueryVariables>;
export const SetConfirmMovesDocument = new TypedDocumentString(`
    mutation SetConfirmMoves($input: ConfirmMovesInput!) {
  setConfirmMoves(input: $input) {
    correspondence
    live
  }
}
    `) as unknown as TypedDocumentString<SetConfirmMovesMutation, SetConfirmMovesMutationVariables>;
export const GroupRematchDocument = new TypedDocumentString(`
    query GroupRematch($m: ID!) {
  groupRematch(matchId: $m) {
    ...GroupRematchFields
  }
}
    fragment GroupRematchFields on GroupRematch {
  matchId
  status
  offeredBy
  newMatchId
  seedCommitment
  seats {
    seat
    username
    accepted
  }
}`) as unknown as TypedDocumentString<GroupRematchQuery, GroupRematchQueryVariables>;
export const AcceptGroupRematchDocument = new TypedDocumentString(`
    mutation AcceptGroupRematch($m: ID!, $entropy: String) {
  acceptGroupRematch(matchId: $m, entropy: $entropy) {
    ...GroupRematchFields
  }
}
    fragment GroupRematchFields on GroupRematch {
  matchId
  status
  offeredBy
  newMatchId
  seedCommitment
  seats {
    seat
    username
    accepted
  }
}`) as unknown as TypedDocumentString<AcceptGroupRematchMutation, AcceptGroupRematchMutationVariables>;
export const DeclineGroupRematchDocument = new TypedDocumentString(`
    mutation DeclineGroupRematch($m: ID!) {
  declineGroupRematch(matchId: $m) {
    ...GroupRematchFields
  }
}
    fragment GroupRematchFields on GroupRematch {
  matchId
  status
  offeredBy
  newMatchId
  seedCommitment
  seats {
    seat
    username
    accepted
  }
}`) as unknown as TypedDocumentString<DeclineGroupRematchMutation, DeclineGroupRematchMutationVariables>;
export const SameNetworkSeatsDocument = new TypedDocumentString(`
    query SameNetworkSeats($m: ID!) {
  sameNetworkSeats(matchId: $m) {
    pairs
  }
}
    `) as unknown as TypedDocumentString<SameNetworkSeatsQuery, SameNetworkSeatsQueryVariables>;
export const CreateGuestDocument = new TypedDocumentString(`
    mutation CreateGuest {
  createGuest {
    ...AuthPayloadFields
  }
}
    fragment AuthPayloadFields on AuthPayload {
  accessToken
  user {
    id
    username
    role
    isGuest
  }
}`) as unknown as TypedDocumentString<CreateGuestMutation, CreateGuestMutationVariables>;
export const ConvertGuestDocument = new TypedDocumentString(`
    mutation ConvertGuest($input: RegisterInput!) {
  convertGuest(input: $input) {
    ...AuthPayloadFields
  }
}
    fragment AuthPayloadFields on AuthPayload {
  accessToken
  user {
    id
    username
    role
    isGuest
  }
}`) as unknown as TypedDocumentString<ConvertGuestMutation, ConvertGuestMutationVariables>;
export const MyModerationDocument = new TypedDocumentString(`
    query MyModeration {
  myModeration {
    rulesBroken
    ratedExcluded
    warnings {
      ...ModerationEntryFields
    }
    appealable {
      ...ModerationEntryFields
    }
    appeals {
      ...AppealFields
    }
  }
}
    fragment ModerationEntryFields on ModerationEntry {
  id
  username
  actor
  action
  reason
  refId
  matchIds
  createdAt
}
fragment AppealFields on Appeal {
  id
  username
  text
  status
  createdAt
  answeredBy
  answer
  answeredAt
  entry {
    ...ModerationEntryFields
  }
}`) as unknown as TypedDocumentString<MyModerationQuery, MyModerationQueryVariables>;
export const AcknowledgeWarningDocument = new TypedDocumentString(`
    mutation AcknowledgeWarning($id: String!) {
  acknowledgeWarning(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AcknowledgeWarningMutation, AcknowledgeWarningMutationVariables>;
export const AppealDocument = new TypedDocumentString(`
    mutation Appeal($entryId: String!, $text: String!) {
  appeal(entryId: $entryId, text: $text) {
    ...AppealFields
  }
}
    fragment ModerationEntryFields on ModerationEntry {
  id
  username
  actor
  action
  reason
  refId
  matchIds
  createdAt
}
fragment AppealFields on Appeal {
  id
  username
  text
  status
  createdAt
  answeredBy
  answer
  answeredAt
  entry {
    ...ModerationEntryFields
  }
}`) as unknown as TypedDocumentString<AppealMutation, AppealMutationVariables>;
export const AppealSuspensionDocument = new TypedDocumentString(`
    mutation AppealSuspension($username: String!, $password: String!, $text: String!) {
  appealSuspension(username: $username, password: $password, text: $text) {
    ...AppealFields
  }
}
    fragment ModerationEntryFields on ModerationEntry {
  id
  username
  actor
  action
  reason
  refId
  matchIds
  createdAt
}
fragment AppealFields on Appeal {
  id
  username
  text
  status
  createdAt
  answeredBy
  answer
  answeredAt
  entry {
    ...ModerationEntryFields
  }
}`) as unknown as TypedDocumentString<AppealSuspensionMutation, AppealSuspensionMutationVariables>;
export const ModerationAccountDocument = new TypedDocumentString(`
    query ModerationAccount($username: String!) {
  moderationAccount(username: $username) {
    username
    role
    suspended
    closed
    rulesBroken
    ratedExcluded
    log {
      ...ModerationEntryFields
    }
    reports {
      id
      reporter
      reason
      status
      createdAt
      resolution
    }
    matches {
      matchId
      finishedAt
      rated
      ratingOutcome
      result
      players
    }
    coPlayers {
      username
      matches
      ratedMatches
    }
    appeals {
      ...AppealFields
    }
  }
}
    fragment ModerationEntryFields on ModerationEntry {
  id
  username
  actor
  action
  reason
  refId
  matchIds
  createdAt
}
fragment AppealFields on Appeal {
  id
  username
  text
  status
  createdAt
  answeredBy
  answer
  answeredAt
  entry {
    ...ModerationEntryFields
  }
}`) as unknown as TypedDocumentString<ModerationAccountQuery, ModerationAccountQueryVariables>;
export const ModerateDocument = new TypedDocumentString(`
    mutation Moderate($username: String!, $action: String!, $reason: String!) {
  moderate(username: $username, action: $action, reason: $reason) {
    ...ModerationEntryFields
  }
}
    fragment ModerationEntryFields on ModerationEntry {
  id
  username
  actor
  action
  reason
  refId
  matchIds
  createdAt
}`) as unknown as TypedDocumentString<ModerateMutation, ModerateMutationVariables>;
export const AnnulRatedResultsDocument = new TypedDocumentString(`
    mutation AnnulRatedResults($username: String!, $reason: String!) {
  annulRatedResults(username: $username, reason: $reason) {
    ...ModerationEntryFields
  }
}
    fragment ModerationEntryFields on ModerationEntry {
  id
  username
  actor
  action
  reason
  refId
  matchIds
  createdAt
}`) as unknown as TypedDocumentString<AnnulRatedResultsMutation, AnnulRatedResultsMutationVariables>;
export const OpenAppealsDocument = new TypedDocumentString(`
    query OpenAppeals {
  openAppeals(first: 200) {
    ...AppealFields
  }
}
    fragment ModerationEntryFields on ModerationEntry {
  id
  username
  actor
  action
  reason
  refId
  matchIds
  createdAt
}
fragment AppealFields on Appeal {
  id
  username
  text
  status
  createdAt
  answeredBy
  answer
  answeredAt
  entry {
    ...ModerationEntryFields
  }
}`) as unknown as TypedDocumentString<OpenAppealsQuery, OpenAppealsQueryVariables>;
export const AnswerAppealDocument = new TypedDocumentString(`
    mutation AnswerAppeal($id: String!, $verdict: String!, $reason: String!) {
  answerAppeal(id: $id, verdict: $verdict, reason: $reason) {
    ...AppealFields
  }
}
    fragment ModerationEntryFields on ModerationEntry {
  id
  username
  actor
  action
  reason
  refId
  matchIds
  createdAt
}
fragment AppealFields on Appeal {
  id
  username
  text
  status
  createdAt
  answeredBy
  answer
  answeredAt
  entry {
    ...ModerationEntryFields
  }
}`) as unknown as TypedDocumentString<AnswerAppealMutation, AnswerAppealMutationVariables>;
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($input: RegisterInput!) {
  register(input: $input) {
    ...AuthPayloadFields
  }
}
    fragment AuthPayloadFields on AuthPayload {
  accessToken
  user {
    id
    username
    role
    isGuest
  }
}`) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($input: LoginInput!) {
  login(input: $input) {
    ...AuthPayloadFields
  }
}
    fragment AuthPayloadFields on AuthPayload {
  accessToken
  user {
    id
    username
    role
    isGuest
  }
}`) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const RequestSignInLinkDocument = new TypedDocumentString(`
    mutation RequestSignInLink($login: String!) {
  requestSignInLink(login: $login)
}
    `) as unknown as TypedDocumentString<RequestSignInLinkMutation, RequestSignInLinkMutationVariables>;
export const SignInWithLinkDocument = new TypedDocumentString(`
    mutation SignInWithLink($token: String!) {
  signInWithLink(token: $token) {
    ...AuthPayloadFields
  }
}
    fragment AuthPayloadFields on AuthPayload {
  accessToken
  user {
    id
    username
    role
    isGuest
  }
}`) as unknown as TypedDocumentString<SignInWithLinkMutation, SignInWithLinkMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    id
    username
    role
    isGuest
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const MatchDocument = new TypedDocumentString(`
    query Match($id: ID!) {
  match(id: $id) {
    ...MatchFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment TableFields on Table {
  phase
  trickNumber
  leader
  drawPileSize
  discarded
  discardPileSize
  skeletonTakes
  removedFromGameCount
  moon
  setAsideTrolls
  prizes
  hand
  followerPile
  myCthulhuDiscard
  toAct {
    kind
    seat
    peeked
    prizes
    allowTop
    collected
    giant
  }
  trick {
    seat
    card
  }
  lastTrick {
    plays {
      seat
      card
    }
    prizes
    ranking
    winner
    phase
    trickNumber
  }
  cube {
    cube
    under
  }
  seats {
    seat
    username
    isBot
    team
    handSize
    followerPileSize
    scorePile
    gnomesInFront
    activeVampire
    underVampire
    knownCards
  }
  revealed {
    seed
    hands
    followerPiles
    drawPile
    removedFromGame
    discardPile
  }
}
fragment MatchFields on Match {
  id
  status
  version
  headHash
  seedCommitment
  seed
  entropy {
    serverSeedCommitment
    contributions
    serverSeed
  }
  mySeat
  replacedSeats
  replacementRequestedBy
  createdAt
  rated
  ratedOutcome
  rules {
    ...RulesFields
  }
  seats {
    seat
    username
    isBot
  }
  result {
    winner
    endedBy
    forfeitedSeat
    factions {
      faction
      winner
    }
  }
  table {
    ...TableFields
  }
  canClaimTimeoutAt
  paused
  pauseProposedBy
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  clocks {
    seat
    username
    due
    dueSince
    deadline
    bankSeconds
    vacationUntil
    skipped
  }
}`) as unknown as TypedDocumentString<MatchQuery, MatchQueryVariables>;
export const MatchAtDocument = new TypedDocumentString(`
    query MatchAt($id: ID!, $v: Int!) {
  matchAt(id: $id, version: $v) {
    ...MatchFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment TableFields on Table {
  phase
  trickNumber
  leader
  drawPileSize
  discarded
  discardPileSize
  skeletonTakes
  removedFromGameCount
  moon
  setAsideTrolls
  prizes
  hand
  followerPile
  myCthulhuDiscard
  toAct {
    kind
    seat
    peeked
    prizes
    allowTop
    collected
    giant
  }
  trick {
    seat
    card
  }
  lastTrick {
    plays {
      seat
      card
    }
    prizes
    ranking
    winner
    phase
    trickNumber
  }
  cube {
    cube
    under
  }
  seats {
    seat
    username
    isBot
    team
    handSize
    followerPileSize
    scorePile
    gnomesInFront
    activeVampire
    underVampire
    knownCards
  }
  revealed {
    seed
    hands
    followerPiles
    drawPile
    removedFromGame
    discardPile
  }
}
fragment MatchFields on Match {
  id
  status
  version
  headHash
  seedCommitment
  seed
  entropy {
    serverSeedCommitment
    contributions
    serverSeed
  }
  mySeat
  replacedSeats
  replacementRequestedBy
  createdAt
  rated
  ratedOutcome
  rules {
    ...RulesFields
  }
  seats {
    seat
    username
    isBot
  }
  result {
    winner
    endedBy
    forfeitedSeat
    factions {
      faction
      winner
    }
  }
  table {
    ...TableFields
  }
  canClaimTimeoutAt
  paused
  pauseProposedBy
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  clocks {
    seat
    username
    due
    dueSince
    deadline
    bankSeconds
    vacationUntil
    skipped
  }
}`) as unknown as TypedDocumentString<MatchAtQuery, MatchAtQueryVariables>;
export const MyMatchesDocument = new TypedDocumentString(`
    query MyMatches {
  myMatches {
    ...MatchSummaryFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment MatchSummaryFields on Match {
  id
  status
  version
  mySeat
  createdAt
  rules {
    ...RulesFields
  }
  seats {
    seat
    username
  }
  result {
    winner
    endedBy
    forfeitedSeat
  }
  table {
    phase
    trickNumber
    toAct {
      kind
      seat
    }
  }
  canClaimTimeoutAt
  paused
  pauseProposedBy
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  clocks {
    seat
    username
    due
    dueSince
    deadline
    bankSeconds
    vacationUntil
    skipped
  }
}`) as unknown as TypedDocumentString<MyMatchesQuery, MyMatchesQueryVariables>;
export const MyTurnDocument = new TypedDocumentString(`
    query MyTurn {
  myTurn(first: 200) {
    matchId
    seat
    opponents
    due
    version
    dueSince
    deadline
  }
}
    `) as unknown as TypedDocumentString<MyTurnQuery, MyTurnQueryVariables>;
export const LegalDocument = new TypedDocumentString(`
    query Legal($m: ID!) {
  legalMoves(matchId: $m) {
    ...MoveFields
  }
}
    fragment MoveFields on Move {
  seat
  kind
  card
  activate
  bury
  gnome
  victim
}`) as unknown as TypedDocumentString<LegalQuery, LegalQueryVariables>;
export const EventsDocument = new TypedDocumentString(`
    query Events($m: ID!, $a: Int!) {
  matchEvents(matchId: $m, after: $a) {
    ...EventFields
  }
}
    fragment MoveFields on Move {
  seat
  kind
  card
  activate
  bury
  gnome
  victim
}
fragment EventFields on MatchEvent {
  seq
  type
  seat
  hidden
  createdAt
  move {
    ...MoveFields
  }
}`) as unknown as TypedDocumentString<EventsQuery, EventsQueryVariables>;
export const StoryDocument = new TypedDocumentString(`
    query Story($m: ID!, $a: Int!) {
  matchStory(matchId: $m, after: $a) {
    ...StoryFields
  }
}
    fragment StoryFields on StoryEvent {
  seq
  at
  entries {
    kind
    seat
    other
    card
    cards
    seats
    hidden
    count
    reason
    flags
    faction
    moon
    phase
    trick
    choice
    lead
    side
    results {
      faction
      winner
    }
    counts
    values
    deadline
    by
    until
  }
}`) as unknown as TypedDocumentString<StoryQuery, StoryQueryVariables>;
export const PlayDocument = new TypedDocumentString(`
    mutation Play($m: ID!, $c: String!, $v: Int!, $k: String) {
  playCard(matchId: $m, card: $c, expectedVersion: $v, idempotencyKey: $k) {
    ...MatchFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment TableFields on Table {
  phase
  trickNumber
  leader
  drawPileSize
  discarded
  discardPileSize
  skeletonTakes
  removedFromGameCount
  moon
  setAsideTrolls
  prizes
  hand
  followerPile
  myCthulhuDiscard
  toAct {
    kind
    seat
    peeked
    prizes
    allowTop
    collected
    giant
  }
  trick {
    seat
    card
  }
  lastTrick {
    plays {
      seat
      card
    }
    prizes
    ranking
    winner
    phase
    trickNumber
  }
  cube {
    cube
    under
  }
  seats {
    seat
    username
    isBot
    team
    handSize
    followerPileSize
    scorePile
    gnomesInFront
    activeVampire
    underVampire
    knownCards
  }
  revealed {
    seed
    hands
    followerPiles
    drawPile
    removedFromGame
    discardPile
  }
}
fragment MatchFields on Match {
  id
  status
  version
  headHash
  seedCommitment
  seed
  entropy {
    serverSeedCommitment
    contributions
    serverSeed
  }
  mySeat
  replacedSeats
  replacementRequestedBy
  createdAt
  rated
  ratedOutcome
  rules {
    ...RulesFields
  }
  seats {
    seat
    username
    isBot
  }
  result {
    winner
    endedBy
    forfeitedSeat
    factions {
      faction
      winner
    }
  }
  table {
    ...TableFields
  }
  canClaimTimeoutAt
  paused
  pauseProposedBy
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  clocks {
    seat
    username
    due
    dueSince
    deadline
    bankSeconds
    vacationUntil
    skipped
  }
}`) as unknown as TypedDocumentString<PlayMutation, PlayMutationVariables>;
export const DecideDocument = new TypedDocumentString(`
    mutation Decide($m: ID!, $d: DecisionInput!, $v: Int!, $k: String) {
  decide(matchId: $m, decision: $d, expectedVersion: $v, idempotencyKey: $k) {
    ...MatchFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment TableFields on Table {
  phase
  trickNumber
  leader
  drawPileSize
  discarded
  discardPileSize
  skeletonTakes
  removedFromGameCount
  moon
  setAsideTrolls
  prizes
  hand
  followerPile
  myCthulhuDiscard
  toAct {
    kind
    seat
    peeked
    prizes
    allowTop
    collected
    giant
  }
  trick {
    seat
    card
  }
  lastTrick {
    plays {
      seat
      card
    }
    prizes
    ranking
    winner
    phase
    trickNumber
  }
  cube {
    cube
    under
  }
  seats {
    seat
    username
    isBot
    team
    handSize
    followerPileSize
    scorePile
    gnomesInFront
    activeVampire
    underVampire
    knownCards
  }
  revealed {
    seed
    hands
    followerPiles
    drawPile
    removedFromGame
    discardPile
  }
}
fragment MatchFields on Match {
  id
  status
  version
  headHash
  seedCommitment
  seed
  entropy {
    serverSeedCommitment
    contributions
    serverSeed
  }
  mySeat
  replacedSeats
  replacementRequestedBy
  createdAt
  rated
  ratedOutcome
  rules {
    ...RulesFields
  }
  seats {
    seat
    username
    isBot
  }
  result {
    winner
    endedBy
    forfeitedSeat
    factions {
      faction
      winner
    }
  }
  table {
    ...TableFields
  }
  canClaimTimeoutAt
  paused
  pauseProposedBy
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  clocks {
    seat
    username
    due
    dueSince
    deadline
    bankSeconds
    vacationUntil
    skipped
  }
}`) as unknown as TypedDocumentString<DecideMutation, DecideMutationVariables>;
export const ResignDocument = new TypedDocumentString(`
    mutation Resign($m: ID!) {
  resign(matchId: $m) {
    ...MatchFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment TableFields on Table {
  phase
  trickNumber
  leader
  drawPileSize
  discarded
  discardPileSize
  skeletonTakes
  removedFromGameCount
  moon
  setAsideTrolls
  prizes
  hand
  followerPile
  myCthulhuDiscard
  toAct {
    kind
    seat
    peeked
    prizes
    allowTop
    collected
    giant
  }
  trick {
    seat
    card
  }
  lastTrick {
    plays {
      seat
      card
    }
    prizes
    ranking
    winner
    phase
    trickNumber
  }
  cube {
    cube
    under
  }
  seats {
    seat
    username
    isBot
    team
    handSize
    followerPileSize
    scorePile
    gnomesInFront
    activeVampire
    underVampire
    knownCards
  }
  revealed {
    seed
    hands
    followerPiles
    drawPile
    removedFromGame
    discardPile
  }
}
fragment MatchFields on Match {
  id
  status
  version
  headHash
  seedCommitment
  seed
  entropy {
    serverSeedCommitment
    contributions
    serverSeed
  }
  mySeat
  replacedSeats
  replacementRequestedBy
  createdAt
  rated
  ratedOutcome
  rules {
    ...RulesFields
  }
  seats {
    seat
    username
    isBot
  }
  result {
    winner
    endedBy
    forfeitedSeat
    factions {
      faction
      winner
    }
  }
  table {
    ...TableFields
  }
  canClaimTimeoutAt
  paused
  pauseProposedBy
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  clocks {
    seat
    username
    due
    dueSince
    deadline
    bankSeconds
    vacationUntil
    skipped
  }
}`) as unknown as TypedDocumentString<ResignMutation, ResignMutationVariables>;
export const RequestReplacementDocument = new TypedDocumentString(`
    mutation RequestReplacement($m: ID!) {
  requestReplacement(matchId: $m) {
    ...MatchFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment TableFields on Table {
  phase
  trickNumber
  leader
  drawPileSize
  discarded
  discardPileSize
  skeletonTakes
  removedFromGameCount
  moon
  setAsideTrolls
  prizes
  hand
  followerPile
  myCthulhuDiscard
  toAct {
    kind
    seat
    peeked
    prizes
    allowTop
    collected
    giant
  }
  trick {
    seat
    card
  }
  lastTrick {
    plays {
      seat
      card
    }
    prizes
    ranking
    winner
    phase
    trickNumber
  }
  cube {
    cube
    under
  }
  seats {
    seat
    username
    isBot
    team
    handSize
    followerPileSize
    scorePile
    gnomesInFront
    activeVampire
    underVampire
    knownCards
  }
  revealed {
    seed
    hands
    followerPiles
    drawPile
    removedFromGame
    discardPile
  }
}
fragment MatchFields on Match {
  id
  status
  version
  headHash
  seedCommitment
  seed
  entropy {
    serverSeedCommitment
    contributions
    serverSeed
  }
  mySeat
  replacedSeats
  replacementRequestedBy
  createdAt
  rated
  ratedOutcome
  rules {
    ...RulesFields
  }
  seats {
    seat
    username
    isBot
  }
  result {
    winner
    endedBy
    forfeitedSeat
    factions {
      faction
      winner
    }
  }
  table {
    ...TableFields
  }
  canClaimTimeoutAt
  paused
  pauseProposedBy
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  clocks {
    seat
    username
    due
    dueSince
    deadline
    bankSeconds
    vacationUntil
    skipped
  }
}`) as unknown as TypedDocumentString<RequestReplacementMutation, RequestReplacementMutationVariables>;
export const ForcedMovesDocument = new TypedDocumentString(`
    query ForcedMoves($m: ID) {
  forcedMoves(matchId: $m) {
    on
    overridden
  }
}
    `) as unknown as TypedDocumentString<ForcedMovesQuery, ForcedMovesQueryVariables>;
export const SetForcedMovesDocument = new TypedDocumentString(`
    mutation SetForcedMoves($on: Boolean!) {
  setForcedMoves(on: $on) {
    on
    overridden
  }
}
    `) as unknown as TypedDocumentString<SetForcedMovesMutation, SetForcedMovesMutationVariables>;
export const SetMatchForcedMovesDocument = new TypedDocumentString(`
    mutation SetMatchForcedMoves($m: ID!, $on: Boolean) {
  setMatchForcedMoves(matchId: $m, on: $on) {
    on
    overridden
  }
}
    `) as unknown as TypedDocumentString<SetMatchForcedMovesMutation, SetMatchForcedMovesMutationVariables>;
export const SetHistoryHiddenDocument = new TypedDocumentString(`
    mutation SetHistoryHidden($hidden: Boolean!) {
  setHistoryHidden(hidden: $hidden)
}
    `) as unknown as TypedDocumentString<SetHistoryHiddenMutation, SetHistoryHiddenMutationVariables>;
export const AbortDocument = new TypedDocumentString(`
    mutation Abort($m: ID!) {
  abort(matchId: $m) {
    ...MatchFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment TableFields on Table {
  phase
  trickNumber
  leader
  drawPileSize
  discarded
  discardPileSize
  skeletonTakes
  removedFromGameCount
  moon
  setAsideTrolls
  prizes
  hand
  followerPile
  myCthulhuDiscard
  toAct {
    kind
    seat
    peeked
    prizes
    allowTop
    collected
    giant
  }
  trick {
    seat
    card
  }
  lastTrick {
    plays {
      seat
      card
    }
    prizes
    ranking
    winner
    phase
    trickNumber
  }
  cube {
    cube
    under
  }
  seats {
    seat
    username
    isBot
    team
    handSize
    followerPileSize
    scorePile
    gnomesInFront
    activeVampire
    underVampire
    knownCards
  }
  revealed {
    seed
    hands
    followerPiles
    drawPile
    removedFromGame
    discardPile
  }
}
fragment MatchFields on Match {
  id
  status
  version
  headHash
  seedCommitment
  seed
  entropy {
    serverSeedCommitment
    contributions
    serverSeed
  }
  mySeat
  replacedSeats
  replacementRequestedBy
  createdAt
  rated
  ratedOutcome
  rules {
    ...RulesFields
  }
  seats {
    seat
    username
    isBot
  }
  result {
    winner
    endedBy
    forfeitedSeat
    factions {
      faction
      winner
    }
  }
  table {
    ...TableFields
  }
  canClaimTimeoutAt
  paused
  pauseProposedBy
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  clocks {
    seat
    username
    due
    dueSince
    deadline
    bankSeconds
    vacationUntil
    skipped
  }
}`) as unknown as TypedDocumentString<AbortMutation, AbortMutationVariables>;
export const ClaimTimeoutDocument = new TypedDocumentString(`
    mutation ClaimTimeout($m: ID!, $c: TimeoutClaim) {
  claimTimeout(matchId: $m, claim: $c) {
    ...MatchFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment TableFields on Table {
  phase
  trickNumber
  leader
  drawPileSize
  discarded
  discardPileSize
  skeletonTakes
  removedFromGameCount
  moon
  setAsideTrolls
  prizes
  hand
  followerPile
  myCthulhuDiscard
  toAct {
    kind
    seat
    peeked
    prizes
    allowTop
    collected
    giant
  }
  trick {
    seat
    card
  }
  lastTrick {
    plays {
      seat
      card
    }
    prizes
    ranking
    winner
    phase
    trickNumber
  }
  cube {
    cube
    under
  }
  seats {
    seat
    username
    isBot
    team
    handSize
    followerPileSize
    scorePile
    gnomesInFront
    activeVampire
    underVampire
    knownCards
  }
  revealed {
    seed
    hands
    followerPiles
    drawPile
    removedFromGame
    discardPile
  }
}
fragment MatchFields on Match {
  id
  status
  version
  headHash
  seedCommitment
  seed
  entropy {
    serverSeedCommitment
    contributions
    serverSeed
  }
  mySeat
  replacedSeats
  replacementRequestedBy
  createdAt
  rated
  ratedOutcome
  rules {
    ...RulesFields
  }
  seats {
    seat
    username
    isBot
  }
  result {
    winner
    endedBy
    forfeitedSeat
    factions {
      faction
      winner
    }
  }
  table {
    ...TableFields
  }
  canClaimTimeoutAt
  paused
  pauseProposedBy
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  clocks {
    seat
    username
    due
    dueSince
    deadline
    bankSeconds
    vacationUntil
    skipped
  }
}`) as unknown as TypedDocumentString<ClaimTimeoutMutation, ClaimTimeoutMutationVariables>;
export const WatchDocument = new TypedDocumentString(`
    subscription Watch($m: ID!, $a: Int) {
  matchUpdated(matchId: $m, after: $a) {
    event {
      ...EventFields
    }
    match {
      ...MatchFields
    }
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment TableFields on Table {
  phase
  trickNumber
  leader
  drawPileSize
  discarded
  discardPileSize
  skeletonTakes
  removedFromGameCount
  moon
  setAsideTrolls
  prizes
  hand
  followerPile
  myCthulhuDiscard
  toAct {
    kind
    seat
    peeked
    prizes
    allowTop
    collected
    giant
  }
  trick {
    seat
    card
  }
  lastTrick {
    plays {
      seat
      card
    }
    prizes
    ranking
    winner
    phase
    trickNumber
  }
  cube {
    cube
    under
  }
  seats {
    seat
    username
    isBot
    team
    handSize
    followerPileSize
    scorePile
    gnomesInFront
    activeVampire
    underVampire
    knownCards
  }
  revealed {
    seed
    hands
    followerPiles
    drawPile
    removedFromGame
    discardPile
  }
}
fragment MatchFields on Match {
  id
  status
  version
  headHash
  seedCommitment
  seed
  entropy {
    serverSeedCommitment
    contributions
    serverSeed
  }
  mySeat
  replacedSeats
  replacementRequestedBy
  createdAt
  rated
  ratedOutcome
  rules {
    ...RulesFields
  }
  seats {
    seat
    username
    isBot
  }
  result {
    winner
    endedBy
    forfeitedSeat
    factions {
      faction
      winner
    }
  }
  table {
    ...TableFields
  }
  canClaimTimeoutAt
  paused
  pauseProposedBy
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  clocks {
    seat
    username
    due
    dueSince
    deadline
    bankSeconds
    vacationUntil
    skipped
  }
}
fragment MoveFields on Move {
  seat
  kind
  card
  activate
  bury
  gnome
  victim
}
fragment EventFields on MatchEvent {
  seq
  type
  seat
  hidden
  createdAt
  move {
    ...MoveFields
  }
}`) as unknown as TypedDocumentString<WatchSubscription, WatchSubscriptionVariables>;
export const MyEventsDocument = new TypedDocumentString(`
    subscription MyEvents {
  myEvents {
    kind
    matchId
    seat
    version
    deadline
    challengeId
    challengeStatus
    from
    appealVerdict
    clubId
    clubMatchId
    boardsPlayed
    board
    forfeit
    unanswered
  }
}
    `) as unknown as TypedDocumentString<MyEventsSubscription, MyEventsSubscriptionVariables>;
export const OpenLobbiesDocument = new TypedDocumentString(`
    query OpenLobbies($min: Float, $max: Float) {
  openLobbies(minRating: $min, maxRating: $max) {
    ...LobbyFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment LobbyFields on Lobby {
  id
  rules {
    ...RulesFields
  }
  owner
  status
  players
  seats {
    seat
    username
  }
  matchId
  rated
  seedCommitment
  minRating
  maxRating
  friendsOnly
  clubId
  minReputation
  daysPerMove
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  createdAt
}`) as unknown as TypedDocumentString<OpenLobbiesQuery, OpenLobbiesQueryVariables>;
export const MyLobbiesDocument = new TypedDocumentString(`
    query MyLobbies {
  myLobbies {
    ...LobbyFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment LobbyFields on Lobby {
  id
  rules {
    ...RulesFields
  }
  owner
  status
  players
  seats {
    seat
    username
  }
  matchId
  rated
  seedCommitment
  minRating
  maxRating
  friendsOnly
  clubId
  minReputation
  daysPerMove
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  createdAt
}`) as unknown as TypedDocumentString<MyLobbiesQuery, MyLobbiesQueryVariables>;
export const LobbyDocument = new TypedDocumentString(`
    query Lobby($id: ID!) {
  lobby(id: $id) {
    ...LobbyFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment LobbyFields on Lobby {
  id
  rules {
    ...RulesFields
  }
  owner
  status
  players
  seats {
    seat
    username
  }
  matchId
  rated
  seedCommitment
  minRating
  maxRating
  friendsOnly
  clubId
  minReputation
  daysPerMove
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  createdAt
}`) as unknown as TypedDocumentString<LobbyQuery, LobbyQueryVariables>;
export const CreateLobbyDocument = new TypedDocumentString(`
    mutation CreateLobby($input: CreateLobbyInput!) {
  createLobby(input: $input) {
    ...LobbyFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment LobbyFields on Lobby {
  id
  rules {
    ...RulesFields
  }
  owner
  status
  players
  seats {
    seat
    username
  }
  matchId
  rated
  seedCommitment
  minRating
  maxRating
  friendsOnly
  clubId
  minReputation
  daysPerMove
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  createdAt
}`) as unknown as TypedDocumentString<CreateLobbyMutation, CreateLobbyMutationVariables>;
export const JoinLobbyDocument = new TypedDocumentString(`
    mutation JoinLobby($id: ID!, $entropy: String) {
  joinLobby(id: $id, entropy: $entropy) {
    ...LobbyFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment LobbyFields on Lobby {
  id
  rules {
    ...RulesFields
  }
  owner
  status
  players
  seats {
    seat
    username
  }
  matchId
  rated
  seedCommitment
  minRating
  maxRating
  friendsOnly
  clubId
  minReputation
  daysPerMove
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  createdAt
}`) as unknown as TypedDocumentString<JoinLobbyMutation, JoinLobbyMutationVariables>;
export const LeaveLobbyDocument = new TypedDocumentString(`
    mutation LeaveLobby($id: ID!) {
  leaveLobby(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<LeaveLobbyMutation, LeaveLobbyMutationVariables>;
export const PlayComputerDocument = new TypedDocumentString(`
    mutation PlayComputer($input: PlayComputerInput!) {
  playComputer(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<PlayComputerMutation, PlayComputerMutationVariables>;
export const RematchComputerDocument = new TypedDocumentString(`
    mutation RematchComputer($matchId: ID!) {
  rematchComputer(matchId: $matchId) {
    id
  }
}
    `) as unknown as TypedDocumentString<RematchComputerMutation, RematchComputerMutationVariables>;
export const PushPublicKeyDocument = new TypedDocumentString(`
    query PushPublicKey {
  pushPublicKey
}
    `) as unknown as TypedDocumentString<PushPublicKeyQuery, PushPublicKeyQueryVariables>;
export const AddPushSubscriptionDocument = new TypedDocumentString(`
    mutation AddPushSubscription($endpoint: String!, $p256dh: String!, $auth: String!) {
  addPushSubscription(endpoint: $endpoint, p256dh: $p256dh, auth: $auth) {
    id
    endpoint
  }
}
    `) as unknown as TypedDocumentString<AddPushSubscriptionMutation, AddPushSubscriptionMutationVariables>;
export const MyPushSubscriptionsDocument = new TypedDocumentString(`
    query MyPushSubscriptions {
  myPushSubscriptions {
    id
    endpoint
  }
}
    `) as unknown as TypedDocumentString<MyPushSubscriptionsQuery, MyPushSubscriptionsQueryVariables>;
export const RemovePushSubscriptionDocument = new TypedDocumentString(`
    mutation RemovePushSubscription($id: ID!) {
  removePushSubscription(id: $id)
}
    `) as unknown as TypedDocumentString<RemovePushSubscriptionMutation, RemovePushSubscriptionMutationVariables>;
export const MyChallengesDocument = new TypedDocumentString(`
    query MyChallenges {
  myChallenges {
    ...ChallengeFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment ChallengeFields on Challenge {
  rated
  id
  rules {
    ...RulesFields
  }
  challenger
  challenged
  status
  matchId
  rematchOf
  seedCommitment
  daysPerMove
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  createdAt
}`) as unknown as TypedDocumentString<MyChallengesQuery, MyChallengesQueryVariables>;
export const ChallengeDocument = new TypedDocumentString(`
    mutation Challenge($u: String!, $input: CreateLobbyInput!) {
  challenge(username: $u, input: $input) {
    ...ChallengeFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment ChallengeFields on Challenge {
  rated
  id
  rules {
    ...RulesFields
  }
  challenger
  challenged
  status
  matchId
  rematchOf
  seedCommitment
  daysPerMove
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  createdAt
}`) as unknown as TypedDocumentString<ChallengeMutation, ChallengeMutationVariables>;
export const AcceptDocument = new TypedDocumentString(`
    mutation Accept($id: ID!, $entropy: String) {
  acceptChallenge(id: $id, entropy: $entropy) {
    ...ChallengeFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment ChallengeFields on Challenge {
  rated
  id
  rules {
    ...RulesFields
  }
  challenger
  challenged
  status
  matchId
  rematchOf
  seedCommitment
  daysPerMove
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  createdAt
}`) as unknown as TypedDocumentString<AcceptMutation, AcceptMutationVariables>;
export const DeclineDocument = new TypedDocumentString(`
    mutation Decline($id: ID!) {
  declineChallenge(id: $id) {
    ...ChallengeFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment ChallengeFields on Challenge {
  rated
  id
  rules {
    ...RulesFields
  }
  challenger
  challenged
  status
  matchId
  rematchOf
  seedCommitment
  daysPerMove
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  createdAt
}`) as unknown as TypedDocumentString<DeclineMutation, DeclineMutationVariables>;
export const CancelDocument = new TypedDocumentString(`
    mutation Cancel($id: ID!) {
  cancelChallenge(id: $id) {
    ...ChallengeFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment ChallengeFields on Challenge {
  rated
  id
  rules {
    ...RulesFields
  }
  challenger
  challenged
  status
  matchId
  rematchOf
  seedCommitment
  daysPerMove
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  createdAt
}`) as unknown as TypedDocumentString<CancelMutation, CancelMutationVariables>;
export const RematchDocument = new TypedDocumentString(`
    mutation Rematch($m: ID!, $tc: RematchTimeControlInput) {
  rematch(matchId: $m, timeControl: $tc) {
    ...ChallengeFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment ChallengeFields on Challenge {
  rated
  id
  rules {
    ...RulesFields
  }
  challenger
  challenged
  status
  matchId
  rematchOf
  seedCommitment
  daysPerMove
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  createdAt
}`) as unknown as TypedDocumentString<RematchMutation, RematchMutationVariables>;
export const MyStandingOrdersDocument = new TypedDocumentString(`
    query MyStandingOrders($m: ID!) {
  myStandingOrders(matchId: $m) {
    ...StandingOrderFields
  }
}
    fragment StandingOrderFields on StandingOrder {
  id
  position
  when
  whenCard
  whenFaction
  answer
  card
  faction
  status
  reason
  firedSeq
}`) as unknown as TypedDocumentString<MyStandingOrdersQuery, MyStandingOrdersQueryVariables>;
export const AddStandingOrderDocument = new TypedDocumentString(`
    mutation AddStandingOrder($m: ID!, $order: StandingOrderInput!) {
  addStandingOrder(matchId: $m, order: $order) {
    ...StandingOrderFields
  }
}
    fragment StandingOrderFields on StandingOrder {
  id
  position
  when
  whenCard
  whenFaction
  answer
  card
  faction
  status
  reason
  firedSeq
}`) as unknown as TypedDocumentString<AddStandingOrderMutation, AddStandingOrderMutationVariables>;
export const RemoveStandingOrderDocument = new TypedDocumentString(`
    mutation RemoveStandingOrder($id: ID!) {
  removeStandingOrder(id: $id)
}
    `) as unknown as TypedDocumentString<RemoveStandingOrderMutation, RemoveStandingOrderMutationVariables>;
export const ExportMatchRecordDocument = new TypedDocumentString(`
    query ExportMatchRecord($id: ID!) {
  exportMatch(id: $id)
}
    `) as unknown as TypedDocumentString<ExportMatchRecordQuery, ExportMatchRecordQueryVariables>;
export const LiveMatchesDocument = new TypedDocumentString(`
    query LiveMatches {
  liveMatches(first: 50) {
    ...ArchivedMatchFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment ArchivedMatchFields on ArchivedMatch {
  id
  rated
  createdAt
  finishedAt
  rules {
    ...RulesFields
  }
  seats {
    seat
    username
    result
  }
}`) as unknown as TypedDocumentString<LiveMatchesQuery, LiveMatchesQueryVariables>;
export const PublicMatchDocument = new TypedDocumentString(`
    query PublicMatch($id: ID!) {
  publicMatch(id: $id) {
    ...MatchFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment TableFields on Table {
  phase
  trickNumber
  leader
  drawPileSize
  discarded
  discardPileSize
  skeletonTakes
  removedFromGameCount
  moon
  setAsideTrolls
  prizes
  hand
  followerPile
  myCthulhuDiscard
  toAct {
    kind
    seat
    peeked
    prizes
    allowTop
    collected
    giant
  }
  trick {
    seat
    card
  }
  lastTrick {
    plays {
      seat
      card
    }
    prizes
    ranking
    winner
    phase
    trickNumber
  }
  cube {
    cube
    under
  }
  seats {
    seat
    username
    isBot
    team
    handSize
    followerPileSize
    scorePile
    gnomesInFront
    activeVampire
    underVampire
    knownCards
  }
  revealed {
    seed
    hands
    followerPiles
    drawPile
    removedFromGame
    discardPile
  }
}
fragment MatchFields on Match {
  id
  status
  version
  headHash
  seedCommitment
  seed
  entropy {
    serverSeedCommitment
    contributions
    serverSeed
  }
  mySeat
  replacedSeats
  replacementRequestedBy
  createdAt
  rated
  ratedOutcome
  rules {
    ...RulesFields
  }
  seats {
    seat
    username
    isBot
  }
  result {
    winner
    endedBy
    forfeitedSeat
    factions {
      faction
      winner
    }
  }
  table {
    ...TableFields
  }
  canClaimTimeoutAt
  paused
  pauseProposedBy
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  clocks {
    seat
    username
    due
    dueSince
    deadline
    bankSeconds
    vacationUntil
    skipped
  }
}`) as unknown as TypedDocumentString<PublicMatchQuery, PublicMatchQueryVariables>;
export const WatchPublicDocument = new TypedDocumentString(`
    subscription WatchPublic($m: ID!, $a: Int) {
  matchUpdated(matchId: $m, after: $a) {
    event {
      seq
      createdAt
    }
    match {
      ...MatchFields
    }
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment TableFields on Table {
  phase
  trickNumber
  leader
  drawPileSize
  discarded
  discardPileSize
  skeletonTakes
  removedFromGameCount
  moon
  setAsideTrolls
  prizes
  hand
  followerPile
  myCthulhuDiscard
  toAct {
    kind
    seat
    peeked
    prizes
    allowTop
    collected
    giant
  }
  trick {
    seat
    card
  }
  lastTrick {
    plays {
      seat
      card
    }
    prizes
    ranking
    winner
    phase
    trickNumber
  }
  cube {
    cube
    under
  }
  seats {
    seat
    username
    isBot
    team
    handSize
    followerPileSize
    scorePile
    gnomesInFront
    activeVampire
    underVampire
    knownCards
  }
  revealed {
    seed
    hands
    followerPiles
    drawPile
    removedFromGame
    discardPile
  }
}
fragment MatchFields on Match {
  id
  status
  version
  headHash
  seedCommitment
  seed
  entropy {
    serverSeedCommitment
    contributions
    serverSeed
  }
  mySeat
  replacedSeats
  replacementRequestedBy
  createdAt
  rated
  ratedOutcome
  rules {
    ...RulesFields
  }
  seats {
    seat
    username
    isBot
  }
  result {
    winner
    endedBy
    forfeitedSeat
    factions {
      faction
      winner
    }
  }
  table {
    ...TableFields
  }
  canClaimTimeoutAt
  paused
  pauseProposedBy
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  clocks {
    seat
    username
    due
    dueSince
    deadline
    bankSeconds
    vacationUntil
    skipped
  }
}`) as unknown as TypedDocumentString<WatchPublicSubscription, WatchPublicSubscriptionVariables>;
export const ProfileDocument = new TypedDocumentString(`
    query Profile($name: String!) {
  user(username: $name, recent: 20) {
    username
    memberSince
    historyHidden
    rulesBroken
    games {
      players
      played
      won
      drawn
      lost
    }
    ratings {
      pool
      rating
      deviation
      provisional
      games
    }
    favouriteFactions {
      faction
      games
    }
    recentMatches {
      ...ArchivedMatchFields
    }
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment ArchivedMatchFields on ArchivedMatch {
  id
  rated
  createdAt
  finishedAt
  rules {
    ...RulesFields
  }
  seats {
    seat
    username
    result
  }
}`) as unknown as TypedDocumentString<ProfileQuery, ProfileQueryVariables>;
export const RatingHistoryDocument = new TypedDocumentString(`
    query RatingHistory($name: String!, $pool: String!) {
  ratingHistory(username: $name, pool: $pool, first: 50) {
    matchId
    result
    ratingBefore
    ratingAfter
    createdAt
  }
}
    `) as unknown as TypedDocumentString<RatingHistoryQuery, RatingHistoryQueryVariables>;
export const LeaderboardDocument = new TypedDocumentString(`
    query Leaderboard($pool: String!) {
  leaderboard(pool: $pool, first: 100, provisional: true) {
    username
    rating
    deviation
    provisional
    games
    wins
    draws
    losses
  }
}
    `) as unknown as TypedDocumentString<LeaderboardQuery, LeaderboardQueryVariables>;
export const MatchReviewDocument = new TypedDocumentString(`
    query MatchReview($m: ID!) {
  matchReview(matchId: $m) {
    ...MatchReviewFields
  }
}
    fragment ReviewMoveFields on Move {
  seat
  kind
  card
  notation
}
fragment MatchReviewFields on MatchReview {
  matchId
  depth
  status
  seed
  decisions {
    seq
    moveIndex
    seat
    played {
      ...ReviewMoveFields
    }
    playedValue
    bestValue
    bestMove {
      ...ReviewMoveFields
    }
    loss
    hindsightMethod
    hindsightPlayedValue
    hindsightBestValue
    hindsightBestMove {
      ...ReviewMoveFields
    }
  }
  keyMoments
  seats {
    seat
    decisions
    accuracy
    averageLoss
    chances {
      seq
      chance
    }
  }
}`) as unknown as TypedDocumentString<MatchReviewQuery, MatchReviewQueryVariables>;
export const RequestDeepReviewDocument = new TypedDocumentString(`
    mutation RequestDeepReview($m: ID!) {
  requestDeepReview(matchId: $m) {
    ...MatchReviewFields
  }
}
    fragment ReviewMoveFields on Move {
  seat
  kind
  card
  notation
}
fragment MatchReviewFields on MatchReview {
  matchId
  depth
  status
  seed
  decisions {
    seq
    moveIndex
    seat
    played {
      ...ReviewMoveFields
    }
    playedValue
    bestValue
    bestMove {
      ...ReviewMoveFields
    }
    loss
    hindsightMethod
    hindsightPlayedValue
    hindsightBestValue
    hindsightBestMove {
      ...ReviewMoveFields
    }
  }
  keyMoments
  seats {
    seat
    decisions
    accuracy
    averageLoss
    chances {
      seq
      chance
    }
  }
}`) as unknown as TypedDocumentString<RequestDeepReviewMutation, RequestDeepReviewMutationVariables>;
export const MatchAsSeatDocument = new TypedDocumentString(`
    query MatchAsSeat($m: ID!, $s: Int!, $seat: Int) {
  matchAsSeat(matchId: $m, seq: $s, seat: $seat) {
    ...MatchFields
  }
}
    fragment RulesFields on Rules {
  players
  factions
  heroes
  heroValues {
    hero
    value
  }
}
fragment TableFields on Table {
  phase
  trickNumber
  leader
  drawPileSize
  discarded
  discardPileSize
  skeletonTakes
  removedFromGameCount
  moon
  setAsideTrolls
  prizes
  hand
  followerPile
  myCthulhuDiscard
  toAct {
    kind
    seat
    peeked
    prizes
    allowTop
    collected
    giant
  }
  trick {
    seat
    card
  }
  lastTrick {
    plays {
      seat
      card
    }
    prizes
    ranking
    winner
    phase
    trickNumber
  }
  cube {
    cube
    under
  }
  seats {
    seat
    username
    isBot
    team
    handSize
    followerPileSize
    scorePile
    gnomesInFront
    activeVampire
    underVampire
    knownCards
  }
  revealed {
    seed
    hands
    followerPiles
    drawPile
    removedFromGame
    discardPile
  }
}
fragment MatchFields on Match {
  id
  status
  version
  headHash
  seedCommitment
  seed
  entropy {
    serverSeedCommitment
    contributions
    serverSeed
  }
  mySeat
  replacedSeats
  replacementRequestedBy
  createdAt
  rated
  ratedOutcome
  rules {
    ...RulesFields
  }
  seats {
    seat
    username
    isBot
  }
  result {
    winner
    endedBy
    forfeitedSeat
    factions {
      faction
      winner
    }
  }
  table {
    ...TableFields
  }
  canClaimTimeoutAt
  paused
  pauseProposedBy
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  clocks {
    seat
    username
    due
    dueSince
    deadline
    bankSeconds
    vacationUntil
    skipped
  }
}`) as unknown as TypedDocumentString<MatchAsSeatQuery, MatchAsSeatQueryVariables>;
export const SettingsDocument = new TypedDocumentString(`
    query Settings($me: String!) {
  myEmail {
    address
    verifiedAt
  }
  notificationPreferences {
    emailDigest
    emailKinds
    pushKinds
  }
  myVacation {
    ...VacationFields
  }
  apiTokens {
    ...ApiTokenFields
  }
  mySessions {
    ...SignedInSessionFields
  }
  authorisedApps {
    id
    clientId
    scopes
    createdAt
  }
  blockedUsers {
    username
    since
    isBot
  }
  forcedMoves {
    on
  }
  confirmMoves {
    correspondence
    live
  }
  user(username: $me, recent: 1) {
    historyHidden
  }
}
    fragment ApiTokenFields on ApiToken {
  id
  name
  hint
  scopes
  createdAt
  lastUsedAt
  revokedAt
}
fragment SignedInSessionFields on SignedInSession {
  id
  current
  userAgent
  createdAt
  lastUsedAt
  expiresAt
}
fragment VacationFields on VacationStatus {
  allowanceDays
  usedDays
  vacation {
    id
    active
    startsAt
    endsAt
  }
}`) as unknown as TypedDocumentString<SettingsQuery, SettingsQueryVariables>;
export const SetEmailDocument = new TypedDocumentString(`
    mutation SetEmail($address: String!) {
  setEmail(address: $address) {
    address
    verifiedAt
  }
}
    `) as unknown as TypedDocumentString<SetEmailMutation, SetEmailMutationVariables>;
export const RemoveEmailDocument = new TypedDocumentString(`
    mutation RemoveEmail {
  removeEmail
}
    `) as unknown as TypedDocumentString<RemoveEmailMutation, RemoveEmailMutationVariables>;
export const SetNotificationPreferencesDocument = new TypedDocumentString(`
    mutation SetNotificationPreferences($p: NotificationPreferencesInput!) {
  setNotificationPreferences(preferences: $p) {
    emailDigest
    emailKinds
    pushKinds
  }
}
    `) as unknown as TypedDocumentString<SetNotificationPreferencesMutation, SetNotificationPreferencesMutationVariables>;
export const StartVacationDocument = new TypedDocumentString(`
    mutation StartVacation($days: Int!, $startsAt: DateTime) {
  startVacation(days: $days, startsAt: $startsAt) {
    ...VacationFields
  }
}
    fragment VacationFields on VacationStatus {
  allowanceDays
  usedDays
  vacation {
    id
    active
    startsAt
    endsAt
  }
}`) as unknown as TypedDocumentString<StartVacationMutation, StartVacationMutationVariables>;
export const EndVacationDocument = new TypedDocumentString(`
    mutation EndVacation {
  endVacation {
    ...VacationFields
  }
}
    fragment VacationFields on VacationStatus {
  allowanceDays
  usedDays
  vacation {
    id
    active
    startsAt
    endsAt
  }
}`) as unknown as TypedDocumentString<EndVacationMutation, EndVacationMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($current: String!, $next: String!) {
  changePassword(currentPassword: $current, newPassword: $next) {
    ...AuthPayloadFields
  }
}
    fragment AuthPayloadFields on AuthPayload {
  accessToken
  user {
    id
    username
    role
    isGuest
  }
}`) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const RevokeMySessionsDocument = new TypedDocumentString(`
    mutation RevokeMySessions {
  revokeMySessions {
    ...AuthPayloadFields
  }
}
    fragment AuthPayloadFields on AuthPayload {
  accessToken
  user {
    id
    username
    role
    isGuest
  }
}`) as unknown as TypedDocumentString<RevokeMySessionsMutation, RevokeMySessionsMutationVariables>;
export const MySessionsDocument = new TypedDocumentString(`
    query MySessions {
  mySessions {
    ...SignedInSessionFields
  }
}
    fragment SignedInSessionFields on SignedInSession {
  id
  current
  userAgent
  createdAt
  lastUsedAt
  expiresAt
}`) as unknown as TypedDocumentString<MySessionsQuery, MySessionsQueryVariables>;
export const RevokeSessionDocument = new TypedDocumentString(`
    mutation RevokeSession($id: ID!) {
  revokeSession(id: $id)
}
    `) as unknown as TypedDocumentString<RevokeSessionMutation, RevokeSessionMutationVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($login: String!) {
  requestPasswordReset(login: $login)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const CreateApiTokenDocument = new TypedDocumentString(`
    mutation CreateApiToken($name: String!, $scopes: [ApiScope!]!) {
  createApiToken(name: $name, scopes: $scopes) {
    secret
    token {
      ...ApiTokenFields
    }
  }
}
    fragment ApiTokenFields on ApiToken {
  id
  name
  hint
  scopes
  createdAt
  lastUsedAt
  revokedAt
}`) as unknown as TypedDocumentString<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = new TypedDocumentString(`
    mutation RevokeApiToken($id: ID!) {
  revokeApiToken(id: $id) {
    ...ApiTokenFields
  }
}
    fragment ApiTokenFields on ApiToken {
  id
  name
  hint
  scopes
  createdAt
  lastUsedAt
  revokedAt
}`) as unknown as TypedDocumentString<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const ProposePauseDocument = new TypedDocumentString(`
    mutation ProposePause($m: ID!) {
  proposePause(matchId: $m) {
    id
    paused
    pauseProposedBy
  }
}
    `) as unknown as TypedDocumentString<ProposePauseMutation, ProposePauseMutationVariables>;
export const AnswerPauseDocument = new TypedDocumentString(`
    mutation AnswerPause($m: ID!, $accept: Boolean!) {
  answerPause(matchId: $m, accept: $accept) {
    id
    paused
    pauseProposedBy
  }
}
    `) as unknown as TypedDocumentString<AnswerPauseMutation, AnswerPauseMutationVariables>;
export const ResumeMatchDocument = new TypedDocumentString(`
    mutation ResumeMatch($m: ID!) {
  resumeMatch(matchId: $m) {
    id
    paused
    pauseProposedBy
  }
}
    `) as unknown as TypedDocumentString<ResumeMatchMutation, ResumeMatchMutationVariables>;
export const RevokeAuthorisedAppDocument = new TypedDocumentString(`
    mutation RevokeAuthorisedApp($id: ID!) {
  revokeAuthorisedApp(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<RevokeAuthorisedAppMutation, RevokeAuthorisedAppMutationVariables>;
export const OAuthRequestDocument = new TypedDocumentString(`
    query OAuthRequest($uid: String!) {
  oauthRequest(uid: $uid) {
    uid
    clientId
    clientName
    registered
    redirectUri
    scopes
  }
}
    `) as unknown as TypedDocumentString<OAuthRequestQuery, OAuthRequestQueryVariables>;
export const ApproveOAuthRequestDocument = new TypedDocumentString(`
    mutation ApproveOAuthRequest($uid: String!) {
  approveOAuthRequest(uid: $uid) {
    redirectTo
  }
}
    `) as unknown as TypedDocumentString<ApproveOAuthRequestMutation, ApproveOAuthRequestMutationVariables>;
export const DenyOAuthRequestDocument = new TypedDocumentString(`
    mutation DenyOAuthRequest($uid: String!) {
  denyOAuthRequest(uid: $uid) {
    redirectTo
  }
}
    `) as unknown as TypedDocumentString<DenyOAuthRequestMutation, DenyOAuthRequestMutationVariables>;
export const FriendsPageDocument = new TypedDocumentString(`
    query FriendsPage {
  friends {
    username
    since
  }
  following {
    username
    since
  }
  followers {
    username
    since
  }
  friendsOnline {
    username
    seenAt
  }
  friendsWaiting {
    username
    matches
    since
  }
  live: friendsGames(status: "running", first: 20) {
    ...FriendGameFields
  }
  finished: friendsGames(status: "finished", first: 20) {
    ...FriendGameFields
  }
}
    fragment FriendGameFields on ArchivedMatch {
  id
  status
  rated
  finishedAt
  seats {
    seat
    username
    result
  }
}`) as unknown as TypedDocumentString<FriendsPageQuery, FriendsPageQueryVariables>;
export const PlayerRelationDocument = new TypedDocumentString(`
    query PlayerRelation($u: String!) {
  playerRelation(username: $u) {
    following
    followedBy
    friends
  }
}
    `) as unknown as TypedDocumentString<PlayerRelationQuery, PlayerRelationQueryVariables>;
export const FollowDocument = new TypedDocumentString(`
    mutation Follow($u: String!) {
  follow(username: $u) {
    username
    friends
  }
}
    `) as unknown as TypedDocumentString<FollowMutation, FollowMutationVariables>;
export const UnfollowDocument = new TypedDocumentString(`
    mutation Unfollow($u: String!) {
  unfollow(username: $u)
}
    `) as unknown as TypedDocumentString<UnfollowMutation, UnfollowMutationVariables>;
export const ChallengePolicyDocument = new TypedDocumentString(`
    query ChallengePolicy {
  challengePolicy {
    friendsOnly
  }
}
    `) as unknown as TypedDocumentString<ChallengePolicyQuery, ChallengePolicyQueryVariables>;
export const SetChallengePolicyDocument = new TypedDocumentString(`
    mutation SetChallengePolicy($friendsOnly: Boolean!) {
  setChallengePolicy(friendsOnly: $friendsOnly) {
    friendsOnly
  }
}
    `) as unknown as TypedDocumentString<SetChallengePolicyMutation, SetChallengePolicyMutationVariables>;
export const ReputationDocument = new TypedDocumentString(`
    query Reputation($u: String!) {
  reputation(username: $u) {
    games
    finished
    timedOut
    abandoned
    finishedPercent
    timedOutPercent
    cleanPercent
  }
}
    `) as unknown as TypedDocumentString<ReputationQuery, ReputationQueryVariables>;
export const MyRunningGamesDocument = new TypedDocumentString(`
    query MyRunningGames {
  myRunningGames {
    running
    limit
    finished
  }
}
    `) as unknown as TypedDocumentString<MyRunningGamesQuery, MyRunningGamesQueryVariables>;
export const PostSeekDocument = new TypedDocumentString(`
    mutation PostSeek($input: CreateLobbyInput!) {
  postSeek(input: $input) {
    id
    status
    matchId
  }
}
    `) as unknown as TypedDocumentString<PostSeekMutation, PostSeekMutationVariables>;
export const MySeeksDocument = new TypedDocumentString(`
    query MySeeks {
  mySeeks {
    id
    status
    matchId
    expiresAt
    rules {
      players
    }
  }
}
    `) as unknown as TypedDocumentString<MySeeksQuery, MySeeksQueryVariables>;
export const CancelSeekDocument = new TypedDocumentString(`
    mutation CancelSeek($id: ID!) {
  cancelSeek(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<CancelSeekMutation, CancelSeekMutationVariables>;
export const TournamentsDocument = new TypedDocumentString(`
    query Tournaments($status: String) {
  tournaments(status: $status, first: 50) {
    ...TournamentFields
  }
}
    fragment TournamentFields on Tournament {
  id
  name
  format
  status
  organizer
  preset
  players
  daysPerMove
  rated
  rounds
  double
  bestOf
  divisionSize
  promotion
  seasonDays
  seasonEndsAt
  maxEntrants
  entryOpen
  startWhenFull
  minRating
  maxRating
  minReputation
  invited
  clubId
  registrationOpensAt
  registrationClosesAt
  startsAt
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  rules {
    heroes
    heroValues {
      hero
      value
    }
  }
  withdrawn
  currentRound
  seedCommitment
  entropyCommitment
  seed
  version
  createdAt
  entrants {
    userId
    username
  }
  standings {
    rank
    username
    points
    buchholz
    sonnebornBerger
    played
    wins
    draws
    losses
    byes
    division
  }
  bracket {
    round
    ties {
      players
      points
      games
      winner
    }
  }
  roundList {
    round
    boards {
      board
      matchId
      players
      result
      results
      adjudicated
    }
  }
}`) as unknown as TypedDocumentString<TournamentsQuery, TournamentsQueryVariables>;
export const TournamentDocument = new TypedDocumentString(`
    query Tournament($id: ID!) {
  tournament(id: $id) {
    ...TournamentFields
  }
}
    fragment TournamentFields on Tournament {
  id
  name
  format
  status
  organizer
  preset
  players
  daysPerMove
  rated
  rounds
  double
  bestOf
  divisionSize
  promotion
  seasonDays
  seasonEndsAt
  maxEntrants
  entryOpen
  startWhenFull
  minRating
  maxRating
  minReputation
  invited
  clubId
  registrationOpensAt
  registrationClosesAt
  startsAt
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  rules {
    heroes
    heroValues {
      hero
      value
    }
  }
  withdrawn
  currentRound
  seedCommitment
  entropyCommitment
  seed
  version
  createdAt
  entrants {
    userId
    username
  }
  standings {
    rank
    username
    points
    buchholz
    sonnebornBerger
    played
    wins
    draws
    losses
    byes
    division
  }
  bracket {
    round
    ties {
      players
      points
      games
      winner
    }
  }
  roundList {
    round
    boards {
      board
      matchId
      players
      result
      results
      adjudicated
    }
  }
}`) as unknown as TypedDocumentString<TournamentQuery, TournamentQueryVariables>;
export const CreateTournamentDocument = new TypedDocumentString(`
    mutation CreateTournament($input: CreateTournamentInput!) {
  createTournament(input: $input) {
    ...TournamentFields
  }
}
    fragment TournamentFields on Tournament {
  id
  name
  format
  status
  organizer
  preset
  players
  daysPerMove
  rated
  rounds
  double
  bestOf
  divisionSize
  promotion
  seasonDays
  seasonEndsAt
  maxEntrants
  entryOpen
  startWhenFull
  minRating
  maxRating
  minReputation
  invited
  clubId
  registrationOpensAt
  registrationClosesAt
  startsAt
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  rules {
    heroes
    heroValues {
      hero
      value
    }
  }
  withdrawn
  currentRound
  seedCommitment
  entropyCommitment
  seed
  version
  createdAt
  entrants {
    userId
    username
  }
  standings {
    rank
    username
    points
    buchholz
    sonnebornBerger
    played
    wins
    draws
    losses
    byes
    division
  }
  bracket {
    round
    ties {
      players
      points
      games
      winner
    }
  }
  roundList {
    round
    boards {
      board
      matchId
      players
      result
      results
      adjudicated
    }
  }
}`) as unknown as TypedDocumentString<CreateTournamentMutation, CreateTournamentMutationVariables>;
export const JoinTournamentDocument = new TypedDocumentString(`
    mutation JoinTournament($id: ID!, $entropy: String) {
  joinTournament(id: $id, entropy: $entropy) {
    ...TournamentFields
  }
}
    fragment TournamentFields on Tournament {
  id
  name
  format
  status
  organizer
  preset
  players
  daysPerMove
  rated
  rounds
  double
  bestOf
  divisionSize
  promotion
  seasonDays
  seasonEndsAt
  maxEntrants
  entryOpen
  startWhenFull
  minRating
  maxRating
  minReputation
  invited
  clubId
  registrationOpensAt
  registrationClosesAt
  startsAt
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  rules {
    heroes
    heroValues {
      hero
      value
    }
  }
  withdrawn
  currentRound
  seedCommitment
  entropyCommitment
  seed
  version
  createdAt
  entrants {
    userId
    username
  }
  standings {
    rank
    username
    points
    buchholz
    sonnebornBerger
    played
    wins
    draws
    losses
    byes
    division
  }
  bracket {
    round
    ties {
      players
      points
      games
      winner
    }
  }
  roundList {
    round
    boards {
      board
      matchId
      players
      result
      results
      adjudicated
    }
  }
}`) as unknown as TypedDocumentString<JoinTournamentMutation, JoinTournamentMutationVariables>;
export const LeaveTournamentDocument = new TypedDocumentString(`
    mutation LeaveTournament($id: ID!) {
  leaveTournament(id: $id) {
    ...TournamentFields
  }
}
    fragment TournamentFields on Tournament {
  id
  name
  format
  status
  organizer
  preset
  players
  daysPerMove
  rated
  rounds
  double
  bestOf
  divisionSize
  promotion
  seasonDays
  seasonEndsAt
  maxEntrants
  entryOpen
  startWhenFull
  minRating
  maxRating
  minReputation
  invited
  clubId
  registrationOpensAt
  registrationClosesAt
  startsAt
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  rules {
    heroes
    heroValues {
      hero
      value
    }
  }
  withdrawn
  currentRound
  seedCommitment
  entropyCommitment
  seed
  version
  createdAt
  entrants {
    userId
    username
  }
  standings {
    rank
    username
    points
    buchholz
    sonnebornBerger
    played
    wins
    draws
    losses
    byes
    division
  }
  bracket {
    round
    ties {
      players
      points
      games
      winner
    }
  }
  roundList {
    round
    boards {
      board
      matchId
      players
      result
      results
      adjudicated
    }
  }
}`) as unknown as TypedDocumentString<LeaveTournamentMutation, LeaveTournamentMutationVariables>;
export const StartTournamentDocument = new TypedDocumentString(`
    mutation StartTournament($id: ID!) {
  startTournament(id: $id) {
    ...TournamentFields
  }
}
    fragment TournamentFields on Tournament {
  id
  name
  format
  status
  organizer
  preset
  players
  daysPerMove
  rated
  rounds
  double
  bestOf
  divisionSize
  promotion
  seasonDays
  seasonEndsAt
  maxEntrants
  entryOpen
  startWhenFull
  minRating
  maxRating
  minReputation
  invited
  clubId
  registrationOpensAt
  registrationClosesAt
  startsAt
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  rules {
    heroes
    heroValues {
      hero
      value
    }
  }
  withdrawn
  currentRound
  seedCommitment
  entropyCommitment
  seed
  version
  createdAt
  entrants {
    userId
    username
  }
  standings {
    rank
    username
    points
    buchholz
    sonnebornBerger
    played
    wins
    draws
    losses
    byes
    division
  }
  bracket {
    round
    ties {
      players
      points
      games
      winner
    }
  }
  roundList {
    round
    boards {
      board
      matchId
      players
      result
      results
      adjudicated
    }
  }
}`) as unknown as TypedDocumentString<StartTournamentMutation, StartTournamentMutationVariables>;
export const TournamentOrganizerViewDocument = new TypedDocumentString(`
    query TournamentOrganizerView($id: ID!) {
  tournament(id: $id) {
    ...TournamentFields
    ...TournamentOrganizerFields
  }
}
    fragment TournamentFields on Tournament {
  id
  name
  format
  status
  organizer
  preset
  players
  daysPerMove
  rated
  rounds
  double
  bestOf
  divisionSize
  promotion
  seasonDays
  seasonEndsAt
  maxEntrants
  entryOpen
  startWhenFull
  minRating
  maxRating
  minReputation
  invited
  clubId
  registrationOpensAt
  registrationClosesAt
  startsAt
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  rules {
    heroes
    heroValues {
      hero
      value
    }
  }
  withdrawn
  currentRound
  seedCommitment
  entropyCommitment
  seed
  version
  createdAt
  entrants {
    userId
    username
  }
  standings {
    rank
    username
    points
    buchholz
    sonnebornBerger
    played
    wins
    draws
    losses
    byes
    division
  }
  bracket {
    round
    ties {
      players
      points
      games
      winner
    }
  }
  roundList {
    round
    boards {
      board
      matchId
      players
      result
      results
      adjudicated
    }
  }
}
fragment TournamentOrganizerFields on Tournament {
  paused
  withdrawAfterTimeouts
  withdrawn
  actions {
    seq
    at
    type
    by
    username
    reason
  }
}`) as unknown as TypedDocumentString<TournamentOrganizerViewQuery, TournamentOrganizerViewQueryVariables>;
export const PauseTournamentDocument = new TypedDocumentString(`
    mutation PauseTournament($id: ID!) {
  pauseTournament(id: $id) {
    ...TournamentFields
    ...TournamentOrganizerFields
  }
}
    fragment TournamentFields on Tournament {
  id
  name
  format
  status
  organizer
  preset
  players
  daysPerMove
  rated
  rounds
  double
  bestOf
  divisionSize
  promotion
  seasonDays
  seasonEndsAt
  maxEntrants
  entryOpen
  startWhenFull
  minRating
  maxRating
  minReputation
  invited
  clubId
  registrationOpensAt
  registrationClosesAt
  startsAt
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  rules {
    heroes
    heroValues {
      hero
      value
    }
  }
  withdrawn
  currentRound
  seedCommitment
  entropyCommitment
  seed
  version
  createdAt
  entrants {
    userId
    username
  }
  standings {
    rank
    username
    points
    buchholz
    sonnebornBerger
    played
    wins
    draws
    losses
    byes
    division
  }
  bracket {
    round
    ties {
      players
      points
      games
      winner
    }
  }
  roundList {
    round
    boards {
      board
      matchId
      players
      result
      results
      adjudicated
    }
  }
}
fragment TournamentOrganizerFields on Tournament {
  paused
  withdrawAfterTimeouts
  withdrawn
  actions {
    seq
    at
    type
    by
    username
    reason
  }
}`) as unknown as TypedDocumentString<PauseTournamentMutation, PauseTournamentMutationVariables>;
export const ResumeTournamentDocument = new TypedDocumentString(`
    mutation ResumeTournament($id: ID!) {
  resumeTournament(id: $id) {
    ...TournamentFields
    ...TournamentOrganizerFields
  }
}
    fragment TournamentFields on Tournament {
  id
  name
  format
  status
  organizer
  preset
  players
  daysPerMove
  rated
  rounds
  double
  bestOf
  divisionSize
  promotion
  seasonDays
  seasonEndsAt
  maxEntrants
  entryOpen
  startWhenFull
  minRating
  maxRating
  minReputation
  invited
  clubId
  registrationOpensAt
  registrationClosesAt
  startsAt
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  rules {
    heroes
    heroValues {
      hero
      value
    }
  }
  withdrawn
  currentRound
  seedCommitment
  entropyCommitment
  seed
  version
  createdAt
  entrants {
    userId
    username
  }
  standings {
    rank
    username
    points
    buchholz
    sonnebornBerger
    played
    wins
    draws
    losses
    byes
    division
  }
  bracket {
    round
    ties {
      players
      points
      games
      winner
    }
  }
  roundList {
    round
    boards {
      board
      matchId
      players
      result
      results
      adjudicated
    }
  }
}
fragment TournamentOrganizerFields on Tournament {
  paused
  withdrawAfterTimeouts
  withdrawn
  actions {
    seq
    at
    type
    by
    username
    reason
  }
}`) as unknown as TypedDocumentString<ResumeTournamentMutation, ResumeTournamentMutationVariables>;
export const CancelTournamentDocument = new TypedDocumentString(`
    mutation CancelTournament($id: ID!) {
  cancelTournament(id: $id) {
    ...TournamentFields
    ...TournamentOrganizerFields
  }
}
    fragment TournamentFields on Tournament {
  id
  name
  format
  status
  organizer
  preset
  players
  daysPerMove
  rated
  rounds
  double
  bestOf
  divisionSize
  promotion
  seasonDays
  seasonEndsAt
  maxEntrants
  entryOpen
  startWhenFull
  minRating
  maxRating
  minReputation
  invited
  clubId
  registrationOpensAt
  registrationClosesAt
  startsAt
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  rules {
    heroes
    heroValues {
      hero
      value
    }
  }
  withdrawn
  currentRound
  seedCommitment
  entropyCommitment
  seed
  version
  createdAt
  entrants {
    userId
    username
  }
  standings {
    rank
    username
    points
    buchholz
    sonnebornBerger
    played
    wins
    draws
    losses
    byes
    division
  }
  bracket {
    round
    ties {
      players
      points
      games
      winner
    }
  }
  roundList {
    round
    boards {
      board
      matchId
      players
      result
      results
      adjudicated
    }
  }
}
fragment TournamentOrganizerFields on Tournament {
  paused
  withdrawAfterTimeouts
  withdrawn
  actions {
    seq
    at
    type
    by
    username
    reason
  }
}`) as unknown as TypedDocumentString<CancelTournamentMutation, CancelTournamentMutationVariables>;
export const RemoveTournamentEntrantDocument = new TypedDocumentString(`
    mutation RemoveTournamentEntrant($id: ID!, $u: String!) {
  removeTournamentEntrant(id: $id, username: $u) {
    ...TournamentFields
    ...TournamentOrganizerFields
  }
}
    fragment TournamentFields on Tournament {
  id
  name
  format
  status
  organizer
  preset
  players
  daysPerMove
  rated
  rounds
  double
  bestOf
  divisionSize
  promotion
  seasonDays
  seasonEndsAt
  maxEntrants
  entryOpen
  startWhenFull
  minRating
  maxRating
  minReputation
  invited
  clubId
  registrationOpensAt
  registrationClosesAt
  startsAt
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  rules {
    heroes
    heroValues {
      hero
      value
    }
  }
  withdrawn
  currentRound
  seedCommitment
  entropyCommitment
  seed
  version
  createdAt
  entrants {
    userId
    username
  }
  standings {
    rank
    username
    points
    buchholz
    sonnebornBerger
    played
    wins
    draws
    losses
    byes
    division
  }
  bracket {
    round
    ties {
      players
      points
      games
      winner
    }
  }
  roundList {
    round
    boards {
      board
      matchId
      players
      result
      results
      adjudicated
    }
  }
}
fragment TournamentOrganizerFields on Tournament {
  paused
  withdrawAfterTimeouts
  withdrawn
  actions {
    seq
    at
    type
    by
    username
    reason
  }
}`) as unknown as TypedDocumentString<RemoveTournamentEntrantMutation, RemoveTournamentEntrantMutationVariables>;
export const HandOverTournamentDocument = new TypedDocumentString(`
    mutation HandOverTournament($id: ID!, $u: String!) {
  handOverTournament(id: $id, username: $u) {
    ...TournamentFields
    ...TournamentOrganizerFields
  }
}
    fragment TournamentFields on Tournament {
  id
  name
  format
  status
  organizer
  preset
  players
  daysPerMove
  rated
  rounds
  double
  bestOf
  divisionSize
  promotion
  seasonDays
  seasonEndsAt
  maxEntrants
  entryOpen
  startWhenFull
  minRating
  maxRating
  minReputation
  invited
  clubId
  registrationOpensAt
  registrationClosesAt
  startsAt
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  rules {
    heroes
    heroValues {
      hero
      value
    }
  }
  withdrawn
  currentRound
  seedCommitment
  entropyCommitment
  seed
  version
  createdAt
  entrants {
    userId
    username
  }
  standings {
    rank
    username
    points
    buchholz
    sonnebornBerger
    played
    wins
    draws
    losses
    byes
    division
  }
  bracket {
    round
    ties {
      players
      points
      games
      winner
    }
  }
  roundList {
    round
    boards {
      board
      matchId
      players
      result
      results
      adjudicated
    }
  }
}
fragment TournamentOrganizerFields on Tournament {
  paused
  withdrawAfterTimeouts
  withdrawn
  actions {
    seq
    at
    type
    by
    username
    reason
  }
}`) as unknown as TypedDocumentString<HandOverTournamentMutation, HandOverTournamentMutationVariables>;
export const TournamentLiveDocument = new TypedDocumentString(`
    subscription TournamentLive($id: ID!, $after: Int) {
  tournamentUpdated(id: $id, after: $after) {
    ...TournamentFields
    ...TournamentOrganizerFields
  }
}
    fragment TournamentFields on Tournament {
  id
  name
  format
  status
  organizer
  preset
  players
  daysPerMove
  rated
  rounds
  double
  bestOf
  divisionSize
  promotion
  seasonDays
  seasonEndsAt
  maxEntrants
  entryOpen
  startWhenFull
  minRating
  maxRating
  minReputation
  invited
  clubId
  registrationOpensAt
  registrationClosesAt
  startsAt
  timeControl {
    daysPerMove
    bank {
      initialDays
      incrementDays
      maxDays
    }
    noAutoTimeout
    noVacation
    automaticTimeout
  }
  rules {
    heroes
    heroValues {
      hero
      value
    }
  }
  withdrawn
  currentRound
  seedCommitment
  entropyCommitment
  seed
  version
  createdAt
  entrants {
    userId
    username
  }
  standings {
    rank
    username
    points
    buchholz
    sonnebornBerger
    played
    wins
    draws
    losses
    byes
    division
  }
  bracket {
    round
    ties {
      players
      points
      games
      winner
    }
  }
  roundList {
    round
    boards {
      board
      matchId
      players
      result
      results
      adjudicated
    }
  }
}
fragment TournamentOrganizerFields on Tournament {
  paused
  withdrawAfterTimeouts
  withdrawn
  actions {
    seq
    at
    type
    by
    username
    reason
  }
}`) as unknown as TypedDocumentString<TournamentLiveSubscription, TournamentLiveSubscriptionVariables>;