import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

export type ReportStatus = 'open' | 'resolved';

/** A report to the admins, with the names its ids stand for. */
export interface Report {
  readonly id: string;
  readonly reporter: string;
  readonly reported: string;
  readonly reportedId: string;
  /** A reported message: its match (or club) and seq, and its text as it was. */
  readonly matchId: string | null;
  readonly clubId: string | null;
  readonly messageSeq: number | null;
  readonly messageText: string | null;
  readonly reason: string;
  readonly status: ReportStatus;
  readonly createdAt: Date;
  readonly resolvedAt: Date | null;
  readonly resolvedBy: string | null;
  readonly resolution: string | null;
}

export interface NewReport {
  readonly reporterId: string;
  readonly reportedId: string;
  readonly matchId: string | null;
  /** A club chat message's club (with messageSeq), where matchId names a match chat's. */
  readonly clubId: string | null;
  readonly messageSeq: number | null;
  readonly messageText: string | null;
  readonly reason: string;
}

const INCLUDE = {
  reporter: { select: { username: true } },
  reported: { select: { username: true } },
  resolvedBy: { select: { username: true } },
} as const;

type Row = {
  id: string;
  reportedId: string;
  matchId: string | null;
  clubId: string | null;
  messageSeq: number | null;
  messageText: string | null;
  reason: string;
  status: string;
  createdAt: Date;
  resolvedAt: Date | null;
  resolution: string | null;
  reporter: { username: string };
  reported: { username: string };
  resolvedBy: { username: string } | null;
};

/** The only place that reads or writes `reports`. */
@Injectable()
export class ReportsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Files a report unless the reporter has an open one of the same player (and message) already, or
   * `cap` open reports in all. Under the reporter's advisory lock, so two at once cannot both pass.
   */
  async create(report: NewReport, at: Date, cap: number): Promise<Report | 'DUPLICATE' | 'CAP'> {
    const filed = await this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${'reports:' + report.reporterId}, 0))`;
      const open = { reporterId: report.reporterId, status: 'open' };
      const same = await tx.report.count({
        where: {
          ...open,
          reportedId: report.reportedId,
          matchId: report.matchId,
          clubId: report.clubId,
          messageSeq: report.messageSeq,
        },
      });
      if (same > 0) return 'DUPLICATE' as const;
      if ((await tx.report.count({ where: open })) >= cap) return 'CAP' as const;
      return (await tx.report.create({ data: { ...report, createdAt: at }, select: { id: true } })).id;
    });
    if (filed === 'DUPLICATE' || filed === 'CAP') return filed;
    // Read after the commit, on the pool: Prisma loads INCLUDE's three accounts at once, which on a
    // transaction's single connection would be concurrent queries (pg warns; pg 9 refuses them).
    return toReport(await this.prisma.report.findUniqueOrThrow({ where: { id: filed }, include: INCLUDE }));
  }

  /** Every report of one player, newest first, open or resolved (a moderator's history of an account). */
  async against(reportedId: string, take: number): Promise<Report[]> {
    const rows = await this.prisma.report.findMany({
      where: { reportedId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      include: INCLUDE,
      take,
    });
    return rows.map(toReport);
  }

  /** Open reports, oldest first (a queue), `first` after the report `after`; null when `after` is unknown. */
  async open(first: number, after: string | null): Promise<Report[] | null> {
    const cursor = after ? await this.prisma.report.findUnique({ where: { id: after } }) : null;
    if (after && !cursor) return null;
    const rows = await this.prisma.report.findMany({
      where: {
        status: 'open',
        ...(cursor
          ? { OR: [{ createdAt: { gt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { gt: cursor.id } }] }
          : {}),
      },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      include: INCLUDE,
      take: first,
    });
    return rows.map(toReport);
  }

  /** Resolves an open report; 'RESOLVED' if it was resolved already, null if there is none. */
  async resolve(id: string, adminId: string, note: string, at: Date): Promise<Report | 'RESOLVED' | null> {
    const { count } = await this.prisma.report.updateMany({
      where: { id, status: 'open' },
      data: { status: 'resolved', resolvedAt: at, resolvedById: adminId, resolution: note },
    });
    const row = await this.prisma.report.findUnique({ where: { id }, include: INCLUDE });
    if (!row) return null;
    return count === 0 ? 'RESOLVED' : toReport(row);
  }
}

function toReport(row: Row): Report {
  return {
    id: row.id,
    reporter: row.reporter.username,
    reported: row.reported.username,
    reportedId: row.reportedId,
    matchId: row.matchId,
    clubId: row.clubId,
    messageSeq: row.messageSeq,
    messageText: row.messageText,
    reason: row.reason,
    status: row.status === 'resolved' ? 'resolved' : 'open',
    createdAt: row.createdAt,
    resolvedAt: row.resolvedAt,
    resolvedBy: row.resolvedBy?.username ?? null,
    resolution: row.resolution,
  };
}
