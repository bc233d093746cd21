// Generated from schema.gql by `npm run gql:fields` (scripts/gql-fields.ts): do not edit.
// Each X_FIELDS selects every field of the type X (nested objects with all of theirs); XShape is what it
// selects. Tests that need fewer fields select them themselves.

/** Every field of ApiToken. */
export const API_TOKEN_FIELDS = 'createdAt hint id lastUsedAt name revokedAt scopes';

/** ApiToken with every field selected (API_TOKEN_FIELDS). */
export interface ApiTokenShape {
  /** When it was created. */
  createdAt: string;
  /** The prefix and first characters of the secret, to tell tokens apart. */
  hint: string;
  /** Token id; revoke it with revokeApiToken. */
  id: string;
  /** When it was last used, to the minute; null if never. */
  lastUsedAt: string | null;
  /** What the owner called it, e.g. the bot that uses it. */
  name: string;
  /** When it was revoked; a revoked token authenticates nothing. */
  revokedAt: string | null;
  /** What the token may do. */
  scopes: ('LOBBY' | 'MATCH_PLAY' | 'MATCH_READ' | 'TOURNAMENT_WRITE')[];
}

/** Every field of Appeal. */
export const APPEAL_FIELDS = 'answer answeredAt answeredBy createdAt entry { action actor createdAt id matchIds reason refId username } id status text username';

/** Appeal with every field selected (APPEAL_FIELDS). */
export interface AppealShape {
  /** The answer's reason. */
  answer: string | null;
  /** When it was answered. */
  answeredAt: string | null;
  /** The moderator who answered. */
  answeredBy: string | null;
  /** When it was filed. */
  createdAt: string;
  /** The action appealed. */
  entry: ModerationEntryShape;
  /** Appeal id. */
  id: string;
  /** `open`, `upheld` or `lifted`. */
  status: string;
  /** What the player wrote. */
  text: string;
  /** Who appeals. */
  username: string;
}

/** Every field of ArchivedMatch. */
export const ARCHIVED_MATCH_FIELDS = 'createdAt finishedAt headHash id rated rules { factions heroValues { hero value } heroes players } seats { result seat username } seedCommitment status version';

/** ArchivedMatch with every field selected (ARCHIVED_MATCH_FIELDS). */
export interface ArchivedMatchShape {
  /** When it started. */
  createdAt: string;
  /** When it finished; null while it runs. */
  finishedAt: string | null;
  /** Hash of the last event (docs/auditing.md). */
  headHash: string;
  /** Match id. */
  id: string;
  /** Rated: it changed its players' ratings. */
  rated: boolean;
  /** The rule set (R2). */
  rules: RulesShape;
  /** The seats in order, with their results. */
  seats: ArchivedSeatShape[];
  /** SHA-256 of the seed, published at the start (docs/auditing.md). */
  seedCommitment: string;
  /** `running` (the live list) or `finished` (the archive). */
  status: string;
  /** Events after the start. */
  version: number;
}

/** Every field of ArchivedSeat. */
export const ARCHIVED_SEAT_FIELDS = 'result seat username';

/** ArchivedSeat with every field selected (ARCHIVED_SEAT_FIELDS). */
export interface ArchivedSeatShape {
  /** `win`, `loss` or `draw`; null while the match runs. */
  result: string | null;
  /** Seat number, 0 first. */
  seat: number;
  /** Who played it. */
  username: string;
}

/** Every field of AuditReport. */
export const AUDIT_REPORT_FIELDS = 'eventsChecked firstBadSeq headHash matchId ok reason';

/** AuditReport with every field selected (AUDIT_REPORT_FIELDS). */
export interface AuditReportShape {
  /** Events checked before stopping. */
  eventsChecked: number;
  /** The first event whose stored data and recomputation disagree. */
  firstBadSeq: number | null;
  /** The head hash recomputed from the events (compare it with your receipts). */
  headHash: string | null;
  /** Match id. */
  matchId: string;
  /** True when every check passed. */
  ok: boolean;
  /** What disagrees. */
  reason: string | null;
}

/** Every field of AuthorisedApp. */
export const AUTHORISED_APP_FIELDS = 'clientId createdAt expiresAt id scopes';

/** AuthorisedApp with every field selected (AUTHORISED_APP_FIELDS). */
export interface AuthorisedAppShape {
  /** The client id the app gave: its own name for itself, not verified for public clients. */
  clientId: string;
  /** When you authorised it. */
  createdAt: string;
  /** When the authorisation ends by itself (a year after it was given). */
  expiresAt: string | null;
  /** The authorisation (grant) id; revoke it with revokeAuthorisedApp. */
  id: string;
  /** What you let it do. */
  scopes: ('LOBBY' | 'MATCH_PLAY' | 'MATCH_READ' | 'TOURNAMENT_WRITE')[];
}

/** Every field of AuthPayload. */
export const AUTH_PAYLOAD_FIELDS = 'accessToken user { botLevel createdAt id isBot isGuest role username }';

/** AuthPayload with every field selected (AUTH_PAYLOAD_FIELDS). */
export interface AuthPayloadShape {
  /** Send as `Authorization: Bearer <token>`, or as connectionParams.authorization over WebSocket. */
  accessToken: string;
  /** The signed-in user. */
  user: UserShape;
}

/** Every field of BlockedUser. */
export const BLOCKED_USER_FIELDS = 'isBot since username';

/** BlockedUser with every field selected (BLOCKED_USER_FIELDS). */
export interface BlockedUserShape {
  /** A bot account. */
  isBot: boolean;
  /** Since when. */
  since: string;
  /** Their name. */
  username: string;
}

/** Every field of Bot. */
export const BOT_FIELDS = 'accepts { anyRules anyTimeControl players } level summary user { botLevel createdAt id isBot isGuest role username }';

/** Bot with every field selected (BOT_FIELDS). */
export interface BotShape {
  /** What it plays; null for a third-party bot, which says so itself (challenge it, or open a lobby). */
  accepts: BotAcceptsShape | null;
  /** The built-in computer's level (start a match with playComputer); null for a third-party bot. */
  level: string | null;
  /** How the level plays; null for a third-party bot. */
  summary: string | null;
  /** The account. */
  user: UserShape;
}

/** Every field of BotAccepts. */
export const BOT_ACCEPTS_FIELDS = 'anyRules anyTimeControl players';

/** BotAccepts with every field selected (BOT_ACCEPTS_FIELDS). */
export interface BotAcceptsShape {
  /** Every valid rule set: presets, custom faction lists, heroes (R2). */
  anyRules: boolean;
  /** Any time control: days per move (1–14) or none. */
  anyTimeControl: boolean;
  /** Numbers of players (R8.1). */
  players: number[];
}

/** Every field of Challenge. */
export const CHALLENGE_FIELDS = 'answeredAt challenged challenger createdAt daysPerMove id matchId minReputation rated rematchOf rules { factions heroValues { hero value } heroes players } seedCommitment spectators status timeControl { automaticTimeout bank { incrementDays initialDays maxDays } daysPerMove noAutoTimeout noVacation }';

/** Challenge with every field selected (CHALLENGE_FIELDS). */
export interface ChallengeShape {
  /** When it was accepted, declined or cancelled. */
  answeredAt: string | null;
  /** Who it is for (seat 1 in the match). */
  challenged: string;
  /** Who sent it (seat 0 in the match). */
  challenger: string;
  /** When it was sent. */
  createdAt: string;
  /** Days per move for the match; null for none or a time bank. */
  daysPerMove: number | null;
  /** Challenge id. */
  id: string;
  /** The match, once accepted. */
  matchId: string | null;
  /** The finished share (whole percent) the challenged player needs to accept (docs/players.md#reputation); null for none. */
  minReputation: number | null;
  /** Rated: the players' ratings change when the match finishes. */
  rated: boolean;
  /** The finished match this is a rematch of. */
  rematchOf: string | null;
  /** The rule set the match will use. */
  rules: RulesShape;
  /** SHA-256 (hex) of the server seed the match seed will be derived from with the seats' entropy contributions, committed to now, before any contribution (docs/auditing.md "A deal no one can choose"); null for ones from before. */
  seedCommitment: string | null;
  /** Who may watch: `anyone`, `signed_in` or `nobody`. */
  spectators: string;
  /** `pending`, `accepted`, `declined` or `cancelled`. */
  status: string;
  /** The time control for the match; null for none. */
  timeControl: TimeControlShape | null;
}

/** Every field of ChallengePolicy. */
export const CHALLENGE_POLICY_FIELDS = 'friendsOnly';

/** ChallengePolicy with every field selected (CHALLENGE_POLICY_FIELDS). */
export interface ChallengePolicyShape {
  /** Friends only: a player who is not your friend gets CONFLICT FRIENDS_ONLY when challenging you or offering a rematch. */
  friendsOnly: boolean;
}

/** Every field of ChancePoint. */
export const CHANCE_POINT_FIELDS = 'chance seq';

/** ChancePoint with every field selected (CHANCE_POINT_FIELDS). */
export interface ChancePointShape {
  /** 0 to 1. */
  chance: number;
  /** The seq of the event (the move) the point follows. */
  seq: number;
}

/** Every field of ChatMessage. */
export const CHAT_MESSAGE_FIELDS = 'author createdAt matchId seat seq text';

/** ChatMessage with every field selected (CHAT_MESSAGE_FIELDS). */
export interface ChatMessageShape {
  /** Who wrote it. */
  author: string;
  /** When it was written. */
  createdAt: string;
  /** The match. */
  matchId: string;
  /** The author's seat. */
  seat: number;
  /** Its place in the chat: 1, 2, 3… per match. Page and resume with `after`. */
  seq: number;
  /** What they wrote: trimmed, 1 to 500 characters, shown as plain text. */
  text: string;
}

/** Every field of Club. */
export const CLUB_FIELDS = 'admission clubMatches { board { away awayPoints board forfeit home homePoints matchId } boards clubId clubName createdAt createdBy finishedAt finishedBoards id opponentClubId opponentName opponentScore rated rules { factions heroValues { hero value } heroes players } score signUpClosesAt startedAt status timeControl { automaticTimeout bank { incrementDays initialDays maxDays } daysPerMove noAutoTimeout noVacation } } createdAt description id members name owner tournaments { actions { at by reason seq type username } bestOf bracket { round ties { games players points winner } } clubId createdAt currentRound daysPerMove divisionSize double entrants { userId username } entropyCommitment entryOpen factions format id invited maxEntrants maxRating minRating minReputation name organizer paused players preset promotion rated registrationClosesAt registrationOpensAt roundList { boards { adjudicated board matchId players result results } round } rounds rules { factions heroValues { hero value } heroes players } seasonDays seasonEndsAt seed seedCommitment standings { buchholz byes division draws losses played points rank sonnebornBerger userId username wins } startWhenFull startsAt status timeControl { automaticTimeout bank { incrementDays initialDays maxDays } daysPerMove noAutoTimeout noVacation } version withdrawAfterTimeouts withdrawn }';

/** Club with every field selected (CLUB_FIELDS). */
export interface ClubShape {
  /** How players join. */
  admission: 'invitation' | 'open' | 'request';
  /** The club's club matches on either side, the newest first, at most 20: boards, players, links to their matches and the live score (never a card). */
  clubMatches: ClubMatchShape[];
  /** When it was created. */
  createdAt: string;
  /** What it is about, up to 500 characters. */
  description: string;
  /** The club, for every club call. */
  id: string;
  /** How many members it has (the owner included). */
  members: number;
  /** Its name, 3 to 40 characters, unique (any case). */
  name: string;
  /** The owner's name. */
  owner: string;
  /** The club's tournaments (entry limited to its members), the newest first, at most 50. */
  tournaments: TournamentShape[];
}

/** Every field of ClubChatMessage. */
export const CLUB_CHAT_MESSAGE_FIELDS = 'author clubId createdAt seq text';

