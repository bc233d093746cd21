/**
 * Reads at data scale (issue "Load, faults and abuse"). Run: npm run bench:data [-- --finished 100000 --running 10000]
 *
 * Loads finished and running matches with COPY into a throwaway embedded PostgreSQL (as `npm start` runs
 * it): real random games of the `claim` preset with their real hash chains, so every match replays.
 * One "whale" user sits in every match; the other seat is one of 1,000 users (about 110 matches each).
 * Running matches get their `match_turns` row, as the correspondence write hook keeps it. Then, with
 * the server as a child process, times `myMatches` (first page, next page), `match` (finished: mostly
 * not in the server's cache; running) and `myTurn`, one request at a time, and prints p50/p95/p99.
 *
 * Options: --finished N --running N --samples N (requests per measurement, default 500) --json FILE
 * --keep DIR (build the data set in DIR and keep it; a later run with the same DIR measures it again
 * without loading, after applying any new migration — the 100k set takes minutes to build)
 * --only archive (just the archive's searches and export) --only load (just build the data set, e.g. with --keep)
 * --only lists (myMatches, match, myTurn and the archive's searches through the server: what a Citus run compares) --only clubs (just the club page's and the friends' lines, sent to
 * every target: with --compare, before and after alternate) --export N (records to export, default 20,000) --cpu-prof DIR (the server writes a V8 CPU profile there)
 * --archive-samples N (requests per archive line and for the floor, default 1,000: a p99 of 1,000 is the
 * 10th-worst request, not the 2nd-worst as of 200) --warmup N (unrecorded requests before each line, default
 * 20: the first requests of a line meet cold pages, plans and code; max is still reported)
 * --compare DIR (another checkout of this repository, with node_modules and src/generated: its server runs
 * beside this one on the same database, and each archive line sends every request to both, alternating
 * which goes first, so that before and after meet the same load; its migrations must be a subset of ours)
 * --database NAME=URL,… (outside databases instead of the embedded one, as in bench/server/run.ts: one PostgreSQL
 * or a Citus coordinator, each migrated and, on Citus, distributed as `npm start` does, then loaded with the same
 * data set, generated once; the measurements run on each in turn, each with its own server process. Give empty
 * databases; with --keep DIR the data set's ids are kept in DIR and a later run with the same databases reuses them)
 */
import { randomBytes, randomUUID } from 'crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'fs';
import { Agent, get as httpGet } from 'http';
import path from 'path';
import jwt from 'jsonwebtoken';
import { cpus, loadavg, totalmem } from 'os';
import { Client } from 'pg';
import postgres from 'postgres';
import type { Writable } from 'stream';
import { JWT_AUDIENCE, JWT_ISSUER } from '../../src/auth/jwt-claims';
import { turnAfter } from '../../src/correspondence/turns';
import type { Move } from '../../src/engine';
import { newGame, playRandomGame, rulesFrom, seededChooser } from '../../src/engine';
import { CHAIN_FORMAT, GENESIS_HASH, seedCommitment } from '../../src/matches/event-chain';
import { foldEvents, initialRuntime, seatResults } from '../../src/matches/match-runtime';
import type { MatchEventBody, MatchHeader, MatchSeatInfo, StoredEvent } from '../../src/matches/match.types';
import { payloadJson } from '../../src/matches/match.types';
import { hashEvent, saltFor } from '../../src/matches/new-event';
import type { AppConfig } from '../../src/config/app-config';
import { DEFAULT_MATCH_STORE_SETTINGS } from '../../src/config/app-config';
import { hasCitus } from '../../src/database/citus';
import { PrismaService } from '../../src/database/prisma.service';
import { MatchDatabase } from '../../src/matches/store/match-database';
import { MatchesRepository } from '../../src/matches/store/matches.repository';
import { recordOf } from '../../src/matches/matches.service';
import type { ArchiveFilter, ExportRow } from '../../src/archive/archive.repository';
import { ArchiveRepository } from '../../src/archive/archive.repository';
import { EXPORT_BATCH } from '../../src/archive/archive.service';
import { MAX_FOLLOWS } from '../../src/social/social.service';
import { ChildServer } from '../../test/support/child-server';
import { GraphQLHttp } from './client';
import { BenchCluster } from './cluster';
import { OutsideDatabase } from './outside-db';
import { Samples, fmt, nowMs } from './stats';

const USERS = 1000;
const DAY = 24 * 3600 * 1000;

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

/** PostgreSQL COPY text format: tab-separated, \N for null, backslash escapes. */
function copyLine(values: readonly (string | number | boolean | null)[]): string {
  return (
    values
      .map((v) =>
        v === null
          ? '\\N'
          : String(v).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r'),
      )
      .join('\t') + '\n'
  );
}

/** A COPY … FROM STDIN stream on its own connection, written with backpressure. */
class CopyStream {
  private buffer: string[] = [];
  private size = 0;
  private constructor(private readonly stream: Writable) {}

  static async open(sql: postgres.Sql, table: string, columns: string[]): Promise<CopyStream> {
    const stream = await sql.unsafe(`COPY ${table} (${columns.join(', ')}) FROM STDIN`).writable();
    return new CopyStream(stream);
  }

  async write(line: string): Promise<void> {
    this.buffer.push(line);
    this.size += line.length;
    if (this.size > 1 << 20) await this.flush();
  }

  private async flush(): Promise<void> {
    const chunk = this.buffer.join('');
    this.buffer = [];
    this.size = 0;
    if (!this.stream.write(chunk)) await new Promise((resolve) => this.stream.once('drain', resolve));
  }

