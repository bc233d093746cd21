import type { RatingPool } from '../generated/prisma/enums';
import type { ClubMember } from './club';

/**
 * A large club's ratings table, whole and sorted, kept for a few seconds (issue 31: a club page of 5,000
 * members in ≤ 20 ms). Ranking members by rating joins every member to their user and rating and sorts them
 * all, for every page; a table read once serves the pages after it. It is keyed by the club's newest log
 * entry: every change of membership, role or ownership is logged in the same transaction (ClubChange), so a
 * join, a leave or a promotion on any server process is seen at the next read, never a stale member list.
 * What the key does not see (a rating moved by a finished game, a renamed player) shows once the table is
 * read again: a table older than `ttlMs` still serves, while one read of it runs beside (so no reader waits
 * for the whole sort but the first after a change). Small clubs are not kept: their page is one short query
 * with fresh ratings.
 */
export const MEMBERS_CACHE = {
  /** Clubs with fewer members are read page by page. */
  minMembers: 1_000,
  /** How old a table may grow before the next read of it starts a fresh one. */
  ttlMs: 10_000,
  /** Rows kept over every club (a full club is 10,000). */
  maxRows: 60_000,
} as const;

interface Table {
  readonly version: string;
  readonly readAt: number;
  readonly rows: readonly ClubMember[];
  /** A fresh read of it is under way. */
  refreshing: boolean;
}

export class MembersCache {
  private readonly tables = new Map<string, Table>();
  private rows = 0;

  /**
   * The kept table of (club, pool) if it is of `version`, else undefined; `refresh` is true for the one caller
   * that should read it again (it is older than ttlMs and no read of it is under way).
   */
  get(
    clubId: string,
    pool: RatingPool,
    version: string,
    now: number,
  ): { rows: readonly ClubMember[]; refresh: boolean } | undefined {
    const key = `${clubId}:${pool}`;
    const table = this.tables.get(key);
    if (!table) return undefined;
    if (table.version !== version) {
      this.drop(key, table);
      return undefined;
    }
    const refresh = !table.refreshing && now - table.readAt >= MEMBERS_CACHE.ttlMs;
    if (refresh) table.refreshing = true;
    // Least recently used last out: a read moves the table to the end of the map's order.
    this.tables.delete(key);
    this.tables.set(key, table);
    return { rows: table.rows, refresh };
  }

  /** A fresh read failed: the next caller tries again. */
  refreshFailed(clubId: string, pool: RatingPool): void {
    const table = this.tables.get(`${clubId}:${pool}`);
    if (table) table.refreshing = false;
  }

  put(clubId: string, pool: RatingPool, version: string, now: number, rows: readonly ClubMember[]): void {
    const key = `${clubId}:${pool}`;
    const old = this.tables.get(key);
    if (old) this.drop(key, old);
    if (rows.length > MEMBERS_CACHE.maxRows) return;
    for (const [oldest, table] of this.tables) {
      if (this.rows + rows.length <= MEMBERS_CACHE.maxRows) break;
      this.drop(oldest, table);
    }
    this.tables.set(key, { version, readAt: now, rows, refreshing: false });
    this.rows += rows.length;
  }

  private drop(key: string, table: Table): void {
    this.tables.delete(key);
    this.rows -= table.rows.length;
  }
}
