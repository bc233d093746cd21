import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import { transaction } from '../database/transaction-retry';
import type { Sql } from '../database/sql';
import { sqlOfPrisma } from '../database/sql';
import type { RatingPool } from '../generated/prisma/enums';
import { USER_COLUMNS } from '../users/follows.repository';
import type { User } from '../users/user';
import type {
  Club,
  ClubAdmission,
  ClubLogAction,
  ClubLogEntry,
  ClubMember,
  ClubPending,
  ClubPendingKind,
  ClubRole,
  ClubStanding,
} from './club';

interface ClubRow extends User {
  clubId: string;
  clubName: string;
  description: string;
  admission: ClubAdmission;
  clubCreatedAt: Date;
  members: number;
}

// A club with its owner (as `users u`) and its number of members.
const CLUB_SELECT = `SELECT c.id::text AS "clubId", c.name AS "clubName", c.description, c.admission::text AS admission,
    c.created_at AS "clubCreatedAt", (SELECT count(*)::int FROM club_members cm WHERE cm.club_id = c.id) AS members,
    ${USER_COLUMNS}
  FROM clubs c JOIN users u ON u.id = c.owner_id`;

function toClub({ clubId, clubName, description, admission, clubCreatedAt, members, ...owner }: ClubRow): Club {
  return { id: clubId, name: clubName, description, admission, owner, members, createdAt: clubCreatedAt };
}

/** A club's row as a change under its lock reads it. */
export interface LockedClubRow {
  readonly id: string;
  readonly ownerId: string;
  readonly admission: ClubAdmission;
}

/**
 * One change to one club, under the club's row lock (`SELECT … FOR UPDATE`): every change of membership,
 * role or ownership of a club runs one at a time, on every server process, so two admins acting at once
 * (or a leave crossing a transfer) cannot leave a club without an owner, or with a member twice.
 */
export class ClubChange {
  constructor(
    private readonly sql: Sql,
    readonly club: LockedClubRow,
    private readonly at: Date,
  ) {}

  async roleOf(userId: string): Promise<ClubRole | null> {
    const rows = await this.sql.query<{ role: ClubRole }>(
      'SELECT role::text AS role FROM club_members WHERE club_id = $1::uuid AND user_id = $2::uuid',
      [this.club.id, userId],
    );
    return rows[0]?.role ?? null;
  }

  async pendingOf(userId: string): Promise<ClubPendingKind | null> {
    const rows = await this.sql.query<{ kind: ClubPendingKind }>(
      'SELECT kind::text AS kind FROM club_pending WHERE club_id = $1::uuid AND user_id = $2::uuid',
      [this.club.id, userId],
    );
    return rows[0]?.kind ?? null;
  }

