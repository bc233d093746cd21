import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import { pairLockKey } from './follows.repository';
import type { User } from './user';

const USER_FIELDS = {
  id: true,
  username: true,
  role: true,
  createdAt: true,
  isBot: true,
  botLevel: true,
  isGuest: true,
} as const;

/** One of a user's blocks: whom, and since when. */
export interface Block {
  readonly user: User;
  readonly since: Date;
}

/** The only place that reads or writes `user_blocks`. */
@Injectable()
export class BlocksRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Blocks `blockedId` for `blockerId` (blocking twice keeps the first date), unless the blocker holds
   * `cap` blocks already: then 'CAP'. The count and the insert share a transaction under the blocker's
   * advisory lock, so two blocks at once cannot pass the cap together. A block always wins over a follow:
   * the same transaction deletes both follows of the pair (docs/players.md "Friends"), under the pair's lock
   * a follow takes too, so a follow racing the block cannot slip in after it.
   */
  async block(blockerId: string, blockedId: string, at: Date, cap: number): Promise<Block | 'CAP'> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${pairLockKey(blockerId, blockedId)}, 0))`;
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${'blocks:' + blockerId}, 0))`;
      const existing = await tx.userBlock.findUnique({
        where: { blockerId_blockedId: { blockerId, blockedId } },
        include: { blocked: { select: USER_FIELDS } },
      });
      if (existing) return { user: existing.blocked, since: existing.createdAt };
      if ((await tx.userBlock.count({ where: { blockerId } })) >= cap) return 'CAP' as const;
      await tx.userFollow.deleteMany({
        where: {
          OR: [
            { followerId: blockerId, followedId: blockedId },
            { followerId: blockedId, followedId: blockerId },
          ],
        },
      });
      const row = await tx.userBlock.create({
        data: { blockerId, blockedId, createdAt: at },
        include: { blocked: { select: USER_FIELDS } },
      });
      return { user: row.blocked, since: row.createdAt };
    });
  }

  /** Whether there was a block to remove. */
  async unblock(blockerId: string, blockedId: string): Promise<boolean> {
    const { count } = await this.prisma.userBlock.deleteMany({ where: { blockerId, blockedId } });
    return count > 0;
  }

  /** The user's blocks, newest first. */
  async list(blockerId: string): Promise<Block[]> {
    const rows = await this.prisma.userBlock.findMany({
      where: { blockerId },
      include: { blocked: { select: USER_FIELDS } },
      orderBy: [{ createdAt: 'desc' }, { blockedId: 'asc' }],
    });
    return rows.map((row) => ({ user: row.blocked, since: row.createdAt }));
  }

  /** The ids the user has blocked. */
  async blockedBy(blockerId: string): Promise<Set<string>> {
    const rows = await this.prisma.userBlock.findMany({ where: { blockerId }, select: { blockedId: true } });
    return new Set(rows.map((row) => row.blockedId));
  }

  /** Which of `userIds` have blocked `blockedId`. */
  async blockersAmong(blockedId: string, userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.prisma.userBlock.findMany({
      where: { blockedId, blockerId: { in: [...userIds] } },
      select: { blockerId: true },
    });
    return new Set(rows.map((row) => row.blockerId));
  }

  /** Which of `userIds` have blocked `userId` or are blocked by them: blockersAmong both ways, in one query. */
  async blockedEitherWay(userId: string, userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.prisma.userBlock.findMany({
      where: {
        OR: [
          { blockedId: userId, blockerId: { in: [...userIds] } },
          { blockerId: userId, blockedId: { in: [...userIds] } },
        ],
      },
      select: { blockerId: true, blockedId: true },
    });
    return new Set(rows.map((row) => (row.blockerId === userId ? row.blockedId : row.blockerId)));
  }

  findUserByName(username: string): Promise<User | null> {
    return this.prisma.user.findUnique({ where: { username }, select: USER_FIELDS });
  }
}
