import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { Sql } from '../database/sql';
import { sqlOfPrisma } from '../database/sql';
import { runningSeatsWhere } from '../reputation/reputation.repository';

/** What one question asks of the database: which facts, of whom. Every list may be empty. */
export interface SeatFactsQuery {
  /** Whose running matches against people (and whether the account is a bot) to count. */
  readonly running: readonly string[];
  /** Whose reputation counts (games, finished) to read. */
  readonly reputation: readonly string[];
  /** Whose exclusion from rated play to read. */
  readonly rated: readonly string[];
  /** The club whose membership to read, with its name; null for none. */
  readonly clubId: string | null;
  /** Whose membership of `clubId` to read. */
  readonly members: readonly string[];
  /** The players whose blocks of a subject count (a subject's `blockedBy` lists those among them). */
  readonly blockers: readonly string[];
  /** Whose blockers among `blockers` to read. */
  readonly blocked: readonly string[];
}

/** One subject's facts; a fact nobody asked for comes back as its neutral value. */
export interface SeatFacts {
  readonly userId: string;
  readonly isBot: boolean;
  readonly running: number;
  readonly games: number;
  readonly finished: number;
  readonly ratedExcluded: boolean;
  readonly clubMember: boolean;
  readonly blockedBy: readonly string[];
}

/** The answer: each subject's facts, and the club's name (null: no such club, or none asked for). */
export interface SeatFactsAnswer {
  readonly users: ReadonlyMap<string, SeatFacts>;
  readonly clubName: string | null;
}

/**
 * The seat gate's one read (src/seat-gate/seat-gate.ts): every fact its checks need, for every subject, in a
 * single statement. It reads other domains' tables (match_seats, reputation_seats, users, club_members, clubs,
 * user_blocks) and writes none: the running count is ReputationRepository's `running` (one SQL fragment, runningSeatsWhere), the reputation counts as its `of`, the
 * membership as ClubsRepository's `standing`, the blocks as BlocksRepository's `blockersAmong`.
 */
@Injectable()
export class SeatGateRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Through `sql` when given (a caller's transaction), else a connection of Prisma's pool. */
  async facts(query: SeatFactsQuery, sql: Sql = sqlOfPrisma(this.prisma)): Promise<SeatFactsAnswer> {
    const subjects = [
      ...new Set([...query.running, ...query.reputation, ...query.rated, ...query.members, ...query.blocked]),
    ];
    if (subjects.length === 0 && query.clubId === null) return { users: new Map(), clubName: null };
    // From one row, so that the club's name comes back when no subject is asked about, and every subject's row
    // when there is no such club.
    const rows = await sql.query<SeatFacts & { clubName: string | null }>(
      // The distributed tables (match_seats and matches by match, reputation_seats by user) are read in CTEs of
      // their own, not correlated with the subjects (rows of users, a reference table): Citus refuses such a
      // correlated subquery or LATERAL ("complex joins are only supported when all distributed tables are
      // co-located…"); MATERIALIZED makes each an intermediate result, so the outer join reads only reference
      // tables and those. On one PostgreSQL each is still read by its user index.
      `WITH subject AS (SELECT u.id, u.is_bot, u.rated_excluded_at FROM users u WHERE u.id = ANY($1::uuid[])),
            club AS (SELECT c.id, c.name FROM clubs c WHERE c.id = $5::uuid AND c.deleted_at IS NULL),
            running AS MATERIALIZED (
              SELECT s.user_id, count(*)::int AS running ${runningSeatsWhere('ANY($2::uuid[])')}
              GROUP BY s.user_id),
            reputation AS MATERIALIZED (
              SELECT rs.user_id, count(*)::int AS games,
                     count(*) FILTER (WHERE NOT rs.timed_out AND NOT rs.abandoned)::int AS finished
              FROM reputation_seats rs WHERE rs.user_id = ANY($3::uuid[])
              GROUP BY rs.user_id)
       SELECT s.id::text AS "userId", coalesce(s.is_bot, false) AS "isBot",
         coalesce(rn.running, 0) AS running,
         coalesce(r.games, 0) AS games, coalesce(r.finished, 0) AS finished,
         (s.id = ANY($4::uuid[]) AND s.rated_excluded_at IS NOT NULL) AS "ratedExcluded",
         (s.id = ANY($6::uuid[]) AND EXISTS (SELECT 1 FROM club_members cm
                                               WHERE cm.club_id = club.id AND cm.user_id = s.id)) AS "clubMember",
         CASE WHEN s.id = ANY($8::uuid[]) THEN
           ARRAY(SELECT b.blocker_id::text FROM user_blocks b WHERE b.blocked_id = s.id AND b.blocker_id = ANY($7::uuid[]))
           ELSE '{}'::text[] END AS "blockedBy",
         club.name AS "clubName"
       FROM (SELECT 1) one
       LEFT JOIN club ON true
       LEFT JOIN subject s ON true
       LEFT JOIN running rn ON rn.user_id = s.id
       LEFT JOIN reputation r ON r.user_id = s.id`,
      [
        subjects,
        [...query.running],
        [...query.reputation],
        [...query.rated],
        query.clubId,
        [...query.members],
        [...query.blockers],
        [...query.blocked],
      ],
    );
    const users = new Map<string, SeatFacts>();
    for (const { clubName: _, ...facts } of rows) if (facts.userId !== null) users.set(facts.userId, facts);
    return { users, clubName: rows[0]?.clubName ?? null };
  }
}
