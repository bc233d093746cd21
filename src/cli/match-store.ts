import type { AppConfig } from '../config/app-config';
import { loadEnvironmentConfig } from '../config/app-config';
import { PrismaService } from '../database/prisma.service';
import { MatchDatabase } from '../matches/store/match-database';
import { MatchesRepository } from '../matches/store/matches.repository';
import { MatchesService } from '../matches/matches.service';
import { withDatabase } from './backup-command';
import type { CommandOutput } from './commands';

/** What a command that reads or rebuilds from the match logs works with. */
export interface MatchStore {
  readonly prisma: PrismaService;
  readonly store: MatchDatabase;
  readonly repository: MatchesRepository;
  readonly matches: MatchesService;
}

/**
 * The match store of DATABASE_URL, or of the embedded database in ./.data (which needs the server
 * stopped: one PostgreSQL owns a data directory at a time), closed again when `use` is done.
 */
export function withMatchStore(use: (store: MatchStore) => Promise<CommandOutput>): Promise<CommandOutput> {
  return withDatabase(async (databaseUrl) => {
    const prisma = new PrismaService({ databaseUrl } as AppConfig);
    const store = new MatchDatabase({ databaseUrl, matchStore: loadEnvironmentConfig().matchStore });
    try {
      const repository = new MatchesRepository(prisma, store);
      return await use({ prisma, store, repository, matches: new MatchesService(repository) });
    } finally {
      await store.onModuleDestroy();
      await prisma.$disconnect();
    }
  });
}
