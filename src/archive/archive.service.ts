import { Injectable } from '@nestjs/common';
import type { AuditReport } from '../audit/audit-log';
import { auditMatch } from '../audit/audit-log';
import { DomainError } from '../common/errors';
import { isUuid } from '../common/uuid';
import type { MatchRecord } from '../engine';
import type { MatchRuntime, SeatResult } from '../matches/match-runtime';
import { foldEvents, initialRuntime } from '../matches/match-runtime';
import { MatchesRepository } from '../matches/store/matches.repository';
import type { Caller, ExportedRecord as MatchRecordExport, SeatedView } from '../matches/matches.service';
import { MatchesService } from '../matches/matches.service';
import type { ShownRating } from '../ratings/ratings.service';
import { RatingsService } from '../ratings/ratings.service';
import { canonicalUsername } from '../users/username';
import type {
  ArchiveFilter,
  ArchivePlayer,
  ArchiveUser,
  ArchivedMatch,
  ExportRow,
  PlayedCounts,
} from './archive.repository';
import { ArchiveRepository } from './archive.repository';

export const ARCHIVE_PAGE = { default: 50, max: 100 } as const;

/** How many records the export reads at a time: memory stays bounded by this, whatever it exports. */
export const EXPORT_BATCH = 500;

/** The most one export call may stream; a client pages further with `before`. */
export const EXPORT_MAX = 100_000;

/** One batch of the export: a page of the search and the lines of its matches, in its order. */
interface ExportBatch {
  readonly page: readonly ExportRow[];
  readonly want: number;
  readonly lines: readonly string[];
}

/** An archive search as a client asks for it: names, not ids. */
export interface ArchiveQuery {
  readonly player?: string | null;
  readonly opponent?: string | null;
  readonly result?: string | null;
  readonly rated?: boolean | null;
  readonly players?: number | null;
  readonly faction?: string | null;
  readonly hero?: string | null;
  readonly from?: Date | null;
  readonly to?: Date | null;
}

/** One line of the bulk export: a claim-record/1 with what ties it to the stored match. */
export interface ExportedRecord {
  readonly matchId: string;
  readonly seedCommitment: string;
  readonly headHash: string;
  readonly finishedAt: Date;
  readonly record: MatchRecord & Omit<MatchRecordExport, keyof MatchRecord>;
}

export interface Profile {
  readonly user: ArchiveUser;
  readonly counts: PlayedCounts[];
  readonly ratings: ShownRating[];
  readonly favouriteFactions: { faction: string; games: number }[];
  readonly recent: ArchivedMatch[];
}

const RESULTS: readonly SeatResult[] = ['win', 'loss', 'draw'];

/**
 * The public archive: finished matches whose players let anyone watch, readable without a token — the
 * match, its record (R10) and its verification — searchable, and exported in bulk. Player profiles.
 */
@Injectable()
export class ArchiveService {
  constructor(
    private readonly archive: ArchiveRepository,
    private readonly matchesRepository: MatchesRepository,
    private readonly matches: MatchesService,
    private readonly ratings: RatingsService,
  ) {}

  /** A public match (also a running one, as a spectator sees it). */
  async publicView(matchId: string, viewer: Caller | null = null): Promise<SeatedView> {
    return this.matches.publicView(matchId, viewer);
  }

  /** The R10 record of a finished public match. */
  async record(matchId: string, viewer: Caller | null = null): Promise<ExportedRecord> {
    const runtime = await this.finishedPublic(matchId, viewer);
    return exported(runtime, await this.matches.finishedRecord(runtime));
  }

  /** The stored chain and replay of a finished public match, recomputed (like verifyMatch). */
  async verify(matchId: string, viewer: Caller | null = null): Promise<AuditReport> {
    await this.finishedPublic(matchId, viewer);
    const [header, head] = await Promise.all([
      this.matchesRepository.findHeader(matchId),
      this.matchesRepository.findHead(matchId),
    ]);
    if (!header || !head) throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
    return auditMatch(header, head, await this.matchesRepository.eventsAfter(matchId, -1));
  }

  /**
   * One page of the archive, newest finished first, after the match `after`. Two queries at most: the
   * named players (only when there are any) and the page, which finds `after`'s position itself; only an
   * empty page after `after` asks once more whether `after` is a finished match at all.
   */
  async search(
    query: ArchiveQuery,
    first: number,
    after: string | null,
    viewer: Caller | null = null,
  ): Promise<ArchivedMatch[]> {
    return (await this.page(query, first, after, viewer)) ?? [];
  }

  /** A player's page of the archive (`GET /api/users/{name}/matches`): NOT_FOUND when there is no such player. */
  async searchOfPlayer(
    username: string,
    query: Omit<ArchiveQuery, 'player'>,
    first: number,
    after: string | null,
    viewer: Caller | null = null,
  ): Promise<ArchivedMatch[]> {
    const page = await this.page({ ...query, player: username }, first, after, viewer);
    if (page === null && (!query.opponent || (await this.archive.userByName(canonicalUsername(username))) === null))
      throw new DomainError({ code: 'NOT_FOUND', entity: 'User' });
    return page ?? [];
  }