  async close(): Promise<void> {
    await this.flush();
    await new Promise<void>((resolve, reject) => {
      this.stream.once('finish', resolve);
      this.stream.once('error', reject);
      this.stream.end();
    });
  }
}

export interface LoadedData {
  readonly whale: string;
  readonly users: string[];
  readonly finishedIds: string[];
  readonly runningIds: string[];
}

/** The tables `load` writes by COPY, and their columns. */
const LOADED: readonly (readonly [string, readonly string[]])[] = [
  ['users', ['id', 'username', 'password_hash', 'role', 'created_at']],
  [
    'matches',
    [
      'id',
      'rules',
      'seed',
      'seed_commitment',
      'status',
      'version',
      'head_hash',
      'created_at',
      'updated_at',
      'finished_at',
      'rated',
    ],
  ],
  ['match_seats', ['match_id', 'seat', 'user_id', 'match_created_at', 'result', 'finished_at']],
  [
    'match_events',
    [
      'match_id',
      'seq',
      'type',
      'payload',
      'actor_user_id',
      'request_id',
      'idempotency_key',
      'salt',
      'prev_hash',
      'hash',
      'created_at',
    ],
  ],
  ['match_turns', ['match_id', 'seat', 'user_id', 'due', 'version', 'due_since', 'deadline']],
];

/** The same line to the same table of every database being loaded. */
class CopyToAll {
  constructor(private readonly streams: readonly CopyStream[]) {}

  async write(line: string): Promise<void> {
    for (const stream of this.streams) await stream.write(line);
  }

  async close(): Promise<void> {
    for (const stream of this.streams) await stream.close();
  }
}

/**
 * The foreign keys of the loaded tables on a Citus coordinator, dropped for the load: the five COPYs run side by side,
 * each in its own transaction, and Citus checks a distributed table's keys on the workers, where the coordinator's
 * `session_replication_role` does not reach (a seat's match is not committed yet). Added again (and so checked) after.
 * Nothing on one PostgreSQL, where that setting turns the checks off for the load.
 */
async function dropKeysOnCitus(url: string): Promise<() => Promise<void>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    if (!(await hasCitus(client))) return () => Promise.resolve();
    const { rows } = await client.query<{ table: string; name: string; definition: string }>(
      `SELECT c.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
         FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
        WHERE k.contype = 'f' AND c.relname = ANY($1::text[]) ORDER BY c.relname, k.conname`,
      [LOADED.map(([table]) => table)],
    );
    for (const key of rows) await client.query(`ALTER TABLE "${key.table}" DROP CONSTRAINT "${key.name}"`);
    return async () => {
      const again = new Client({ connectionString: url });
      await again.connect();
      try {
        await again.query('BEGIN');
        // As src/database/citus.ts adds them: keys between shards and reference tables in one transaction.
        await again.query("SET LOCAL citus.multi_shard_modify_mode TO 'sequential'");
        for (const key of rows)
          await again.query(`ALTER TABLE "${key.table}" ADD CONSTRAINT "${key.name}" ${key.definition}`);
        await again.query('COMMIT');
      } finally {
        await again.end();
      }
    };
  } finally {
    await client.end();
  }
}

