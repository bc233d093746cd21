import request from 'supertest';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';

export type ScopeName = 'MATCH_READ' | 'MATCH_PLAY' | 'LOBBY' | 'TOURNAMENT_WRITE';

export interface CreatedToken {
  id: string;
  secret: string;
  scopes: string[];
}

/** Creates a personal API token through GraphQL with a session JWT. */
export async function createApiToken(
  app: TestApp,
  sessionToken: string,
  scopes: ScopeName[],
  name = 'test token',
): Promise<CreatedToken> {
  const response = await gql<{ createApiToken: { secret: string; token: { id: string; scopes: string[] } } }>(
    app,
    'mutation($n: String!, $s: [ApiScope!]!) { createApiToken(name: $n, scopes: $s) { secret token { id scopes } } }',
    { token: sessionToken, variables: { n: name, s: scopes } },
  );
  const created = response.data?.createApiToken;
  if (!created) throw new Error(`createApiToken failed: ${JSON.stringify(response.errors)}`);
  return { id: created.token.id, secret: created.secret, scopes: created.token.scopes };
}

/** Registers `count` players one after the other, each with a personal token of `scopes`, put in `tokens` by user id. */
export async function playersWithTokens(
  app: TestApp,
  count: number,
  scopes: ScopeName[],
  tokens: Map<string, string>,
): Promise<RegisteredUser[]> {
  const users: RegisteredUser[] = [];
  for (let i = 0; i < count; i++) {
    const user = await registerUser(app);
    tokens.set(user.id, (await createApiToken(app, user.token, scopes)).secret);
    users.push(user);
  }
  return users;
}

/** A REST call with `Authorization: Bearer <token>`. */
export function rest(
  app: TestApp,
  token?: string,
): {
  get(path: string): request.Test;
  post(path: string, body?: object, headers?: Record<string, string>): request.Test;
} {
  const auth = (call: request.Test): request.Test => (token ? call.set('authorization', `Bearer ${token}`) : call);
  return {
    get: (path) => auth(request(app.baseUrl).get(path)),
    post: (path, body, headers = {}) => {
      let call = auth(request(app.baseUrl).post(path)).set(headers);
      if (body !== undefined) call = call.send(body);
      return call;
    },
  };
}

export async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
