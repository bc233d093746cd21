import type { ClientBase } from 'pg';
import { Client } from 'pg';
import type { Sql } from './sql';

/**
 * The Citus layout of docs/SCALING.md ("Past one database"), and the step that puts a migrated database
 * into it. docs/SCALING.md's classification table and this map are the same list (the classification
 * test checks both against the live schema).
 */
export type CitusPlacement =
  { kind: 'distributed'; column: 'match_id' | 'user_id' } | { kind: 'reference' } | { kind: 'local' };

const BY_MATCH = { kind: 'distributed', column: 'match_id' } as const;
const BY_USER = { kind: 'distributed', column: 'user_id' } as const;
const REFERENCE = { kind: 'reference' } as const;

export const CITUS_LAYOUT: Readonly<Record<string, CitusPlacement>> = {
  matches: BY_MATCH,
  match_events: BY_MATCH,
  match_seats: BY_MATCH,
  match_turns: BY_MATCH,
  deadline_reminders: BY_MATCH,
  chat_messages: BY_MATCH,
  archived_records: BY_MATCH,
  match_notes: BY_MATCH,
  standing_orders: BY_MATCH,
  group_rematches: BY_MATCH,
  match_followups: BY_MATCH,
  match_reviews: BY_MATCH,
  notification_log: BY_USER,
  notification_heads: BY_USER,
  pending_chat_notices: BY_USER,
  chat_push_gaps: BY_USER,
  users: REFERENCE,
  api_tokens: REFERENCE,
  oauth_records: REFERENCE,
  revoked_sessions: REFERENCE,
  user_sessions: REFERENCE,
  webhooks: REFERENCE,
  webhook_deliveries: REFERENCE,
  lobbies: REFERENCE,
  lobby_seats: REFERENCE,
  challenges: REFERENCE,
  notification_preferences: REFERENCE,
  email_addresses: REFERENCE,
  email_tokens: REFERENCE,
  email_deliveries: REFERENCE,
  push_subscriptions: REFERENCE,
  push_deliveries: REFERENCE,
  vacations: REFERENCE,
  ratings: REFERENCE,
  rating_changes: REFERENCE,
  user_blocks: REFERENCE,
  user_follows: REFERENCE,
  user_presence: REFERENCE,
  clubs: REFERENCE,
  club_members: REFERENCE,
  club_pending: REFERENCE,
  club_log: REFERENCE,
  club_chat_messages: REFERENCE,
  club_matches: REFERENCE,
  club_match_boards: REFERENCE,
  reputation_seats: BY_USER,
  session_addresses: REFERENCE,
  fair_play_signals: REFERENCE,
  seeks: REFERENCE,
  reports: REFERENCE,
  moderation_log: REFERENCE,
  rating_annulments: REFERENCE,
  appeals: REFERENCE,
  password_reset_requests: REFERENCE,
  computer_match_starts: REFERENCE,
  password_reset_tokens: REFERENCE,
  tournaments: REFERENCE,
  tournament_events: REFERENCE,
  tournament_games: REFERENCE,
  rate_limit_counters: { kind: 'local' },
};

/** Every distributed table shares the shards of `matches` (all are keyed by a uuid), so they move together. */
const COLOCATE_WITH = 'matches';

/** The key `claim citus distribute` and the server's start lock, so two instances never distribute at once. */
const DISTRIBUTE_LOCK = 72707370;

export interface DistributeResult {
  /** Tables placed by this run ("matches: distributed by id", …); empty when the layout was already there. */
  placed: string[];
  /** Foreign keys dropped and added again around the placement. */
  foreignKeys: number;
  /** Database settings this run made (CITUS_SETTINGS); empty when each was already set, by it or by an operator. */
  settings: string[];
}

/**
 * Settings of the database on the coordinator, made once by the distribute step (`ALTER DATABASE … SET`, so every
 * new session of the server's pools has them) unless the database already has a value for the setting, which an
 * operator's own `ALTER DATABASE … SET` keeps.
 * - `citus.max_cached_conns_per_worker`: Citus keeps 1 connection per worker open after a transaction by default;
 *   a session whose transaction used more (a statement over several shards of one worker, a two-phase commit beside
 *   a routed write) opened them again for its next one. 8 measured more moves per second and less PostgreSQL CPU
 *   per move than 1 in one run (docs/SCALING.md "Measured"); each costs a backend on a worker per pool connection.
 */
export const CITUS_SETTINGS: Readonly<Record<string, string>> = { 'citus.max_cached_conns_per_worker': '8' };

