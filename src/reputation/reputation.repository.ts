import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { Sql } from '../database/sql';
import { sqlOfPrisma } from '../database/sql';
import type { Reputation, ReputationSeat } from './reputation-ledger';
import { NO_REPUTATION } from './reputation-ledger';

const COUNTS = `count(*)::int AS games,
  count(*) FILTER (WHERE NOT timed_out AND NOT abandoned)::int AS finished,
  count(*) FILTER (WHERE timed_out)::int AS "timedOut",
  count(*) FILTER (WHERE NOT timed_out AND NOT abandoned AND NOT penalised)::int AS clean,
  count(*) FILTER (WHERE abandoned)::int AS abandoned`;

/**
 * The seats `s` of running matches against people (another seat held by an account that is not a bot: the
 * computer's matches have their own cap) whose player is `users`, an SQL expression of one uuid (`$1::uuid`)
 * or a list of them (`ANY($2::uuid[])`): FROM and WHERE of the running-games count. Its one owner: this
 * repository's `running` and the seat gate's one read (seat-gate.repository.ts) both count with it.
 */
export function runningSeatsWhere(users: string): string {
  return `FROM match_seats s JOIN matches m ON m.id = s.match_id
    WHERE s.user_id = ${users} AND m.status = 'running'
      AND EXISTS (SELECT 1 FROM match_seats o JOIN users ou ON ou.id = o.user_id
                   WHERE o.match_id = s.match_id AND o.user_id <> s.user_id AND NOT ou.is_bot)`;
}

/** A stored seat as the recompute compares it. */
export type StoredReputationSeat = ReputationSeat;

/** The only place that reads or writes `reputation_seats`. */
@Injectable()
export class ReputationRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Adds seats; a seat already there stays as it is (a job run twice, or after a recompute, adds nothing). */
  async add(sql: Sql, seats: readonly ReputationSeat[]): Promise<void> {
    if (seats.length === 0) return;
    await sql.query(
      `INSERT INTO reputation_seats (user_id, match_id, seat, finished_at, timed_out, abandoned, penalised)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::timestamptz[], $5::bool[], $6::bool[], $7::bool[])
       ON CONFLICT DO NOTHING RETURNING 1 AS added`,
      [
        seats.map((s) => s.userId),
        seats.map((s) => s.matchId),
        seats.map((s) => s.seat),
        seats.map((s) => s.finishedAt.toISOString()),
        seats.map((s) => s.timedOut),
        seats.map((s) => s.abandoned),
        seats.map((s) => s.penalised),
      ],
    );
  }

  /** One player's counts. */
  async of(userId: string): Promise<Reputation> {
    const rows = await this.prisma.$queryRawUnsafe<Reputation[]>(
      `SELECT ${COUNTS} FROM reputation_seats WHERE user_id = $1::uuid`,
      userId,
    );
    return rows[0] ?? NO_REPUTATION;
  }

  /**
   * The matches against people `userId` plays now (running, with another seat of a person: the computer's
   * matches have their own cap), and whether the account is a bot (bots have no limit).
   */
  async running(userId: string): Promise<{ running: number; isBot: boolean }> {
    const rows = await this.prisma.$queryRawUnsafe<{ running: number; isBot: boolean }[]>(
      // Two uncorrelated parts, not one per row of users: Citus refuses a subquery correlated with a reference
      // table (users) that reads the distributed match tables.
      `SELECT u.is_bot AS "isBot", (SELECT count(*)::int ${runningSeatsWhere('$1::uuid')}) AS running
       FROM users u WHERE u.id = $1::uuid`,
      userId,
    );
    return rows[0] ?? { running: 0, isBot: false };
  }

  /** Every stored seat, in a fixed order (the recompute test compares them). */
  async all(): Promise<StoredReputationSeat[]> {
    const rows = await this.prisma.reputationSeat.findMany({
      orderBy: [{ matchId: 'asc' }, { seat: 'asc' }],
    });
    return rows.map((r) => ({ ...r }));
  }

  /**
   * Runs `work` holding `reputation_seats` exclusively: a keeper's run for a match finishing meanwhile waits,
   * then adds nothing the recompute already wrote (ON CONFLICT DO NOTHING).
   */
  async exclusively<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(
      async (tx) => {
        const sql = sqlOfPrisma(tx);
        await sql.query('LOCK TABLE reputation_seats IN EXCLUSIVE MODE');
        return work(sql);
      },
      { maxWait: 30_000, timeout: 30 * 60_000 },
    );
  }

  async clear(sql: Sql): Promise<void> {
    await sql.query('DELETE FROM reputation_seats RETURNING 1 AS cleared');
  }

  /** The finished matches played here, oldest first: the input of a recompute (the ledger picks the seats). */
  async finishedMatchIds(sql: Sql): Promise<string[]> {
    const rows = await sql.query<{ id: string }>(
      `SELECT id::text AS id FROM matches WHERE status = 'finished' AND imported_by IS NULL ORDER BY finished_at, id`,
    );
    return rows.map((r) => r.id);
  }
}
