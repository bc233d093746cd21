import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { Rules } from '../engine';
import { Prisma } from '../generated/prisma/client';
import type { TimeControl } from '../matches/match.types';
import type { Seek, SeekFigures, SeekStatus } from './seek-matching';
import { tableFor } from './seek-matching';

type SeekRow = Prisma.SeekGetPayload<{ include: { user: { select: { username: true } } } }>;

/** A seek before it is stored. */
export type NewSeek = Omit<Seek, 'id' | 'username' | 'status' | 'matchId'> & { readonly poolKey: string };

/** What posting a seek came to. */
export type PostOutcome =
  { readonly kind: 'cap' } | { readonly kind: 'posted'; readonly seek: Seek; readonly table: readonly Seek[] | null };

/**
 * Posts of one pool wait for each other on its lock: a burst of them queues for longer than Prisma's default
 * transaction budget (2 s for a connection, 5 s in all) on a busy machine, and a post must not fail for waiting.
 */
const SEEK_TRANSACTION = { maxWait: 30_000, timeout: 60_000 } as const;

/** Candidates the matcher reads at most for a 3–4 player table, oldest first: far beyond a full table's needs. */
const CANDIDATES = 500;

/** The only place that reads or writes `seeks`. */
@Injectable()
export class SeeksRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Stores the seek and, in the same transaction, looks for a full table for it among the open, unexpired seeks
   * of its pool; a table found is marked matched with `matchId`, every seek of it. Under the pool key's advisory
   * lock: two posts of one pool (on any server process) match one after the other, so the second sees the first's
   * seeks matched and no seek joins two tables. Refused (cap) when the seeker has `maxOpen` open seeks already.
   */
  async postAndMatch(seek: NewSeek, maxOpen: number, now: Date, matchId: string): Promise<PostOutcome> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', 'seek-user:' + seek.userId);
      const open = await tx.seek.count({ where: { userId: seek.userId, status: 'open', expiresAt: { gt: now } } });
      if (open >= maxOpen) return { kind: 'cap' } as const;
      await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', 'seek-pool:' + seek.poolKey);
      const { poolKey, ...fields } = seek;
      const row = await tx.seek.create({
        data: {
          ...fields,
          poolKey,
          rules: seek.rules as unknown as Prisma.InputJsonValue,
          timeControl: seek.timeControl ? (seek.timeControl as unknown as Prisma.InputJsonValue) : Prisma.DbNull,
        },
        include: { user: { select: { username: true } } },
      });
      const stored = toSeek(row);
      const table = await this.tableFor(tx, stored, poolKey, now);
      if (table === null) return { kind: 'posted', seek: stored, table: null } as const;
      await tx.seek.updateMany({ where: { id: { in: table }, status: 'open' }, data: { status: 'matched', matchId } });
      const matched = (
        await tx.seek.findMany({
          where: { id: { in: table } },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          include: { user: { select: { username: true } } },
        })
      ).map(toSeek);
      return { kind: 'posted', seek: matched.find((m) => m.id === stored.id)!, table: matched } as const;
    }, SEEK_TRANSACTION);
  }

  /**
   * The ids of a full table for `seek` (itself first), or null. PostgreSQL picks the candidates: open, unexpired
   * seeks of the pool (its index, oldest first) of other players with no block either way, that accept the seek
   * and that it accepts, as accepts() in seek-matching.ts says. Only their matching figures come back, never
   * whole rows: the 500 rows the matcher once loaded per post and filtered here cost most of its CPU
   * (bench:seeks). A 2-player table is the first candidate; 3–4 players also need the candidates to accept
   * each other, which tableFor decides over the few that passed.
   */
  private async tableFor(
    tx: Prisma.TransactionClient,
    seek: Seek,
    poolKey: string,
    now: Date,
  ): Promise<string[] | null> {
    const share = seek.finishedShare;
    const conditions = [
      Prisma.sql`(c.min_rating IS NULL OR c.min_rating <= ${seek.rating})`,
      Prisma.sql`(c.max_rating IS NULL OR c.max_rating >= ${seek.rating})`,
      ...(share === null ? [] : [Prisma.sql`(c.min_reputation IS NULL OR c.min_reputation <= ${share * 100})`]),
      ...(seek.minRating === null ? [] : [Prisma.sql`c.rating >= ${seek.minRating}`]),
      ...(seek.maxRating === null ? [] : [Prisma.sql`c.rating <= ${seek.maxRating}`]),
      ...(seek.minReputation === null
        ? []
        : [Prisma.sql`(c.finished_share IS NULL OR c.finished_share * 100 >= ${seek.minReputation})`]),
    ];
    const wanted = seek.rules.players - 1;
    const candidates = await tx.$queryRaw<SeekFigures[]>`
      SELECT c.id::text AS id, c.user_id::text AS "userId", c.rating, c.min_rating AS "minRating",
             c.max_rating AS "maxRating", c.min_reputation AS "minReputation", c.finished_share AS "finishedShare"
      FROM seeks c
      WHERE c.pool_key = ${poolKey} AND c.status = 'open' AND c.expires_at > ${now}
        AND c.id <> ${seek.id}::uuid AND c.user_id <> ${seek.userId}::uuid
        AND ${Prisma.join(conditions, ' AND ')}
        AND NOT EXISTS (SELECT 1 FROM user_blocks b
                        WHERE (b.blocker_id = c.user_id AND b.blocked_id = ${seek.userId}::uuid)
                           OR (b.blocker_id = ${seek.userId}::uuid AND b.blocked_id = c.user_id))
      ORDER BY c.created_at, c.id
      LIMIT ${wanted === 1 ? 1 : CANDIDATES}`;
    if (candidates.length < wanted) return null;
    if (wanted === 1) return [seek.id, candidates[0].id];
    const users = [...new Set(candidates.map((c) => c.userId))];
    const blocks = await tx.userBlock.findMany({
      where: { blockerId: { in: users }, blockedId: { in: users } },
      select: { blockerId: true, blockedId: true },
    });
    const blockedPairs = new Set(
      blocks.flatMap((b) => [`${b.blockerId}/${b.blockedId}`, `${b.blockedId}/${b.blockerId}`]),
    );
    const table = tableFor<SeekFigures>(seek, seek.rules.players, candidates, (a, b) => blockedPairs.has(`${a}/${b}`));
    return table === null ? null : table.map((t) => t.id);
  }

  /** Cancels an open seek of the user (under its row lock); the seek as it is afterwards, or null when not theirs. */
  async cancel(id: string, userId: string): Promise<Seek | null> {
    return this.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM seeks WHERE id = ${id}::uuid FOR UPDATE`;
      if (locked.length === 0) return null;
      const row = await tx.seek.findUnique({ where: { id }, include: { user: { select: { username: true } } } });
      if (!row || row.userId !== userId) return null;
      if (row.status !== 'open') return toSeek(row);
      return toSeek(
        await tx.seek.update({
          where: { id },
          data: { status: 'cancelled' },
          include: { user: { select: { username: true } } },
        }),
      );
    });
  }

  /** The user's seeks, newest first (at most `limit`). */
  async listOf(userId: string, limit: number): Promise<Seek[]> {
    const rows = await this.prisma.seek.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      take: limit,
      include: { user: { select: { username: true } } },
    });
    return rows.map(toSeek);
  }

  /**
   * Match ids of tables whose seeks are matched but whose match is not there (its start was interrupted), oldest
   * first. An anti-join on `matches`, as match-link.ts's startedWithoutMatch for lobbies (and for Citus' sake).
   */
  async matchedWithoutMatch(limit: number): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ matchId: string }[]>`
      SELECT s.match_id::text AS "matchId" FROM seeks s LEFT JOIN matches m ON m.id = s.match_id
      WHERE s.status = 'matched' AND s.match_id IS NOT NULL AND m.id IS NULL
      GROUP BY s.match_id ORDER BY min(s.created_at) LIMIT ${limit}`;
    return rows.map((r) => r.matchId);
  }

  /** Whether the match a table recorded exists (its start ran to the end, here or in another process). */
  async matchExists(matchId: string): Promise<boolean> {
    const rows = await this.prisma.$queryRaw<
      { one: number }[]
    >`SELECT 1 AS one FROM matches WHERE id = ${matchId}::uuid`;
    return rows.length > 0;
  }

  /** Every seek with this match id, oldest first: the table of a match an automatch started. */
  async tableOf(matchId: string): Promise<Seek[]> {
    const rows = await this.prisma.seek.findMany({
      where: { matchId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      include: { user: { select: { username: true } } },
    });
    return rows.map(toSeek);
  }
}

function toSeek(row: SeekRow): Seek {
  return {
    id: row.id,
    userId: row.userId,
    username: row.user.username,
    rules: row.rules as unknown as Rules,
    timeControl: (row.timeControl ?? null) as TimeControl | null,
    rated: row.rated,
    minRating: row.minRating,
    maxRating: row.maxRating,
    rating: row.rating,
    minReputation: row.minReputation,
    finishedShare: row.finishedShare,
    status: row.status as SeekStatus,
    matchId: row.matchId,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}
