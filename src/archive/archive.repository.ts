import { Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PrismaService } from '../database/prisma.service';
import type { Sql } from '../database/sql';
import { sqlOfPrisma } from '../database/sql';
import type { Rules } from '../engine';
import { MatchDatabase } from '../matches/store/match-database';
import type { SeatResult } from '../matches/match-runtime';
import type { MatchStatus } from '../matches/match.types';
import { listableSql } from '../matches/store/hidden-history';
import { friendsSql, isFriendSql } from '../users/follows.repository';

/** What the archive is searched by; every field may be left open. */
export interface ArchiveFilter {
  /** Matches this user played; their result, if given, is `result`. */
  readonly playerId: string | null;
  /** Set with `playerId`: they hide their history, so only the matches they marked shown are listed. */
  readonly onlyShown: boolean;
  /** Matches (also) against this user. */
  readonly opponentId: string | null;
  /**
   * With both players: walk the opponent's seats, not the player's (the opponent has fewer finished
   * matches; ArchivePlayer.finished says). One of 1,000 opponents of a player with 100,000 matches would
   * otherwise be found by reading a thousand of the player's seats per hit.
   */
  readonly walkOpponent: boolean;
  readonly result: SeatResult | null;
  readonly rated: boolean | null;
  /** Number of players, 2 to 4. */
  readonly players: number | null;
  /** A faction the rule set includes (R2.1). */
  readonly faction: string | null;
  /** A hero the rule set includes (R2.2). */
  readonly hero: string | null;
  /** Finished at or after / before. */
  readonly from: Date | null;
  readonly to: Date | null;
  /**
   * Who searches (null: a visitor): a match withheld by a player's hidden history is listed only for its
   * own players (hidden-history.ts).
   */
  readonly viewerId: string | null;
}

/** A position in the archive's order (newest finished first): the last match of the previous page. */
export interface ArchiveCursor {
  readonly finishedAt: Date;
  readonly id: string;
}

/** What a profile counts, per number of players. */
export interface PlayedCounts {
  readonly players: number;
  readonly played: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
}

/** A seat of a listed match: who played it and how it ended for them (null while it runs). */
export interface ArchivedSeat {
  readonly seat: number;
  readonly username: string;
  readonly result: SeatResult | null;
}

/**
 * A match as the archive and the live list show it: no seed, deck or event, only what a listing says
 * (imported matches are never listed, so the seats are always match_seats').
 */
export interface ArchivedMatch {
  readonly id: string;
  readonly status: MatchStatus;
  readonly rules: Rules;
  readonly rated: boolean;
  readonly version: number;
  readonly headHash: string;
  readonly seedCommitment: string;
  readonly createdAt: Date;
  readonly finishedAt: Date | null;
  /** In seat order. */
  readonly seats: readonly ArchivedSeat[];
}

/**
 * A listed match's columns (alias `m`), its seats with usernames and results as one JSON array from one
 * subquery: the page is one statement, whatever its size.
 */
const LISTED_COLUMNS = `m.id::text AS id, m.status::text AS status, m.rules, m.rated, m.version, m.head_hash AS "headHash",
  m.seed_commitment AS "seedCommitment", m.created_at AS "createdAt", m.finished_at AS "finishedAt",
  (SELECT json_agg(json_build_object('seat', x.seat, 'username', xu.username, 'result', x.result) ORDER BY x.seat)
   FROM match_seats x JOIN users xu ON xu.id = x.user_id WHERE x.match_id = m.id) AS seats`;

/**
 * A running match (`alias` of `matches`) the live lists may show: spectators let people watch, and none of
 * its players hides their history (a running match listed with their name would rebuild it).
 */
function liveListableSql(alias: string): string {
  return `${alias}.spectators IN ('anyone', 'signed_in')
    AND NOT EXISTS (SELECT 1 FROM match_seats hs JOIN users hu ON hu.id = hs.user_id
                    WHERE hs.match_id = ${alias}.id AND hu.history_hidden)`;
}

/**
 * How many of the newest matches a friends' or a club's games list walks before it asks each player in turn
 * (ArchiveRepository.gamesOf): about 10 µs a match, so a walk that finds too little costs a few milliseconds.
 */