/** ClubChatMessage with every field selected (CLUB_CHAT_MESSAGE_FIELDS). */
export interface ClubChatMessageShape {
  /** Who wrote it. */
  author: string;
  /** The club. */
  clubId: string;
  /** When it was written. */
  createdAt: string;
  /** Its place in the chat: 1, 2, 3… per club. Page and resume with `after`. */
  seq: number;
  /** What they wrote: trimmed, 1 to 500 characters, shown as plain text. */
  text: string;
}

/** Every field of ClubLogEntry. */
export const CLUB_LOG_ENTRY_FIELDS = 'action actor at clubMatchId id target';

/** ClubLogEntry with every field selected (CLUB_LOG_ENTRY_FIELDS). */
export interface ClubLogEntryShape {
  /** CREATED, EDITED, JOINED, REQUESTED, INVITED, ACCEPTED, DECLINED, WITHDRAWN, LEFT, REMOVED, PROMOTED, DEMOTED, OWNER_TRANSFERRED, DELETED, MESSAGE_HIDDEN, MATCH_PROPOSED, MATCH_ACCEPTED, MATCH_DECLINED, MATCH_CANCELLED, MATCH_SIGNED_UP, MATCH_WITHDRAWN, MATCH_STARTED, MATCH_FINISHED. */
  action: string;
  /** Who did it (null: a deleted account). */
  actor: string | null;
  /** When. */
  at: string;
  /** The club match a MATCH_* entry is about (see clubMatch). */
  clubMatchId: string | null;
  /** Pass it as `before` for the page after this one. */
  id: string;
  /** To whom, for an action on a player. */
  target: string | null;
}

/** Every field of ClubMatch. */
export const CLUB_MATCH_FIELDS = 'board { away awayPoints board forfeit home homePoints matchId } boards clubId clubName createdAt createdBy finishedAt finishedBoards id opponentClubId opponentName opponentScore rated rules { factions heroValues { hero value } heroes players } score signUpClosesAt startedAt status timeControl { automaticTimeout bank { incrementDays initialDays maxDays } daysPerMove noAutoTimeout noVacation }';

/** ClubMatch with every field selected (CLUB_MATCH_FIELDS). */
export interface ClubMatchShape {
  /** Its boards, by number. */
  board: ClubMatchBoardShape[];
  /** How many boards, 1 to 32. */
  boards: number;
  /** The challenging club (seat 0 on every board). */
  clubId: string;
  /** The challenging club's name. */
  clubName: string;
  /** When it was proposed. */
  createdAt: string;
  /** The admin who proposed it (null: a deleted account). */
  createdBy: string | null;
  /** When its last board finished. */
  finishedAt: string | null;
  /** Boards whose match finished. */
  finishedBoards: number;
  /** The club match. */
  id: string;
  /** The challenged club (seat 1 on every board). */
  opponentClubId: string;
  /** The challenged club's name. */
  opponentName: string;
  /** The challenged club's score. */
  opponentScore: number;
  /** Rated: the players' ratings change as each board finishes. */
  rated: boolean;
  /** The rule set of every board. */
  rules: RulesShape;
  /** The challenging club's score: the sum of its finished boards' points. */
  score: number;
  /** When sign-up closes (CONFLICT REGISTRATION_CLOSED from then on): the boards with their two players start, a board with one side alone goes to that side 1 – 0, an empty board is 0 – 0. Null: sign-up stays open until every board has its players. */
  signUpClosesAt: string | null;
  /** When its boards started. */
  startedAt: string | null;
  /** proposed, declined, cancelled, signup, running, finished. */
  status: string;
  /** The time control of every board; null for none. */
  timeControl: TimeControlShape | null;
}

/** Every field of ClubMatchBoard. */
export const CLUB_MATCH_BOARD_FIELDS = 'away awayPoints board forfeit home homePoints matchId';

/** ClubMatchBoard with every field selected (CLUB_MATCH_BOARD_FIELDS). */
export interface ClubMatchBoardShape {
  /** The challenged club's player (seat 1); null while free. */
  away: string | null;
  /** Points of the challenged club: 1, 0.5 or 0 once finished. */
  awayPoints: number | null;
  /** The board, from 1. */
  board: number;
  /** Won by forfeit at the sign-up deadline: nobody of one club took this board, so the other scored it 1 – 0 without a match (matchId stays null). False for a board played, not yet decided, or taken by nobody (0 – 0). */
  forfeit: boolean;
  /** The challenging club's player (seat 0); null while free. */
  home: string | null;
  /** Points of the challenging club: 1, 0.5 or 0 once finished. */
  homePoints: number | null;
  /** The board's match, once the club match started. */
  matchId: string | null;
}

/** Every field of ClubMember. */
export const CLUB_MEMBER_FIELDS = 'games isBot joinedAt rating role username';

/** ClubMember with every field selected (CLUB_MEMBER_FIELDS). */
export interface ClubMemberShape {
  /** Rated games in the pool. */
  games: number;
  /** A bot account. */
  isBot: boolean;
  /** When they joined. */
  joinedAt: string;
  /** Their rating in the pool, rounded; null while they have none. */
  rating: number | null;
  /** Their role. */
  role: 'admin' | 'member' | 'owner';
  /** Their name. */
  username: string;
}

/** Every field of ClubPending. */
export const CLUB_PENDING_FIELDS = 'by club { admission clubMatches { board { away awayPoints board forfeit home homePoints matchId } boards clubId clubName createdAt createdBy finishedAt finishedBoards id opponentClubId opponentName opponentScore rated rules { factions heroValues { hero value } heroes players } score signUpClosesAt startedAt status timeControl { automaticTimeout bank { incrementDays initialDays maxDays } daysPerMove noAutoTimeout noVacation } } createdAt description id members name owner tournaments { actions { at by reason seq type username } bestOf bracket { round ties { games players points winner } } clubId createdAt currentRound daysPerMove divisionSize double entrants { userId username } entropyCommitment entryOpen factions format id invited maxEntrants maxRating minRating minReputation name organizer paused players preset promotion rated registrationClosesAt registrationOpensAt roundList { boards { adjudicated board matchId players result results } round } rounds rules { factions heroValues { hero value } heroes players } seasonDays seasonEndsAt seed seedCommitment standings { buchholz byes division draws losses played points rank sonnebornBerger userId username wins } startWhenFull startsAt status timeControl { automaticTimeout bank { incrementDays initialDays maxDays } daysPerMove noAutoTimeout noVacation } version withdrawAfterTimeouts withdrawn } } createdAt kind username';

/** ClubPending with every field selected (CLUB_PENDING_FIELDS). */
export interface ClubPendingShape {
  /** Who invited (null for a request). */
  by: string | null;
  /** The club. */
  club: ClubShape;
  /** Since when it waits. */
  createdAt: string;
  /** An invitation or a request. */
  kind: 'invited' | 'requested';
  /** The player invited, or asking. */
  username: string;
}

/** Every field of ClubStanding. */
export const CLUB_STANDING_FIELDS = 'pending role';

/** ClubStanding with every field selected (CLUB_STANDING_FIELDS). */
export interface ClubStandingShape {
  /** An invitation or a request waiting; null if none. */
  pending: 'invited' | 'requested' | null;
  /** Their role; null if not a member. */
  role: 'admin' | 'member' | 'owner' | null;
}

/** Every field of CompletedTrick. */
export const COMPLETED_TRICK_FIELDS = 'phase plays { card seat } prizes ranking trickNumber winner';

/** CompletedTrick with every field selected (COMPLETED_TRICK_FIELDS). */
export interface CompletedTrickShape {
  /** `one` or `two`. */
  phase: string;
  /** Cards in order of play. */
  plays: PlayShape[];
  /** The prize(s) on the table during the trick (phase one). */
  prizes: string[];
  /** Seats from first to last (R8.2); empty when a Gelatinous Cube stopped the trick. */
  ranking: number[];
  /** Trick number within its phase. */
  trickNumber: number;
  /** The winning seat; null after a Gelatinous Cube trick (R7). */
  winner: number | null;
}

/** Every field of ConfirmMovesSetting. */
export const CONFIRM_MOVES_SETTING_FIELDS = 'correspondence live';

/** ConfirmMovesSetting with every field selected (CONFIRM_MOVES_SETTING_FIELDS). */
export interface ConfirmMovesSettingShape {
  /** In days-per-move matches (on by default). */
  correspondence: boolean;
  /** In live matches: time banks or no clock (off by default). */
  live: boolean;
}

/** Every field of CoPlayer. */
export const CO_PLAYER_FIELDS = 'matches ratedMatches username';

/** CoPlayer with every field selected (CO_PLAYER_FIELDS). */
export interface CoPlayerShape {
  /** Finished matches at the same table. */
  matches: number;
  /** Of those, rated ones. */
  ratedMatches: number;
  /** Their name. */
  username: string;
}

/** Every field of CreatedApiToken. */
export const CREATED_API_TOKEN_FIELDS = 'secret token { createdAt hint id lastUsedAt name revokedAt scopes }';

/** CreatedApiToken with every field selected (CREATED_API_TOKEN_FIELDS). */
export interface CreatedApiTokenShape {
  /** Send it as `Authorization: Bearer <secret>` (REST, GraphQL) or connectionParams.authorization (graphql-ws). Store it now: it cannot be shown again. */
  secret: string;
  /** The token. */
  token: ApiTokenShape;
}

/** Every field of CreatedWebhook. */
export const CREATED_WEBHOOK_FIELDS = 'secret webhook { createdAt events id url }';

/** CreatedWebhook with every field selected (CREATED_WEBHOOK_FIELDS). */
export interface CreatedWebhookShape {
  /** The signing secret: shown only now, keep it with the receiver. */
  secret: string;
  /** The webhook. */
  webhook: WebhookShape;
}

/** Every field of CubeOnTable. */
export const CUBE_ON_TABLE_FIELDS = 'cube under';

/** CubeOnTable with every field selected (CUBE_ON_TABLE_FIELDS). */
export interface CubeOnTableShape {
  /** The Cube. */
  cube: string;
  /** The led card under it. */
  under: string;
}

/** Every field of EmailAddress. */
export const EMAIL_ADDRESS_FIELDS = 'address verifiedAt';

/** EmailAddress with every field selected (EMAIL_ADDRESS_FIELDS). */
export interface EmailAddressShape {
  /** The address, as you gave it. */
  address: string;
  /** Null until you follow the link mailed to it. */
  verifiedAt: string | null;
}

/** Every field of FactionCount. */
export const FACTION_COUNT_FIELDS = 'faction games';

/** FactionCount with every field selected (FACTION_COUNT_FIELDS). */
export interface FactionCountShape {
  /** Faction id (R2.1). */
  faction: string;
  /** Finished games with this faction in the rule set. */
  games: number;
}

/** Every field of FactionResult. */
export const FACTION_RESULT_FIELDS = 'faction winner';

/** FactionResult with every field selected (FACTION_RESULT_FIELDS). */
export interface FactionResultShape {
  /** Faction id. */
  faction: string;
  /** Winning seat (team with 4 players), or null when nobody won it. */
  winner: number | null;
}

/** Every field of FairPlaySignal. */
export const FAIR_PLAY_SIGNAL_FIELDS = 'baseline computedAt details flagged games kind partner username value';

/** FairPlaySignal with every field selected (FAIR_PLAY_SIGNAL_FIELDS). */
export interface FairPlaySignalShape {
  /** What an honest account would give (see docs/fair-play.md for each kind). */
  baseline: number;
  /** When `claim fairplay --recompute` last computed it. */
  computedAt: string;
  /** The figures behind the value, as JSON (counts, z-score, band). */
  details: string;
  /** At or over the signal’s threshold. */
  flagged: boolean;
  /** Finished games the account played in the data the signal was computed from. */
  games: number;
  /** Which signal (docs/fair-play.md "Signals"). */
  kind: 'ASSISTANCE' | 'CO_PLAY' | 'SAME_ADDRESS' | 'SOFT_PLAY';
  /** The other account the figure is about (co-play, same address, soft play); null otherwise. */
  partner: string | null;
  /** The account. */
  username: string;
  /** The measured figure (see the kind). */
  value: number;
}

