import fc from 'fast-check';
import { Writable } from 'stream';
import request from 'supertest';
import { startMatch } from '../matches/match-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { createApiToken } from './api-support';
import type { InputType, Schema, Schemas, TypeRef } from './fuzz-arbitraries';
import { asText, draw, graphqlValue, invalidValue, validValue } from './fuzz-arbitraries';

/**
 * A bounded, seeded schema-driven fuzzer (issue 27 P13), in place of Schemathesis, which cannot be installed
 * here (no PyPI, no Debian package): for every operation of the OpenAPI document the server serves, requests
 * whose path, query, headers and JSON body follow the schema and requests that break it in one place, with
 * no credential, a session and a personal token of every scope; each answer must be no 5xx, a status the
 * operation declares and a content type declared for that status. Methods a path does not serve must be 405
 * with Allow. Then every GraphQL query and mutation with variables made from its argument types, valid and
 * not: never a 5xx nor INTERNAL_SERVER_ERROR. And no ERROR log line throughout. docs/api.md, "Fuzzing".
 *
 * FUZZ_SEED=<n> replays a run's random part (the fixed part is always the same).
 */
const FIXED_SEED = 27;
const RANDOM_SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const FIXED_CASES = 20;
const RANDOM_CASES = 10;
const GRAPHQL_FIXED_CASES = 6;
const GRAPHQL_RANDOM_CASES = 3;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Schemas };
}

interface Generated {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
}

class LogLines extends Writable {
  readonly errors: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
      if ((JSON.parse(line) as { level: number }).level >= 50) this.errors.push(line.slice(0, 2000));
    done();
  }
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Header values a client can send at all (fetch refuses the rest): printable ASCII. */
const headerSafe = (text: string): string => text.replace(/[^\x20-\x7e]/g, '?').trim();

