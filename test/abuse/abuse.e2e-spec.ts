import { getIntrospectionQuery } from 'graphql';
import jwt from 'jsonwebtoken';
import { Client as PgClient } from 'pg';
import WebSocket from 'ws';
import { JWT_AUDIENCE, JWT_ISSUER } from '../../src/auth/jwt-claims';
import { GRAPHQL_LIMITS } from '../../src/graphql/limits';
import { MatchesService } from '../../src/matches/matches.service';
import { connectWs, wsFirstResult } from '../support/graphql-ws';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { MATCH_FIELDS, startMatch } from '../matches/match-support';

/**
 * Abuse at the API: every bad input of the table gets its expected error code (or HTTP status) and
 * changes nothing in the database. The limits themselves are in src/graphql/limits.ts (depth, fields,
 * aliases, tokens, subscriptions, WebSocket message size), Apollo (batching off, CSRF), Express (body
 * size) and src/rate-limit (login throttling, tested at the end with a low limit).
 */

interface Bad {
  /** JSON body (stringified here), or a raw string body. */
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  /** Appended to /graphql for GET requests. */
  search?: string;
  /** Who sends it; default alice. */
  as?: 'alice' | 'toAct' | 'waiting' | 'mallory' | 'nobody';
  /** Authorization header sent verbatim (overrides `as`). */
  authorization?: string;
  /** A REST path (e.g. /api/challenges) instead of /graphql. */
  path?: string;
}

type Row = [name: string, bad: Bad, expected: string];

const q = (
  query: string,
  variables?: Record<string, unknown>,
): { query: string; variables?: Record<string, unknown> } => ({ query, variables });
const repeat = (n: number, f: (i: number) => string): string => Array.from({ length: n }, (_, i) => f(i)).join(' ');
/** `{ __schema { types { fields { type { fields … name } } } } }` nested to `depth` levels. */
function deepIntrospection(depth: number): string {
  let inner = 'name';
  let levels = 3; // __schema, types, the innermost fields/type counted below
  const parts: string[] = [];
  while (levels < depth) {
    parts.push(parts.length % 2 === 0 ? 'fields' : 'type');
    levels++;
  }
  for (const part of parts.reverse()) inner = `${part} { ${inner} }`;
  return `{ __schema { types { ${inner} } } }`;
}
/** Named fragments nesting `depth` levels through __type → fields → type → fields … */
function deepFragments(depth: number): string {
  const defs: string[] = [];
  for (let i = 0; i < depth; i++)
    defs.push(`fragment F${i} on __Type { fields { type { ${i + 1 < depth ? `...F${i + 1}` : 'name'} } } }`);
  return `{ __type(name: "Match") { ...F0 } } ${defs.join(' ')}`;
}
/** Each fragment spreads the next one twice: 2^levels `__typename` selections from a tiny document. */
function fragmentBomb(levels: number): string {
  const defs = [`fragment B${levels} on Query { __typename }`];
  for (let i = levels - 1; i >= 0; i--)
    defs.push(`fragment B${i} on Query { ...B${i + 1} ...B${i + 1} a${i}: __typename }`);
  return `{ ...B0 } ${defs.join(' ')}`;
}

const UNKNOWN_MATCH = '00000000-0000-4000-8000-000000000000';
const PLAY =
  'mutation($m: ID!, $c: String!, $v: Int!, $k: String) { playCard(matchId: $m, card: $c, expectedVersion: $v, idempotencyKey: $k) { id } }';
const DECIDE =
  'mutation($m: ID!, $d: DecisionInput!, $v: Int!) { decide(matchId: $m, decision: $d, expectedVersion: $v) { id } }';
const REGISTER = 'mutation($i: RegisterInput!) { register(input: $i) { accessToken } }';
const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { accessToken } }';
const CREATE_TOKEN = 'mutation($n: String!) { createApiToken(name: $n, scopes: [LOBBY]) { secret } }';
const CREATE_WEBHOOK =
  'mutation($u: String!, $s: String) { createWebhook(url: $u, events: [YOUR_TURN], secret: $s) { secret } }';
const CHALLENGE = 'mutation($u: String!) { challenge(username: $u, input: { preset: "claim" }) { id } }';

