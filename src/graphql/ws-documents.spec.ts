import { GraphQLInt, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { GRAPHQL_LIMITS } from './limits';
import { WebSocketDocuments } from './ws-documents';

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: { hello: { type: GraphQLString }, n: { type: GraphQLInt } },
  }),
});

describe('WebSocketDocuments (the graphql-ws path parses and validates each query text once)', () => {
  it('returns the same document for the same text, and a new one for another', () => {
    const documents = new WebSocketDocuments();
    const first = documents.parse('{ hello }');
    expect(documents.parse('{ hello }')).toBe(first);
    expect(documents.parse('{ n }')).not.toBe(first);
  });

  it('still refuses bad syntax and the token limit, every time', () => {
    const documents = new WebSocketDocuments();
    for (let i = 0; i < 2; i++) {
      expect(() => documents.parse('{ hello')).toThrow(/Syntax Error/);
      expect(() => documents.parse(`{ ${'n '.repeat(GRAPHQL_LIMITS.maxTokens)} }`)).toThrow(/tokens/);
    }
  });

  it('reports the errors of an invalid document every time, and none for a valid one', () => {
    const documents = new WebSocketDocuments();
    const invalid = documents.parse('{ nope }');
    const aliases = documents.parse(`{ ${Array.from({ length: 31 }, (_, i) => `a${i}: n`).join(' ')} }`);
    for (let i = 0; i < 2; i++) {
      expect(documents.validate(schema, invalid).map((e) => e.message)).toEqual([
        'Cannot query field "nope" on type "Query".',
      ]);
      expect(documents.validate(schema, aliases).map((e) => e.message)).toEqual([
        `Too many aliases: more than ${GRAPHQL_LIMITS.maxAliases}`,
      ]);
      expect(documents.validate(schema, documents.parse('{ hello n }'))).toEqual([]);
    }
  });

  it('counts a document valid only against the schema it was validated with', () => {
    const documents = new WebSocketDocuments();
    const document = documents.parse('{ hello }');
    expect(documents.validate(schema, document)).toEqual([]);
    const other = new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: { n: { type: GraphQLInt } } }),
    });
    expect(documents.validate(other, document)).toHaveLength(1);
  });
});
