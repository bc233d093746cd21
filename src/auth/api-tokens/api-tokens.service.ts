import { Injectable } from '@nestjs/common';
import { DomainError } from '../../common/errors';
import { API_SCOPES, isApiScope } from '../api-scope';
import type { AuthUser } from '../auth-user';
import type { ApiToken } from './api-token';
import { apiTokenHint, hashApiTokenSecret, looksLikeApiToken, newApiTokenSecret } from './api-token-secret';
import { StreamCredentials } from '../stream-credentials';
import { ApiTokensRepository } from './api-tokens.repository';
import { isUuid } from '../../common/uuid';

/** A forgotten token is revoked and replaced, not hoarded: a generous cap keeps a leaked session from minting thousands. */
export const MAX_ACTIVE_TOKENS_PER_USER = 50;

/** lastUsedAt is a hint for the owner, not an audit log: written at most this often per token. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface CreatedApiToken {
  token: ApiToken;
  /** The only time the secret is ever shown. */
  secret: string;
}

/** Personal API tokens: created and revoked by their owner, accepted as bearer credentials within their scopes. */
@Injectable()
export class ApiTokensService {
  constructor(
    private readonly tokens: ApiTokensRepository,
    private readonly streams: StreamCredentials,
  ) {}

  async create(owner: AuthUser, name: string, scopes: readonly string[]): Promise<CreatedApiToken> {
    const trimmed = name.trim();
    const fields: Record<string, string[]> = {};
    if (trimmed.length < 1 || trimmed.length > 100) fields.name = ['must be 1–100 characters'];
    const unique = [...new Set(scopes)];
    if (unique.length === 0) fields.scopes = [`give at least one of ${API_SCOPES.join(', ')}`];
    else if (!unique.every(isApiScope)) fields.scopes = [`each must be one of ${API_SCOPES.join(', ')}`];
    if (Object.keys(fields).length > 0) throw new DomainError({ code: 'BAD_USER_INPUT', fields });
    const secret = newApiTokenSecret();
    // Stored in the canonical order, so a token's scopes read the same however they were asked for.
    const ordered = API_SCOPES.filter((scope) => unique.includes(scope));
    const token = await this.tokens.create(
      {
        userId: owner.id,
        name: trimmed,
        scopes: ordered,
        hint: apiTokenHint(secret),
        secretHash: hashApiTokenSecret(secret),
      },
      MAX_ACTIVE_TOKENS_PER_USER,
    );
    if (!token) {
      throw new DomainError({
        code: 'BAD_USER_INPUT',
        fields: { name: [`at most ${MAX_ACTIVE_TOKENS_PER_USER} active tokens; revoke one first`] },
      });
    }
    return { token, secret };
  }

  list(owner: AuthUser): Promise<ApiToken[]> {
    return this.tokens.listOf(owner.id);
  }

  /** Takes effect on the next request made with the token, and within seconds on its open streams (StreamCredentials). */
  async revoke(owner: AuthUser, id: string): Promise<ApiToken> {
    const token = isUuid(id) ? await this.tokens.revoke(owner.id, id, new Date()) : null;
    if (!token) throw new DomainError({ code: 'NOT_FOUND', entity: 'ApiToken' });
    this.streams.revoked(token.id);
    return token;
  }

  /** The caller a bearer secret stands for, or null for an unknown or revoked token. */
  async authenticate(secret: string): Promise<AuthUser | null> {
    if (!looksLikeApiToken(secret)) return null;
    const found = await this.tokens.findActiveBySecretHash(hashApiTokenSecret(secret));
    if (!found) return null;
    const { token, user } = found;
    const now = new Date();
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS)
      await this.tokens.touch(token.id, now);
    return {
      id: user.id,
      username: user.username,
      role: user.role,
      guest: user.isGuest,
      scopes: token.scopes,
      tokenId: token.id,
      expiresAt: null,
      session: null,
    };
  }
}
