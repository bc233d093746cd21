import { Injectable, Optional } from '@nestjs/common';
import { lockAccount } from '../database/account-lock';
import { PrismaService } from '../database/prisma.service';
import { Sql, pgTransaction, sqlOfPg, sqlOfPrisma } from '../database/sql';
import { Prisma } from '../generated/prisma/client';
import type { Rules } from '../engine';
import { GroupCommit, LockedMatch, StagedEvent } from './group-commit';
import { MatchDatabase } from './match-database';
import { MatchWrite, MatchWriteHooks } from './match-write-hooks';
import { NewEvent } from './new-event';
import { withheldSql } from './hidden-history';
import {
  MatchHead,
  MatchHeader,
  MatchSeatInfo,
  MatchStatus,
  SpectatorPolicy,
  StoredEvent,
  isAutomatic,
  payloadJson,
} from './match.types';

export type { LockedMatch } from './group-commit';

/** Postgres channel that carries `{ matchId, seq }` for every committed event (LISTEN/NOTIFY). */
export const MATCH_EVENTS_CHANNEL = 'claim_match_events';

/** A match's stored header and head, as one read returns them. */
export interface StoredMatch {
  readonly header: MatchHeader;
  readonly head: MatchHead;
}

/** A match of a player's list (`matchPageOf`). */
export interface ListedStoredMatch extends StoredMatch {
  readonly callerReplaced: boolean;
}

/** How long a Prisma transaction (creating a match) may wait for a connection, and run: generous under load. */
const PRISMA_TX_OPTIONS = { maxWait: 30_000, timeout: 60_000 };

const EVENT_COLUMNS = `match_id::text AS "matchId", seq, type, payload, actor_user_id::text AS "actorUserId", request_id AS "requestId",
  idempotency_key AS "idempotencyKey", salt, prev_hash AS "prevHash", hash, created_at AS "createdAt", auto`;

/**
 * The only place that reads or writes matches, their seats and their event log, and the only place that
 * runs the write hooks (MatchWriteHooks): in the transaction that creates a match, and in every batch
 * of appended events. Reads and the move path are plain SQL on the match store's own pool
 * (MatchDatabase); creating matches stays with Prisma. Appends are group-committed (group-commit.ts).
 */
@Injectable()
export class MatchesRepository {
  private readonly pool: MatchDatabase['pool'];
  private readonly groupCommit: GroupCommit;

