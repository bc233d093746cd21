import { Injectable } from '@nestjs/common';
import { withAccountLock } from '../../database/account-lock';
import { PrismaService } from '../../database/prisma.service';
import type { User } from '../../users/user';
import { isApiScope } from '../api-scope';
import type { ApiToken } from './api-token';

interface ApiTokenRow {
  id: string;
  userId: string;
  name: string;
  scopes: string[];
  hint: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const TOKEN_FIELDS = {
  id: true,
  userId: true,
  name: true,
  scopes: true,
  hint: true,
  createdAt: true,
  lastUsedAt: true,
  revokedAt: true,
} as const;

/** The only place that reads or writes the api_tokens table. */
@Injectable()
export class ApiTokensRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** A new token, unless the user already holds `maxActive` unrevoked ones (then null); atomic (lockAccount). */
  async create(
    token: { userId: string; name: string; scopes: readonly string[]; hint: string; secretHash: string },
    maxActive: number,
  ): Promise<ApiToken | null> {
    return withAccountLock(this.prisma, token.userId, async (tx) => {
      if ((await tx.apiToken.count({ where: { userId: token.userId, revokedAt: null } })) >= maxActive) return null;
      const row = await tx.apiToken.create({ data: { ...token, scopes: [...token.scopes] }, select: TOKEN_FIELDS });
      return toApiToken(row);
    });
  }

  /** The user's tokens, newest first, revoked ones included (they say when they were revoked). */
  async listOf(userId: string): Promise<ApiToken[]> {
    const rows = await this.prisma.apiToken.findMany({
      where: { userId },
      orderBy: { createdAt: 'desc' },
      select: TOKEN_FIELDS,
    });
    return rows.map(toApiToken);
  }

  /** Revokes the user's token (again is a no-op); null when the user has no such token. */
  async revoke(userId: string, id: string, at: Date): Promise<ApiToken | null> {
    await this.prisma.apiToken.updateMany({ where: { id, userId, revokedAt: null }, data: { revokedAt: at } });
    const row = await this.prisma.apiToken.findFirst({ where: { id, userId }, select: TOKEN_FIELDS });
    return row ? toApiToken(row) : null;
  }

  /** The unrevoked token with this secret hash, and its owner. */
  async findActiveBySecretHash(secretHash: string): Promise<{ token: ApiToken; user: User } | null> {
    const row = await this.prisma.apiToken.findUnique({
      where: { secretHash },
      select: {
        ...TOKEN_FIELDS,
        user: {
          select: { id: true, username: true, role: true, createdAt: true, isBot: true, botLevel: true, isGuest: true },
        },
      },
    });
    if (!row || row.revokedAt !== null) return null;
    const { user, ...token } = row;
    return { token: toApiToken(token), user };
  }

  /** Whether the token exists and is not revoked. */
  async isActive(id: string): Promise<boolean> {
    return (await this.prisma.apiToken.count({ where: { id, revokedAt: null } })) > 0;
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.prisma.apiToken.update({ where: { id }, data: { lastUsedAt: at } });
  }
}

function toApiToken(row: ApiTokenRow): ApiToken {
  return { ...row, scopes: row.scopes.filter(isApiScope) };
}
