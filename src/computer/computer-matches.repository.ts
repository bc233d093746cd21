import { Injectable } from '@nestjs/common';
import { withAccountLock } from '../database/account-lock';
import { PrismaService } from '../database/prisma.service';

/** How long a start's reservation counts if its match never appears (the process died in between). */
const RESERVATION_MS = 60_000;

/** An untimed match against the computer whose player has not moved for the idle time. */
export interface IdleComputerMatch {
  readonly matchId: string;
  /** The player's seat, due since before the cut-off. */
  readonly seat: number;
  readonly version: number;
}

/**
 * A person's matches against the computer alone (every other seat one of the built-in computer accounts,
 * `users.bot_level` set): how many run, the reservations of starts under way (`computer_match_starts`, the
 * only place that reads or writes it), and those left idle.
 */
@Injectable()
export class ComputerMatchesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Reserves a start of match `matchId` for the user unless they have `cap` computer matches running or
   * starting already (then false). Counted and written under the account's lock, so concurrent starts queue
   * and the cap holds for them too. The count is of distinct match ids, the running matches' and the live
   * reservations' together, so that a start whose match has just been written and not yet released counts once
   * whichever of the two a read sees: on Citus one statement reads each shard with its own snapshot, and an
   * earlier form (reservations without a visible match) missed a match committed between its two reads (11 of 10
   * started in a test:citus run).
   */
  async reserve(userId: string, matchId: string, cap: number, at: Date): Promise<boolean> {
    return withAccountLock(this.prisma, userId, async (tx) => {
      const [{ running }] = await tx.$queryRaw<{ running: number }[]>`
        SELECT count(*) AS running FROM (
          SELECT s.match_id FROM match_seats s JOIN matches m ON m.id = s.match_id
           WHERE s.user_id = ${userId}::uuid AND m.status = 'running'
             AND EXISTS (SELECT 1 FROM match_seats o WHERE o.match_id = s.match_id AND o.user_id <> s.user_id)
             AND NOT EXISTS (
               SELECT 1 FROM match_seats o JOIN users u ON u.id = o.user_id
                WHERE o.match_id = s.match_id AND o.user_id <> s.user_id AND u.bot_level IS NULL)
          UNION
          SELECT r.match_id FROM computer_match_starts r
           WHERE r.user_id = ${userId}::uuid
             AND r.created_at > ${new Date(at.getTime() - RESERVATION_MS).toISOString()}::timestamptz
        ) AS counted`;
      if (Number(running) >= cap) return false;
      await tx.computerMatchStart.create({ data: { matchId, userId, createdAt: at } });
      return true;
    });
  }

  /**
   * The start is over (its match exists, or it failed): the match, if any, counts by itself. Under the account's lock,
   * as `reserve`: on Citus a reference table's row lock is a lock of its whole shard, and a write to a reference table
   * locks the shards of those it references; `reserve` locks `users`, then writes `computer_match_starts`, and a bare
   * DELETE of the start locked them the other way round, so concurrent starts of one account deadlocked
   * (docs/SCALING.md "The push outbox"). Taking `users` first here keeps one order.
   */
  async release(userId: string, matchId: string): Promise<void> {
    await withAccountLock(this.prisma, userId, (tx) => tx.computerMatchStart.deleteMany({ where: { matchId } }));
  }

  /**
   * Running matches against the computer alone, without a deadline, whose person has been due since before
   * `dueBefore`: the oldest first, at most `limit`.
   */
  async idle(dueBefore: Date, limit: number): Promise<IdleComputerMatch[]> {
    const rows = await this.prisma.$queryRaw<{ matchId: string; seat: number; version: number }[]>`
      SELECT t.match_id::text AS "matchId", t.seat, m.version
        FROM match_turns t
        JOIN matches m ON m.id = t.match_id AND m.status = 'running'
        JOIN users p ON p.id = t.user_id AND p.bot_level IS NULL
       WHERE t.deadline IS NULL AND t.due_since < ${dueBefore.toISOString()}::timestamptz
         AND NOT EXISTS (
           SELECT 1 FROM match_seats o JOIN users u ON u.id = o.user_id
            WHERE o.match_id = t.match_id AND o.user_id <> t.user_id AND u.bot_level IS NULL)
       ORDER BY t.due_since
       LIMIT ${limit}`;
    return rows.map((r) => ({ matchId: r.matchId, seat: Number(r.seat), version: Number(r.version) }));
  }
}