const GAMES_WALK = 500;

/** A named player of a search, resolved. */
export interface ArchivePlayer {
  readonly id: string;
  readonly historyHidden: boolean;
  /** Their finished matches, counted up to SEATS_COUNTED; only when asked for (it picks a walk). */
  readonly finished: number | null;
}

/** How far ArchiveRepository.players counts a player's finished matches: enough to tell the smaller. */
const SEATS_COUNTED = 5000;

/** A match of the export's page: its line, if stored. */
export interface ExportRow {
  readonly id: string;
  readonly finishedAt: Date;
  readonly line: string | null;
}

export interface ArchiveUser {
  readonly id: string;
  readonly username: string;
  readonly historyHidden: boolean;
  readonly createdAt: Date;
  /** A moderator marked the account as having broken the rules (docs/fair-play.md "Moderation"). */
  readonly rulesBroken: boolean;
}

/**
 * The public archive's reads (finished matches whose players let anyone watch, played here), and the
 * per-seat results it is searched by, written when a match finishes.
 */
@Injectable()
export class ArchiveRepository {
  private readonly pool: Pool;
  /** Whether the database is a Citus coordinator, asked once, when gamesOf first needs to know. */
  private citus: Promise<boolean> | undefined;

  // Searches go through the match store's node-postgres pool: without Prisma's per-query overhead (about
  // half a millisecond each, docs/benchmarks-history.md "issue 18, third pass: search p99").
  constructor(
    private readonly prisma: PrismaService,
    private readonly store: MatchDatabase,
  ) {
    this.pool = store.pool;
  }

  /** Stamps each seat's result and the finish time on match_seats, in the finishing event's transaction. */
  async recordResults(
    sql: Sql,
    finished: readonly { matchId: string; finishedAt: Date; results: readonly SeatResult[] }[],
  ): Promise<void> {
    const rows = finished.flatMap(({ matchId, finishedAt, results }) =>
      results.map((result, seat) => ({ match_id: matchId, seat, result, finished_at: finishedAt.toISOString() })),
    );
    if (rows.length === 0) return;
    await sql.query(
      `UPDATE match_seats s SET result = t.result, finished_at = t.finished_at
       FROM jsonb_to_recordset($1::jsonb) AS t(match_id uuid, seat int, result text, finished_at timestamptz)
       WHERE s.match_id = t.match_id AND s.seat = t.seat
       RETURNING 1 AS recorded`,
      [JSON.stringify(rows)],
    );
  }

  /**
   * Stores export lines of finished matches (in the finishing event's transaction, or lazily by the export);
   * a match's line never changes, so a second write of it is a no-op.
   */
  async storeLines(
    lines: readonly { matchId: string; line: string }[],
    sql: Sql = sqlOfPrisma(this.prisma),
  ): Promise<void> {
    if (lines.length === 0) return;
    await sql.query(
      `INSERT INTO archived_records (match_id, line)
       SELECT t.match_id, t.line FROM jsonb_to_recordset($1::jsonb) AS t(match_id uuid, line text)
       ON CONFLICT (match_id) DO NOTHING
       RETURNING 1 AS stored`,
      [JSON.stringify(lines.map(({ matchId, line }) => ({ match_id: matchId, line })))],
    );
  }

  /** The stored export lines of these matches, by match id (a match finished before they were kept has none). */
  async storedLines(matchIds: readonly string[]): Promise<Map<string, string>> {
    if (matchIds.length === 0) return new Map();
    const rows = await this.prisma.$queryRawUnsafe<{ matchId: string; line: string }[]>(
      `SELECT match_id::text AS "matchId", line FROM archived_records WHERE match_id = ANY($1::uuid[])`,
      matchIds,
    );
    return new Map(rows.map(({ matchId, line }) => [matchId, line]));
  }

  /** Finished matches played here that have no stored line yet, EXPORT_BATCH-sized, by id (the backfill). */
  async unstoredFinished(after: string | null, take: number): Promise<string[]> {
    const rows = await this.prisma.$queryRawUnsafe<{ id: string }[]>(
      `SELECT m.id::text AS id FROM matches m
       WHERE m.status = 'finished' AND m.imported_by IS NULL AND ($1::uuid IS NULL OR m.id > $1::uuid)
         AND NOT EXISTS (SELECT 1 FROM archived_records a WHERE a.match_id = m.id)
       ORDER BY m.id LIMIT $2`,
      after,
      take,
    );
    return rows.map(({ id }) => id);
  }

