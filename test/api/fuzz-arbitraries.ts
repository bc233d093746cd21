import fc from 'fast-check';

/**
 * Values from JSON Schema (OpenAPI 3.0's dialect) and GraphQL input types, for test/api/openapi-fuzz: the
 * part of what Schemathesis does that this project needs, bounded and seeded (docs/api.md, "Fuzzing").
 */

export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  nullable?: boolean;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
}

export type Schemas = Record<string, Schema>;

const resolve = (schema: Schema, schemas: Schemas): Schema =>
  schema.$ref ? resolve(schemas[schema.$ref.replace('#/components/schemas/', '')] ?? {}, schemas) : schema;

/** Strings that have broken parsers before: numbers in other spellings, dates that are not, odd text. */
const NASTY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '-5',
  '1e3',
  '0x10',
  '0.5',
  '1.5',
  'NaN',
  'Infinity',
  '9999999999999999999999',
  'abc',
  'null',
  'true',
  '[]',
  '{}',
  '%',
  '%00',
  '../..',
  'a\u202eb',
  'é',
  '\u{1F600}',
  '<script>',
  "'; DROP TABLE users; --",
  '2026-02-31',
  'x'.repeat(300),
];

/** A value of the schema's type within its limits, or anything (a schema that says nothing). */
export function validValue(schema: Schema, schemas: Schemas, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, schemas);
  if (s.allOf?.length) return validValue(s.allOf[0], schemas, depth);
  const choices = s.oneOf ?? s.anyOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => validValue(choice, schemas, depth + 1)));
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const base = ((): fc.Arbitrary<unknown> => {
    switch (s.type) {
      case 'integer':
        return fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 1_000_000 });
      case 'number':
        return fc.oneof(
          fc.integer({ min: Math.ceil(s.minimum ?? -1000), max: Math.floor(s.maximum ?? 1_000_000) }),
          fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 1_000_000, noNaN: true, noDefaultInfinity: true }),
        );
      case 'boolean':
        return fc.boolean();
      case 'array':
        return depth > 4
          ? fc.constant([])
          : fc.array(validValue(s.items ?? {}, schemas, depth + 1), {
              minLength: s.minItems ?? 0,
              maxLength: Math.min(s.maxItems ?? 4, 4),
            });
      case 'object':
        return objectOf(s, schemas, depth);
      case 'string':
      case undefined:
        if (s.properties) return objectOf(s, schemas, depth);
        return stringOf(s);
      default:
        return fc.constant(null);
    }
  })();
  return s.nullable ? fc.option(base, { nil: null }) : base;
}

function stringOf(s: Schema): fc.Arbitrary<string> {
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter((text) => text.length <= (s.maxLength ?? 200));
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 40, Math.max(minLength, 40));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.constantFrom(
      ...NASTY_STRINGS.filter((text) => text.length >= minLength && text.length <= maxLength),
      'x'.repeat(minLength),
    ),
  );
}

function objectOf(s: Schema, schemas: Schemas, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant({});
  const properties = s.properties ?? {};
  const required = new Set(s.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = validValue(property, schemas, depth + 1);
  return fc.record(model, { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) });
}

/** Something the schema does not allow: the wrong type, out of range, too long, or an unknown field. */
export function invalidValue(schema: Schema, schemas: Schemas): fc.Arbitrary<unknown> {
  const s = resolve(schema, schemas);
  const wrongTypes: unknown[] = [null, true, -1, 1.5, 'x', [], {}, [[['deep']]], 'x'.repeat(5000)];
  const near: fc.Arbitrary<unknown>[] = [fc.constantFrom(...wrongTypes), fc.constantFrom(...NASTY_STRINGS)];
  if (s.maximum !== undefined) near.push(fc.constant(s.maximum + 1));
  if (s.minimum !== undefined) near.push(fc.constant(s.minimum - 1));
  if (s.maxLength !== undefined) near.push(fc.constant('y'.repeat(s.maxLength + 1)));
  if (s.properties) {
    near.push(
      validValue(s, schemas).map((value) => ({ ...(value as object), unexpectedField: 'x' })),
      fc.constant({}),
    );
    for (const name of Object.keys(s.properties)) {
      near.push(
        fc
          .tuple(validValue(s, schemas), invalidValue(s.properties[name], schemas))
          .map(([value, bad]) => ({ ...(value as object), [name]: bad })),
      );
    }
  }
  return fc.oneof(...near);
}

/** As text in a path, query or header: how a client would write the value there. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value ?? null);
}

/** Draws `count` values of an arbitrary from a seed. */
export function draw<T>(arbitrary: fc.Arbitrary<T>, seed: number, count: number): T[] {
  return fc.sample(arbitrary, { seed, numRuns: count });
}

/** GraphQL introspection's type reference, as far as input types need it. */
export interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}

export interface InputType {
  kind: string;
  name: string;
  enumValues: { name: string }[] | null;
  inputFields: { name: string; type: TypeRef }[] | null;
}

/** A value of a GraphQL input type (valid: of the type; else the wrong scalar somewhere). */
export function graphqlValue(
  ref: TypeRef,
  types: Map<string, InputType>,
  valid: boolean,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (ref.kind === 'NON_NULL') return graphqlValue(ref.ofType as TypeRef, types, valid, depth);
  if (ref.kind === 'LIST')
    return depth > 3
      ? fc.constant([])
      : fc.array(graphqlValue(ref.ofType as TypeRef, types, valid, depth + 1), { maxLength: 3 });
  const type = types.get(ref.name ?? '');
  if (!valid && ref.kind !== 'INPUT_OBJECT')
    return fc.constantFrom<unknown>(null, 'x', -1, 2 ** 40, 1.5, true, [], {}, ...NASTY_STRINGS);
  switch (ref.kind) {
    case 'ENUM':
      return fc.constantFrom(...(type?.enumValues ?? [{ name: 'X' }]).map((value) => value.name));
    case 'INPUT_OBJECT': {
      if (depth > 3 || !type?.inputFields) return fc.constant({});
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const field of type.inputFields) model[field.name] = graphqlValue(field.type, types, valid, depth + 1);
      const required = type.inputFields.filter((field) => field.type.kind === 'NON_NULL').map((field) => field.name);
      return fc.record(model, { requiredKeys: required });
    }
    default:
      switch (ref.name) {
        case 'Int':
          return fc.oneof(fc.integer({ min: -5, max: 200 }), fc.integer());
        case 'Float':
          return fc.double({ noNaN: true, noDefaultInfinity: true });
        case 'Boolean':
          return fc.boolean();
        case 'ID':
          return fc.oneof(fc.uuid(), fc.constantFrom('0', 'abc', ''));
        case 'DateTime':
          return fc.oneof(
            fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
            fc.constant('0.5'),
          );
        default:
          return fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...NASTY_STRINGS));
      }
  }
}
