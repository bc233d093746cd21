import type { AuditReport } from '../audit/audit-log';
import { auditMatch } from '../audit/audit-log';
import type { AppConfig } from '../config/app-config';
import { loadEnvironmentConfig } from '../config/app-config';
import { bootstrapDatabase } from '../database/database-bootstrap';
import { PrismaService } from '../database/prisma.service';
import { MatchDatabase } from '../matches/store/match-database';
import { MatchesRepository } from '../matches/store/matches.repository';
import type { CommandOutput } from './commands';

/**
 * `claim audit --match ID`: the same recomputation as the verifyMatch query, straight from the database.
 * Uses DATABASE_URL, or else opens the embedded database in ./.data (which needs the server stopped,
 * since one PostgreSQL owns a data directory at a time).
 */
export async function auditCommand(matchId: string): Promise<CommandOutput> {
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
    const report = await auditStored(new MatchesRepository(prisma, store), matchId);
    if (report === null)
      return {
        exitCode: 1,
        stdout: JSON.stringify({ error: { code: 'NOT_FOUND', reason: `no match ${matchId}` } }, null, 2),
      };
    return { exitCode: report.ok ? 0 : 1, stdout: JSON.stringify(report, null, 2) };
  } finally {
    await store.onModuleDestroy();
    await prisma.$disconnect();
    await database.stop();
  }
}

export async function auditStored(repository: MatchesRepository, matchId: string): Promise<AuditReport | null> {
  if (!/^[0-9a-f-]{36}$/i.test(matchId)) return null;
  const [header, head] = await Promise.all([repository.findHeader(matchId), repository.findHead(matchId)]);
  if (!header || !head) return null;
  return auditMatch(header, head, await repository.eventsAfter(matchId, -1));
}
