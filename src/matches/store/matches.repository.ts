import { Injectable, Logger, OnModuleInit, Optional } from '@nestjs/common';
import { lockAccount } from '../../database/account-lock';
import { PrismaService } from '../../database/prisma.service';
import { Sql, pgTransaction, sqlOfPg, sqlOfPrisma } from '../../database/sql';
import { Prisma } from '../../generated/prisma/client';
import { BatchStatements, GroupCommit, LockedMatch, StagedEvent } from './group-commit';
import { MatchDatabase } from './match-database';
import {
  HeaderRow,
  MATCH_COLUMNS,
  NewMatch,
  StoredMatch,
  eventRowOf,
  insertMatchOnShard,
  insertMatches,
  lockHeads,
  toStoredMatch,
  writeEvents,
  writeEventsOnShard,
} from './match-statements';
import { MatchWrite, MatchWriteHooks } from '../match-write-hooks';
import { NewEvent } from '../new-event';
import { withheldSql } from './hidden-history';
import type { MatchHead, MatchHeader, MatchStatus, StoredEvent } from '../match.types';

export type { LockedMatch } from './group-commit';
export type { StoredMatch } from './match-statements';

export { MATCH_EVENTS_CHANNEL } from './match-statements';

/** A match of a player's list (`matchPageOf`). */
export interface ListedStoredMatch extends StoredMatch {
  readonly callerReplaced: boolean;
}

/** How long a Prisma transaction (creating a match) may wait for a connection, and run: generous under load. */
const PRISMA_TX_OPTIONS = { maxWait: 30_000, timeout: 60_000 };

const EVENT_COLUMNS = `match_id::text AS "matchId", seq, type, payload, actor_user_id::text AS "actorUserId", request_id AS "requestId",
  idempotency_key AS "idempotencyKey", salt, prev_hash AS "prevHash", hash, created_at AS "createdAt", auto`;

/** Matches whose shard the store keeps at most (Citus, MATCH_WRITE_CITUS_BATCH=shard). */
const SHARD_CACHE_SIZE = 100_000;

/**
 * The only place that reads or writes matches, their seats and their event log, and the only place that
 * runs the write hooks (MatchWriteHooks): in the transaction that creates a match, and in every batch
 * of appended events. Reads and the move path are plain SQL on the match store's own pool
 * (MatchDatabase); creating matches stays with Prisma. Appends are group-committed (group-commit.ts).
 */
@Injectable()
export class MatchesRepository implements BatchStatements, OnModuleInit {
  private readonly logger = new Logger(MatchesRepository.name);
  private readonly pool: MatchDatabase['pool'];
  private readonly groupCommit: GroupCommit;
  /** Whether the database is a Citus coordinator (found at start). */
  private citus = false;
  /** Citus with per-shard batches: each match's shard of `matches` (shardOf). */
  private readonly shards = new Map<string, Promise<string>>();

  constructor(
    private readonly prisma: PrismaService,
    private readonly database: MatchDatabase,
    @Optional() private readonly hooks: MatchWriteHooks = new MatchWriteHooks(),
  ) {
    this.pool = database.pool;
    this.groupCommit = new GroupCommit(this.pool, this, database.settings);
  }

  /**
   * On a Citus coordinator the move path writes with statements routed to the match's shard (writeEventsOnShard),
   * and group commit forms no batches of several matches (GroupCommit.oneMatchPerTransaction).
   */
  async onModuleInit(): Promise<void> {
    this.citus = await this.database.onCitus();
    if (!this.citus || this.database.settings.maxBatch === 1) return;
    if (this.database.settings.citusBatch === 'shard') {
      this.groupCommit.batchPerShard((matchId) => this.shardOf(matchId));
      this.logger.log('Citus: write transactions batch the moves of matches on one shard (MATCH_WRITE_CITUS_BATCH)');
    } else {
      this.groupCommit.oneMatchPerTransaction();
      this.logger.log('Citus: one match per write transaction (a batch over several shards is refused)');
    }
  }

  /**
   * The shard of `matches` that holds this match's row (Citus), asked of the coordinator's metadata once per match
   * and kept; the cache is emptied when it holds SHARD_CACHE_SIZE matches (an entry costs a few hundred bytes).
   */
  private shardOf(matchId: string): Promise<string> {
    let shard = this.shards.get(matchId);
    if (shard === undefined) {
      if (this.shards.size >= SHARD_CACHE_SIZE) this.shards.clear();
      shard = this.pool
        .query<{ shard: string }>("SELECT get_shard_id_for_distribution_column('matches', $1::uuid)::text AS shard", [
          matchId,
        ])
        .then(({ rows }) => rows[0].shard);
      shard.catch(() => this.shards.delete(matchId));
      this.shards.set(matchId, shard);
    }
    return shard;
  }