/** Whether the database has the citus extension (the server distributes at start only then). */
export async function hasCitus(client: ClientBase): Promise<boolean> {
  const { rowCount } = await client.query("SELECT 1 FROM pg_extension WHERE extname = 'citus'");
  return (rowCount ?? 0) > 0;
}

const citusKnown = new WeakMap<object, Promise<boolean>>();

/**
 * Whether the database is a Citus coordinator, asked through `sql` once per `owner` (a repository; again after a
 * failed ask): for the few statements written otherwise on Citus (routed to one shard).
 */
export function onCitusVia(owner: object, sql: Sql): Promise<boolean> {
  let known = citusKnown.get(owner);
  if (known === undefined) {
    known = sql
      .query<{ on: boolean }>(`SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') AS "on"`)
      .then((rows) => rows[0].on);
    known.catch(() => citusKnown.delete(owner));
    citusKnown.set(owner, known);
  }
  return known;
}

/**
 * Puts every table where CITUS_LAYOUT says, from an empty database or one with rows (Citus copies them to
 * the shards). Idempotent: tables already placed are left alone, so it runs at every start. The foreign
 * keys that touch a table still to be placed are dropped first and added again at the end, in the same
 * transaction: Citus turns a local table with a key to a new reference table into a "local table added to
 * metadata", which then can neither be distributed nor hold a key into a distributed table.
 */
export async function distributeTables(databaseUrl: string): Promise<DistributeResult> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    if (!(await hasCitus(client))) throw new Error('the database has no citus extension (CREATE EXTENSION citus)');
    await client.query('BEGIN');
    try {
      const result = await place(client);
      const settings = await settle(client);
      await client.query('COMMIT');
      return { ...result, settings };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  } finally {
    await client.end();
  }
}

/** CITUS_SETTINGS that the database has no value for yet, set now; returns them as `name=value`. */
async function settle(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ config: string[] | null; name: string }>(
    `SELECT current_database() AS name,
            (SELECT s.setconfig FROM pg_db_role_setting s JOIN pg_database d ON d.oid = s.setdatabase
              WHERE d.datname = current_database() AND s.setrole = 0) AS config`,
  );
  const present = new Set((rows[0].config ?? []).map((entry) => entry.split('=')[0]));
  const made: string[] = [];
  for (const [name, value] of Object.entries(CITUS_SETTINGS)) {
    if (present.has(name)) continue;
    await client.query(`ALTER DATABASE ${ident(rows[0].name)} SET ${name} = ${value}`);
    made.push(`${name}=${value}`);
  }
  return made;
}