  async memberCount(): Promise<number> {
    const [row] = await this.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM club_members WHERE club_id = $1::uuid',
      [this.club.id],
    );
    return row.n;
  }

  /**
   * How many clubs the player belongs to, under the player's own lock: two clubs admitting the same player at
   * once both count the other's admission, so the cap on clubs per player holds across processes.
   */
  async clubsOfPlayer(userId: string): Promise<number> {
    await this.sql.query("SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtextextended('clubs:' || $1, 0))) l", [
      userId,
    ]);
    const [row] = await this.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM club_members WHERE user_id = $1::uuid',
      [userId],
    );
    return row.n;
  }

  /** The owner and the admins: who hears of a request to join. */
  async adminIds(): Promise<string[]> {
    const rows = await this.sql.query<{ id: string }>(
      "SELECT user_id::text AS id FROM club_members WHERE club_id = $1::uuid AND role = 'admin'",
      [this.club.id],
    );
    return rows.map((r) => r.id);
  }

  /** Makes the player a member (clearing what was pending for them). */
  async admit(userId: string, role: ClubRole): Promise<void> {
    await this.sql.query(
      `INSERT INTO club_members (club_id, user_id, role, joined_at) VALUES ($1::uuid, $2::uuid, $3::"ClubRole", $4::timestamptz)
       RETURNING 1 AS done`,
      [this.club.id, userId, role, this.at],
    );
    await this.clearPending(userId);
  }

  async dismiss(userId: string): Promise<void> {
    await this.sql.query(
      'DELETE FROM club_members WHERE club_id = $1::uuid AND user_id = $2::uuid RETURNING 1 AS done',
      [this.club.id, userId],
    );
  }

  async setRole(userId: string, role: ClubRole): Promise<void> {
    await this.sql.query(
      'UPDATE club_members SET role = $3::"ClubRole" WHERE club_id = $1::uuid AND user_id = $2::uuid RETURNING 1 AS done',
      [this.club.id, userId, role],
    );
  }

  /** Hands the club to `userId` (a member, who becomes an admin if not one already). */
  async setOwner(userId: string): Promise<void> {
    await this.setRole(userId, 'admin');
    await this.sql.query('UPDATE clubs SET owner_id = $2::uuid WHERE id = $1::uuid RETURNING 1 AS done', [
      this.club.id,
      userId,
    ]);
  }

  async addPending(userId: string, kind: ClubPendingKind, byId: string | null): Promise<void> {
    await this.sql.query(
      `INSERT INTO club_pending (club_id, user_id, kind, by_id, created_at)
       VALUES ($1::uuid, $2::uuid, $3::"ClubPendingKind", $4::uuid, $5::timestamptz) RETURNING 1 AS done`,
      [this.club.id, userId, kind, byId, this.at],
    );
  }

  async clearPending(userId: string): Promise<void> {
    await this.sql.query(
      'DELETE FROM club_pending WHERE club_id = $1::uuid AND user_id = $2::uuid RETURNING 1 AS done',
      [this.club.id, userId],
    );
  }

  async update(description: string, admission: ClubAdmission): Promise<void> {
    await this.sql.query(
      'UPDATE clubs SET description = $2, admission = $3::"ClubAdmission" WHERE id = $1::uuid RETURNING 1 AS done',
      [this.club.id, description, admission],
    );
  }

  /** Deletes the club: its members and what was pending go, its row and log stay (the name is free again). */
  async markDeleted(): Promise<void> {
    await this.sql.query('DELETE FROM club_members WHERE club_id = $1::uuid RETURNING 1 AS done', [this.club.id]);
    await this.sql.query('DELETE FROM club_pending WHERE club_id = $1::uuid RETURNING 1 AS done', [this.club.id]);
    await this.sql.query(
      'UPDATE clubs SET deleted_at = $2::timestamptz, name_key = NULL WHERE id = $1::uuid RETURNING 1 AS done',
      [this.club.id, this.at],
    );
  }

  async log(action: ClubLogAction, actorId: string | null, targetId: string | null): Promise<void> {
    await logIn(this.sql, this.club.id, action, actorId, targetId, this.at);
  }

  /**
   * Runs another domain's write of the club in this change's transaction (a club chat message hidden by an
   * admin: src/chat's ClubChatRepository), so it commits with its log line or not at all.
   */
  within<T>(work: (sql: Sql, at: Date) => Promise<T>): Promise<T> {
    return work(this.sql, this.at);
  }
}

/** One line of a club's log, in the transaction of the change it tells of (club matches write theirs too). */
export async function logIn(
  sql: Sql,
  clubId: string,
  action: ClubLogAction,
  actorId: string | null,
  targetId: string | null,
  at: Date,
  clubMatchId: string | null = null,
): Promise<void> {
  await sql.query(
    `INSERT INTO club_log (club_id, at, action, actor_id, target_id, club_match_id)
     VALUES ($1::uuid, $2::timestamptz, $3, $4::uuid, $5::uuid, $6::uuid) RETURNING 1 AS done`,
    [clubId, at, action, actorId, targetId, clubMatchId],
  );
}

/** What creating a club came to. */
export type CreateOutcome =
  { readonly kind: 'created'; readonly id: string } | { readonly kind: 'name_taken' } | { readonly kind: 'cap' };

/**
 * The only place that reads or writes `clubs`, `club_members`, `club_pending` and `club_log` (but for the
 * archive's club-page statement, which reads a club's member ids: ArchiveRepository.gamesOf).
 */
