import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every lobby and challenge operation, with arguments that would be valid for a signed-in user. */
const OPERATIONS: [string, string, Record<string, unknown>][] = [
  ['openLobbies', '{ openLobbies { id } }', {}],
  ['lobby', 'query($id: ID!) { lobby(id: $id) { id } }', { id: SOME_ID }],
  ['myLobbies', '{ myLobbies { id } }', {}],
  ['createLobby', 'mutation { createLobby(input: { preset: "claim" }) { id } }', {}],
  ['joinLobby', 'mutation($id: ID!) { joinLobby(id: $id) { id } }', { id: SOME_ID }],
  ['leaveLobby', 'mutation($id: ID!) { leaveLobby(id: $id) { id } }', { id: SOME_ID }],
  [
    'challenge',
    'mutation($u: String!) { challenge(username: $u, input: { preset: "claim" }) { id } }',
    { u: 'someone' },
  ],
  ['acceptChallenge', 'mutation($id: ID!) { acceptChallenge(id: $id) { id } }', { id: SOME_ID }],
  ['declineChallenge', 'mutation($id: ID!) { declineChallenge(id: $id) { id } }', { id: SOME_ID }],
  ['cancelChallenge', 'mutation($id: ID!) { cancelChallenge(id: $id) { id } }', { id: SOME_ID }],
  ['myChallenges', '{ myChallenges { id } }', {}],
  ['rematch', 'mutation($id: ID!) { rematch(matchId: $id) { id } }', { id: SOME_ID }],
];

describe('Lobbies and challenges need a valid token', () => {
  let app: TestApp;
  let user: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp();
    user = await registerUser(app);
  });
  afterAll(async () => app.close());

  it.each(OPERATIONS)('%s without a token → UNAUTHENTICATED', async (_name, query, variables) => {
    const response = await gql(app, query, { variables });
    expect(response.data ?? null).toBeNull();
    expect(response.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it.each(OPERATIONS)('%s with a bad token → UNAUTHENTICATED', async (_name, query, variables) => {
    for (const authorization of [`Bearer ${user.token}x`, 'Bearer not.a.jwt', `Basic ${user.token}`]) {
      const response = await gql(app, query, { variables, authorization });
      expect(response.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    }
  });

  it('with a valid token the same operations reach the service (no UNAUTHENTICATED)', async () => {
    for (const [, query, variables] of OPERATIONS) {
      const response = await gql(app, query, { variables, token: user.token });
      expect(response.errors?.map((e) => e.extensions?.code) ?? []).not.toContain('UNAUTHENTICATED');
    }
  });
});