/** Loads the data set into one database, or the same data set into each of several (generated once). */
export async function load(urls: string | readonly string[], finished: number, running: number): Promise<LoadedData> {
  const targets = typeof urls === 'string' ? [urls] : urls;
  const rules = rulesFrom('claim', []);
  if (!rules.ok) throw new Error(rules.error.message);
  const users = Array.from({ length: USERS }, () => randomUUID());
  const whale = randomUUID();
  const names = new Map([[whale, 'whale'], ...users.map((id, i): [string, string] => [id, `user${i}`])]);
  const restoreKeys = await Promise.all(targets.map(dropKeysOnCitus));
  // One connection per table and database; FK triggers off while loading (every row is consistent by construction).
  const connections = targets.flatMap((url) =>
    LOADED.map(() =>
      postgres(url, { max: 1, onnotice: () => undefined, connection: { session_replication_role: 'replica' } }),
    ),
  );
  const streams = await Promise.all(
    connections.map((sql, i) => CopyStream.open(sql, LOADED[i % LOADED.length][0], [...LOADED[i % LOADED.length][1]])),
  );
  const [usersCopy, matchesCopy, seatsCopy, eventsCopy, turnsCopy] = LOADED.map(
    (_, t) => new CopyToAll(streams.filter((_, i) => i % LOADED.length === t)),
  );
  const start = Date.now() - 365 * DAY;
  for (const [id, name] of names)
    await usersCopy.write(copyLine([id, name, 'not-a-password-hash', 'player', new Date(start).toISOString()]));
  const finishedIds: string[] = [];
  const runningIds: string[] = [];
  const total = finished + running;
  const t0 = nowMs();
  for (let i = 0; i < total; i++) {
    const id = randomUUID();
    const isRunning = i >= finished;
    (isRunning ? runningIds : finishedIds).push(id);
    const seed = randomBytes(32).toString('hex');
    const game = newGame(rules.value, seed);
    if (!game.ok) throw new Error(game.error.message);
    const { moves } = playRandomGame(game.value, seededChooser(i));
    const played: Move[] = isRunning ? moves.slice(0, i % (moves.length - 1)) : moves;
    const opponent = users[i % USERS];
    const seatUsers = i % 2 === 0 ? [whale, opponent] : [opponent, whale];
    const seats: MatchSeatInfo[] = seatUsers.map((userId, seat) => ({ seat, userId, username: names.get(userId)! }));
    // Matches are spread over the past year, in creation order; moves a minute apart.
    const createdAt = new Date(start + Math.floor((i / total) * 360 * DAY));
    const header: MatchHeader = {
      id,
      rules: rules.value,
      seed,
      seedCommitment: seedCommitment(seed),
      seats,
      createdAt,
      importedBy: null,
    };
    const bodies: MatchEventBody[] = [
      {
        type: 'match_started',
        payload: {
          rules: rules.value,
          seats,
          seedCommitment: header.seedCommitment,
          timeControl: null,
          chainFormat: CHAIN_FORMAT,
        },
      },
      ...played.map((move): MatchEventBody => ({ type: 'move', payload: move })),
    ];
    let prev = GENESIS_HASH;
    const stored: StoredEvent[] = [];
    for (let seq = 0; seq < bodies.length; seq++) {
      const body = bodies[seq];
      const actor = body.type === 'move' ? seatUsers[body.payload.seat] : null;
      const requestId = randomUUID();
      const createdAtOfEvent = new Date(createdAt.getTime() + seq * 60_000);
      const salt = saltFor(body);
      const hash = hashEvent(id, prev, { body, seq, actorUserId: actor, requestId, salt, createdAt: createdAtOfEvent });
      stored.push({
        ...body,
        matchId: id,
        seq,
        actorUserId: actor,
        requestId,
        idempotencyKey: null,
        salt,
        prevHash: prev,
        hash,
        createdAt: createdAtOfEvent,
      });
      await eventsCopy.write(
        copyLine([
          id,
          seq,
          body.type,
          JSON.stringify(payloadJson(body)),
          actor,
          requestId,
          null,
          salt,
          prev,
          hash,
          createdAtOfEvent.toISOString(),
        ]),
      );
      prev = hash;
    }
    const last = stored[stored.length - 1];
    const status = isRunning ? 'running' : 'finished';
    await matchesCopy.write(
      copyLine([
        id,
        JSON.stringify(rules.value),
        seed,
        header.seedCommitment,
        status,
        last.seq,
        last.hash,
        createdAt.toISOString(),
        last.createdAt.toISOString(),
        isRunning ? null : last.createdAt.toISOString(),
        // A third of them rated (the archive's `rated` filter).
        i % 3 === 0,
      ]),
    );
    const runtime = foldEvents(initialRuntime(header), stored);
    // Each seat's result and the finish time, as the archive's write hook records them.
    const results = seatResults(runtime);
    for (const s of seats)
      await seatsCopy.write(
        copyLine([
          id,
          s.seat,
          s.userId,
          createdAt.toISOString(),
          results?.[s.seat] ?? null,
          isRunning ? null : last.createdAt.toISOString(),
        ]),
      );
    if (isRunning) {
      const runtime = foldEvents(initialRuntime(header), stored);
      const turn = turnAfter(runtime);
      if (turn)
        await turnsCopy.write(
          copyLine([id, turn.seat, turn.userId, turn.due, turn.version, turn.dueSince.toISOString(), null]),
        );
    }
    if ((i + 1) % 10_000 === 0) console.log(`  generated ${i + 1} matches (${fmt((nowMs() - t0) / 1000)} s)`);
  }
  for (const copy of [usersCopy, matchesCopy, seatsCopy, eventsCopy, turnsCopy]) await copy.close();
  await Promise.all(connections.map((c) => c.end()));
  const t1 = nowMs();
  for (const restore of restoreKeys) await restore();
  if (nowMs() - t1 > 1000)
    console.log(`  foreign keys added again and checked (Citus) in ${fmt((nowMs() - t1) / 1000)} s`);
  return { whale, users, finishedIds, runningIds };
}

interface Request {
  readonly query: string;
  readonly variables: Record<string, unknown>;
  /** None: a visitor's request (the archive). */
  readonly token?: string;
}

/** A server the benchmark times: this checkout's, or the one `--compare` names. */
interface Target {
  readonly name: string;
  readonly http: GraphQLHttp;
  readonly rest: RestHttp;
}

