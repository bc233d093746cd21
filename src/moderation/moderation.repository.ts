import { Injectable } from '@nestjs/common';
import { endCredentials } from '../auth/credential-revocation';
import { PrismaService } from '../database/prisma.service';
import type { Sql } from '../database/sql';
import { sqlOfPrisma } from '../database/sql';
import type {
  Appeal,
  AppealStatus,
  CoPlayer,
  HistoryMatch,
  LogAction,
  LogEntry,
  ModeratedAccount,
  Standing,
  StandingColumn,
} from './moderation.types';

type EntryRow = {
  id: string;
  userId: string;
  actorId: string | null;
  action: string;
  reason: string;
  refId: string | null;
  matchIds: string[];
  createdAt: Date;
};

/** A decision taken under the account's row lock: a conflict's reason, or the columns to set and the entry to add. */
export type Decision =
  | { readonly conflict: string }
  | { readonly set: Partial<Standing>; readonly refId?: string | null; readonly matchIds?: readonly string[] };

const ACCOUNT_SELECT = {
  id: true,
  username: true,
  role: true,
  isBot: true,
  isGuest: true,
  suspendedAt: true,
  closedAt: true,
  rulesBrokenAt: true,
  ratedExcludedAt: true,
} as const;

/**
 * The only place that reads or writes moderation_log, appeals and rating_annulments, and the users table's
 * moderation columns. The log is only ever inserted into (a trigger refuses UPDATE and DELETE).
 */
@Injectable()
export class ModerationRepository {
  constructor(private readonly prisma: PrismaService) {}

  async account(username: string): Promise<ModeratedAccount | null> {
    return this.prisma.user.findUnique({ where: { username }, select: ACCOUNT_SELECT });
  }

  async accountById(id: string): Promise<ModeratedAccount | null> {
    return this.prisma.user.findUnique({ where: { id }, select: ACCOUNT_SELECT });
  }

