import { graphql } from './gql';
import type { SubscriptionHandlers } from './graphql';
import { request, subscribe, newIdempotencyKey } from './graphql';
import { newContribution, rememberContribution } from './entropy';
import type {
  Challenge,
  CreateLobbyInput,
  Decision,
  ForcedMovesSetting,
  Lobby,
  Match,
  MatchEvent,
  MatchSummary,
  MatchUpdate,
  Move,
  Notice,
  StoryEvent,
  TurnEntry,
  User,
} from './types';

/**
 * Every operation the client sends, in one place. The result and variable types are generated from
 * schema.gql by GraphQL Code Generator (`npm run web:codegen`, into ./gql); a test fails when the
 * committed code and the schema disagree.
 */

graphql(`
  fragment RulesFields on Rules {
    players
    factions
    heroes
    heroValues {
      hero
      value
    }
  }
`);

graphql(`
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
`);

graphql(`
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
`);

graphql(`
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
`);

graphql(`
  fragment MoveFields on Move {
    seat
    kind
    card
    activate
    bury
    gnome
    victim
  }
`);

graphql(`
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
`);

graphql(`
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
`);

graphql(`
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
`);

graphql(`
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
`);

export interface AuthPayload {
  accessToken: string;
  user: User;
}

/** What every sign-in answers with (register, login, link, guest, password change, …): one selection. */
graphql(`
  fragment AuthPayloadFields on AuthPayload {
    accessToken
    user {
      id
      username
      role
      isGuest
    }
  }
`);

const REGISTER = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...AuthPayloadFields
    }
  }
`);

const LOGIN = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...AuthPayloadFields
    }
  }
`);

const REQUEST_SIGN_IN_LINK = graphql(`
  mutation RequestSignInLink($login: String!) {
    requestSignInLink(login: $login)
  }
`);

const SIGN_IN_WITH_LINK = graphql(`
  mutation SignInWithLink($token: String!) {
    signInWithLink(token: $token) {
      ...AuthPayloadFields
    }
  }
`);

const ME = graphql(`
  query Me {
    me {
      id
      username
      role
      isGuest
    }
  }
`);

export async function register(username: string, password: string): Promise<AuthPayload> {
  return (await request(REGISTER, { input: { username, password } })).register;
}

export async function login(username: string, password: string): Promise<AuthPayload> {
  return (await request(LOGIN, { input: { username, password } })).login;
}

/** Mails a one-time sign-in link to the account's verified address, if it has one (the answer never says). */
export async function requestSignInLink(login: string): Promise<void> {
  await request(REQUEST_SIGN_IN_LINK, { login });
}

export async function signInWithLink(token: string): Promise<AuthPayload> {
  return (await request(SIGN_IN_WITH_LINK, { token })).signInWithLink;
}

export async function me(): Promise<User> {
  return (await request(ME, {})).me;
}

const MATCH = graphql(`
  query Match($id: ID!) {
    match(id: $id) {
      ...MatchFields
    }
  }
`);

const MATCH_AT = graphql(`
  query MatchAt($id: ID!, $v: Int!) {
    matchAt(id: $id, version: $v) {
      ...MatchFields
    }
  }
`);

const MY_MATCHES = graphql(`
  query MyMatches {
    myMatches {
      ...MatchSummaryFields
    }
  }
`);

const MY_TURN = graphql(`
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
`);

const LEGAL = graphql(`
  query Legal($m: ID!) {
    legalMoves(matchId: $m) {
      ...MoveFields
    }
  }
`);

const EVENTS = graphql(`
  query Events($m: ID!, $a: Int!) {
    matchEvents(matchId: $m, after: $a) {
      ...EventFields
    }
  }
`);

const STORY = graphql(`
  query Story($m: ID!, $a: Int!) {
    matchStory(matchId: $m, after: $a) {
      ...StoryFields
    }
  }
`);

export async function fetchMatch(id: string): Promise<Match> {
  return (await request(MATCH, { id })).match;
}

export async function fetchMatchAt(id: string, version: number): Promise<Match> {
  return (await request(MATCH_AT, { id, v: version })).matchAt;
}

export async function fetchMyMatches(): Promise<MatchSummary[]> {
  return (await request(MY_MATCHES, {})).myMatches;
}

/** Matches where it is the caller's move, soonest deadline first. */
export async function fetchMyTurn(): Promise<TurnEntry[]> {
  return (await request(MY_TURN, {})).myTurn;
}

