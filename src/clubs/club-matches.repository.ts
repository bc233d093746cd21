import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import { transaction } from '../database/transaction-retry';
import type { Sql } from '../database/sql';
import { sqlOfPrisma } from '../database/sql';
import type { ClubLogAction } from './club';
import type { BoardPlayer, ClubMatch, ClubMatchBoard, ClubMatchOptions, ClubMatchStatus } from './club-match';
import { wonByForfeit } from './club-match';
import { logIn } from './clubs.repository';

interface MatchRow {
  id: string;
  clubId: string;
  clubName: string;
  opponentId: string;
  opponentName: string;
  boards: number;
  options: ClubMatchOptions;
  rated: boolean;
  status: ClubMatchStatus;
  createdBy: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  signUpClosesAt: Date | null;
}

interface BoardRow {
  clubMatchId: string;
  board: number;
  homeId: string | null;
  homeName: string | null;
  awayId: string | null;
  awayName: string | null;
  matchId: string | null;
  homePoints: number | null;
  awayPoints: number | null;
}

const MATCH_SELECT = `SELECT m.id::text AS id, m.club_id::text AS "clubId", a.name AS "clubName",
    m.opponent_id::text AS "opponentId", b.name AS "opponentName", m.boards, m.options, m.rated, m.status,
    u.username AS "createdBy", m.created_at AS "createdAt", m.started_at AS "startedAt", m.finished_at AS "finishedAt",
    m.sign_up_closes_at AS "signUpClosesAt"
  FROM club_matches m JOIN clubs a ON a.id = m.club_id JOIN clubs b ON b.id = m.opponent_id
  LEFT JOIN users u ON u.id = m.created_by`;

const BOARD_SELECT = `SELECT bd.club_match_id::text AS "clubMatchId", bd.board, bd.home_id::text AS "homeId",
    h.username AS "homeName", bd.away_id::text AS "awayId", w.username AS "awayName", bd.match_id::text AS "matchId",
    bd.home_points AS "homePoints", bd.away_points AS "awayPoints"
  FROM club_match_boards bd LEFT JOIN users h ON h.id = bd.home_id LEFT JOIN users w ON w.id = bd.away_id`;

function player(id: string | null, username: string | null): BoardPlayer | null {
  return id === null || username === null ? null : { id, username };
}

function toBoard(r: BoardRow): ClubMatchBoard {
  return {
    board: r.board,
    home: player(r.homeId, r.homeName),
    away: player(r.awayId, r.awayName),
    matchId: r.matchId,
    homePoints: r.homePoints,
    awayPoints: r.awayPoints,
    forfeit: wonByForfeit(r),
  };
}

async function load(sql: Sql, where: string, args: unknown[]): Promise<ClubMatch[]> {
  const rows = await sql.query<MatchRow>(`${MATCH_SELECT} ${where}`, args);
  if (rows.length === 0) return [];
  const boards = await sql.query<BoardRow>(
    `${BOARD_SELECT} WHERE bd.club_match_id = ANY($1::uuid[]) ORDER BY bd.club_match_id, bd.board`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => ({ ...r, board: boards.filter((b) => b.clubMatchId === r.id).map(toBoard) }));
}

/** A club match's row as a change under its lock reads it. */
export interface LockedClubMatch {
  readonly id: string;
  readonly clubId: string;
  readonly opponentId: string;
  readonly status: ClubMatchStatus;
  readonly signUpClosesAt: Date | null;
}

/** One change to one club match under its row lock: sign-ups and answers happen one at a time. */
export class ClubMatchChange {
  constructor(
    private readonly sql: Sql,
    readonly match: LockedClubMatch,
    private readonly at: Date,
  ) {}

  async boards(): Promise<ClubMatchBoard[]> {
    return (
      await this.sql.query<BoardRow>(`${BOARD_SELECT} WHERE bd.club_match_id = $1::uuid ORDER BY bd.board`, [
        this.match.id,
      ])
    ).map(toBoard);
  }

  async setStatus(status: ClubMatchStatus): Promise<void> {
    await this.sql.query(
      `UPDATE club_matches SET status = $2,
         started_at = CASE WHEN $2 = 'running' THEN $3::timestamptz ELSE started_at END,
         finished_at = CASE WHEN $2 = 'finished' THEN $3::timestamptz ELSE finished_at END
       WHERE id = $1::uuid RETURNING 1 AS done`,
      [this.match.id, status, this.at],
    );
  }

  /** Puts `userId` on `side` of `board` (null: takes whoever was there off). */
  async seat(board: number, side: 0 | 1, userId: string | null): Promise<void> {
    await this.sql.query(
      `UPDATE club_match_boards SET ${side === 0 ? 'home_id' : 'away_id'} = $3::uuid
       WHERE club_match_id = $1::uuid AND board = $2 RETURNING 1 AS done`,
      [this.match.id, board, userId],
    );
  }

