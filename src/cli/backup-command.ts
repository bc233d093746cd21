import { Admin, AdminError } from './admin';
import { BackupError, exportAll, importAll } from './backup';
import { withDatabaseUrl } from './cli-database';
import type { CommandOutput } from './commands';

/** The database of DATABASE_URL, or the embedded one in ./.data (with the server stopped), migrated. */
export async function withDatabase(use: (url: string) => Promise<CommandOutput>): Promise<CommandOutput> {
  try {
    return await withDatabaseUrl(use);
  } catch (error) {
    if (error instanceof BackupError || error instanceof AdminError)
      return { exitCode: 1, stdout: JSON.stringify({ error: error.message }, null, 2) };
    throw error;
  }
}

/** `claim export-all --out FILE`: refuses to overwrite an existing file. */
export function exportAllCommand(file: string): Promise<CommandOutput> {
  return withDatabase(async (url) => ({ exitCode: 0, stdout: JSON.stringify(await exportAll(url, file), null, 2) }));
}

/** `claim import-all FILE`. */
export function importAllCommand(file: string): Promise<CommandOutput> {
  return withDatabase(async (url) => ({ exitCode: 0, stdout: JSON.stringify(await importAll(url, file), null, 2) }));
}

/** The account commands (src/cli/admin.ts), each on the configured database. */
export function adminCommand(run: (admin: Admin) => Promise<unknown>): Promise<CommandOutput> {
  return withDatabase(async (url) => {
    const admin = new Admin(url);
    try {
      return { exitCode: 0, stdout: JSON.stringify(await run(admin), null, 2) };
    } finally {
      await admin.close();
    }
  });
}
