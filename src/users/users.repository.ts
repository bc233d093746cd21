import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import { Prisma } from '../generated/prisma/client';
import type { ConfirmMoves } from './confirm-moves';
import { User, UserCredentials } from './user';

const PUBLIC_FIELDS = {
  id: true,
  username: true,
  role: true,
  createdAt: true,
  isBot: true,
  botLevel: true,
  isGuest: true,
} as const;

/** A password hash no password verifies against (Argon2 rejects it): the computer's accounts cannot log in. */
const NO_PASSWORD = '!';

/** The only place that reads or writes the users table. */
/** A signed-in session as Settings lists it (user_sessions). */
export interface UserSessionRow {
  id: string;
  userAgent: string | null;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
}

@Injectable()
export class UsersRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The account's confirm step, changed first by whatever `change` names; null for an unknown account. */
  async confirmMoves(id: string, change: Partial<ConfirmMoves> = {}): Promise<ConfirmMoves | null> {
    const data = {
      ...(change.correspondence === undefined ? {} : { confirmCorrespondence: change.correspondence }),
      ...(change.live === undefined ? {} : { confirmLive: change.live }),
    };
    const select = { confirmCorrespondence: true, confirmLive: true } as const;
    const row =
      Object.keys(data).length === 0
        ? await this.prisma.user.findUnique({ where: { id }, select })
        : await this.prisma.user.update({ where: { id }, data, select });
    return row ? { correspondence: row.confirmCorrespondence, live: row.confirmLive } : null;
  }

  /** Whether the account takes challenges from friends only, set first when `set` is given; null for an unknown account. */
  async challengesFriendsOnly(id: string, set?: boolean): Promise<boolean | null> {
    const select = { challengesFriendsOnly: true } as const;
    const row =
      set === undefined
        ? await this.prisma.user.findUnique({ where: { id }, select })
        : await this.prisma.user.update({ where: { id }, data: { challengesFriendsOnly: set }, select });
    return row?.challengesFriendsOnly ?? null;
  }

  findById(id: string): Promise<User | null> {
    return this.prisma.user.findUnique({ where: { id }, select: PUBLIC_FIELDS });
  }

  /** A suspended account (`claim suspend`) has none: it signs in as an unknown name would, and fails. */
  findCredentials(username: string): Promise<UserCredentials | null> {
    return this.prisma.user.findUnique({
      where: { username, suspendedAt: null },
      select: { ...PUBLIC_FIELDS, passwordHash: true, sessionEpoch: true },
    });
  }

  /** A suspended account's password hash: only for its signed-out appeal (src/moderation), never a session. */
  async suspendedPasswordHash(username: string): Promise<{ id: string; passwordHash: string } | null> {
    return this.prisma.user.findFirst({
      where: { username, suspendedAt: { not: null } },
      select: { id: true, passwordHash: true },
    });
  }

  /**
   * A new user, unless the name is taken or an existing name has the same skeleton (usernameSkeleton).
   * Registrations of one skeleton take turns on an advisory lock, so two look-alikes registered at once
   * cannot both get in; the unique index still decides between two identical names.
   */
  async create(username: string, skeleton: string, passwordHash: string): Promise<User | 'TAKEN' | 'CONFUSABLE'> {
    try {
      return await this.prisma.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${'username:' + skeleton}, 0))`;
        const alike = await tx.user.findFirst({ where: { usernameSkeleton: skeleton }, select: { username: true } });
        if (alike) return alike.username === username ? ('TAKEN' as const) : ('CONFUSABLE' as const);
        return tx.user.create({
          data: { username, usernameSkeleton: skeleton, passwordHash },
          select: PUBLIC_FIELDS,
        });
      });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return 'TAKEN';
      throw error;
    }
  }

  /** A guest account (docs/players.md "Guests"): no password signs in to it, only its session. */
  async createGuest(username: string, skeleton: string): Promise<User | 'TAKEN'> {
    try {
      return await this.prisma.user.create({
        data: { username, usernameSkeleton: skeleton, passwordHash: NO_PASSWORD, isGuest: true },
        select: PUBLIC_FIELDS,
      });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return 'TAKEN';
      throw error;
    }
  }

  /**
   * A guest becomes an account: its new name (checked as `create` checks one, under the same lock), its
   * password, no longer a guest. Its id stays, and with it its matches, results and sessions.
   */
  async convertGuest(
    id: string,
    username: string,
    skeleton: string,
    passwordHash: string,
  ): Promise<User | 'TAKEN' | 'CONFUSABLE' | 'NOT_GUEST'> {
    try {
      return await this.prisma.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${'username:' + skeleton}, 0))`;
        const alike = await tx.user.findFirst({ where: { usernameSkeleton: skeleton }, select: { username: true } });
        if (alike) return alike.username === username ? ('TAKEN' as const) : ('CONFUSABLE' as const);
        const changed = await tx.user.updateMany({
          where: { id, isGuest: true },
          data: { username, usernameSkeleton: skeleton, passwordHash, isGuest: false },
        });
        if (changed.count === 0) return 'NOT_GUEST' as const;
        return tx.user.findUniqueOrThrow({ where: { id }, select: PUBLIC_FIELDS });
      });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return 'TAKEN';
      throw error;
    }
  }

  /** What decides whether a user's sessions are still good: the user, their epoch, and their ended sessions. */
  async findSessionState(id: string, now: Date): Promise<{ user: User; epoch: number; revoked: string[] } | null> {
    // One statement instead of Prisma's two (the user, then its revoked sessions): every signed-in user is
    // read again every SESSION_USER_TTL_MS, which made this a tenth of the server's CPU per move under load
    // (docs/benchmarks-history.md, issue 21).
    const rows = await this.prisma.$queryRaw<(User & { epoch: number; revoked: string[] })[]>`
      SELECT u.id::text AS id, u.username, u.role::text AS role, u.created_at AS "createdAt", u.is_bot AS "isBot",
             u.bot_level AS "botLevel", u.is_guest AS "isGuest", u.session_epoch AS epoch,
             ARRAY(SELECT r.jti::text FROM revoked_sessions r WHERE r.user_id = u.id AND r.expires_at > ${now}) AS revoked
      FROM users u WHERE u.id = ${id}::uuid`;
    const row = rows[0];
    if (!row) return null;
    const { epoch, revoked, ...user } = row;
    return { user, epoch, revoked };
  }

  /** Ends every session signed before now; the new epoch, or null when there is no such user. */
  async nextSessionEpoch(id: string): Promise<number | null> {
    const rows = await this.prisma.$queryRaw<{ epoch: number }[]>`
      UPDATE users SET session_epoch = session_epoch + 1 WHERE id = ${id}::uuid RETURNING session_epoch AS epoch`;
    return rows[0]?.epoch ?? null;
  }

  /**
   * Sets a new password hash when the current one is still `expectedHash` (two changes at once cannot both
   * pass one check), moving the session epoch on in the same statement; the new epoch, or null.
   */
  async changePassword(id: string, expectedHash: string, passwordHash: string): Promise<number | null> {
    const rows = await this.prisma.$queryRaw<{ epoch: number }[]>`
      UPDATE users SET password_hash = ${passwordHash}, session_epoch = session_epoch + 1
      WHERE id = ${id}::uuid AND password_hash = ${expectedHash} AND suspended_at IS NULL
      RETURNING session_epoch AS epoch`;
    return rows[0]?.epoch ?? null;
  }

  /** Ends one session until it would have expired; forgets the user's ended sessions that have expired since. */
  async revokeSession(userId: string, jti: string, expiresAt: Date, now: Date): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.revokedSession.deleteMany({ where: { userId, expiresAt: { lte: now } } }),
      this.prisma.revokedSession.upsert({
        where: { jti },
        create: { jti, userId, expiresAt },
        update: {},
      }),
    ]);
  }

  /** A session signed in: listed on Settings from now on (until it ends or expires). */
  async recordSession(session: {
    jti: string;
    userId: string;
    epoch: number;
    userAgent: string | null;
    at: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.prisma.userSession.create({
      data: {
        jti: session.jti,
        userId: session.userId,
        epoch: session.epoch,
        userAgent: session.userAgent,
        createdAt: session.at,
        lastUsedAt: session.at,
        expiresAt: session.expiresAt,
      },
    });
  }

  /** The session was used at `at` by `userAgent` (kept when none is known). */
  async touchSession(userId: string, jti: string, at: Date, userAgent: string | null): Promise<void> {
    await this.prisma.userSession.updateMany({
      where: { jti, userId },
      data: userAgent === null ? { lastUsedAt: at } : { lastUsedAt: at, userAgent },
    });
  }

  /**
   * The user's sessions that still work: of the current epoch, not ended by logout or revocation, not
   * expired; the most recently used first. Forgets the rows that can never be listed again.
   */
  async activeSessions(userId: string, now: Date): Promise<UserSessionRow[]> {
    await this.prisma.$executeRaw`
      DELETE FROM user_sessions s USING users u
      WHERE s.user_id = ${userId}::uuid AND u.id = s.user_id AND (s.expires_at <= ${now} OR s.epoch < u.session_epoch)`;
    return this.prisma.$queryRaw<UserSessionRow[]>`
      SELECT s.jti::text AS id, s.user_agent AS "userAgent", s.created_at AS "createdAt",
             s.last_used_at AS "lastUsedAt", s.expires_at AS "expiresAt"
      FROM user_sessions s JOIN users u ON u.id = s.user_id
      WHERE s.user_id = ${userId}::uuid AND s.epoch = u.session_epoch AND s.expires_at > ${now}
        AND NOT EXISTS (SELECT 1 FROM revoked_sessions r WHERE r.jti = s.jti)
      ORDER BY s.last_used_at DESC, s.created_at DESC`;
  }

  /**
   * The server's own computer accounts, created on first start and found on every other. Their names
   * contain a dot, which a registered username cannot (CredentialsInput), so nobody can hold one first.
   */
  async ensureComputerAccounts(accounts: readonly { username: string; level: string }[]): Promise<User[]> {
    await this.prisma.user.createMany({
      data: accounts.map((a) => ({ username: a.username, passwordHash: NO_PASSWORD, isBot: true, botLevel: a.level })),
      skipDuplicates: true,
    });
    const found = await this.prisma.user.findMany({
      where: { username: { in: accounts.map((a) => a.username) } },
      select: PUBLIC_FIELDS,
    });
    return accounts.map((a) => {
      const user = found.find((u) => u.username === a.username);
      if (!user?.isBot || user.botLevel !== a.level) throw new Error(`computer account ${a.username} is not a bot`);
      return user;
    });
  }

  /** Every bot account: the built-in computer's first, then the others by name (at most `limit`). */
  listBots(limit: number): Promise<User[]> {
    return this.prisma.user.findMany({
      where: { isBot: true },
      select: PUBLIC_FIELDS,
      orderBy: [{ botLevel: { sort: 'asc', nulls: 'last' } }, { username: 'asc' }],
      take: limit,
    });
  }

  /** Marks the account as a bot; it stays one (nothing clears the flag). */
  async markBot(id: string): Promise<User | null> {
    const updated = await this.prisma.user.updateMany({ where: { id }, data: { isBot: true } });
    return updated.count === 0 ? null : this.findById(id);
  }
}
