import type { GraphQLResponse, GraphQLResponseError } from '../support/graphql-http';
import { gql } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';

export const LOBBY_FIELDS =
  'id owner status players matchId daysPerMove createdAt rules { players factions heroes heroValues { hero value } } seats { seat username }';
export const CHALLENGE_FIELDS =
  'id challenger challenged status matchId rematchOf daysPerMove createdAt answeredAt rules { players factions heroes }';

/** Seven factions: one pair plus five others, as 3–4 players need (R2.1, R8.1). */
export const SEVEN_FACTIONS = ['gnomes', 'giants', 'dragons', 'trolls', 'seers', 'vampires', 'zombies'];

export interface LobbyShape {
  id: string;
  owner: string;
  status: string;
  players: number;
  matchId: string | null;
  daysPerMove: number | null;
  createdAt: string;
  rules: { players: number; factions: string[]; heroes: string[]; heroValues: { hero: string; value: number }[] };
  seats: { seat: number; username: string }[];
}

export interface ChallengeShape {
  id: string;
  challenger: string;
  challenged: string;
  status: string;
  matchId: string | null;
  rematchOf: string | null;
  daysPerMove: number | null;
  createdAt: string;
  answeredAt: string | null;
  rules: { players: number; factions: string[]; heroes: string[] };
}

export interface LobbyInput {
  preset?: string | null;
  factions?: string[];
  heroes?: string[];
  heroValues?: { hero: string; value: number }[];
  players?: number;
  daysPerMove?: number | null;
}

export function createLobby(
  app: TestApp,
  token: string,
  input: LobbyInput,
): Promise<GraphQLResponse<{ createLobby: LobbyShape }>> {
  return gql(app, `mutation($i: CreateLobbyInput!) { createLobby(input: $i) { ${LOBBY_FIELDS} } }`, {
    token,
    variables: { i: input },
  });
}

/** Runs a lobby mutation that takes an id: joinLobby or leaveLobby. */
export function lobbyAction(
  app: TestApp,
  token: string,
  action: 'joinLobby' | 'leaveLobby',
  id: string,
): Promise<GraphQLResponse<Record<string, LobbyShape>>> {
  return gql(app, `mutation($id: ID!) { ${action}(id: $id) { ${LOBBY_FIELDS} } }`, { token, variables: { id } });
}

export function challenge(
  app: TestApp,
  token: string,
  username: string,
  input: LobbyInput,
): Promise<GraphQLResponse<{ challenge: ChallengeShape }>> {
  return gql(
    app,
    `mutation($u: String!, $i: CreateLobbyInput!) { challenge(username: $u, input: $i) { ${CHALLENGE_FIELDS} } }`,
    {
      token,
      variables: { u: username, i: input },
    },
  );
}

/** Runs a challenge mutation that takes an id (or, for rematch, a match id). */
export function challengeAction(
  app: TestApp,
  token: string,
  action: 'acceptChallenge' | 'declineChallenge' | 'cancelChallenge' | 'rematch',
  id: string,
): Promise<GraphQLResponse<Record<string, ChallengeShape>>> {
  const arg = action === 'rematch' ? 'matchId' : 'id';
  return gql(app, `mutation($id: ID!) { ${action}(${arg}: $id) { ${CHALLENGE_FIELDS} } }`, {
    token,
    variables: { id },
  });
}

/** The data of a successful response, or a test failure showing the errors. */
export function dataOf<T>(response: GraphQLResponse<T>): T {
  if (!response.data || response.errors) throw new Error(`unexpected errors: ${JSON.stringify(response.errors)}`);
  return response.data;
}

/** The single error of a failed response. */
export function errorOf(response: GraphQLResponse<unknown>): GraphQLResponseError {
  expect(response.errors).toHaveLength(1);
  return response.errors![0];
}