/** Every field of FollowedPlayer. */
export const FOLLOWED_PLAYER_FIELDS = 'isBot since username';

/** FollowedPlayer with every field selected (FOLLOWED_PLAYER_FIELDS). */
export interface FollowedPlayerShape {
  /** A bot account. */
  isBot: boolean;
  /** Since when the follow (for a friend: the later of the two follows) exists. */
  since: string;
  /** Their name. */
  username: string;
}

/** Every field of FollowResult. */
export const FOLLOW_RESULT_FIELDS = 'friends isBot since username';

/** FollowResult with every field selected (FOLLOW_RESULT_FIELDS). */
export interface FollowResultShape {
  /** They follow you too: you are friends. */
  friends: boolean;
  /** A bot account. */
  isBot: boolean;
  /** Since when the follow (for a friend: the later of the two follows) exists. */
  since: string;
  /** Their name. */
  username: string;
}

/** Every field of ForcedMovesSetting. */
export const FORCED_MOVES_SETTING_FIELDS = 'on overridden';

/** ForcedMovesSetting with every field selected (FORCED_MOVES_SETTING_FIELDS). */
export interface ForcedMovesSettingShape {
  /** Whether the server plays your forced moves (in this match, or by default). */
  on: boolean;
  /** Set for this match by your seat, overriding your account's setting. */
  overridden: boolean;
}

/** Every field of GroupRematch. */
export const GROUP_REMATCH_FIELDS = 'matchId newMatchId offeredBy seats { accepted seat username } seedCommitment status';

/** GroupRematch with every field selected (GROUP_REMATCH_FIELDS). */
export interface GroupRematchShape {
  /** The finished match. */
  matchId: string;
  /** The new match, once every seat accepted. */
  newMatchId: string | null;
  /** Who offered it. */
  offeredBy: string;
  /** The finished match's seats, in order. */
  seats: GroupRematchSeatShape[];
  /** SHA-256 (hex) of the server seed the new match's seed will be derived from with every acceptance's entropy contribution, committed on the offer (docs/auditing.md "Matches started without a sit-down"); null for offers from before. */
  seedCommitment: string | null;
  /** `pending`, `accepted` (the new match started), `declined` or `cancelled`. */
  status: string;
}

/** Every field of GroupRematchSeat. */
export const GROUP_REMATCH_SEAT_FIELDS = 'accepted seat username';

/** GroupRematchSeat with every field selected (GROUP_REMATCH_SEAT_FIELDS). */
export interface GroupRematchSeatShape {
  /** Accepted the rematch. */
  accepted: boolean;
  /** The seat in the finished match (the player sits one seat on in the new one). */
  seat: number;
  /** Its player. */
  username: string;
}

/** Every field of HeroValue. */
export const HERO_VALUE_FIELDS = 'hero value';

/** HeroValue with every field selected (HERO_VALUE_FIELDS). */
export interface HeroValueShape {
  /** Hero name. */
  hero: string;
  /** Its value. */
  value: number;
}

/** Every field of Lobby. */
export const LOBBY_FIELDS = 'clubId createdAt daysPerMove friendsOnly id matchId maxRating minRating minReputation owner players rated rules { factions heroValues { hero value } heroes players } seats { isBot seat username } seedCommitment spectators status timeControl { automaticTimeout bank { incrementDays initialDays maxDays } daysPerMove noAutoTimeout noVacation }';

/** Lobby with every field selected (LOBBY_FIELDS). */
export interface LobbyShape {
  /** Only members of this club see the lobby and may join it (docs/lobbies.md); null for anyone. */
  clubId: string | null;
  /** When the lobby was opened. */
  createdAt: string;
  /** Days per move for the match; null for none or a time bank. */
  daysPerMove: number | null;
  /** Only the owner's friends see the lobby and may join it (docs/lobbies.md). */
  friendsOnly: boolean;
  /** Lobby id. */
  id: string;
  /** The match, once started. */
  matchId: string | null;
  /** Entry rating range, upper end: a player rated above it in the lobby's pool may not join; null for none. */
  maxRating: number | null;
  /** Entry rating range, lower end: a player rated below it in the lobby's pool may not join; null for none. */
  minRating: number | null;
  /** Minimum reputation: the share of correspondence games a joiner must have finished, whole percent. */
  minReputation: number | null;
  /** The owner's username (seat 0). */
  owner: string;
  /** Seats in all, 2 to 4. */
  players: number;
  /** Rated: the players' ratings change when the match finishes. */
  rated: boolean;
  /** The rule set the match will use. */
  rules: RulesShape;
  /** Taken seats, in seat order. */
  seats: LobbySeatShape[];
  /** SHA-256 (hex) of the server seed the match seed will be derived from with the seats' entropy contributions, committed to now, before any contribution (docs/auditing.md "A deal no one can choose"); null for ones from before. */
  seedCommitment: string | null;
  /** Who may watch: `anyone`, `signed_in` or `nobody`. */
  spectators: string;
  /** `open` (waiting for players), `started` (the match exists or is being created) or `closed` (the owner left). */
  status: string;
  /** The time control for the match; null for none. */
  timeControl: TimeControlShape | null;
}

/** Every field of LobbySeat. */
export const LOBBY_SEAT_FIELDS = 'isBot seat username';

/** LobbySeat with every field selected (LOBBY_SEAT_FIELDS). */
export interface LobbySeatShape {
  /** The player is a bot account (docs/bots.md). */
  isBot: boolean;
  /** The seat the player will have in the match. */
  seat: number;
  /** Username. */
  username: string;
}

/** Every field of Match. */
export const MATCH_FIELDS = 'canClaimTimeoutAt clocks { bankSeconds deadline due dueSince seat skipped username vacationUntil } createdAt edition entropy { contributions serverSeed serverSeedCommitment } headHash id imported mySeat pauseProposedBy paused rated ratedOutcome replacedSeats replacementRequestedBy result { endedBy factions { faction winner } forfeitedSeat winner } rules { factions heroValues { hero value } heroes players } seats { isBot seat username } seed seedCommitment spectators status table { cube { cube under } discardPileSize discarded drawPileSize followerPile hand lastTrick { phase plays { card seat } prizes ranking trickNumber winner } leader moon myCthulhuDiscard phase prizes removedFromGameCount revealed { discardPile drawPile followerPiles hands removedFromGame seed } seats { activeVampire followerPileSize gnomesInFront handSize isBot knownCards scorePile seat team underVampire username } setAsideTrolls skeletonTakes toAct { allowTop collected giant kind peeked prizes seat } trick { card seat } trickNumber } timeControl { automaticTimeout bank { incrementDays initialDays maxDays } daysPerMove noAutoTimeout noVacation } version';

/** Match with every field selected (MATCH_FIELDS). */
export interface MatchShape {
  /** When you may claim the win on time (claimTimeout): the deadline of the seat that is due, if it is an opponent of yours; null otherwise. */
  canClaimTimeoutAt: string | null;
  /** Every seat’s clock, in seat order (empty without seats to time). */
  clocks: SeatClockShape[];
  /** When the match started. */
  createdAt: string;
  /** The rule edition the match is played under, fixed when it starts (docs/engine.md "Rule editions"): `2026-12` for new matches, `2026-11` for those started before editions. */
  edition: string;
  /** The entropy the seed was derived from, when the seats could contribute (lobbies and challenges since entropy); null otherwise. */
  entropy: MatchEntropyShape | null;
  /** Hash of the newest event in the tamper-evident chain: keep it as a receipt. */
  headHash: string;
  /** Match id. */
  id: string;
  /** True for a record imported with importMatch, for study: it was not played here, and its seat names are the record’s, not accounts. */
  imported: boolean;
  /** The seat whose view the caller gets (R9): their own; null for onlookers, and for a player whose seat the computer took over, from then on (they see what a spectator sees). */
  mySeat: number | null;
  /** The seat that proposed a pause nobody has answered yet. */
  pauseProposedBy: number | null;
  /** True while the match is paused by agreement: no clock runs. */
  paused: boolean;
  /** Rated: its players' ratings change when it finishes (docs/players.md#ratings). */
  rated: boolean;
  /** A finished rated match: `counted` (it changed ratings), or why it did not: `too_few_moves`, `repeated_opponents`, `computer_opponent`, `annulled` (by a moderator, docs/fair-play.md#moderation; docs/players.md#when-a-rated-game-does-not-count). Null for casual, running and aborted matches. */
  ratedOutcome: string | null;
  /** Seats the computer took over after they resigned or ran out of time (3–4 players, docs/engine.md "Replaced seats"); they rank last. */
  replacedSeats: number[];
  /** Seats whose players asked (requestReplacement) that the computer take over a seat that leaves, instead of the match ending. */
  replacementRequestedBy: number[];
  /** The result, once the match is over. */
  result: MatchResultShape | null;
  /** The rule set. */
  rules: RulesShape;
  /** Players by seat. */
  seats: MatchSeatShape[];
  /** The seed, revealed once the match is over. */
  seed: string | null;
  /** SHA-256 (hex) of the seed's bytes, published at the start (commit–reveal of the shuffle). */
  seedCommitment: string;
  /** Who may watch besides its players: `anyone`, `signed_in` or `nobody`. */
  spectators: string;
  /** `running`, `finished` or `aborted`. */
  status: string;
  /** The table as the caller may see it. */
  table: TableShape;
  /** The time control; null for none. */
  timeControl: TimeControlShape | null;
  /** Number of events after the start; send it back as expectedVersion with a move. */
  version: number;
}

/** Every field of MatchEntropy. */
export const MATCH_ENTROPY_FIELDS = 'contributions serverSeed serverSeedCommitment';

/** MatchEntropy with every field selected (MATCH_ENTROPY_FIELDS). */
export interface MatchEntropyShape {
  /** Each seat's contribution (64 hex digits), in seat order; null for a seat that sent none. */
  contributions: (string | null)[];
  /** The server seed, revealed once the match is over (R9). */
  serverSeed: string | null;
  /** SHA-256 (hex) of the server seed's bytes, published when the lobby or challenge was created, before any seat contributed. */
  serverSeedCommitment: string;
}

/** Every field of MatchEvent. */
export const MATCH_EVENT_FIELDS = 'actorUserId auto byStandingOrder createdAt hash hidden move { activate bury card gnome kind notation seat victim } payload payloadHash prevHash requestId salt seat seq type';

/** MatchEvent with every field selected (MATCH_EVENT_FIELDS). */
export interface MatchEventShape {
  /** The user who caused the event (null for the server). */
  actorUserId: string | null;
  /** A forced move the server played for the seat (its only legal move, and its player opted in: docs/bots.md). When true, the hash covers `"auto": true` too (docs/auditing.md). */
  auto: boolean;
  /** A move one of the seat's standing orders played (docs/correspondence.md "Standing orders"). Shown to the seat's player while the match runs, to everyone once it is over; false for everyone else, as for a move played by hand (R9). Not covered by the hash. */
  byStandingOrder: boolean;
  /** When it was stored. */
  createdAt: string;
  /** SHA-256(prevHash ‖ canonical JSON of {matchId, seq, type, payloadHash, actorUserId, requestId, createdAt}, plus `"auto": true` for a forced move played for the seat), or with `payload` instead of `payloadHash` for events without one (chain format 1); see docs/auditing.md. */
  hash: string;
  /** Whether the move is hidden from the caller for now. */
  hidden: boolean;
  /** The move; null when hidden from the caller (another player's pending Cthulhu discard, R7). */
  move: MoveShape | null;
  /** The stored payload as canonical JSON (RFC 8785); null while hidden from the caller. */
  payload: string | null;
  /** SHA-256(salt ‖ payload), hex: what the hash covers instead of the payload (chain format 2), shown also while the payload is hidden. Null for events stored before chain format 2 and for `match_started`. */
  payloadHash: string | null;
  /** Hash of the previous event (chain). */
  prevHash: string;
  /** The request that caused it. */
  requestId: string | null;
  /** The secret salt of payloadHash (64 hex digits), shown together with the payload: null while the payload is hidden from the caller (until the Cthulhu reveal, or the match's end), and where payloadHash is null. */
  salt: string | null;
  /** The acting seat. */
  seat: number | null;
  /** Sequence number; 0 is the start. */
  seq: number;
  /** `match_started`, `move`, `resigned`, `timed_out`, `aborted`, or a clock event: `seat_skipped`, `seat_returned`, `vacation_started`, `vacation_ended`, `pause_proposed`, `pause_declined`, `paused`, `resumed`. */
  type: string;
}