describe('Abuse: bad inputs are refused with their code and change nothing', () => {
  let app: TestApp;
  let db: PgClient;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let mallory: RegisteredUser;
  let matchId: string;
  let othersMatch: string;
  let toAct: RegisteredUser;
  let waiting: RegisteredUser;
  let notInHand: string;
  let legalCard: string;
  const signed = (claims: object, options: jwt.SignOptions = {}): string =>
    `Bearer ${jwt.sign(claims, app.config.jwt.secret, { issuer: JWT_ISSUER, audience: JWT_AUDIENCE, ...options })}`;

  const snapshot = async (): Promise<string> => {
    const { rows } = await db.query(`
      SELECT (SELECT count(*) FROM users) AS users,
             (SELECT count(*) FROM match_events) AS events,
             (SELECT string_agg(id::text || ':' || version || ':' || head_hash || ':' || status, ',' ORDER BY id) FROM matches) AS heads,
             (SELECT string_agg(match_id::text || ':' || seat || ':' || version, ',' ORDER BY match_id) FROM match_turns) AS turns`);
    return JSON.stringify(rows[0]);
  };

  beforeAll(async () => {
    app = await startTestApp();
    [alice, bob, mallory] = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
    db = new PgClient({ connectionString: app.database.url });
    await db.connect();
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [mallory.id]);
    matchId = await startMatch(app, [alice, bob]);
    othersMatch = await startMatch(app, [bob, mallory]);
    const runtime = await app.app.get(MatchesService).load(matchId);
    const seat = runtime.state.leader;
    [toAct, waiting] = seat === 0 ? [alice, bob] : [bob, alice];
    legalCard = runtime.state.hands[seat][0];
    notInHand = runtime.state.hands[1 - seat].find((c) => !runtime.state.hands[seat].includes(c))!;
  });
  afterAll(async () => {
    await db.end();
    await app.close();
  });

  const send = async (bad: Bad): Promise<{ status: number; code: string | undefined; body: string }> => {
    const who = bad.as ?? 'alice';
    const user = { alice, toAct, waiting, mallory, nobody: null }[who];
    const authorization = bad.authorization ?? (user ? `Bearer ${user.token}` : undefined);
    const headers: Record<string, string> = {
      ...(bad.method === 'GET' ? {} : { 'content-type': 'application/json' }),
      ...(authorization ? { authorization } : {}),
      ...bad.headers,
    };
    const response = await fetch(`${bad.path ? app.baseUrl + bad.path : app.graphqlUrl}${bad.search ?? ''}`, {
      method: bad.method ?? 'POST',
      headers,
      body: bad.method === 'GET' ? undefined : (bad.raw ?? JSON.stringify(bad.body)),
    });
    const body = await response.text();
    let code: string | undefined;
    try {
      const parsed = JSON.parse(body) as { errors?: { extensions?: { code?: string } }[]; code?: string };
      code = parsed.errors?.[0]?.extensions?.code ?? parsed.code;
    } catch {
      code = undefined;
    }
    return { status: response.status, code, body };
  };

  // Built lazily: several rows need the match set up in beforeAll.
  const rows = (): Row[] => [
    // HTTP transport
    [
      'a batch of two operations (batching is off)',
      { raw: JSON.stringify([q('{ me { id } }'), q('{ me { id } }')]) },
      'BAD_REQUEST',
    ],
    ['a batch of one operation', { raw: JSON.stringify([q('{ me { id } }')]) }, 'BAD_REQUEST'],
    [
      'a batch of 100 logins',
      {
        raw: JSON.stringify(
          Array.from({ length: 100 }, () => q(LOGIN, { i: { username: alice.username, password: 'x' } })),
        ),
      },
      'BAD_REQUEST',
    ],
    ['a 200 KB body', { body: q('{ me { id } }', { pad: 'a'.repeat(200_000) }) }, 'HTTP 413'],
    ['a 1 MB query string', { body: q(`{ me { id } } # ${'x'.repeat(1_000_000)}`) }, 'HTTP 413'],
    ['a 5 MB body', { raw: `{"query":"{ me { id } }","variables":{"pad":"${'b'.repeat(5_000_000)}"}}` }, 'HTTP 413'],
    ['malformed JSON', { raw: '{"query": ' }, 'HTTP 400'],
    ['JSON that is a string', { raw: '"{ me { id } }"' }, 'HTTP 400'],
    [
      'text/plain without a preflight header (CSRF)',
      { body: q('{ me { id } }'), headers: { 'content-type': 'text/plain' } },
      'BAD_REQUEST',
    ],
    [
      'a form post (CSRF)',
      {
        raw: 'query=%7B%20me%20%7B%20id%20%7D%20%7D',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      'BAD_REQUEST',
    ],
    ['an empty JSON object', { body: {} }, 'BAD_REQUEST'],
    ['a query that is a number', { body: { query: 5 } }, 'BAD_REQUEST'],
    ['variables that are an array', { body: { query: '{ me { id } }', variables: [1] } }, 'BAD_REQUEST'],
    ['a GET without a query', { method: 'GET', headers: { 'apollo-require-preflight': '1' } }, 'BAD_REQUEST'],
    [
      'a mutation over GET',
      {
        method: 'GET',
        search: `?query=${encodeURIComponent(LOGIN)}&variables=${encodeURIComponent(JSON.stringify({ i: { username: 'a', password: 'b' } }))}`,
        headers: { 'apollo-require-preflight': '1' },
      },
      'BAD_REQUEST',
    ],
    [
      'two operations and no operationName',
      { body: q('query A { me { id } } query B { me { id } }') },
      'OPERATION_RESOLUTION_FAILURE',
    ],
    [
      'an unknown operationName',
      { body: { query: 'query A { me { id } }', operationName: 'Z' } },
      'OPERATION_RESOLUTION_FAILURE',
    ],

    // Parsing: at most maxTokens tokens
    ['5,001 fields (tokens)', { body: q(`{ ${repeat(5001, () => '__typename')} }`) }, 'GRAPHQL_PARSE_FAILED'],
    [
      '1,700 aliased fields (tokens)',
      { body: q(`{ ${repeat(1700, (i) => `a${i}: __typename`)} }`) },
      'GRAPHQL_PARSE_FAILED',
    ],
    [
      'a list literal of 6,000 items',
      { body: q(`{ match(id: [${repeat(6000, () => '1')}]) { id } }`) },
      'GRAPHQL_PARSE_FAILED',
    ],
    [
      '3,000 directives on one field',
      { body: q(`{ me ${repeat(3000, () => '@include(if: true)')} { id } }`) },
      'GRAPHQL_PARSE_FAILED',
    ],
    ['a NUL character', { body: q('{ me { id } }\u0000') }, 'GRAPHQL_PARSE_FAILED'],
    ['an unclosed selection', { body: q('{ me { id ') }, 'GRAPHQL_PARSE_FAILED'],
    ['an unterminated string', { body: q('{ match(id: "abc) { id } }') }, 'GRAPHQL_PARSE_FAILED'],
    ['text after the document', { body: q('{ me { id } } }') }, 'GRAPHQL_PARSE_FAILED'],
    ['an empty query', { body: q('') }, 'BAD_REQUEST'],

    // Validation: depth, fields, aliases
    ...[13, 14, 20, 40].map((d): Row => [
      `introspection nested ${d} levels deep`,
      { body: q(deepIntrospection(d)) },
      'GRAPHQL_VALIDATION_FAILED',
    ]),
    ['named fragments nesting 8 × 2 levels', { body: q(deepFragments(8)) }, 'GRAPHQL_VALIDATION_FAILED'],
    [
      'inline fragments nesting 20 levels',
      {
        body: q(
          `{ __schema { types { ${'fields { type { ... on __Type { '.repeat(10)}name${' } } }'.repeat(10)} } } }`,
        ),
      },
      'GRAPHQL_VALIDATION_FAILED',
    ],
    ['1,001 fields', { body: q(`{ ${repeat(1001, () => '__typename')} }`) }, 'GRAPHQL_VALIDATION_FAILED'],
    [
      '600 × me { id } (1,200 fields)',
      { body: q(`{ ${repeat(600, () => 'me { id }')} }`) },
      'GRAPHQL_VALIDATION_FAILED',
    ],
    ['a fragment bomb (2^16 selections from 17 fragments)', { body: q(fragmentBomb(16)) }, 'GRAPHQL_VALIDATION_FAILED'],
    ['a fragment bomb (2^40)', { body: q(fragmentBomb(40)) }, 'GRAPHQL_VALIDATION_FAILED'],
    ['31 aliases of me', { body: q(`{ ${repeat(31, (i) => `a${i}: me { id }`)} }`) }, 'GRAPHQL_VALIDATION_FAILED'],
    [
      '100 aliases of myMatches',
      { body: q(`{ ${repeat(100, (i) => `a${i}: myMatches { id }`)} }`) },
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      '500 aliases of __typename',
      { body: q(`{ ${repeat(500, (i) => `a${i}: __typename`)} }`) },
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      '31 aliases spread through fragments',
      {
        body: q(
          `{ ...A ...B } fragment A on Query { ${repeat(16, (i) => `a${i}: __typename`)} } fragment B on Query { ${repeat(15, (i) => `b${i}: __typename`)} }`,
        ),
      },
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      '31 aliased logins in one mutation',
      {
        body: q(
          `mutation { ${repeat(31, (i) => `l${i}: login(input: { username: "${alice.username}", password: "guess${i}" }) { accessToken }`)} }`,
        ),
      },
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      '31 aliased moves in one mutation',
      {
        as: 'toAct',
        body: q(
          `mutation { ${repeat(31, (i) => `m${i}: playCard(matchId: "${matchId}", card: "${legalCard}", expectedVersion: 0) { id }`)} }`,
        ),
      },
      'GRAPHQL_VALIDATION_FAILED',
    ],
    ['an unknown field', { body: q('{ nope }') }, 'GRAPHQL_VALIDATION_FAILED'],
    ['an unknown argument', { body: q('{ me(id: 1) { id } }') }, 'GRAPHQL_VALIDATION_FAILED'],
    ['an argument of the wrong type', { body: q('{ match(id: {a: 1}) { id } }') }, 'GRAPHQL_VALIDATION_FAILED'],
    ['a missing required argument', { body: q('{ match { id } }') }, 'GRAPHQL_VALIDATION_FAILED'],
    ['a selection on a scalar', { body: q('{ me { id { x } } }') }, 'GRAPHQL_VALIDATION_FAILED'],
    ['no selection on an object', { body: q('{ me }') }, 'GRAPHQL_VALIDATION_FAILED'],
    ['a cyclic fragment', { body: q('{ ...A } fragment A on Query { ...A }') }, 'GRAPHQL_VALIDATION_FAILED'],
    ['an undefined variable', { body: q('{ match(id: $x) { id } }') }, 'GRAPHQL_VALIDATION_FAILED'],
    ['an unknown directive', { body: q('{ me @nope { id } }') }, 'GRAPHQL_VALIDATION_FAILED'],
    [
      'a subscription over HTTP',
      { body: q(`subscription { matchUpdated(matchId: "${matchId}") { event { seq } } }`) },
      'BAD_REQUEST',
    ],

    // Variables
    [
      'Int! given a string',
      { body: q('query($v: Int!) { matchAt(id: "x", version: $v) { id } }', { v: 'x' }) },
      'BAD_USER_INPUT',
    ],
    [
      'Int! given 2^31',
      { body: q('query($v: Int!) { matchAt(id: "x", version: $v) { id } }', { v: 2 ** 31 }) },
      'BAD_USER_INPUT',
    ],
    [
      'Int! given 1.5',
      { body: q('query($v: Int!) { matchAt(id: "x", version: $v) { id } }', { v: 1.5 }) },
      'BAD_USER_INPUT',
    ],
    ['ID! given an object', { body: q('query($m: ID!) { match(id: $m) { id } }', { m: { a: 1 } }) }, 'BAD_USER_INPUT'],
    ['a missing required variable', { body: q('query($m: ID!) { match(id: $m) { id } }') }, 'BAD_USER_INPUT'],
    ['String! given null', { as: 'toAct', body: q(PLAY, { m: matchId, c: null, v: 0 }) }, 'BAD_USER_INPUT'],
    [
      'an input object with an unknown field',
      { as: 'toAct', body: q(DECIDE, { m: matchId, d: { cheat: true }, v: 0 }) },
      'BAD_USER_INPUT',
    ],

    // Authentication
    ['me without a token', { as: 'nobody', body: q('{ me { id } }') }, 'UNAUTHENTICATED'],
    ['myMatches without a token', { as: 'nobody', body: q('{ myMatches { id } }') }, 'UNAUTHENTICATED'],
    [
      'playCard without a token',
      { as: 'nobody', body: q(PLAY, { m: matchId, c: legalCard, v: 0 }) },
      'UNAUTHENTICATED',
    ],
    ['"Bearer" and nothing else', { authorization: 'Bearer', body: q('{ me { id } }') }, 'UNAUTHENTICATED'],
    [
      'Basic credentials',
      { authorization: `Basic ${Buffer.from('alice:pw').toString('base64')}`, body: q('{ me { id } }') },
      'UNAUTHENTICATED',
    ],
    ['a token that is not a JWT', { authorization: 'Bearer abc.def.ghi', body: q('{ me { id } }') }, 'UNAUTHENTICATED'],
    [
      'a JWT signed with another secret',
      {
        authorization: `Bearer ${jwt.sign({ sub: alice.id }, 'x'.repeat(64), { issuer: JWT_ISSUER, audience: JWT_AUDIENCE, expiresIn: 600 })}`,
        body: q('{ me { id } }'),
      },
      'UNAUTHENTICATED',
    ],
    [
      'an expired JWT',
      {
        authorization: `Bearer ${jwt.sign({ sub: alice.id, exp: Math.floor(Date.now() / 1000) - 60 }, app.config.jwt.secret, { issuer: JWT_ISSUER, audience: JWT_AUDIENCE })}`,
        body: q('{ me { id } }'),
      },
      'UNAUTHENTICATED',
    ],
    [
      'an unsigned JWT (alg none)',
      {
        authorization: `Bearer ${jwt.sign({ sub: alice.id }, '', { algorithm: 'none', issuer: JWT_ISSUER, audience: JWT_AUDIENCE })}`,
        body: q('{ me { id } }'),
      },
      'UNAUTHENTICATED',
    ],
    [
      'a JWT for another audience',
      {
        authorization: `Bearer ${jwt.sign({ sub: alice.id }, app.config.jwt.secret, { issuer: JWT_ISSUER, audience: 'other', expiresIn: 600 })}`,
        body: q('{ me { id } }'),
      },
      'UNAUTHENTICATED',
    ],
    [
      'a JWT from another issuer',
      {
        authorization: `Bearer ${jwt.sign({ sub: alice.id }, app.config.jwt.secret, { issuer: 'other', audience: JWT_AUDIENCE, expiresIn: 600 })}`,
        body: q('{ me { id } }'),
      },
      'UNAUTHENTICATED',
    ],
    [
      'a JWT for no user',
      {
        authorization: `Bearer ${jwt.sign({ sub: UNKNOWN_MATCH }, app.config.jwt.secret, { issuer: JWT_ISSUER, audience: JWT_AUDIENCE, expiresIn: 600 })}`,
        body: q('{ me { id } }'),
      },
      'UNAUTHENTICATED',
    ],
    [
      'a JWT whose subject is a number',
      {
        authorization: `Bearer ${jwt.sign({ sub: 42 as unknown as string }, app.config.jwt.secret, { issuer: JWT_ISSUER, audience: JWT_AUDIENCE })}`,
        body: q('{ me { id } }'),
      },
      'UNAUTHENTICATED',
    ],
    [
      'a 10 KB bearer token',
      { authorization: `Bearer ${'a'.repeat(10_000)}`, body: q('{ me { id } }') },
      'UNAUTHENTICATED',
    ],
    [
      'a bearer token with a NUL byte',
      { authorization: `Bearer ${alice.token.slice(0, 20)}%00${alice.token.slice(20)}`, body: q('{ me { id } }') },
      'UNAUTHENTICATED',
    ],

    // Strings PostgreSQL cannot store (NUL, lone surrogates), wherever they enter: one check for every
    // GraphQL argument and REST body, query and path parameter (src/common/validation.ts).
    [
      'login with a NUL in the username',
      { as: 'nobody', body: q(LOGIN, { i: { username: 'ali\u0000ce', password: 'whatever' } }) },
      'BAD_USER_INPUT',
    ],
    ['an API token name with a NUL', { body: q(CREATE_TOKEN, { n: 'my\u0000bot' }) }, 'BAD_USER_INPUT'],
    ['an API token name with a lone surrogate', { body: q(CREATE_TOKEN, { n: 'bot \ud800' }) }, 'BAD_USER_INPUT'],
    [
      'a webhook URL with a NUL',
      { body: q(CREATE_WEBHOOK, { u: 'https://hooks.example.org/\u0000' }) },
      'BAD_USER_INPUT',
    ],
    [
      'a webhook secret with a NUL',
      { body: q(CREATE_WEBHOOK, { u: 'https://hooks.example.org/', s: 'sixteen chars \u0000 long' }) },
      'BAD_USER_INPUT',
    ],
    ['a challenged username with a NUL', { body: q(CHALLENGE, { u: 'b\u0000b' }) }, 'BAD_USER_INPUT'],
    [
      'a challenged username with a NUL over REST',
      { path: '/api/challenges', body: { username: 'b\u0000b', preset: 'claim' } },
      'BAD_USER_INPUT',
    ],
    [
      'a lobby preset with a NUL over REST',
      { path: '/api/lobbies', body: { preset: 'cl\u0000aim' } },
      'BAD_USER_INPUT',
    ],
    [
      'a REST events query with a NUL',
      { path: `/api/matches/${UNKNOWN_MATCH}/events`, method: 'GET', search: '?after=%00' },
      'BAD_USER_INPUT',
    ],
    [
      'a match id with a NUL',
      { body: q('query($m: ID!) { match(id: $m) { id } }', { m: `${UNKNOWN_MATCH}\u0000` }) },
      'BAD_USER_INPUT',
    ],

    // Requests the server itself used to fail on
    [
      'a persisted query whose hash does not match its text',
      {
        body: {
          query: '{ __typename }',
          extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
        },
      },
      'BAD_REQUEST',
    ],
    [
      "an admin's userActions with a malformed id",
      { as: 'mallory', body: q('{ userActions(userId: "------------------------------------") { seq } }') },
      'BAD_USER_INPUT',
    ],
    [
      "an admin's userActions with a 10,000-character id",
      { as: 'mallory', body: q('query($u: ID!) { userActions(userId: $u) { seq } }', { u: 'f'.repeat(10_000) }) },
      'BAD_USER_INPUT',
    ],
    [
      'a signed JWT whose subject is not a user id',
      { authorization: signed({ sub: 'not-a-uuid' }, { expiresIn: 600 }), body: q('{ me { id } }') },
      'UNAUTHENTICATED',
    ],
    [
      'a signed JWT without an expiry',
      { authorization: signed({ sub: alice.id }), body: q('{ me { id } }') },
      'UNAUTHENTICATED',
    ],

    // Accounts
    ...[
      ['a 2-character username', 'ab'],
      ['a 33-character username', 'a'.repeat(33)],
      ['a 10,000-character username', 'a'.repeat(10_000)],
      ['a username with a space', 'al ice'],
      ['a username with non-ASCII letters', 'ålice'],
      ['a username with SQL in it', "a'; DROP TABLE users;--"],
      ['a username with a NUL byte', 'ali\u0000ce'],
    ].map(([name, username]): Row => [
      `register with ${name}`,
      { as: 'nobody', body: q(REGISTER, { i: { username, password: 'correct horse battery' } }) },
      'BAD_USER_INPUT',
    ]),
    [
      'register with a 7-character password',
      { as: 'nobody', body: q(REGISTER, { i: { username: 'newcomer', password: 'x'.repeat(7) } }) },
      'BAD_USER_INPUT',
    ],
    [
      'register with a 257-character password',
      { as: 'nobody', body: q(REGISTER, { i: { username: 'newcomer', password: 'x'.repeat(257) } }) },
      'BAD_USER_INPUT',
    ],
    [
      'register with a 90,000-character password',
      { as: 'nobody', body: q(REGISTER, { i: { username: 'newcomer', password: 'x'.repeat(90_000) } }) },
      'BAD_USER_INPUT',
    ],
    [
      'register a taken name in other letter case',
      {
        as: 'nobody',
        body: q(REGISTER, { i: { username: alice.username.toUpperCase(), password: 'correct horse battery' } }),
      },
      'BAD_USER_INPUT',
    ],
    [
      'login with a 65-character username',
      { as: 'nobody', body: q(LOGIN, { i: { username: 'a'.repeat(65), password: 'whatever' } }) },
      'BAD_USER_INPUT',
    ],
    [
      'login with a 257-character password',
      { as: 'nobody', body: q(LOGIN, { i: { username: alice.username, password: 'x'.repeat(257) } }) },
      'BAD_USER_INPUT',
    ],
    [
      'login with an empty password',
      { as: 'nobody', body: q(LOGIN, { i: { username: alice.username, password: '' } }) },
      'BAD_USER_INPUT',
    ],
    [
      'login with a wrong password',
      { as: 'nobody', body: q(LOGIN, { i: { username: alice.username, password: 'wrong password' } }) },
      'UNAUTHENTICATED',
    ],
    [
      'login as nobody',
      { as: 'nobody', body: q(LOGIN, { i: { username: 'nobody-here', password: 'wrong password' } }) },
      'UNAUTHENTICATED',
    ],

    // Match reads
    ['match with a malformed id', { body: q('{ match(id: "zzz") { id } }') }, 'NOT_FOUND'],
    [
      'match with a 10,000-character id',
      { body: q('query($m: ID!) { match(id: $m) { id } }', { m: 'f'.repeat(10_000) }) },
      'NOT_FOUND',
    ],
    [
      'match with an id full of SQL',
      { body: q('query($m: ID!) { match(id: $m) { id } }', { m: "1' OR '1'='1" }) },
      'NOT_FOUND',
    ],
    [
      'match with an unknown id',
      { body: q('query($m: ID!) { match(id: $m) { id } }', { m: UNKNOWN_MATCH }) },
      'NOT_FOUND',
    ],
    [
      'a running match one does not play in',
      { body: q('query($m: ID!) { match(id: $m) { id } }', { m: othersMatch }) },
      'FORBIDDEN',
    ],
    [
      "legal moves in someone else's match",
      { body: q('query($m: ID!) { legalMoves(matchId: $m) { kind } }', { m: othersMatch }) },
      'FORBIDDEN',
    ],
    [
      "the log of someone else's running match",
      { body: q('query($m: ID!) { matchEvents(matchId: $m) { seq } }', { m: othersMatch }) },
      'FORBIDDEN',
    ],
    ['matchEvents with a malformed id', { body: q('{ matchEvents(matchId: "x") { seq } }') }, 'NOT_FOUND'],
    [
      'matchAt version -1',
      { body: q('query($m: ID!) { matchAt(id: $m, version: -1) { id } }', { m: matchId }) },
      'BAD_USER_INPUT',
    ],
    [
      'matchAt version 1,000,000',
      { body: q('query($m: ID!) { matchAt(id: $m, version: 1000000) { id } }', { m: matchId }) },
      'BAD_USER_INPUT',
    ],
    ['myMatches first 0', { body: q('{ myMatches(first: 0) { id } }') }, 'BAD_USER_INPUT'],
    ['myMatches first 101', { body: q('{ myMatches(first: 101) { id } }') }, 'BAD_USER_INPUT'],
    ['myMatches first -1', { body: q('{ myMatches(first: -1) { id } }') }, 'BAD_USER_INPUT'],
    ['myMatches after a bogus cursor', { body: q('{ myMatches(after: "zzz") { id } }') }, 'BAD_USER_INPUT'],
    [
      "myMatches after someone else's match",
      { body: q('query($a: ID!) { myMatches(after: $a) { id } }', { a: othersMatch }) },
      'BAD_USER_INPUT',
    ],

    // Moves
    ['a move out of turn', { as: 'waiting', body: q(PLAY, { m: matchId, c: legalCard, v: 0 }) }, 'ILLEGAL_MOVE'],
    ['a card not in hand', { as: 'toAct', body: q(PLAY, { m: matchId, c: notInHand, v: 0 }) }, 'ILLEGAL_MOVE'],
    [
      'a card that does not exist',
      { as: 'toAct', body: q(PLAY, { m: matchId, c: 'goblins:99', v: 0 }) },
      'BAD_USER_INPUT',
    ],
    ['an empty card', { as: 'toAct', body: q(PLAY, { m: matchId, c: '', v: 0 }) }, 'BAD_USER_INPUT'],
    [
      'a 50,000-character card',
      { as: 'toAct', body: q(PLAY, { m: matchId, c: 'goblins:'.repeat(6250), v: 0 }) },
      'BAD_USER_INPUT',
    ],
    [
      'a card with a NUL byte',
      { as: 'toAct', body: q(PLAY, { m: matchId, c: `${legalCard}\u0000`, v: 0 }) },
      'BAD_USER_INPUT',
    ],
    [
      'a card in upper case',
      { as: 'toAct', body: q(PLAY, { m: matchId, c: legalCard.toUpperCase(), v: 0 }) },
      'BAD_USER_INPUT',
    ],
    ['a stale expectedVersion', { as: 'toAct', body: q(PLAY, { m: matchId, c: legalCard, v: 5 }) }, 'VERSION_CONFLICT'],
    [
      'a negative expectedVersion',
      { as: 'toAct', body: q(PLAY, { m: matchId, c: legalCard, v: -1 }) },
      'VERSION_CONFLICT',
    ],
    [
      'a 101-character idempotency key',
      { as: 'toAct', body: q(PLAY, { m: matchId, c: legalCard, v: 0, k: 'k'.repeat(101) }) },
      'BAD_USER_INPUT',
    ],
    [
      'an idempotency key with a space',
      { as: 'toAct', body: q(PLAY, { m: matchId, c: legalCard, v: 0, k: 'my key' }) },
      'BAD_USER_INPUT',
    ],
    [
      'a 50 KB idempotency key',
      { as: 'toAct', body: q(PLAY, { m: matchId, c: legalCard, v: 0, k: 'k'.repeat(50_000) }) },
      'BAD_USER_INPUT',
    ],
    [
      'a move in a match one does not play in',
      { as: 'mallory', body: q(PLAY, { m: matchId, c: legalCard, v: 0 }) },
      'FORBIDDEN',
    ],
    [
      'a move in a malformed match id',
      { as: 'toAct', body: q(PLAY, { m: 'x'.repeat(5000), c: legalCard, v: 0 }) },
      'NOT_FOUND',
    ],
    [
      'a move in an unknown match',
      { as: 'toAct', body: q(PLAY, { m: UNKNOWN_MATCH, c: legalCard, v: 0 }) },
      'NOT_FOUND',
    ],
    ['a decision with no field set', { as: 'toAct', body: q(DECIDE, { m: matchId, d: {}, v: 0 }) }, 'BAD_USER_INPUT'],
    [
      'a decision with two fields set',
      { as: 'toAct', body: q(DECIDE, { m: matchId, d: { pass: true, skeleton: true }, v: 0 }) },
      'BAD_USER_INPUT',
    ],
    [
      'a Seer choice that is neither prize nor top',
      { as: 'toAct', body: q(DECIDE, { m: matchId, d: { seer: 'maybe' }, v: 0 }) },
      'BAD_USER_INPUT',
    ],
    [
      'a Vampire burying 17 cards',
      {
        as: 'toAct',
        body: q(DECIDE, { m: matchId, d: { vampire: { activate: null, bury: Array(17).fill('goblins:1') } }, v: 0 }),
      },
      'BAD_USER_INPUT',
    ],
    [
      'a Vampire burying a 41-character card',
      {
        as: 'toAct',
        body: q(DECIDE, { m: matchId, d: { vampire: { activate: null, bury: ['x'.repeat(41)] } }, v: 0 }),
      },
      'BAD_USER_INPUT',
    ],
    [
      'a 41-character Cthulhu discard',
      { as: 'toAct', body: q(DECIDE, { m: matchId, d: { discard: 'x'.repeat(41) }, v: 0 }) },
      'BAD_USER_INPUT',
    ],
    [
      'a smash of seat 9',
      { as: 'toAct', body: q(DECIDE, { m: matchId, d: { smash: { gnome: 'gnomes:1', victim: 9 } }, v: 0 }) },
      'BAD_USER_INPUT',
    ],
    [
      'a decision when none is pending',
      { as: 'toAct', body: q(DECIDE, { m: matchId, d: { pass: true }, v: 0 }) },
      'ILLEGAL_MOVE',
    ],
    [
      'resigning a match one does not play in',
      { as: 'mallory', body: q('mutation($m: ID!) { resign(matchId: $m) { id } }', { m: matchId }) },
      'FORBIDDEN',
    ],
    [
      'aborting a malformed match id',
      { body: q('mutation { abort(matchId: "1; DROP TABLE matches") { id } }') },
      'NOT_FOUND',
    ],
  ];

  it(`has at least 100 distinct bad inputs`, () => {
    const table = rows();
    expect(table.length).toBeGreaterThanOrEqual(100);
    expect(new Set(table.map(([, , code]) => code)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(table.map(([name]) => name)).size).toBe(table.length);
  });

  it('answers each bad input with its code and leaves the database as it was', async () => {
    const before = await snapshot();
    const wrong: string[] = [];
    for (const [name, bad, expected] of rows()) {
      const { status, code, body } = await send(bad);
      const got = expected.startsWith('HTTP ') ? `HTTP ${status}` : code;
      if (got !== expected)
        wrong.push(`${name}: expected ${expected}, got ${got} (HTTP ${status}: ${body.slice(0, 160)})`);
      if (status >= 500 || code === 'INTERNAL_SERVER_ERROR')
        wrong.push(`${name}: server error ${status} ${body.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toBe(before);
    // And the match still takes its legal move.
    const played = await gql(app, PLAY, { token: toAct.token, variables: { m: matchId, c: legalCard, v: 0 } });
    expect(played.errors).toBeUndefined();
  });

  it('still serves the largest legitimate requests: introspection and the full match query', async () => {
    const introspection = await send({
      body: q(
        getIntrospectionQuery({
          descriptions: true,
          inputValueDeprecation: true,
          directiveIsRepeatable: true,
          schemaDescription: true,
          specifiedByUrl: true,
        }),
      ),
    });
    expect(introspection.status).toBe(200);
    expect(introspection.code).toBeUndefined();
    const full = await send({
      body: q(`query($m: ID!) { match(id: $m) { ${MATCH_FIELDS} } myMatches { ${MATCH_FIELDS} } }`, { m: matchId }),
    });
    expect(full.status).toBe(200);
    expect(full.code).toBeUndefined();
  });

  describe('over graphql-ws', () => {
    const SUB = `subscription($m: ID!) { matchUpdated(matchId: $m) { event { seq } } }`;
    const firstResult = (client: ReturnType<typeof connectWs>, query: string, variables?: Record<string, unknown>) =>
      new Promise<{ errors?: { message: string; extensions?: { code?: string } }[] }>((resolve) => {
        client.subscribe(
          { query, variables },
          {
            next: (m) => resolve(m as never),
            error: (e) => resolve({ errors: Array.isArray(e) ? e : [{ message: String((e as Error)?.message ?? e) }] }),
            complete: () => undefined,
          },
        );
      });

    it('applies the depth, field and alias limits to operations sent over the socket', async () => {
      const client = connectWs(app, { token: alice.token });
      try {
        for (const query of [
          deepIntrospection(14),
          `{ ${repeat(1001, () => '__typename')} }`,
          `{ ${repeat(31, (i) => `a${i}: me { id }`)} }`,
          `{ ${repeat(5001, () => '__typename')} }`,
        ]) {
          const result = await firstResult(client, query);
          expect(result.errors?.[0]?.message).toMatch(/too deep|too complex|aliases|tokens/i);
        }
      } finally {
        await client.dispose();
      }
    });

    it(`refuses the subscription beyond ${GRAPHQL_LIMITS.maxSubscriptionsPerConnection} on one connection`, async () => {
      const client = connectWs(app, { token: alice.token });
      const errors: unknown[] = [];
      const unsubscribes: (() => void)[] = [];
      try {
        for (let i = 0; i <= GRAPHQL_LIMITS.maxSubscriptionsPerConnection; i++) {
          unsubscribes.push(
            client.subscribe(
              { query: SUB, variables: { m: matchId } },
              { next: () => undefined, error: (e) => errors.push(e), complete: () => undefined },
            ),
          );
        }
        const until = Date.now() + 5000;
        while (errors.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
        expect(errors).toHaveLength(1);
        expect(JSON.stringify(errors[0])).toMatch(/Too many subscriptions/);
      } finally {
        unsubscribes.forEach((u) => u());
        await client.dispose();
      }
    });

    it('closes a connection that sends a message over the size limit (1009)', async () => {
      const socket = new WebSocket(app.wsUrl, 'graphql-transport-ws');
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
      // graphql-ws reports the refused frame on the server's console; expected here.
      const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      socket.send(
        JSON.stringify({
          type: 'connection_init',
          payload: { authorization: `Bearer ${alice.token}`, pad: 'x'.repeat(GRAPHQL_LIMITS.maxWebSocketPayload) },
        }),
      );
      expect(await closed).toBe(1009);
      quiet.mockRestore();
    });

    it('refuses a subscription with a forged token', async () => {
      const client = connectWs(app, { token: 'forged' });
      try {
        const result = await firstResult(client, SUB, { m: matchId });
        expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      } finally {
        await client.dispose();
      }
    });
  });
});

describe('Abuse: password guessing is throttled per address', () => {
  let app: TestApp;
  let victim: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp({ rateLimits: { auth: { limit: 5, windowSeconds: 60 } } });
    victim = await registerUser(app); // the first of the 5
  });
  afterAll(async () => app.close());

  it('answers RATE_LIMITED once the budget is spent, even to the right password, one request or aliased many', async () => {
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await gql(app, LOGIN, {
        variables: { i: { username: victim.username, password: `guess number ${i}` } },
      });
      codes.push(r.errors?.[0]?.extensions?.code);
    }
    expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED']);
    const right = await gql(app, LOGIN, { variables: { i: { username: victim.username, password: victim.password } } });
    expect(right.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // Mutations run one after another, and the first refusal ends the operation: no guess gets through.
    const aliased = await gql(
      app,
      `mutation { ${repeat(10, (i) => `l${i}: login(input: { username: "${victim.username}", password: "guess ${i}" }) { accessToken }`)} }`,
    );
    expect(aliased.data).toBeNull();
    expect(new Set(aliased.errors?.map((e) => e.extensions?.code))).toEqual(new Set(['RATE_LIMITED']));
    const registering = await gql(app, REGISTER, {
      variables: { i: { username: 'latecomer', password: 'correct horse battery' } },
    });
    expect(registering.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});

describe("Abuse: a deleted account's session", () => {
  let app: TestApp;
  let db: PgClient;

  beforeAll(async () => {
    app = await startTestApp();
    db = new PgClient({ connectionString: app.database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it('writes nothing and answers UNAUTHENTICATED (never a 500) while its cached session lasts', async () => {
    const gone = await registerUser(app);
    // Cached as signed in (JwtStrategy keeps the user for SESSION_USER_TTL_MS).
    expect((await gql(app, '{ myLobbies { id } }', { token: gone.token })).errors).toBeUndefined();
    await db.query('DELETE FROM users WHERE id = $1', [gone.id]);
    const lobby = await gql(app, 'mutation { createLobby(input: { preset: "claim" }) { id } }', { token: gone.token });
    expect(lobby.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const token = await gql(app, CREATE_TOKEN, { token: gone.token, variables: { n: 'bot' } });
    expect(token.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const rest = await fetch(`${app.baseUrl}/api/lobbies`, {
      method: 'POST',
      headers: { authorization: `Bearer ${gone.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ preset: 'claim' }),
    });
    expect(rest.status).toBe(401);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM lobbies');
    expect(rows[0].n).toBe(0);
  });
});