  constructor(
    private readonly prisma: PrismaService,
    database: MatchDatabase,
    @Optional() private readonly hooks: MatchWriteHooks = new MatchWriteHooks(),
  ) {
    this.pool = database.pool;
    this.groupCommit = new GroupCommit(
      this.pool,
      {
        lockHeads,
        eventsAfter: (sql, matchId, seq) => this.eventsAfter(matchId, seq, sql),
        flush: async (sql, staged) => {
          await writeEvents(sql, staged.map(eventRowOf), { moveHead: true });
          await this.hooks.run(
            staged.map((s) => s.write),
            sql,
          );
        },
      },
      database.settings,
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
    await pgTransaction(this.pool, async (sql) => {
      await insertMatch(sql, header, events, status);
      await writeEvents(
        sql,
        events.map((event) => ({ matchId: header.id, event, status, finishes: false })),
        { moveHead: false },
      );
      await this.hooks.run(writes, sql);
    });
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

/** What `findMatch` and `matchPageOf` read for each match: the header and the head (alias `m` for matches). */
export const MATCH_COLUMNS = `m.id::text AS id, m.rules, m.seed, m.seed_commitment AS "seedCommitment", m.created_at AS "createdAt", m.deck,
  m.first_leader AS "firstLeader", m.imported_by::text AS "importedBy", m.seat_names AS "seatNames",
  m.rated, m.spectators::text AS spectators, m.version, m.head_hash AS "headHash", m.status::text AS status,
  ARRAY(SELECT json_build_object('seat', s.seat, 'userId', s.user_id, 'username', u.username, 'isBot', u.is_bot)
        FROM match_seats s JOIN users u ON u.id = s.user_id WHERE s.match_id = m.id ORDER BY s.seat) AS seats`;

export interface HeaderRow {
  id: string;
  rules: unknown;
  seed: string;
  seedCommitment: string;
  createdAt: Date;
  deck: string[] | null;
  firstLeader: number | null;
  importedBy: string | null;
  seatNames: string[] | null;
  rated: boolean;
  spectators: SpectatorPolicy;
  seats: { seat: number; userId: string; username: string; isBot: boolean }[];
  version: number;
  headHash: string;
  status: MatchStatus;
}

export function toStoredMatch(row: HeaderRow): StoredMatch {
  return {
    header: {
      id: row.id,
      rules: row.rules as Rules,
      seed: row.seed,
      seedCommitment: row.seedCommitment,
      seats: row.seatNames
        ? row.seatNames.map((username, seat): MatchSeatInfo => ({ seat, userId: null, username }))
        : row.seats.map((s): MatchSeatInfo => ({
            seat: s.seat,
            userId: s.userId,
            username: s.username,
            isBot: s.isBot,
          })),
      createdAt: row.createdAt,
      ...(row.deck ? { deck: row.deck } : {}),
      ...(row.firstLeader !== null ? { firstLeader: row.firstLeader } : {}),
      importedBy: row.importedBy,
      rated: row.rated,
      spectators: row.spectators,
    },
    head: { version: row.version, headHash: row.headHash, status: row.status },
  };
}

/**
 * The match row with its head at the last of `events`, and its seats, in one statement (the seats' foreign
 * key is checked at the statement's end, when the match row is there). What `insert` writes through Prisma.
 */
async function insertMatch(
  sql: Sql,
  header: Omit<MatchHeader, 'createdAt'>,
  events: readonly NewEvent[],
  status: MatchStatus,
): Promise<void> {
  const imported = header.importedBy !== null;
  const first = events[0];
  const last = events[events.length - 1];
  await sql.query(
    `WITH m AS (
       INSERT INTO matches (id, rules, seed, seed_commitment, version, head_hash, status, created_at, updated_at, finished_at,
                            imported_by, rated, spectators, seat_names, deck, first_leader)
       VALUES ($1::uuid, $2::jsonb, $3, $4, $5::int, $6, $7::"MatchStatus", $8::timestamptz, now(), $9::timestamptz,
               $10::uuid, $11::boolean, $12::"SpectatorPolicy", $13::jsonb, $14::jsonb, $15::int)
       RETURNING id, created_at
     )
     INSERT INTO match_seats (match_id, seat, user_id, match_created_at)
     SELECT m.id, s.seat, s.user_id, m.created_at FROM m, jsonb_to_recordset($16::jsonb) AS s(seat int, user_id uuid)
     RETURNING 1`,
    [
      header.id,
      JSON.stringify(header.rules),
      header.seed,
      header.seedCommitment,
      last.seq,
      last.hash,
      status,
      first.createdAt.toISOString(),
      status !== 'running' ? last.createdAt.toISOString() : null,
      header.importedBy,
      header.rated ?? false,
      header.spectators ?? 'anyone',
      imported ? JSON.stringify(header.seats.map((s) => s.username)) : null,
      header.deck ? JSON.stringify(header.deck) : null,
      header.firstLeader ?? null,
      JSON.stringify(imported ? [] : header.seats.map((s) => ({ seat: s.seat, user_id: s.userId }))),
    ],
  );
}

/** Locks the rows in id order (every process does), so two batches never wait for each other in a cycle. */
async function lockHeads(sql: Sql, matchIds: readonly string[]): Promise<Map<string, MatchHead>> {
  // One match: an equality on the id, which Citus routes to the match's shard (it refuses FOR UPDATE over several
  // shards, so there a batch of several matches fails here and group commit runs each member alone).
  const rows =
    matchIds.length === 1
      ? await sql.query<MatchHead & { id: string }>(
          `SELECT id::text AS id, version, head_hash AS "headHash", status::text AS status FROM matches
           WHERE id = $1::uuid FOR UPDATE`,
          [matchIds[0]],
        )
      : await sql.query<MatchHead & { id: string }>(
          `SELECT id::text AS id, version, head_hash AS "headHash", status::text AS status FROM matches
           WHERE id IN (SELECT value::uuid FROM jsonb_array_elements_text($1::jsonb)) ORDER BY id FOR UPDATE`,
          [JSON.stringify(matchIds)],
        );
  return new Map(rows.map(({ id, ...head }) => [id, head]));
}

function eventRowOf({ matchId, event, write, finishes }: StagedEvent): EventRow {
  return { matchId, event, status: write.after.status, finishes };
}

interface EventRow {
  matchId: string;
  event: NewEvent;
  status: MatchStatus;
  /** This event ends the match: stamp finished_at. */
  finishes: boolean;
}

/**
 * One statement for any number of events (of one or many matches): insert them, move each match's head
 * to its event (unless creating, where the match row is written with its head), and queue a
 * notification of each match's newest event, delivered by PostgreSQL on commit and never before. One text parameter, so
 * it runs the same through node-postgres and through Prisma. The status is typed where the input is read, not cast in
 * the UPDATE: Citus refuses a STABLE function (the enum's input) applied to a column in an UPDATE.
 */
async function writeEvents(sql: Sql, rows: readonly EventRow[], options: { moveHead: boolean }): Promise<void> {
  const input = rows.map(({ matchId, event, status, finishes }) => ({
    match_id: matchId,
    seq: event.seq,
    type: event.body.type,
    payload: payloadJson(event.body),
    actor_user_id: event.actorUserId,
    request_id: event.requestId,
    idempotency_key: event.idempotencyKey,
    salt: event.salt,
    auto: isAutomatic(event.body),
    prev_hash: event.prevHash,
    hash: event.hash,
    created_at: event.createdAt.toISOString(),
    status,
    finishes,
  }));
  await sql.query(
    `WITH input AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(match_id uuid, seq int, type text, payload jsonb, actor_user_id uuid,
         request_id text, idempotency_key text, salt text, auto boolean, prev_hash text, hash text, created_at timestamptz, status "MatchStatus", finishes boolean)
     ), inserted AS (
       INSERT INTO match_events (match_id, seq, type, payload, actor_user_id, request_id, idempotency_key, salt, auto, prev_hash, hash, created_at)
       SELECT match_id, seq, type, payload, actor_user_id, request_id, idempotency_key, salt, auto, prev_hash, hash, created_at FROM input
     ), moved AS (
       UPDATE matches m SET version = i.seq, head_hash = i.hash, status = i.status, updated_at = now(),
              finished_at = CASE WHEN i.finishes THEN i.created_at ELSE m.finished_at END
       FROM input i WHERE $2::boolean AND m.id = i.match_id
     )
     SELECT count(pg_notify($3, json_build_object('matchId', match_id, 'seq', seq)::text))::int AS notified
     FROM input i WHERE NOT EXISTS (SELECT 1 FROM input j WHERE j.match_id = i.match_id AND j.seq > i.seq)`,
    [JSON.stringify(input), options.moveHead, MATCH_EVENTS_CHANNEL],
  );
}
