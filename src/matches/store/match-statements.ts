import type { Entropy, Rules } from '../../engine';
import type { Sql } from '../../database/sql';
import { SqlParams } from '../../database/sql';
import type { MatchHead, MatchHeader, MatchSeatInfo, MatchStatus, SpectatorPolicy } from '../match.types';
import { isAutomatic, payloadJson } from '../match.types';
import type { NewEvent } from '../new-event';
import type { StagedEvent } from './group-commit';

/**
 * The match store's longer statements, beside MatchesRepository (which runs them): the row a match is
 * read from, its insert, the batch's lock, and the one statement that writes any number of events.
 * Plain functions of an open transaction (`Sql`); only the repository calls them.
 */

/** Postgres channel that carries `{ matchId, seq }` for every committed event (LISTEN/NOTIFY). */
export const MATCH_EVENTS_CHANNEL = 'claim_match_events';

/** A match's stored header and head, as one read returns them. */
export interface StoredMatch {
  readonly header: MatchHeader;
  readonly head: MatchHead;
}

/** What `findMatch` and `matchPageOf` read for each match: the header and the head (alias `m` for matches). */
export const MATCH_COLUMNS = `m.id::text AS id, m.rules, m.seed, m.seed_commitment AS "seedCommitment", m.entropy, m.created_at AS "createdAt", m.deck,
  m.first_leader AS "firstLeader", m.imported_by::text AS "importedBy", m.seat_names AS "seatNames",
  m.rated, m.spectators::text AS spectators, m.version, m.head_hash AS "headHash", m.status::text AS status,
  ARRAY(SELECT json_build_object('seat', s.seat, 'userId', s.user_id, 'username', u.username, 'isBot', u.is_bot)
        FROM match_seats s JOIN users u ON u.id = s.user_id WHERE s.match_id = m.id ORDER BY s.seat) AS seats`;

export interface HeaderRow {
  id: string;
  rules: unknown;
  seed: string;
  seedCommitment: string;
  entropy: Entropy | null;
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
      ...(row.entropy ? { entropy: row.entropy } : {}),
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
 * A new match on Citus: its row with its head at the last of `events`, its seats, and `events`, each an
 * `INSERT … VALUES` of parameters, which Citus routes to the match's shard (the three tables are co-located by match
 * id), and the notification a statement of its own (docs/SCALING.md, "A match's creation is routed"). The
 * `INSERT … SELECT`s from CTEs over the new row and JSON input that insertMatches writes on one PostgreSQL Citus runs
 * through the coordinator (intermediate results shipped to the worker, two connections to it, a two-phase commit).
 * What `insert` writes through Prisma.
 */
export async function insertMatchOnShard(
  sql: Sql,
  header: Omit<MatchHeader, 'createdAt'>,
  events: readonly NewEvent[],
  status: MatchStatus,
): Promise<void> {
  const params = new SqlParams();
  const id = params.add(header.id, 'uuid');
  const row = matchRow(params, header, events, status);
  const seats = header.importedBy !== null ? [] : header.seats;
  const eventRows = events.map((event) => ({ matchId: header.id, event, status, finishes: false }));
  await sql.query(`INSERT INTO matches (id, ${MATCH_ROW_COLUMNS}) VALUES (${id}, ${row}) RETURNING 1`, params.values);
  if (seats.length > 0) {
    const seatParams = new SqlParams(header.id, events[0].createdAt.toISOString());
    const values = seats.map(
      (s) => `($1::uuid, ${seatParams.add(s.seat, 'int')}, ${seatParams.add(s.userId, 'uuid')}, $2::timestamptz)`,
    );
    await sql.query(
      `INSERT INTO match_seats (match_id, seat, user_id, match_created_at) VALUES ${values.join(', ')} RETURNING 1`,
      seatParams.values,
    );
  }
  const eventParams = new SqlParams();
  await sql.query(`${INSERT_EVENTS} VALUES ${eventValues(eventParams, eventRows)} RETURNING 1`, eventParams.values);
  await notifyNewest(sql, [{ matchId: header.id, seq: events[events.length - 1].seq }]);
}

/** A new match as insertMatches writes it. */
export interface NewMatch {
  readonly header: Omit<MatchHeader, 'createdAt'>;
  readonly events: readonly NewEvent[];
  readonly status: MatchStatus;
}

/**
 * New matches on one PostgreSQL, each with its head at the last of its events: their rows and seats in one statement
 * (the seats' foreign key is checked at the statement's end, when the match rows are there), then writeEvents once
 * for all their events, without moving the heads. A seek wave starts hundreds of matches in one transaction (src/seeks), in batches of
 * a hundred (start-match.ts); a statement per match would cost each its round trips (bench:seeks).
 */