  /** BatchStatements: locks the head rows of a batch's matches (group-commit.ts). */
  lockHeads(sql: Sql, matchIds: readonly string[]): Promise<Map<string, MatchHead>> {
    return lockHeads(sql, matchIds, this.citus);
  }

  /** BatchStatements: a match's events after `seq`, read in the batch's transaction. */
  lockedEventsAfter(sql: Sql, matchId: string, seq: number): Promise<StoredEvent[]> {
    return this.eventsAfter(matchId, seq, sql);
  }

  /**
   * BatchStatements: the batch's one write — every staged event (rows, heads, notifications) in one
   * statement, then the write subscribers (MatchWriteHooks, in the order of MATCH_WRITE_SUBSCRIBERS).
   */
  async writeBatch(sql: Sql, staged: readonly StagedEvent[]): Promise<void> {
    // On Citus a batch's matches share one shard (one match, or a batch formed per shard).
    if (this.citus) await writeEventsOnShard(sql, staged.map(eventRowOf));
    else await writeEvents(sql, staged.map(eventRowOf), { moveHead: true });
    await this.hooks.run(
      staged.map((s) => s.write),
      sql,
    );
  }

  /**
   * Stores a new match with its first events (the start, and for imports every move) in one transaction,
   * with the write hooks of `writes` (none for an imported record: nobody plays it).
   */
  async create(
    header: Omit<MatchHeader, 'createdAt'>,
    events: readonly NewEvent[],
    status: MatchStatus,
    writes: readonly MatchWrite[],
  ): Promise<void> {
    // Plain SQL on the match store's pool, as the move path: every game starts here, and Prisma's
    // interpretation of the create, its nested seats and the write hooks' statements cost more server CPU
    // than the statements themselves (BENCHMARKS.md, issue 21 third pass).
    await pgTransaction(this.pool, (sql) => this.createIn(sql, [{ header, events, status }], writes));
  }

  /**
   * `create` in the caller's transaction on this store's pool (`pool`), for any number of matches (a seek wave's
   * tables, which commit with their seeks marked matched): their rows, seats and first events in a few statements on
   * one PostgreSQL, and every write subscriber once for all of them. On Citus each match's statements are routed to
   * its shard, one match after the other.
   */
  async createIn(sql: Sql, matches: readonly NewMatch[], writes: readonly MatchWrite[]): Promise<void> {
    if (matches.length === 0) return;
    if (this.citus) for (const m of matches) await insertMatchOnShard(sql, m.header, m.events, m.status);
    else await insertMatches(sql, matches);
    await this.hooks.run(writes, sql);
  }

