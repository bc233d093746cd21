import { getMetadataStorage } from 'class-validator';
import type { OpenAPIObject } from '@nestjs/swagger';

/** What this file reads of a class-validator rule (its metadata class is not part of the public API). */
interface Rule {
  readonly name?: string;
  readonly propertyName: string;
  readonly constraints?: unknown[];
  readonly each?: boolean;
}

/** The JSON Schema keywords a DTO property's rules add; `each` rules go to its items. */
interface Limits {
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
}

interface SchemaLike extends Limits {
  properties?: Record<string, SchemaLike>;
  items?: SchemaLike;
}

function limitsOf(rule: Rule): Limits {
  const [first, second] = rule.constraints ?? [];
  switch (rule.name) {
    case 'maxLength':
      return { maxLength: first as number };
    case 'minLength':
      return { minLength: first as number };
    case 'isLength':
      return { minLength: first as number, ...(typeof second === 'number' ? { maxLength: second } : {}) };
    case 'min':
      return { minimum: first as number };
    case 'max':
      return { maximum: first as number };
    case 'isIn':
      return { enum: [...(first as unknown[])] };
    case 'isUuid':
      return { format: 'uuid' };
    case 'isInt':
      return { type: 'integer' };
    case 'matches':
      return first instanceof RegExp ? { pattern: first.source } : {};
    case 'arrayMaxSize':
      return { maxItems: first as number };
    case 'arrayMinSize':
      return { minItems: first as number };
    default:
      return {};
  }
}

/** Every DTO class with validation rules, by name; its rules by property, inherited ones included. */
function validatedClasses(): Map<string, Map<string, Rule[]>> {
  const storage = getMetadataStorage();
  const targets = (storage as unknown as { validationMetadatas: Map<new () => unknown, Rule[]> }).validationMetadatas;
  const classes = new Map<string, Map<string, Rule[]>>();
  for (const target of targets.keys()) {
    const byProperty = new Map<string, Rule[]>();
    for (const rule of storage.getTargetValidationMetadatas(target, '', false, false) as unknown as Rule[]) {
      byProperty.set(rule.propertyName, [...(byProperty.get(rule.propertyName) ?? []), rule]);
    }
    classes.set(target.name, byProperty);
  }
  return classes;
}

/** Adds the limits a property's rules enforce where the schema does not state them already. */
function state(schema: SchemaLike, rules: readonly Rule[]): void {
  for (const rule of rules) {
    const target = rule.each ? (schema.items ?? schema) : schema;
    const limits = limitsOf(rule);
    for (const [key, value] of Object.entries(limits) as [keyof Limits, unknown][]) {
      if (key === 'type') {
        // An integer rule narrows `number`; a string schema (a query's text) stays as it is.
        if (target.type === 'number' || target.type === undefined) target.type = 'integer';
      } else if (target[key] === undefined) {
        (target as Record<string, unknown>)[key] = value;
      }
    }
  }
}

/**
 * States in the OpenAPI document the limits the validation pipe enforces (issue 27 P13: schema-valid input
 * was refused by rules the document did not state): lengths, ranges, enums, patterns, UUIDs and integers,
 * read from the very class-validator rules that enforce them, so the two cannot drift. Request body schemas
 * are found by their class's name; a query's parameters by the DTO whose properties they are (the one class
 * with exactly those names; nothing is added when classes with those names disagree).
 */
export function stateValidationLimits(openapi: OpenAPIObject): void {
  const classes = validatedClasses();
  for (const [name, schema] of Object.entries(openapi.components?.schemas ?? {})) {
    const rules = classes.get(name);
    const properties = (schema as SchemaLike).properties;
    if (!rules || !properties) continue;
    for (const [property, propertySchema] of Object.entries(properties))
      state(propertySchema, rules.get(property) ?? []);
  }
  for (const item of Object.values(openapi.paths)) {
    for (const operation of [item.get, item.post, item.put, item.patch, item.delete]) {
      const query = ((operation?.parameters ?? []) as { name?: string; in?: string; schema?: SchemaLike }[])
        .filter((parameter) => parameter.in === 'query' && parameter.name !== undefined)
        .map((parameter) => ({ name: parameter.name as string, schema: parameter.schema }));
      if (query.length === 0) continue;
      const names = query.map((parameter) => parameter.name).sort();
      const candidates = [...classes.values()].filter((rules) => {
        const own = [...rules.keys()].sort();
        return own.length === names.length && own.every((property, i) => property === names[i]);
      });
      const shapes = new Set(
        candidates.map((rules) => JSON.stringify(names.map((n) => (rules.get(n) ?? []).map(limitsOf)))),
      );
      if (candidates.length === 0 || shapes.size !== 1) continue;
      for (const parameter of query)
        if (parameter.schema) state(parameter.schema, candidates[0].get(parameter.name) ?? []);
    }
  }
}
