import { GraphQLSchemaHost } from '@nestjs/graphql';
import { readFileSync, mkdtempSync, rmSync } from 'fs';
import type { GraphQLNamedType, GraphQLSchema } from 'graphql';
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
} from 'graphql';
import os from 'os';
import path from 'path';
import { projectRoot } from '../../src/config/paths';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

const COMMITTED = path.join(projectRoot(), 'schema.gql');

/** Every type, field, argument and enum value of the schema that has no description, by coordinate. */
export function undocumented(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const check = (coordinate: string, description: string | null | undefined): void => {
    if (!description?.trim()) missing.push(coordinate);
  };
  const types = Object.values(schema.getTypeMap()).filter(
    (t: GraphQLNamedType) => !isIntrospectionType(t) && !isSpecifiedScalarType(t),
  );
  for (const type of types) {
    // The root types are containers; their fields are what clients read about.
    const isRoot = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].includes(
      type as never,
    );
    if (!isRoot) check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    } else if (isUnionType(type)) {
      // A union's description is all it has.
    }
  }
  return missing.sort();
}

describe('the GraphQL schema', () => {
  let app: TestApp;
  let dir: string;
  let printed: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'claim-schema-test-'));
    const file = path.join(dir, 'schema.gql');
    // Printed by the app's own GraphQL module, as the development server prints schema.gql.
    app = await startTestApp({ schemaFile: file });
    printed = readFileSync(file, 'utf8');
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('matches the committed schema.gql (after a change run `npm run schema:print` and commit schema.gql)', () => {
    const committed = readFileSync(COMMITTED, 'utf8');
    if (committed !== printed) {
      throw new Error(
        'schema.gql differs from the schema the code builds. Run `npm run schema:print` and commit schema.gql ' +
          '(review the diff: it is what GraphQL clients see).\n' +
          firstDifference(committed, printed),
      );
    }
  });

  it('describes every type, field, argument and enum value, for client authors', () => {
    expect(undocumented(app.app.get(GraphQLSchemaHost).schema)).toEqual([]);
  });
});

/** The first differing line, to point the developer at the change. */
function firstDifference(committed: string, printed: string): string {
  const a = committed.split('\n');
  const b = printed.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i])
      return `line ${i + 1}:\n  committed: ${a[i] ?? '(end of file)'}\n  code:      ${b[i] ?? '(end of file)'}`;
  }
  return '';
}
