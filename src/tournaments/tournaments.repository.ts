import { Inject, Injectable, Optional } from '@nestjs/common';
import type { TournamentEvents } from './tournament-events';
import { TOURNAMENT_EVENTS } from './tournament-events';
import { PrismaService } from '../database/prisma.service';
import type { Sql } from '../database/sql';
import { sqlOfPrisma } from '../database/sql';
import { poolOf } from '../ratings/rating-math';
import type { TournamentEvent, TournamentState } from './core/log';
import type { TournamentEntropy } from './core/table-entropy';

/** The rating an entrant without one seeds with (every pool starts players at 1500). */
const INITIAL_TOURNAMENT_RATING = 1500;

/** A paired game whose match is to be started (or was, when the match is there). */
export interface PairedGame {
  readonly matchId: string;
  readonly tournamentId: string;
  readonly round: number;
  readonly board: number;
  readonly seats: readonly { readonly id: string; readonly username: string }[];
}

export interface TournamentHead {
  readonly id: string;
  readonly status: string;
  readonly createdAt: Date;
}

interface EventRow {
  tournamentId: string;
  seq: number;
  type: string;
  payload: unknown;
  createdAt: Date;
  hash: string;
}

const EVENT_COLUMNS = `tournament_id::text AS "tournamentId", seq, type, payload, created_at AS "createdAt", hash`;

function toEvent(row: EventRow): TournamentEvent {
  return {
    tournamentId: row.tournamentId,
    seq: row.seq,
    type: row.type,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
    hash: row.hash,
  } as TournamentEvent;
}

/** Postgres channel carrying `tournamentId:version` for every committed change of a tournament (LISTEN/NOTIFY). */
export const TOURNAMENT_CHANNEL = 'claim_tournaments';

/** The only reader and writer of tournaments, tournament_events and tournament_games. */
@Injectable()
export class TournamentsRepository {
  constructor(
    private readonly prisma: PrismaService,
    @Optional() @Inject(TOURNAMENT_EVENTS) private readonly hooks: TournamentEvents | null = null,
  ) {}

