import type { AuditReport } from '../audit/audit-log';
import { auditMatch } from '../audit/audit-log';
import type { MatchesRepository } from '../matches/store/matches.repository';
import { withCliDatabase } from './cli-database';
import type { CommandOutput } from './commands';

/**
 * `claim audit --match ID`: the same recomputation as the verifyMatch query, straight from the database.
 * Uses DATABASE_URL, or else opens the embedded database in ./.data (which needs the server stopped,
 * since one PostgreSQL owns a data directory at a time).
 */
export function auditCommand(matchId: string): Promise<CommandOutput> {
  return withCliDatabase(async ({ repository }) => {
    const report = await auditStored(repository, matchId);
    if (report === null)
      return {
        exitCode: 1,
        stdout: JSON.stringify({ error: { code: 'NOT_FOUND', reason: `no match ${matchId}` } }, null, 2),
      };
    return { exitCode: report.ok ? 0 : 1, stdout: JSON.stringify(report, null, 2) };
  });
}

export async function auditStored(repository: MatchesRepository, matchId: string): Promise<AuditReport | null> {
  if (!/^[0-9a-f-]{36}$/i.test(matchId)) return null;
  const [header, head] = await Promise.all([repository.findHeader(matchId), repository.findHead(matchId)]);
  if (!header || !head) return null;
  return auditMatch(header, head, await repository.eventsAfter(matchId, -1));
}
