import { Injectable } from '@nestjs/common';
import { onCitusVia } from '../database/citus';
import { PrismaService } from '../database/prisma.service';
import type { Sql } from '../database/sql';
import { SqlParams, sqlOfPrisma } from '../database/sql';
import { Due, Turn } from './turns';

/** A row of `myTurn`: a turn with the other players' names. */
export interface TurnWithOpponents extends Turn {
  readonly opponents: string[];
}

/** An expired turn handed to one sweeper. */
export interface ExpiredTurn {
  readonly matchId: string;
  readonly seat: number;
  readonly version: number;
}

/**
 * myTurn's query. `WHERE user_id = $1 ORDER BY deadline, match_id LIMIT $2` reads the index
 * match_turns (user_id, deadline, match_id) in order and stops after $2 entries: the cost grows with
 * the page, not with the number of matches stored (ascending order puts null deadlines last, as in the
 * index). Exported for the EXPLAIN test.
 */
export const MY_TURN_SQL = `
  SELECT t.match_id AS "matchId", t.seat, t.user_id AS "userId", t.due, t.version, t.due_since AS "dueSince", t.deadline, t.sweeps,
         ARRAY(SELECT u.username FROM match_seats s JOIN users u ON u.id = s.user_id
               WHERE s.match_id = t.match_id AND s.seat <> t.seat ORDER BY s.seat) AS opponents
  FROM match_turns t
  WHERE t.user_id = $1::uuid
  ORDER BY t.deadline, t.match_id
  LIMIT $2`;

/** A row of match_turns as `replace` writes it. */
interface TurnRow {
  match_id: string;
  seat: number;
  user_id: string;
  due: string;
  version: number;
  due_since: string;
  deadline: string | null;
  sweeps: boolean;
}

/** A turn whose deadline is near, reminded for the first time. */
export interface ReminderDue {
  readonly matchId: string;
  readonly seat: number;
  readonly userId: string;
  readonly version: number;
  readonly deadline: Date;
}

