import type { IncomingMessage } from 'node:http';
import { Injectable } from '@nestjs/common';
import type { WebSocket, WebSocketServer } from 'ws';
// NestJS 12 is an ES module, so @nestjs/apollo sees @apollo/server's ESM declarations; this CommonJS file would
// see the CJS ones, whose private fields make the two incompatible. Plugins handed to the driver use its view.
import type { ApolloServerPlugin } from '@apollo/server' with { 'resolution-mode': 'import' };
import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import {
  ASTVisitor,
  DocumentNode,
  FragmentDefinitionNode,
  GraphQLError,
  GraphQLSchema,
  Kind,
  OperationDefinitionNode,
  OperationTypeNode,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import { extensionsFor } from '../common/errors';
import { MAX_JSON_DEPTH, tooDeep, valueNestsDeeperThan } from '../common/json-depth';

/**
 * What one GraphQL request may ask for. Every legitimate operation of our clients is far below these
 * (the full match query has about 100 fields and depth 5; Apollo Sandbox's introspection 230 fields);
 * the limits exist so a single request cannot make the server parse, validate or execute without end.
 */
export const GRAPHQL_LIMITS = {
  /** Lexer tokens per document (graphql-js stops parsing beyond): bounds parse and validation work. */
  maxTokens: 5000,
  /** Nesting of selections. `ofType` adds no level: introspection's type chains are deep but single. */
  maxDepth: 12,
  /** Field selections after expanding fragments: bounds execution work per request. */
  maxFields: 1000,
  /** Aliased fields after expanding fragments (alias floods repeat one costly field under many names). */
  maxAliases: 30,
  /** Subscriptions one graphql-ws connection may hold at once. */
  maxSubscriptionsPerConnection: 50,
  /** Largest WebSocket message accepted (bytes); larger ones close the connection (1009). */
  maxWebSocketPayload: 64 * 1024,
} as const;

type Limits = typeof GRAPHQL_LIMITS;

/**
 * Depth, field count and alias count of each operation, fragments expanded, as validation rules: a
 * request over a limit fails validation (GRAPHQL_VALIDATION_FAILED) before anything executes. The
 * expansion stops as soon as a limit is passed, so fragment bombs cost no more than the limit.
 */
export function operationLimitRule(
  limits: Pick<Limits, 'maxDepth' | 'maxFields' | 'maxAliases'> = GRAPHQL_LIMITS,
): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    return {
      OperationDefinition(operation: OperationDefinitionNode) {
        const problem = measure(operation.selectionSet, fragments, limits);
        if (problem) context.reportError(new GraphQLError(problem, { nodes: [operation] }));
        return false;
      },
    };
  };
}

class LimitExceeded extends Error {}

function measure(
  root: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  limits: Pick<Limits, 'maxDepth' | 'maxFields' | 'maxAliases'>,
): string | null {
  let fields = 0;
  let aliases = 0;
  let problem: string | null = null;
  const walk = (set: SelectionSetNode, depth: number, spreads: readonly string[]): void => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        fields++;
        if (selection.alias) aliases++;
        const level = selection.name.value === 'ofType' ? depth : depth + 1;
        if (fields > limits.maxFields) problem = `Query too complex: more than ${limits.maxFields} fields`;
        else if (aliases > limits.maxAliases) problem = `Too many aliases: more than ${limits.maxAliases}`;
        else if (level > limits.maxDepth) problem = `Query too deep: more than ${limits.maxDepth} levels`;
        if (problem) throw new LimitExceeded();
        if (selection.selectionSet) walk(selection.selectionSet, level, spreads);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, depth, spreads);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // Unknown and cyclic spreads are the standard rules' to report.
        if (fragment && !spreads.includes(name)) walk(fragment.selectionSet, depth, [...spreads, name]);
      }
    }
  };
  try {
    walk(root, 0, []);
  } catch (error) {
    if (!(error instanceof LimitExceeded)) throw error;
  }
  return problem;
}