/** Every field of MatchResult. */
export const MATCH_RESULT_FIELDS = 'endedBy factions { faction winner } forfeitedSeat winner';

/** MatchResult with every field selected (MATCH_RESULT_FIELDS). */
export interface MatchResultShape {
  /** `play` (played out), `resigned` or `timed_out`. */
  endedBy: string;
  /** Faction by faction; empty when the match ended by resignation or time-out. */
  factions: FactionResultShape[];
  /** The seat that resigned or ran out of time. */
  forfeitedSeat: number | null;
  /** Winning seat (team with 4 players), or null for a draw. */
  winner: number | null;
}

/** Every field of MatchReview. */
export const MATCH_REVIEW_FIELDS = 'computeMs decisions { bestMove { activate bury card gnome kind notation seat victim } bestValue hindsightBestMove { activate bury card gnome kind notation seat victim } hindsightBestValue hindsightMethod hindsightPlayedValue loss moveIndex played { activate bury card gnome kind notation seat victim } playedValue seat seq worlds } depth doneAt keyMoments matchId seats { accuracy averageLoss chances { chance seq } decisions seat } seed status';

/** MatchReview with every field selected (MATCH_REVIEW_FIELDS). */
export interface MatchReviewShape {
  /** Milliseconds of computing, once done. */
  computeMs: number | null;
  /** Every decision with a choice, in order (forced moves left out). */
  decisions: ReviewedDecisionShape[];
  /** `default`, or `deep` (asked for with requestDeepReview). */
  depth: string;
  /** When the review was stored; null until done. */
  doneAt: string | null;
  /** Indexes into `decisions`: the moves that lost the most, largest first (at most 5). */
  keyMoments: number[];
  /** The match reviewed. */
  matchId: string;
  /** Each seat's accuracy and winning-chance graph; empty until done. */
  seats: ReviewSeatShape[];
  /** The seed the review was computed with: the same match, depth and seed give the same review. */
  seed: string | null;
  /** `queued`, `running`, `done`, `failed`, or `none` (no review: aborted, no moves, imported). */
  status: string;
}

/** Every field of MatchSeat. */
export const MATCH_SEAT_FIELDS = 'isBot seat username';

/** MatchSeat with every field selected (MATCH_SEAT_FIELDS). */
export interface MatchSeatShape {
  /** The seat is played by a bot account: the built-in computer player or a third-party bot. */
  isBot: boolean;
  /** Seat number. */
  seat: number;
  /** Username. */
  username: string;
}

/** Every field of MatchUpdate. */
export const MATCH_UPDATE_FIELDS = 'event { actorUserId auto byStandingOrder createdAt hash hidden move { activate bury card gnome kind notation seat victim } payload payloadHash prevHash requestId salt seat seq type } match { canClaimTimeoutAt clocks { bankSeconds deadline due dueSince seat skipped username vacationUntil } createdAt edition entropy { contributions serverSeed serverSeedCommitment } headHash id imported mySeat pauseProposedBy paused rated ratedOutcome replacedSeats replacementRequestedBy result { endedBy factions { faction winner } forfeitedSeat winner } rules { factions heroValues { hero value } heroes players } seats { isBot seat username } seed seedCommitment spectators status table { cube { cube under } discardPileSize discarded drawPileSize followerPile hand lastTrick { phase plays { card seat } prizes ranking trickNumber winner } leader moon myCthulhuDiscard phase prizes removedFromGameCount revealed { discardPile drawPile followerPiles hands removedFromGame seed } seats { activeVampire followerPileSize gnomesInFront handSize isBot knownCards scorePile seat team underVampire username } setAsideTrolls skeletonTakes toAct { allowTop collected giant kind peeked prizes seat } trick { card seat } trickNumber } timeControl { automaticTimeout bank { incrementDays initialDays maxDays } daysPerMove noAutoTimeout noVacation } version } revealed { actorUserId auto byStandingOrder createdAt hash hidden move { activate bury card gnome kind notation seat victim } payload payloadHash prevHash requestId salt seat seq type }';

/** MatchUpdate with every field selected (MATCH_UPDATE_FIELDS). */
export interface MatchUpdateShape {
  /** The new event. */
  event: MatchEventShape;
  /** The match after it, as the subscriber may see it. */
  match: MatchShape;
  /** Earlier events that were hidden from the subscriber until this one (the Cthulhu discards it reveals, R7), now with their payload and salt; usually empty. */
  revealed: MatchEventShape[];
}

/** Every field of ModeratedMatch. */
export const MODERATED_MATCH_FIELDS = 'finishedAt matchId players rated ratingOutcome result';

/** ModeratedMatch with every field selected (MODERATED_MATCH_FIELDS). */
export interface ModeratedMatchShape {
  /** When it finished. */
  finishedAt: string;
  /** The match. */
  matchId: string;
  /** Who sat there, by seat. */
  players: string[];
  /** Rated. */
  rated: boolean;
  /** What it did to ratings (`counted`, `annulled`, …). */
  ratingOutcome: string | null;
  /** The account's result: win, loss or draw. */
  result: string | null;
}

/** Every field of ModerationAccount. */
export const MODERATION_ACCOUNT_FIELDS = 'appeals { answer answeredAt answeredBy createdAt entry { action actor createdAt id matchIds reason refId username } id status text username } closed coPlayers { matches ratedMatches username } log { action actor createdAt id matchIds reason refId username } matches { finishedAt matchId players rated ratingOutcome result } ratedExcluded reports { clubId createdAt id matchId messageSeq messageText reason reported reporter resolution resolvedAt resolvedBy status } role rulesBroken suspended username';

/** ModerationAccount with every field selected (MODERATION_ACCOUNT_FIELDS). */
export interface ModerationAccountShape {
  /** Its appeals, newest first. */
  appeals: AppealShape[];
  /** Closed. */
  closed: boolean;
  /** Accounts it shared finished tables with, most often first (100). */
  coPlayers: CoPlayerShape[];
  /** Its moderation log, newest first. */
  log: ModerationEntryShape[];
  /** Its newest finished matches (100). */
  matches: ModeratedMatchShape[];
  /** Excluded from rated play. */
  ratedExcluded: boolean;
  /** Reports of it, open and resolved, newest first. */
  reports: ReportShape[];
  /** `player`, `moderator` or `admin`. */
  role: string;
  /** Marked as having broken the rules. */
  rulesBroken: boolean;
  /** Suspended (no sign-in). */
  suspended: boolean;
  /** The account. */
  username: string;
}

/** Every field of ModerationEntry. */
export const MODERATION_ENTRY_FIELDS = 'action actor createdAt id matchIds reason refId username';

/** ModerationEntry with every field selected (MODERATION_ENTRY_FIELDS). */
export interface ModerationEntryShape {
  /** `warn`, `mark`, `unmark`, `exclude`, `include`, `suspend`, `unsuspend`, `close`, `reopen`, `acknowledge`, `annul`, `appeal_upheld`, `appeal_lifted`, `grant_moderator` or `revoke_moderator`. */
  action: string;
  /** Who acted; null for the operator's `claim` tool. */
  actor: string | null;
  /** When. */
  createdAt: string;
  /** Entry id. */
  id: string;
  /** The matches whose rated results an `annul` annulled. */
  matchIds: string[];
  /** Why (for a warning: the message the player reads). */
  reason: string;
  /** The entry an acknowledgement or appeal answer refers to. */
  refId: string | null;
  /** The account it concerns. */
  username: string;
}

/** Every field of Move. */
export const MOVE_FIELDS = 'activate bury card gnome kind notation seat victim';

/** Move with every field selected (MOVE_FIELDS). */
export interface MoveShape {
  /** vampire: the Vampire made active, or null to keep the current one. */
  activate: string | null;
  /** vampire: the cards put under the active Vampire. */
  bury: string[];
  /** play, discard: the card; prize: the prize taken or `top`; seer: `prize` or `top`. */
  card: string | null;
  /** smash: the Gnome smashed. */
  gnome: string | null;
  /** play, seer, prize, vampire, smash, discard, skeleton or pass. */
  kind: string;
  /** The move as R10 JSON, e.g. {"seat":0,"play":"goblins:3"}. */
  notation: string;
  /** The acting seat. */
  seat: number;
  /** smash: the seat whose Gnome is smashed. */
  victim: number | null;
}

/** Every field of MyClub. */
export const MY_CLUB_FIELDS = 'club { admission clubMatches { board { away awayPoints board forfeit home homePoints matchId } boards clubId clubName createdAt createdBy finishedAt finishedBoards id opponentClubId opponentName opponentScore rated rules { factions heroValues { hero value } heroes players } score signUpClosesAt startedAt status timeControl { automaticTimeout bank { incrementDays initialDays maxDays } daysPerMove noAutoTimeout noVacation } } createdAt description id members name owner tournaments { actions { at by reason seq type username } bestOf bracket { round ties { games players points winner } } clubId createdAt currentRound daysPerMove divisionSize double entrants { userId username } entropyCommitment entryOpen factions format id invited maxEntrants maxRating minRating minReputation name organizer paused players preset promotion rated registrationClosesAt registrationOpensAt roundList { boards { adjudicated board matchId players result results } round } rounds rules { factions heroValues { hero value } heroes players } seasonDays seasonEndsAt seed seedCommitment standings { buchholz byes division draws losses played points rank sonnebornBerger userId username wins } startWhenFull startsAt status timeControl { automaticTimeout bank { incrementDays initialDays maxDays } daysPerMove noAutoTimeout noVacation } version withdrawAfterTimeouts withdrawn } } role';

/** MyClub with every field selected (MY_CLUB_FIELDS). */
export interface MyClubShape {
  /** The club. */
  club: ClubShape;
  /** Your role in it. */
  role: 'admin' | 'member' | 'owner';
}

/** Every field of MyModeration. */
export const MY_MODERATION_FIELDS = 'appealable { action actor createdAt id matchIds reason refId username } appeals { answer answeredAt answeredBy createdAt entry { action actor createdAt id matchIds reason refId username } id status text username } ratedExcluded rulesBroken warnings { action actor createdAt id matchIds reason refId username }';

/** MyModeration with every field selected (MY_MODERATION_FIELDS). */
export interface MyModerationShape {
  /** Actions taken on your account that you may appeal, newest first. */
  appealable: ModerationEntryShape[];
  /** Your appeals and their answers, newest first. */
  appeals: AppealShape[];
  /** You are excluded from rated play. */
  ratedExcluded: boolean;
  /** A moderator marked your account as having broken the rules (shown on your profile). */
  rulesBroken: boolean;
  /** Warnings you have not acknowledged yet, oldest first. */
  warnings: ModerationEntryShape[];
}

/** Every field of Note. */
export const NOTE_FIELDS = 'author body createdAt id matchId moveSeq shared updatedAt';