  async userByName(username: string): Promise<ArchiveUser | null> {
    const rows = await this.prisma.$queryRawUnsafe<ArchiveUser[]>(
      `SELECT id::text AS id, username, history_hidden AS "historyHidden", created_at AS "createdAt",
              rules_broken_at IS NOT NULL AS "rulesBroken" FROM users WHERE username = $1`,
      username,
    );
    return rows[0] ?? null;
  }

  /**
   * The players a search names, by username (those that exist), in one query; with `countFinished`, each
   * one's finished matches up to SEATS_COUNTED.
   */
  async players(usernames: readonly string[], countFinished: boolean): Promise<Map<string, ArchivePlayer>> {
    // Each name's count is its own uncorrelated subquery (the name's id looked up inside it): Citus refuses a subquery
    // on the distributed match_seats correlated with the reference table users, and the LIMIT stops each count early.
    const counts = usernames.map(
      (_, i) => `WHEN ($1::text[])[${i + 1}] THEN (SELECT count(*) FROM (SELECT 1 FROM match_seats c
          WHERE c.user_id = (SELECT n.id FROM users n WHERE n.username = ($1::text[])[${i + 1}])
            AND c.finished_at IS NOT NULL LIMIT ${SEATS_COUNTED}) counted)`,
    );
    const finished =
      countFinished && counts.length > 0 ? `(CASE u.username ${counts.join(' ')} END)::int` : 'NULL::int';
    const { rows } = await this.pool.query<ArchivePlayer & { username: string }>(
      `SELECT u.username, u.id::text AS id, u.history_hidden AS "historyHidden", ${finished} AS finished
       FROM users u WHERE u.username = ANY($1::text[])`,
      [usernames],
    );
    return new Map(rows.map(({ username, ...player }) => [username, player]));
  }

  async setHistoryHidden(userId: string, hidden: boolean): Promise<void> {
    await this.prisma.$executeRawUnsafe('UPDATE users SET history_hidden = $2 WHERE id = $1::uuid', userId, hidden);
  }

  /** Marks one of the user's finished matches shown (or not) on their profile; false when it is not theirs. */
  async setShown(userId: string, matchId: string, shown: boolean): Promise<boolean> {
    const changed = await this.prisma.$executeRawUnsafe(
      'UPDATE match_seats SET shown = $3 WHERE user_id = $1::uuid AND match_id = $2::uuid',
      userId,
      matchId,
      shown,
    );
    return changed > 0;
  }

  /** Where a match stands in the archive's order; null unless it is a finished match. */
  async cursorOf(matchId: string): Promise<ArchiveCursor | null> {
    const { rows } = await this.pool.query<ArchiveCursor>(
      `SELECT finished_at AS "finishedAt", id::text AS id FROM matches WHERE id = $1::uuid AND status = 'finished'`,
      [matchId],
    );
    return rows[0] ?? null;
  }

  /**
   * One page of the archive, newest finished first, after the match `after` (its position is read in the
   * same statement: a page is one query). With a player it walks that player's (or, with walkOpponent, the
   * opponent's) seats by the index match_seats (user_id, finished_at DESC, match_id DESC); without one, the
   * matches by matches (status, finished_at DESC, id DESC); either way it stops after the page. An `after`
   * that is not a finished match gives an empty page (the caller tells it from the end of the archive).
   */
  async search(filter: ArchiveFilter, first: number, after: string | null): Promise<ArchivedMatch[]> {
    const { text, values } = searchQuery(filter, first, after, LISTED_COLUMNS, '');
    return (await this.pool.query<ArchivedMatch>(text, values)).rows;
  }

