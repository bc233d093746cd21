import { Module, UseGuards } from '@nestjs/common';
import { Resolver, Subscription } from '@nestjs/graphql';
import { createHmac } from 'crypto';
import { Client } from 'pg';
import type { AuthUser } from '../../src/auth/auth-user';
import { CurrentUser } from '../../src/auth/current-user.decorator';
import { BearerAuthGuard } from '../../src/auth/bearer-auth.guard';
import { JWT_AUDIENCE, JWT_ISSUER } from '../../src/auth/jwt-claims';
import { gql, GraphQLResponse, registerUser } from '../support/graphql-http';
import { connectWs, wsFirstResult } from '../support/graphql-ws';
import { startTestApp, TestApp } from '../support/test-app';

/** A guarded subscription, only in this test's schema, to prove graphql-ws auth. */
@Resolver()
class WhoAmIProbeResolver {
  @Subscription(() => String)
  @UseGuards(BearerAuthGuard)
  async *whoAmI(@CurrentUser() caller: AuthUser): AsyncGenerator<{ whoAmI: string }> {
    yield { whoAmI: caller.username };
  }
}

@Module({ providers: [WhoAmIProbeResolver] })
class WhoAmIProbeModule {}

const ME = '{ me { id username role } }';
const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { accessToken user { id username } } }';
const REGISTER = 'mutation Register($input: RegisterInput!) { register(input: $input) { accessToken user { id } } }';

function base64url(value: object | string): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}