  /** The page, or null when a named player does not exist (nothing matches). */
  private async page(
    query: ArchiveQuery,
    first: number,
    after: string | null,
    viewer: Caller | null,
  ): Promise<ArchivedMatch[] | null> {
    if (!Number.isInteger(first) || first < 1 || first > ARCHIVE_PAGE.max)
      throw badInput('first', `must be 1 to ${ARCHIVE_PAGE.max}`);
    if (after !== null && !isUuid(after)) throw afterIsNotFinished();
    const filter = await this.filterOf(query, viewer);
    if (filter === null) return null;
    const page = await this.archive.search(filter, first, after);
    if (page.length === 0 && after !== null && (await this.archive.cursorOf(after)) === null)
      throw afterIsNotFinished();
    return page;
  }

  /**
   * Every match of the search, newest finished first, read EXPORT_BATCH at a time and handed to `write`
   * one by one as its line (the JSON of an ExportedRecord), so an export of any size holds one batch in
   * memory. `write` returning a promise (a full socket) pauses the reading. Stops after `limit`. A line is
   * the one stored when the match finished; a match finished before lines were stored is replayed once
   * and its line stored (as `claim archive --backfill` does).
   */
  async export(
    query: ArchiveQuery,
    before: string | null,
    limit: number,
    write: (line: string) => Promise<void> | void,
    viewer: Caller | null = null,
  ): Promise<number> {
    if (!Number.isInteger(limit) || limit < 1 || limit > EXPORT_MAX)
      throw badInput('limit', `must be 1 to ${EXPORT_MAX}`);
    const filter = await this.filterOf(query, viewer);
    if (filter === null) return 0;
    const fetchBatch = async (after: string | null, want: number): Promise<ExportBatch> => {
      const page = await this.archive.exportPage(filter, want, after);
      const missing = page.filter(({ line }) => line === null).map(({ id }) => id);
      const built = missing.length > 0 ? await this.storeLines(missing) : new Map<string, string>();
      return { page, want, lines: page.map(({ id, line }) => line ?? built.get(id)!) };
    };
    let written = 0;
    if (before !== null && (!isUuid(before) || (await this.archive.cursorOf(before)) === null))
      throw afterIsNotFinished();
    let next: Promise<ExportBatch> | null = fetchBatch(before, Math.min(EXPORT_BATCH, limit));
    while (next !== null) {
      const { page, want, lines }: ExportBatch = await next;
      next = null;
      const last = page.at(-1);
      const remaining = limit - written - page.length;
      // The next batch is read while this one is written (a write may wait for the client).
      if (last && page.length === want && remaining > 0) {
        next = fetchBatch(last.id, Math.min(EXPORT_BATCH, remaining));
        // Handled where it is awaited; this only keeps a failure after a failed write from going unhandled.
        next.catch(() => undefined);
      }
      for (const line of lines) {
        await write(line);
        written++;
      }
    }
    return written;
  }

  /**
   * Stores the line of every finished match played here that has none (finished before lines were kept),
   * EXPORT_BATCH at a time; returns how many it stored.
   */
  async backfill(): Promise<number> {
    let stored = 0;
    let after: string | null = null;
    for (;;) {
      const ids = await this.archive.unstoredFinished(after, EXPORT_BATCH);
      if (ids.length === 0) return stored;
      await this.storeLines(ids);
      stored += ids.length;
      after = ids[ids.length - 1];
    }
  }

  /** Replays these finished matches, stores their lines and returns them by match id. */
  private async storeLines(matchIds: readonly string[]): Promise<Map<string, string>> {
    const found = await Promise.all(matchIds.map((id) => this.matchesRepository.findMatch(id)));
    const matches = found.flatMap((match) => (match ? [match] : []));
    const events = await this.matchesRepository.eventsBetween(
      matches.map(({ header, head }) => ({ matchId: header.id, after: -1, upTo: head.version })),
    );
    const built = await Promise.all(
      matches.map(async ({ header }) => {
        // A record holds the game, not the clocks: the replay skips them.
        const runtime = foldEvents(initialRuntime(header), events.get(header.id) ?? [], { clocks: false });
        return { matchId: header.id, line: exportLine(runtime, await this.matches.finishedRecord(runtime)) };
      }),
    );
    await this.archive.storeLines(built);
    return new Map(built.map(({ matchId, line }) => [matchId, line]));
  }

  async profile(username: string, recent: number, viewer: Caller | null = null): Promise<Profile> {
    const user = await this.userNamed(username);
    // The owner still sees all of their own history.
    const onlyShown = user.historyHidden && viewer?.id !== user.id;
    const [counts, ratings, favouriteFactions, recentMatches] = await Promise.all([
      this.archive.countsOf(user.id, onlyShown),
      this.ratings.ratingsOf(user.id),
      this.archive.favouriteFactions(user.id, onlyShown, 3),
      this.search({ player: user.username }, recent, null, viewer),
    ]);
    return { user, counts, ratings, favouriteFactions, recent: recentMatches };
  }