/** Note with every field selected (NOTE_FIELDS). */
export interface NoteShape {
  /** Who wrote it. */
  author: string;
  /** The text: trimmed, 1 to 2000 characters, shown as plain text. */
  body: string;
  /** When it was written. */
  createdAt: string;
  /** Note id. */
  id: string;
  /** The match. */
  matchId: string;
  /** The move's event seq (as in matchEvents and matchStory); null for a note on the whole match. */
  moveSeq: number | null;
  /** Shared with the match's record (possible once the match is over). */
  shared: boolean;
  /** When it last changed. */
  updatedAt: string;
}

/** Every field of Notification. */
export const NOTIFICATION_FIELDS = 'appealId appealVerdict board boardsPlayed challengeId challengeStatus clubEvent clubId clubMatchId createdAt deadline forfeit from kind matchId messageSeq orderId round seat seq tournamentEvent tournamentId unanswered version';

/** Notification with every field selected (NOTIFICATION_FIELDS). */
export interface NotificationShape {
  /** APPEAL_ANSWERED: the appeal (see myModeration). */
  appealId: string | null;
  /** APPEAL_ANSWERED: upheld (the action stands) or lifted. */
  appealVerdict: string | null;
  /** CLUB_MATCH_SIGNUP_CLOSED: your board; null if you did not sign up (an admin told). */
  board: number | null;
  /** CLUB_MATCH_SIGNUP_CLOSED: the boards that started, with a player of each club; 0: it did not go ahead. */
  boardsPlayed: number | null;
  /** Challenge notifications: the challenge. */
  challengeId: string | null;
  /** Challenge notifications: pending, accepted, declined or cancelled. */
  challengeStatus: string | null;
  /** CLUB: INVITED, REQUESTED, ACCEPTED, REMOVED or OWNER. */
  clubEvent: string | null;
  /** CLUB, CLUB_MATCH_SIGNUP_CLOSED: the club (yours, in a club match). */
  clubId: string | null;
  /** CLUB_MATCH_SIGNUP_CLOSED: the club match (see clubMatch). */
  clubMatchId: string | null;
  /** When it happened. */
  createdAt: string;
  /** YOUR_TURN with a time control: when your time runs out. */
  deadline: string | null;
  /** CLUB_MATCH_SIGNUP_CLOSED: true when your board went to you by forfeit (nobody of the other club on it), as ClubMatchBoard.forfeit. */
  forfeit: boolean | null;
  /** Challenge notifications: the other player. CHAT: the author. FOLLOWED, FRIEND_ADDED: who followed you. CLUB: who acted. */
  from: string | null;
  /** What happened. */
  kind: 'APPEAL_ANSWERED' | 'CHALLENGE_ANSWERED' | 'CHAT' | 'CLUB' | 'CLUB_MATCH_SIGNUP_CLOSED' | 'DEADLINE_APPROACHING' | 'FOLLOWED' | 'FRIEND_ADDED' | 'GAME_OVER' | 'INVITATION' | 'OPPONENT_MOVED' | 'ORDER_DROPPED' | 'SEEK_MATCHED' | 'TOURNAMENT' | 'YOUR_TURN';
  /** The match, for match notifications and accepted challenges. */
  matchId: string | null;
  /** CHAT: the seq of the latest message in the match's chat (one notice per match stays unread and is updated until you read the chat). */
  messageSeq: number | null;
  /** ORDER_DROPPED: your standing order that was dropped. */
  orderId: string | null;
  /** TOURNAMENT PAIRED: the round. */
  round: number | null;
  /** YOUR_TURN, ORDER_DROPPED: your seat. OPPONENT_MOVED: the seat that acted. GAME_OVER: the seat whose event ended the match. CHAT: the author's seat. */
  seat: number | null;
  /** Its place in your notification log: 1, 2, 3… without gaps. Resubscribe with `after` set to the last one you saw. */
  seq: number;
  /** TOURNAMENT: PAIRED, FINISHED, CANCELLED, PAUSED, RESUMED, REMOVED or ORGANIZER. */
  tournamentEvent: string | null;
  /** TOURNAMENT: the tournament. */
  tournamentId: string | null;
  /** CLUB_MATCH_SIGNUP_CLOSED: true when the challenge was still unanswered at its deadline and is called off (no sign-up took place: boardsPlayed 0, board null; told to the admins of both clubs); false when a sign-up closed. */
  unanswered: boolean | null;
  /** The match version right after the event (send it as expectedVersion). */
  version: number | null;
}

/** Every field of NotificationPreferences. */
export const NOTIFICATION_PREFERENCES_FIELDS = 'emailDigest emailKinds pushKinds';

/** NotificationPreferences with every field selected (NOTIFICATION_PREFERENCES_FIELDS). */
export interface NotificationPreferencesShape {
  /** One daily digest mail instead of a mail per notice. Default: false. */
  emailDigest: boolean;
  /** Mailed kinds. Default: YOUR_TURN, DEADLINE_APPROACHING. */
  emailKinds: ('APPEAL_ANSWERED' | 'CHALLENGE_ANSWERED' | 'CHAT' | 'CLUB' | 'CLUB_MATCH_SIGNUP_CLOSED' | 'DEADLINE_APPROACHING' | 'FOLLOWED' | 'FRIEND_ADDED' | 'GAME_OVER' | 'INVITATION' | 'OPPONENT_MOVED' | 'ORDER_DROPPED' | 'SEEK_MATCHED' | 'TOURNAMENT' | 'YOUR_TURN')[];
  /** Pushed kinds. Default: YOUR_TURN, DEADLINE_APPROACHING, CHAT. */
  pushKinds: ('APPEAL_ANSWERED' | 'CHALLENGE_ANSWERED' | 'CHAT' | 'CLUB' | 'CLUB_MATCH_SIGNUP_CLOSED' | 'DEADLINE_APPROACHING' | 'FOLLOWED' | 'FRIEND_ADDED' | 'GAME_OVER' | 'INVITATION' | 'OPPONENT_MOVED' | 'ORDER_DROPPED' | 'SEEK_MATCHED' | 'TOURNAMENT' | 'YOUR_TURN')[];
}

/** Every field of OAuthAnswer. */
export const OAUTH_ANSWER_FIELDS = 'redirectTo';

/** OAuthAnswer with every field selected (OAUTH_ANSWER_FIELDS). */
export interface OAuthAnswerShape {
  /** Open this address in the same browser that opened the request: the server then sends you on to the app. */
  redirectTo: string;
}

/** Every field of OAuthRequest. */
export const OAUTH_REQUEST_FIELDS = 'clientId clientName redirectUri registered scopes uid';

/** OAuthRequest with every field selected (OAUTH_REQUEST_FIELDS). */
export interface OAuthRequestShape {
  /** Who asks: the client id the app gave (any name for a public client: not verified). */
  clientId: string;
  /** A registered client's name; null for a public client. */
  clientName: string | null;
  /** Where you will be sent back, with the code, if you agree (or with an error if not). */
  redirectUri: string;
  /** Whether the app is a client registered with this server (it has a secret). */
  registered: boolean;
  /** What the app asks to do. */
  scopes: ('LOBBY' | 'MATCH_PLAY' | 'MATCH_READ' | 'TOURNAMENT_WRITE')[];
  /** The request id (the consent page address /authorize/<uid>). */
  uid: string;
}

/** Every field of OnlineFriend. */
export const ONLINE_FRIEND_FIELDS = 'seenAt username';

/** OnlineFriend with every field selected (ONLINE_FRIEND_FIELDS). */
export interface OnlineFriendShape {
  /** When they were last seen, to the minute. */
  seenAt: string;
  /** Their name. */
  username: string;
}

/** Every field of PendingAction. */
export const PENDING_ACTION_FIELDS = 'allowTop collected giant kind peeked prizes seat';

/** PendingAction with every field selected (PENDING_ACTION_FIELDS). */
export interface PendingActionShape {
  /** Prize decisions: whether `top` (the Seer's top card) may be taken. */
  allowTop: boolean;
  /** Vampire decisions: the cards collected in this trick (R5 Vampires). */
  collected: string[];
  /** Smash decisions: the Giant that smashes (R8.3). */
  giant: string | null;
  /** play, seer, prize, vampire, smash, cthulhu or skeleton. */
  kind: string;
  /** Seer decisions: the top card of the draw pile, shown only to the deciding Seer (R5 Seers). */
  peeked: string | null;
  /** Prize decisions: the prizes to choose from (R8.2). */
  prizes: string[];
  /** The seat that must act. */
  seat: number;
}

/** Every field of Play. */
export const PLAY_FIELDS = 'card seat';

/** Play with every field selected (PLAY_FIELDS). */
export interface PlayShape {
  /** The card. */
  card: string;
  /** The seat that played it. */
  seat: number;
}

/** Every field of PlayedCounts. */
export const PLAYED_COUNTS_FIELDS = 'drawn lost played players won';

/** PlayedCounts with every field selected (PLAYED_COUNTS_FIELDS). */
export interface PlayedCountsShape {
  /** Drawn (with 3 players also: another player resigned or ran out of time). */
  drawn: number;
  /** Lost, resignations and time-outs included. */
  lost: number;
  /** Finished games. */
  played: number;
  /** 2, 3 or 4. */
  players: number;
  /** Won (with 4 players: their team won). */
  won: number;
}

/** Every field of PlayerRelation. */
export const PLAYER_RELATION_FIELDS = 'followedBy following friends';

/** PlayerRelation with every field selected (PLAYER_RELATION_FIELDS). */
export interface PlayerRelationShape {
  /** They follow you. */
  followedBy: boolean;
  /** You follow them. */
  following: boolean;
  /** Both: friends. */
  friends: boolean;
}

/** Every field of Profile. */
export const PROFILE_FIELDS = 'favouriteFactions { faction games } games { drawn lost played players won } historyHidden memberSince ratings { deviation draws games losses pool provisional rating updatedAt username volatility wins } recentMatches { createdAt finishedAt headHash id rated rules { factions heroValues { hero value } heroes players } seats { result seat username } seedCommitment status version } rulesBroken username';

/** Profile with every field selected (PROFILE_FIELDS). */
export interface ProfileShape {
  /** The factions of their rule sets, most played first (three). */
  favouriteFactions: FactionCountShape[];
  /** Games played, won, drawn and lost, per number of players. */
  games: PlayedCountsShape[];
  /** They hide their history: counts and lists hold only the matches they chose to show. */
  historyHidden: boolean;
  /** When the account was made. */
  memberSince: string;
  /** Current ratings, one per pool played. */
  ratings: RatingShape[];
  /** Their newest finished public matches. */
  recentMatches: ArchivedMatchShape[];
  /** A moderator marked the account as having broken the rules (docs/fair-play.md#moderation); lifted on appeal or undone. */
  rulesBroken: boolean;
  /** Their username. */
  username: string;
}

/** Every field of PushSubscription. */
export const PUSH_SUBSCRIPTION_FIELDS = 'createdAt endpoint id';

/** PushSubscription with every field selected (PUSH_SUBSCRIPTION_FIELDS). */
export interface PushSubscriptionShape {
  /** When the browser subscribed. */
  createdAt: string;
  /** The push service's endpoint for that browser. */
  endpoint: string;
  /** The subscription, for removePushSubscription. */
  id: string;
}

/** Every field of Rating. */
export const RATING_FIELDS = 'deviation draws games losses pool provisional rating updatedAt username volatility wins';

/** Rating with every field selected (RATING_FIELDS). */
export interface RatingShape {
  /** Its deviation: Glicko-2 RD, or 60·sigma. */
  deviation: number;
  /** Rated draws in this pool. */
  draws: number;
  /** Rated games played in this pool. */
  games: number;
  /** Rated losses in this pool, resignations and time-outs included. */
  losses: number;
  /** `duel` (2 players), `trio` (3) or `teams` (4, two teams of partners). */
  pool: string;
  /** True while the deviation is above 110 (duel) or 150 (trio, teams). */
  provisional: boolean;
  /** The rating (1500 to start). */
  rating: number;
  /** When it last changed. */
  updatedAt: string;
  /** The player. */
  username: string;
  /** Glicko-2 volatility (duel only). */
  volatility: number | null;
  /** Rated wins in this pool. */
  wins: number;
}

