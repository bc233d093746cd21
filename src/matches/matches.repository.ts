import { Injectable, Optional } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import { Sql, oneAtATime, sqlOfPg, sqlOfPrisma } from '../database/sql';
import { Prisma } from '../generated/prisma/client';
import type { Rules } from '../engine';
import { Json } from './event-chain';
import { MatchDatabase } from './match-database';
import { MatchWrite, MatchWriteHooks } from './match-write-hooks';
import { NewEvent } from './new-event';
import { MatchHead, MatchHeader, MatchSeatInfo, MatchStatus, StoredEvent, payloadJson } from './match.types';
import { WriteBatcher } from './write-batcher';

/** Postgres channel that carries `{ matchId, seq }` for every committed event (LISTEN/NOTIFY). */
export const MATCH_EVENTS_CHANNEL = 'claim_match_events';

/** Operations that run inside one transaction holding the match's row lock. */
export interface LockedMatch {
  readonly head: MatchHead;
  eventsAfter(seq: number): Promise<StoredEvent[]>;
  /**
   * Appends the event and moves the head to `write.after`; listeners are notified on commit. At most
   * once per lock, and the work must touch the database no more after it. Resolves once the row and
   * the write hooks' rows are written (with the other matches' events of the same batch).
   */
  append(event: NewEvent, write: MatchWrite): Promise<void>;
}

/** A match's stored header and head, as one read returns them. */
export interface StoredMatch {
  readonly header: MatchHeader;
  readonly head: MatchHead;
}

interface PendingLock {
  readonly key: string;
  readonly work: (locked: LockedMatch) => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/** A batch member: its request, its match's locked head (none if the match does not exist), its run. */
interface Member {
  readonly pending: PendingLock;
  readonly head: MatchHead | undefined;
  staged: Staged | null;
  run: Promise<unknown>;
}

/** A member's event, written with the batch; its work continues when the gate opens. */
interface Staged extends EventRow {
  readonly member: Member;
  readonly write: MatchWrite;
  readonly gate: Deferred<void>;
  failed: boolean;
}

/** A batch member's work failed after its event was written: the whole transaction must roll back. */
class BatchMemberFailed extends Error {}

/** How long a Prisma transaction (creating a match) may wait for a connection, and run: generous under load. */
const PRISMA_TX_OPTIONS = { maxWait: 30_000, timeout: 60_000 };

const EVENT_COLUMNS = `match_id::text AS "matchId", seq, type, payload, actor_user_id::text AS "actorUserId", request_id AS "requestId",
  idempotency_key AS "idempotencyKey", prev_hash AS "prevHash", hash, created_at AS "createdAt"`;

/**
 * The only place that reads or writes matches, their seats and their event log. Reads and the move path
 * are plain SQL on the match store's own pool (MatchDatabase); creating matches stays with Prisma.
 *
 * Writes are group-committed (WriteBatcher): moves of different matches that arrive while others commit
 * share one transaction — one lock statement, one statement that inserts every event, moves every head
 * and notifies, one COMMIT — and each caller hears back only after that COMMIT. A member whose work
 * fails before writing simply drops out; if anything fails after the rows are written, the batch rolls
 * back and every member runs again alone, so one bad move never takes others down with it.
 */
@Injectable()
export class MatchesRepository {
  private readonly pool: MatchDatabase['pool'];
  private readonly batcher: WriteBatcher<PendingLock>;

  constructor(
    private readonly prisma: PrismaService,
    database: MatchDatabase,
    @Optional() private readonly hooks: MatchWriteHooks = new MatchWriteHooks(),
  ) {
    this.pool = database.pool;
    this.batcher = new WriteBatcher(
      (batch) => this.runBatch(batch),
      database.settings.writers,
      database.settings.maxBatch,
    );
  }

  /** Stores a new match with its first events (the start, and for imports every move) in one transaction. */
  async create(
    header: Omit<MatchHeader, 'createdAt'>,
    events: readonly NewEvent[],
    status: MatchStatus = 'running',
    inTransaction: (sql: Sql) => Promise<void> = async () => undefined,
  ): Promise<void> {
    const imported = header.importedBy !== null;
    const last = events[events.length - 1];
    await this.prisma.$transaction(async (tx) => {
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
      await inTransaction(sql);
    }, PRISMA_TX_OPTIONS);
  }