  /**
   * Gives every board its match id, in board order (the matches are created once this commits; a repeat is a
   * no-op); a null leaves that board without a match (one settled at the sign-up deadline).
   */
  async assignMatches(matchIds: readonly (string | null)[]): Promise<void> {
    await this.sql.query(
      `UPDATE club_match_boards bd SET match_id = COALESCE(bd.match_id, ids.match_id)
       FROM unnest($2::uuid[]) WITH ORDINALITY AS ids(match_id, board)
       WHERE bd.club_match_id = $1::uuid AND bd.board = ids.board RETURNING 1 AS done`,
      [this.match.id, matchIds],
    );
  }

  /** Boards decided without a match at the sign-up deadline: their points, once (docs/players.md). */
  async settleBoards(points: readonly { board: number; home: number; away: number }[]): Promise<void> {
    if (points.length === 0) return;
    await this.sql.query(
      `UPDATE club_match_boards bd SET home_points = p.home, away_points = p.away
       FROM jsonb_to_recordset($2::jsonb) AS p(board int, home double precision, away double precision)
       WHERE bd.club_match_id = $1::uuid AND bd.board = p.board AND bd.home_points IS NULL RETURNING 1 AS done`,
      [this.match.id, JSON.stringify(points)],
    );
  }

  /** Another owner's writes in this change's transaction, at its time (the notices of what the change did). */
  within<T>(work: (sql: Sql, at: Date) => Promise<T>): Promise<T> {
    return work(this.sql, this.at);
  }

  /** The same line in both clubs' logs. */
  async log(action: ClubLogAction, actorId: string | null, targetId: string | null): Promise<void> {
    for (const clubId of [this.match.clubId, this.match.opponentId])
      await logIn(this.sql, clubId, action, actorId, targetId, this.at, this.match.id);
  }
}

/** What creating a club match came to. */
export type CreateClubMatchOutcome = { readonly kind: 'created'; readonly id: string } | { readonly kind: 'cap' };

/**
 * The only place that reads or writes `club_matches` and `club_match_boards` (and the MATCH_* lines of
 * `club_log`, through clubs.repository.ts logIn).
 */
/** A club match as proposed (ClubMatchesRepository.create). */
interface NewClubMatch {
  clubId: string;
  opponentId: string;
  boards: number;
  options: ClubMatchOptions;
  rated: boolean;
  createdBy: string;
  signUpClosesAt: Date | null;
}

