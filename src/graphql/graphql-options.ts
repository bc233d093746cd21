import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import type { ExecutionResult, FormattedExecutionResult } from 'graphql';
import type { ServerOptions } from 'graphql-ws';
import { formatGraphQLError } from '../common/errors';
import { buildGraphQLContext } from '../common/graphql-context';
import type { AppConfig } from '../config/app-config';
import {
  GRAPHQL_LIMITS,
  GRAPHQL_VALIDATION_RULES,
  LimitedApolloDriver,
  checkWebSocketOperation,
  subscriptionsOverHttpPlugin,
  validateWithLimits,
} from './limits';

export const GRAPHQL_PATH = '/graphql';

/** Nest hands every graphql-ws server option through, though its type names only some (`validate` is not). */
const graphqlWsOptions: Partial<ServerOptions> & { path: string } = {
  path: GRAPHQL_PATH,
  // The same limits over the socket, plus a cap on subscriptions per connection.
  onSubscribe: (ctx, _id, payload) =>
    checkWebSocketOperation(payload.query, Object.keys(ctx.subscriptions).length) ?? undefined,
  validate: validateWithLimits,
  // graphql-ws bypasses Apollo's formatError; give its clients the same errors.
  onNext: (_ctx, _id, _payload, _args, result: ExecutionResult): FormattedExecutionResult => ({
    ...result,
    errors: result.errors?.map((error) => formatGraphQLError(error.toJSON(), error)),
  }),
};

/**
 * One endpoint for everything: queries and mutations over HTTP POST, and
 * subscriptions (or any operation) over graphql-ws on the same path. A
 * browser opening it gets Apollo Sandbox.
 */
export function graphqlOptions(config: AppConfig): ApolloDriverConfig {
  return {
    driver: LimitedApolloDriver,
    path: GRAPHQL_PATH,
    autoSchemaFile: config.schemaFile ?? true,
    sortSchema: true,
    // Nest's default landing page is GraphiQL; we serve Apollo Sandbox instead.
    graphiql: false,
    plugins: [ApolloServerPluginLandingPageLocalDefault({ embed: true, footer: false }), subscriptionsOverHttpPlugin],
    includeStacktraceInErrorResponses: false,
    // errors.ts maps framework exceptions itself, in the same place as ours.
    autoTransformHttpErrors: false,
    formatError: formatGraphQLError,
    context: buildGraphQLContext,
    // Request limits (limits.ts, RELIABILITY.md): token count, depth, fields, aliases. Batched HTTP
    // requests stay off (Apollo's default): a JSON array body is refused with 400.
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    validationRules: GRAPHQL_VALIDATION_RULES,
    allowBatchedHttpRequests: false,
    subscriptions: { 'graphql-ws': graphqlWsOptions },
  };
}
