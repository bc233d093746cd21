/**
 * @claim/client — a typed client for the Claim game server's REST API. See README.md.
 */
export { ClaimClient, answer } from './client';
export type {
  Challenge,
  ClaimApi,
  ClaimClientOptions,
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
  UpdatesOptions,
} from './client';
export { ClaimApiError } from './errors';
export type { ErrorBody } from './errors';
export { ClaimOAuth, OAuthError, createPkce, createState } from './oauth';
export type { OAuthAppOptions, OAuthScope, OAuthTokens, Pkce } from './oauth';
export { decisionOf } from './moves';
export type { Decision } from './moves';
export { serverSentEvents } from './sse';
export type { ServerSentEvent } from './sse';
export type { components, operations, paths } from './schema';
