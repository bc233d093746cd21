import { readFileSync, readdirSync, readlinkSync } from 'fs';
import { Client } from 'pg';
import { distributeTables, hasCitus } from '../../src/database/citus';
import { applyMigrations } from '../../src/database/migrator';
import { postmasterCpuSeconds, statFields } from './cluster';

/** What a level needs of the database under the server: where it is, and the CPU it has used so far. */
export interface BenchDatabase {
  readonly url: string;
  /** CPU seconds of its PostgreSQL processes so far (NaN when they are not on this machine). */
  cpuSeconds(): number;
}

/**
 * A database the benchmark does not start (`--database NAME=URL`, or `--env DATABASE_URL=URL`): one PostgreSQL or a
 * Citus coordinator. It is migrated as `npm start` would, and on Citus put into the layout of docs/SCALING.md. Its CPU
 * is counted when its postmasters run on this machine: the coordinator's and, on Citus, every worker's that
 * pg_dist_node names on loopback, found by the port each postmaster records in its data directory.
 */
export class OutsideDatabase implements BenchDatabase {
  private constructor(
    readonly name: string,
    readonly url: string,
    readonly description: string,
    private readonly postmasters: readonly number[],
  ) {}

  static async open(name: string, url: string): Promise<OutsideDatabase> {
    await applyMigrations(url);
    const client = new Client({ connectionString: url });
    await client.connect();
    let citus: boolean;
    const ports = [Number(new URL(url).port || 5432)];
    let version: string;
    try {
      citus = await hasCitus(client);
      version = (await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0].v;
      if (citus) {
        const { rows } = await client.query<{ host: string; port: number }>(
          "SELECT nodename AS host, nodeport AS port FROM pg_dist_node WHERE groupid <> 0 AND noderole = 'primary' ORDER BY nodeport",
        );
        for (const row of rows) if (['127.0.0.1', 'localhost', '::1'].includes(row.host)) ports.push(row.port);
        const citusVersion = (await client.query<{ v: string }>('SELECT citus_version() AS v')).rows[0].v;
        version = `${citusVersion.split(' on ')[0]} on PostgreSQL ${version}, a coordinator and ${rows.length} worker(s)`;
      } else version = `PostgreSQL ${version}`;
    } finally {
      await client.end();
    }
    if (citus) await distributeTables(url);
    const postmasters = ports.map(postmasterOnPort).filter((pid): pid is number => pid !== null);
    const cpu =
      postmasters.length === ports.length ? 'CPU counted' : `CPU of ${postmasters.length}/${ports.length} nodes found`;
    return new OutsideDatabase(name, url, `${name}: ${version} (ports ${ports.join(', ')}; ${cpu})`, postmasters);
  }

  cpuSeconds(): number {
    if (this.postmasters.length === 0) return NaN;
    return this.postmasters.reduce((sum, pid) => sum + postmasterCpuSeconds(pid), 0);
  }
}

/** The postmaster listening on this port on this machine: a `postgres` process whose data directory names it so. */
function postmasterOnPort(port: number): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const parent = Number(statFields(pid)[1]);
      if (readFileSync(`/proc/${parent}/comm`, 'utf8').trim() === 'postgres') continue; // a backend
      // A postmaster runs in its data directory; postmaster.pid's lines are its pid, the directory, the start, the port.
      const lines = readFileSync(`${readlinkSync(`/proc/${pid}/cwd`)}/postmaster.pid`, 'utf8').split('\n');
      if (Number(lines[0]) === pid && Number(lines[3]) === port) return pid;
    } catch {
      // gone, or not ours to read
    }
  }
  return null;
}
