import { passwordProblem } from '../auth/password-policy';
import { PasswordHasher } from '../auth/password-hasher';
import { endCredentials } from '../auth/credential-revocation';
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
  readonly role: 'player' | 'moderator' | 'admin';
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

  /** Ends every session, API token and app authorisation of the account (src/auth/credential-revocation.ts). */
  async revokeCredentials(username: string): Promise<{ user: UserRow; tokensRevoked: number; appsRevoked: number }> {
    const name = canonicalUsername(username);
    const ended = await endCredentials(this.prisma, { username: name });
    if (!ended) throw new AdminError(`no account ${name}`);
    const user = await this.prisma.user.findUniqueOrThrow({ where: { id: ended.userId } });
    return { user: toRow(user), tokensRevoked: ended.tokensRevoked, appsRevoked: ended.appsRevoked };
  }

  /**
   * Grants (`true`) or revokes the moderator role (docs/fair-play.md "Moderation"), with a reason, logged in
   * the moderation log with no actor (the operator's tool). An admin keeps the admin role: it moderates anyway.
   */
  async setModerator(username: string, grant: boolean, reason: string): Promise<ModeratorChange> {
    const name = canonicalUsername(username);
    const found = await this.prisma.user.findUnique({ where: { username: name } });
    if (!found) throw new AdminError(`no account ${name}`);
    if (found.role === 'admin') throw new AdminError(`${name} is an admin, and moderates as one`);
    if (found.isGuest || found.isBot) throw new AdminError(`${name} is a guest or a bot account`);
    if ((found.role === 'moderator') === grant)
      throw new AdminError(`${name} ${grant ? 'is a moderator already' : 'is no moderator'}`);
    const text = reason.trim();
    if (!text) throw new AdminError('a reason is needed');
    const [user, entry] = await this.prisma.$transaction([
      this.prisma.user.update({ where: { id: found.id }, data: { role: grant ? 'moderator' : 'player' } }),
      this.prisma.moderationLogEntry.create({
        data: {
          userId: found.id,
          actorId: null,
          action: grant ? 'grant_moderator' : 'revoke_moderator',
          reason: text,
          createdAt: new Date(),
        },
      }),
    ]);
    return { user: toRow(user), logEntry: entry.id };
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

/** The operator's moderator grants and revocations: the same rule as the admins' mutation (src/moderation). */
export type ModeratorChange = { user: UserRow; logEntry: string };

function toRow(user: {
  id: string;
  username: string;
  role: 'player' | 'moderator' | 'admin';
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
