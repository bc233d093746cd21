import type { AppConfig } from '../config/app-config';
import { loadEnvironmentConfig } from '../config/app-config';
import { bootstrapDatabase } from '../database/database-bootstrap';
import { PrismaService } from '../database/prisma.service';
import { MatchDatabase } from '../matches/store/match-database';
import { MatchesRepository } from '../matches/store/matches.repository';
import { MatchesService } from '../matches/matches.service';
import { RatingsRepository } from '../ratings/ratings.repository';
import { RatingsService } from '../ratings/ratings.service';
import type { CommandOutput } from './commands';

/**
 * `claim ratings --recompute`: rebuilds every rating and rating change from the rated finished matches'
 * logs (RatingsService.recompute). Uses DATABASE_URL, or else the embedded database in ./.data (which
 * needs the server stopped). Safe beside a running server on DATABASE_URL: it holds the rating tables
 * for the time it takes, and matches finishing meanwhile wait for it.
 */
export async function ratingsCommand(): Promise<CommandOutput> {
  const config = loadEnvironmentConfig();
  const database = await bootstrapDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    preferredPort: config.embeddedPostgresPort,
    log: () => undefined,
  });
  const prisma = new PrismaService({ databaseUrl: database.url } as AppConfig);
  const store = new MatchDatabase({ databaseUrl: database.url, matchStore: config.matchStore });
  try {
    const matches = new MatchesService(new MatchesRepository(prisma, store));
    const report = await new RatingsService(new RatingsRepository(prisma), matches).recompute();
    return { exitCode: 0, stdout: JSON.stringify(report, null, 2) };
  } finally {
    await store.onModuleDestroy();
    await prisma.$disconnect();
    await database.stop();
  }
}