/** Every field of RatingChange. */
export const RATING_CHANGE_FIELDS = 'createdAt deviationAfter deviationBefore headHash matchId pool ratingAfter ratingBefore result';

/** RatingChange with every field selected (RATING_CHANGE_FIELDS). */
export interface RatingChangeShape {
  /** When the match finished; null as `matchId` is. */
  createdAt: string | null;
  /** The deviation after it. */
  deviationAfter: number;
  /** The deviation before the match. */
  deviationBefore: number;
  /** The match's head hash the change was computed from (its last event's hash); null as `matchId` is. */
  headHash: string | null;
  /** The match that changed it; null when a player of that match hides their history and you did not play it (docs/players.md#hiding-ones-history). */
  matchId: string | null;
  /** `duel`, `trio` or `teams`. */
  pool: string;
  /** The rating after it. */
  ratingAfter: number;
  /** The rating before the match. */
  ratingBefore: number;
  /** `win`, `loss` or `draw`. */
  result: string;
}

/** Every field of Report. */
export const REPORT_FIELDS = 'clubId createdAt id matchId messageSeq messageText reason reported reporter resolution resolvedAt resolvedBy status';

/** Report with every field selected (REPORT_FIELDS). */
export interface ReportShape {
  /** A reported club chat message's club. */
  clubId: string | null;
  /** When it was filed. */
  createdAt: string;
  /** Report id. */
  id: string;
  /** A reported message's match. */
  matchId: string | null;
  /** A reported message's seq in its match's (or club's) chat. */
  messageSeq: number | null;
  /** A reported message as it was written. */
  messageText: string | null;
  /** The reporter's reason. */
  reason: string;
  /** The player reported (the author, for a message). */
  reported: string;
  /** Who reported. */
  reporter: string;
  /** The admin's note. */
  resolution: string | null;
  /** When an admin resolved it. */
  resolvedAt: string | null;
  /** The admin who resolved it. */
  resolvedBy: string | null;
  /** `open` or `resolved`. */
  status: string;
}

/** Every field of Reputation. */
export const REPUTATION_FIELDS = 'abandoned clean cleanPercent finished finishedPercent games timedOut timedOutPercent username';

/** Reputation with every field selected (REPUTATION_FIELDS). */
export interface ReputationShape {
  /** 3–4 player seats left before the end (resigned, timed out, replaced). */
  abandoned: number;
  /** Finished without a clock penalty: no deadline of theirs ever passed. */
  clean: number;
  /** `clean` of `games`, whole percent; null without games. */
  cleanPercent: number | null;
  /** Seen to the end: neither timed out nor abandoned (a 2-player resignation counts). */
  finished: number;
  /** `finished` of `games`, whole percent; null without games. */
  finishedPercent: number | null;
  /** Finished correspondence matches they had a seat in. */
  games: number;
  /** Lost on time (or, with 3–4 players, taken over by the computer on time). */
  timedOut: number;
  /** `timedOut` of `games`, whole percent; null without games. */
  timedOutPercent: number | null;
  /** The player. */
  username: string;
}

/** Every field of RevealedSecrets. */
export const REVEALED_SECRETS_FIELDS = 'discardPile drawPile followerPiles hands removedFromGame seed';

/** RevealedSecrets with every field selected (REVEALED_SECRETS_FIELDS). */
export interface RevealedSecretsShape {
  /** The discard pile as it is, oldest first. */
  discardPile: string[];
  /** The draw pile, top first. */
  drawPile: string[];
  /** Every follower pile, by seat. */
  followerPiles: string[][];
  /** Every hand, by seat. */
  hands: string[][];
  /** Cards that left the game unseen. */
  removedFromGame: string[];
  /** The 32-byte seed (hex); SHA-256 of its bytes is the match's seedCommitment. */
  seed: string;
}

/** Every field of ReviewedDecision. */
export const REVIEWED_DECISION_FIELDS = 'bestMove { activate bury card gnome kind notation seat victim } bestValue hindsightBestMove { activate bury card gnome kind notation seat victim } hindsightBestValue hindsightMethod hindsightPlayedValue loss moveIndex played { activate bury card gnome kind notation seat victim } playedValue seat seq worlds';

/** ReviewedDecision with every field selected (REVIEWED_DECISION_FIELDS). */
export interface ReviewedDecisionShape {
  /** The best move the review's search found from the seat's view. */
  bestMove: MoveShape;
  /** Winning chance after the best move from the seat's view. */
  bestValue: number;
  /** The best move with every hand open. */
  hindsightBestMove: MoveShape;
  /** Winning chance after the best move in hindsight. */
  hindsightBestValue: number;
  /** `exact` (every line played out with all hands open: few cards left in phase two) or `rollouts` (the real deal played out many times). */
  hindsightMethod: string;
  /** Winning chance after the move played, every hand open. */
  hindsightPlayedValue: number;
  /** bestValue − playedValue: what the move cost by what the seat knew. */
  loss: number;
  /** Moves before this one: the table the seat decided at. */
  moveIndex: number;
  /** The move played. */
  played: MoveShape;
  /** Winning chance after the move played, by what the seat knew. */
  playedValue: number;
  /** The seat that decided. */
  seat: number;
  /** The seq of the event that recorded the move (matchAt, matchStory). */
  seq: number;
  /** Worlds sampled from what the seat knew. */
  worlds: number;
}

/** Every field of ReviewSeat. */
export const REVIEW_SEAT_FIELDS = 'accuracy averageLoss chances { chance seq } decisions seat';

/** ReviewSeat with every field selected (REVIEW_SEAT_FIELDS). */
export interface ReviewSeatShape {
  /** Per cent of those decisions that lost at most 0.05 winning chance by what the seat knew. */
  accuracy: number;
  /** Mean loss of winning chance per decision. */
  averageLoss: number;
  /** Its winning chance as it saw it after each of its decisions, and the result at the end. */
  chances: ChancePointShape[];
  /** Decisions with more than one legal move. */
  decisions: number;
  /** The seat (0 first). */
  seat: number;
}

/** Every field of Rules. */
export const RULES_FIELDS = 'factions heroValues { hero value } heroes players';

/** Rules with every field selected (RULES_FIELDS). */
export interface RulesShape {
  /** Faction ids in canonical order (R2.1). */
  factions: string[];
  /** Hero values other than the default 5 (R1). */
  heroValues: HeroValueShape[];
  /** Hero names (R2.2), without the `hero:` prefix. */
  heroes: string[];
  /** Number of players, 2 to 4. */
  players: number;
}

/** Every field of RunningGames. */
export const RUNNING_GAMES_FIELDS = 'finished limit running';

/** RunningGames with every field selected (RUNNING_GAMES_FIELDS). */
export interface RunningGamesShape {
  /** Correspondence matches you saw to the end (each raised the limit by one). */
  finished: number;
  /** How many you may play at once: the base, plus one per correspondence match you finished, up to the ceiling; null for no limit. */
  limit: number | null;
  /** Matches against people you play now. */
  running: number;
}

/** Every field of SameNetworkSeats. */
export const SAME_NETWORK_SEATS_FIELDS = 'pairs';

/** SameNetworkSeats with every field selected (SAME_NETWORK_SEATS_FIELDS). */
export interface SameNetworkSeatsShape {
  /** Pairs of seat numbers, each pair in order; empty when no two seats share. */
  pairs: number[][];
}

/** Every field of SeatClock. */
export const SEAT_CLOCK_FIELDS = 'bankSeconds deadline due dueSince seat skipped username vacationUntil';

/** SeatClock with every field selected (SEAT_CLOCK_FIELDS). */
export interface SeatClockShape {
  /** Its time bank in seconds as of its last move (bank time controls; while it is due, its time runs down to `deadline`); null with days per move. */
  bankSeconds: number | null;
  /** When its time runs out; null when it is not due, without a time control, or while paused. */
  deadline: string | null;
  /** True for the seat that must act now. */
  due: boolean;
  /** Since when it is due; null when it is not. */
  dueSince: string | null;
  /** Seat number. */
  seat: number;
  /** Skipped (3–4 players): the server plays its turns until its player returns. */
  skipped: boolean;
  /** Username. */
  username: string;
  /** On vacation until then: its clock stands still in this match; null when not on vacation. */
  vacationUntil: string | null;
}

/** Every field of SeatState. */
export const SEAT_STATE_FIELDS = 'activeVampire followerPileSize gnomesInFront handSize isBot knownCards scorePile seat team underVampire username';

/** SeatState with every field selected (SEAT_STATE_FIELDS). */
export interface SeatStateShape {
  /** The active Vampire (R5 Vampires). */
  activeVampire: string | null;
  /** Cards in the face-down follower pile. */
  followerPileSize: number;
  /** Gnomes standing in front of this player (R5 Gnomes). */
  gnomesInFront: string[];
  /** Cards in hand. */
  handSize: number;
  /** The player is a bot account (the computer player or a third-party bot). */
  isBot: boolean;
  /** Cards of this seat's hand or follower pile that the viewer saw through a Seer choice (R5 Seers). */
  knownCards: string[];
  /** The face-up score pile. */
  scorePile: string[];
  /** Seat number; turn order is seat order. */
  seat: number;
  /** Team (4 players: seats 0+2 are team 0, 1+3 team 1); otherwise the seat. */
  team: number;
  /** Cards under the active Vampire. */
  underVampire: string[];
  /** The player in this seat. */
  username: string;
}

/** Every field of Seek. */
export const SEEK_FIELDS = 'createdAt expiresAt id matchId maxRating minRating minReputation rated rules { factions heroValues { hero value } heroes players } status timeControl { automaticTimeout bank { incrementDays initialDays maxDays } daysPerMove noAutoTimeout noVacation } username';

/** Seek with every field selected (SEEK_FIELDS). */
export interface SeekShape {
  /** When it was posted. */
  createdAt: string;
  /** When it stops waiting, unmatched. */
  expiresAt: string;
  /** Seek id. */
  id: string;
  /** The match it joined, once matched. */
  matchId: string | null;
  /** Highest rating (in the pool) of a player it is matched with. */
  maxRating: number | null;
  /** Lowest rating (in the pool) of a player it is matched with. */
  minRating: number | null;
  /** Least finished share (whole percent) of a player it is matched with; players without games pass. */
  minReputation: number | null;
  /** Rated; only seeks alike match. */
  rated: boolean;
  /** The rule set (players included); only seeks with the same one match. */
  rules: RulesShape;
  /** `open`, `matched` (see `matchId`), `cancelled` or `expired`. */
  status: string;
  /** The time control; only equal ones match. */
  timeControl: TimeControlShape | null;
  /** Who posted it. */
  username: string;
}

/** Every field of SignedInSession. */
export const SIGNED_IN_SESSION_FIELDS = 'createdAt current expiresAt id lastUsedAt userAgent';

/** SignedInSession with every field selected (SIGNED_IN_SESSION_FIELDS). */
export interface SignedInSessionShape {
  /** When you signed in. */
  createdAt: string;
  /** Whether this is the session the request came with. */
  current: boolean;
  /** When it expires by itself (you are then asked to sign in again). */
  expiresAt: string;
  /** Session id; end it with revokeSession (REST: DELETE /api/me/sessions/{id}). */
  id: string;
  /** When it was last used, to the minute. */
  lastUsedAt: string;
  /** The User-Agent of the browser or program that last used it (at most 300 characters); null until it is first used. */
  userAgent: string | null;
}

/** Every field of StandingOrder. */
export const STANDING_ORDER_FIELDS = 'answer card createdAt faction firedSeq id matchId position reason status when whenCard whenFaction';