  /**
   * Appends one entry, with the standing it sets, under the account's row lock: `decide` sees the standing as
   * it is now, so two moderators acting at once cannot both mark (the second gets the conflict).
   */
  async act(
    userId: string,
    actorId: string | null,
    action: LogAction,
    reason: string,
    at: Date,
    decide: (standing: Standing) => Decision,
  ): Promise<LogEntry | { conflict: string }> {
    const id = await this.prisma.$transaction(async (tx) => {
      const [standing] = await tx.$queryRaw<Standing[]>`
        SELECT suspended_at AS "suspendedAt", closed_at AS "closedAt", rules_broken_at AS "rulesBrokenAt",
               rated_excluded_at AS "ratedExcludedAt"
        FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
      const decision = decide(standing);
      if ('conflict' in decision) return decision;
      if (Object.keys(decision.set).length > 0) await tx.user.update({ where: { id: userId }, data: decision.set });
      const entry = await tx.moderationLogEntry.create({
        data: {
          userId,
          actorId,
          action,
          reason,
          refId: decision.refId ?? null,
          matchIds: [...(decision.matchIds ?? [])],
          createdAt: at,
        },
        select: { id: true },
      });
      if (action === 'annul' && decision.matchIds && decision.matchIds.length > 0)
        await tx.ratingAnnulment.createMany({
          data: decision.matchIds.map((matchId) => ({ matchId, logId: entry.id, createdAt: at })),
          skipDuplicates: true,
        });
      return entry.id;
    });
    if (typeof id !== 'string') return id;
    return (await this.entries({ id: [id] }))[0];
  }

  /** Entries of an account, newest first (or by id). */
  async entries(where: { userId?: string; id?: readonly string[] }, take = 200): Promise<LogEntry[]> {
    const rows: EntryRow[] = await this.prisma.moderationLogEntry.findMany({
      where: { ...(where.userId ? { userId: where.userId } : {}), ...(where.id ? { id: { in: [...where.id] } } : {}) },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
    });
    return this.named(rows);
  }

  /** The account's warnings it has not acknowledged yet, oldest first. */
  async pendingWarnings(userId: string): Promise<LogEntry[]> {
    const rows = await this.prisma.$queryRaw<EntryRow[]>`
      SELECT w.id::text AS id, w.user_id::text AS "userId", w.actor_id::text AS "actorId", w.action, w.reason,
             w.ref_id::text AS "refId", w.match_ids::text[] AS "matchIds", w.created_at AS "createdAt"
      FROM moderation_log w
      WHERE w.user_id = ${userId}::uuid AND w.action = 'warn'
        AND NOT EXISTS (SELECT 1 FROM moderation_log a WHERE a.ref_id = w.id AND a.action = 'acknowledge')
      ORDER BY w.created_at, w.id`;
    return this.named(rows);
  }

  /** The account's counted rated results of finished matches not annulled yet: what an annulment takes back. */
  async countedRatedMatches(userId: string): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      SELECT m.id::text AS id FROM matches m JOIN match_seats s ON s.match_id = m.id
      WHERE s.user_id = ${userId}::uuid AND m.rated AND m.status = 'finished' AND m.rating_outcome = 'counted'
        AND NOT EXISTS (SELECT 1 FROM rating_annulments a WHERE a.match_id = m.id)
      ORDER BY m.finished_at, m.id`;
    return rows.map((r) => r.id);
  }

  /** Accounts it shared tables with in finished matches (never a running one), most often first. */
  async coPlayers(userId: string, take: number): Promise<CoPlayer[]> {
    const rows = await this.prisma.$queryRaw<{ username: string; matches: bigint; rated: bigint }[]>`
      SELECT u.username, count(DISTINCT m.id) AS matches, count(DISTINCT m.id) FILTER (WHERE m.rated) AS rated
      FROM match_seats mine
      JOIN matches m ON m.id = mine.match_id AND m.status = 'finished'
      JOIN match_seats other ON other.match_id = mine.match_id AND other.user_id <> mine.user_id
      JOIN users u ON u.id = other.user_id
      WHERE mine.user_id = ${userId}::uuid
      GROUP BY u.username ORDER BY matches DESC, u.username LIMIT ${take}`;
    return rows.map((r) => ({ username: r.username, matches: Number(r.matches), ratedMatches: Number(r.rated) }));
  }

  /** Its finished matches, newest first, with who sat there: the history a moderator reads (no cards). */
  async finishedMatches(userId: string, take: number): Promise<HistoryMatch[]> {
    const rows = await this.prisma.$queryRaw<
      {
        id: string;
        finishedAt: Date;
        rated: boolean;
        outcome: string | null;
        result: string | null;
        players: string[];
      }[]
    >`
      SELECT m.id::text AS id, mine.finished_at AS "finishedAt", m.rated, m.rating_outcome AS outcome, mine.result,
             ARRAY(SELECT u.username FROM match_seats s JOIN users u ON u.id = s.user_id
                   WHERE s.match_id = m.id ORDER BY s.seat) AS players
      FROM match_seats mine JOIN matches m ON m.id = mine.match_id AND m.status = 'finished'
      WHERE mine.user_id = ${userId}::uuid
      ORDER BY mine.finished_at DESC NULLS LAST, m.id LIMIT ${take}`;
    return rows.map((r) => ({
      matchId: r.id,
      finishedAt: r.finishedAt,
      rated: r.rated,
      ratingOutcome: r.outcome,
      result: r.result,
      players: r.players,
    }));
  }

  /** Files an appeal of `logId`: null when one of that entry is open or was answered already. */
  async fileAppeal(userId: string, logId: string, text: string, at: Date): Promise<Appeal | 'APPEALED'> {
    const id = await this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${'appeal:' + logId}, 0))`;
      if ((await tx.appeal.count({ where: { logId } })) > 0) return null;
      return (await tx.appeal.create({ data: { userId, logId, text, createdAt: at }, select: { id: true } })).id;
    });
    if (id === null) return 'APPEALED';
    return (await this.appeals({ id }))[0];
  }

  async appeals(where: { id?: string; userId?: string; status?: AppealStatus }, take = 200): Promise<Appeal[]> {
    const rows = await this.prisma.appeal.findMany({
      where,
      orderBy: [{ createdAt: where.status === 'open' ? 'asc' : 'desc' }, { id: 'asc' }],
      take,
    });
    if (rows.length === 0) return [];
    const entries = new Map((await this.entries({ id: rows.map((r) => r.logId) })).map((e) => [e.id, e]));
    const names = await this.names(rows.flatMap((r) => [r.userId, r.answeredById]));
    return rows.map((r) => ({
      id: r.id,
      username: names.get(r.userId) ?? '',
      entry: entries.get(r.logId)!,
      text: r.text,
      status: r.status as AppealStatus,
      createdAt: r.createdAt,
      answeredBy: r.answeredById ? (names.get(r.answeredById) ?? null) : null,
      answer: r.answer,
      answeredAt: r.answeredAt,
    }));
  }

  /**
   * Answers an open appeal (once: a second answer finds it answered), appends the answer to the log and, when
   * lifted, clears `clear` on the account: in one transaction.
   */
  async answerAppeal(
    appeal: Appeal,
    moderatorId: string,
    verdict: 'upheld' | 'lifted',
    reason: string,
    clear: readonly StandingColumn[],
    at: Date,
    onAnswered: (sql: Sql, appellantId: string) => Promise<void>,
  ): Promise<Appeal | 'ANSWERED'> {
    const done = await this.prisma.$transaction(async (tx) => {
      const answered = await tx.appeal.updateMany({
        where: { id: appeal.id, status: 'open' },
        data: { status: verdict, answeredById: moderatorId, answer: reason, answeredAt: at },
      });
      if (answered.count === 0) return false;
      const userId = (await tx.appeal.findUniqueOrThrow({ where: { id: appeal.id } })).userId;
      if (clear.length > 0)
        await tx.user.update({ where: { id: userId }, data: Object.fromEntries(clear.map((c) => [c, null])) });
      await tx.moderationLogEntry.create({
        data: {
          userId,
          actorId: moderatorId,
          action: verdict === 'upheld' ? 'appeal_upheld' : 'appeal_lifted',
          reason,
          refId: appeal.entry.id,
          createdAt: at,
        },
      });
      // The appellant hears of it exactly when the answer commits (and never of one that did not).
      await onAnswered(sqlOfPrisma(tx), userId);
      return true;
    });
    if (!done) return 'ANSWERED';
    return (await this.appeals({ id: appeal.id }))[0];
  }

  /** Sets the role (moderator or player) unless it is that already, with its log entry; null if it was. */
  async setRole(
    userId: string,
    actorId: string,
    role: 'moderator' | 'player',
    reason: string,
    at: Date,
  ): Promise<LogEntry | null> {
    const id = await this.prisma.$transaction(async (tx) => {
      const changed = await tx.user.updateMany({
        where: { id: userId, role: role === 'moderator' ? 'player' : 'moderator' },
        data: { role },
      });
      if (changed.count === 0) return null;
      const entry = await tx.moderationLogEntry.create({
        data: {
          userId,
          actorId,
          action: role === 'moderator' ? 'grant_moderator' : 'revoke_moderator',
          reason,
          createdAt: at,
        },
        select: { id: true },
      });
      return entry.id;
    });
    return id === null ? null : (await this.entries({ id: [id] }))[0];
  }

  /** Ends the account's sessions, tokens and app grants, as `claim suspend` does. */
  async endCredentials(userId: string): Promise<void> {
    await endCredentials(this.prisma, { id: userId });
  }

  private async named(rows: readonly EntryRow[]): Promise<LogEntry[]> {
    const names = await this.names(rows.flatMap((r) => [r.userId, r.actorId]));
    return rows.map((r) => ({
      id: r.id,
      username: names.get(r.userId) ?? '',
      actor: r.actorId ? (names.get(r.actorId) ?? null) : null,
      action: r.action as LogAction,
      reason: r.reason,
      refId: r.refId,
      matchIds: r.matchIds,
      createdAt: r.createdAt,
    }));
  }

  private async names(ids: readonly (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    if (wanted.length === 0) return new Map();
    const users = await this.prisma.user.findMany({
      where: { id: { in: wanted } },
      select: { id: true, username: true },
    });
    return new Map(users.map((u) => [u.id, u.username]));
  }
}
