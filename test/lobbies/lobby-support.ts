import type { GraphQLResponse, GraphQLResponseError } from '../support/graphql-http';
import { gql } from '../support/graphql-http';
import type { ChallengeShape, LobbyShape } from '../support/schema-fields';
import { CHALLENGE_FIELDS, LOBBY_FIELDS } from '../support/schema-fields';
import type { TestApp } from '../support/test-app';

// Every field of the type, from schema.gql (npm run gql:fields), and the shape of what it selects.
export { CHALLENGE_FIELDS, LOBBY_FIELDS } from '../support/schema-fields';
export type { ChallengeShape, LobbyShape } from '../support/schema-fields';

/** Seven factions: one pair plus five others, as 3–4 players need (R2.1, R8.1). */
export const SEVEN_FACTIONS = ['gnomes', 'giants', 'dragons', 'trolls', 'seers', 'vampires', 'zombies'];

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
