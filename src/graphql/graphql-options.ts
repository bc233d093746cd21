import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import type { ExecutionResult, FormattedExecutionResult } from 'graphql';
import { formatGraphQLError } from '../common/errors';
import { buildGraphQLContext } from '../common/graphql-context';
import type { AppConfig } from '../config/app-config';

export const GRAPHQL_PATH = '/graphql';

/**
 * One endpoint for everything: queries and mutations over HTTP POST, and
 * subscriptions (or any operation) over graphql-ws on the same path. A
 * browser opening it gets Apollo Sandbox.
 */
export function graphqlOptions(config: AppConfig): ApolloDriverConfig {
  return {
    driver: ApolloDriver,
    path: GRAPHQL_PATH,
    autoSchemaFile: config.schemaFile ?? true,
    sortSchema: true,
    // Nest's default landing page is GraphiQL; we serve Apollo Sandbox instead.
    graphiql: false,
    plugins: [ApolloServerPluginLandingPageLocalDefault({ embed: true, footer: false })],
    includeStacktraceInErrorResponses: false,
    // errors.ts maps framework exceptions itself, in the same place as ours.
    autoTransformHttpErrors: false,
    formatError: formatGraphQLError,
    context: buildGraphQLContext,
    subscriptions: {
      'graphql-ws': {
        path: GRAPHQL_PATH,
        // graphql-ws bypasses Apollo's formatError; give its clients the same errors.
        onNext: (_ctx, _id, _payload, _args, result: ExecutionResult): FormattedExecutionResult => ({
          ...result,
          errors: result.errors?.map((error) => formatGraphQLError(error.toJSON(), error)),
        }),
      },
    },
  };
}
