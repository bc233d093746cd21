import type { GraphQLNamedType, GraphQLOutputType, GraphQLSchema } from 'graphql';
import { isEnumType, isListType, isNonNullType, isObjectType, isScalarType } from 'graphql';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';

const SCALARS: Record<string, SchemaObject> = {
  String: { type: 'string' },
  ID: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  DateTime: { type: 'string', format: 'date-time' },
};

/**
 * OpenAPI schemas for GraphQL output types and every type they reach. The
 * REST API answers with the very objects GraphQL serves (match.mapper.ts), so
 * their documentation is derived from the GraphQL schema, descriptions
 * included, rather than written twice. Enums list their internal values,
 * which is what JSON carries (e.g. `match:read`, where GraphQL says MATCH_READ).
 */
export function openApiSchemasOf(schema: GraphQLSchema, roots: readonly string[]): Record<string, SchemaObject> {
  const out: Record<string, SchemaObject> = {};
  const visit = (type: GraphQLNamedType): void => {
    if (out[type.name] || isScalarType(type)) return;
    if (isEnumType(type)) {
      out[type.name] = {
        type: 'string',
        description: type.description ?? undefined,
        enum: type.getValues().map((v) => v.value as string),
      };
      return;
    }
    if (!isObjectType(type)) throw new Error(`${type.name}: only object and enum types are answered by REST`);
    const object: SchemaObject = {
      type: 'object',
      description: type.description ?? undefined,
      properties: {},
      required: [],
    };
    out[type.name] = object;
    for (const field of Object.values(type.getFields())) {
      object.properties![field.name] = property(field.type, field.description ?? undefined, visit);
      if (isNonNullType(field.type)) object.required!.push(field.name);
    }
  };
  for (const root of roots) {
    const type = schema.getType(root);
    if (!type) throw new Error(`GraphQL type ${root} not found`);
    visit(type);
  }
  return out;
}

function property(
  type: GraphQLOutputType,
  description: string | undefined,
  visit: (t: GraphQLNamedType) => void,
): SchemaObject | ReferenceObject {
  const nullable = !isNonNullType(type);
  const inner = isNonNullType(type) ? type.ofType : type;
  let schema: SchemaObject;
  if (isListType(inner)) {
    schema = { type: 'array', items: property(inner.ofType, undefined, visit) };
  } else if (isScalarType(inner)) {
    schema = { ...(SCALARS[inner.name] ?? { type: 'string' }) };
  } else {
    visit(inner);
    // allOf, because OpenAPI 3.0 ignores whatever stands beside a $ref, descriptions included.
    schema =
      description === undefined && !nullable
        ? ({ $ref: ref(inner.name) } as SchemaObject)
        : { allOf: [{ $ref: ref(inner.name) }] };
  }
  if (description !== undefined) schema.description = description;
  if (nullable) schema.nullable = true;
  return schema;
}

function ref(name: string): string {
  return `#/components/schemas/${name}`;
}