export async function insertMatches(sql: Sql, matches: readonly NewMatch[]): Promise<void> {
  const params = new SqlParams();
  const rows = matches.map(
    ({ header, events, status }) => `(${params.add(header.id, 'uuid')}, ${matchRow(params, header, events, status)})`,
  );
  const seats = matches.flatMap(({ header }) =>
    header.importedBy !== null
      ? []
      : header.seats.map((s) => ({ match_id: header.id, seat: s.seat, user_id: s.userId })),
  );
  await sql.query(
    `WITH m AS (
       INSERT INTO matches (id, ${MATCH_ROW_COLUMNS}) VALUES ${rows.join(', ')}
       RETURNING id, created_at
     )
     INSERT INTO match_seats (match_id, seat, user_id, match_created_at)
     SELECT m.id, s.seat, s.user_id, m.created_at
     FROM m JOIN jsonb_to_recordset(${params.add(JSON.stringify(seats), 'jsonb')}) AS s(match_id uuid, seat int, user_id uuid)
       ON s.match_id = m.id
     RETURNING 1`,
    params.values,
  );
  const eventRows = matches.flatMap(({ header, events, status }) =>
    events.map((event) => ({ matchId: header.id, event, status, finishes: false })),
  );
  await writeEvents(sql, eventRows, { moveHead: false });
}

/** The columns of a new match's row after its id, in the order `matchRow` gives their values. */
const MATCH_ROW_COLUMNS = `rules, seed, seed_commitment, version, head_hash, status, created_at, updated_at, finished_at,
  imported_by, rated, spectators, seat_names, deck, first_leader, entropy`;

/** A new match's values of MATCH_ROW_COLUMNS, as parameters of `params`: its head at the last of `events`. */
function matchRow(
  params: SqlParams,
  header: Omit<MatchHeader, 'createdAt'>,
  events: readonly NewEvent[],
  status: MatchStatus,
): string {
  const imported = header.importedBy !== null;
  const first = events[0];
  const last = events[events.length - 1];
  return [
    params.add(JSON.stringify(header.rules), 'jsonb'),
    params.add(header.seed, 'text'),
    params.add(header.seedCommitment, 'text'),
    params.add(last.seq, 'int'),
    params.add(last.hash, 'text'),
    params.add(status, '"MatchStatus"'),
    params.add(first.createdAt.toISOString(), 'timestamptz'),
    'now()',
    params.add(status !== 'running' ? last.createdAt.toISOString() : null, 'timestamptz'),
    params.add(header.importedBy, 'uuid'),
    params.add(header.rated ?? false, 'boolean'),
    params.add(header.spectators ?? 'anyone', '"SpectatorPolicy"'),
    params.add(imported ? JSON.stringify(header.seats.map((s) => s.username)) : null, 'jsonb'),
    params.add(header.deck ? JSON.stringify(header.deck) : null, 'jsonb'),
    params.add(header.firstLeader ?? null, 'int'),
    params.add(header.entropy ? JSON.stringify(header.entropy) : null, 'jsonb'),
  ].join(', ');
}

/**
 * Locks the rows in id order (every process does), so two batches never wait for each other in a cycle. `onShard`
 * (Citus, a batch whose matches share one shard of `matches`): the ids as a list of constants, which Citus prunes to
 * that shard and routes there; it refuses FOR UPDATE over several shards, or over ids it cannot prune.
 */
export async function lockHeads(
  sql: Sql,
  matchIds: readonly string[],
  onShard = false,
): Promise<Map<string, MatchHead>> {
  // One match: an equality on the id, which Citus routes to the match's shard.
  const rows =
    matchIds.length === 1
      ? await sql.query<MatchHead & { id: string }>(
          `SELECT id::text AS id, version, head_hash AS "headHash", status::text AS status FROM matches
           WHERE id = $1::uuid FOR UPDATE`,
          [matchIds[0]],
        )
      : onShard
        ? await sql.query<MatchHead & { id: string }>(
            `SELECT id::text AS id, version, head_hash AS "headHash", status::text AS status FROM matches
             WHERE id IN (${matchIds.map((_, i) => `$${i + 1}::uuid`).join(', ')}) ORDER BY id FOR UPDATE`,
            matchIds,
          )
        : await sql.query<MatchHead & { id: string }>(
            `SELECT id::text AS id, version, head_hash AS "headHash", status::text AS status FROM matches
           WHERE id IN (SELECT value::uuid FROM jsonb_array_elements_text($1::jsonb)) ORDER BY id FOR UPDATE`,
            [JSON.stringify(matchIds)],
          );
  return new Map(rows.map(({ id, ...head }) => [id, head]));
}

