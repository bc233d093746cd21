import { readFileSync } from 'fs';
import {
  buildSchema,
  FieldsOnCorrectTypeRule,
  isObjectType,
  Kind,
  parse,
  ProvidedRequiredArgumentsRule,
  ScalarLeafsRule,
  validate,
} from 'graphql';
import { constantName, FIELDS_FILE, generateFields, SCHEMA_FILE } from '../../scripts/gql-fields';
import * as generated from '../support/schema-fields';

/**
 * issue 19: the test helpers' field lists (MATCH_FIELDS, LOBBY_FIELDS, …) are generated from schema.gql by
 * scripts/gql-fields.ts into test/support/schema-fields.ts; this fails when the two disagree.
 */
describe('test/support/schema-fields.ts is what schema.gql gives', () => {
  const schemaText = readFileSync(SCHEMA_FILE, 'utf8');
  const schema = buildSchema(schemaText);

  it('no line differs (after a schema change run `npm run gql:fields` and commit)', () => {
    const committed = readFileSync(FIELDS_FILE, 'utf8').split('\n');
    const expected = generateFields(schemaText).split('\n');
    const line = expected.findIndex((text, i) => committed[i] !== text);
    expect({ line: line + 1, committed: committed[line], expected: expected[line] }).toEqual({
      line: 0,
      committed: undefined,
      expected: undefined,
    });
    expect(committed).toHaveLength(expected.length);
  });

  it('every list is a valid selection of its type that names each of its fields', () => {
    const lists = Object.entries(generated).filter(([name]) => name.endsWith('_FIELDS'));
    expect(lists.map(([name]) => name)).toEqual(
      expect.arrayContaining(['MATCH_FIELDS', 'TABLE_FIELDS', 'MOVE_FIELDS', 'LOBBY_FIELDS', 'CHALLENGE_FIELDS']),
    );
    for (const [name, list] of lists) {
      const type = Object.values(schema.getTypeMap()).find((t) => constantName(t.name) === name);
      if (!isObjectType(type)) throw new Error(`${name}: no object type of that name`);
      const document = parse(`fragment F on ${type.name} { ${String(list)} }`);
      const errors = validate(schema, document, [
        FieldsOnCorrectTypeRule,
        ScalarLeafsRule,
        ProvidedRequiredArgumentsRule,
      ]);
      const definition = document.definitions[0];
      const selected =
        definition.kind === Kind.FRAGMENT_DEFINITION
          ? definition.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : '?'))
          : [];
      expect({ name, errors: errors.map((e) => e.message), selected: selected.sort() }).toEqual({
        name,
        errors: [],
        selected: Object.keys(type.getFields()).sort(),
      });
    }
  });
});