  /**
   * Stores an imported record (finished, no write hooks) unless its importer already keeps `maxImports`:
   * counted and written under the importer's row lock, so concurrent imports cannot pass the cap together.
   * False (and nothing written) at the cap.
   */
  async createImported(
    header: Omit<MatchHeader, 'createdAt'> & { importedBy: string },
    events: readonly NewEvent[],
    maxImports: number,
  ): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      await lockAccount(tx, header.importedBy);
      if ((await tx.match.count({ where: { importedBy: header.importedBy } })) >= maxImports) return false;
      await this.insert(tx, header, events, 'finished', []);
      return true;
    }, PRISMA_TX_OPTIONS);
  }

  private async insert(
    tx: Prisma.TransactionClient,
    header: Omit<MatchHeader, 'createdAt'>,
    events: readonly NewEvent[],
    status: MatchStatus,
    writes: readonly MatchWrite[],
  ): Promise<void> {
    const imported = header.importedBy !== null;
    const last = events[events.length - 1];
    await tx.match.create({
      data: {
        id: header.id,
        rules: header.rules as unknown as Prisma.InputJsonValue,
        seed: header.seed,
        seedCommitment: header.seedCommitment,
        ...(header.entropy ? { entropy: header.entropy as unknown as Prisma.InputJsonValue } : {}),
        version: last.seq,
        headHash: last.hash,
        status,
        createdAt: events[0].createdAt,
        ...(status !== 'running' ? { finishedAt: last.createdAt } : {}),
        importedBy: header.importedBy,
        rated: header.rated ?? false,
        spectators: header.spectators ?? 'anyone',
        ...(imported ? { seatNames: header.seats.map((s) => s.username) } : {}),
        ...(header.deck ? { deck: [...header.deck] } : {}),
        ...(header.firstLeader !== undefined ? { firstLeader: header.firstLeader } : {}),
        ...(imported
          ? {}
          : {
              seats: {
                create: header.seats.map((s) => ({
                  seat: s.seat,
                  userId: s.userId!,
                  matchCreatedAt: events[0].createdAt,
                })),
              },
            }),
      },
    });
    const sql = sqlOfPrisma(tx);
    await writeEvents(
      sql,
      events.map((event) => ({ matchId: header.id, event, status, finishes: false })),
      { moveHead: false },
    );
    await this.hooks.run(writes, sql);
  }

  /** The header and head of a match in one read. */
  async findMatch(matchId: string): Promise<StoredMatch | null> {
    const { rows } = await this.pool.query<HeaderRow>(`SELECT ${MATCH_COLUMNS} FROM matches m WHERE m.id = $1::uuid`, [
      matchId,
    ]);
    return rows[0] ? toStoredMatch(rows[0]) : null;
  }

  /** Whether a finished match is withheld by a player's hidden history (hidden-history.ts). */
  async isWithheld(matchId: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ withheld: boolean }>(`SELECT ${withheldSql('$1::uuid')} AS withheld`, [
      matchId,
    ]);
    return rows[0]?.withheld === true;
  }

  async findHeader(matchId: string): Promise<MatchHeader | null> {
    return (await this.findMatch(matchId))?.header ?? null;
  }

  /** The current version of each of these matches (those that exist). */
  async versionsOf(matchIds: readonly string[]): Promise<{ matchId: string; version: number }[]> {
    const { rows } = await this.pool.query<{ matchId: string; version: number }>(
      'SELECT id::text AS "matchId", version FROM matches WHERE id = ANY($1::uuid[])',
      [matchIds],
    );
    return rows;
  }

  async findHead(matchId: string): Promise<MatchHead | null> {
    const { rows } = await this.pool.query<MatchHead>(
      'SELECT version, head_hash AS "headHash", status::text AS status FROM matches WHERE id = $1::uuid',
      [matchId],
    );
    return rows[0] ?? null;
  }

  /** Events of one user across matches, newest first (admin audit). */
  async eventsByActor(userId: string, take: number): Promise<StoredEvent[]> {
    const { rows } = await this.pool.query<StoredEvent>(
      `SELECT ${EVENT_COLUMNS} FROM match_events WHERE actor_user_id = $1::uuid ORDER BY created_at DESC LIMIT $2`,
      [userId, take],
    );
    return rows;
  }

  /** Events of several matches in one read: for each, those after `after` up to `upTo`, by match in seq order. */
  async eventsBetween(
    ranges: readonly { matchId: string; after: number; upTo: number }[],
  ): Promise<Map<string, StoredEvent[]>> {
    const byMatch = new Map<string, StoredEvent[]>();
    if (ranges.length === 0) return byMatch;
    const { rows } = await this.pool.query<StoredEvent>(
      `SELECT e.match_id::text AS "matchId", e.seq, e.type, e.payload, e.actor_user_id::text AS "actorUserId", e.request_id AS "requestId",
              e.idempotency_key AS "idempotencyKey", e.salt, e.prev_hash AS "prevHash", e.hash, e.created_at AS "createdAt", e.auto
       FROM jsonb_to_recordset($1::jsonb) AS r(match_id uuid, after int, up_to int)
       JOIN match_events e ON e.match_id = r.match_id AND e.seq > r.after AND e.seq <= r.up_to
       ORDER BY e.match_id, e.seq`,
      [JSON.stringify(ranges.map((r) => ({ match_id: r.matchId, after: r.after, up_to: r.upTo })))],
    );
    for (const row of rows) {
      const list = byMatch.get(row.matchId);
      if (list) list.push(row);
      else byMatch.set(row.matchId, [row]);
    }
    return byMatch;
  }

  /**
   * The seats of a match whose forced moves the server plays (docs/bots.md): the seat's override for this
   * match where it has one, else its account's setting.
   */
  async autoForcedSeats(matchId: string): Promise<Set<number>> {
    const { rows } = await this.pool.query<{ seat: number }>(
      `SELECT s.seat FROM match_seats s JOIN users u ON u.id = s.user_id
       WHERE s.match_id = $1::uuid AND coalesce(s.auto_forced, u.auto_forced)`,
      [matchId],
    );
    return new Set(rows.map((r) => r.seat));
  }

  /** Marks the seats the computer took over (a write hook, in the transaction of their seat_replaced events). */
  async markReplaced(sql: Sql, seats: readonly { matchId: string; seat: number; at: Date }[]): Promise<void> {
    if (seats.length === 0) return;
    await sql.query(
      `UPDATE match_seats s SET replaced_at = r.at FROM jsonb_to_recordset($1::jsonb) AS r(match_id uuid, seat int, at timestamptz)
       WHERE s.match_id = r.match_id AND s.seat = r.seat`,
      [JSON.stringify(seats.map((r) => ({ match_id: r.matchId, seat: r.seat, at: r.at.toISOString() })))],
    );
  }

  /** The account's forced-move setting (docs/bots.md); false for an unknown account. */
  async accountAutoForced(userId: string, on?: boolean): Promise<boolean> {
    const { rows } = await this.pool.query<{ on: boolean }>(
      on === undefined
        ? 'SELECT auto_forced AS on FROM users WHERE id = $1::uuid'
        : 'UPDATE users SET auto_forced = $2 WHERE id = $1::uuid RETURNING auto_forced AS on',
      on === undefined ? [userId] : [userId, on],
    );
    return rows[0]?.on ?? false;
  }

  /** A seat's override of its account's forced-move setting for one match (null: the account's). False: not a player. */
  async setSeatAutoForced(matchId: string, userId: string, on: boolean | null): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'UPDATE match_seats SET auto_forced = $3 WHERE match_id = $1::uuid AND user_id = $2::uuid',
      [matchId, userId, on],
    );
    return (rowCount ?? 0) > 0;
  }

  /** The seat's forced-move setting in effect for one match, and whether it is the seat's own override. */
  async seatAutoForced(matchId: string, userId: string): Promise<{ on: boolean; overridden: boolean } | null> {
    const { rows } = await this.pool.query<{ on: boolean; overridden: boolean }>(
      `SELECT coalesce(s.auto_forced, u.auto_forced) AS on, s.auto_forced IS NOT NULL AS overridden
       FROM match_seats s JOIN users u ON u.id = s.user_id WHERE s.match_id = $1::uuid AND s.user_id = $2::uuid`,
      [matchId, userId],
    );
    return rows[0] ?? null;
  }

  eventsAfter(matchId: string, seq: number, sql: Sql = sqlOfPg(this.pool)): Promise<StoredEvent[]> {
    return sql.query<StoredEvent>(
      `SELECT ${EVENT_COLUMNS} FROM match_events WHERE match_id = $1::uuid AND seq > $2::int ORDER BY seq`,
      [matchId, seq],
    );
  }

  /**
   * One page of the matches a user plays in, newest first: the `first` after the match `afterId` (from
   * the start when null). Walks the index match_seats (user_id, match_created_at DESC, match_id DESC)
   * in order and stops after the page, so the cost does not grow with the number of matches.
   * Undefined when `afterId` is not one of the user's matches. `callerReplaced`: the computer took the
   * user's seat over as of the head read with it (both are written in the seat_replaced event's transaction).
   */
  async matchPageOf(userId: string, first: number, afterId: string | null): Promise<ListedStoredMatch[] | undefined> {
    let anchor: { at: Date; id: string } | null = null;
    if (afterId !== null) {
      const { rows } = await this.pool.query<{ at: Date }>(
        'SELECT match_created_at AS at FROM match_seats WHERE match_id = $1::uuid AND user_id = $2::uuid',
        [afterId, userId],
      );
      if (!rows[0]) return undefined;
      anchor = { at: rows[0].at, id: afterId };
    }
    const { rows } = await this.pool.query<HeaderRow & { callerReplaced: boolean }>(
      `SELECT ${MATCH_COLUMNS}, page.replaced_at IS NOT NULL AS "callerReplaced"
       FROM (SELECT match_id, match_created_at, replaced_at FROM match_seats
             WHERE user_id = $1::uuid AND ($3::timestamptz IS NULL OR (match_created_at, match_id) < ($3::timestamptz, $4::uuid))
             ORDER BY match_created_at DESC, match_id DESC LIMIT $2) page
       JOIN matches m ON m.id = page.match_id
       ORDER BY page.match_created_at DESC, page.match_id DESC`,
      [userId, first, anchor?.at ?? null, anchor?.id ?? null],
    );
    return rows.map((row) => ({ ...toStoredMatch(row), callerReplaced: row.callerReplaced }));
  }

  /** See GroupCommit.withLock: `work` runs holding the match's row lock, in a transaction it may share. */
  withLock<T>(matchId: string, work: (locked: LockedMatch) => Promise<T>): Promise<T | null> {
    return this.groupCommit.withLock(matchId, work);
  }
}
