import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

/** The only place that reads or writes `user_presence`. */
@Injectable()
export class PresenceRepository {
  constructor(private readonly prisma: PrismaService) {}

  async stamp(userId: string, at: Date): Promise<void> {
    await this.prisma.$executeRawUnsafe(
      `INSERT INTO user_presence (user_id, seen_at) VALUES ($1::uuid, $2::timestamptz)
       ON CONFLICT (user_id) DO UPDATE SET seen_at = greatest(user_presence.seen_at, EXCLUDED.seen_at)`,
      userId,
      at.toISOString(),
    );
  }

  /** Which of `userIds` used a credential at or after `since`, with when. */
  async seenSince(userIds: readonly string[], since: Date): Promise<Map<string, Date>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.prisma.$queryRawUnsafe<{ userId: string; seenAt: Date }[]>(
      `SELECT user_id::text AS "userId", seen_at AS "seenAt" FROM user_presence
       WHERE user_id = ANY($1::uuid[]) AND seen_at >= $2::timestamptz`,
      [...userIds],
      since.toISOString(),
    );
    return new Map(rows.map((row) => [row.userId, row.seenAt]));
  }
}
