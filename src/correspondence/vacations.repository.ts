import { Injectable } from '@nestjs/common';
import { withAccountLock } from '../database/account-lock';
import { PrismaService } from '../database/prisma.service';
import type { Sql } from '../database/sql';
import { DAY_MS } from '../matches/clocks';

/** A player's vacation as stored: the allowance's bookkeeping and the schedule. */
export interface Vacation {
  readonly id: string;
  readonly userId: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly endedAt: Date | null;
  readonly applied: boolean;
  /** Ended early, and not every running match has its `vacation_ended` event yet. */
  readonly endPending: boolean;
}

/** A player's own move ended their vacation in one match at `at`: the vacation it was (it ends at `endsAt`). */
export interface EndedByMove {
  readonly userId: string;
  readonly endsAt: Date;
  readonly at: Date;
}

/** Why a vacation could not be booked. */
export type BookingRefusal = 'OVER_ALLOWANCE' | 'OVERLAPS';

/** A running match the user plays in, with their seat. */
export interface RunningSeat {
  readonly matchId: string;
  readonly seat: number;
}

/** Days a vacation uses of its year's allowance: whole days begun, up to where it ended. */
export function daysUsed(v: Pick<Vacation, 'startsAt' | 'endsAt' | 'endedAt'>): number {
  const end = v.endedAt !== null && v.endedAt < v.endsAt ? v.endedAt : v.endsAt;
  return Math.max(0, Math.ceil((end.getTime() - v.startsAt.getTime()) / DAY_MS));
}

/** The only place that reads or writes `vacations`. */
@Injectable()
export class VacationsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Books a vacation unless it overlaps another of the user's or goes over the year's allowance: counted
   * and written under the account's row lock, so two requests at once cannot both get through.
   */
  async book(userId: string, startsAt: Date, endsAt: Date, allowanceDays: number): Promise<Vacation | BookingRefusal> {
    return withAccountLock(this.prisma, userId, async (tx) => {
      const year = startsAt.getUTCFullYear();
      const rows = await tx.vacation.findMany({
        where: {
          userId,
          startsAt: { gte: new Date(Date.UTC(year, 0, 1)), lt: new Date(Date.UTC(year + 1, 0, 1)) },
        },
      });
      const used = rows.reduce((sum, v) => sum + daysUsed(v), 0);
      if (used + daysUsed({ startsAt, endsAt, endedAt: null }) > allowanceDays) return 'OVER_ALLOWANCE';
      const overlapping = await tx.vacation.count({
        where: { userId, startsAt: { lt: endsAt }, endsAt: { gt: startsAt }, endedAt: null },
      });
      if (overlapping > 0) return 'OVERLAPS';
      return tx.vacation.create({ data: { userId, startsAt, endsAt } });
    });
  }

  /** Days of the allowance of `year` (UTC) the user has used or booked. */
  async usedIn(userId: string, year: number): Promise<number> {
    const rows = await this.prisma.vacation.findMany({
      where: { userId, startsAt: { gte: new Date(Date.UTC(year, 0, 1)), lt: new Date(Date.UTC(year + 1, 0, 1)) } },
    });
    return rows.reduce((sum, v) => sum + daysUsed(v), 0);
  }

  /** The user's vacation in force at `now`, or else the next one booked. */
  async currentOrNext(userId: string, now: Date): Promise<Vacation | null> {
    return this.prisma.vacation.findFirst({
      where: { userId, endedAt: null, endsAt: { gt: now } },
      orderBy: { startsAt: 'asc' },
    });
  }

  /** Booked vacations whose start has come and whose events are not yet in the players' matches. */
  async dueToApply(now: Date, limit: number): Promise<Vacation[]> {
    return this.prisma.vacation.findMany({
      where: { applied: false, endedAt: null, startsAt: { lte: now }, endsAt: { gt: now } },
      orderBy: { startsAt: 'asc' },
      take: limit,
    });
  }

  async markApplied(id: string): Promise<void> {
    await this.prisma.vacation.update({ where: { id }, data: { applied: true } });
  }

  /**
   * Ends a vacation early (a booked one that has not begun is cancelled: it then uses nothing). One that
   * was applied still has to end in the player's matches: it is left pending until every match has its event.
   */
  async end(vacation: Vacation, at: Date): Promise<void> {
    await this.prisma.vacation.update({
      where: { id: vacation.id },
      data: { endedAt: at, endPending: vacation.applied },
    });
  }

  /**
   * In the transaction of the moves that ended them: each applied vacation still running is ended at its
   * move's time and left pending for the player's other matches; the users whose vacation that was.
   */
  async endByMoves(sql: Sql, ends: readonly EndedByMove[]): Promise<string[]> {
    if (ends.length === 0) return [];
    const rows = await sql.query<{ userId: string }>(
      `UPDATE vacations v SET ended_at = e.at, end_pending = true
       FROM jsonb_to_recordset($1::jsonb) AS e(user_id uuid, ends_at timestamptz, at timestamptz)
       WHERE v.user_id = e.user_id AND v.ends_at = e.ends_at AND v.applied AND v.ended_at IS NULL
       RETURNING v.user_id::text AS "userId"`,
      [
        JSON.stringify(
          ends.map((e) => ({ user_id: e.userId, ends_at: e.endsAt.toISOString(), at: e.at.toISOString() })),
        ),
      ],
    );
    return rows.map((r) => r.userId);
  }

  /** Vacations ended early whose end is not yet in every match: the user's own, or anyone's (the sweep). */
  async pendingEnds(userId: string | null, limit: number): Promise<Vacation[]> {
    return this.prisma.vacation.findMany({
      where: { endPending: true, ...(userId === null ? {} : { userId }) },
      orderBy: { endedAt: 'asc' },
      take: limit,
    });
  }

  async markEndApplied(id: string): Promise<void> {
    await this.prisma.vacation.update({ where: { id }, data: { endPending: false } });
  }

  /** The running matches the user plays in. */
  async runningSeats(userId: string): Promise<RunningSeat[]> {
    return this.prisma.$queryRaw<RunningSeat[]>`
      SELECT s.match_id::text AS "matchId", s.seat FROM match_seats s JOIN matches m ON m.id = s.match_id
      WHERE s.user_id = ${userId}::uuid AND m.status = 'running' ORDER BY s.match_id`;
  }
}
