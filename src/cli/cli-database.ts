import type { AppConfig } from '../config/app-config';
import { loadEnvironmentConfig } from '../config/app-config';
import { bootstrapDatabase } from '../database/database-bootstrap';
import { PrismaService } from '../database/prisma.service';
import { MatchDatabase } from '../matches/store/match-database';
import { MatchesRepository } from '../matches/store/matches.repository';
import { MatchesService } from '../matches/matches.service';

/** What a command that rebuilds from the match logs works with. */
export interface CliDatabase {
  readonly prisma: PrismaService;
  readonly store: MatchDatabase;
  readonly repository: MatchesRepository;
  readonly matches: MatchesService;
}

/**
 * Opens DATABASE_URL, or else the embedded database in ./.data (which needs the server stopped), runs `work`
 * with Prisma and the match logs, and closes everything again whatever happens.
 */
export async function withCliDatabase<T>(work: (db: CliDatabase) => Promise<T>): Promise<T> {
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
    return await work({ prisma, store, repository, matches: new MatchesService(repository) });
  } finally {
    await store.onModuleDestroy();
    await prisma.$disconnect();
    await database.stop();
  }
}