export async function fetchLegalMoves(matchId: string): Promise<Move[]> {
  return (await request(LEGAL, { m: matchId })).legalMoves;
}

export async function fetchEvents(matchId: string, after = -1): Promise<MatchEvent[]> {
  return (await request(EVENTS, { m: matchId, a: after })).matchEvents;
}

/** The story of the match after event `after`, as the caller may see it (R9). */
export async function fetchStory(matchId: string, after = -1): Promise<StoryEvent[]> {
  return (await request(STORY, { m: matchId, a: after })).matchStory;
}

const PLAY = graphql(`
  mutation Play($m: ID!, $c: String!, $v: Int!, $k: String) {
    playCard(matchId: $m, card: $c, expectedVersion: $v, idempotencyKey: $k) {
      ...MatchFields
    }
  }
`);

const DECIDE = graphql(`
  mutation Decide($m: ID!, $d: DecisionInput!, $v: Int!, $k: String) {
    decide(matchId: $m, decision: $d, expectedVersion: $v, idempotencyKey: $k) {
      ...MatchFields
    }
  }
`);

const RESIGN = graphql(`
  mutation Resign($m: ID!) {
    resign(matchId: $m) {
      ...MatchFields
    }
  }
`);

export async function playCard(matchId: string, card: string, expectedVersion: number): Promise<Match> {
  return (await request(PLAY, { m: matchId, c: card, v: expectedVersion, k: newIdempotencyKey() })).playCard;
}

export async function decide(matchId: string, decision: Decision, expectedVersion: number): Promise<Match> {
  return (await request(DECIDE, { m: matchId, d: decision, v: expectedVersion, k: newIdempotencyKey() })).decide;
}

export async function resign(matchId: string): Promise<Match> {
  return (await request(RESIGN, { m: matchId })).resign;
}

const REQUEST_REPLACEMENT = graphql(`
  mutation RequestReplacement($m: ID!) {
    requestReplacement(matchId: $m) {
      ...MatchFields
    }
  }
`);

/** 3–4 players: let the computer take over seats that leave (docs/engine.md "Replaced seats"). */
export async function requestReplacement(matchId: string): Promise<Match> {
  return (await request(REQUEST_REPLACEMENT, { m: matchId })).requestReplacement;
}

const FORCED_MOVES = graphql(`
  query ForcedMoves($m: ID) {
    forcedMoves(matchId: $m) {
      on
      overridden
    }
  }
`);

const SET_FORCED_MOVES = graphql(`
  mutation SetForcedMoves($on: Boolean!) {
    setForcedMoves(on: $on) {
      on
      overridden
    }
  }
`);

const SET_MATCH_FORCED_MOVES = graphql(`
  mutation SetMatchForcedMoves($m: ID!, $on: Boolean) {
    setMatchForcedMoves(matchId: $m, on: $on) {
      on
      overridden
    }
  }
`);

/** Whether the server plays my forced moves (docs/bots.md): the account's setting, or with a match my seat's there. */
export async function fetchForcedMoves(matchId?: string): Promise<ForcedMovesSetting> {
  return (await request(FORCED_MOVES, { m: matchId ?? null })).forcedMoves;
}

/** The account's setting: play my forced moves for me in every match that does not choose otherwise. */
export async function setForcedMoves(on: boolean): Promise<ForcedMovesSetting> {
  return (await request(SET_FORCED_MOVES, { on })).setForcedMoves;
}

/** My seat's choice for one match: on, off, or null to follow the account's setting again. */
export async function setMatchForcedMoves(matchId: string, on: boolean | null): Promise<ForcedMovesSetting> {
  return (await request(SET_MATCH_FORCED_MOVES, { m: matchId, on })).setMatchForcedMoves;
}

const SET_HISTORY_HIDDEN = graphql(`
  mutation SetHistoryHidden($hidden: Boolean!) {
    setHistoryHidden(hidden: $hidden)
  }
`);

/** Hides my history on my profile and in the archive's search by player (false: shows it again). */
export async function setHistoryHidden(hidden: boolean): Promise<void> {
  await request(SET_HISTORY_HIDDEN, { hidden });
}

const ABORT = graphql(`
  mutation Abort($m: ID!) {
    abort(matchId: $m) {
      ...MatchFields
    }
  }
`);

const CLAIM_TIMEOUT = graphql(`
  mutation ClaimTimeout($m: ID!, $c: TimeoutClaim) {
    claimTimeout(matchId: $m, claim: $c) {
      ...MatchFields
    }
  }
`);