describe('Abuse: login throttling counts the real client and the account', () => {
  const loginOverHttp = (app: TestApp, username: string, password: string, forwardedFor?: string) =>
    fetch(app.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      body: JSON.stringify(q(LOGIN, { i: { username, password } })),
    }).then(
      async (r) =>
        ((await r.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code,
    );
  const loginOverWs = async (app: TestApp, username: string, password: string): Promise<string | undefined> => {
    const client = connectWs(app);
    try {
      const result = await wsFirstResult(client, LOGIN, { i: { username, password } });
      return (result.errors?.[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code;
    } finally {
      await client.dispose();
    }
  };

  it('over graphql-ws, logins count against the socket address, the same budget as over HTTP', async () => {
    const app = await startTestApp({ rateLimits: { auth: { limit: 4, windowSeconds: 60 } } });
    try {
      const victim = await registerUser(app); // 1 of 4
      expect(await loginOverHttp(app, victim.username, 'guess one')).toBe('UNAUTHENTICATED');
      expect(await loginOverWs(app, victim.username, 'guess two')).toBe('UNAUTHENTICATED');
      expect(await loginOverHttp(app, victim.username, 'guess three')).toBe('UNAUTHENTICATED');
      // The budget of 127.0.0.1 is spent, whichever door: before, the socket had a bucket of its own.
      expect(await loginOverWs(app, victim.username, victim.password)).toBe('RATE_LIMITED');
      expect(await loginOverHttp(app, victim.username, victim.password)).toBe('RATE_LIMITED');
    } finally {
      await app.close();
    }
  });

  it('believes X-Forwarded-For only from a trusted proxy (TRUST_PROXY)', async () => {
    const trusting = await startTestApp({
      rateLimits: { auth: { limit: 2, windowSeconds: 60 } },
      env: { TRUST_PROXY: 'loopback' },
    });
    const untrusting = await startTestApp({ rateLimits: { auth: { limit: 2, windowSeconds: 60 } } });
    try {
      // Behind a trusted proxy every client has its own budget…
      for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
        expect(await loginOverHttp(trusting, 'nobody', 'wrong password', client)).toBe('UNAUTHENTICATED');
      expect(await loginOverHttp(trusting, 'nobody', 'wrong password', '203.0.113.1')).toBe('UNAUTHENTICATED');
      expect(await loginOverHttp(trusting, 'nobody', 'wrong password', '203.0.113.1')).toBe('RATE_LIMITED');
      // …and without the setting, a forged header buys nothing.
      expect(await loginOverHttp(untrusting, 'nobody', 'wrong password', '203.0.113.1')).toBe('UNAUTHENTICATED');
      expect(await loginOverHttp(untrusting, 'nobody', 'wrong password', '203.0.113.2')).toBe('UNAUTHENTICATED');
      expect(await loginOverHttp(untrusting, 'nobody', 'wrong password', '203.0.113.3')).toBe('RATE_LIMITED');
    } finally {
      await trusting.close();
      await untrusting.close();
    }
  });

  it('limits failed logins per username and network, the right password then too, other networks not at all', async () => {
    const app = await startTestApp({
      env: { TRUST_PROXY: 'true' },
      loginFailureLimit: { limit: 3, windowSeconds: 900 },
    });
    try {
      const victim = await registerUser(app);
      const other = await registerUser(app);
      // Three addresses of one /24: one network, one budget.
      const guesses = await Promise.all(
        ['198.51.100.1', '198.51.100.2', '198.51.100.3'].map((address, i) =>
          loginOverHttp(app, victim.username, `guess ${i}`, address),
        ),
      );
      expect(guesses).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED']);
      expect(await loginOverHttp(app, victim.username.toUpperCase(), victim.password, '198.51.100.9')).toBe(
        'RATE_LIMITED',
      );
      // Another network is not locked out (issue 27, P5), nor are other accounts.
      expect(await loginOverHttp(app, victim.username, victim.password, '203.0.113.9')).toBeUndefined();
      expect(await loginOverHttp(app, other.username, other.password, '198.51.100.9')).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
