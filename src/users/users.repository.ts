import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import { Prisma } from '../generated/prisma/client';
import { User, UserCredentials } from './user';

const PUBLIC_FIELDS = { id: true, username: true, role: true, createdAt: true } as const;

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
}