/** The only place that reads or writes `match_turns` (who must act in which match, by when) and its reminders. */
@Injectable()
export class TurnsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Makes each match's turn its only due seat (none for a match whose turn is null), for all the
   * matches of one transaction in one statement. Runs in the events' transaction. The rows deleted and
   * the rows written are disjoint, as one statement needs; a rewritten row loses its sweep lease.
   */
  async replace(sql: Sql, changes: readonly { matchId: string; turn: Turn | null }[]): Promise<void> {
    if (changes.length === 0) return;
    const turns = changes.flatMap(({ turn }): TurnRow[] =>
      turn
        ? [
            {
              match_id: turn.matchId,
              seat: turn.seat,
              user_id: turn.userId,
              due: turn.due,
              version: turn.version,
              due_since: turn.dueSince.toISOString(),
              deadline: turn.deadline?.toISOString() ?? null,
              sweeps: turn.sweeps,
            },
          ]
        : [],
    );
    if (await onCitusVia(this, sql)) return this.replaceOnShard(sql, changes, turns);
    await sql.query(
      `WITH input AS (
         SELECT * FROM jsonb_to_recordset($2::jsonb)
           AS t(match_id uuid, seat int, user_id uuid, due text, version int, due_since timestamptz, deadline timestamptz, sweeps boolean)
       ), removed AS (
         DELETE FROM match_turns t
         WHERE t.match_id IN (SELECT value::uuid FROM jsonb_array_elements_text($1::jsonb))
           AND NOT EXISTS (SELECT 1 FROM input i WHERE i.match_id = t.match_id AND i.seat = t.seat)
         RETURNING 1
       ), written AS (
         INSERT INTO match_turns (match_id, seat, user_id, due, version, due_since, deadline, sweeps)
         SELECT match_id, seat, user_id, due, version, due_since, deadline, sweeps FROM input
         ON CONFLICT (match_id, seat) DO UPDATE SET user_id = excluded.user_id, due = excluded.due, version = excluded.version,
           due_since = excluded.due_since, deadline = excluded.deadline, sweeps = excluded.sweeps, sweep_lease_until = NULL
         RETURNING 1
       )
       SELECT (SELECT count(*) FROM removed)::int AS removed, (SELECT count(*) FROM written)::int AS written`,
      [JSON.stringify(changes.map((c) => c.matchId)), JSON.stringify(turns)],
    );
  }

  /**
   * `replace` on Citus, with the rows as parameters: the move path's matches share one shard (one match per
   * transaction, or a batch formed per shard), and Citus routes each statement filtered by constant match ids to
   * that shard. `replace`'s CTE over the JSON input would be computed on the coordinator and shipped to the workers,
   * and its `IN (SELECT … jsonb …)` cannot be pruned: the DELETE ran on every shard of match_turns.
   */
  private async replaceOnShard(
    sql: Sql,
    changes: readonly { matchId: string }[],
    turns: readonly TurnRow[],
  ): Promise<void> {
    const params = new SqlParams();
    const param = params.add.bind(params);
    const values = params.values;
    const ids = changes.map((c) => param(c.matchId, 'uuid')).join(', ');
    const kept = turns.map((t) => `(t.match_id = ${param(t.match_id, 'uuid')} AND t.seat = ${param(t.seat, 'int')})`);
    const rows = turns.map(
      (t) =>
        `(${[
          param(t.match_id, 'uuid'),
          param(t.seat, 'int'),
          param(t.user_id, 'uuid'),
          param(t.due, 'text'),
          param(t.version, 'int'),
          param(t.due_since, 'timestamptz'),
          param(t.deadline, 'timestamptz'),
          param(t.sweeps, 'boolean'),
        ].join(', ')})`,
    );
    await sql.query(
      `WITH removed AS (
         DELETE FROM match_turns t WHERE t.match_id IN (${ids})${kept.length > 0 ? ` AND NOT (${kept.join(' OR ')})` : ''}
         RETURNING 1
       )${
         rows.length > 0
           ? `, written AS (
         INSERT INTO match_turns (match_id, seat, user_id, due, version, due_since, deadline, sweeps)
         VALUES ${rows.join(', ')}
         ON CONFLICT (match_id, seat) DO UPDATE SET user_id = excluded.user_id, due = excluded.due, version = excluded.version,
           due_since = excluded.due_since, deadline = excluded.deadline, sweeps = excluded.sweeps, sweep_lease_until = NULL
         RETURNING 1
       )`
           : ''
       }
       SELECT (SELECT count(*) FROM removed)::int AS removed${rows.length > 0 ? ', (SELECT count(*) FROM written)::int AS written' : ''}`,
      values,
    );
  }

  /** Runs `work` in a transaction of its own. */
  inTransaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.prisma.$transaction((tx) => work(sqlOfPrisma(tx)));
  }

  /**
   * Marks, in the caller's transaction, every turn whose deadline is within one of `offsetsMs` of `now`
   * and not yet reminded for that offset, and returns each such turn once. A turn that began inside an
   * offset (one day per move, a 24 h reminder) is not reminded for it: it is no news. Reminders of turns
   * that have moved on (another version, or no row) are deleted here too.
   */
  async claimReminders(sql: Sql, now: Date, offsetsMs: readonly number[]): Promise<ReminderDue[]> {
    if (offsetsMs.length === 0) return [];
    await sql.query(
      `DELETE FROM deadline_reminders r WHERE NOT EXISTS (
         SELECT 1 FROM match_turns t WHERE t.match_id = r.match_id AND t.seat = r.seat AND t.version = r.version)
       RETURNING 1`,
    );
    return sql.query<ReminderDue>(
      `WITH due AS (
         SELECT t.match_id, t.seat, t.version, t.user_id, t.deadline, o.offset_ms
         FROM match_turns t CROSS JOIN jsonb_array_elements_text($2::jsonb) AS e(v)
           CROSS JOIN LATERAL (SELECT e.v::bigint AS offset_ms) o
         WHERE t.deadline IS NOT NULL AND t.deadline > $1::timestamptz
           AND t.deadline <= $1::timestamptz + o.offset_ms * interval '1 millisecond'
           AND t.due_since < t.deadline - o.offset_ms * interval '1 millisecond'
       ), fresh AS (
         INSERT INTO deadline_reminders (match_id, seat, version, offset_ms)
         SELECT match_id, seat, version, offset_ms FROM due
         ON CONFLICT DO NOTHING
         RETURNING match_id, seat, version
       )
       SELECT DISTINCT d.match_id AS "matchId", d.seat, d.user_id AS "userId", d.version, d.deadline
       FROM fresh f JOIN due d ON d.match_id = f.match_id AND d.seat = f.seat AND d.version = f.version`,
      [now.toISOString(), JSON.stringify(offsetsMs)],
    );
  }

  async forMatch(matchId: string): Promise<Turn[]> {
    const rows = await this.prisma.matchTurn.findMany({ where: { matchId }, orderBy: { seat: 'asc' } });
    return rows.map(toTurn);
  }

  async forUser(userId: string, limit: number): Promise<TurnWithOpponents[]> {
    const rows = await this.prisma.$queryRawUnsafe<(Turn & { opponents: string[] })[]>(MY_TURN_SQL, userId, limit);
    return rows.map((row) => ({ ...toTurn(row), opponents: row.opponents }));
  }

  /**
   * How many matches wait for each of these users (a seat of theirs is due), with the longest wait; users
   * with none are left out. Reads the index match_turns (user_id, deadline, match_id) per user.
   */
  async waitingCounts(userIds: readonly string[]): Promise<{ userId: string; matches: number; since: Date }[]> {
    if (userIds.length === 0) return [];
    return this.prisma.$queryRawUnsafe<{ userId: string; matches: number; since: Date }[]>(
      `SELECT t.user_id::text AS "userId", count(DISTINCT t.match_id)::int AS matches, min(t.due_since) AS since
       FROM match_turns t WHERE t.user_id = ANY($1::uuid[]) GROUP BY t.user_id`,
      [...userIds],
    );
  }

  /**
   * The turns due for any of these users, longest waiting first (the computer player's accounts: a turn
   * here is a move it still owes, also one left over from before a restart). Reads the index
   * match_turns (user_id, deadline, match_id) once per user.
   */
  async dueFor(userIds: readonly string[], limit: number): Promise<Turn[]> {
    if (userIds.length === 0) return [];
    const rows = await this.prisma.matchTurn.findMany({
      where: { userId: { in: [...userIds] } },
      orderBy: { dueSince: 'asc' },
      take: limit,
    });
    return rows.map(toTurn);
  }

  /**
   * Hands expired turns to this sweeper: rows another sweeper has leased are passed over, and the lease
   * lets another process retry if this one dies before settling. The lease is the claim: the UPDATE checks
   * it again on the row it writes (PostgreSQL re-reads a row another transaction changed meanwhile), so of
   * two sweepers that chose the same turn only the first leases it. No `FOR UPDATE SKIP LOCKED` in the
   * choice: Citus refuses it across shards (match_turns is distributed by match id); the choice is a
   * plain read that Citus merges on the coordinator, and each row's update is routed to its shard.
   */
  async leaseExpired(now: Date, leaseUntil: Date, limit: number): Promise<ExpiredTurn[]> {
    const at = now.toISOString();
    return this.prisma.$queryRaw<ExpiredTurn[]>`
      UPDATE match_turns t SET sweep_lease_until = ${leaseUntil.toISOString()}::timestamptz
      FROM (SELECT match_id, seat FROM match_turns
            WHERE deadline <= ${at}::timestamptz AND sweeps
              AND (sweep_lease_until IS NULL OR sweep_lease_until <= ${at}::timestamptz)
            ORDER BY deadline LIMIT ${limit}) due
      WHERE t.match_id = due.match_id AND t.seat = due.seat
        AND t.deadline <= ${at}::timestamptz AND t.sweeps
        AND (t.sweep_lease_until IS NULL OR t.sweep_lease_until <= ${at}::timestamptz)
      RETURNING t.match_id AS "matchId", t.seat, t.version`;
  }
}

function toTurn(row: {
  matchId: string;
  seat: number;
  userId: string;
  due: string;
  version: number;
  dueSince: Date;
  deadline: Date | null;
  sweeps: boolean;
}): Turn {
  return {
    matchId: row.matchId,
    seat: row.seat,
    userId: row.userId,
    due: row.due as Due,
    version: row.version,
    dueSince: row.dueSince,
    deadline: row.deadline,
    sweeps: row.sweeps,
  };
}