/** Calls the match off before the first move. */
export async function abort(matchId: string): Promise<Match> {
  return (await request(ABORT, { m: matchId })).abort;
}

/** Claims the due opponent out of time: END the match, or (3–4 players) SKIP the seat. */
export async function claimTimeout(matchId: string, claim: 'END' | 'SKIP' = 'END'): Promise<Match> {
  return (await request(CLAIM_TIMEOUT, { m: matchId, c: claim })).claimTimeout;
}

const WATCH = graphql(`
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
`);

/** Every event after version `after` (the one on screen), then each new one, once and in order. */
export function watchMatch(
  matchId: string,
  after: number | null,
  handlers: SubscriptionHandlers<{ matchUpdated: MatchUpdate }>,
): () => void {
  return subscribe(WATCH, { m: matchId, a: after }, handlers);
}

const MY_EVENTS = graphql(`
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
`);

/** The caller's notices across matches and challenges (never a card, R9). */
export function watchMyEvents(handlers: SubscriptionHandlers<{ myEvents: Notice }>): () => void {
  return subscribe(MY_EVENTS, {}, handlers);
}

const OPEN_LOBBIES = graphql(`
  query OpenLobbies($min: Float, $max: Float) {
    openLobbies(minRating: $min, maxRating: $max) {
      ...LobbyFields
    }
  }
`);

const MY_LOBBIES = graphql(`
  query MyLobbies {
    myLobbies {
      ...LobbyFields
    }
  }
`);

const LOBBY = graphql(`
  query Lobby($id: ID!) {
    lobby(id: $id) {
      ...LobbyFields
    }
  }
`);

const CREATE_LOBBY = graphql(`
  mutation CreateLobby($input: CreateLobbyInput!) {
    createLobby(input: $input) {
      ...LobbyFields
    }
  }
`);

const JOIN_LOBBY = graphql(`
  mutation JoinLobby($id: ID!, $entropy: String) {
    joinLobby(id: $id, entropy: $entropy) {
      ...LobbyFields
    }
  }
`);

const LEAVE_LOBBY = graphql(`
  mutation LeaveLobby($id: ID!) {
    leaveLobby(id: $id) {
      id
    }
  }
`);

/** Open lobbies; with a bound, those whose creator's rating in the lobby's pool is within it. */
export async function fetchOpenLobbies(range: { min?: number; max?: number } = {}): Promise<Lobby[]> {
  return (await request(OPEN_LOBBIES, { min: range.min ?? null, max: range.max ?? null })).openLobbies;
}

export async function fetchMyLobbies(): Promise<Lobby[]> {
  return (await request(MY_LOBBIES, {})).myLobbies;
}

export async function fetchLobby(id: string): Promise<Lobby> {
  return (await request(LOBBY, { id })).lobby;
}

/** Opens a lobby, contributing a fresh entropy contribution to its deal (docs/players.md). */
export async function createLobby(input: CreateLobbyInput): Promise<Lobby> {
  const entropy = newContribution();
  const lobby = (await request(CREATE_LOBBY, { input: { ...input, entropy } })).createLobby;
  rememberContribution(entropy, lobby.seedCommitment);
  return lobby;
}

const PLAY_COMPUTER = graphql(`
  mutation PlayComputer($input: PlayComputerInput!) {
    playComputer(input: $input) {
      id
    }
  }
`);

const REMATCH_COMPUTER = graphql(`
  mutation RematchComputer($matchId: ID!) {
    rematchComputer(matchId: $matchId) {
      id
    }
  }
`);

/** Starts a match against the computer at `level`; the id of the new match. */
export async function playComputer(input: CreateLobbyInput, level: string): Promise<string> {
  return (await request(PLAY_COMPUTER, { input: { ...input, level } })).playComputer.id;
}

/** The same match against the computer again; the id of the new match. */
export async function rematchComputer(matchId: string): Promise<string> {
  return (await request(REMATCH_COMPUTER, { matchId })).rematchComputer.id;
}

const PUSH_PUBLIC_KEY = graphql(`
  query PushPublicKey {
    pushPublicKey
  }
`);

const ADD_PUSH_SUBSCRIPTION = graphql(`
  mutation AddPushSubscription($endpoint: String!, $p256dh: String!, $auth: String!) {
    addPushSubscription(endpoint: $endpoint, p256dh: $p256dh, auth: $auth) {
      id
      endpoint
    }
  }
`);