/**
 * Subscriptions are served over graphql-ws only. Over HTTP, Apollo would run the subscription resolver
 * as if it were a query and fail inside it; refuse the operation up front with a clear message instead.
 */
export const subscriptionsOverHttpPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation === OperationTypeNode.SUBSCRIPTION) {
          throw new GraphQLError('Subscriptions are served over graphql-ws (WebSocket) on this path, not over HTTP', {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        }
      },
    };
  },
};

/** Apollo's own validation gets these beside graphql-js's standard rules. */
export const GRAPHQL_VALIDATION_RULES: ValidationRule[] = [operationLimitRule()];

/**
 * graphql-ws parses and validates by itself, with the standard rules only: `onSubscribe` runs first
 * (subscriptions per connection, parsing within maxTokens) and `validate` replaces its validation.
 * Returns the errors to send back, or null to let graphql-ws go on. `parseQuery` is graphql-ws's own
 * parse (WebSocketDocuments caches it), so that the document is parsed once for both.
 */
export function checkWebSocketOperation(
  query: unknown,
  subscriptionsOnConnection: number,
  parseQuery: (query: string) => DocumentNode = (text) => parse(text, { maxTokens: GRAPHQL_LIMITS.maxTokens }),
): readonly GraphQLError[] | null {
  if (subscriptionsOnConnection > GRAPHQL_LIMITS.maxSubscriptionsPerConnection) {
    return [
      new GraphQLError(
        `Too many subscriptions on this connection: at most ${GRAPHQL_LIMITS.maxSubscriptionsPerConnection}`,
      ),
    ];
  }
  if (typeof query !== 'string') return null; // graphql-ws reports a missing query itself
  try {
    parseQuery(query);
  } catch (error) {
    return [error instanceof GraphQLError ? error : new GraphQLError('Syntax error')];
  }
  return null;
}

/**
 * Variables over graphql-ws nested deeper than any input needs: HTTP bodies are refused on their raw bytes
 * (json-depth.ts, the body parser); a socket message is already parsed (JSON.parse does not recurse), so its
 * variables are measured here, counting the message and its payload as the two levels around them, as the
 * body and its `variables` are over HTTP. The same error as over HTTP.
 */
export function checkWebSocketVariables(variables: unknown): readonly GraphQLError[] | null {
  if (!valueNestsDeeperThan(variables, MAX_JSON_DEPTH - 2)) return null;
  const error = tooDeep('variables');
  return [new GraphQLError(error.message, { extensions: extensionsFor(error.detail) })];
}

export function validateWithLimits(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] {
  return validate(schema, document, [...specifiedRules, ...GRAPHQL_VALIDATION_RULES]);
}

/**
 * Nest's ApolloDriver with the WebSocket message limit: Nest creates the graphql-ws WebSocketServer
 * without options, so `ws` would accept messages of up to 100 MiB. `ws` reads maxPayload when a
 * connection is upgraded, so setting it once the server exists covers every connection.
 */
export interface LimitedApolloDriverConfig extends ApolloDriverConfig {
  /** Called for every accepted WebSocket, before graphql-ws has seen a message (connection caps). */
  onSocket?: (socket: WebSocket, request: IncomingMessage) => void;
}

@Injectable()
export class LimitedApolloDriver extends ApolloDriver {
  override async start(options: LimitedApolloDriverConfig): Promise<void> {
    await super.start(options);
    const wss = (this as unknown as { _subscriptionService?: { wss?: WebSocketServer } })._subscriptionService?.wss;
    if (!wss) throw new Error('LimitedApolloDriver: the graphql-ws server was not found (did @nestjs/apollo change?)');
    wss.options.maxPayload = GRAPHQL_LIMITS.maxWebSocketPayload;
    const onSocket = options.onSocket;
    if (onSocket) wss.on('connection', (socket: WebSocket, request: IncomingMessage) => onSocket(socket, request));
  }
}
