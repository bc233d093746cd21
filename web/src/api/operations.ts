import { request, subscribe, newIdempotencyKey, SubscriptionHandlers } from './graphql';
import type {
  Challenge,
  CreateLobbyInput,
  Decision,
  Lobby,
  Match,
  MatchEvent,
  MatchUpdate,
  Move,
  PendingAction,
  TurnEntry,
  User,
} from './types';

/** Every operation the client sends, in one place, with the fields the screens read. */

const RULES = 'rules { players factions heroes heroValues { hero value } }';
const TABLE = `phase trickNumber leader drawPileSize discarded discardPileSize skeletonTakes removedFromGameCount moon setAsideTrolls
  prizes hand followerPile myCthulhuDiscard
  toAct { kind seat peeked prizes allowTop collected giant }
  trick { seat card }
  lastTrick { plays { seat card } prizes ranking winner phase trickNumber }
  cube { cube under }
  seats { seat username team handSize followerPileSize scorePile gnomesInFront activeVampire underVampire knownCards }
  revealed { seed hands followerPiles drawPile removedFromGame discardPile }`;
const MATCH = `id status version headHash seedCommitment seed mySeat createdAt ${RULES}
  seats { seat username }
  result { winner endedBy forfeitedSeat factions { faction winner } }
  table { ${TABLE} }`;
/** Enough for a list row: who plays, whose turn, the result. */
const MATCH_SUMMARY = `id status version mySeat createdAt ${RULES}
  seats { seat username }
  result { winner endedBy forfeitedSeat }
  table { phase trickNumber toAct { kind seat } }`;
const MOVE = 'seat kind card activate bury gnome victim';
const EVENT = `seq type seat hidden createdAt move { ${MOVE} }`;
const LOBBY = `id ${RULES} owner status players seats { seat username } matchId daysPerMove createdAt`;

export interface AuthPayload {
  accessToken: string;
  user: User;
}

export async function register(username: string, password: string): Promise<AuthPayload> {
  const data = await request<{ register: AuthPayload }>(
    'mutation Register($input: RegisterInput!) { register(input: $input) { accessToken user { id username role } } }',
    { input: { username, password } },
  );
  return data.register;
}

export async function login(username: string, password: string): Promise<AuthPayload> {
  const data = await request<{ login: AuthPayload }>(
    'mutation Login($input: LoginInput!) { login(input: $input) { accessToken user { id username role } } }',
    { input: { username, password } },
  );
  return data.login;
}

export async function me(): Promise<User> {
  return (await request<{ me: User }>('query Me { me { id username role } }')).me;
}

export async function fetchMatch(id: string): Promise<Match> {
  return (await request<{ match: Match }>(`query Match($id: ID!) { match(id: $id) { ${MATCH} } }`, { id })).match;
}

export async function fetchMatchAt(id: string, version: number): Promise<Match> {
  return (
    await request<{ matchAt: Match }>(
      `query MatchAt($id: ID!, $v: Int!) { matchAt(id: $id, version: $v) { ${MATCH} } }`,
      { id, v: version },
    )
  ).matchAt;
}

export type MatchSummary = Pick<Match, 'id' | 'status' | 'version' | 'mySeat' | 'createdAt' | 'rules' | 'seats'> & {
  result: Pick<NonNullable<Match['result']>, 'winner' | 'endedBy' | 'forfeitedSeat'> | null;
  table: { phase: string; trickNumber: number; toAct: Pick<PendingAction, 'kind' | 'seat'> | null };
};

export async function fetchMyMatches(): Promise<MatchSummary[]> {
  return (await request<{ myMatches: MatchSummary[] }>(`query MyMatches { myMatches { ${MATCH_SUMMARY} } }`)).myMatches;
}

/** Matches where it is the caller's move, soonest deadline first. */
export async function fetchMyTurn(): Promise<TurnEntry[]> {
  return (
    await request<{ myTurn: TurnEntry[] }>(
      'query MyTurn { myTurn(first: 200) { matchId seat opponents due version dueSince deadline } }',
    )
  ).myTurn;
}

export async function fetchLegalMoves(matchId: string): Promise<Move[]> {
  return (
    await request<{ legalMoves: Move[] }>(`query Legal($m: ID!) { legalMoves(matchId: $m) { ${MOVE} } }`, {
      m: matchId,
    })
  ).legalMoves;
}

export async function fetchEvents(matchId: string, after = -1): Promise<MatchEvent[]> {
  return (
    await request<{ matchEvents: MatchEvent[] }>(
      `query Events($m: ID!, $a: Int!) { matchEvents(matchId: $m, after: $a) { ${EVENT} } }`,
      { m: matchId, a: after },
    )
  ).matchEvents;
}

