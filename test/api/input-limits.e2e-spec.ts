import { Writable } from 'stream';
import request from 'supertest';
import openapi from '../../openapi.json';
import { MAX_JSON_DEPTH } from '../../src/common/json-depth';
import { gql, registerUser } from '../support/graphql-http';
import { connectWs } from '../support/graphql-ws';
import { startMatch } from '../matches/match-support';
import type { RegisteredUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

/** Every log line the app writes, parsed. */
class LogLines extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
  errors(): string[] {
    return this.lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
  }
}

/** `{"login":"x","a":[[[…]]]}` with `depth` brackets: 6 KB at 3000. */
const deepArrayBody = (depth: number): string => `{"login":"x","a":${'['.repeat(depth)}${']'.repeat(depth)}}`;
const deepObjectBody = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Per client address: each test that signs in or registers speaks for an address of its own (X-Forwarded-For). */
const AUTH_LIMIT = 3;
let lastAddress = 0;
const freshAddress = (): string => `198.51.100.${++lastAddress}`;

describe('input limits (issue 27)', () => {
  let app: TestApp;
  let logs: LogLines;
  let alice: RegisteredUser;

  beforeAll(async () => {
    logs = new LogLines();
    app = await startTestApp({
      logDestination: logs,
      env: { LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback' },
      rateLimits: { auth: { limit: AUTH_LIMIT, windowSeconds: 600 } },
    });
    alice = await registerUser(app);
  });
  afterAll(async () => app.close());

  describe('P1: JSON nested deeper than any input needs is 400 BAD_USER_INPUT before parsing', () => {
    const writes = Object.entries(openapi.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['post', 'put', 'patch'].includes(method))
        .map(
          (method) =>
            [
              method as 'post' | 'put' | 'patch',
              path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
            ] as const,
        ),
    );

    it.each([
      ['3000 nested arrays', deepArrayBody(3000)],
      ['8000 nested objects', deepObjectBody(8000)],
    ])('every REST write and /graphql refuse %s, with and without a token, and log no error', async (_name, body) => {
      logs.lines.length = 0;
      expect(writes.length).toBeGreaterThan(20);
      const wrong: string[] = [];
      for (const [method, path] of [...writes, ['post', '/graphql'] as const]) {
        for (const token of [undefined, alice.token]) {
          let call = request(app.baseUrl)[method](path).set('content-type', 'application/json');
          if (token) call = call.set('authorization', `Bearer ${token}`);
          const answer = await call.send(body);
          const code = (answer.body as { code?: string }).code;
          if (answer.status !== 400 || code !== 'BAD_USER_INPUT')
            wrong.push(`${method} ${path} ${token ? 'with' : 'without'} a token: ${answer.status} ${code}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(logs.errors()).toEqual([]);
    });

    it('GraphQL variables one level past the limit are refused over HTTP and over graphql-ws alike', async () => {
      logs.lines.length = 0;
      const deep = (levels: number): unknown => {
        let value: unknown = 'x';
        for (let i = 0; i < levels; i++) value = [value];
        return value;
      };
      const query = 'mutation($i: RegisterInput!) { register(input: $i) { accessToken } }';
      // The body is one level, `variables` another, `i` a third: 16 in all.
      const over = { i: { username: 'deepvars', password: 'correct horse battery', a: deep(MAX_JSON_DEPTH - 2) } };
      const http = await request(app.baseUrl).post('/graphql').send({ query, variables: over });
      expect({ status: http.status, code: (http.body as { code?: string }).code }).toEqual({
        status: 400,
        code: 'BAD_USER_INPUT',
      });
      // Just inside the limit it is the schema that refuses the unknown field, as ever.
      const within = { i: { username: 'deepvars', password: 'correct horse battery', a: deep(MAX_JSON_DEPTH - 3) } };
      const allowed = await request(app.baseUrl).post('/graphql').send({ query, variables: within });
      expect((allowed.body as { errors: { message: string }[] }).errors[0].message).toContain('"a" is not defined');

      const client = connectWs(app);
      try {
        const errors = await new Promise<unknown>((resolve) => {
          client.subscribe(
            { query, variables: { i: { username: 'deepvars', password: 'x', a: deep(3000) } } },
            { next: () => resolve('a result'), error: resolve, complete: () => resolve('completed') },
          );
        });
        expect(errors).toEqual([
          expect.objectContaining({
            extensions: { code: 'BAD_USER_INPUT', fields: { variables: [expect.stringContaining('levels deep')] } },
          }),
        ]);
      } finally {
        await client.dispose();
      }
      expect(logs.errors()).toEqual([]);
    });
  });

  describe('P8: e-mail addresses are host names, without IP literals or format characters', () => {
    const SET_EMAIL = 'mutation($a: String!) { setEmail(address: $a) { address } }';

    it.each([
      ['an IP literal', 'a@[127.0.0.1]'],
      ['a label that starts with a hyphen', 'a@-example.org'],
      ['a non-ASCII name part', 'é@exämple.org'],
      ['a trailing right-to-left override', 'a@example.org\u202e'],
    ])('refuses %s over GraphQL and REST, and stores nothing', async (_name, address) => {
      const answer = await gql(app, SET_EMAIL, { token: alice.token, variables: { a: address } });
      expect(answer.errors?.[0].extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { address: [expect.any(String)] },
      });
      const put = await request(app.baseUrl)
        .put('/api/me/email')
        .set('authorization', `Bearer ${alice.token}`)
        .send({ address });
      expect({ status: put.status, code: (put.body as { code?: string }).code }).toEqual({
        status: 400,
        code: 'BAD_USER_INPUT',
      });
      expect((await gql(app, '{ myEmail { address } }', { token: alice.token })).data).toEqual({ myEmail: null });
    });

    it('stores an internationalised domain in its ASCII form', async () => {
      const answer = await gql(app, SET_EMAIL, { token: alice.token, variables: { a: 'Alice@Exämple.ORG' } });
      expect(answer.data).toEqual({ setEmail: { address: 'Alice@xn--exmple-cua.org' } });
    });
  });

  describe('P10: names starting with the prefix of the built-in computer player are reserved', () => {
    it.each(['computer_easy', 'Computer-Hard', 'c0mputer_medium', 'cornputereasy'])('%s is refused', async (name) => {
      const answer = await request(app.baseUrl)
        .post('/graphql')
        .set('x-forwarded-for', freshAddress())
        .send({
          query: 'mutation($i: RegisterInput!) { register(input: $i) { accessToken } }',
          variables: { i: { username: name, password: 'correct horse battery' } },
        });
      const errors = (answer.body as { errors?: { extensions?: Record<string, unknown> }[] }).errors;
      expect(errors?.[0].extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { username: [expect.stringContaining('is reserved')] },
      });
    });
  });

  describe('P12: webhook URLs fold case and the trailing dot, and say what is wrong', () => {
    const CREATE = 'mutation($u: String!) { createWebhook(url: $u, events: [YOUR_TURN]) { webhook { id } } }';
    const problemOf = async (url: string): Promise<unknown> =>
      (await gql(app, CREATE, { token: alice.token, variables: { u: url } })).errors?.[0].extensions;
    const LOCAL = 'must not point at a private, loopback or link-local address';

    it.each([
      ['http://LOCALHOST./x', LOCAL],
      ['http://localhost.localdomain/x', LOCAL],
      ['http://hooks.localhost/x', LOCAL],
      ['http://hooks.example.org/a b', 'must not contain spaces, control or format characters'],
    ])('%s: %s', async (url, problem) => {
      expect(await problemOf(url)).toEqual({ code: 'BAD_USER_INPUT', fields: { url: [problem] } });
    });
  });

  describe('P14: GraphQL suggests names in development only (GRAPHQL_SUGGESTIONS, off under NODE_ENV=production)', () => {
    let production: TestApp;
    beforeAll(async () => {
      production = await startTestApp({ database: app.database, env: { NODE_ENV: 'production' } });
    });
    afterAll(async () => production.close());

    const messagesOf = async (target: TestApp): Promise<string[]> => {
      const typo = await gql(target, '{ mee { id } }');
      const enumValue = await gql(
        target,
        'mutation($k: [NotificationKind!]!) { createWebhook(url: "https://hooks.example.org/", events: $k) { secret } }',
        { token: alice.token, variables: { k: ['YOUR_TRUN'] } },
      );
      const client = connectWs(target, { token: alice.token });
      try {
        const overSocket = await new Promise<{ message: string }[]>((resolve) => {
          client.subscribe(
            { query: '{ mee { id } }' },
            {
              next: (result) => resolve((result.errors ?? []) as { message: string }[]),
              error: (errors) => resolve(errors as { message: string }[]),
              complete: () => resolve([]),
            },
          );
        });
        return [typo, enumValue]
          .flatMap((answer) => answer.errors?.map((e) => e.message) ?? [])
          .concat(overSocket.map((e) => e.message));
      } finally {
        await client.dispose();
      }
    };

    it('suggests in development, and only says what is unknown in production, over HTTP and graphql-ws', async () => {
      const development = await messagesOf(app);
      expect(development).toEqual([
        expect.stringContaining('Did you mean "me"?'),
        expect.stringContaining('Did you mean the enum value "YOUR_TURN"?'),
        expect.stringContaining('Did you mean "me"?'),
      ]);
      const hidden = await messagesOf(production);
      expect(hidden).toEqual([
        'Cannot query field "mee" on type "Query".',
        expect.stringMatching(/"YOUR_TRUN" does not exist in "NotificationKind" enum\.$/),
        'Cannot query field "mee" on type "Query".',
      ]);
    });
  });

  describe('P13: strict parsing of query values and Last-Event-ID, 405 for methods a path does not serve', () => {
    let matchId: string;
    let bob: RegisteredUser;
    beforeAll(async () => {
      bob = await registerUser(app, undefined, undefined);
      matchId = await startMatch(app, [alice, bob]);
    });

    const status = async (
      path: string,
      headers: Record<string, string> = {},
    ): Promise<[number, string | undefined]> => {
      const response = await fetch(`${app.baseUrl}${path}`, {
        headers: { authorization: `Bearer ${alice.token}`, ...headers },
      });
      const type = response.headers.get('content-type') ?? '';
      if (type.startsWith('text/event-stream')) {
        await response.body?.cancel();
        return [response.status, undefined];
      }
      const body = (await response.json()) as { code?: string };
      return [response.status, body.code];
    };

    it.each([
      ['after=1e3', `/api/matches/{id}/events?after=1e3`],
      ['after=0x10', `/api/matches/{id}/events?after=0x10`],
      ['after=-5', `/api/matches/{id}/events?after=-5`],
      ['after= 5', `/api/matches/{id}/events?after=%205`],
      ['first=2.0', `/api/matches?first=2.0`],
      ['to=0.5', `/api/users/{name}/matches?to=0.5`],
      ['from=1', `/api/users/{name}/matches?from=1`],
      ['from=2026-02-31', `/api/users/{name}/matches?from=2026-02-31`],
      ['players=03', `/api/users/{name}/matches?players=03`],
      ['minRating=1e3', `/api/lobbies?minRating=1e3`],
    ])('%s is 400 BAD_USER_INPUT', async (_name, template) => {
      const path = template.replace('{id}', matchId).replace('{name}', alice.username);
      expect(await status(path)).toEqual([400, 'BAD_USER_INPUT']);
    });

    it('reads good values as before', async () => {
      expect((await status(`/api/matches/${matchId}/events?after=0`))[0]).toBe(200);
      expect((await status(`/api/matches/${matchId}/events?after=-1`))[0]).toBe(200);
      expect((await status(`/api/users/${alice.username}/matches?from=2026-01-01&to=2026-12-31T23:59:59Z`))[0]).toBe(
        200,
      );
      expect((await status(`/api/matches/${matchId}/stream`, { 'Last-Event-ID': '0' }))[0]).toBe(200);
    });

    it.each(['abc', '-5', '1e3'])('a Last-Event-ID of %j is 400 on every stream, as a bad after is', async (id) => {
      for (const path of [
        `/api/matches/${matchId}/stream`,
        `/api/matches/${matchId}/chat/stream`,
        '/api/stream/events',
      ])
        expect([path, await status(path, { 'Last-Event-ID': id })]).toEqual([path, [400, 'BAD_USER_INPUT']]);
    });

    it('answers TRACE and methods a path does not serve with 405 and Allow', async () => {
      for (const [method, path, allow] of [
        ['TRACE', '/api/matches', 'GET, HEAD'],
        ['DELETE', `/api/matches/${matchId}/play`, 'POST'],
        ['TRACE', '/api/vacation', 'GET, HEAD, POST, DELETE'],
      ] as const) {
        // fetch refuses to send TRACE; supertest does not.
        const response = await request(app.baseUrl)[method.toLowerCase() as 'trace' | 'delete'](path);
        expect([method, path, response.status, response.headers.allow]).toEqual([method, path, 405, allow]);
        expect((response.body as { code: string }).code).toBe('BAD_REQUEST');
      }
      expect((await request(app.baseUrl).trace('/api/no-such-thing')).status).toBe(404);
    });

    it('tries GraphQL before the REST routes (issue 36), and answers it there', async () => {
      type Layer = { route?: unknown; rawPath?: unknown };
      const stack = (app.app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } }).router.stack;
      const graphql = stack.findIndex((layer) => layer.route === undefined && layer.rawPath === '/graphql');
      expect(graphql).toBeGreaterThanOrEqual(0);
      expect(graphql).toBeLessThan(stack.findIndex((layer) => layer.route !== undefined));
      const response = await request(app.baseUrl).post('/graphql').send({ query: '{ __typename }' });
      expect([response.status, response.body]).toEqual([200, { data: { __typename: 'Query' } }]);
      // What Apollo's cache-control plugin said of every answer, kept without it; errors included.
      expect(response.headers['cache-control']).toBe('no-store');
      const failed = await request(app.baseUrl).post('/graphql').send({ query: '{ nope }' });
      expect([failed.status, failed.headers['cache-control']]).toEqual([400, 'no-store']);
    });

    it('declares 400 as JSON for the export and for rematch (openapi.json)', () => {
      const paths = openapi.paths as Record<
        string,
        Record<string, { responses: Record<string, { content?: object }> }>
      >;
      expect(Object.keys(paths['/api/matches/export'].get.responses['400'].content ?? {})).toEqual([
        'application/json',
      ]);
      expect(paths['/api/matches/{id}/rematch'].post.responses['400']).toBeDefined();
    });
  });

  // Last: it spends the auth budget of its address.
  describe('P9: verifyEmail counts against the auth limit over GraphQL as over REST', () => {
    it('limits GraphQL verifyEmail, and REST shares the budget', async () => {
      const address = freshAddress();
      const verify = async (): Promise<unknown> => {
        const answer = await request(app.baseUrl)
          .post('/graphql')
          .set('x-forwarded-for', address)
          .send({ query: 'mutation { verifyEmail(token: "not-a-token") }' });
        return (answer.body as { errors?: { extensions?: { code?: string } }[] }).errors?.[0].extensions?.code;
      };
      for (let i = 0; i < AUTH_LIMIT; i++) expect(await verify()).toBe('BAD_USER_INPUT');
      expect(await verify()).toBe('RATE_LIMITED');
      const rest = await request(app.baseUrl)
        .post('/api/email/verify')
        .set('x-forwarded-for', address)
        .send({ token: 'not-a-token' });
      expect(rest.status).toBe(429);
      const link = await request(app.baseUrl).get('/api/mail/verify?token=x').set('x-forwarded-for', address);
      expect(link.status).toBe(429);
    });
  });
});
