import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Sql } from '../database/sql';
import { seatResults } from '../matches/match-runtime';
import { MatchFollowups } from '../matches/match-followups';
import { MatchesService } from '../matches/matches.service';
import type { MatchRuntime } from '../matches/match-runtime';
import { ArchiveRepository } from './archive.repository';
import { exportLine } from './archive.service';

/**
 * Records each seat's result and the export line when a match finishes (the archive searches them): a side
 * job that follows the finishing move after it commits (match-followups.ts), so a failing archive write never
 * rolls the move back; it is retried until it is done, once.
 */
@Injectable()
export class ArchiveKeeper implements OnModuleInit {
  constructor(
    private readonly followups: MatchFollowups,
    private readonly archive: ArchiveRepository,
    private readonly matches: MatchesService,
  ) {}

  onModuleInit(): void {
    this.followups.subscribe('archive', {
      follows: (after) => after.header.importedBy === null,
      run: (matches, sql) => this.record(matches, sql),
    });
  }

  /** These finished matches' results and export lines (each as its finishing event left it). */
  private async record(matches: readonly MatchRuntime[], sql: Sql): Promise<void> {
    const finished = matches.flatMap((after) => {
      if (after.header.importedBy !== null) return [];
      const results = seatResults(after);
      const finishedAt = after.events[after.events.length - 1].createdAt;
      return results ? [{ matchId: after.header.id, finishedAt, results }] : [];
    });
    await this.archive.recordResults(sql, finished);
    // A finished match never changes: its export line is built here once instead of by every export.
    const lines = await Promise.all(
      matches
        .filter((after) => after.status === 'finished' && after.header.importedBy === null)
        .map(async (after) => ({
          matchId: after.header.id,
          line: exportLine(after, await this.matches.finishedRecord(after)),
        })),
    );
    await this.archive.storeLines(lines, sql);
  }
}