const MY_PUSH_SUBSCRIPTIONS = graphql(`
  query MyPushSubscriptions {
    myPushSubscriptions {
      id
      endpoint
    }
  }
`);

const REMOVE_PUSH_SUBSCRIPTION = graphql(`
  mutation RemovePushSubscription($id: ID!) {
    removePushSubscription(id: $id)
  }
`);

/** The server's VAPID public key (base64url), for PushManager.subscribe. */
export async function fetchPushPublicKey(): Promise<string> {
  return (await request(PUSH_PUBLIC_KEY, {})).pushPublicKey;
}

export async function addPushSubscription(endpoint: string, p256dh: string, auth: string): Promise<void> {
  await request(ADD_PUSH_SUBSCRIPTION, { endpoint, p256dh, auth });
}

/** Stops pushes to the browser subscribed at `endpoint` (a no-op when the server does not know it). */
export async function removePushSubscription(endpoint: string): Promise<void> {
  const mine = (await request(MY_PUSH_SUBSCRIPTIONS, {})).myPushSubscriptions;
  for (const s of mine.filter((x) => x.endpoint === endpoint)) await request(REMOVE_PUSH_SUBSCRIPTION, { id: s.id });
}

/** Takes the next seat, contributing a fresh entropy contribution (docs/players.md). */
export async function joinLobby(id: string): Promise<Lobby> {
  const entropy = newContribution();
  const lobby = (await request(JOIN_LOBBY, { id, entropy })).joinLobby;
  rememberContribution(entropy, lobby.seedCommitment);
  return lobby;
}

export async function leaveLobby(id: string): Promise<void> {
  await request(LEAVE_LOBBY, { id });
}

const MY_CHALLENGES = graphql(`
  query MyChallenges {
    myChallenges {
      ...ChallengeFields
    }
  }
`);

const CHALLENGE = graphql(`
  mutation Challenge($u: String!, $input: CreateLobbyInput!) {
    challenge(username: $u, input: $input) {
      ...ChallengeFields
    }
  }
`);

const ACCEPT = graphql(`
  mutation Accept($id: ID!, $entropy: String) {
    acceptChallenge(id: $id, entropy: $entropy) {
      ...ChallengeFields
    }
  }
`);

const DECLINE = graphql(`
  mutation Decline($id: ID!) {
    declineChallenge(id: $id) {
      ...ChallengeFields
    }
  }
`);

const CANCEL = graphql(`
  mutation Cancel($id: ID!) {
    cancelChallenge(id: $id) {
      ...ChallengeFields
    }
  }
`);

const REMATCH = graphql(`
  mutation Rematch($m: ID!, $tc: RematchTimeControlInput) {
    rematch(matchId: $m, timeControl: $tc) {
      ...ChallengeFields
    }
  }
`);

export async function fetchMyChallenges(): Promise<Challenge[]> {
  return (await request(MY_CHALLENGES, {})).myChallenges;
}

/** Challenges one player by name to a two-player game with these rules. */
export async function sendChallenge(username: string, input: CreateLobbyInput): Promise<Challenge> {
  const entropy = newContribution();
  const sent = (await request(CHALLENGE, { u: username, input: { ...input, entropy } })).challenge;
  rememberContribution(entropy, sent.seedCommitment);
  return sent;
}

export type ChallengeAnswer = 'acceptChallenge' | 'declineChallenge' | 'cancelChallenge';

/** Accepting starts the match (its id is in `matchId`); declining is the challenged player's, cancelling the challenger's. */
export async function answerChallenge(action: ChallengeAnswer, id: string): Promise<Challenge> {
  if (action === 'acceptChallenge') {
    const entropy = newContribution();
    const accepted = (await request(ACCEPT, { id, entropy })).acceptChallenge;
    rememberContribution(entropy, accepted.seedCommitment);
    return accepted;
  }
  if (action === 'declineChallenge') return (await request(DECLINE, { id })).declineChallenge;
  return (await request(CANCEL, { id })).cancelChallenge;
}

/**
 * Offers the opponent of a finished two-player match the same game again, with the same time control or
 * `timeControl`; if they offered first, this accepts their offer.
 */
export async function offerRematch(
  matchId: string,
  timeControl: Pick<CreateLobbyInput, 'daysPerMove' | 'timeBank' | 'noAutoTimeout' | 'noVacation'> | null = null,
): Promise<Challenge> {
  return (await request(REMATCH, { m: matchId, tc: timeControl })).rematch;
}
