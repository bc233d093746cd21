import { loadEnvironmentConfig } from '../config/app-config';
import { distributeTables } from '../database/citus';
import { applyMigrations } from '../database/migrator';
import type { CommandOutput } from './commands';

/**
 * `claim citus distribute`: on a Citus coordinator (DATABASE_URL, with the citus extension created), applies the
 * migrations and puts every table in the layout of docs/SCALING.md, copying any rows to the shards. The server
 * does the same at every start when the extension is there; this runs it before the first start, or after a
 * migration without a restart. Idempotent.
 */
export async function citusCommand(action: string | undefined): Promise<CommandOutput> {
  if (action !== 'distribute') throw new Error('citus needs an action: distribute');
  const config = loadEnvironmentConfig();
  if (!config.databaseUrl) throw new Error('citus distribute needs DATABASE_URL (a Citus coordinator)');
  const migrated = await applyMigrations(config.databaseUrl);
  const result = await distributeTables(config.databaseUrl);
  return { exitCode: 0, stdout: JSON.stringify({ migrated, ...result }) };
}