export async function playCard(matchId: string, card: string, expectedVersion: number): Promise<Match> {
  const data = await request<{ playCard: Match }>(
    `mutation Play($m: ID!, $c: String!, $v: Int!, $k: String) { playCard(matchId: $m, card: $c, expectedVersion: $v, idempotencyKey: $k) { ${MATCH} } }`,
    { m: matchId, c: card, v: expectedVersion, k: newIdempotencyKey() },
  );
  return data.playCard;
}

export async function decide(matchId: string, decision: Decision, expectedVersion: number): Promise<Match> {
  const data = await request<{ decide: Match }>(
    `mutation Decide($m: ID!, $d: DecisionInput!, $v: Int!, $k: String) { decide(matchId: $m, decision: $d, expectedVersion: $v, idempotencyKey: $k) { ${MATCH} } }`,
    { m: matchId, d: decision, v: expectedVersion, k: newIdempotencyKey() },
  );
  return data.decide;
}

export async function resign(matchId: string): Promise<Match> {
  return (
    await request<{ resign: Match }>(`mutation Resign($m: ID!) { resign(matchId: $m) { ${MATCH} } }`, { m: matchId })
  ).resign;
}

export function watchMatch(matchId: string, handlers: SubscriptionHandlers<{ matchUpdated: MatchUpdate }>): () => void {
  return subscribe(
    `subscription Watch($m: ID!) { matchUpdated(matchId: $m) { event { ${EVENT} } match { ${MATCH} } } }`,
    { m: matchId },
    handlers,
  );
}

export async function fetchOpenLobbies(): Promise<Lobby[]> {
  return (await request<{ openLobbies: Lobby[] }>(`query OpenLobbies { openLobbies { ${LOBBY} } }`)).openLobbies;
}

export async function fetchMyLobbies(): Promise<Lobby[]> {
  return (await request<{ myLobbies: Lobby[] }>(`query MyLobbies { myLobbies { ${LOBBY} } }`)).myLobbies;
}

export async function fetchLobby(id: string): Promise<Lobby> {
  return (await request<{ lobby: Lobby }>(`query Lobby($id: ID!) { lobby(id: $id) { ${LOBBY} } }`, { id })).lobby;
}

export async function createLobby(input: CreateLobbyInput): Promise<Lobby> {
  return (
    await request<{ createLobby: Lobby }>(
      `mutation CreateLobby($input: CreateLobbyInput!) { createLobby(input: $input) { ${LOBBY} } }`,
      { input },
    )
  ).createLobby;
}

export async function joinLobby(id: string): Promise<Lobby> {
  return (
    await request<{ joinLobby: Lobby }>(`mutation JoinLobby($id: ID!) { joinLobby(id: $id) { ${LOBBY} } }`, { id })
  ).joinLobby;
}

export async function leaveLobby(id: string): Promise<void> {
  await request(`mutation LeaveLobby($id: ID!) { leaveLobby(id: $id) { id } }`, { id });
}

const CHALLENGE = `id ${RULES} challenger challenged status matchId rematchOf daysPerMove createdAt`;

export async function fetchMyChallenges(): Promise<Challenge[]> {
  return (await request<{ myChallenges: Challenge[] }>(`query MyChallenges { myChallenges { ${CHALLENGE} } }`))
    .myChallenges;
}

/** Challenges one player by name to a two-player game with these rules. */
export async function sendChallenge(username: string, input: CreateLobbyInput): Promise<Challenge> {
  return (
    await request<{ challenge: Challenge }>(
      `mutation Challenge($u: String!, $input: CreateLobbyInput!) { challenge(username: $u, input: $input) { ${CHALLENGE} } }`,
      { u: username, input },
    )
  ).challenge;
}

export type ChallengeAnswer = 'acceptChallenge' | 'declineChallenge' | 'cancelChallenge';

/** Accepting starts the match (its id is in `matchId`); declining is the challenged player's, cancelling the challenger's. */
export async function answerChallenge(action: ChallengeAnswer, id: string): Promise<Challenge> {
  const data = await request<Record<ChallengeAnswer, Challenge>>(
    `mutation Answer($id: ID!) { ${action}(id: $id) { ${CHALLENGE} } }`,
    { id },
  );
  return data[action];
}

/** Offers the opponent of a finished two-player match the same game again; if they offered first, this accepts. */
export async function offerRematch(matchId: string): Promise<Challenge> {
  return (
    await request<{ rematch: Challenge }>(`mutation Rematch($m: ID!) { rematch(matchId: $m) { ${CHALLENGE} } }`, {
      m: matchId,
    })
  ).rematch;
}
