import { Injectable, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { escapeLiteral } from 'pg';
import { PrismaService } from '../database/prisma.service';
import type { Sql } from '../database/sql';
import { sqlTransaction } from '../database/transaction-retry';
import type { Rules } from '../engine';
import { Prisma } from '../generated/prisma/client';
import type { TimeControl } from '../matches/match.types';
import { MatchDatabase } from '../matches/store/match-database';
import type { RatingPool } from '../ratings/rating-math';
import { poolRatingSql } from '../ratings/ratings.repository';
import type { Seek, SeekStatus, WaveSeek } from './seek-matching';

type SeekRow = Prisma.SeekGetPayload<{ include: { user: { select: { username: true } } } }>;

/**
 * A seek before it is stored. Its player's rating is read as it is stored (their rating in `ratingPool`, or
 * `unratedRating` without one), so it is not among the fields.
 */
export type NewSeek = Omit<Seek, 'id' | 'username' | 'status' | 'matchId' | 'rating'> & {
  readonly poolKey: string;
  readonly ratingPool: RatingPool;
  readonly unratedRating: number;
};

/**
 * Posts one process runs at once. They hold a connection of the match store's pool (the move path's) while they
 * wait for the user's lock: a burst of posts queues here, not on those connections.
 */
const POSTS_AT_ONCE = 2;

/**
 * The lock of the waves, on every process: a wave takes it alone (one wave at a time, and a cancel between two). On
 * Citus a post takes it shared with other posts, so that it never writes `seeks` while a wave does: there both write
 * the reference table on every node, and a post and a wave met in distributed deadlocks again and again (test/social/
 * seeks.e2e-spec.ts, two instances: posts cancelled five times over answered 500). One PostgreSQL needs no such
 * turn-taking (a post's insert and a wave's updates of other rows never wait for each other), and waves fold more
 * posts without it: a burst of posts 50 at a time cost 2.1 ms of server CPU a post without, 2.8 ms with (bench:seeks).
 */
const WAVE_LOCK = `pg_advisory_xact_lock(hashtextextended('seek-wave', 0))`;
const WAVE_LOCK_SHARED = `pg_advisory_xact_lock_shared(hashtextextended('seek-wave', 0))`;

/**
 * Statements sent with a transaction's BEGIN (one round trip, so literals, not parameters): locks, and, as a lobby's
 * lock does (LobbiesRepository), Citus' sequential mode: a post's seat gate and a wave's match start read or write
 * the distributed match tables in a transaction that writes `seeks` (a reference table with foreign keys), which
 * Citus refuses unless its statements run one shard at a time. One PostgreSQL only keeps the setting (an unknown
 * `citus.` option) until the transaction ends.
 */
const lockedSql = (locks: string): string =>
  `SELECT set_config('citus.multi_shard_modify_mode', 'sequential', true), ${locks}`;

/** A post's locks: one user's posts count their open seeks one after the other; on Citus, no wave writes meanwhile. */
const postLocksSql = (userId: string, citus: boolean): string => {
  const user = `pg_advisory_xact_lock(hashtextextended(${escapeLiteral('seek-user:' + userId)}, 0))`;
  return lockedSql(citus ? `${user}, ${WAVE_LOCK_SHARED}` : user);
};

/** What a seek row is read as (alias `s`, its player `u`). */
const SEEK_COLUMNS = `s.id::text AS id, s.user_id::text AS "userId", u.username, s.rules, s.time_control AS "timeControl",
  s.rated, s.min_rating AS "minRating", s.max_rating AS "maxRating", s.rating,
  s.min_reputation AS "minReputation", s.finished_share AS "finishedShare", s.status,
  s.match_id::text AS "matchId", s.created_at AS "createdAt", s.expires_at AS "expiresAt"`;

/**
 * Stores a seek, unsettled, with its player's rating in the pool, below the cap only ($5): a row that carries the
 * open count, then the stored seek's columns (null at the cap). $1 now, $2 user, $3 rating without one in the pool,
 * $4 rating pool, $6 id, $7 pool key, $8 rules, $9 time control, $10 rated, $11 min rating, $12 max rating, $13 min
 * reputation, $14 finished share, $15 created, $16 expires.
 */
const POST_SQL = `
  WITH me AS (SELECT coalesce(${poolRatingSql('$2::uuid', '$4::"RatingPool"')}, $3::float8) AS rating),
  mine AS (SELECT count(*)::int AS open FROM seeks s
           WHERE s.user_id = $2::uuid AND s.status = 'open' AND s.expires_at > $1::timestamptz),
  stored AS (
    INSERT INTO seeks (id, user_id, pool_key, rules, time_control, rated, min_rating, max_rating, rating,
                       min_reputation, finished_share, created_at, expires_at)
    SELECT $6::uuid, $2::uuid, $7, $8::jsonb, $9::jsonb, $10::boolean, $11::float8, $12::float8, me.rating,
           $13::int, $14::float8, $15::timestamptz, $16::timestamptz
    FROM me WHERE (SELECT open FROM mine) < $5::int
    RETURNING *)
  SELECT (SELECT open FROM mine) AS open, w.* FROM (VALUES (1)) one
  LEFT JOIN (SELECT ${SEEK_COLUMNS} FROM stored s JOIN users u ON u.id = s.user_id) w ON true`;

/** Whether seek `a` accepts seek `b` at its table: accepts() in seek-matching.ts, in SQL (keep the two alike). */
const acceptsSql = (a: string, b: string): string =>
  `(${a}.min_rating IS NULL OR ${b}.rating >= ${a}.min_rating)
   AND (${a}.max_rating IS NULL OR ${b}.rating <= ${a}.max_rating)
   AND (${a}.min_reputation IS NULL OR ${b}.finished_share IS NULL OR ${b}.finished_share * 100 >= ${a}.min_reputation)`;

/**
 * What a wave looks at, oldest first: the open, unexpired, unsettled seeks (at most $2, the oldest: the rest wait
 * for the next wave) and every open seek of their pools that could share a table with one of them (the two accept
 * each other, different players, no block): only their matching figures, and the players each row's player blocks
 * or is blocked by, which waveTables checks between every two seats. $1 now.
 */
const WAVE_SQL = `
  WITH fresh AS (
    SELECT f.* FROM seeks f
    WHERE f.status = 'open' AND NOT f.settled AND f.expires_at > $1::timestamptz
    ORDER BY f.created_at, f.id LIMIT $2::int)
  SELECT c.id::text AS id, c.user_id::text AS "userId", c.pool_key AS "poolKey",
         (c.rules ->> 'players')::int AS players, c.rated, c.rating, c.min_rating AS "minRating",
         c.max_rating AS "maxRating", c.min_reputation AS "minReputation", c.finished_share AS "finishedShare",
         c.id NOT IN (SELECT id FROM fresh) AS settled,
         ARRAY(SELECT b.blocked_id::text FROM user_blocks b WHERE b.blocker_id = c.user_id
               UNION SELECT b.blocker_id::text FROM user_blocks b WHERE b.blocked_id = c.user_id) AS blocks
  FROM seeks c
  WHERE c.status = 'open' AND c.expires_at > $1::timestamptz AND c.pool_key IN (SELECT pool_key FROM fresh)
    AND (c.id IN (SELECT id FROM fresh)
         OR EXISTS (SELECT 1 FROM fresh f
                    WHERE f.pool_key = c.pool_key AND f.user_id <> c.user_id
                      AND ${acceptsSql('f', 'c')} AND ${acceptsSql('c', 'f')}
                      AND NOT EXISTS (SELECT 1 FROM user_blocks b
                                      WHERE (b.blocker_id = f.user_id AND b.blocked_id = c.user_id)
                                         OR (b.blocker_id = c.user_id AND b.blocked_id = f.user_id))))
  ORDER BY c.created_at, c.id`;

/**
 * A wave's writes: the seeks of its tables ($1) marked matched, each with its table's match id ($2, in the same
 * order), the seeks it looked at but seated at no table ($3, none of $1) settled, and the seeks of players the seat
 * gate now refuses ($4) unsettled, so that a later wave looks at them again. The matched rows come back with their
 * players' names, oldest first; still open ones only (a cancel waits for the wave's lock, so all of them are). The match ids are
 * joined from the arrays: a subscript of one array by `array_position` in the other crashed the Citus 13
 * coordinator (signal 11) on this reference table.
 */
const SEAT_SQL = `
  WITH matched AS (
    UPDATE seeks s SET status = 'matched', match_id = t.match_id, settled = true
    FROM unnest($1::uuid[], $2::uuid[]) AS t(id, match_id)
    WHERE s.id = t.id AND s.status = 'open'
    RETURNING s.*),
  looked AS (
    UPDATE seeks s SET settled = true
    WHERE s.id = ANY($3::uuid[]) AND NOT s.settled),
  barred AS (
    UPDATE seeks s SET settled = false
    WHERE s.id = ANY($4::uuid[]) AND s.settled)
  SELECT ${SEEK_COLUMNS}
  FROM matched s JOIN users u ON u.id = s.user_id
  ORDER BY s.created_at, s.id`;

/** A seek as a wave reads it: rated or not, and the players its player blocks or is blocked by. */
export type WaveRow = WaveSeek & { readonly rated: boolean; readonly blocks: readonly string[] };

/** The only place that reads or writes `seeks`. */
@Injectable()
export class SeeksRepository implements OnModuleInit {
  private readonly pool: MatchDatabase['pool'];
  private readonly gate = new Gate(POSTS_AT_ONCE);
  private citus = false;

  constructor(
    private readonly prisma: PrismaService,
    private readonly database: MatchDatabase,
  ) {
    this.pool = database.pool;
  }

  async onModuleInit(): Promise<void> {
    this.citus = await this.database.onCitus();
  }

  /**
   * Stores a seek, unsettled (a wave matches it: `wave`), in a transaction on the match store's pool after the
   * user's advisory lock (two posts of one user count their open seeks one after the other) and, on Citus, the
   * wave lock, shared. `shareOf` runs first in
   * that transaction (the seat gate's reads, which refuse by throwing) and gives the seeker's finished share, which
   * the seek records; null at the cap of `maxOpen` open seeks, and nothing stored.
   */
  async post(
    seek: Omit<NewSeek, 'finishedShare'>,
    maxOpen: number,
    now: Date,
    shareOf: (sql: Sql) => Promise<number | null>,
  ): Promise<Seek | null> {
    return this.gate.run(() =>
      sqlTransaction(
        this.pool,
        async (sql) => {
          const finishedShare = await shareOf(sql);
          const [row] = await sql.query<Seek & { open: number; id: string | null }>(POST_SQL, [
            now,
            seek.userId,
            seek.unratedRating,
            seek.ratingPool,
            maxOpen,
            randomUUID(),
            seek.poolKey,
            JSON.stringify(seek.rules),
            seek.timeControl === null ? null : JSON.stringify(seek.timeControl),
            seek.rated,
            seek.minRating,
            seek.maxRating,
            seek.minReputation,
            finishedShare,
            seek.createdAt,
            seek.expiresAt,
          ]);
          if (row.id === null) return null;
          const { open: _, ...stored } = row;
          return stored;
        },
        postLocksSql(seek.userId, this.citus),
      ),
    );
  }

  /**
   * Runs a wave: in one transaction on the match store's pool (where its matches are started too, so that seeks
   * marked matched, their matches and the players' notices commit together), after the wave lock, which every
   * process takes (two waves never look at one seek at once, so no seek joins two tables), reads what the wave
   * looks at (WAVE_SQL: at most `limit` unsettled seeks) and hands it to `work`. Run again from the start when
   * PostgreSQL (or Citus) cancels it as a deadlock.
   */
  async wave<T>(now: Date, limit: number, work: (sql: Sql, seeks: readonly WaveRow[]) => Promise<T>): Promise<T> {
    return sqlTransaction(
      this.pool,
      async (sql) => work(sql, await sql.query<WaveRow>(WAVE_SQL, [now, limit])),
      lockedSql(WAVE_LOCK),
    );
  }

  /**
   * In a wave's transaction: marks every seek of `tables` matched under the match id at the same place of
   * `matchIds`, the unsettled seeks of `looked` that no table took settled, and the seeks of `barred` unsettled.
   * The tables' seeks as stored, each table's oldest first.
   */
  async seatIn(
    sql: Sql,
    tables: readonly (readonly WaveSeek[])[],
    matchIds: readonly string[],
    looked: readonly string[],
    barred: readonly string[],
  ): Promise<Seek[][]> {
    const ids = tables.flatMap((t) => t.map((s) => s.id));
    const seated = new Set(ids);
    const rows = await sql.query<Seek>(SEAT_SQL, [
      ids,
      tables.flatMap((t, i) => t.map(() => matchIds[i])),
      looked.filter((id) => !seated.has(id)),
      barred,
    ]);
    if (rows.length !== ids.length)
      throw new Error(`a wave marked ${rows.length} of its ${ids.length} seated seeks: one was no longer open`);
    const byMatch = new Map<string, Seek[]>(matchIds.map((id) => [id, []]));
    for (const seek of rows) byMatch.get(seek.matchId!)!.push(seek);
    return [...byMatch.values()];
  }

  /** Whether an open, unexpired seek waits for a wave (the sweep runs one then). */
  async hasUnsettled(now: Date): Promise<boolean> {
    const rows = await this.prisma.$queryRaw<{ one: number }[]>`
      SELECT 1 AS one FROM seeks WHERE status = 'open' AND NOT settled AND expires_at > ${now} LIMIT 1`;
    return rows.length > 0;
  }

  /** One seek as it is now, or null. */
  async find(id: string): Promise<Seek | null> {
    const row = await this.prisma.seek.findUnique({ where: { id }, include: { user: { select: { username: true } } } });
    return row === null ? null : toSeek(row);
  }

  /** Cancels an open seek of the user (under its row lock); the seek as it is afterwards, or null when not theirs. */
  async cancel(id: string, userId: string): Promise<Seek | null> {
    return this.prisma.$transaction(async (tx) => {
      // Between two waves: a wave never finds a seek of its tables cancelled under it (SEAT_SQL).
      await tx.$executeRawUnsafe(`SELECT ${WAVE_LOCK}`);
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

/** At most `limit` runs at once; the others wait their turn, first come first served. */
class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line (running stays counted), or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