  /**
   * One page of the search as the export needs it: each match's id, finish time and stored line (null
   * when it has none yet), without the seats a listed match carries.
   */
  async exportPage(filter: ArchiveFilter, first: number, after: string | null): Promise<ExportRow[]> {
    const { text, values } = searchQuery(
      filter,
      first,
      after,
      'm.id::text AS id, m.finished_at AS "finishedAt", a.line',
      'LEFT JOIN archived_records a ON a.match_id = m.id',
    );
    return (await this.pool.query<ExportRow>(text, values)).rows;
  }

  /**
   * Running matches spectators may watch, newest first (the live list): `anyone`, and for a signed-in
   * caller also `signed_in`.
   */
  async live(
    first: number,
    afterCreatedAt: Date | null,
    afterId: string | null,
    signedIn: boolean,
  ): Promise<ArchivedMatch[]> {
    const { rows } = await this.pool.query<ArchivedMatch>(
      `SELECT ${LISTED_COLUMNS} FROM matches m
       WHERE m.status = 'running' AND m.imported_by IS NULL
         AND (m.spectators = 'anyone' OR ($4::boolean AND m.spectators = 'signed_in'))
         -- Watching the live list would rebuild a hidden history game by game: their games are left out.
         AND NOT EXISTS (SELECT 1 FROM match_seats hs JOIN users hu ON hu.id = hs.user_id
                         WHERE hs.match_id = m.id AND hu.history_hidden)
         AND ($2::timestamptz IS NULL OR (m.created_at, m.id) < ($2::timestamptz, $3::uuid))
       ORDER BY m.created_at DESC, m.id DESC LIMIT $1`,
      [first, afterCreatedAt?.toISOString() ?? null, afterId, signedIn],
    );
    return rows;
  }

  /**
   * The newest matches, running or finished, of a viewer's friends or of a club's members, as the public lists
   * show them and no more: a running one as the live list would (`anyone`, or `signed_in`, and no player of it
   * hides their history) with the player still seated, a finished one as the archive's player search would
   * (`anyone`, not withheld from the viewer, and listed for that player: shown if they hide their history).
   *
   * First the newest GAMES_WALK matches of that status are walked, newest first, each seat checked against the
   * set by index; a page found there is exactly the answer, because every match further on is older. Otherwise
   * each player's newest `first` are read by their own index and the union is cut to `first`: the cost grows
   * with the players times the page, never with the server's matches (a small or quiet set), while a large,
   * busy set (a club of thousands, a thousand friends) is answered by the walk.
   */
  async gamesOf(
    of: { readonly friendsOf: string } | { readonly clubId: string },
    status: 'running' | 'finished',
    first: number,
    viewerId: string,
  ): Promise<ArchivedMatch[]> {
    const [bound, isOne, all] =
      'clubId' in of
        ? [
            of.clubId,
            (user: string) =>
              `EXISTS (SELECT 1 FROM club_members cm WHERE cm.club_id = $1::uuid AND cm.user_id = ${user})`,
            // The one read of club_members outside ClubsRepository, which stays its only writer.
            'SELECT cm.user_id AS id FROM club_members cm WHERE cm.club_id = $1::uuid',
          ]
        : [of.friendsOf, (user: string) => isFriendSql('$1::uuid', user), friendsSql('$1::uuid')];
    // Citus refuses both statements below as they are: the walk's EXISTS correlated with the seat reads only
    // reference tables (user_follows, club_members), and the per-player LATERAL has a LIMIT and is correlated
    // with the set's rows (reference tables too). There the walk asks the set by an uncorrelated IN (planned once,
    // an intermediate result) and, when the newest GAMES_WALK are not enough, goes on past them, each shard
    // streaming its matches newest first. The answer is the same: a seat's finished_at is its match's
    // (recordResults), so the newest `first` matches with a seat of the set are the union of each player's newest
    // `first`, cut to `first`. One PostgreSQL keeps the index look-ups the plans above were measured with.
    const citus = await (this.citus ??= this.store.onCitus());
    const member = citus ? (user: string) => `${user} IN (SELECT f.id FROM (${all}) f)` : isOne;
    const walked = await this.walkNewest(bound, member, status, first, viewerId, true);
    if (walked.length === first) return walked;
    if (citus) return this.walkNewest(bound, member, status, first, viewerId, false);
    const finished = status === 'finished';
    const { rows } = await this.pool.query<ArchivedMatch>(
      `SELECT ${LISTED_COLUMNS}
       FROM (SELECT DISTINCT p.match_id FROM (${all}) f
             CROSS JOIN LATERAL (
               SELECT d.match_id FROM match_seats d JOIN matches dm ON dm.id = d.match_id JOIN users du ON du.id = d.user_id
               WHERE d.user_id = f.id AND dm.imported_by IS NULL
                 AND ${
                   finished
                     ? `d.finished_at IS NOT NULL AND dm.status = 'finished' AND dm.spectators = 'anyone'
                        AND (NOT du.history_hidden OR d.shown) AND ${listableSql('d.match_id', '$3::uuid')}`
                     : `d.finished_at IS NULL AND dm.status = 'running' AND ${liveListableSql('dm')}`
                 }
               ORDER BY ${finished ? 'd.finished_at DESC' : 'dm.created_at DESC'}, d.match_id DESC LIMIT $2) p) picked
       JOIN matches m ON m.id = picked.match_id
       ORDER BY ${finished ? 'm.finished_at' : 'm.created_at'} DESC, m.id DESC LIMIT $2`,
      finished ? [bound, first, viewerId] : [bound, first],
    );
    return rows;
  }