  /** The header and head of a match in one read. */
  async findMatch(matchId: string): Promise<StoredMatch | null> {
    const { rows } = await this.pool.query<HeaderRow>(`SELECT ${MATCH_COLUMNS} FROM matches m WHERE m.id = $1::uuid`, [
      matchId,
    ]);
    return rows[0] ? toStoredMatch(rows[0]) : null;
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
              e.idempotency_key AS "idempotencyKey", e.prev_hash AS "prevHash", e.hash, e.created_at AS "createdAt"
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
   * Undefined when `afterId` is not one of the user's matches.
   */
  async matchPageOf(userId: string, first: number, afterId: string | null): Promise<StoredMatch[] | undefined> {
    let anchor: { at: Date; id: string } | null = null;
    if (afterId !== null) {
      const { rows } = await this.pool.query<{ at: Date }>(
        'SELECT match_created_at AS at FROM match_seats WHERE match_id = $1::uuid AND user_id = $2::uuid',
        [afterId, userId],
      );
      if (!rows[0]) return undefined;
      anchor = { at: rows[0].at, id: afterId };
    }
    const { rows } = await this.pool.query<HeaderRow>(
      `SELECT ${MATCH_COLUMNS}
       FROM (SELECT match_id, match_created_at FROM match_seats
             WHERE user_id = $1::uuid AND ($3::timestamptz IS NULL OR (match_created_at, match_id) < ($3::timestamptz, $4::uuid))
             ORDER BY match_created_at DESC, match_id DESC LIMIT $2) page
       JOIN matches m ON m.id = page.match_id
       ORDER BY page.match_created_at DESC, page.match_id DESC`,
      [userId, first, anchor?.at ?? null, anchor?.id ?? null],
    );
    return rows.map(toStoredMatch);
  }

  /**
   * Runs `work` in a transaction that holds the match row's lock (SELECT … FOR UPDATE), so moves of one
   * match are appended one at a time across every server process. Null when the match does not exist.
   * The transaction may be shared with other matches' moves (group commit); `work` of one match never
   * meets another `work` of the same match in a transaction.
   */
  withLock<T>(matchId: string, work: (locked: LockedMatch) => Promise<T>): Promise<T | null> {
    return new Promise<T | null>((resolve, reject) => {
      this.batcher.submit({ key: matchId, work, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  private async runBatch(batch: PendingLock[]): Promise<void> {
    let outcomes: PromiseSettledResult<unknown>[];
    try {
      outcomes = await this.transaction((sql) => this.runLocked(sql, batch));
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      // Rolled back (or, after a lost connection, perhaps not): each member again on its own. Safe either
      // way, since a member that did commit finds its event in the log (version moved on, or its key).
      await Promise.all(batch.map((pending) => this.runBatch([pending])));
      return;
    }
    outcomes.forEach((outcome, i) =>
      outcome.status === 'fulfilled' ? batch[i].resolve(outcome.value) : batch[i].reject(outcome.reason),
    );
  }

  /**
   * Locks every match of the batch, runs each member's work up to its append, then writes every event
   * in one statement and runs the write hooks once for all of them.
   */
  private async runLocked(sql: Sql, batch: PendingLock[]): Promise<PromiseSettledResult<unknown>[]> {
    const heads = await lockHeads(
      sql,
      batch.map((p) => p.key),
    );
    const staged: Staged[] = [];
    const members: Member[] = batch.map((pending) => ({
      pending,
      head: heads.get(pending.key),
      staged: null,
      run: Promise.resolve(null),
    }));
    // The flush needs every member to have either appended or finished without writing.
    let waiting = members.filter((m) => m.head).length;
    const allArrived = new Deferred<void>();
    const arrive = (): void => {
      if (--waiting === 0) allArrived.resolve();
    };
    if (waiting === 0) allArrived.resolve();
    for (const member of members)
      if (member.head) member.run = this.runMember(member, member.head, sql, staged, arrive);
    await allArrived.promise;
    if (staged.length > 0) {
      try {
        await writeEvents(sql, staged, { moveHead: true });
        await this.hooks.run(
          staged.map((s) => s.write),
          sql,
        );
      } catch (error) {
        for (const s of staged) s.gate.reject(error);
        await Promise.allSettled(members.map((m) => m.run));
        throw error;
      }
      for (const s of staged) s.gate.resolve();
    }
    const outcomes = await Promise.allSettled(members.map((m) => m.run));
    if (staged.some((s) => s.failed))
      throw new BatchMemberFailed('work failed after its event was written; the batch rolls back');
    return outcomes;
  }

  private async runMember(
    member: Member,
    head: MatchHead,
    sql: Sql,
    staged: Staged[],
    arrive: () => void,
  ): Promise<unknown> {
    let arrived = false;
    const locked: LockedMatch = {
      head,
      eventsAfter: (seq) => this.eventsAfter(member.pending.key, seq, sql),
      append: async (event, write) => {
        if (arrived) throw new Error('append called twice, or after the work ended');
        arrived = true;
        const status = write.after.status;
        const entry: Staged = {
          member,
          write,
          matchId: member.pending.key,
          event,
          status,
          finishes: status !== 'running' && head.status === 'running',
          gate: new Deferred(),
          failed: false,
        };
        member.staged = entry;
        staged.push(entry);
        arrive();
        await entry.gate.promise;
      },
    };
    try {
      return await member.pending.work(locked);
    } catch (error) {
      if (member.staged) member.staged.failed = true;
      throw error;
    } finally {
      if (!arrived) {
        arrived = true;
        arrive();
      }
    }
  }

  /** A transaction on the match store's pool. */
  private async transaction<R>(work: (sql: Sql) => Promise<R>): Promise<R> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    // A checked-out client has no pool listener: without ours, a connection that dies between two
    // statements (PostgreSQL restarting) would emit an unhandled 'error' and end the process.
    const onError = (error: Error): void => void (broken = error);
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const result = await work(oneAtATime(sqlOfPg(client)));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      client.removeListener('error', onError);
      // A connection that failed, or could not roll back, is in an unknown state: close it, don't reuse it.
      client.release(broken);
    }
  }
}

/** What `findMatch` and `matchPageOf` read for each match: the header and the head (alias `m` for matches). */
const MATCH_COLUMNS = `m.id::text AS id, m.rules, m.seed, m.seed_commitment AS "seedCommitment", m.created_at AS "createdAt", m.deck,
  m.first_leader AS "firstLeader", m.imported_by::text AS "importedBy", m.seat_names AS "seatNames",
  m.version, m.head_hash AS "headHash", m.status::text AS status,
  ARRAY(SELECT json_build_object('seat', s.seat, 'userId', s.user_id, 'username', u.username)
        FROM match_seats s JOIN users u ON u.id = s.user_id WHERE s.match_id = m.id ORDER BY s.seat) AS seats`;

interface HeaderRow {
  id: string;
  rules: unknown;
  seed: string;
  seedCommitment: string;
  createdAt: Date;
  deck: string[] | null;
  firstLeader: number | null;
  importedBy: string | null;
  seatNames: string[] | null;
  seats: { seat: number; userId: string; username: string }[];
  version: number;
  headHash: string;
  status: MatchStatus;
}

function toStoredMatch(row: HeaderRow): StoredMatch {
  return {
    header: {
      id: row.id,
      rules: row.rules as Rules,
      seed: row.seed,
      seedCommitment: row.seedCommitment,
      seats: row.seatNames
        ? row.seatNames.map((username, seat): MatchSeatInfo => ({ seat, userId: null, username }))
        : row.seats.map((s): MatchSeatInfo => ({ seat: s.seat, userId: s.userId, username: s.username })),
      createdAt: row.createdAt,
      ...(row.deck ? { deck: row.deck } : {}),
      ...(row.firstLeader !== null ? { firstLeader: row.firstLeader } : {}),
      importedBy: row.importedBy,
    },
    head: { version: row.version, headHash: row.headHash, status: row.status },
  };
}

/** Locks the rows in id order (every process does), so two batches never wait for each other in a cycle. */
async function lockHeads(sql: Sql, matchIds: readonly string[]): Promise<Map<string, MatchHead>> {
  const rows = await sql.query<MatchHead & { id: string }>(
    `SELECT id::text AS id, version, head_hash AS "headHash", status::text AS status FROM matches
     WHERE id IN (SELECT value::uuid FROM jsonb_array_elements_text($1::jsonb)) ORDER BY id FOR UPDATE`,
    [JSON.stringify(matchIds)],
  );
  return new Map(rows.map(({ id, ...head }) => [id, head]));
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
 * it runs the same through node-postgres and through Prisma.
 */
async function writeEvents(sql: Sql, rows: readonly EventRow[], options: { moveHead: boolean }): Promise<void> {
  const input = rows.map(({ matchId, event, status, finishes }) => ({
    match_id: matchId,
    seq: event.seq,
    type: event.body.type,
    payload: payloadJson(event.body) as Json,
    actor_user_id: event.actorUserId,
    request_id: event.requestId,
    idempotency_key: event.idempotencyKey,
    prev_hash: event.prevHash,
    hash: event.hash,
    created_at: event.createdAt.toISOString(),
    status,
    finishes,
  }));
  await sql.query(
    `WITH input AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(match_id uuid, seq int, type text, payload jsonb, actor_user_id uuid,
         request_id text, idempotency_key text, prev_hash text, hash text, created_at timestamptz, status text, finishes boolean)
     ), inserted AS (
       INSERT INTO match_events (match_id, seq, type, payload, actor_user_id, request_id, idempotency_key, prev_hash, hash, created_at)
       SELECT match_id, seq, type, payload, actor_user_id, request_id, idempotency_key, prev_hash, hash, created_at FROM input
     ), moved AS (
       UPDATE matches m SET version = i.seq, head_hash = i.hash, status = i.status::"MatchStatus", updated_at = now(),
              finished_at = CASE WHEN i.finishes THEN i.created_at ELSE m.finished_at END
       FROM input i WHERE $2::boolean AND m.id = i.match_id
     )
     SELECT count(pg_notify($3, json_build_object('matchId', match_id, 'seq', seq)::text))::int AS notified
     FROM input i WHERE NOT EXISTS (SELECT 1 FROM input j WHERE j.match_id = i.match_id AND j.seq > i.seq)`,
    [JSON.stringify(input), options.moveHead, MATCH_EVENTS_CHANNEL],
  );
}

class Deferred<T> {
  readonly promise: Promise<T>;
  resolve!: (value: T) => void;
  reject!: (error: unknown) => void;

  constructor() {
    this.promise = new Promise<T>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    // A rejected gate nobody awaits any more must not become an unhandled rejection.
    this.promise.catch(() => undefined);
  }
}
