import { Injectable } from '@nestjs/common';
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
import type { Seek, SeekFigures, SeekStatus } from './seek-matching';
import { tableFor } from './seek-matching';

type SeekRow = Prisma.SeekGetPayload<{ include: { user: { select: { username: true } } } }>;

/**
 * A seek before it is stored. Its player's rating is read with the candidates (their rating in `ratingPool`, or
 * `unratedRating` without one), so it is not among the fields.
 */
export type NewSeek = Omit<Seek, 'id' | 'username' | 'status' | 'matchId' | 'rating'> & {
  readonly poolKey: string;
  readonly ratingPool: RatingPool;
  readonly unratedRating: number;
};

/** What posting a seek came to. */
export type PostOutcome =
  { readonly kind: 'cap' } | { readonly kind: 'posted'; readonly seek: Seek; readonly table: readonly Seek[] | null };

/** Candidates the matcher reads at most for a 3–4 player table, oldest first: far beyond a full table's needs. */
const CANDIDATES = 500;

/**
 * Post transactions one process runs at once. They hold a connection of the match store's pool (the move path's)
 * while they wait for the pool key's lock: a burst of posts to one pool queues here, not on those connections.
 */
const POSTS_AT_ONCE = 2;

/** Times a post starts over when a seek of the table it found was cancelled under it (see StaleTable). */
const POST_ATTEMPTS = 5;

/**
 * Both locks in one statement, the user's first (the order every post takes them in), sent with the transaction's
 * BEGIN (one round trip, so literals, not parameters): the cap count and the candidates are read by a later
 * statement, whose snapshot is taken after both are held. With them, as a lobby's lock does (LobbiesRepository):
 * the seat gate reads the distributed match tables over every shard in this transaction before `seeks` (a
 * reference table with foreign keys) is written, which Citus refuses unless its statements run one shard at a
 * time. One PostgreSQL only keeps the setting (an unknown `citus.` option) until the transaction ends.
 */
const lockSql = (userId: string, poolKey: string): string =>
  `SELECT set_config('citus.multi_shard_modify_mode', 'sequential', true),
          pg_advisory_xact_lock(hashtextextended(${escapeLiteral('seek-user:' + userId)}, 0)),
          pg_advisory_xact_lock(hashtextextended(${escapeLiteral('seek-pool:' + poolKey)}, 0))`;

/**
 * The seeker's rating in the pool (`me`; $4 without one), their open seeks (the cap), and the candidates for a
 * table: open, unexpired seeks of the pool (its index, oldest first) of other players with no block either way,
 * that accept the seek and that it accepts, as accepts() in seek-matching.ts says (keep the two alike). Only their
 * matching figures are read, never whole rows: the 500 rows the matcher once loaded per post and filtered in Node
 * cost most of its CPU (bench:seeks). Fixed texts (a null parameter switches a condition off), so node-postgres
 * prepares each once per connection. Parameters of both statements below: $1 pool key, $2 now, $3 user, $4 rating
 * without one in the pool, $5 finished share, $6 min rating, $7 max rating, $8 min reputation, $9 limit, $10
 * rating pool.
 */
const CANDIDATES_CTES = `
  me AS (SELECT coalesce(${poolRatingSql('$3::uuid', '$10::"RatingPool"')}, $4::float8) AS rating),
  mine AS (SELECT count(*)::int AS open FROM seeks s
           WHERE s.user_id = $3::uuid AND s.status = 'open' AND s.expires_at > $2::timestamptz),
  candidates AS (
    SELECT c.id, c.user_id, c.rating, c.min_rating, c.max_rating, c.min_reputation, c.finished_share, c.created_at
    FROM seeks c
    WHERE c.pool_key = $1 AND c.status = 'open' AND c.expires_at > $2::timestamptz AND c.user_id <> $3::uuid
      AND (c.min_rating IS NULL OR c.min_rating <= (SELECT rating FROM me))
      AND (c.max_rating IS NULL OR c.max_rating >= (SELECT rating FROM me))
      AND ($5::float8 IS NULL OR c.min_reputation IS NULL OR c.min_reputation <= $5::float8 * 100)
      AND ($6::float8 IS NULL OR c.rating >= $6::float8)
      AND ($7::float8 IS NULL OR c.rating <= $7::float8)
      AND ($8::int IS NULL OR c.finished_share IS NULL OR c.finished_share * 100 >= $8::int)
      AND NOT EXISTS (SELECT 1 FROM user_blocks b
                      WHERE (b.blocker_id = c.user_id AND b.blocked_id = $3::uuid)
                         OR (b.blocker_id = $3::uuid AND b.blocked_id = c.user_id))
    ORDER BY c.created_at, c.id
    LIMIT $9::int)`;