/** GET of a JSON resource over a keep-alive agent (the REST mirror). */
class RestHttp {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 4, maxFreeSockets: 4 });
  constructor(private readonly baseUrl: string) {}

  get(pathAndQuery: string): Promise<{ status: number; body: string }> {
    const url = new URL(pathAndQuery, this.baseUrl);
    return new Promise((resolve, reject) => {
      const req = httpGet(
        { agent: this.agent, host: url.hostname, port: url.port, path: url.pathname + url.search },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

function printLine(label: string, s: ReturnType<Samples['summary']>): void {
  console.log(
    `${label.padEnd(58)} p50 ${fmt(s.p50, 2).padStart(6)}  p95 ${fmt(s.p95, 2).padStart(6)}  p99 ${fmt(s.p99, 2).padStart(6)}  max ${fmt(s.max, 1).padStart(6)} ms`,
  );
}

/**
 * `samples` timed requests to each target, after `warmup` unrecorded ones; with two targets every request
 * goes to both, the first to one on even i and to the other on odd i, so both meet the same moments of
 * the machine's load. One line per target (the second labelled with its name).
 */
async function timeEach(
  label: string,
  counts: { samples: number; warmup: number },
  targets: readonly Target[],
  send: (target: Target, i: number) => Promise<string | null>,
): Promise<[string, ReturnType<Samples['summary']>][]> {
  const latency = targets.map(() => new Samples());
  for (let i = -counts.warmup; i < counts.samples; i++) {
    for (let k = 0; k < targets.length; k++) {
      const t = (k + Math.abs(i)) % targets.length;
      const t0 = nowMs();
      const error = await send(targets[t], i < 0 ? i + counts.warmup : i);
      const ms = nowMs() - t0;
      if (error !== null) throw new Error(`${label} (${targets[t].name}): ${error}`);
      if (i >= 0) latency[t].add(ms);
    }
  }
  return targets.map((target, t) => {
    const name = t === 0 ? label : `${label} [${target.name}]`;
    const s = latency[t].summary();
    printLine(name, s);
    return [name, s];
  });
}

/** GraphQL requests timed with timeEach. */
function time(
  label: string,
  counts: { samples: number; warmup: number },
  targets: readonly Target[],
  request: (i: number) => Request,
): Promise<[string, ReturnType<Samples['summary']>][]> {
  return timeEach(label, counts, targets, async (target, i) => {
    const { query, variables, token } = request(i);
    const result = await target.http.request(query, variables, token);
    return result.errors ? JSON.stringify(result.errors) : null;
  });
}

/**
 * The export's batches (EXPORT_BATCH matches of the whole archive, newest finished first), each handed to
 * `each`, which says how many records it made of it; with the time the searches took.
 */
async function exportBatches(
  archive: ArchiveRepository,
  filter: ArchiveFilter,
  batches: number,
  each: (page: ExportRow[]) => Promise<number>,
): Promise<{ records: number; search: number }> {
  let after: string | null = null;
  let records = 0;
  let search = 0;
  for (let b = 0; b < batches; b++) {
    const t0 = nowMs();
    const page = await archive.exportPage(filter, EXPORT_BATCH, after);
    search += nowMs() - t0;
    records += await each(page);
    // A small data set has fewer batches than asked for.
    if (page.length < EXPORT_BATCH) break;
    after = page[page.length - 1].id;
  }
  return { records, search };
}

/** GET /api/matches/export over HTTP, read to the end: records per second (one run, so p50 = p99). */
async function timeExport(
  baseUrl: string,
  limit: number,
  what: string,
): Promise<[string, ReturnType<Samples['summary']>]> {
  const t0 = nowMs();
  const response = await fetch(`${baseUrl}/api/matches/export?limit=${limit}`);
  if (!response.ok || !response.body) throw new Error(`export: HTTP ${response.status}`);
  let lines = 0;
  let bytes = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    for (const b of value) if (b === 10) lines++;
  }
  const seconds = (nowMs() - t0) / 1000;
  if (lines !== limit) throw new Error(`export: ${lines} lines, expected ${limit}`);
  const label = `export: ${limit} records as NDJSON over HTTP, ${what}`;
  console.log(
    `${label.padEnd(58)} ${fmt(lines / seconds).padStart(8)} records/s  (${fmt(seconds, 2)} s, ${fmt(bytes / 2 ** 20, 1)} MiB)`,
  );
  const latency = new Samples();
  latency.add((seconds * 1000) / lines);
  return [`${label} (ms per record)`, latency.summary()];
}

/**
 * One of the 1,000 users with the most friends the server allows (docs/players.md "Friends"): they and the
 * MAX_FOLLOWS other users follow each other, so their friends' games are drawn from ~110,000 matches. Made
 * once per data set.
 */
async function friendsOfOne(admin: postgres.Sql, users: readonly string[]): Promise<string> {
  const [one, ...others] = users;
  const friends = others.slice(0, MAX_FOLLOWS);
  await admin`INSERT INTO user_follows (follower_id, followed_id, created_at)
    SELECT a, b, now() FROM unnest(${friends}::uuid[]) f(id),
      LATERAL (VALUES (${one}::uuid, f.id), (f.id, ${one}::uuid)) pair(a, b)
    ON CONFLICT DO NOTHING`;
  return one;
}

/**
 * A club of 5,000 members (docs/players.md "Clubs"): the whale (its owner), the 1,000 users and 3,999 more
 * accounts; every other member rated in the duel pool. Made once per data set (a kept one reuses it).
 */
async function clubOf5000(admin: postgres.Sql, whale: string): Promise<string> {
  const [existing] = await admin`SELECT id::text AS id FROM clubs WHERE name_key = 'bench club'`;
  if (existing) return existing.id as string;
  await admin`INSERT INTO users (id, username, password_hash, role, created_at)
    SELECT gen_random_uuid(), 'clubber' || g, 'not-a-password-hash', 'player', now() FROM generate_series(1, 3999) g`;
  const [club] = await admin`INSERT INTO clubs (name, name_key, description, admission, owner_id, created_at)
    VALUES ('Bench club', 'bench club', '', 'open', ${whale}::uuid, now()) RETURNING id::text AS id`;
  await admin`INSERT INTO club_members (club_id, user_id, role, joined_at)
    SELECT ${club.id}::uuid, u.id, (CASE WHEN u.id = ${whale}::uuid THEN 'admin' ELSE 'member' END)::"ClubRole", now()
    FROM users u WHERE u.id = ${whale}::uuid OR u.username LIKE 'user%' OR u.username LIKE 'clubber%'`;
  await admin`INSERT INTO ratings (user_id, pool, rating, deviation, games, updated_at)
    SELECT m.user_id, 'duel', 1200 + (hashtext(m.user_id::text) % 400), 80, 20, now()
    FROM club_members m WHERE m.club_id = ${club.id}::uuid AND hashtext(m.user_id::text) % 2 = 0
    ON CONFLICT DO NOTHING`;
  return club.id as string;
}

/** Rate limits out of the way of a benchmark's single client (each principal still counted). */
export const NO_RATE_LIMITS: Record<string, string> = {
  RATE_LIMIT_AUTH: '1000000000/1',
  RATE_LIMIT_MOVES: '1000000000/1',
  RATE_LIMIT_API: '1000000000/1',
};

/** The data set: loaded (`load`), or, with `keep`, the one kept there by an earlier run with the same sizes. */
export async function loadedData(
  url: string | readonly string[],
  keep: string | undefined,
  finished: number,
  running: number,
): Promise<LoadedData> {
  const loadedFile = keep ? path.join(keep, 'loaded.json') : undefined;
  if (loadedFile && existsSync(loadedFile)) {
    const data = JSON.parse(readFileSync(loadedFile, 'utf8')) as LoadedData;
    if (data.finishedIds.length !== finished || data.runningIds.length !== running)
      throw new Error(
        `${keep} holds ${data.finishedIds.length} + ${data.runningIds.length} matches, not the asked-for`,
      );
    console.log(`reusing the data set kept in ${keep}`);
    return data;
  }
  const t = nowMs();
  const data = await load(url, finished, running);
  console.log(`loaded in ${fmt((nowMs() - t) / 1000)} s`);
  if (loadedFile) writeFileSync(loadedFile, JSON.stringify(data));
  return data;
}

async function main(): Promise<void> {
  const finished = option('finished', 100_000);
  const running = option('running', 10_000);
  const samples = option('samples', 500);
  const counts = { samples, warmup: option('warmup', 20) };
  const archiveCounts = { samples: option('archive-samples', 1000), warmup: counts.warmup };
  const compareIndex = process.argv.indexOf('--compare');
  const compareDir = compareIndex >= 0 ? path.resolve(process.argv[compareIndex + 1]) : undefined;
  const jsonIndex = process.argv.indexOf('--json');
  const machine = `${cpus()[0].model}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}`;
  console.log(
    `# Reads at data scale\n${machine}\n${finished} finished + ${running} running matches, ${USERS} users + 1 in every match\n`,
  );
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (other processes on this machine compete for its cores)`,
  );
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
  const onlyArchive = only === 'archive';
  // Just the club page's lines, sent to every target (with --compare: before and after, alternating).
  const onlyClubs = only === 'clubs';
  // Just what issue 37 compares between Citus and one PostgreSQL: myMatches, match, myTurn and the archive's searches
  // through the server (no club pages, export or in-process lines).
  const onlyLists = only === 'lists';
  const profileIndex = process.argv.indexOf('--cpu-prof');
  const cpuProfile = profileIndex >= 0 ? path.resolve(process.argv[profileIndex + 1]) : undefined;
  const keepIndex = process.argv.indexOf('--keep');
  const keep = keepIndex >= 0 ? process.argv[keepIndex + 1] : undefined;
  const outside = outsideDatabases();
  // Outside databases (a Citus coordinator, one PostgreSQL) are migrated and, on Citus, distributed as `npm start`
  // does, then loaded with the same data set; otherwise the bench's own embedded PostgreSQL, as before.
  const opened: OutsideDatabase[] = [];
  for (const { name, url } of outside) {
    opened.push(await OutsideDatabase.open(name, url));
    console.log(`outside database ${opened[opened.length - 1].description}`);
  }
  if (keep && opened.length > 0) mkdirSync(keep, { recursive: true });
  const cluster = opened.length === 0 ? await BenchCluster.start(keep) : undefined;
  const databases = cluster ? [{ name: 'embedded', url: cluster.url }] : opened;
  const secret = randomBytes(32).toString('hex');
  let server: ChildServer | undefined;
  let other: ChildServer | undefined;
  try {
    const data = await loadedData(
      databases.map((d) => d.url),
      keep,
      finished,
      running,
    );
    // --only load: build (or check) the data set and stop, e.g. to measure it later at another priority with --keep.
    if (only === 'load') return;
    // The same measurements on each database in turn (its own server process), each line labelled with its name
    // when there are several.
    for (const database of databases) {
      if (databases.length > 1) console.log(`\n## ${database.name}, load average ${loadavg()[0].toFixed(2)}\n`);
      await measureOn(data, database.url, databases.length > 1 ? database.name : null);
      await server?.stop();
      await other?.stop();
      server = undefined;
      other = undefined;
    }
  } finally {
    await server?.stop();
    await other?.stop();
    await cluster?.stop();
  }

  async function measureOn(data: LoadedData, databaseUrl: string, databaseName: string | null): Promise<void> {
    const t = nowMs();
    const admin = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
    const clubId = await clubOf5000(admin, data.whale);
    const friendly = await friendsOfOne(admin, data.users);
    await admin`VACUUM ANALYZE`;
    const [{ events }] = await admin`SELECT count(*)::int AS events FROM match_events`;
    // On Citus the coordinator's database holds only the metadata: the size is that of the placed tables' shards.
    const [{ size }] = (await admin`SELECT 1 FROM pg_extension WHERE extname = 'citus'`).length
      ? await admin`SELECT pg_size_pretty(sum(citus_total_relation_size(logicalrelid))) || ' in shards' AS size
                      FROM pg_dist_partition`
      : await admin`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`;
    await admin.end();
    console.log(`vacuum analyze ${fmt((nowMs() - t) / 1000)} s; ${events} events, database ${size}\n`);

    server = await ChildServer.start({
      databaseUrl,
      jwtSecret: secret,
      env: NO_RATE_LIMITS,
      nodeArgs: cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfile}`] : [],
      // A loaded machine takes a while to compile and start the server.
      startTimeoutMs: 180_000,
      onStderr: (text) => process.stderr.write(`[server] ${text}`),
    });
    const http = new GraphQLHttp(server.graphqlUrl, 4);
    const here: Target = { name: 'this checkout', http, rest: new RestHttp(server.baseUrl) };
    const targets: Target[] = [here];
    if (compareDir) {
      other = await ChildServer.start({
        databaseUrl,
        jwtSecret: secret,
        env: {
          RATE_LIMIT_AUTH: '1000000000/1',
          RATE_LIMIT_MOVES: '1000000000/1',
          RATE_LIMIT_API: '1000000000/1',
        },
        entry: path.join(compareDir, 'test/support/server-process.ts'),
        cwd: compareDir,
        startTimeoutMs: 180_000,
        onStderr: (text) => process.stderr.write(`[compared server] ${text}`),
      });
      targets.push({
        name: path.basename(compareDir),
        http: new GraphQLHttp(other.graphqlUrl, 4),
        rest: new RestHttp(other.baseUrl),
      });
      console.log(`comparing with the server of ${compareDir}: every archive request goes to both, alternating\n`);
    }
    const token = (userId: string): string =>
      jwt.sign({ sub: userId }, secret, {
        algorithm: 'HS256',
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        expiresIn: 3600,
      });
    const whaleToken = token(data.whale);
    const userTokens = data.users.map(token);
    const pick = <T>(list: readonly T[], i: number): T => list[(i * 7919) % list.length];
    const LIST = 'id status version createdAt seats { username }';
    const LIST_WITH_TURN = 'id status version createdAt seats { username } table { toAct { seat kind } }';
    const results: [string, ReturnType<Samples['summary']>][] = [
      // As many as an archive line, so that their p99s compare.
      ...(await time('me (the floor: an authenticated request through the stack)', archiveCounts, targets, () => ({
        query: '{ me { id } }',
        variables: {},
        token: whaleToken,
      }))),
    ];
    if (onlyClubs) {
      results.push(...(await clubReads(targets)));
      for (const target of targets) {
        await target.http.close();
        target.rest.close();
      }
      return writeResults();
    }
    if (onlyLists) results.push(...(await otherReads()));
    else if (!onlyArchive) results.push(...(await otherReads()), ...(await clubReads([here])));
    async function otherReads(): Promise<[string, ReturnType<Samples['summary']>][]> {
      return [
        ...(await time('myMatches, whale (110k matches), first page', counts, [here], () => ({
          query: `{ myMatches { ${LIST} } }`,
          variables: {},
          token: whaleToken,
        }))),
        ...(await time('myMatches, whale, first page with whose turn (replays)', counts, [here], () => ({
          query: `{ myMatches { ${LIST_WITH_TURN} } }`,
          variables: {},
          token: whaleToken,
        }))),
        ...(await time('myMatches, whale, page 2 (after the 20th)', counts, [here], () => ({
          query: `query($a: ID!) { myMatches(first: 20, after: $a) { ${LIST} } }`,
          variables: { a: data.runningIds[data.runningIds.length - 20] },
          token: whaleToken,
        }))),
        ...(await time('myMatches, 1 of 1,000 users (~110 matches), first page', counts, [here], (i) => ({
          query: `{ myMatches { ${LIST} } }`,
          variables: {},
          token: pick(userTokens, i),
        }))),
        ...(await time('match, finished (not cached: replays from the log)', counts, [here], (i) => ({
          query:
            'query($m: ID!) { match(id: $m) { id status version result { winner } table { phase seats { scorePile } } } }',
          variables: { m: data.finishedIds[(i * 7919) % data.finishedIds.length] },
          token: whaleToken,
        }))),
        ...(await time("match, running (a player's view)", counts, [here], (i) => ({
          query: 'query($m: ID!) { match(id: $m) { id status version table { phase hand toAct { seat kind } } } }',
          variables: { m: data.runningIds[(i * 31) % data.runningIds.length] },
          token: whaleToken,
        }))),
        ...(await time('myTurn, whale (about 5,000 due)', counts, [here], () => ({
          query: '{ myTurn(first: 20) { matchId } }',
          variables: {},
          token: whaleToken,
        }))),
        ...(await time('myTurn, 1 of 1,000 users', counts, [here], (i) => ({
          query: '{ myTurn(first: 20) { matchId } }',
          variables: {},
          token: pick(userTokens, i),
        }))),
      ];
    }
    async function clubReads(on: readonly Target[]): Promise<[string, ReturnType<Samples['summary']>][]> {
      return [
        // Clubs (issue 31): a club page of 5,000 members, p99 <= 20 ms asked.
        ...(await time('club page: the club and its first 100 of 5,000 members by rating', counts, on, () => ({
          query:
            'query($c: ID!) { club(clubId: $c) { id name members owner } clubMembers(clubId: $c, first: 100) { username role rating games } }',
          variables: { c: clubId },
          token: whaleToken,
        }))),
        ...(await time('club page: members 3,901-4,000 of 5,000 (offset 3,900)', counts, on, () => ({
          query: 'query($c: ID!) { clubMembers(clubId: $c, first: 100, offset: 3900) { username role rating games } }',
          variables: { c: clubId },
          token: whaleToken,
        }))),
        ...(await time("club page: the 5,000 members' newest 20 live games", counts, on, (i) => ({
          query: `query($c: ID!) { clubGames(clubId: $c, status: "running", first: 20) { ${LIST} } }`,
          variables: { c: clubId },
          token: pick(userTokens, i),
        }))),
        // Friends (issue 31): the friends' games list, p99 <= 20 ms asked; a user with the most friends allowed.
        ...(await time(`friendsGames running, first 20 (${MAX_FOLLOWS} friends)`, counts, on, () => ({
          query: `{ friendsGames(status: "running", first: 20) { ${LIST} } }`,
          variables: {},
          token: token(friendly),
        }))),
        ...(await time(`friendsGames finished, first 20 (${MAX_FOLLOWS} friends)`, counts, on, () => ({
          query: `{ friendsGames(status: "finished", first: 20) { ${LIST} } }`,
          variables: {},
          token: token(friendly),
        }))),
        ...(await time(`friendsWaiting (${MAX_FOLLOWS} friends)`, counts, on, () => ({
          query: '{ friendsWaiting { username matches } }',
          variables: {},
          token: token(friendly),
        }))),
      ];
    }
    // The public archive (issue 18): search pages without a token, through GraphQL and the REST mirror.
    const ARCHIVED = 'id status rated finishedAt seats { username result }';
    const archive = (filter: Record<string, unknown>, after?: string): Request => ({
      query: `query($f: ArchiveFilterInput, $a: ID) { archivedMatches(filter: $f, first: 50, after: $a) { ${ARCHIVED} } }`,
      variables: { f: filter, a: after },
    });
    const midYear = new Date(Date.now() - 180 * DAY).toISOString();
    const archiveLines: [string, ReturnType<Samples['summary']>][] = [
      ...(await time('archive: newest 50 finished public matches', archiveCounts, targets, () => archive({}))),
      ...(await time('archive: page 20 (after the 950th)', archiveCounts, targets, () =>
        archive({}, data.finishedIds[data.finishedIds.length - 950]),
      )),
      ...(await time("archive: a user's matches (~100)", archiveCounts, targets, (i) =>
        archive({ player: `user${(i * 7919) % USERS}` }),
      )),
      ...(await time("archive: the whale's rated wins (100k matches)", archiveCounts, targets, () =>
        archive({ player: 'whale', rated: true, result: 'win' }),
      )),
      ...(await time('archive: whale against 1 of 1,000 users', archiveCounts, targets, (i) =>
        archive({ player: 'whale', opponent: `user${(i * 7919) % USERS}` }),
      )),
      ...(await time('archive: rated, finished before half a year ago', archiveCounts, targets, () =>
        archive({ rated: true, to: midYear }),
      )),
      ...(await timeEach(
        "archive REST: GET /api/users/{name}/matches (a user's)",
        archiveCounts,
        targets,
        async (target, i) => {
          const { status, body } = await target.rest.get(`/api/users/user${(i * 7919) % USERS}/matches?first=50`);
          return status === 200 && body.startsWith('[') ? null : `HTTP ${status}: ${body.slice(0, 200)}`;
        },
      )),
    ];
    results.push(...archiveLines);
    for (const [label, s] of archiveLines)
      if (s.p99 > 20) console.log(`  note: ${label} p99 ${fmt(s.p99, 2)} ms is above the issue's 20 ms`);
    // The export streams the line each match stored when it finished (archived_records); a data set kept
    // from before that table has none, so the first export replays and stores them, and the second streams.
    if (onlyLists) {
      for (const target of targets) {
        await target.http.close();
        target.rest.close();
      }
      return writeResults();
    }
    const exported = Math.min(option('export', 20_000), finished);
    results.push(
      await timeExport(server.baseUrl, exported, 'first (stores missing lines)'),
      await timeExport(server.baseUrl, exported, 'stored lines'),
    );
    for (const target of targets) {
      await target.http.close();
      target.rest.close();
    }
    // The match store alone, in this process: the SQL of each read and the replay, without HTTP, GraphQL or auth.
    const prisma = new PrismaService({ databaseUrl } as AppConfig);
    const store = new MatchDatabase({ databaseUrl, matchStore: DEFAULT_MATCH_STORE_SETTINGS });
    const repository = new MatchesRepository(prisma, store);
    const direct = async (
      label: string,
      work: (i: number) => Promise<unknown>,
      { samples: n, warmup } = counts,
    ): Promise<[string, ReturnType<Samples['summary']>]> => {
      const latency = new Samples();
      for (let i = -warmup; i < n; i++) {
        const t0 = nowMs();
        await work(Math.abs(i));
        if (i >= 0) latency.add(nowMs() - t0);
      }
      const s = latency.summary();
      console.log(
        `${label.padEnd(58)} p50 ${fmt(s.p50, 2).padStart(6)}  p95 ${fmt(s.p95, 2).padStart(6)}  p99 ${fmt(s.p99, 2).padStart(6)}  max ${fmt(s.max, 1).padStart(6)} ms`,
      );
      return [label, s];
    };
    // The archive's SQL alone (ArchiveRepository, no HTTP, GraphQL or name lookups: one statement a page), and the export's work
    // per record without HTTP: a batch of the search, its events, the replay and the line.
    console.log('\nthe archive alone (SQL, replay and line in the benchmark process):');
    const archiveRepository = new ArchiveRepository(prisma, store);
    const [whaleId, ...userIds] = [data.whale, ...data.users];
    const everything: ArchiveFilter = {
      viewerId: null,
      playerId: null,
      onlyShown: false,
      opponentId: null,
      walkOpponent: false,
      result: null,
      rated: null,
      players: null,
      faction: null,
      hero: null,
      from: null,
      to: null,
    };
    results.push(
      await direct('archive SQL: newest 50', () => archiveRepository.search(everything, 50, null), archiveCounts),
      await direct(
        'archive SQL: page 20 (after the 950th)',
        () => archiveRepository.search(everything, 50, data.finishedIds[data.finishedIds.length - 950]),
        archiveCounts,
      ),
      await direct(
        "archive SQL: a user's matches",
        (i) => archiveRepository.search({ ...everything, playerId: userIds[(i * 7919) % USERS] }, 50, null),
        archiveCounts,
      ),
      await direct(
        "archive SQL: the whale's rated wins",
        () => archiveRepository.search({ ...everything, playerId: whaleId, rated: true, result: 'win' }, 50, null),
        archiveCounts,
      ),
      // The user has fewer matches: the service walks their seats (walkOpponent).
      await direct(
        'archive SQL: whale against 1 of 1,000 users',
        (i) =>
          archiveRepository.search(
            { ...everything, playerId: whaleId, opponentId: userIds[(i * 7919) % USERS], walkOpponent: true },
            50,
            null,
          ),
        archiveCounts,
      ),
      await direct(
        'archive SQL: rated, before half a year ago',
        () => archiveRepository.search({ ...everything, rated: true, to: new Date(midYear) }, 50, null),
        archiveCounts,
      ),
    );
    {
      const parts = { events: 0, replay: 0 };
      const { records, search } = await exportBatches(archiveRepository, everything, 10, async (page) => {
        // What the export does for a match without a stored line: its header, its events, the replay.
        let t0 = nowMs();
        const found = await Promise.all(page.map(({ id }) => repository.findMatch(id)));
        const matches = found.flatMap((match) => (match ? [match] : []));
        const events = await repository.eventsBetween(
          matches.map(({ header, head }) => ({ matchId: header.id, after: -1, upTo: head.version })),
        );
        parts.events += nowMs() - t0;
        t0 = nowMs();
        for (const { header } of matches) {
          const runtime = foldEvents(initialRuntime(header), events.get(header.id) ?? [], { clocks: false });
          JSON.stringify({ matchId: header.id, headHash: runtime.headHash, record: recordOf(runtime) });
        }
        parts.replay += nowMs() - t0;
        return page.length;
      });
      const perRecord = (ms: number) => fmt((ms * 1000) / records, 0);
      console.log(
        `export's work alone, replayed, ${records} records: search ${perRecord(search)} µs, headers + events ${perRecord(parts.events)} µs, ` +
          `replay + record + line ${perRecord(parts.replay)} µs per record ` +
          `(${fmt((records * 1000) / (search + parts.events + parts.replay))} records/s one after the other)`,
      );
    }
    {
      // The export as it is now: a batch of the search with the stored lines of its matches, one query.
      const { records, search } = await exportBatches(archiveRepository, everything, 10, async (page) =>
        Promise.resolve(page.filter(({ line }) => line !== null).length),
      );
      const perRecord = (ms: number) => fmt((ms * 1000) / records, 0);
      console.log(
        `export's work alone, stored lines, ${records} records: search with lines ${perRecord(search)} µs per record ` +
          `(${fmt((records * 1000) / search)} records/s)`,
      );
    }
    if (onlyArchive) {
      await store.onModuleDestroy();
      await prisma.$disconnect();
      return writeResults();
    }
    console.log('\nthe match store alone (SQL and replay in the benchmark process):');
    results.push(
      await direct("store: page of 50 of the whale's matches", () => repository.matchPageOf(data.whale, 50, null)),
      await direct("store: page of 50 of a user's matches", (i) =>
        repository.matchPageOf(data.users[(i * 7919) % USERS], 50, null),
      ),
      await direct('store: a finished match read and replayed (52 events)', async (i) => {
        const id = data.finishedIds[(i * 104729) % data.finishedIds.length];
        const found = await repository.findMatch(id);
        return foldEvents(initialRuntime(found!.header), await repository.eventsAfter(id, -1));
      }),
      await direct('store: a match head (every read of a cached match)', (i) =>
        repository.findHead(data.runningIds[(i * 31) % data.runningIds.length]),
      ),
    );
    await store.onModuleDestroy();
    await prisma.$disconnect();
    writeResults();
    function writeResults(): void {
      if (jsonIndex < 0) return;
      // With several databases, one file each: FILE.NAME.json beside FILE.json.
      const file = process.argv[jsonIndex + 1];
      writeFileSync(
        databaseName ? file.replace(/(\.json)?$/, `.${databaseName}.json`) : file,
        JSON.stringify(
          { machine, database: databaseName, finished, running, samples, results: Object.fromEntries(results) },
          null,
          2,
        ),
      );
    }
  }
}

/** `--database NAME=URL,…` (as in bench/server/run.ts): outside databases to load and measure, in this order. */
function outsideDatabases(): { name: string; url: string }[] {
  const i = process.argv.indexOf('--database');
  if (i < 0) return [];
  return process.argv[i + 1]
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf('=');
      if (at <= 0 || at === entry.length - 1) throw new Error(`--database NAME=URL, not ${entry}`);
      return { name: entry.slice(0, at), url: entry.slice(at + 1) };
    });
}

// Also a library: bench/server/box.ts builds the same data set with `load`.
if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
