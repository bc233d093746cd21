import request from 'supertest';
import type { TestApp } from './test-app';

export interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: GraphQLResponseError[];
}

export interface GraphQLResponseError {
  message: string;
  path?: (string | number)[];
  extensions?: Record<string, unknown> & { code?: string };
}

export interface GqlRequestOptions {
  variables?: Record<string, unknown>;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent verbatim as the Authorization header (for malformed-header tests). */
  authorization?: string;
}

/** POSTs one operation to /graphql and returns the parsed body. */
export async function gql<TData = Record<string, unknown>>(
  target: TestApp,
  query: string,
  options: GqlRequestOptions = {},
): Promise<GraphQLResponse<TData>> {
  let call = request(target.baseUrl).post('/graphql').set('content-type', 'application/json');
  const authorization = options.authorization ?? (options.token ? `Bearer ${options.token}` : undefined);
  if (authorization !== undefined) call = call.set('authorization', authorization);
  const response = await call.send({ query, variables: options.variables });
  return response.body as GraphQLResponse<TData>;
}

export interface RegisteredUser {
  id: string;
  username: string;
  password: string;
  token: string;
}

let userCounter = 0;

/** Registers a user (unique name unless given) and returns its token. */
export async function registerUser(
  target: TestApp,
  username = `player${process.pid}x${++userCounter}`,
  password = 'correct horse battery',
): Promise<RegisteredUser> {
  const response = await gql<{ register: { accessToken: string; user: { id: string; username: string } } }>(
    target,
    'mutation Register($input: RegisterInput!) { register(input: $input) { accessToken user { id username } } }',
    { variables: { input: { username, password } } },
  );
  const payload = response.data?.register;
  if (!payload) throw new Error(`register failed: ${JSON.stringify(response.errors)}`);
  return { id: payload.user.id, username: payload.user.username, password, token: payload.accessToken };
}