export function eventRowOf({ matchId, event, write }: StagedEvent): EventRow {
  return { matchId, event, status: write.after.status, finishes: write.finishes };
}

export interface EventRow {
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
export async function writeEvents(sql: Sql, rows: readonly EventRow[], options: { moveHead: boolean }): Promise<void> {
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

const INSERT_EVENTS =
  'INSERT INTO match_events (match_id, seq, type, payload, actor_user_id, request_id, idempotency_key, salt, auto, prev_hash, hash, created_at)';

/**
 * `writeEvents` on Citus, for the move path: one event per match, every match on one shard of `matches` (one match
 * per transaction, or a batch formed per shard). writeEvents' set-wise statement reads its rows from a CTE over the
 * JSON input, which Citus computes on the coordinator and ships to the workers as an intermediate result; its UPDATE
 * of `matches` joins that result, which Citus cannot prune, so it ran on every shard of `matches` (32 tasks over both
 * workers, a two-phase commit with each, for one row; docs/SCALING.md "Measured"). Here the rows are constants: the
 * INSERT and the UPDATE are each routed to the one shard (co-located), and the notification is a statement of its
 * own that reads no table, so it runs on the coordinator, where every instance listens.
 */
export async function writeEventsOnShard(sql: Sql, rows: readonly EventRow[]): Promise<void> {
  // One text per batch size (the statement is prepared once per connection and size): every value a parameter.
  const params = new SqlParams();
  const param = params.add.bind(params);
  const values = params.values;
  const events = eventValues(params, rows);
  // Each head column is a CASE over the ids with parameters (no VALUES to join: Citus would ship it to the worker as
  // an intermediate result; `CASE m.id WHEN …` it deparses wrongly for the worker). The status parameter is typed as
  // the enum, not cast from text: Citus refuses a STABLE function (the enum's input) in a CASE. `id IN (…)` of
  // parameters is what Citus prunes to the shard.
  const byId = (value: (row: EventRow) => string): string =>
    `CASE ${rows.map((row) => `WHEN m.id = ${param(row.matchId, 'uuid')} THEN ${value(row)}`).join(' ')} END`;
  const ids = rows.map(({ matchId }) => param(matchId, 'uuid'));
  await sql.query(
    `WITH inserted AS (
       ${INSERT_EVENTS} VALUES ${events}
       RETURNING 1
     )
     UPDATE matches m SET version = ${byId(({ event }) => param(event.seq, 'int'))},
            head_hash = ${byId(({ event }) => param(event.hash, 'text'))},
            status = ${byId(({ status }) => param(status, '"MatchStatus"'))},
            updated_at = now(),
            finished_at = ${byId(
              ({ event, finishes }) =>
                `CASE WHEN ${param(finishes, 'boolean')} THEN ${param(event.createdAt.toISOString(), 'timestamptz')} ELSE m.finished_at END`,
            )}
     WHERE m.id IN (${ids.join(', ')})
     RETURNING 1`,
    values,
  );
  await notifyNewest(
    sql,
    rows.map(({ matchId, event }) => ({ matchId, seq: event.seq })),
  );
}

/** The events' rows for `INSERT INTO match_events … VALUES`, every value a parameter of `params`. */
function eventValues(params: SqlParams, rows: readonly EventRow[]): string {
  const param = params.add.bind(params);
  return rows
    .map(({ matchId, event }) => {
      const payload = payloadJson(event.body);
      return `(${[
        param(matchId, 'uuid'),
        param(event.seq, 'int'),
        param(event.body.type, 'text'),
        param(payload === undefined ? null : JSON.stringify(payload), 'jsonb'),
        param(event.actorUserId, 'uuid'),
        param(event.requestId, 'text'),
        param(event.idempotencyKey, 'text'),
        param(event.salt, 'text'),
        param(isAutomatic(event.body), 'boolean'),
        param(event.prevHash, 'text'),
        param(event.hash, 'text'),
        param(event.createdAt.toISOString(), 'timestamptz'),
      ].join(', ')})`;
    })
    .join(', ');
}

/**
 * Queues the notification of each match's newest event, delivered on commit: a statement of its own that reads no
 * table, so on Citus it runs on the coordinator, where every instance listens.
 */
async function notifyNewest(sql: Sql, newest: readonly { matchId: string; seq: number }[]): Promise<void> {
  await sql.query(`SELECT count(pg_notify($1, n))::int AS notified FROM jsonb_array_elements_text($2::jsonb) AS n`, [
    MATCH_EVENTS_CHANNEL,
    JSON.stringify(newest.map((n) => JSON.stringify(n))),
  ]);
}
