import { existsSync, promises as fs, readdirSync, readFileSync } from 'fs';
import os from 'os';
import path from 'path';
import { createDatabaseIfMissing } from '../../src/database/database-bootstrap';
import { EmbeddedPostgres, generatePassword } from '../../src/database/embedded-postgres';
import { findFreePort } from '../../src/database/free-port';
import { applyMigrations } from '../../src/database/migrator';

/**
 * A throwaway embedded PostgreSQL configured exactly as `npm start` runs it (durable: fsync and
 * synchronous_commit on), migrated, in a temporary directory that stop() removes — or, given `keepIn`,
 * in that directory, kept after stop() so a slow-to-build data set can be measured again.
 */
export class BenchCluster {
  private constructor(
    private readonly server: EmbeddedPostgres,
    private readonly dataDir: string,
    readonly url: string,
    private readonly kept: boolean,
  ) {}

  /** `settings`: server settings beside the durable ones (bench:seeks --statements loads pg_stat_statements). */
  static async start(keepIn?: string, settings: Record<string, string> = {}): Promise<BenchCluster> {
    let dataDir: string;
    let password = generatePassword();
    if (keepIn) {
      // The superuser's password is fixed at initdb: a kept cluster keeps it beside its data.
      await fs.mkdir(keepIn, { recursive: true, mode: 0o755 });
      dataDir = path.join(keepIn, 'pg');
      const passwordFile = path.join(keepIn, 'password');
      if (existsSync(passwordFile)) password = readFileSync(passwordFile, 'utf8').trim();
      else await fs.writeFile(passwordFile, password, { mode: 0o600 });
    } else dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'claim-bench-pg-'));
    const server = new EmbeddedPostgres({
      dataDir,
      port: await findFreePort(),
      user: 'claim',
      password,
      durable: true,
      settings,
    });
    await server.start();
    await createDatabaseIfMissing(server.url('postgres'), 'claim');
    const url = server.url('claim');
    await applyMigrations(url);
    return new BenchCluster(server, dataDir, url, keepIn !== undefined);
  }

  /** Another (empty, unmigrated) database on the same cluster, for a peer server: its URL. */
  async database(name: string): Promise<string> {
    await createDatabaseIfMissing(this.server.url('postgres'), name);
    return this.server.url(name);
  }

  /** The postmaster's process id (the first line of postmaster.pid). */
  postmasterPid(): number {
    return Number(readFileSync(path.join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  }

  /** CPU seconds used so far by the postmaster and every backend it forked, ended ones included. */
  cpuSeconds(): number {
    return postmasterCpuSeconds(this.postmasterPid());
  }

  async stop(): Promise<void> {
    await this.server.stop();
    if (!this.kept) await fs.rm(this.dataDir, { recursive: true, force: true });
  }
}

/** CPU seconds used so far by a postmaster and every backend it forked, ended ones included. */
export function postmasterCpuSeconds(postmaster: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    try {
      const fields = statFields(pid);
      // fields[1] is the parent pid; 11/12 user/system time; 13/14 those of waited-for children.
      if (pid === postmaster)
        total += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      else if (Number(fields[1]) === postmaster) total += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended while we looked
    }
  }
  return total / 100;
}

/** /proc/<pid>/stat after the command name: state, ppid, …, utime (11), stime, cutime, cstime. */
export function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}