/** StandingOrder with every field selected (STANDING_ORDER_FIELDS). */
export interface StandingOrderShape {
  /** What it plays. */
  answer: 'BURY_NOTHING' | 'CARD' | 'HIGHEST' | 'LEAVE' | 'LOWEST' | 'TAKE' | 'TAKE_PRIZE' | 'TAKE_TOP';
  /** CARD: the card. */
  card: string | null;
  /** When it was set. */
  createdAt: string;
  /** LOWEST/HIGHEST (not MUST_FOLLOW): the faction. */
  faction: string | null;
  /** FIRED: the seq of the move event it played. */
  firedSeq: number | null;
  /** Order id. */
  id: string;
  /** The match. */
  matchId: string;
  /** Its place among your orders: the first that applies plays. */
  position: number;
  /** DROPPED: why (the notice to you). */
  reason: string | null;
  /** Waiting, played or dropped. */
  status: 'ACTIVE' | 'DROPPED' | 'FIRED';
  /** When it applies. */
  when: 'CTHULHU' | 'I_LEAD' | 'LED' | 'MUST_FOLLOW' | 'SEER' | 'SKELETON' | 'VAMPIRE';
  /** LED: the led card. */
  whenCard: string | null;
  /** LED (instead of a card) and MUST_FOLLOW: the faction. */
  whenFaction: string | null;
}

/** Every field of StoryEntry. */
export const STORY_ENTRY_FIELDS = 'by card cards choice count counts deadline faction flags hidden kind lead moon other phase reason results { faction winner } seat seats side trick until values';

/** StoryEntry with every field selected (STORY_ENTRY_FIELDS). */
export interface StoryEntryShape {
  /** timedOut, seatSkipped: the seat of the opponent who claimed it; null: the server’s sweep. */
  by: number | null;
  /** The card it is about; null when hidden from the caller. */
  card: string | null;
  /** The cards it is about (public ones only). */
  cards: string[];
  /** seerChose: `prize` or `top`. */
  choice: string | null;
  /** A count (players, cards removed, cards discarded). */
  count: number | null;
  /** gameOver: factions won, per side. */
  counts: number[];
  /** timedOut, seatSkipped: the deadline the time-out enforced (null in time-outs from before it was recorded). */
  deadline: string | null;
  /** trickWon: the led faction (null after a hero lead). */
  faction: string | null;
  /** trickWon: doppelganger, tie, lichKing, fullMoon. */
  flags: string[];
  /** True when `card` is hidden from the caller (R9). */
  hidden: boolean;
  /** What happened: played, trickWon, drew, moonTurned, gameOver, …, and the clock events vacationStarted, vacationEnded, pauseProposed, pauseDeclined, paused, resumed, seatSkipped, seatReturned, playedForSkipped (docs/web-client.md). */
  kind: string;
  /** played: whether the card led the trick. */
  lead: boolean;
  /** moonTurned: `none` or `full`. */
  moon: string | null;
  /** A second seat: the victim of a smash, the leader after a Cube. */
  other: number | null;
  /** trickStarted, trickWon: `one` or `two`. */
  phase: string | null;
  /** trickWon: why (highest, lowest, onlyLed, knights, heroLead, warlock, mummy); ends of phases: why. */
  reason: string | null;
  /** gameOver: faction by faction. */
  results: StoryFactionResultShape[];
  /** The seat it is about (the actor, winner, drawer…). */
  seat: number | null;
  /** Seats: a trick ranking, or the seats of revealed Cthulhu discards. */
  seats: number[];
  /** gameOver, resigned, timedOut: the winning seat (team with 4 players); null: a draw. */
  side: number | null;
  /** trickStarted, trickWon: the trick number within the phase. */
  trick: number | null;
  /** vacationStarted: until when the seat’s clock stands still. */
  until: string | null;
  /** gameOver: the tie-break measure that decided, per side (see `reason`). */
  values: number[];
}

/** Every field of StoryEvent. */
export const STORY_EVENT_FIELDS = 'at byStandingOrder entries { by card cards choice count counts deadline faction flags hidden kind lead moon other phase reason results { faction winner } seat seats side trick until values } seq';

/** StoryEvent with every field selected (STORY_EVENT_FIELDS). */
export interface StoryEventShape {
  /** When the event was stored (its createdAt in matchEvents): a match may last days. */
  at: string | null;
  /** A move one of the seat's standing orders played, as `byStandingOrder` in matchEvents: shown to the seat's player while the match runs, to everyone once it is over, false otherwise (R9). */
  byStandingOrder: boolean;
  /** What happened, in order. */
  entries: StoryEntryShape[];
  /** The event seq (as in matchEvents). */
  seq: number;
}

/** Every field of StoryFactionResult. */
export const STORY_FACTION_RESULT_FIELDS = 'faction winner';

/** StoryFactionResult with every field selected (STORY_FACTION_RESULT_FIELDS). */
export interface StoryFactionResultShape {
  /** Faction id. */
  faction: string;
  /** Winning seat (team with 4 players), or null: nobody. */
  winner: number | null;
}

/** Every field of Table. */
export const TABLE_FIELDS = 'cube { cube under } discardPileSize discarded drawPileSize followerPile hand lastTrick { phase plays { card seat } prizes ranking trickNumber winner } leader moon myCthulhuDiscard phase prizes removedFromGameCount revealed { discardPile drawPile followerPiles hands removedFromGame seed } seats { activeVampire followerPileSize gnomesInFront handSize isBot knownCards scorePile seat team underVampire username } setAsideTrolls skeletonTakes toAct { allowTop collected giant kind peeked prizes seat } trick { card seat } trickNumber';

/** Table with every field selected (TABLE_FIELDS). */
export interface TableShape {
  /** A Gelatinous Cube waiting on the table (R7). */
  cube: CubeOnTableShape | null;
  /** Cards in the discard pile now. */
  discardPileSize: number;
  /** Every card that entered the discard pile, oldest first. A Skeleton take (R7) removes one unseen. */
  discarded: string[];
  /** Cards left in the draw pile. */
  drawPileSize: number;
  /** The viewer's follower pile; null for onlookers. */
  followerPile: string[] | null;
  /** The viewer's hand; null for onlookers. */
  hand: string[] | null;
  /** The last completed trick. */
  lastTrick: CompletedTrickShape | null;
  /** The seat leading the current trick. */
  leader: number;
  /** The Moon (R5 Werewolves): `none` or `full`. */
  moon: string;
  /** The viewer's own Cthulhu discard while the others still choose (R7). */
  myCthulhuDiscard: string | null;
  /** `one`, `two` or `over`. */
  phase: string;
  /** The face-up prize(s) of the current phase-one trick. */
  prizes: string[];
  /** How many cards left the game. */
  removedFromGameCount: number;
  /** Everything, once the game is over (R9). */
  revealed: RevealedSecretsShape | null;
  /** Every seat, in seat order. */
  seats: SeatStateShape[];
  /** Trolls set aside (R5 Trolls). */
  setAsideTrolls: string[];
  /** Cards taken from the discard pile with the Skeleton. */
  skeletonTakes: number;
  /** Who must act now; null when the game is over. */
  toAct: PendingActionShape | null;
  /** Cards played to the current trick. */
  trick: PlayShape[];
  /** Trick number within the phase. */
  trickNumber: number;
}

/** Every field of TimeBank. */
export const TIME_BANK_FIELDS = 'incrementDays initialDays maxDays';

/** TimeBank with every field selected (TIME_BANK_FIELDS). */
export interface TimeBankShape {
  /** Days added after each of your moves. */
  incrementDays: number;
  /** Days each player starts with. */
  initialDays: number;
  /** The most a bank can hold. */
  maxDays: number;
}

/** Every field of TimeControl. */
export const TIME_CONTROL_FIELDS = 'automaticTimeout bank { incrementDays initialDays maxDays } daysPerMove noAutoTimeout noVacation';

/** TimeControl with every field selected (TIME_CONTROL_FIELDS). */
export interface TimeControlShape {
  /** True when the server ends the match by itself at a deadline (2 players, no noAutoTimeout). */
  automaticTimeout: boolean;
  /** The time bank; null with days per move. */
  bank: TimeBankShape | null;
  /** A fresh allowance of this many days for every move; null with a bank. */
  daysPerMove: number | null;
  /** True when only an opponent’s claim ends the match on time, never the sweep. */
  noAutoTimeout: boolean;
  /** True when vacations do not pause this match’s clocks. */
  noVacation: boolean;
}

/** Every field of Tournament. */
export const TOURNAMENT_FIELDS = 'actions { at by reason seq type username } bestOf bracket { round ties { games players points winner } } clubId createdAt currentRound daysPerMove divisionSize double entrants { userId username } entropyCommitment entryOpen factions format id invited maxEntrants maxRating minRating minReputation name organizer paused players preset promotion rated registrationClosesAt registrationOpensAt roundList { boards { adjudicated board matchId players result results } round } rounds rules { factions heroValues { hero value } heroes players } seasonDays seasonEndsAt seed seedCommitment standings { buchholz byes division draws losses played points rank sonnebornBerger userId username wins } startWhenFull startsAt status timeControl { automaticTimeout bank { incrementDays initialDays maxDays } daysPerMove noAutoTimeout noVacation } version withdrawAfterTimeouts withdrawn';

/** Tournament with every field selected (TOURNAMENT_FIELDS). */
export interface TournamentShape {
  /** The organizer's actions and the withdrawals, oldest first. */
  actions: TournamentActionShape[];
  /** Knockout: games per tie (best of N); null otherwise. */
  bestOf: number | null;
  /** Knockout: the bracket as far as it goes; empty for the other formats. */
  bracket: TournamentBracketRoundShape[];
  /** Entry limited to this club's members; null for none. */
  clubId: string | null;
  /** When it was created. */
  createdAt: string;
  /** The round being played (0 before the start). */
  currentRound: number;
  /** Days per move in every match; null with a time bank. */
  daysPerMove: number | null;
  /** League: entrants per division; null otherwise. */
  divisionSize: number | null;
  /** Round-robin: every pair meets twice, seats swapped. */
  double: boolean;
  /** The entrants: in join order, then (once started) in seed order, late entrants last. */
  entrants: TournamentEntrantShape[];
  /** SHA-256 (hex) of the entropy master seed every table's server seed is derived from, committed when the tournament was created, before any entry (docs/auditing.md "Matches started without a sit-down"); revealed in the log's `tournament_finished` or `tournament_cancelled`. Null for tournaments from before. */
  entropyCommitment: string | null;
  /** Whether a player can enter now: registration is open, or a running Swiss has a round still to pair (late entry), and there is room. */
  entryOpen: boolean;
  /** The factions, when chosen instead of a preset (then `preset` is `custom`). */
  factions: string[] | null;
  /** `swiss`, `round_robin`, `knockout` or `league`. */
  format: string;
  /** Tournament id. */
  id: string;
  /** Entry by invitation: the usernames of the only players who may enter; null for open entry. */
  invited: string[] | null;
  /** At most this many entrants. */
  maxEntrants: number;
  /** Entry rating range: the highest rating that may enter; null for none. */
  maxRating: number | null;
  /** Entry rating range: the lowest rating that may enter; null for none. */
  minRating: number | null;
  /** Entry needs at least this share of correspondence games finished, whole percent; null for none. */
  minReputation: number | null;
  /** Its name. */
  name: string;
  /** The organizer's username. */
  organizer: string;
  /** Paused by its organizer: no new round is paired until resumed. */
  paused: boolean;
  /** Players per match: 2, 3 or 4. */
  players: number;
  /** The rule preset of every match (R2.1). */
  preset: string;
  /** League: promoted and relegated per division; null otherwise. */
  promotion: number | null;
  /** Whether its matches are rated. */
  rated: boolean;
  /** Registration closes then (no entries from then on); null: at the start. */
  registrationClosesAt: string | null;
  /** Registration opens then; null: at creation. */
  registrationOpensAt: string | null;
  /** The rounds paired so far, first to last. */
  roundList: TournamentRoundShape[];
  /** Rounds: chosen for a Swiss; seasons of a league; bracket rounds of a knockout and rounds of a round-robin, known once it starts (0 before). */
  rounds: number;
  /** Every match's rules: factions, heroes and hero values (R2). */
  rules: RulesShape;
  /** League: days per season; null otherwise. */
  seasonDays: number | null;
  /** League: when the current season ends (unfinished games are then scored as draws); null otherwise. */
  seasonEndsAt: string | null;
  /** The seed, revealed when the tournament ends; null before. */
  seed: string | null;
  /** SHA-256 of the seed, published when registration closes (hex); null before. */
  seedCommitment: string | null;
  /** The standings after the finished games. */
  standings: TournamentStandingShape[];
  /** Registration closes and round 1 is paired as the last place (maxEntrants) is taken. */
  startWhenFull: boolean;
  /** The server starts the tournament then (given enough entrants); null: the organizer starts it. */
  startsAt: string | null;
  /** `registration` (open to entries), `running`, `finished` or `cancelled`. */
  status: string;
  /** Every match's time control: days per move or a time bank, and noVacation (docs/correspondence.md). */
  timeControl: TimeControlShape;
  /** The number of events in its log (the export has them all). */
  version: number;
  /** An entrant who times out of this many games is withdrawn (0: never). */
  withdrawAfterTimeouts: number;
  /** Entrants withdrawn after the start (usernames): paired no more, still ranked. */
  withdrawn: string[];
}

