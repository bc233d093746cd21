import { LRUCache } from 'lru-cache';
import type { DocumentNode, GraphQLError, GraphQLSchema, Source } from 'graphql';
import { parse } from 'graphql';
import { GRAPHQL_LIMITS, validateWithLimits } from './limits';

/** Total query text the cache may hold (bytes of UTF-16 code units, roughly): a few thousand operations. */
const CACHED_QUERY_CHARS = 4_000_000;
const CACHED_DOCUMENTS = 2_000;

/**
 * Parsed and validated documents of the graphql-ws path, by query text. Over HTTP Apollo keeps such a
 * document store itself; graphql-ws parses and validates every operation again, which was a quarter of
 * the server's CPU per move over the socket (docs/benchmarks-history.md, issue 21): a bot sends the same few
 * operations thousands of times. Only documents that parsed are cached, and a document counts as valid
 * only after it passed validation against that very schema; invalid ones are validated again each time
 * (their errors are the client's to fix, not worth keeping). The documents are shared between operations:
 * graphql-js's execute never changes one.
 */
export class WebSocketDocuments {
  private readonly parsed = new LRUCache<string, DocumentNode>({
    max: CACHED_DOCUMENTS,
    maxSize: CACHED_QUERY_CHARS,
    sizeCalculation: (_document, query) => Math.max(1, query.length),
  });
  private readonly valid = new WeakMap<GraphQLSchema, WeakSet<DocumentNode>>();

  /** graphql-js's parse within maxTokens, once per query text; throws its GraphQLError on bad syntax. */
  readonly parse = (query: string | Source): DocumentNode => {
    if (typeof query !== 'string') return parse(query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
    const cached = this.parsed.get(query);
    if (cached) return cached;
    const document = parse(query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
    if (query.length <= CACHED_QUERY_CHARS / 100) this.parsed.set(query, document);
    return document;
  };

  /** The standard rules and our limits, once per schema and document. */
  readonly validate = (schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] => {
    let valid = this.valid.get(schema);
    if (valid?.has(document)) return [];
    const errors = validateWithLimits(schema, document);
    if (errors.length === 0) {
      if (!valid) this.valid.set(schema, (valid = new WeakSet()));
      valid.add(document);
    }
    return errors;
  };
}