  async events(sql: Sql, id: string): Promise<TournamentEvent[]> {
    const rows = await sql.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM tournament_events WHERE tournament_id = $1::uuid ORDER BY seq`,
      [id],
    );
    return rows.map(toEvent);
  }

  /**
   * The events of a tournament after `seq`, in order; null when there is no such tournament. One statement: the
   * tournament's row joined to its newer events, so an unchanged tournament answers one row of nulls.
   */
  async eventsAfter(sql: Sql, id: string, seq: number): Promise<TournamentEvent[] | null> {
    const rows = await sql.query<EventRow | { [K in keyof EventRow]: null }>(
      `SELECT e.tournament_id::text AS "tournamentId", e.seq, e.type, e.payload, e.created_at AS "createdAt", e.hash
       FROM tournaments t LEFT JOIN tournament_events e ON e.tournament_id = t.id AND e.seq > $2::int
       WHERE t.id = $1::uuid ORDER BY e.seq`,
      [id, seq],
    );
    if (rows.length === 0) return null;
    return rows.flatMap((row) => (row.seq === null ? [] : [toEvent(row)]));
  }

  /** Locks the tournament's row; false when there is none. */
  async lock(sql: Sql, id: string): Promise<boolean> {
    const locked = await sql.query(`SELECT id FROM tournaments WHERE id = $1::uuid FOR UPDATE`, [id]);
    return locked.length > 0;
  }

  /** Runs `work` in a transaction holding the tournament's row lock; null when there is no such tournament. */
  async withRowLock<T>(id: string, work: (sql: Sql) => Promise<T>): Promise<T | null> {
    return this.prisma.$transaction(async (tx) => {
      const sql = sqlOfPrisma(tx);
      return (await this.lock(sql, id)) ? work(sql) : null;
    });
  }

  /** Plain (not transactional) statements, for readers outside any lock. */
  reader(): Sql {
    return sqlOfPrisma(this.prisma);
  }

  /** The log of a tournament, outside any lock (readers). */
  findEvents(id: string): Promise<TournamentEvent[]> {
    return this.events(sqlOfPrisma(this.prisma), id);
  }

  /** A new tournament: its head row and its first event, in one transaction. */
  /** `entropyMaster`: the secret master seed whose SHA-256 `first` logs (table-entropy.ts). */
  async create(state: TournamentState, first: TournamentEvent, entropyMaster: string | null): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const sql = sqlOfPrisma(tx);
      await sql.query(
        `INSERT INTO tournaments (id, organizer_id, name, format, status, max_entrants, version, created_at, entropy_master)
         VALUES ($1::uuid, $2::uuid, $3, $4, $5, $6::int, $7::int, $8::timestamptz, $9) RETURNING 1 AS stored`,
        [
          state.id,
          state.organizer.userId,
          state.settings.name,
          state.settings.format,
          state.status,
          state.settings.maxEntrants,
          state.version,
          state.createdAt,
          entropyMaster,
        ],
      );
      await this.insertEvents(sql, [first]);
      // Its notices (an invitation list's players hear of it) in the same transaction, as for every event.
      await this.hooks?.appended(sql, [first], state);
    });
  }

  /** Appends events (already chained) and brings the head row up to `after`. */
  async append(sql: Sql, events: readonly TournamentEvent[], after: TournamentState): Promise<void> {
    if (events.length === 0) return;
    await this.insertEvents(sql, events);
    // The NOTIFY is delivered on COMMIT: TournamentFeed then reads the log itself (the payload only says how far).
    // pg_notify outside the UPDATE's RETURNING (still one statement): Citus refuses a non-IMMUTABLE function there.
    await sql.query(
      `WITH stored AS (
         UPDATE tournaments SET status = $2, entrants = $3::int, current_round = $4::int, version = $5::int,
           organizer_id = $6::uuid
         WHERE id = $1::uuid RETURNING id, version)
       SELECT pg_notify('${TOURNAMENT_CHANNEL}', id::text || ':' || version) IS NULL AS stored FROM stored`,
      [after.id, after.status, after.entrants.length, after.currentRound, after.version, after.organizer.userId],
    );
    await this.hooks?.appended(sql, events, after);
  }

  private async insertEvents(sql: Sql, events: readonly TournamentEvent[]): Promise<void> {
    await sql.query(
      `INSERT INTO tournament_events (tournament_id, seq, type, payload, created_at, hash)
       SELECT t.tournament_id, t.seq, t.type, t.payload, t.created_at, t.hash
       FROM jsonb_to_recordset($1::jsonb) AS t(tournament_id uuid, seq int, type text, payload jsonb, created_at timestamptz, hash text)
       RETURNING 1 AS stored`,
      [
        JSON.stringify(
          events.map((e) => ({
            tournament_id: e.tournamentId,
            seq: e.seq,
            type: e.type,
            payload: e.payload,
            created_at: e.createdAt,
            hash: e.hash,
          })),
        ),
      ],
    );
  }

  /** The seed, kept secret until the end; written when the tournament starts. */
  async storeSeed(sql: Sql, id: string, seed: string): Promise<void> {
    await sql.query(`UPDATE tournaments SET seed = $2 WHERE id = $1::uuid RETURNING 1 AS stored`, [id, seed]);
  }

  /**
   * Keeps an entrant's entropy contribution (under the tournament's lock), or forgets it when their entry
   * sent none: what is kept is what their last `entrant_joined` logged the hash of.
   */
  async storeContribution(sql: Sql, id: string, userId: string, contribution: string | null): Promise<void> {
    // The added pair is built here, not with jsonb_build_object in the CASE: Citus refuses a non-IMMUTABLE function
    // in a CASE or COALESCE of an UPDATE (jsonb_build_object is STABLE).
    await sql.query(
      contribution === null
        ? `UPDATE tournaments SET entropy_contributions = coalesce(entropy_contributions, '{}'::jsonb) - $2::text
           WHERE id = $1::uuid RETURNING 1 AS stored`
        : `UPDATE tournaments SET entropy_contributions = coalesce(entropy_contributions, '{}'::jsonb) || $2::jsonb
           WHERE id = $1::uuid RETURNING 1 AS stored`,
      [id, contribution === null ? userId : JSON.stringify({ [userId]: contribution })],
    );
  }

  /** The master seed and the contributions (secret until the end); null for a tournament from before entropy. */
  async entropyOf(sql: Sql | null, id: string): Promise<TournamentEntropy | null> {
    const [row] = await (sql ?? sqlOfPrisma(this.prisma)).query<{
      master: string | null;
      contributions: Record<string, string> | null;
    }>(`SELECT entropy_master AS master, entropy_contributions AS contributions FROM tournaments WHERE id = $1::uuid`, [
      id,
    ]);
    return row?.master ? { master: row.master, contributions: row.contributions ?? {} } : null;
  }

  async seedOf(sql: Sql, id: string): Promise<string | null> {
    const [row] = await sql.query<{ seed: string | null }>(`SELECT seed FROM tournaments WHERE id = $1::uuid`, [id]);
    return row?.seed ?? null;
  }

  async addGames(sql: Sql, games: readonly PairedGame[]): Promise<void> {
    if (games.length === 0) return;
    await sql.query(
      `INSERT INTO tournament_games (match_id, tournament_id, round, board, seats)
       SELECT t.match_id, t.tournament_id, t.round, t.board, t.seats
       FROM jsonb_to_recordset($1::jsonb) AS t(match_id uuid, tournament_id uuid, round int, board int, seats jsonb)
       RETURNING 1 AS stored`,
      [
        JSON.stringify(
          games.map((g) => ({
            match_id: g.matchId,
            tournament_id: g.tournamentId,
            round: g.round,
            board: g.board,
            seats: g.seats,
          })),
        ),
      ],
    );
  }

  /** Of these matches, those a tournament paired and whose result it has not taken yet: marked taken now. */
  async takeFinished(sql: Sql, matchIds: readonly string[]): Promise<{ matchId: string; tournamentId: string }[]> {
    if (matchIds.length === 0) return [];
    return sql.query<{ matchId: string; tournamentId: string }>(
      `UPDATE tournament_games SET finished = true
       WHERE match_id = ANY($1::uuid[]) AND NOT finished
       RETURNING match_id::text AS "matchId", tournament_id::text AS "tournamentId"`,
      [matchIds],
    );
  }

  /**
   * Each entrant's rating in the pool of `players`-player matches, rounded (the tournament log keeps
   * integers); someone never rated has the pool's initial 1500.
   */
  async ratingsOf(sql: Sql, userIds: readonly string[], players: number): Promise<Record<string, number>> {
    const rows = await sql.query<{ userId: string; rating: number }>(
      `SELECT user_id::text AS "userId", rating FROM ratings WHERE pool = $2::"RatingPool" AND user_id = ANY($1::uuid[])`,
      [userIds, poolOf(players)],
    );
    const rated = new Map(rows.map((r) => [r.userId, Math.round(r.rating)]));
    return Object.fromEntries(userIds.map((id) => [id, rated.get(id) ?? INITIAL_TOURNAMENT_RATING]));
  }

  /** Running tournaments of a format, oldest first (the league season sweep). */
  /**
   * Tournaments still taking entries whose scheduled start (`startsAt` of their logged settings, an ISO
   * instant, so text order is time order) is due at `now`, the earliest first, with at least `fewest` entrants.
   */
  dueToStart(now: Date, fewest: number, limit: number): Promise<string[]> {
    return sqlOfPrisma(this.prisma)
      .query<{ id: string }>(
        `SELECT t.id::text AS id FROM tournaments t
         JOIN tournament_events e ON e.tournament_id = t.id AND e.seq = 1
         WHERE t.status = 'registration' AND t.entrants >= $2::int
           AND e.payload->'settings'->>'startsAt' <= $1::text
         ORDER BY e.payload->'settings'->>'startsAt', t.id LIMIT $3::int`,
        [now.toISOString(), fewest, limit],
      )
      .then((rows) => rows.map((r) => r.id));
  }

  /** The tournaments of a club (`clubId` of their logged settings), the newest first. */
  ofClub(clubId: string, limit: number): Promise<string[]> {
    return sqlOfPrisma(this.prisma)
      .query<{ id: string }>(
        `SELECT t.id::text AS id FROM tournaments t
         JOIN tournament_events e ON e.tournament_id = t.id AND e.seq = 1
         WHERE e.payload->'settings'->>'clubId' = $1::text
         ORDER BY t.created_at DESC, t.id LIMIT $2::int`,
        [clubId, limit],
      )
      .then((rows) => rows.map((r) => r.id));
  }

  runningOfFormat(format: string, limit: number): Promise<string[]> {
    return sqlOfPrisma(this.prisma)
      .query<{ id: string }>(
        `SELECT id::text AS id FROM tournaments WHERE status = 'running' AND format = $1 ORDER BY created_at LIMIT $2::int`,
        [format, limit],
      )
      .then((rows) => rows.map((r) => r.id));
  }

  /**
   * Paired games of the tournament (or of all, with null) whose match does not exist yet. An anti-join, not a
   * correlated NOT EXISTS: on Citus tournament_games is a reference table and matches distributed, and Citus refuses
   * the correlated subquery (as src/lobbies/match-link.ts).
   */
  gamesWithoutMatch(tournamentId: string | null, limit: number): Promise<PairedGame[]> {
    return sqlOfPrisma(this.prisma).query<PairedGame>(
      `SELECT g.match_id::text AS "matchId", g.tournament_id::text AS "tournamentId", g.round, g.board, g.seats
       FROM tournament_games g LEFT JOIN matches m ON m.id = g.match_id
       WHERE ($1::uuid IS NULL OR g.tournament_id = $1::uuid) AND m.id IS NULL
       ORDER BY g.tournament_id, g.round, g.board LIMIT $2::int`,
      [tournamentId, limit],
    );
  }

  /** Tournaments, newest first: those with `status` (any with null), a page after `after`. */
  list(status: string | null, first: number, after: string | null): Promise<TournamentHead[]> {
    return sqlOfPrisma(this.prisma).query<TournamentHead>(
      `SELECT id::text AS id, status, created_at AS "createdAt" FROM tournaments t
       WHERE ($1::text IS NULL OR t.status = $1::text)
         AND ($3::uuid IS NULL OR (t.created_at, t.id) < (SELECT created_at, id FROM tournaments WHERE id = $3::uuid))
       ORDER BY t.created_at DESC, t.id DESC LIMIT $2::int`,
      [status, first, after],
    );
  }
}
