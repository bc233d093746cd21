import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GraphQLField, GraphQLNamedType, GraphQLObjectType, GraphQLOutputType, GraphQLSchema } from 'graphql';
import { buildSchema, isEnumType, isListType, isNonNullType, isObjectType, isScalarType } from 'graphql';

/**
 * npm run gql:fields — the test helpers' GraphQL field lists, generated from schema.gql into
 * test/support/schema-fields.ts: for every object type, a selection set of all its fields (nested objects
 * with all of theirs) and the TypeScript shape of what it selects. A list written by hand falls behind the
 * schema without a sound, and the tests that look for hidden cards in "every field" then miss the new ones;
 * this one cannot. `--check` (and test/api/schema-fields.spec.ts) fails when the committed file differs.
 */
const ROOT = path.resolve(__dirname, '..');
export const SCHEMA_FILE = path.join(ROOT, 'schema.gql');
export const FIELDS_FILE = path.join(ROOT, 'test', 'support', 'schema-fields.ts');

const SCALARS: Record<string, string> = {
  ID: 'string',
  String: 'string',
  DateTime: 'string',
  Int: 'number',
  Float: 'number',
  Boolean: 'boolean',
};

/** `MatchEvent` → `MATCH_EVENT_FIELDS`. */
export function constantName(typeName: string): string {
  return `${typeName.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}_FIELDS`;
}

/** A field can be selected without arguments when none of its arguments is required. */
function selectable(field: GraphQLField<unknown, unknown>): boolean {
  return field.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined);
}

function namedType(type: GraphQLOutputType): GraphQLNamedType {
  let inner = type;
  while (isNonNullType(inner) || isListType(inner)) inner = inner.ofType;
  return inner;
}

/**
 * Every field of `type`, objects expanded. The schema has no cycle of object types (a match's table does not
 * lead back to the match); one would need a depth limit and shapes to match it, so it stops the generator.
 */
export function selectionOf(type: GraphQLObjectType, expanding: readonly string[] = []): string {
  const path = [...expanding, type.name];
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (!selectable(field)) continue;
    const named = namedType(field.type);
    if (!isObjectType(named)) parts.push(field.name);
    else if (path.includes(named.name))
      throw new Error(`a cycle of object types: ${[...path, named.name].join(' → ')}`);
    else parts.push(`${field.name} { ${selectionOf(named, path)} }`);
  }
  return parts.join(' ');
}

function tsType(type: GraphQLOutputType): string {
  if (isNonNullType(type)) return tsBase(type.ofType);
  return `${tsBase(type)} | null`;
}

function tsBase(type: GraphQLOutputType): string {
  if (isNonNullType(type)) return tsBase(type.ofType);
  if (isListType(type)) {
    const item = tsType(type.ofType);
    return item.includes('|') ? `(${item})[]` : `${item}[]`;
  }
  if (isScalarType(type)) return SCALARS[type.name] ?? 'unknown';
  if (isEnumType(type))
    return type
      .getValues()
      .map((v) => `'${v.name}'`)
      .join(' | ');
  if (isObjectType(type)) return `${type.name}Shape`;
  return 'unknown';
}

/** The shape of selectionOf(type): a field left out there is left out here. */
function shapeOf(type: GraphQLObjectType): string {
  const lines: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (!selectable(field)) continue;
    if (field.description) lines.push(`  /** ${field.description.replace(/\*\//g, '*\\/').replace(/\n/g, ' ')} */`);
    lines.push(`  ${field.name}: ${tsType(field.type)};`);
  }
  return lines.join('\n');
}

/** The object types clients read: all but the root operation types. */
function objectTypes(schema: GraphQLSchema): GraphQLObjectType[] {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
  return Object.values(schema.getTypeMap())
    .filter((t): t is GraphQLObjectType => isObjectType(t) && !t.name.startsWith('__') && !roots.has(t))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The file's content for this schema text. */
export function generateFields(schemaText: string): string {
  const schema = buildSchema(schemaText);
  const out = [
    '// Generated from schema.gql by `npm run gql:fields` (scripts/gql-fields.ts): do not edit.',
    '// Each X_FIELDS selects every field of the type X (nested objects with all of theirs); XShape is what it',
    '// selects. Tests that need fewer fields select them themselves.',
    '',
  ];
  for (const type of objectTypes(schema)) {
    out.push(
      `/** Every field of ${type.name}. */`,
      `export const ${constantName(type.name)} = '${selectionOf(type)}';`,
      '',
      `/** ${type.name} with every field selected (${constantName(type.name)}). */`,
      `export interface ${type.name}Shape {`,
      shapeOf(type),
      '}',
      '',
    );
  }
  return out.join('\n');
}

/** True when the committed file is what schema.gql gives now. */
export function fieldsInStep(): boolean {
  const expected = generateFields(readFileSync(SCHEMA_FILE, 'utf8'));
  return existsSync(FIELDS_FILE) && readFileSync(FIELDS_FILE, 'utf8') === expected;
}

if (require.main === module) {
  if (process.argv.includes('--check')) {
    if (!fieldsInStep()) {
      console.error(`${path.relative(ROOT, FIELDS_FILE)} is out of date with schema.gql: run npm run gql:fields.`);
      process.exit(1);
    }
  } else {
    writeFileSync(FIELDS_FILE, generateFields(readFileSync(SCHEMA_FILE, 'utf8')));
    console.log(`Wrote ${path.relative(process.cwd(), FIELDS_FILE)}`);
  }
}
