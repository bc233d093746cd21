import type { INestApplication } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import type { OpenAPIObject } from '@nestjs/swagger';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { API_SCOPES } from '../auth/api-scope';
import { openApiSchemasOf } from './graphql-openapi';
import { stateValidationLimits } from './openapi-limits';

export const OPENAPI_UI_PATH = 'api/docs';
export const OPENAPI_JSON_PATH = 'api/docs-json';

/**
 * The GraphQL types REST answers with; their schemas come from the GraphQL schema (graphql-openapi.ts). Not
 * MatchUpdate, although each message of the event stream is one: OpenAPI 3.0 cannot say what a
 * text/event-stream's messages hold, so nothing would refer to it (the stream's description names it).
 */
const GRAPHQL_TYPES = [
  'Match',
  'AuthorisedApp',
  'OAuthRequest',
  'OAuthAnswer',
  'Move',
  'MatchEvent',
  'Lobby',
  'Challenge',
  'GroupRematch',
  'Tournament',
  'StoryEvent',
  'MatchReview',
  'TurnEntry',
  'VacationStatus',
  'Bot',
  'ForcedMovesSetting',
  'User',
  'AuditReport',
  'Profile',
  'ArchivedMatch',
  'Rating',
  'RatingChange',
  'ChatMessage',
  'Note',
  'StandingOrder',
  'ConfirmMovesSetting',
  'SignedInSession',
  'ApiToken',
  'AuthPayload',
  'BlockedUser',
  'FollowedPlayer',
  'FollowResult',
  'PlayerRelation',
  'ChallengePolicy',
  'Reputation',
  'RunningGames',
  'FairPlaySignal',
  'SameNetworkSeats',
  'Seek',
  'OnlineFriend',
  'WaitingFriend',
  'Club',
  'MyClub',
  'ClubStanding',
  'ClubMember',
  'ClubPending',
  'ClubLogEntry',
  'ClubChatMessage',
  'Report',
  'ModerationEntry',
  'Appeal',
  'ModerationAccount',
  'MyModeration',
  'Notification',
  'NotificationPreferences',
  'EmailAddress',
  'PushSubscription',
];

const OPENAPI_CONFIG = new DocumentBuilder()
  .setTitle('Claim REST API')
  .setDescription(
    [
      'The REST face of the Claim server, beside GraphQL at /graphql: same services, same error codes, same JSON shapes.',
      'Authenticate with `Authorization: Bearer <credential>`: a personal API token (`claim_pat_…`, scopes ' +
        API_SCOPES.map((s) => `\`${s}\``).join(', ') +
        ') or a session JWT (every scope). Errors are `{ code, message, ...details }`. See docs/api.md.',
    ].join('\n\n'),
  )
  .setVersion('1')
  .setLicense('MIT', 'https://opensource.org/licenses/MIT')
  // Relative: the document describes whichever server serves it (its paths start with /api).
  .addServer('/', 'The server this document was fetched from.')
  .addBearerAuth({
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal API token (`claim_pat_…`, created with the createApiToken mutation) or a session JWT from login.',
  })
  .build();

/**
 * The OpenAPI description of the REST API, as /api/docs-json serves it and `npm run openapi` commits it to
 * openapi.json (test/api/openapi.e2e-spec.ts checks the two agree). Needs the GraphQL schema it borrows from,
 * so call it once the app is initialised.
 */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  const openapi = SwaggerModule.createDocument(app, OPENAPI_CONFIG);
  const graphql = openApiSchemasOf(app.get(GraphQLSchemaHost).schema, GRAPHQL_TYPES);
  openapi.components = { ...openapi.components, schemas: { ...graphql, ...openapi.components?.schemas } };
  stateValidationLimits(openapi);
  // The public archive's routes (no @ApiBearerAuth) take a credential but need none: say so, as `{}` or bearer.
  for (const path of Object.values(openapi.paths)) {
    for (const operation of [path.get, path.post, path.put, path.patch, path.delete]) {
      if (operation && operation.security === undefined) operation.security = [{}, { bearer: [] }];
    }
  }
  return openapi;
}

/**
 * Serves the OpenAPI description of the REST API: Swagger UI at /api/docs and
 * the JSON at /api/docs-json. Built on the first request, once the GraphQL
 * schema it borrows from exists.
 */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup(OPENAPI_UI_PATH, app, () => openApiDocument(app), {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    yamlDocumentUrl: 'api/docs-yaml',
    customSiteTitle: 'Claim REST API',
  });
}
