import { passwordProblem } from '../auth/password-policy';
import { PasswordHasher } from '../auth/password-hasher';
import { OAuthRecordsRepository } from '../auth/oauth/oauth-records.repository';
import type { AppConfig } from '../config/app-config';
import { PrismaService } from '../database/prisma.service';
import { canonicalUsername, usernameProblem, usernameSkeleton } from '../users/username';

/**
 * The operator's account commands (docs/operations.md "Accounts"), straight on the database: there is no
 * admin API for these, since the first admin cannot be made through an API that needs an admin. Each
 * returns what it did as plain data; src/cli/main.ts prints it.
 */
export class AdminError extends Error {}

export interface UserRow {
  readonly id: string;
  readonly username: string;
  readonly role: 'player' | 'admin';
  readonly createdAt: string;
  readonly suspended: boolean;
}

export class Admin {
  private readonly prisma: PrismaService;

  constructor(databaseUrl: string) {
    this.prisma = new PrismaService({ databaseUrl } as AppConfig);
  }

  async close(): Promise<void> {
    await this.prisma.$disconnect();
  }

  /** A new admin account, with the same name and password rules as registering. */
  async createAdmin(username: string, password: string): Promise<UserRow> {
    const name = canonicalUsername(username);
    const problem = usernameProblem(name) ?? passwordProblem(password, name);
    if (problem) throw new AdminError(problem);
    const skeleton = usernameSkeleton(name);
    const clash = await this.prisma.user.findFirst({
      where: { OR: [{ username: name }, { usernameSkeleton: skeleton }] },
    });
    if (clash) throw new AdminError(`the name ${name} is taken (or too like ${clash.username})`);
    const user = await this.prisma.user.create({
      data: {
        username: name,
        usernameSkeleton: skeleton,
        passwordHash: await new PasswordHasher().hash(password),
        role: 'admin',
      },
    });
    return toRow(user);
  }

  /** Accounts by name, `first` at most, after the name `after` (paging). */
  async listUsers(first: number, after: string | null): Promise<UserRow[]> {
    const users = await this.prisma.user.findMany({
      where: after === null ? {} : { username: { gt: after } },
      orderBy: { username: 'asc' },
      take: first,
    });
    return users.map(toRow);
  }

  /**
   * Ends every session of the account (its session epoch moves on), revokes every API token and ends every
   * app's OAuth authorisation (its tokens stop at their next request: they are read from the table each
   * time). Other running servers notice the sessions within their session cache's lifetime
   * (src/auth/sessions.ts, seconds). `appsRevoked`: the authorisations ended.
   */
  async revokeCredentials(username: string): Promise<{ user: UserRow; tokensRevoked: number; appsRevoked: number }> {
    const name = canonicalUsername(username);
    const revoked = await this.prisma.$transaction(async (tx) => {
      const user = await tx.user
        .update({ where: { username: name }, data: { sessionEpoch: { increment: 1 } } })
        .catch(() => {
          throw new AdminError(`no account ${name}`);
        });
      const tokens = await tx.apiToken.updateMany({
        where: { userId: user.id, revokedAt: null },
        data: { revokedAt: new Date() },
      });
      return { user: toRow(user), tokensRevoked: tokens.count };
    });
    // After the sessions' end has committed: an app cannot be authorised again from a session that ended.
    const apps = await new OAuthRecordsRepository(this.prisma).destroyAccount(revoked.user.id);
    return { ...revoked, appsRevoked: apps.length };
  }

  /** Suspends (no sign-in) and revokes every credential; `false` lifts the suspension (credentials stay revoked). */
  async setSuspended(
    username: string,
    suspended: boolean,
  ): Promise<{ user: UserRow; tokensRevoked: number; appsRevoked: number }> {
    const name = canonicalUsername(username);
    const found = await this.prisma.user.findUnique({ where: { username: name } });
    if (!found) throw new AdminError(`no account ${name}`);
    await this.prisma.user.update({ where: { id: found.id }, data: { suspendedAt: suspended ? new Date() : null } });
    if (!suspended) {
      const user = await this.prisma.user.findUniqueOrThrow({ where: { id: found.id } });
      return { user: toRow(user), tokensRevoked: 0, appsRevoked: 0 };
    }
    return this.revokeCredentials(name);
  }
}

function toRow(user: {
  id: string;
  username: string;
  role: 'player' | 'admin';
  createdAt: Date;
  suspendedAt: Date | null;
}): UserRow {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    suspended: user.suspendedAt !== null,
  };
}
