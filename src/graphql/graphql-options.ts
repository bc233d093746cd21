import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { ExecutionResult, FormattedExecutionResult } from 'graphql';
import type { ServerOptions } from 'graphql-ws';
import { formatGraphQLError } from '../common/errors';
import { clientAddressOf } from '../common/client-address';
import { buildGraphQLContext } from '../common/graphql-context';
import type { AppConfig } from '../config/app-config';
import type { ConnectionRegistry } from '../connections/connection-registry';
import { WebSocketConnections } from '../connections/websocket-connections';
import type { LimitedApolloDriverConfig } from './limits';
import {
  GRAPHQL_LIMITS,
  GRAPHQL_VALIDATION_RULES,
  LimitedApolloDriver,
  checkWebSocketOperation,
  checkWebSocketVariables,
  subscriptionsOverHttpPlugin,
} from './limits';
import { errorsWithoutSuggestions, formattedWithoutSuggestions } from './suggestions';
import { WebSocketDocuments } from './ws-documents';
import { sendTogether } from './ws-writes';

export const GRAPHQL_PATH = '/graphql';

type DriverPlugin = NonNullable<LimitedApolloDriverConfig['plugins']>[number];

/**
 * Apollo Sandbox. Required from CommonJS, the plugin is typed with @apollo/server's CJS declarations while the
 * (ESM) driver expects the ESM ones; the object is the same plain plugin either way (see limits.ts).
 */
function landingPagePlugin(): DriverPlugin {
  return ApolloServerPluginLandingPageLocalDefault({ embed: true, footer: false }) as unknown as DriverPlugin;
}

/**
 * `Cache-Control: no-store` on every GraphQL answer over HTTP, as Apollo's cache-control plugin sent it (no field
 * has a cache hint here, so every answer was uncacheable). That plugin is off (below): to find the hints it
 * wrapped every resolver of the schema (graphql-ws's operations went through the wrappers too) and ran a hook
 * for each field of each operation over HTTP, to arrive at this same header every time (issue 36).
 */
const noStorePlugin: DriverPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};

/** Nest hands every graphql-ws server option through, though its type names only some (`validate` is not). */
const graphqlWsOptions = (
  connections: WebSocketConnections,
  formatError: typeof formatGraphQLError,
  suggestions: boolean,
  documents = new WebSocketDocuments(),
): Partial<ServerOptions> & { path: string } => ({
  path: GRAPHQL_PATH,
  connectionInitWaitTimeout: connections.limits.connectionInitTimeoutMs,
  onConnect: (ctx) => connections.identify(ctx),
  // The same limits over the socket, plus a cap on subscriptions per connection.
  onSubscribe: (ctx, _id, payload) =>
    checkWebSocketVariables(payload.variables) ??
    checkWebSocketOperation(payload.query, Object.keys(ctx.subscriptions).length, documents.parse) ??
    undefined,
  // Parsed and validated once per query text, as Apollo's document store does over HTTP.
  parse: documents.parse,
  validate: suggestions
    ? documents.validate
    : (schema, document) => errorsWithoutSuggestions(documents.validate(schema, document)),
  // graphql-ws bypasses Apollo's formatError; give its clients the same errors.
  onNext: (_ctx, _id, _payload, _args, result: ExecutionResult): FormattedExecutionResult => ({
    ...result,
    errors: result.errors?.map((error) => formatError(error.toJSON(), error)),
  }),
});

/**
 * One endpoint for everything: queries and mutations over HTTP POST, and
 * subscriptions (or any operation) over graphql-ws on the same path. A
 * browser opening it gets Apollo Sandbox.
 */
export function graphqlOptions(config: AppConfig, registry: ConnectionRegistry): LimitedApolloDriverConfig {
  const addressOf = clientAddressOf(config.trustProxy);
  const connections = new WebSocketConnections(registry, addressOf);
  const suggestions = config.graphql.suggestions;
  const formatError: typeof formatGraphQLError = suggestions
    ? formatGraphQLError
    : (formatted, error) => formattedWithoutSuggestions(formatGraphQLError(formatted, error));
  return {
    driver: LimitedApolloDriver,
    path: GRAPHQL_PATH,
    autoSchemaFile: config.schemaFile ?? true,
    sortSchema: true,
    // Nest's default landing page is GraphiQL; we serve Apollo Sandbox instead.
    graphiql: false,
    plugins: [
      landingPagePlugin(),
      subscriptionsOverHttpPlugin,
      ApolloServerPluginCacheControlDisabled() as unknown as DriverPlugin,
      noStorePlugin,
    ],
    includeStacktraceInErrorResponses: false,
    // errors.ts maps framework exceptions itself, in the same place as ours.
    autoTransformHttpErrors: false,
    formatError,
    context: (args: Parameters<typeof buildGraphQLContext>[0]) => buildGraphQLContext(args, addressOf),
    // Request limits (limits.ts, RELIABILITY.md): token count, depth, fields, aliases. Batched HTTP
    // requests stay off (Apollo's default): a JSON array body is refused with 400.
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    validationRules: GRAPHQL_VALIDATION_RULES,
    allowBatchedHttpRequests: false,
    subscriptions: { 'graphql-ws': graphqlWsOptions(connections, formatError, suggestions) },
    onSocket: (socket, request) => {
      sendTogether(socket, request.socket);
      connections.opened(socket, request);
    },
  };
}