  /**
   * gamesOf's walk: the newest matches of `status` (among the newest GAMES_WALK when `bounded`), a seat of which
   * `isOne` (an SQL predicate of the seat's user, reading `$1` = `bound`). Both orders have an index
   * (matches_status_finished_at_id_idx, matches_running_created_at_id_idx), and the seat check is a LATERAL
   * with LIMIT 1, so the plan streams matches newest first and stops at the page.
   */
  private async walkNewest(
    bound: string,
    isOne: (user: string) => string,
    status: 'running' | 'finished',
    first: number,
    viewerId: string,
    bounded: boolean,
  ): Promise<ArchivedMatch[]> {
    const finished = status === 'finished';
    const key = finished ? 'finished_at' : 'created_at';
    const cutoff = `WITH cutoff AS MATERIALIZED (
         SELECT ${key} AS at, id FROM matches WHERE status = '${status}' ORDER BY ${key} DESC, id DESC
         OFFSET ${GAMES_WALK - 1} LIMIT 1)`;
    const { rows } = await this.pool.query<ArchivedMatch>(
      `${bounded ? cutoff : ''}
       SELECT ${LISTED_COLUMNS} FROM matches m
       CROSS JOIN LATERAL (
         SELECT 1 FROM match_seats d JOIN users du ON du.id = d.user_id
         WHERE d.match_id = m.id AND ${isOne('d.user_id')} AND ${
           finished ? 'd.finished_at IS NOT NULL AND (NOT du.history_hidden OR d.shown)' : 'd.finished_at IS NULL'
         }
         LIMIT 1) seated
       WHERE m.status = '${status}' AND m.imported_by IS NULL
         ${bounded ? `AND (NOT EXISTS (SELECT 1 FROM cutoff) OR (m.${key}, m.id) >= (SELECT at, id FROM cutoff))` : ''}
         AND ${finished ? `m.spectators = 'anyone' AND ${listableSql('m.id', '$3::uuid')}` : liveListableSql('m')}
       ORDER BY m.${key} DESC, m.id DESC LIMIT $2`,
      finished ? [bound, first, viewerId] : [bound, first],
    );
    return rows;
  }

  /** Games played, won, drawn and lost per number of players, over the matches the profile may list. */
  async countsOf(userId: string, onlyShown: boolean): Promise<PlayedCounts[]> {
    return this.prisma.$queryRawUnsafe<PlayedCounts[]>(
      `SELECT (m.rules->>'players')::int AS players, count(*)::int AS played,
              count(*) FILTER (WHERE s.result = 'win')::int AS won, count(*) FILTER (WHERE s.result = 'draw')::int AS drawn,
              count(*) FILTER (WHERE s.result = 'loss')::int AS lost
       FROM match_seats s JOIN matches m ON m.id = s.match_id
       WHERE s.user_id = $1::uuid AND s.finished_at IS NOT NULL AND (NOT $2::boolean OR s.shown)
       GROUP BY 1 ORDER BY 1`,
      userId,
      onlyShown,
    );
  }