/** What a seek row is read as (alias `s`, its player `u`). */
const SEEK_COLUMNS = `s.id::text AS id, s.user_id::text AS "userId", u.username, s.rules, s.time_control AS "timeControl",
  s.rated, s.min_rating AS "minRating", s.max_rating AS "maxRating", s.rating,
  s.min_reputation AS "minReputation", s.finished_share AS "finishedShare", s.status,
  s.match_id::text AS "matchId", s.created_at AS "createdAt", s.expires_at AS "expiresAt"`;

/**
 * The candidates of a 3–4 player table (tableFor picks among them), the seeker's rating and open count. One row
 * even without a candidate (its candidate columns null), to carry the rating and the count.
 */
const CANDIDATES_SQL = `
  WITH ${CANDIDATES_CTES}
  SELECT (SELECT open FROM mine) AS open, (SELECT rating FROM me) AS "myRating",
         c.id::text AS id, c.user_id::text AS "userId", c.rating, c.min_rating AS "minRating",
         c.max_rating AS "maxRating", c.min_reputation AS "minReputation", c.finished_share AS "finishedShare"
  FROM (VALUES (1)) one LEFT JOIN candidates c ON true
  ORDER BY c.created_at, c.id`;

/**
 * A 2-player post in one statement ($9 = 1): the first candidate, if any, is the table; it is marked matched
 * (still open only) and the new seek stored, matched with it or open without one; below the cap only ($18), and
 * the new seek only when its candidate was still open. Every row written comes back with its player's name,
 * oldest first, after a row that carries the open count. $11 the new seek's id, $12 rules, $13 time control, $14
 * rated, $15 created, $16 expires, $17 the match id.
 */
const PAIR_SQL = `
  WITH ${CANDIDATES_CTES},
  matched AS (
    UPDATE seeks SET status = 'matched', match_id = $17::uuid
    WHERE id = (SELECT id FROM candidates) AND status = 'open' AND (SELECT open FROM mine) < $18::int
    RETURNING *),
  stored AS (
    INSERT INTO seeks (id, user_id, pool_key, rules, time_control, rated, min_rating, max_rating, rating,
                       min_reputation, finished_share, status, match_id, created_at, expires_at)
    SELECT $11::uuid, $3::uuid, $1, $12::jsonb, $13::jsonb, $14::boolean, $6::float8, $7::float8, me.rating,
           $8::int, $5::float8, CASE WHEN t.found THEN 'matched' ELSE 'open' END,
           CASE WHEN t.found THEN $17::uuid END, $15::timestamptz, $16::timestamptz
    FROM me, (SELECT EXISTS (SELECT 1 FROM candidates) AS found) t
    WHERE (SELECT open FROM mine) < $18::int AND (NOT t.found OR EXISTS (SELECT 1 FROM matched))
    RETURNING *)
  SELECT (SELECT open FROM mine) AS open, w.* FROM (VALUES (1)) one LEFT JOIN (
    SELECT ${SEEK_COLUMNS} FROM (SELECT * FROM stored UNION ALL SELECT * FROM matched) s JOIN users u ON u.id = s.user_id
  ) w ON true
  ORDER BY w."createdAt", w.id`;

/**
 * Stores the new seek and marks the table's other seeks ($14, possibly none) matched, still open ones only; every
 * row written comes back with its player's name, oldest first. $12 the new seek's status, $13 the match id.
 */
const WRITE_SQL = `
  WITH matched AS (
    UPDATE seeks SET status = 'matched', match_id = $13::uuid
    WHERE id = ANY($14::uuid[]) AND status = 'open'
    RETURNING *),
  stored AS (
    INSERT INTO seeks (id, user_id, pool_key, rules, time_control, rated, min_rating, max_rating, rating,
                       min_reputation, finished_share, status, match_id, created_at, expires_at)
    VALUES ($1::uuid, $2::uuid, $3, $4::jsonb, $5::jsonb, $6::boolean, $7::float8, $8::float8, $9::float8,
            $10::int, $11::float8, $12, $13::uuid, $15::timestamptz, $16::timestamptz)
    RETURNING *)
  SELECT ${SEEK_COLUMNS}
  FROM (SELECT * FROM stored UNION ALL SELECT * FROM matched) s JOIN users u ON u.id = s.user_id
  ORDER BY s.created_at, s.id`;

/**
 * A seek of the table was no longer open when it was marked (its player cancelled it between the read and the
 * write: cancelling takes the row's lock, not the pool's): the post's transaction is rolled back and it starts
 * over, so no match is started with a seek that left.
 */
class StaleTable extends Error {}

/** The only place that reads or writes `seeks`. */
@Injectable()
export class SeeksRepository {
  private readonly pool: MatchDatabase['pool'];
  private readonly gate = new Gate(POSTS_AT_ONCE);

  constructor(
    private readonly prisma: PrismaService,
    database: MatchDatabase,
  ) {
    this.pool = database.pool;
  }

