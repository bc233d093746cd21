import { ReputationRepository } from '../reputation/reputation.repository';
import { recomputeReputation } from '../reputation/reputation.service';
import { withCliDatabase } from './cli-database';
import type { CommandOutput } from './commands';

/**
 * `claim reputation --recompute`: rebuilds every player's reputation from the finished matches' logs
 * (recomputeReputation), as `claim ratings --recompute` does ratings. Beside a running server it holds the
 * table for the time it takes; matches finishing meanwhile add their seats after it, once.
 */
export function reputationCommand(): Promise<CommandOutput> {
  return withCliDatabase(async ({ prisma, matches }) => {
    const report = await recomputeReputation(new ReputationRepository(prisma), matches);
    return { exitCode: 0, stdout: JSON.stringify(report, null, 2) };
  });
}