async function place(client: Client): Promise<Omit<DistributeResult, 'settings'>> {
  await client.query('SELECT pg_advisory_xact_lock($1)', [DISTRIBUTE_LOCK]);
  await immutableEnumCasts(client);
  // Foreign keys into reference tables are validated on the coordinator; sequential mode lets one
  // transaction create shards and add keys between them.
  await client.query("SET LOCAL citus.multi_shard_modify_mode TO 'sequential'");
  const tables = await client.query<{ table: string }>(
    "SELECT tablename AS table FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'",
  );
  const unknown = tables.rows.map((r) => r.table).filter((t) => !(t in CITUS_LAYOUT));
  if (unknown.length > 0)
    throw new Error(`tables without a Citus placement (src/database/citus.ts, docs/SCALING.md): ${unknown.join(', ')}`);
  const placedNow = await client.query<{ table: string; method: string }>(
    `SELECT c.relname AS table, p.partmethod AS method FROM pg_dist_partition p
       JOIN pg_class c ON c.oid = p.logicalrelid JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'`,
  );
  const already = new Map(placedNow.rows.map((r) => [r.table, r.method]));
  const todo = tables.rows
    .map((r) => r.table)
    .filter((table) => {
      const placement = CITUS_LAYOUT[table];
      if (placement.kind === 'local') return false;
      return already.get(table) !== (placement.kind === 'reference' ? 'n' : 'h');
    });
  if (todo.length === 0) return { placed: [], foreignKeys: 0 };

  const keys = await client.query<{ table: string; name: string; definition: string }>(
    `SELECT c.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_class t ON t.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      WHERE k.contype = 'f' AND (c.relname = ANY($1::text[]) OR t.relname = ANY($1::text[]))
      ORDER BY c.relname, k.conname`,
    [todo],
  );
  for (const key of keys.rows) await client.query(`ALTER TABLE ${ident(key.table)} DROP CONSTRAINT ${ident(key.name)}`);
  // Citus refuses to place a table that has triggers (moderation_log's append-only guard): they are dropped here and
  // created again on the placed table below, their function first distributed so that every node has it.
  const triggers = await client.query<{ table: string; name: string; definition: string; fn: string }>(
    `SELECT c.relname AS table, t.tgname AS name, pg_get_triggerdef(t.oid) AS definition,
            t.tgfoid::regprocedure::text AS fn
       FROM pg_trigger t
       JOIN pg_class c ON c.oid = t.tgrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      WHERE NOT t.tgisinternal AND c.relname = ANY($1::text[])
      ORDER BY c.relname, t.tgname`,
    [todo],
  );
  for (const trigger of triggers.rows)
    await client.query(`DROP TRIGGER ${ident(trigger.name)} ON ${ident(trigger.table)}`);

  const placed: string[] = [];
  // Reference tables first, then matches, then the tables co-located with it.
  const order = [...todo].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  for (const table of order) {
    const placement = CITUS_LAYOUT[table];
    if (placement.kind === 'reference') {
      await client.query('SELECT create_reference_table($1)', [table]);
      placed.push(`${table}: reference`);
    } else if (placement.kind === 'distributed') {
      const column = table === 'matches' ? 'id' : placement.column;
      await client.query(
        table === COLOCATE_WITH
          ? 'SELECT create_distributed_table($1, $2)'
          : 'SELECT create_distributed_table($1, $2, colocate_with => $3)',
        table === COLOCATE_WITH ? [table, column] : [table, column, COLOCATE_WITH],
      );
      placed.push(`${table}: distributed by ${column}`);
    }
  }
  for (const key of keys.rows)
    await client
      .query(`ALTER TABLE ${ident(key.table)} ADD CONSTRAINT ${ident(key.name)} ${key.definition}`)
      .catch((error: Error) => {
        throw new Error(`${key.table}.${key.name} (${key.definition}): ${error.message}`, { cause: error });
      });
  if (triggers.rows.length > 0) {
    // "Unsafe" because Citus cannot check what a trigger's function touches; these only raise (append-only guards),
    // and each runs where the row is, on every placement of a reference table.
    await client.query("SET LOCAL citus.enable_unsafe_triggers TO 'on'");
    for (const fn of new Set(triggers.rows.map((t) => t.fn)))
      await client.query('SELECT create_distributed_function($1)', [fn]);
    for (const trigger of triggers.rows) await client.query(trigger.definition);
  }
  return { placed, foreignKeys: keys.rows.length };
}

/**
 * Prisma reads an enum column back as `"role"::text`, also in the RETURNING of its inserts and updates; PostgreSQL
 * casts an enum to text through enum_out, which is STABLE (a label can be renamed), and Citus refuses a
 * non-IMMUTABLE function in a RETURNING clause. A cast per enum through a function declared IMMUTABLE (plpgsql, so
 * it is never inlined back into enum_out; AS ASSIGNMENT, as the built-in cast to text) makes those statements
 * acceptable and gives the same text. No index or stored column uses it, so renaming a label stays safe. Only on
 * Citus: one PostgreSQL keeps its built-in cast.
 */
async function immutableEnumCasts(client: Client): Promise<void> {
  const { rows } = await client.query<{ name: string; hasCast: boolean }>(
    `SELECT t.typname AS name,
            EXISTS (SELECT 1 FROM pg_cast c WHERE c.castsource = t.oid AND c.casttarget = 'text'::regtype) AS "hasCast"
       FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace AND n.nspname = 'public'
      WHERE t.typtype = 'e' ORDER BY t.typname`,
  );
  for (const { name, hasCast } of rows) {
    if (hasCast) continue;
    const fn = ident(`${name}_to_text`);
    await client.query(
      `CREATE OR REPLACE FUNCTION ${fn}(value ${ident(name)}) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
         AS $fn$ BEGIN RETURN textin(enum_out(value)); END $fn$`,
    );
    await client.query(`CREATE CAST (${ident(name)} AS text) WITH FUNCTION ${fn}(${ident(name)}) AS ASSIGNMENT`);
    await client.query('SELECT create_distributed_function($1)', [`${fn}(${ident(name)})`]);
  }
}

function rank(table: string): number {
  const placement = CITUS_LAYOUT[table];
  if (placement.kind === 'reference') return 0;
  return table === COLOCATE_WITH ? 1 : 2;
}

function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