@Injectable()
export class ClubMatchesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * A new club match with its empty boards, under the challenging club's row lock (its cap of open club
   * matches holds across processes), logged in both clubs. Null when the challenging club is gone.
   */
  async create(fields: NewClubMatch, at: Date, openCap: number): Promise<CreateClubMatchOutcome | null> {
    // Reference tables with foreign keys (club_matches, its boards, both clubs' logs) in one transaction: on Citus it
    // can be cancelled as a distributed deadlock with another writer of them, and runs again (`transaction`).
    return transaction(this.prisma, async (tx) => {
      const sql = sqlOfPrisma(tx);
      const locked = await sql.query<{ id: string }>(
        'SELECT id::text AS id FROM clubs WHERE id = $1::uuid AND deleted_at IS NULL FOR UPDATE',
        [fields.clubId],
      );
      if (locked.length === 0) return null;
      const [open] = await sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM club_matches
         WHERE (club_id = $1::uuid OR opponent_id = $1::uuid) AND status IN ('proposed', 'signup', 'running')`,
        [fields.clubId],
      );
      if (open.n >= openCap) return { kind: 'cap' } as const;
      const [row] = await sql.query<{ id: string }>(
        `INSERT INTO club_matches
           (club_id, opponent_id, boards, options, rated, status, created_by, created_at, sign_up_closes_at)
         VALUES ($1::uuid, $2::uuid, $3, $4::jsonb, $5, 'proposed', $6::uuid, $7::timestamptz, $8::timestamptz)
         RETURNING id::text AS id`,
        [
          fields.clubId,
          fields.opponentId,
          fields.boards,
          JSON.stringify(fields.options),
          fields.rated,
          fields.createdBy,
          at,
          fields.signUpClosesAt,
        ],
      );
      await sql.query(
        `INSERT INTO club_match_boards (club_match_id, board)
         SELECT $1::uuid, b FROM generate_series(1, $2::int) AS b RETURNING 1 AS done`,
        [row.id, fields.boards],
      );
      for (const clubId of [fields.clubId, fields.opponentId])
        await logIn(sql, clubId, 'MATCH_PROPOSED', fields.createdBy, null, at, row.id);
      return { kind: 'created', id: row.id } as const;
    });
  }

  /** Runs `work` under the club match's row lock, in one transaction; null when there is no such club match. */
  async change<T>(id: string, at: Date, work: (change: ClubMatchChange) => Promise<T>): Promise<{ value: T } | null> {
    // As `create`; `work` does only SQL in the transaction (the boards' matches start after the COMMIT).
    return transaction(this.prisma, async (tx) => {
      const sql = sqlOfPrisma(tx);
      const [row] = await sql.query<LockedClubMatch>(
        `SELECT id::text AS id, club_id::text AS "clubId", opponent_id::text AS "opponentId", status,
           sign_up_closes_at AS "signUpClosesAt"
         FROM club_matches WHERE id = $1::uuid FOR UPDATE`,
        [id],
      );
      if (!row) return null;
      return { value: await work(new ClubMatchChange(sql, row, at)) };
    });
  }

  async get(id: string): Promise<ClubMatch | null> {
    const [match] = await load(sqlOfPrisma(this.prisma), 'WHERE m.id = $1::uuid', [id]);
    return match ?? null;
  }

  /** A club's club matches on either side, the newest first. */
  ofClub(clubId: string, limit: number): Promise<ClubMatch[]> {
    return load(
      sqlOfPrisma(this.prisma),
      `WHERE m.club_id = $1::uuid OR m.opponent_id = $1::uuid ORDER BY m.created_at DESC, m.id LIMIT $2`,
      [clubId, limit],
    );
  }

  /**
   * Records finished matches' points on their boards (a board takes its result once) and finishes the club
   * matches whose every board now has one, logged in both clubs: in the side job's transaction. Answers the
   * club matches that finished.
   */
  async takeResults(
    sql: Sql,
    results: readonly { matchId: string; homePoints: number; awayPoints: number }[],
    at: Date,
  ): Promise<string[]> {
    if (results.length === 0) return [];
    const touched = await sql.query<{ id: string }>(
      `UPDATE club_match_boards bd SET home_points = r.home, away_points = r.away
       FROM jsonb_to_recordset($1::jsonb) AS r(match_id uuid, home double precision, away double precision)
       WHERE bd.match_id = r.match_id AND bd.home_points IS NULL
       RETURNING bd.club_match_id::text AS id`,
      [JSON.stringify(results.map((r) => ({ match_id: r.matchId, home: r.homePoints, away: r.awayPoints })))],
    );
    const finished: string[] = [];
    for (const id of [...new Set(touched.map((t) => t.id))]) {
      const done = await sql.query<{ clubId: string; opponentId: string }>(
        `UPDATE club_matches SET status = 'finished', finished_at = $2::timestamptz
         WHERE id = $1::uuid AND status = 'running'
           AND NOT EXISTS (SELECT 1 FROM club_match_boards WHERE club_match_id = $1::uuid AND home_points IS NULL)
         RETURNING club_id::text AS "clubId", opponent_id::text AS "opponentId"`,
        [id, at],
      );
      if (done.length === 0) continue;
      for (const clubId of [done[0].clubId, done[0].opponentId])
        await logIn(sql, clubId, 'MATCH_FINISHED', null, null, at, id);
      finished.push(id);
    }
    return finished;
  }

  /**
   * Club matches still proposed or in sign-up whose sign-up deadline is at or before `now`, the earliest first:
   * the keeper's work, read here each round (nothing is kept in memory, so a restart loses none).
   */
  async dueSignUps(now: Date, limit: number): Promise<string[]> {
    const rows = await this.prisma.$queryRawUnsafe<{ id: string }[]>(
      `SELECT id::text AS id FROM club_matches
       WHERE sign_up_closes_at <= $1::timestamptz AND status IN ('proposed', 'signup')
       ORDER BY sign_up_closes_at, id LIMIT $2`,
      now,
      limit,
    );
    return rows.map((r) => r.id);
  }

  /**
   * Running club matches' boards whose match is not there (its creation was interrupted). An anti-join, as
   * lobbies' match-link.ts does: the board table is a reference table, `matches` is distributed on Citus.
   */
  async boardsWithoutMatch(limit: number): Promise<string[]> {
    const rows = await this.prisma.$queryRawUnsafe<{ id: string }[]>(
      `SELECT DISTINCT bd.club_match_id::text AS id FROM club_match_boards bd
       JOIN club_matches cm ON cm.id = bd.club_match_id LEFT JOIN matches m ON m.id = bd.match_id
       WHERE cm.status = 'running' AND bd.match_id IS NOT NULL AND m.id IS NULL LIMIT $1`,
      limit,
    );
    return rows.map((r) => r.id);
  }
}