/** Every field of TournamentAction. */
export const TOURNAMENT_ACTION_FIELDS = 'at by reason seq type username';

/** TournamentAction with every field selected (TOURNAMENT_ACTION_FIELDS). */
export interface TournamentActionShape {
  /** When. */
  at: string;
  /** Who acted: the organizer, or the entrant who withdrew (reason `withdrew`); null when the server withdrew an entrant. */
  by: string | null;
  /** For a removal: `organizer` (removed), `timeouts` (timed out of withdrawAfterTimeouts games) or `withdrew` (left after the start). */
  reason: string | null;
  /** Its event number in the log. */
  seq: number;
  /** `tournament_paused`, `tournament_resumed`, `tournament_cancelled`, `entrant_removed` or `organizer_changed`. */
  type: string;
  /** The entrant removed, or the new organizer. */
  username: string | null;
}

/** Every field of TournamentBoard. */
export const TOURNAMENT_BOARD_FIELDS = 'adjudicated board matchId players result results';

/** TournamentBoard with every field selected (TOURNAMENT_BOARD_FIELDS). */
export interface TournamentBoardShape {
  /** League: scored a draw at the season's deadline while its match went on. */
  adjudicated: boolean;
  /** Board number in its round, 1 first. */
  board: number;
  /** The match; null for a bye. */
  matchId: string | null;
  /** The usernames, seat 0 first; one for a bye. */
  players: string[];
  /** Seat 0's result: `win`, `draw` or `loss`; null while it is played and for a bye. */
  result: string | null;
  /** Every seat's result, seat 0 first (tables of 3 or 4 too); null while it is played and for a bye. */
  results: string[] | null;
}

/** Every field of TournamentBracketRound. */
export const TOURNAMENT_BRACKET_ROUND_FIELDS = 'round ties { games players points winner }';

/** TournamentBracketRound with every field selected (TOURNAMENT_BRACKET_ROUND_FIELDS). */
export interface TournamentBracketRoundShape {
  /** Bracket round, 1 first (the last is the final). */
  round: number;
  /** Its ties in bracket order. */
  ties: TournamentTieShape[];
}

/** Every field of TournamentEntrant. */
export const TOURNAMENT_ENTRANT_FIELDS = 'userId username';

/** TournamentEntrant with every field selected (TOURNAMENT_ENTRANT_FIELDS). */
export interface TournamentEntrantShape {
  /** User id (as the tournament log names the player). */
  userId: string;
  /** Username. */
  username: string;
}

/** Every field of TournamentRound. */
export const TOURNAMENT_ROUND_FIELDS = 'boards { adjudicated board matchId players result results } round';

/** TournamentRound with every field selected (TOURNAMENT_ROUND_FIELDS). */
export interface TournamentRoundShape {
  /** Its boards, in board order (a bye last). */
  boards: TournamentBoardShape[];
  /** Round number, 1 first. */
  round: number;
}

/** Every field of TournamentStanding. */
export const TOURNAMENT_STANDING_FIELDS = 'buchholz byes division draws losses played points rank sonnebornBerger userId username wins';

/** TournamentStanding with every field selected (TOURNAMENT_STANDING_FIELDS). */
export interface TournamentStandingShape {
  /** Buchholz: the sum of the opponents' points (exact: a multiple of ½). */
  buchholz: number;
  /** Byes received. */
  byes: number;
  /** League: the division of the current season (1 the top); null otherwise. */
  division: number | null;
  /** Games drawn. */
  draws: number;
  /** Games lost. */
  losses: number;
  /** Games finished. */
  played: number;
  /** Points: a win or a bye 1, a draw ½ (exact: a multiple of ½). */
  points: number;
  /** Place, 1 first. */
  rank: number;
  /** Sonneborn–Berger: the sum of each result (1, ½, 0) times that opponent's points (a multiple of ¼). */
  sonnebornBerger: number;
  /** User id. */
  userId: string;
  /** Username. */
  username: string;
  /** Games won. */
  wins: number;
}

/** Every field of TournamentTie. */
export const TOURNAMENT_TIE_FIELDS = 'games players points winner';

/** TournamentTie with every field selected (TOURNAMENT_TIE_FIELDS). */
export interface TournamentTieShape {
  /** Games finished. */
  games: number;
  /** The usernames, the higher seed first; one for a bye. */
  players: string[];
  /** Game points of each (win 1, draw ½). */
  points: number[];
  /** Who goes through; null while undecided. */
  winner: string | null;
}

/** Every field of TurnEntry. */
export const TURN_ENTRY_FIELDS = 'deadline due dueSince matchId opponents seat version';

/** TurnEntry with every field selected (TURN_ENTRY_FIELDS). */
export interface TurnEntryShape {
  /** When your time runs out; null without a time control. */
  deadline: string | null;
  /** What is due: play (a card), or the decision to make: seer, prize, vampire, smash, cthulhu or skeleton. */
  due: string;
  /** When it became your move. */
  dueSince: string;
  /** Match id. */
  matchId: string;
  /** The other players' names, in seat order. */
  opponents: string[];
  /** Your seat. */
  seat: number;
  /** The match version: send it as expectedVersion. */
  version: number;
}

/** Every field of User. */
export const USER_FIELDS = 'botLevel createdAt id isBot isGuest role username';

/** User with every field selected (USER_FIELDS). */
export interface UserShape {
  /** The built-in computer player's level (`easy`, `medium`, `hard`) for its own accounts; null otherwise. */
  botLevel: string | null;
  /** When the account was created. */
  createdAt: string;
  /** User id. */
  id: string;
  /** A bot account (docs/bots.md): once set, never cleared; its seats are marked as a bot. */
  isBot: boolean;
  /** A guest account (docs/players.md "Guests"): made by `createGuest`, without a password; turned into an account by `convertGuest`. */
  isGuest: boolean;
  /** What the user may do beyond playing. */
  role: 'admin' | 'moderator' | 'player';
  /** Unique regardless of case; stored lower-cased. */
  username: string;
}

/** Every field of UserAction. */
export const USER_ACTION_FIELDS = 'createdAt matchId move requestId seq type';

/** UserAction with every field selected (USER_ACTION_FIELDS). */
export interface UserActionShape {
  /** When. */
  createdAt: string;
  /** Match id. */
  matchId: string;
  /** The move (R10 JSON), once its match is over. */
  move: string | null;
  /** The request that caused it. */
  requestId: string | null;
  /** Event sequence number. */
  seq: number;
  /** Event type. */
  type: string;
}

/** Every field of Vacation. */
export const VACATION_FIELDS = 'active endsAt id startsAt';

/** Vacation with every field selected (VACATION_FIELDS). */
export interface VacationShape {
  /** True once it has begun (its events are in your running matches). */
  active: boolean;
  /** When it ends, unless ended early. */
  endsAt: string;
  /** Vacation id. */
  id: string;
  /** When it begins (or began). */
  startsAt: string;
}

/** Every field of VacationStatus. */
export const VACATION_STATUS_FIELDS = 'allowanceDays usedDays vacation { active endsAt id startsAt }';

/** VacationStatus with every field selected (VACATION_STATUS_FIELDS). */
export interface VacationStatusShape {
  /** Vacation days a year (CLAIM_VACATION_DAYS_PER_YEAR). */
  allowanceDays: number;
  /** Days used or booked this year (UTC). */
  usedDays: number;
  /** In force, or else the next one booked. */
  vacation: VacationShape | null;
}

/** Every field of WaitingFriend. */
export const WAITING_FRIEND_FIELDS = 'matches since username';

/** WaitingFriend with every field selected (WAITING_FRIEND_FIELDS). */
export interface WaitingFriendShape {
  /** In how many matches a seat of theirs is due. */
  matches: number;
  /** Since when the longest of them waits. */
  since: string;
  /** Their name. */
  username: string;
}

/** Every field of Webhook. */
export const WEBHOOK_FIELDS = 'createdAt events id url';

/** Webhook with every field selected (WEBHOOK_FIELDS). */
export interface WebhookShape {
  /** When it was registered. */
  createdAt: string;
  /** The notification kinds sent to it. */
  events: ('APPEAL_ANSWERED' | 'CHALLENGE_ANSWERED' | 'CHAT' | 'CLUB' | 'CLUB_MATCH_SIGNUP_CLOSED' | 'DEADLINE_APPROACHING' | 'FOLLOWED' | 'FRIEND_ADDED' | 'GAME_OVER' | 'INVITATION' | 'OPPONENT_MOVED' | 'ORDER_DROPPED' | 'SEEK_MATCHED' | 'TOURNAMENT' | 'YOUR_TURN')[];
  /** Webhook id. */
  id: string;
  /** The HTTPS address notifications are posted to. */
  url: string;
}

/** Every field of WebhookDelivery. */
export const WEBHOOK_DELIVERY_FIELDS = 'attempts body createdAt deliveredAt event id lastError lastResponseCode nextAttemptAt status';

/** WebhookDelivery with every field selected (WEBHOOK_DELIVERY_FIELDS). */
export interface WebhookDeliveryShape {
  /** Attempts made so far. */
  attempts: number;
  /** The exact JSON body posted. */
  body: string;
  /** When the notification was queued. */
  createdAt: string;
  /** When the receiver accepted it; null until then. */
  deliveredAt: string | null;
  /** The notification kind delivered. */
  event: 'APPEAL_ANSWERED' | 'CHALLENGE_ANSWERED' | 'CHAT' | 'CLUB' | 'CLUB_MATCH_SIGNUP_CLOSED' | 'DEADLINE_APPROACHING' | 'FOLLOWED' | 'FRIEND_ADDED' | 'GAME_OVER' | 'INVITATION' | 'OPPONENT_MOVED' | 'ORDER_DROPPED' | 'SEEK_MATCHED' | 'TOURNAMENT' | 'YOUR_TURN';
  /** Also the webhook-id header and the body's `id`: receivers deduplicate by it. */
  id: string;
  /** Why the last attempt failed. */
  lastError: string | null;
  /** HTTP status of the last attempt; null if it got no response. */
  lastResponseCode: number | null;
  /** When the next attempt is due (pending only). */
  nextAttemptAt: string | null;
  /** Where the delivery stands. */
  status: 'DELIVERED' | 'FAILED' | 'PENDING';
}