  /**
   * Runs a post: `work` in a transaction on the match store's pool (where a table's match is started too, so that
   * the seeks marked matched, the match and its players' notices commit together), after the post's two advisory
   * locks, the user's then the pool key's: two posts of one pool (on any server process) match one after the
   * other, so the second sees the first's seeks matched and no seek joins two tables; two posts of one user count
   * their open seeks one after the other. `work` runs again from the start when a seek of the table it found left
   * under it (postIn), or when Citus cancels it as a distributed deadlock (two posts at once both write the
   * reference table seeks, under advisory locks taken on the coordinator).
   */
  async posting<T>(userId: string, poolKey: string, work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.gate.run(async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await sqlTransaction(this.pool, work, lockSql(userId, poolKey));
        } catch (error) {
          if (!(error instanceof StaleTable) || attempt === POST_ATTEMPTS) throw error;
        }
      }
    });
  }

  /**
   * In a post's transaction (`posting`): stores the seek and looks for a full table for it among the open,
   * unexpired seeks of its pool; a table found is marked matched with `matchId`, every seek of it. Refused (cap)
   * when the seeker has `maxOpen` open seeks already. One statement for a 2-player table (PAIR_SQL), two or three
   * for 3–4 players (tableFor decides among the candidates in Node): each round trip costs server CPU, and
   * Prisma's interactive transaction and model calls (ten statements) were once most of a post's (bench:seeks).
   */
  async postIn(sql: Sql, seek: NewSeek, maxOpen: number, now: Date, matchId: string): Promise<PostOutcome> {
    const wanted = seek.rules.players - 1;
    const read = [
      seek.poolKey,
      now,
      seek.userId,
      seek.unratedRating,
      seek.finishedShare,
      seek.minRating,
      seek.maxRating,
      seek.minReputation,
      wanted === 1 ? 1 : CANDIDATES,
      seek.ratingPool,
    ];
    const id = randomUUID();
    const rules = JSON.stringify(seek.rules);
    const timeControl = seek.timeControl === null ? null : JSON.stringify(seek.timeControl);
    if (wanted === 1) {
      const rows = await sql.query<Seek & { open: number; id: string | null }>(PAIR_SQL, [
        ...read,
        id,
        rules,
        timeControl,
        seek.rated,
        seek.createdAt,
        seek.expiresAt,
        matchId,
        maxOpen,
      ]);
      if (rows[0].open >= maxOpen) return { kind: 'cap' } as const;
      const written = rows.filter((r) => r.id !== null).map(({ open: _, ...row }): Seek => row);
      const stored = written.find((s) => s.id === id);
      if (stored === undefined) throw new StaleTable();
      return { kind: 'posted', seek: stored, table: written.length === 2 ? written : null } as const;
    }
    const rows = await sql.query<SeekFigures & { open: number; myRating: number; id: string | null }>(
      CANDIDATES_SQL,
      read,
    );
    if (rows[0].open >= maxOpen) return { kind: 'cap' } as const;
    const rating = rows[0].myRating;
    const candidates = rows.filter((r) => r.id !== null);
    const others = await this.tableAmong(sql, { ...seek, id, rating }, candidates);
    const written = await sql.query<Seek>(WRITE_SQL, [
      id,
      seek.userId,
      seek.poolKey,
      rules,
      timeControl,
      seek.rated,
      seek.minRating,
      seek.maxRating,
      rating,
      seek.minReputation,
      seek.finishedShare,
      others === null ? 'open' : 'matched',
      others === null ? null : matchId,
      others ?? [],
      seek.createdAt,
      seek.expiresAt,
    ]);
    if (written.length !== 1 + (others?.length ?? 0)) throw new StaleTable();
    const stored = written.find((s) => s.id === id)!;
    return { kind: 'posted', seek: stored, table: others === null ? null : written } as const;
  }

  /**
   * The ids of the other seeks of a full table for `seek`, or null. A 2-player table is the first candidate
   * (PostgreSQL checked both ways); 3–4 players also need the candidates to accept each other and no block
   * between them, which tableFor decides over the few that passed.
   */
  private async tableAmong(
    sql: Sql,
    seek: SeekFigures & { readonly rules: Rules },
    candidates: readonly SeekFigures[],
  ): Promise<string[] | null> {
    const wanted = seek.rules.players - 1;
    if (candidates.length < wanted) return null;
    if (wanted === 1) return [candidates[0].id];
    const users = [...new Set(candidates.map((c) => c.userId))];
    const blocks = await sql.query<{ blocker: string; blocked: string }>(
      `SELECT blocker_id::text AS blocker, blocked_id::text AS blocked FROM user_blocks
       WHERE blocker_id = ANY($1::uuid[]) AND blocked_id = ANY($1::uuid[])`,
      [users],
    );
    const blockedPairs = new Set(blocks.flatMap((b) => [`${b.blocker}/${b.blocked}`, `${b.blocked}/${b.blocker}`]));
    const table = tableFor<SeekFigures>(seek, seek.rules.players, candidates, (a, b) => blockedPairs.has(`${a}/${b}`));
    return table === null ? null : table.slice(1).map((t) => t.id);
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
