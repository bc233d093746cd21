import { readFileSync } from 'fs';
import request from 'supertest';
import { OPENAPI_FILE, openApiText } from '../../scripts/openapi';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

// The OpenAPI document as parsed JSON: walked by key, checked with expect().
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every `$ref` in the document, wherever it stands. */
function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

const PUBLIC_OPERATIONS = new Set([
  'GET /api/matches/export',
  'GET /api/matches/{id}/record',
  'GET /api/matches/{id}/verify',
  'GET /api/users/{name}',
  'GET /api/users/{name}/matches',
  'GET /api/leaderboards/{pool}',
  'GET /api/users/{name}/ratings/{pool}',
  'GET /api/users/{name}/reputation',
  'POST /api/password-reset',
  'POST /api/password-reset/complete',
  'POST /api/sign-in-link',
  'POST /api/sign-in-link/complete',
  'POST /api/email/verify',
  'GET /api/push/vapid-public-key',
  // A suspended account cannot sign in: it appeals with its password (docs/fair-play.md "Appeals").
  'POST /api/appeals/suspended',
]);

describe('OpenAPI description of the REST API (/api/docs)', () => {
  let app: TestApp;
  let document: Json;

  beforeAll(async () => {
    app = await startTestApp();
    document = (await request(app.baseUrl).get('/api/docs-json').expect(200).expect('content-type', /json/))
      .body as Json;
  });
  afterAll(async () => app.close());

  const operations = (): [string, string, Json][] =>
    Object.entries(document.paths as Json).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((m): [string, string, Json] => [m.toUpperCase(), path, item[m]]),
    );

  it('matches the committed openapi.json (after a REST change run `npm run openapi`, then `npm run clients:gen`)', () => {
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    const served = openApiText(document);
    if (committed !== served) {
      const a = committed.split('\n');
      const b = served.split('\n');
      const line = a.findIndex((text, i) => text !== b[i]);
      throw new Error(
        'openapi.json differs from the document the server serves. Run `npm run openapi` and `npm run clients:gen` ' +
          `and commit both (review the diff: it is what REST clients see).\nline ${line + 1}:\n` +
          `  committed: ${a[line]}\n  server:    ${b[line] ?? '(end of file)'}`,
      );
    }
  });

  it('names a server and a licence (Redocly recommended rules; npm run openapi:lint checks the rest)', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.info.license).toEqual({ name: 'MIT', url: expect.stringContaining('MIT') });
  });

  it('gives every nullable schema a type beside it, as OpenAPI 3.0 needs', () => {
    const untyped: string[] = [];
    const walk = (value: unknown, at: string): void => {
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${at}/${i}`));
      else if (value && typeof value === 'object') {
        const schema = value as Json;
        if (schema.nullable === true && typeof schema.type !== 'string') untyped.push(at);
        for (const [key, v] of Object.entries(schema)) walk(v, `${at}/${key}`);
      }
    };
    walk(document, '#');
    expect(untyped).toEqual([]);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const page = await request(app.baseUrl).get('/api/docs').redirects(1).expect(200);
    expect(page.text).toContain('swagger');
  });

  it('lists every match, lobby and challenge endpoint', () => {
    const listed = operations().map(([method, path]) => `${method} ${path}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/matches',
        'GET /api/matches/{id}',
        'GET /api/matches/{id}/legal-moves',
        'GET /api/matches/{id}/events',
        'GET /api/matches/{id}/stream',
        'POST /api/matches/{id}/play',
        'POST /api/matches/{id}/decide',
        'POST /api/matches/{id}/resign',
        'POST /api/matches/{id}/abort',
        'GET /api/lobbies',
        'GET /api/lobbies/mine',
        'GET /api/lobbies/{id}',
        'POST /api/lobbies',
        'POST /api/lobbies/{id}/join',
        'POST /api/lobbies/{id}/leave',
        'GET /api/challenges',
        'POST /api/challenges',
        'POST /api/challenges/{id}/accept',
        'POST /api/challenges/{id}/decline',
        'POST /api/challenges/{id}/cancel',
        'POST /api/matches/{id}/rematch',
        'GET /api/turns',
        'POST /api/matches/{id}/claim-timeout',
        'POST /api/matches/{id}/pause',
        'POST /api/matches/{id}/pause/answer',
        'POST /api/matches/{id}/resume',
        'POST /api/matches/{id}/return',
        'GET /api/vacation',
        'POST /api/vacation',
        'DELETE /api/vacation',
        'POST /api/computer-matches',
        'POST /api/computer-matches/{id}/rematch',
        'GET /api/bots',
        'POST /api/me/bot',
        'GET /api/notifications',
        'GET /api/me/notification-preferences',
        'PUT /api/me/notification-preferences',
        'GET /api/me/email',
        'PUT /api/me/email',
        'DELETE /api/me/email',
        'POST /api/email/verify',
        'GET /api/push/vapid-public-key',
        'GET /api/push/subscriptions',
        'POST /api/push/subscriptions',
        'DELETE /api/push/subscriptions/{id}',
      ]),
    );
  });

  it('describes every operation, its parameters and its answers, behind the bearer scheme', () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [method, path, operation] of operations()) {
      const name = `${method} ${path}`;
      expect({ name, summary: typeof operation.summary, description: typeof operation.description }).toEqual({
        name,
        summary: 'string',
        description: 'string',
      });
      // The public archive (issue 18) takes a credential but needs none; everything else needs one.
      const security = PUBLIC_OPERATIONS.has(name) ? [{}, { bearer: [] }] : [{ bearer: [] }];
      expect({ name, security: operation.security }).toEqual({ name, security });
      for (const parameter of operation.parameters ?? [])
        expect({ name, parameter: parameter.name, description: typeof parameter.description }).toEqual({
          name,
          parameter: parameter.name,
          description: 'string',
        });
      for (const [status, response] of Object.entries(operation.responses as Json))
        expect({ name, status, description: typeof response.description }).toEqual({
          name,
          status,
          description: 'string',
        });
      const answers = PUBLIC_OPERATIONS.has(name) ? ['200', '429', '503'] : ['200', '401', '403', '429', '503'];
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(answers));
    }
    const play = document.paths['/api/matches/{id}/play'].post;
    expect(play.parameters.map((p: Json) => p.name)).toEqual(expect.arrayContaining(['id', 'Idempotency-Key']));
    expect(Object.keys(play.responses)).toEqual(expect.arrayContaining(['400', '404', '409', '422']));
    expect(play.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/PlayCardRequest',
    });
  });

  it('documents every schema and every field, and every reference resolves', () => {
    const schemas = document.components.schemas as Json;
    for (const ref of refsIn(document))
      expect({ ref, resolves: ref.replace('#/components/schemas/', '') in schemas }).toEqual({ ref, resolves: true });
    const undocumented: string[] = [];
    for (const [name, schema] of Object.entries(schemas)) {
      if (!schema.description) undocumented.push(name);
      for (const [field, property] of Object.entries((schema.properties ?? {}) as Json))
        if (!property.description) undocumented.push(`${name}.${field}`);
    }
    expect(undocumented).toEqual([]);
    expect(schemas.PlayCardRequest.required).toEqual(expect.arrayContaining(['card', 'expectedVersion']));
    expect(schemas.DecideRequest.required).toEqual(expect.arrayContaining(['decision', 'expectedVersion']));
    expect(schemas.Match.properties.version.type).toBe('integer');
    expect(schemas.ErrorBody.properties.code.enum).toEqual(
      expect.arrayContaining(['VERSION_CONFLICT', 'RATE_LIMITED', 'ILLEGAL_MOVE']),
    );
  });
});
