import { RatingsRepository } from '../ratings/ratings.repository';
import { RatingsService } from '../ratings/ratings.service';
import { withCliDatabase } from './cli-database';
import type { CommandOutput } from './commands';

/**
 * `claim ratings --recompute`: rebuilds every rating and rating change from the rated finished matches'
 * logs (RatingsService.recompute). Uses DATABASE_URL, or else the embedded database in ./.data (which
 * needs the server stopped). Safe beside a running server on DATABASE_URL: it holds the rating tables
 * for the time it takes, and matches finishing meanwhile wait for it.
 */
export function ratingsCommand(): Promise<CommandOutput> {
  return withCliDatabase(async ({ prisma, matches }) => {
    const report = await new RatingsService(new RatingsRepository(prisma), matches).recompute();
    return { exitCode: 0, stdout: JSON.stringify(report, null, 2) };
  });
}
