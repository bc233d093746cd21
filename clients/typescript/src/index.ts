/**
 * @claim/client — a typed client for the Claim game server's REST API. See README.md.
 */
export { ClaimClient, answer, checkEntropy, newContribution } from './client';
export type {
  Challenge,
  GroupRematch,
  ClaimApi,
  ClaimClientOptions,
  EntropyOptions,
  GameRulesInput,
  Lobby,
  Match,
  MatchReview,
  MatchEvent,
  MatchUpdate,
  Move,
  MoveOptions,
  Note,
  Schemas,
  StandingOrder,
  StandingOrderInput,
  Tournament,
  UpdatesOptions,
} from './client';
export { ClaimApiError } from './errors';
export type { ErrorBody } from './errors';
export { ClaimOAuth, OAUTH_SCOPES, OAuthError, createPkce, createState } from './oauth';
export type { OAuthAppOptions, OAuthScope, OAuthTokens, Pkce } from './oauth';
export { decisionOf } from './moves';
export type { Decision } from './moves';
export { serverSentEvents } from './sse';
export type { ServerSentEvent } from './sse';
export type { components, operations, paths } from './schema';