/** A JWT built by hand, so tests can produce what the server must refuse. */
function craftToken(header: object, claims: object, secret: string | null): string {
  const unsigned = `${base64url(header)}.${base64url(claims)}`;
  const signature = secret === null ? '' : createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

function expectRejected(response: GraphQLResponse<unknown>): void {
  expect(response.data ?? null).toBeNull();
  expect(response.errors).toHaveLength(1);
  expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect(JSON.stringify(response)).not.toMatch(/stacktrace|at .*\.(ts|js):\d+/);
}

describe('auth (HTTP and graphql-ws, real database)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ imports: [WhoAmIProbeModule] });
  });

  afterAll(async () => {
    await app.close();
  });

  describe('register, login, me', () => {
    it('registers, logs in case-insensitively and answers me with the same user', async () => {
      const registered = await registerUser(app, 'Alice_01', 'a long enough password');
      expect(registered.username).toBe('alice_01');

      const login = await gql<{ login: { accessToken: string; user: { id: string } } }>(app, LOGIN, {
        variables: { input: { username: 'ALICE_01', password: 'a long enough password' } },
      });
      expect(login.errors).toBeUndefined();
      expect(login.data?.login.user.id).toBe(registered.id);

      for (const token of [registered.token, login.data?.login.accessToken]) {
        const me = await gql<{ me: { id: string; username: string; role: string } }>(app, ME, { token });
        expect(me).toEqual({ data: { me: { id: registered.id, username: 'alice_01', role: 'player' } } });
      }
    });

    it('stores an argon2id hash, never the password', async () => {
      const user = await registerUser(app, 'hash_check', 'plain text secret');
      const client = new Client({ connectionString: app.database.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ password_hash: string }>(
          'SELECT password_hash FROM users WHERE id = $1',
          [user.id],
        );
        expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
        expect(rows[0]?.password_hash).not.toContain('plain text secret');
      } finally {
        await client.end();
      }
    });

    it('refuses a wrong password and an unknown user alike', async () => {
      await registerUser(app, 'bob', 'bobs password');
      for (const input of [
        { username: 'bob', password: 'not bobs password' },
        { username: 'nobody_here', password: 'whatever123' },
      ]) {
        const response = await gql(app, LOGIN, { variables: { input } });
        expectRejected(response);
        expect(response.errors?.[0]?.message).toBe('Invalid username or password');
      }
    });

    it('refuses a duplicate username, whatever its case', async () => {
      await registerUser(app, 'carol', 'carols password');
      const response = await gql(app, REGISTER, {
        variables: { input: { username: 'Carol', password: 'another password' } },
      });
      expect(response.data ?? null).toBeNull();
      expect(response.errors?.[0]?.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { username: ['is already taken'] },
      });
    });

    it.each([
      ['too short a username', { username: 'ab', password: 'long enough pw' }, 'username'],
      ['a username with spaces', { username: 'two words', password: 'long enough pw' }, 'username'],
      ['too short a password', { username: 'dave', password: 'short' }, 'password'],
    ])('rejects %s as BAD_USER_INPUT', async (_label, input, field) => {
      const response = await gql(app, REGISTER, { variables: { input } });
      expect(response.data ?? null).toBeNull();
      expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(response.errors?.[0]?.extensions?.fields as object)).toEqual([field]);
    });
  });

  describe('tokens the server must refuse', () => {
    let user: { id: string; token: string };
    const now = (): number => Math.floor(Date.now() / 1000);
    const header = { alg: 'HS256', typ: 'JWT' };
    const claims = (overrides: object = {}): object => ({
      sub: user.id,
      iat: now(),
      exp: now() + 600,
      iss: JWT_ISSUER,
      aud: JWT_AUDIENCE,
      ...overrides,
    });

    beforeAll(async () => {
      user = await registerUser(app, 'token_target', 'token target pw');
    });

    it('accepts a well-formed hand-made token (so the refusals below are meaningful)', async () => {
      const token = craftToken(header, claims(), app.config.jwt.secret);
      const response = await gql<{ me: { id: string } }>(app, ME, { token });
      expect(response.data?.me.id).toBe(user.id);
    });

    const cases: [string, () => { authorization?: string; token?: string }][] = [
      ['no token', () => ({})],
      [
        'an expired token',
        () => ({ token: craftToken(header, claims({ iat: now() - 7200, exp: now() - 3600 }), app.config.jwt.secret) }),
      ],
      ['a token signed with another secret', () => ({ token: craftToken(header, claims(), 'not the server secret') })],
      ['an alg:none token', () => ({ token: craftToken({ alg: 'none', typ: 'JWT' }, claims(), null) })],
      ['an HS512 token with the right secret', () => ({ token: craftHs512(claims(), app.config.jwt.secret) })],
      [
        'a token for another issuer',
        () => ({ token: craftToken(header, claims({ iss: 'elsewhere' }), app.config.jwt.secret) }),
      ],
      [
        'a token for another audience',
        () => ({ token: craftToken(header, claims({ aud: 'elsewhere' }), app.config.jwt.secret) }),
      ],
      [
        'a token for a user that does not exist',
        () => ({
          token: craftToken(header, claims({ sub: '00000000-0000-4000-8000-000000000000' }), app.config.jwt.secret),
        }),
      ],
      ['a token whose payload was altered', () => ({ token: tamper(user.token) })],
      ['a malformed token', () => ({ token: 'not.a.jwt' })],
      ['a malformed Authorization header', () => ({ authorization: `Token ${user.token}` })],
    ];

    it.each(cases)('refuses %s with UNAUTHENTICATED and no data', async (_label, credentials) => {
      expectRejected(await gql(app, ME, credentials()));
    });
  });

  describe('over graphql-ws', () => {
    it('authenticates queries and subscriptions with connectionParams', async () => {
      const user = await registerUser(app, 'ws_user', 'ws user password');
      const client = connectWs(app, { token: user.token });
      try {
        expect(await wsFirstResult(client, ME)).toEqual({
          data: { me: { id: user.id, username: 'ws_user', role: 'player' } },
        });
        expect(await wsFirstResult(client, 'subscription { whoAmI }')).toEqual({ data: { whoAmI: 'ws_user' } });
      } finally {
        await client.dispose();
      }
    });

    it.each([
      ['without a token', undefined],
      ['with a forged token', craftToken({ alg: 'HS256', typ: 'JWT' }, { sub: 'x', exp: 9999999999 }, 'wrong secret')],
    ])('refuses queries and subscriptions %s', async (_label, token) => {
      const client = connectWs(app, { token });
      try {
        for (const query of [ME, 'subscription { whoAmI }']) {
          const result = await wsFirstResult(client, query);
          expectRejected(result as GraphQLResponse<unknown>);
        }
      } finally {
        await client.dispose();
      }
    });
  });

  describe('error hygiene', () => {
    it('reports GraphQL validation errors with their code and no stack trace', async () => {
      const response = await gql(app, '{ doesNotExist }');
      expect(response.errors?.[0]?.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
    });

    it('serves the Apollo Sandbox landing page to browsers', async () => {
      const response = await fetch(app.graphqlUrl, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('embeddable-sandbox');
    });
  });
});

function craftHs512(claims: object, secret: string): string {
  const unsigned = `${base64url({ alg: 'HS512', typ: 'JWT' })}.${base64url(claims)}`;
  return `${unsigned}.${createHmac('sha512', secret).update(unsigned).digest('base64url')}`;
}

/** Same signature, different subject: the signature no longer matches. */
function tamper(token: string): string {
  const [head, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  return `${head}.${base64url({ ...claims, sub: '00000000-0000-4000-8000-000000000001' })}.${signature}`;
}