  async userNamed(username: string): Promise<ArchiveUser> {
    const user = await this.archive.userByName(canonicalUsername(username));
    if (!user) throw new DomainError({ code: 'NOT_FOUND', entity: 'User' });
    return user;
  }

  async setHistoryHidden(caller: Caller, hidden: boolean): Promise<void> {
    await this.archive.setHistoryHidden(caller.id, hidden);
  }

  /** Lists one of the caller's matches on their profile while they hide their history (or stops listing it). */
  async setMatchShown(caller: Caller, matchId: string, shown: boolean): Promise<void> {
    if (!isUuid(matchId) || !(await this.archive.setShown(caller.id, matchId, shown)))
      throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
  }

  /** Running matches the caller may watch (a visitor: only `anyone`), newest first. */
  async live(caller: Caller | null, first: number, after: string | null): Promise<ArchivedMatch[]> {
    if (!Number.isInteger(first) || first < 1 || first > ARCHIVE_PAGE.max)
      throw badInput('first', `must be 1 to ${ARCHIVE_PAGE.max}`);
    let anchor: Date | null = null;
    if (after !== null) {
      const found = isUuid(after) ? await this.matchesRepository.findMatch(after) : null;
      if (!found) throw badInput('after', 'must be the id of a match of the previous page');
      anchor = found.header.createdAt;
    }
    return this.archive.live(first, anchor, after, caller !== null);
  }

  /**
   * The newest matches of a viewer's friends, or of a club's members, as the live list and the archive would
   * list them to `viewer`, and no more: friends and clubs see no game the public
   * does not. Both sets are read inside the statement (ArchiveRepository.gamesOf).
   */
  async gamesOf(
    viewer: Caller,
    of: { readonly friendsOf: string } | { readonly clubId: string },
    status: 'running' | 'finished',
    first: number,
  ): Promise<ArchivedMatch[]> {
    if (!Number.isInteger(first) || first < 1 || first > ARCHIVE_PAGE.max)
      throw badInput('first', `must be 1 to ${ARCHIVE_PAGE.max}`);
    return this.archive.gamesOf(of, status, first, viewer.id);
  }

  private async finishedPublic(matchId: string, viewer: Caller | null): Promise<MatchRuntime> {
    const { runtime } = await this.matches.publicView(matchId, viewer);
    if (runtime.status !== 'finished') throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
    return runtime;
  }

  /** Names to ids (one query, none without names); null when a named player does not exist (nothing matches). */
  private async filterOf(query: ArchiveQuery, viewer: Caller | null): Promise<ArchiveFilter | null> {
    const result = query.result ?? null;
    const known = result === null ? null : RESULTS.find((r) => r === result);
    if (known === undefined) throw badInput('result', `must be ${RESULTS.join(', ')}`);
    if (known !== null && !query.player) throw badInput('result', 'is the result of `player`: name the player too');
    const players = query.players ?? null;
    if (players !== null && (!Number.isInteger(players) || players < 2 || players > 4))
      throw badInput('players', 'must be 2 to 4');
    if (query.from && query.to && query.from >= query.to) throw badInput('to', 'must be after `from`');
    const playerName = query.player ? canonicalUsername(query.player) : null;
    const opponentName = query.opponent ? canonicalUsername(query.opponent) : null;
    const names = [playerName, opponentName].filter((name): name is string => name !== null);
    // With both, each one's finished matches are counted too: the walk follows the one with fewer.
    const found =
      names.length > 0 ? await this.archive.players(names, names.length === 2) : new Map<string, ArchivePlayer>();
    const player = playerName === null ? null : found.get(playerName);
    const opponent = opponentName === null ? null : found.get(opponentName);
    if (player === undefined || opponent === undefined) return null;
    return {
      playerId: player?.id ?? null,
      onlyShown: (player?.historyHidden ?? false) && player?.id !== viewer?.id,
      opponentId: opponent?.id ?? null,
      walkOpponent: player !== null && opponent !== null && (opponent.finished ?? 0) < (player.finished ?? 0),
      result: known,
      rated: query.rated ?? null,
      players,
      faction: query.faction ?? null,
      hero: query.hero ?? null,
      from: query.from ?? null,
      to: query.to ?? null,
      viewerId: viewer?.id ?? null,
    };
  }
}

/**
 * A finished match's line of the bulk export (without its newline): what the archive stores and streams.
 * `record` is its R10 record with the standing orders that acted (MatchesService.finishedRecord).
 */
export function exportLine(runtime: MatchRuntime, record: MatchRecordExport): string {
  return JSON.stringify(exported(runtime, record));
}

function exported(runtime: MatchRuntime, record: MatchRecordExport): ExportedRecord {
  return {
    matchId: runtime.header.id,
    seedCommitment: runtime.header.seedCommitment,
    headHash: runtime.headHash,
    finishedAt: runtime.events[runtime.events.length - 1].createdAt,
    record,
  };
}

function afterIsNotFinished(): DomainError {
  return badInput('after', 'must be the id of a finished match');
}

function badInput(field: string, message: string): DomainError {
  return new DomainError({
    code: 'BAD_USER_INPUT',
    fields: { [field]: [message] },
  });
}
