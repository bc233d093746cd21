import type { AppConfig } from '../config/app-config';
import { loadEnvironmentConfig } from '../config/app-config';
import { bootstrapDatabase } from '../database/database-bootstrap';
import { PrismaService } from '../database/prisma.service';
import { MatchDatabase } from '../matches/store/match-database';
import { MatchesRepository } from '../matches/store/matches.repository';
import { MatchesService } from '../matches/matches.service';

/**
 * Runs `work` on DATABASE_URL, or else on the embedded database in ./.data (which needs the server stopped:
 * one PostgreSQL owns a data directory at a time), migrated; stops the embedded one again whatever happens.
 */
export async function withDatabaseUrl<T>(work: (databaseUrl: string) => Promise<T>): Promise<T> {
  const config = loadEnvironmentConfig();
  const database = await bootstrapDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    preferredPort: config.embeddedPostgresPort,
    log: () => undefined,
  });
  try {
    return await work(database.url);
  } finally {
    await database.stop();
  }
}

/** What a command that rebuilds from the match logs works with. */
export interface CliDatabase {
  readonly prisma: PrismaService;
  readonly store: MatchDatabase;
  readonly repository: MatchesRepository;
  readonly matches: MatchesService;
}

/** `withDatabaseUrl` with Prisma and the match logs open, closed again whatever happens. */
export function withCliDatabase<T>(work: (db: CliDatabase) => Promise<T>): Promise<T> {
  return withDatabaseUrl(async (databaseUrl) => {
    const prisma = new PrismaService({ databaseUrl } as AppConfig);
    const store = new MatchDatabase({ databaseUrl, matchStore: loadEnvironmentConfig().matchStore });
    try {
      const repository = new MatchesRepository(prisma, store);
      return await work({ prisma, store, repository, matches: new MatchesService(repository) });
    } finally {
      await store.onModuleDestroy();
      await prisma.$disconnect();
    }
  });
}
