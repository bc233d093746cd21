import { ArchiveRepository } from '../archive/archive.repository';
import { ArchiveService } from '../archive/archive.service';
import { RatingsRepository } from '../ratings/ratings.repository';
import { RatingsService } from '../ratings/ratings.service';
import { withCliDatabase } from './cli-database';
import type { CommandOutput } from './commands';

/**
 * `claim archive --backfill`: stores the export line of every finished match that has none (finished
 * before lines were kept, or restored by import-all), so that the bulk export streams them without a
 * replay. The export does the same lazily; this does it ahead. Safe beside a running server: a line is
 * stored once, whoever writes it first.
 */
export function archiveCommand(): Promise<CommandOutput> {
  return withCliDatabase(async ({ prisma, store, repository, matches }) => {
    const archive = new ArchiveService(
      new ArchiveRepository(prisma, store),
      repository,
      matches,
      new RatingsService(new RatingsRepository(prisma), matches),
    );
    return { exitCode: 0, stdout: JSON.stringify({ stored: await archive.backfill() }) };
  });
}