  /** The factions the user has played most, with how often. */
  async favouriteFactions(
    userId: string,
    onlyShown: boolean,
    take: number,
  ): Promise<{ faction: string; games: number }[]> {
    return this.prisma.$queryRawUnsafe<{ faction: string; games: number }[]>(
      `SELECT f.faction, count(*)::int AS games
       FROM match_seats s JOIN matches m ON m.id = s.match_id, jsonb_array_elements_text(m.rules->'factions') AS f(faction)
       WHERE s.user_id = $1::uuid AND s.finished_at IS NOT NULL AND (NOT $2::boolean OR s.shown)
       GROUP BY f.faction ORDER BY games DESC, f.faction LIMIT $3`,
      userId,
      onlyShown,
      take,
    );
  }
}

/**
 * The search's statement, selecting `columns` of `m` (the match) and whatever `joins` adds. Its statements
 * are unnamed, so each is planned with its parameters: the `$n IS NULL OR …` guards fold away and the
 * walk's bounds become index conditions.
 */
function searchQuery(
  filter: ArchiveFilter,
  first: number,
  after: string | null,
  columns: string,
  joins: string,
): { text: string; values: unknown[] } {
  const player = filter.playerId ?? filter.opponentId;
  const opponent = filter.playerId !== null ? filter.opponentId : null;
  const driver = opponent !== null && filter.walkOpponent ? opponent : player;
  const values = [
    player,
    filter.onlyShown && filter.playerId !== null,
    opponent,
    filter.playerId !== null ? filter.result : null,
    filter.rated,
    filter.players,
    filter.faction,
    filter.from?.toISOString() ?? null,
    filter.to?.toISOString() ?? null,
    after,
    first,
    driver,
    filter.hero,
    filter.viewerId,
  ];
  const common = `m.spectators = 'anyone' AND m.imported_by IS NULL
    AND ($5::boolean IS NULL OR m.rated = $5::boolean)
    AND ($6::int IS NULL OR (m.rules->>'players')::int = $6::int)
    AND ($7::text IS NULL OR m.rules->'factions' ? $7::text)
    AND ($13::text IS NULL OR m.rules->'heroes' ? $13::text)
    AND ${listableSql('m.id', '$14::uuid')}`;
  // The previous page's last match, where it stands; no row (not a finished match) leaves the page empty.
  const cursor = `(SELECT c.finished_at, c.id FROM matches c WHERE c.id = $10::uuid AND c.status = 'finished')`;
  const text =
    player !== null
      ? `SELECT ${columns}
         FROM match_seats d
         JOIN match_seats s ON s.match_id = d.match_id AND s.user_id = $1::uuid
         JOIN matches m ON m.id = d.match_id ${joins}
         WHERE d.user_id = $12::uuid AND d.finished_at IS NOT NULL AND (NOT $2::boolean OR s.shown)
           AND ($3::uuid IS NULL OR EXISTS (SELECT 1 FROM match_seats o WHERE o.match_id = d.match_id AND o.user_id = $3::uuid))
           AND ($4::text IS NULL OR s.result = $4::text)
           AND ($8::timestamptz IS NULL OR d.finished_at >= $8::timestamptz)
           AND ($9::timestamptz IS NULL OR d.finished_at < $9::timestamptz)
           AND ($10::uuid IS NULL OR (d.finished_at, d.match_id) < ${cursor})
           AND ${common}
         ORDER BY d.finished_at DESC, d.match_id DESC LIMIT $11`
      : `SELECT ${columns}
         FROM matches m ${joins}
         WHERE m.status = 'finished' AND $1::uuid IS NULL AND NOT $2::boolean AND $3::uuid IS NULL AND $4::text IS NULL
           AND $12::uuid IS NULL
           AND ($8::timestamptz IS NULL OR m.finished_at >= $8::timestamptz)
           AND ($9::timestamptz IS NULL OR m.finished_at < $9::timestamptz)
           AND ($10::uuid IS NULL OR (m.finished_at, m.id) < ${cursor})
           AND ${common}
         ORDER BY m.finished_at DESC, m.id DESC LIMIT $11`;
  return { text, values };
}