describe('schema-driven fuzzing of REST and GraphQL (issue 27 P13)', () => {
  let app: TestApp;
  let logs: LogLines;
  let document: Document;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let apiToken: string;
  let matchId: string;

  beforeAll(async () => {
    console.log(`openapi-fuzz: random seed ${RANDOM_SEED} (FUZZ_SEED=${RANDOM_SEED} replays it)`);
    logs = new LogLines();
    app = await startTestApp({ logDestination: logs, env: { LOG_LEVEL: 'warn', CLAIM_MAIL_POLL: '0' } });
    [alice, bob] = [await registerUser(app), await registerUser(app)];
    apiToken = (await createApiToken(app, alice.token, ['MATCH_READ', 'MATCH_PLAY', 'LOBBY'])).secret;
    matchId = await startMatch(app, [alice, bob]);
    document = (await (await fetch(`${app.baseUrl}/api/docs-json`)).json()) as Document;
  }, 120_000);
  afterAll(async () => app?.close());

  /** Path values that exist, now and then, so that requests get past "not found" too. */
  const known = (): Record<string, string[]> => ({
    id: [matchId],
    name: [alice.username, bob.username],
    username: [bob.username],
    pool: ['duel', 'team'],
  });

  function requestArbitrary(operation: Operation, schemas: Schemas): fc.Arbitrary<Generated> {
    const parameters = (operation.parameters ?? []).filter((p) => p.in !== 'cookie');
    const bodySchema = operation.requestBody?.content['application/json']?.schema;
    const of = (where: Parameter['in']): fc.Arbitrary<Record<string, unknown>> => {
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const parameter of parameters.filter((p) => p.in === where)) {
        const values = known()[parameter.name];
        const valid = validValue(parameter.schema ?? { type: 'string' }, schemas);
        model[parameter.name] =
          where === 'path' && values ? fc.oneof({ arbitrary: fc.constantFrom(...values), weight: 2 }, valid) : valid;
        if (parameter.required || where === 'path') required.push(parameter.name);
      }
      return fc.record(model, { requiredKeys: required });
    };
    const valid = fc.record({
      path: of('path'),
      query: of('query'),
      headers: of('header'),
      body: bodySchema ? validValue(bodySchema, schemas) : fc.constant(undefined),
    });
    const slots: { where: 'path' | 'query' | 'headers' | 'body'; name: string; schema: Schema }[] = [
      ...parameters.map((p) => ({
        where: p.in === 'header' ? ('headers' as const) : (p.in as 'path' | 'query'),
        name: p.name,
        schema: p.schema ?? { type: 'string' },
      })),
      ...(bodySchema ? [{ where: 'body' as const, name: '', schema: bodySchema }] : []),
    ];
    if (slots.length === 0) return valid;
    const invalid = fc.tuple(valid, fc.integer({ min: 0, max: slots.length - 1 })).chain(([request, index]) =>
      invalidValue(slots[index].schema, schemas).map((bad): Generated => {
        const slot = slots[index];
        if (slot.where === 'body') return { ...request, body: bad };
        return { ...request, [slot.where]: { ...request[slot.where], [slot.name]: bad } };
      }),
    );
    return fc.oneof(valid, invalid);
  }

  async function send(
    method: string,
    template: string,
    generated: Generated,
    credential: string | undefined,
  ): Promise<{ status: number; type: string | null; length: number; allow: string | null }> {
    const path = template.replace(/\{([^}]+)\}/g, (_m, name: string) =>
      encodeURIComponent(asText(generated.path[name] ?? 'x') || 'x'),
    );
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(generated.query))
      if (value !== undefined) query.set(name, asText(value));
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(generated.headers))
      if (value !== undefined) headers[name] = headerSafe(asText(value));
    if (credential) headers.authorization = `Bearer ${credential}`;
    let body: string | undefined;
    if (generated.body !== undefined && method !== 'get') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(generated.body);
    }
    const search = query.toString();
    const response = await fetch(`${app.baseUrl}${path}${search ? `?${search}` : ''}`, {
      method: method.toUpperCase(),
      headers,
      body,
    });
    const type = response.headers.get('content-type');
    let length = 0;
    if (type?.startsWith('text/event-stream')) await response.body?.cancel();
    else length = (await response.arrayBuffer()).byteLength;
    return { status: response.status, type, length, allow: response.headers.get('allow') };
  }

  it('answers every operation, valid input or not, only with declared statuses and content types, never 5xx', async () => {
    const problems: string[] = [];
    let sent = 0;
    const credentials = [undefined, alice.token, apiToken];
    for (const [template, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const arbitrary = requestArbitrary(operation, document.components.schemas);
        const cases = [...draw(arbitrary, FIXED_SEED, FIXED_CASES), ...draw(arbitrary, RANDOM_SEED, RANDOM_CASES)];
        for (const [i, generated] of cases.entries()) {
          const credential = credentials[i % credentials.length];
          const answer = await send(method, template, generated, credential);
          sent++;
          const declared = operation.responses[String(answer.status)] ?? operation.responses.default;
          const mediaType = answer.type?.split(';')[0].trim() ?? null;
          const where = `${method.toUpperCase()} ${template} ${JSON.stringify(generated).slice(0, 300)} (${credential === undefined ? 'no credential' : credential === apiToken ? 'token' : 'session'})`;
          if (answer.status >= 500) problems.push(`${answer.status} for ${where}`);
          else if (!declared) problems.push(`undeclared status ${answer.status} for ${where}`);
          else if (answer.length > 0 || mediaType !== null) {
            const types = Object.keys(declared.content ?? {});
            if (mediaType === null || !types.includes(mediaType))
              problems.push(
                `${answer.status} answered as ${mediaType}, declared ${types.join(', ') || 'no body'}: ${where}`,
              );
          }
        }
      }
    }
    console.log(`openapi-fuzz: ${sent} REST requests`);
    expect(problems.slice(0, 40)).toEqual([]);
    expect(logs.errors).toEqual([]);
  }, 600_000);

  it('answers methods a path does not serve with 405 and Allow', async () => {
    const problems: string[] = [];
    for (const [template, item] of Object.entries(document.paths)) {
      const served = METHODS.filter((method) => item[method]).map((method) => method.toUpperCase());
      const path = template.replace(/\{id\}/g, matchId).replace(/\{[^}]+\}/g, 'x');
      for (const method of [
        'TRACE',
        ...['PUT', 'PATCH', 'DELETE', 'POST'].filter((m) => !served.includes(m)).slice(0, 1),
      ]) {
        // fetch refuses to send TRACE; supertest does not.
        const response = await request(app.baseUrl)[
          method.toLowerCase() as 'trace' | 'put' | 'patch' | 'delete' | 'post'
        ](path);
        const allow = (response.headers.allow as string | undefined)?.split(/,\s*/) ?? [];
        if (response.status !== 405 || !served.every((m) => allow.includes(m)))
          problems.push(
            `${method} ${template}: ${response.status}, Allow: ${allow.join(', ')}; serves ${served.join(', ')}`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it('runs every GraphQL query and mutation with generated variables without an internal error', async () => {
    const introspection = await gql<{
      __schema: {
        types: (InputType & {
          fields: { name: string; args: { name: string; type: TypeRef }[]; type: TypeRef }[] | null;
        })[];
        queryType: { name: string };
        mutationType: { name: string };
      };
    }>(
      app,
      `{ __schema { queryType { name } mutationType { name } types { kind name
          enumValues { name } inputFields { name type { ...T } }
          fields { name type { ...T } args { name type { ...T } } } } } }
       fragment T on __Type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } }`,
    );
    const schema = introspection.data?.__schema;
    if (!schema) throw new Error(`introspection failed: ${JSON.stringify(introspection.errors)}`);
    const types = new Map(schema.types.map((type) => [type.name, type]));
    const typeName = (ref: TypeRef): string =>
      ref.kind === 'NON_NULL'
        ? `${typeName(ref.ofType as TypeRef)}!`
        : ref.kind === 'LIST'
          ? `[${typeName(ref.ofType as TypeRef)}]`
          : (ref.name ?? '');
    const named = (ref: TypeRef): TypeRef => (ref.ofType ? named(ref.ofType) : ref);

    const problems: string[] = [];
    let sent = 0;
    for (const [operation, root] of [
      ['query', schema.queryType.name],
      ['mutation', schema.mutationType.name],
    ] as const) {
      for (const field of types.get(root)?.fields ?? []) {
        const result = named(field.type);
        const selection = ['OBJECT', 'INTERFACE', 'UNION'].includes(result.kind) ? ' { __typename }' : '';
        const declarations = field.args.map((arg) => `$${arg.name}: ${typeName(arg.type)}`).join(', ');
        const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
        const text = `${operation}${declarations ? `(${declarations})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
        const variables = (valid: boolean): fc.Arbitrary<Record<string, unknown>> => {
          const model: Record<string, fc.Arbitrary<unknown>> = {};
          for (const arg of field.args) model[arg.name] = graphqlValue(arg.type, types, valid);
          return fc.record(model);
        };
        const cases = [
          ...draw(variables(true), FIXED_SEED, GRAPHQL_FIXED_CASES / 2),
          ...draw(variables(false), FIXED_SEED, GRAPHQL_FIXED_CASES / 2),
          ...draw(fc.oneof(variables(true), variables(false)), RANDOM_SEED, GRAPHQL_RANDOM_CASES),
        ];
        // A mutation may sign its caller out or delete the account: each mutation gets a player of its own.
        const player = operation === 'mutation' ? await registerUser(app) : alice;
        for (const [i, values] of cases.entries()) {
          const token = i % 3 === 0 ? undefined : i % 3 === 1 ? player.token : apiToken;
          const response = await fetch(app.graphqlUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify({ query: text, variables: values }),
          });
          sent++;
          const body = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
          const internal = body.errors?.find((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR');
          if (response.status >= 500 || internal)
            problems.push(
              `${response.status} ${internal?.message ?? ''} for ${text} ${JSON.stringify(values).slice(0, 300)}`,
            );
        }
      }
    }
    console.log(`openapi-fuzz: ${sent} GraphQL requests`);
    expect(problems.slice(0, 40)).toEqual([]);
    expect(logs.errors).toEqual([]);
  }, 600_000);
});