@Injectable()
export class ClubsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * A new club with its owner as its first member (an admin) and the log's first line. The name's key is
   * unique among clubs not deleted: a name taken at the same instant by another process loses here.
   */
  async create(
    ownerId: string,
    fields: { name: string; nameKey: string; description: string; admission: ClubAdmission },
    at: Date,
    clubsPerPlayer: number,
  ): Promise<CreateOutcome> {
    // Three reference tables with foreign keys (clubs, club_members, club_log) in one transaction: on Citus it can be
    // cancelled as a distributed deadlock with another writer of them, and runs again (`transaction`).
    return transaction(this.prisma, async (tx) => {
      const sql = sqlOfPrisma(tx);
      await sql.query("SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtextextended('clubs:' || $1, 0))) l", [ownerId]);
      const [count] = await sql.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM club_members WHERE user_id = $1::uuid',
        [ownerId],
      );
      if (count.n >= clubsPerPlayer) return { kind: 'cap' } as const;
      const rows = await sql.query<{ id: string }>(
        `INSERT INTO clubs (name, name_key, description, admission, owner_id, created_at)
         VALUES ($1, $2, $3, $4::"ClubAdmission", $5::uuid, $6::timestamptz)
         ON CONFLICT (name_key) DO NOTHING RETURNING id::text AS id`,
        [fields.name, fields.nameKey, fields.description, fields.admission, ownerId, at],
      );
      if (rows.length === 0) return { kind: 'name_taken' } as const;
      const id = rows[0].id;
      await sql.query(
        `INSERT INTO club_members (club_id, user_id, role, joined_at) VALUES ($1::uuid, $2::uuid, 'admin', $3::timestamptz)
         RETURNING 1 AS done`,
        [id, ownerId, at],
      );
      await logIn(sql, id, 'CREATED', ownerId, null, at);
      return { kind: 'created', id } as const;
    });
  }

  /**
   * Runs `work` on the club under its row lock, in one transaction; null when there is no such club (or it
   * was deleted). What `work` throws rolls every change of it back.
   */
  async change<T>(clubId: string, at: Date, work: (change: ClubChange) => Promise<T>): Promise<{ value: T } | null> {
    // As `create`: cancelled as a distributed deadlock on Citus, the whole change runs again (`work` does only SQL
    // in the transaction; its notices are sent after the COMMIT).
    return transaction(this.prisma, async (tx) => {
      const sql = sqlOfPrisma(tx);
      const [club] = await sql.query<LockedClubRow>(
        `SELECT id::text AS id, owner_id::text AS "ownerId", admission::text AS admission FROM clubs
         WHERE id = $1::uuid AND deleted_at IS NULL FOR UPDATE`,
        [clubId],
      );
      if (!club) return null;
      return { value: await work(new ClubChange(sql, club, at)) };
    });
  }

  async club(clubId: string): Promise<Club | null> {
    const rows = await this.prisma.$queryRawUnsafe<ClubRow[]>(
      `${CLUB_SELECT} WHERE c.id = $1::uuid AND c.deleted_at IS NULL`,
      clubId,
    );
    return rows.length > 0 ? toClub(rows[0]) : null;
  }

  /** Clubs whose name contains `search` (any case), the largest first. */
  async list(search: string | null, first: number, offset: number): Promise<Club[]> {
    const rows = await this.prisma.$queryRawUnsafe<ClubRow[]>(
      `SELECT * FROM (${CLUB_SELECT} WHERE c.deleted_at IS NULL
         AND ($1::text IS NULL OR c.name_key LIKE '%' || replace(replace(replace($1, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')) l
       ORDER BY members DESC, "clubName", "clubId" LIMIT $2 OFFSET $3`,
      search,
      first,
      offset,
    );
    return rows.map(toClub);
  }

  /** The clubs a player belongs to, by name, with their role. */
  async clubsOf(userId: string): Promise<{ club: Club; role: ClubRole }[]> {
    const rows = await this.prisma.$queryRawUnsafe<(ClubRow & { memberRole: ClubRole })[]>(
      `SELECT * FROM (${CLUB_SELECT.replace('SELECT ', 'SELECT mine.role::text AS "memberRole", ').replace(
        'FROM clubs c',
        'FROM club_members mine JOIN clubs c ON c.id = mine.club_id',
      )} WHERE mine.user_id = $1::uuid AND c.deleted_at IS NULL) l ORDER BY "clubName", "clubId"`,
      userId,
    );
    return rows.map(({ memberRole, ...row }) => ({ club: toClub(row), role: memberRole }));
  }

  /**
   * A page of members with their rating in `pool`: the rated by rating, then the unrated by name (ties by
   * id). One index scan of the club's members joined to their users and ratings, sorted whole: the service
   * keeps a large club's whole table (MembersCache) rather than sort it again for every page.
   */
  async members(
    clubId: string,
    ownerId: string,
    pool: RatingPool,
    first: number,
    offset: number,
  ): Promise<ClubMember[]> {
    const rows = await this.prisma.$queryRawUnsafe<
      (User & { memberRole: ClubRole; joinedAt: Date; rating: number | null; games: number | null })[]
    >(
      `SELECT ${USER_COLUMNS}, m.role::text AS "memberRole", m.joined_at AS "joinedAt", r.rating, r.games
       FROM club_members m JOIN users u ON u.id = m.user_id
       LEFT JOIN ratings r ON r.user_id = m.user_id AND r.pool = $2::"RatingPool"
       WHERE m.club_id = $1::uuid
       ORDER BY r.rating DESC NULLS LAST, u.username, u.id LIMIT $3 OFFSET $4`,
      clubId,
      pool,
      first,
      offset,
    );
    return rows.map(({ memberRole, joinedAt, rating, games, ...user }) => ({
      user,
      role: user.id === ownerId ? 'owner' : memberRole,
      joinedAt,
      rating: rating === null ? null : Math.round(rating),
      games: games ?? 0,
    }));
  }

  /**
   * What a page of members needs of a club not deleted (null otherwise): its owner, and its version — the id of
   * its newest log entry, which every change of membership, role or ownership writes in its own transaction
   * (one backward step of the log's (club_id, id) index). No count.
   */
  async membersHead(clubId: string): Promise<{ ownerId: string; version: string } | null> {
    const rows = await this.prisma.$queryRawUnsafe<{ ownerId: string; version: string | null }[]>(
      `SELECT c.owner_id::text AS "ownerId",
              (SELECT l.id FROM club_log l WHERE l.club_id = c.id ORDER BY l.id DESC LIMIT 1)::text AS version
       FROM clubs c WHERE c.id = $1::uuid AND c.deleted_at IS NULL`,
      clubId,
    );
    return rows.length > 0 ? { ownerId: rows[0].ownerId, version: rows[0].version ?? '0' } : null;
  }

  /** The clubs (not deleted) the player belongs to: at most CLUB_LIMITS.clubsPerPlayer ids. */
  async clubIdsOf(userId: string): Promise<string[]> {
    const rows = await this.prisma.$queryRawUnsafe<{ id: string }[]>(
      'SELECT club_id::text AS id FROM club_members WHERE user_id = $1::uuid',
      userId,
    );
    return rows.map((r) => r.id);
  }

  /** The owner and the admins of a club: who hears of a challenge to a club match. */
  async adminIdsOf(clubId: string): Promise<string[]> {
    const rows = await this.prisma.$queryRawUnsafe<{ id: string }[]>(
      "SELECT user_id::text AS id FROM club_members WHERE club_id = $1::uuid AND role = 'admin'",
      clubId,
    );
    return rows.map((r) => r.id);
  }

  async memberIds(clubId: string): Promise<string[]> {
    const rows = await this.prisma.$queryRawUnsafe<{ id: string }[]>(
      'SELECT user_id::text AS id FROM club_members WHERE club_id = $1::uuid',
      clubId,
    );
    return rows.map((r) => r.id);
  }

  async standing(clubId: string, ownerId: string, userId: string): Promise<ClubStanding> {
    const rows = await this.prisma.$queryRawUnsafe<{ role: ClubRole | null; pending: ClubPendingKind | null }[]>(
      `SELECT (SELECT role::text FROM club_members WHERE club_id = $1::uuid AND user_id = $2::uuid) AS role,
              (SELECT kind::text FROM club_pending WHERE club_id = $1::uuid AND user_id = $2::uuid) AS pending`,
      clubId,
      userId,
    );
    const { role, pending } = rows[0];
    return { role: role !== null && userId === ownerId ? 'owner' : role, pending };
  }

  /** What waits for the other side: a club's (for its admins) or a player's (their invitations and requests). */
  async pending(where: { clubId: string } | { userId: string }): Promise<ClubPending[]> {
    const byClub = 'clubId' in where;
    const rows = await this.prisma.$queryRawUnsafe<
      (User & { pendingClubId: string; kind: ClubPendingKind; by: string | null; pendingAt: Date })[]
    >(
      `SELECT ${USER_COLUMNS}, p.club_id::text AS "pendingClubId", p.kind::text AS kind, b.username AS by,
              p.created_at AS "pendingAt"
       FROM club_pending p JOIN users u ON u.id = p.user_id LEFT JOIN users b ON b.id = p.by_id
       WHERE ${byClub ? 'p.club_id' : 'p.user_id'} = $1::uuid
       ORDER BY p.created_at, u.username LIMIT 500`,
      byClub ? where.clubId : where.userId,
    );
    const clubs = new Map<string, Club | null>();
    const out: ClubPending[] = [];
    for (const { pendingClubId, kind, by, pendingAt, ...user } of rows) {
      if (!clubs.has(pendingClubId)) clubs.set(pendingClubId, await this.club(pendingClubId));
      const club = clubs.get(pendingClubId);
      if (club) out.push({ club, user, kind, by, createdAt: pendingAt });
    }
    return out;
  }

  /** The club's log, newest first, `first` entries before the entry `before` (all when null). */
  async log(clubId: string, first: number, before: string | null): Promise<ClubLogEntry[]> {
    return this.prisma.$queryRawUnsafe<ClubLogEntry[]>(
      `SELECT l.id::text AS id, l.at, l.action, a.username AS actor, t.username AS target,
              l.club_match_id::text AS "clubMatchId"
       FROM club_log l LEFT JOIN users a ON a.id = l.actor_id LEFT JOIN users t ON t.id = l.target_id
       WHERE l.club_id = $1::uuid AND ($3::bigint IS NULL OR l.id < $3::bigint)
       ORDER BY l.id DESC LIMIT $2`,
      clubId,
      first,
      before,
    );
  }
}
