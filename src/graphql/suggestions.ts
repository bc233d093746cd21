import type { GraphQLError, GraphQLFormattedError } from 'graphql';

/**
 * graphql-js ends a message about an unknown field, argument, type or enum value with the names it
 * resembles: ` Did you mean "x", "y" or "z"?`. With GRAPHQL_SUGGESTIONS off (production's default) that
 * sentence is cut, so the errors no longer map the schema for someone guessing names (issue 27 P14); the
 * rest of the message still says what was unknown. Apollo's own option covers only validation errors,
 * not variables' values, nor graphql-ws.
 */
export function withoutSuggestions(message: string): string {
  return message.replace(/ ?Did you mean .+\?$/s, '');
}

export function formattedWithoutSuggestions(error: GraphQLFormattedError): GraphQLFormattedError {
  const message = withoutSuggestions(error.message);
  return message === error.message ? error : { ...error, message };
}

/** The same for graphql-js's own errors (graphql-ws's validation answers with them as they are). */
export function errorsWithoutSuggestions(errors: readonly GraphQLError[]): readonly GraphQLError[] {
  for (const error of errors) error.message = withoutSuggestions(error.message);
  return errors;
}
