/**
 * The name resolvers have always used: the bearer guard, which accepts session
 * JWTs and personal API tokens over HTTP and graphql-ws alike. New code should
 * prefer @RequireScopes, which also checks scopes and rate limits.
 */
export { BearerAuthGuard as GqlAuthGuard } from './bearer-auth.guard';
