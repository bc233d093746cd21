import { Injectable } from '@nestjs/common';
import { withAccountLock } from '../database/account-lock';
import { PrismaService } from '../database/prisma.service';
import { DAY_MS } from '../matches/clocks';

/** A player's vacation as stored: the allowance's bookkeeping and the schedule. */
export interface Vacation {
  readonly id: string;
  readonly userId: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly endedAt: Date | null;
  readonly applied: boolean;
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

  /** Ends a vacation early (a booked one that has not begun is cancelled: it then uses nothing). */
  async end(id: string, at: Date): Promise<void> {
    await this.prisma.vacation.update({ where: { id }, data: { endedAt: at } });
  }

  /** The running matches the user plays in. */
  async runningSeats(userId: string): Promise<RunningSeat[]> {
    return this.prisma.$queryRaw<RunningSeat[]>`
      SELECT s.match_id::text AS "matchId", s.seat FROM match_seats s JOIN matches m ON m.id = s.match_id
      WHERE s.user_id = ${userId}::uuid AND m.status = 'running' ORDER BY s.match_id`;
  }
}
