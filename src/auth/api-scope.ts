import { registerEnumType } from '@nestjs/graphql';

/**
 * What a personal API token may do. A signed-in session (JWT) may do
 * everything; a token only what its scopes name. Every match and lobby
 * operation names the scope it needs with @RequireScopes.
 */
export const API_SCOPES = ['match:read', 'match:play', 'lobby', 'tournament:write'] as const;

export type ApiScope = (typeof API_SCOPES)[number];

export function isApiScope(value: unknown): value is ApiScope {
  return (API_SCOPES as readonly unknown[]).includes(value);
}

/** GraphQL enum names cannot hold ':', so GraphQL clients write MATCH_READ where REST and the docs say match:read. */
export const ApiScopeEnum = {
  MATCH_READ: 'match:read',
  MATCH_PLAY: 'match:play',
  LOBBY: 'lobby',
  TOURNAMENT_WRITE: 'tournament:write',
} as const satisfies Record<string, ApiScope>;

registerEnumType(ApiScopeEnum, {
  name: 'ApiScope',
  description: 'What a personal API token may do. Signed-in sessions (JWT) have every scope.',
  valuesMap: {
    MATCH_READ: { description: '`match:read`: look at matches, their legal moves and events, and subscribe to them.' },
    MATCH_PLAY: {
      description: '`match:play`: play cards, make decisions and resign (give `match:read` too to see the table).',
    },
    LOBBY: { description: '`lobby`: create, join and leave lobbies; send and answer challenges.' },
    TOURNAMENT_WRITE: {
      description:
        '`tournament:write`: organize tournaments: pause, resume, cancel, remove entrants, hand over, and create one for a given list of players whose matches start at once (bulk pairing).',
    },
  },
});
