import type { AppConfig } from '../config/app-config';
import { loadEnvironmentConfig } from '../config/app-config';
import { ArchiveRepository } from '../archive/archive.repository';
import { ArchiveService } from '../archive/archive.service';
import { bootstrapDatabase } from '../database/database-bootstrap';
import { PrismaService } from '../database/prisma.service';
import { MatchDatabase } from '../matches/store/match-database';
import { MatchesRepository } from '../matches/store/matches.repository';
import { MatchesService } from '../matches/matches.service';
import { RatingsRepository } from '../ratings/ratings.repository';
import { RatingsService } from '../ratings/ratings.service';
import type { CommandOutput } from './commands';

/**
 * `claim archive --backfill`: stores the export line of every finished match that has none (finished
 * before lines were kept, or restored by import-all), so that the bulk export streams them without a
 * replay. The export does the same lazily; this does it ahead. Safe beside a running server: a line is
 * stored once, whoever writes it first.
 */
export async function archiveCommand(): Promise<CommandOutput> {
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
    const repository = new MatchesRepository(prisma, store);
    const matches = new MatchesService(repository);
    const archive = new ArchiveService(
      new ArchiveRepository(prisma, store),
      repository,
      matches,
      new RatingsService(new RatingsRepository(prisma), matches),
    );
    return { exitCode: 0, stdout: JSON.stringify({ stored: await archive.backfill() }) };
  } finally {
    await store.onModuleDestroy();
    await prisma.$disconnect();
    await database.stop();
  }
}
