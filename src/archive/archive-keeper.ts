import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Sql } from '../database/sql';
import { seatResults } from '../matches/match-runtime';
import type { MatchWrite } from '../matches/match-write-hooks';
import { MatchWriteHooks } from '../matches/match-write-hooks';
import { ArchiveRepository } from './archive.repository';
import { exportLine } from './archive.service';

/** Records each seat's result and the export line when a match finishes, in the transaction of its last event (the archive searches them). */
@Injectable()
export class ArchiveKeeper implements OnModuleInit {
  constructor(
    private readonly hooks: MatchWriteHooks,
    private readonly archive: ArchiveRepository,
  ) {}

  onModuleInit(): void {
    this.hooks.subscribe('archive', (writes, sql) => this.afterEvents(writes, sql));
  }

  private async afterEvents(writes: readonly MatchWrite[], sql: Sql): Promise<void> {
    const finished = writes.flatMap(({ finishes, after, event }) => {
      if (!finishes || after.header.importedBy !== null) return [];
      const results = seatResults(after);
      return results ? [{ matchId: after.header.id, finishedAt: event.createdAt, results }] : [];
    });
    await this.archive.recordResults(sql, finished);
    // A finished match never changes: its export line is built here once instead of by every export.
    await this.archive.storeLines(
      writes.flatMap(({ finishes, after }) =>
        finishes && after.status === 'finished' && after.header.importedBy === null
          ? [{ matchId: after.header.id, line: exportLine(after) }]
          : [],
      ),
      sql,
    );
  }
}
