import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import { Prisma } from '../generated/prisma/client';
import { User, UserCredentials } from './user';

const PUBLIC_FIELDS = { id: true, username: true, role: true, createdAt: true, isBot: true, botLevel: true } as const;

/** A password hash no password verifies against (Argon2 rejects it): the computer's accounts cannot log in. */
const NO_PASSWORD = '!';

/** The only place that reads or writes the users table. */
@Injectable()
export class UsersRepository {
  constructor(private readonly prisma: PrismaService) {}

  findById(id: string): Promise<User | null> {
    return this.prisma.user.findUnique({ where: { id }, select: PUBLIC_FIELDS });
  }

  findCredentials(username: string): Promise<UserCredentials | null> {
    return this.prisma.user.findUnique({ where: { username } });
  }

  /** Null when the username is taken (the unique index decides, not a read). */
  async create(username: string, passwordHash: string): Promise<User | null> {
    try {
      return await this.prisma.user.create({ data: { username, passwordHash }, select: PUBLIC_FIELDS });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return null;
      throw error;
    }
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
